/**
 * Deny lists: operator-given phrases that are always reported, found in ONE pass over the text whatever the
 * list's length. Each phrase is indexed by its first two UTF-16 units (lower-cased, whitespace as a space); at
 * every position of the lower-cased text one numeric Map lookup yields the few phrases that can start there,
 * compared longest first. No regular expression is built from the phrases, so operator input never becomes
 * regex syntax and nothing can backtrack. (A V8 alternation of the escaped phrases was measured first: fine at
 * 1,000 phrases, but at 10,000 its first executions took over a second and short texts ran interpreted at
 * ~18 ms each — too slow for the inline path.)
 *
 * Matching is case-insensitive (JavaScript lower-casing, applied to the phrases and the text alike), and
 * whitespace inside a phrase matches any run of whitespace. Word boundaries: a phrase edge that is a letter,
 * digit or `_` must not touch another letter, digit or `_` (Unicode classes; JavaScript's `\b` is ASCII-only).
 * Edges in Hangul, Han, Hiragana, Katakana or Thai have no boundary check: those scripts attach particles
 * without a space (`홍길동은`) or use no spaces at all, so a boundary would miss most real mentions.
 */
export interface DenyListMatch {
  readonly start: number;
  readonly end: number;
  /** Index of the phrase in the configured list (for explanations), when it can be told. */
  readonly index: number | undefined;
}

export interface DenyList {
  matches(text: string): Iterable<DenyListMatch>;
}

/** A letter, digit or `_` outside the scripts written without spaces between words. */
const BOUNDED_WORD_CHAR = /^(?![\p{sc=Hang}\p{sc=Hani}\p{sc=Hira}\p{sc=Kana}\p{sc=Thai}])[\p{L}\p{N}_]$/u;
const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const WHITESPACE = /\s/;

interface Phrase {
  /** Lower-cased, trimmed, whitespace runs as one space. */
  readonly text: string;
  readonly index: number;
  readonly boundaryBefore: boolean;
  readonly boundaryAfter: boolean;
}

/**
 * Lower-cases without moving offsets: whole-string when that keeps the length (nearly always), otherwise unit by
 * unit, keeping a unit whose lower case is longer (`İ`) as it is.
 */
function lowerAligned(s: string): string {
  const lower = s.toLowerCase();
  if (lower.length === s.length) return lower;
  let out = '';
  for (const c of s) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c;
  }
  return out;
}

const isSpace = (unit: number) => unit === 32 || (unit < 128 ? unit >= 9 && unit <= 13 : WHITESPACE.test(String.fromCharCode(unit)));
/** Index key of two units, whitespace folded to a space. */
const keyAt = (s: string, i: number) => ((isSpace(s.charCodeAt(i)) ? 32 : s.charCodeAt(i)) << 16) | (i + 1 < s.length ? (isSpace(s.charCodeAt(i + 1)) ? 32 : s.charCodeAt(i + 1)) : 0);

/** The code point ending just before `i`, and the one starting at `i`, as strings ('' at the text's edges). */
function pointBefore(s: string, i: number): string {
  if (i === 0) return '';
  const low = s.charCodeAt(i - 1);
  return low >= 0xdc00 && low <= 0xdfff && i >= 2 ? s.slice(i - 2, i) : s[i - 1]!;
}
const pointAt = (s: string, i: number) => (i < s.length ? String.fromCodePoint(s.codePointAt(i)!) : '');

export function compileDenyList(values: readonly string[]): DenyList | undefined {
  const seen = new Set<string>();
  const byKey = new Map<number, Phrase[]>();
  values.forEach((v, index) => {
    const text = lowerAligned(v.trim()).replace(/\s+/g, ' ');
    if (text === '' || seen.has(text)) return;
    seen.add(text);
    const chars = Array.from(text);
    const phrase: Phrase = {
      text,
      index,
      boundaryBefore: BOUNDED_WORD_CHAR.test(chars[0]!),
      boundaryAfter: BOUNDED_WORD_CHAR.test(chars[chars.length - 1]!),
    };
    // One-unit phrases are keyed with a 0 second unit and looked up as such at every position.
    const key = text.length === 1 ? text.charCodeAt(0) << 16 : keyAt(text, 0);
    const list = byKey.get(key);
    if (list) list.push(phrase);
    else byKey.set(key, [phrase]);
  });
  if (byKey.size === 0) return undefined;
  // Longest first: of two phrases starting at the same place ("acme", "acme corp") the longer one wins.
  for (const list of byKey.values()) list.sort((a, b) => b.text.length - a.text.length);
  const hasSingles = [...byKey.keys()].some((k) => (k & 0xffff) === 0);
  // First units of all phrases: most positions are rejected by one array read, before any key is built.
  const first = new Uint8Array(0x10000);
  for (const k of byKey.keys()) first[(k >>> 16) & 0xffff] = 1;

  /** End of `p` matched at `i` in `lower` (a phrase space matches a whitespace run), or -1. */
  function matchAt(lower: string, i: number, p: Phrase): number {
    let j = i;
    for (let k = 0; k < p.text.length; k++) {
      const c = p.text.charCodeAt(k);
      if (c === 32) {
        if (j >= lower.length || !isSpace(lower.charCodeAt(j))) return -1;
        while (j < lower.length && isSpace(lower.charCodeAt(j))) j++;
      } else if (lower.charCodeAt(j++) !== c) return -1;
    }
    return j;
  }

  /** The longest phrase of `list` matching at `i` with its boundaries, as [end, index]. */
  function longestAt(text: string, lower: string, i: number, list: readonly Phrase[] | undefined): DenyListMatch | undefined {
    if (!list) return undefined;
    for (const p of list) {
      const end = matchAt(lower, i, p);
      if (end < 0) continue;
      if (p.boundaryBefore && WORD_CHAR.test(pointBefore(text, i))) continue;
      if (p.boundaryAfter && WORD_CHAR.test(pointAt(text, end))) continue;
      return { start: i, end, index: p.index };
    }
    return undefined;
  }

  return {
    *matches(text) {
      const lower = lowerAligned(text);
      for (let i = 0; i < lower.length; i++) {
        if (first[lower.charCodeAt(i)] === 0) continue;
        const key = keyAt(lower, i);
        const m = longestAt(text, lower, i, byKey.get(key)) ?? (hasSingles ? longestAt(text, lower, i, byKey.get(key & 0xffff0000)) : undefined);
        if (!m) continue;
        yield m;
        i = m.end - 1; // non-overlapping, in text order
      }
    },
  };
}
