/**
 * Cyrillic and Greek letters that look like Latin ones, folded to the Latin letter inside tokens that mix them with
 * ASCII letters or digits.
 *
 * Why inside mixed tokens only: a word written wholly in Cyrillic or Greek (`Москва`, `Αθήνα`) is text, and the
 * person and location finders read it as such; a token that mixes scripts (`quоkkа.zер@mail.com` with Cyrillic
 * `о`, `а`, `е`, `р`; `АKIA…` with a Cyrillic `А`) is almost never written by a person in good faith. The e-mail,
 * URL, credential and ID detectors all read ASCII, so folding these tokens is what lets them see the value. A token
 * is a maximal run of characters other than whitespace (U+0020, tab, line breaks), as the view holds them.
 *
 * The pairs are the single-letter Latin prototypes of Unicode's confusables data (UTS #39, confusables.txt) for
 * the Cyrillic and Greek blocks, limited to letters that are look-alikes in common fonts.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  // Cyrillic capitals
  ['А', 'A'], ['В', 'B'], ['Е', 'E'], ['К', 'K'], ['М', 'M'], ['Н', 'H'], ['О', 'O'], ['Р', 'P'], ['С', 'C'],
  ['Т', 'T'], ['У', 'Y'], ['Х', 'X'], ['Ѕ', 'S'], ['І', 'I'], ['Ј', 'J'], ['Ү', 'Y'], ['Ԛ', 'Q'], ['Ԝ', 'W'], ['Ӏ', 'I'],
  // Cyrillic small letters
  ['а', 'a'], ['е', 'e'], ['о', 'o'], ['р', 'p'], ['с', 'c'], ['у', 'y'], ['х', 'x'], ['ѕ', 's'], ['і', 'i'], ['ј', 'j'],
  ['һ', 'h'], ['ԁ', 'd'], ['ԛ', 'q'], ['ԝ', 'w'], ['ӏ', 'l'], ['ү', 'y'], ['ь', 'b'],
  // Greek capitals
  ['Α', 'A'], ['Β', 'B'], ['Ε', 'E'], ['Ζ', 'Z'], ['Η', 'H'], ['Ι', 'I'], ['Κ', 'K'], ['Μ', 'M'], ['Ν', 'N'], ['Ο', 'O'],
  ['Ρ', 'P'], ['Τ', 'T'], ['Υ', 'Y'], ['Χ', 'X'], ['Ϲ', 'C'], ['Ϳ', 'J'],
  // Greek small letters
  ['α', 'a'], ['ι', 'i'], ['κ', 'k'], ['ν', 'v'], ['ο', 'o'], ['ρ', 'p'], ['υ', 'u'], ['ϲ', 'c'], ['ϳ', 'j'],
];

/** Cyrillic U+0400–052F and Greek U+0370–03FF: where every letter of PAIRS lies. */
const CYRILLIC_OR_GREEK = /[\u0370-\u03ff\u0400-\u052f]/;

/** Code unit → the Latin letter's code unit (every pair is one BMP unit to one ASCII unit). */
const LATIN_FOR = new Map<number, number>(PAIRS.map(([from, to]) => [from.charCodeAt(0), to.charCodeAt(0)]));

const isAsciiAlnum = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isTokenBreak = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * `text` with the look-alike letters of its mixed tokens folded to Latin, unit for unit (the length and every index
 * stay the same, so the caller's offset map still holds). Returns `text` itself when nothing is folded.
 */
export function foldConfusables(text: string): string {
  if (!CYRILLIC_OR_GREEK.test(text)) return text;
  let out: string[] | undefined;
  let copied = 0;
  const n = text.length;
  for (let start = 0; start < n; ) {
    let end = start;
    let latin = false;
    let lookalike = false;
    for (; end < n; end++) {
      const c = text.charCodeAt(end);
      if (isTokenBreak(c)) break;
      if (isAsciiAlnum(c)) latin = true;
      else if (LATIN_FOR.has(c)) lookalike = true;
    }
    if (latin && lookalike) {
      out ??= [];
      out.push(text.slice(copied, start));
      let token = '';
      for (let i = start; i < end; i++) {
        const c = text.charCodeAt(i);
        token += String.fromCharCode(LATIN_FOR.get(c) ?? c);
      }
      out.push(token);
      copied = end;
    }
    start = end + 1;
  }
  if (out === undefined) return text;
  out.push(text.slice(copied));
  return out.join('');
}
