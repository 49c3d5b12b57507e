/** Character-code tests of ASCII characters (and Hangul syllables, one UTF-16 unit each), for code that reads a text one code at a time. */

/**
 * `text.charCodeAt(i)`, or 0 outside the text. A scanner that reads a character or two past a word may read past
 * the end: 0 (NUL) is a character none of the tests accepts.
 */
export const codeAt = (text: string, i: number): number => (i >>> 0 < text.length ? text.charCodeAt(i) : 0);

/** An ASCII letter, upper or lower case. */
export const isAsciiLetter = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
export const isAsciiDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
/** An ASCII letter or digit. */
export const isAsciiAlnum = (c: number): boolean => isAsciiDigit(c) || isAsciiLetter(c);
export const isAsciiUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
export const isAsciiLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;
/** A Hangul syllable (U+AC00–U+D7A3), one UTF-16 unit: a letter, and no capital. */
export const isHangulSyllable = (c: number): boolean => c >= 0xac00 && c <= 0xd7a3;
