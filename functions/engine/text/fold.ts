import * as chars from './chars';

const isHangul = chars.isHangul; // a local binding: called per character (see phrase-matcher.ts)

/**
 * Text folded for matching word lists and topic keywords: case-, width- and accent-insensitive.
 *
 * Each code point is folded on its own: NFKD (compatibility decomposition: fullwidth `Ａ` → `A`, `ﬁ` → `fi`,
 * `①` → `1`; UAX #15), lower-cased, nonspacing marks (General_Category Mn: the combining accents) removed, then
 * NFC to recompose what remains. Hangul syllables and compatibility jamo are left as they are (NFKD would split
 * a syllable into conjoining jamo). Folding per code point is what lets every folded index map back to the
 * original text exactly; the price is that canonical composition across characters is not applied (a
 * decomposed `e` + U+0301 still folds to `e`, because the mark is removed on its own).
 *
 * Offsets: folded UTF-16 index `i` comes from the original character `[startOf(i), endOf(i))`. A folded span
 * `[s, e)` is the original span `[startOf(s), endOf(e - 1))`. A character that folds to nothing (a combining
 * mark) is attached to the character before it, so a masked word takes its accents with it.
 */
export interface FoldedText {
  readonly original: string;
  readonly folded: string;
  /** Original index where the character that produced folded unit `i` starts. */
  startOf(i: number): number;
  /** Original index where the character that produced folded unit `i` ends (after any removed marks). */
  endOf(i: number): number;
}

const MARKS = /\p{Mn}/gu;
/** Fast path: ASCII, Hangul and common punctuation fold by lower-casing alone, one unit to one unit. */
const NEEDS_FOLD = /[^\x00-\x7f\uac00-\ud7a3\u3131-\u318e\u2018\u2019\u201c\u201d\u2013\u2014]/;

/** The folded form of one code point. */
export function foldCodePoint(cp: number): string {
  if (cp < 0x80) return cp >= 0x41 && cp <= 0x5a ? String.fromCharCode(cp + 32) : String.fromCharCode(cp);
  if (isHangul(cp)) return String.fromCharCode(cp);
  return String.fromCodePoint(cp).normalize('NFKD').toLowerCase().replace(MARKS, '').normalize('NFC');
}

/** Folds a whole string (no offset map): for list entries and keywords at compile time. */
export function foldString(s: string): string {
  return fold(s).folded;
}

/** Folds `text`. */
export function fold(text: string): FoldedText {
  return NEEDS_FOLD.test(text) ? foldSlow(text, new Map()) : identity(text, text.toLowerCase());
}

/** The most code points a folder keeps the folded forms of (`createFolder`). */
const FOLDER_KEEPS = 4096;

/**
 * `fold` for one compiled policy (WORD, TOPIC): the folded form of each code point outside ASCII and Hangul is kept
 * once computed (up to FOLDER_KEEPS of them, then forgotten all at once), for this policy's texts only — nothing is
 * kept in the module or shared between policies. A Russian or Chinese text asks about the same few hundred.
 */
export function createFolder(): (text: string) => FoldedText {
  const foldedPoints = new Map<number, string>();
  return (text) => {
    if (!NEEDS_FOLD.test(text)) return identity(text, text.toLowerCase());
    if (foldedPoints.size > FOLDER_KEEPS) foldedPoints.clear();
    return foldSlow(text, foldedPoints);
  };
}

function identity(original: string, folded: string): FoldedText {
  return { original, folded, startOf: (i) => i, endOf: (i) => i + 1 };
}

/** Folds `text`, reading and adding to `foldedPoints` the folded forms of its code points outside ASCII and Hangul. */
function foldSlow(text: string, foldedPoints: Map<number, string>): FoldedText {
  const parts: string[] = [];
  // For each folded unit: where its original character starts and ends. Grown as needed.
  let starts = new Int32Array(text.length + 16);
  let ends = new Int32Array(text.length + 16);
  let n = 0;
  let sameShape = true;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    let f = cp < 0x80 || isHangul(cp) ? foldCodePoint(cp) : foldedPoints.get(cp);
    if (f === undefined) foldedPoints.set(cp, (f = foldCodePoint(cp)));
    if (f.length !== width) sameShape = false;
    if (f.length === 0) {
      // A removed mark belongs to the character before it.
      if (n > 0) {
        const owner = starts[n - 1]!;
        for (let k = n - 1; k >= 0 && starts[k] === owner; k--) ends[k] = i + width;
      }
    } else {
      if (n + f.length > starts.length) {
        const grow = (a: Int32Array) => {
          const b = new Int32Array(Math.max(a.length * 2, n + f.length));
          b.set(a);
          return b;
        };
        starts = grow(starts);
        ends = grow(ends);
      }
      for (let k = 0; k < f.length; k++) {
        starts[n + k] = i;
        ends[n + k] = i + width;
      }
      n += f.length;
      parts.push(f);
    }
    i += width;
  }
  const folded = parts.join('');
  if (sameShape) return identity(text, folded);
  const s = starts;
  const e = ends;
  return { original: text, folded, startOf: (i) => s[i]!, endOf: (i) => e[i]! };
}
