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
/**
 * BMP code unit → 0 unknown, 1 word character, 2 not; filled on first use (a pure cache of a pure function).
 * Surrogates stay 0: they are classified as code points.
 */
const BMP_CLASS = new Uint8Array(0x10000);
for (let c = 0; c < 0x80; c++) {
  const word = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  BMP_CLASS[c] = word ? 1 : 2;
}

/** Is the code point a letter, digit or mark (the characters that make up words)? */
export function isWordCodePoint(cp: number): boolean {
  if (cp < 0x10000) {
    let k = BMP_CLASS[cp]!;
    if (k === 0) {
      if (cp >= 0xd800 && cp <= 0xdfff) return false; // a lone surrogate; pairs are classified as code points
      k = WORD_RE.test(String.fromCharCode(cp)) ? 1 : 2;
      BMP_CLASS[cp] = k;
    }
    return k === 1;
  }
  return WORD_RE.test(String.fromCodePoint(cp));
}

/** Is the character starting at UTF-16 index `i` a word character? False outside the string. */
export function isWordAt(s: string, i: number): boolean {
  if (i < 0 || i >= s.length) return false;
  const c = s.charCodeAt(i);
  const k = BMP_CLASS[c]!;
  if (k !== 0) return k === 1; // ASCII, and every BMP character seen before (surrogates are never cached)
  if (c >= 0xd800 && c <= 0xdbff) return isWordCodePoint(s.codePointAt(i)!);
  if (c >= 0xdc00 && c <= 0xdfff) return false; // a lone low surrogate
  return isWordCodePoint(c);
}

/** Is the character ending just before UTF-16 index `i` a word character? False at the start. */
export function isWordBefore(s: string, i: number): boolean {
  if (i <= 0) return false;
  const c = s.charCodeAt(i - 1);
  if (c >= 0xdc00 && c <= 0xdfff && i >= 2) {
    const hi = s.charCodeAt(i - 2);
    if (hi >= 0xd800 && hi <= 0xdbff) return isWordCodePoint(((hi - 0xd800) << 10) + (c - 0xdc00) + 0x10000);
  }
  return isWordAt(s, i - 1);
}

/** Whitespace as it appears in folded text (NFKC has already mapped NBSP, ideographic space, … to U+0020). */
export function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x85 || code === 0x2028 || code === 0x2029;
}
