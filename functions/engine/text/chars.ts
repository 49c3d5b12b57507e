/**
 * Character classes the word and topic matchers share. Everything works on UTF-16 code units of *folded* text
 * (see fold.ts); astral code points are classified from their surrogate pair.
 */

/** Hangul syllables U+AC00–U+D7A3 (Unicode chapter 3.12) and compatibility jamo U+3131–U+318E (ㅅ, ㅂ, …). */
export function isHangul(code: number): boolean {
  return (code >= 0xac00 && code <= 0xd7a3) || (code >= 0x3131 && code <= 0x318e);
}

/**
 * Scripts written without spaces between words, where a word boundary cannot be seen in the text: Han
 * (CJK Unified Ideographs and Extension A), Hiragana, Katakana, Thai, Lao, Khmer, Myanmar. Entries starting or
 * ending in these characters need no boundary on that side. (Hangul has spaces between words: see word.ts.)
 */
export function isScriptioContinua(code: number): boolean {
  return (
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x0e00 && code <= 0x0eff) ||
    (code >= 0x1000 && code <= 0x109f) ||
    (code >= 0x1780 && code <= 0x17ff)
  );
}

const WORD_RE = /^[\p{L}\p{N}\p{M}]$/u;

const isAsciiWord = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Is the code point a letter, digit or mark (the characters that make up words)? The definition: ASCII letters and
 * digits and Hangul (all letters) answered at once, any other code point by `[\p{L}\p{N}\p{M}]`.
 */
export function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) return isAsciiWord(cp);
  if (isHangul(cp)) return true;
  return WORD_RE.test(String.fromCodePoint(cp));
}

/**
 * Word characters, as `isWordCodePoint` defines them, read at a UTF-16 index: astral code points from their
 * surrogate pair, a lone surrogate as no word character.
 */
export interface WordChars {
  /** Is the character starting at UTF-16 index `i` a word character? False outside the string. */
  isWordAt(s: string, i: number): boolean;
  /** Is the character ending just before UTF-16 index `i` a word character? False at the start. */
  isWordBefore(s: string, i: number): boolean;
}

/** `WordChars` asking `isWordCodePoint` every time: the reference, for compile-time use (a list's entries). */
export const wordChars: WordChars = {
  isWordAt: (s, i) => wordAt(s, i, isWordCodePoint),
  isWordBefore: (s, i) => wordBefore(s, i, isWordCodePoint),
};

/**
 * `WordChars` that keep each BMP character's answer once asked, for the per-character loops of one compiled matcher
 * or policy (a Russian or Chinese text asks about the same few hundred characters again and again). Each matcher
 * makes its own: nothing is kept in the module, or shared between policies.
 */
export function createWordChars(): WordChars {
  /** BMP code unit → 0 not asked yet, 1 word character, 2 not (surrogates are classified as code points). */
  const bmp = new Uint8Array(0x10000);
  const known = (cp: number): boolean => {
    if (cp >= 0x10000) return isWordCodePoint(cp);
    let k = bmp[cp]!;
    if (k === 0) bmp[cp] = k = isWordCodePoint(cp) ? 1 : 2;
    return k === 1;
  };
  return {
    isWordAt: (s, i) => wordAt(s, i, known),
    isWordBefore: (s, i) => wordBefore(s, i, known),
  };
}

function wordAt(s: string, i: number, isWord: (cp: number) => boolean): boolean {
  if (i < 0 || i >= s.length) return false;
  const c = s.charCodeAt(i);
  if (c < 0x80) return isAsciiWord(c);
  if (c >= 0xd800 && c <= 0xdbff) return isWord(s.codePointAt(i)!); // a lone high surrogate is its own code point
  if (c >= 0xdc00 && c <= 0xdfff) return false; // a lone low surrogate
  return isWord(c);
}

function wordBefore(s: string, i: number, isWord: (cp: number) => boolean): boolean {
  if (i <= 0) return false;
  const c = s.charCodeAt(i - 1);
  if (c >= 0xdc00 && c <= 0xdfff && i >= 2) {
    const hi = s.charCodeAt(i - 2);
    if (hi >= 0xd800 && hi <= 0xdbff) return isWord(((hi - 0xd800) << 10) + (c - 0xdc00) + 0x10000);
  }
  return wordAt(s, i - 1, isWord);
}

/** Whitespace as it appears in folded text (NFKC has already mapped NBSP, ideographic space, … to U+0020). */
export function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x85 || code === 0x2028 || code === 0x2029;
}
