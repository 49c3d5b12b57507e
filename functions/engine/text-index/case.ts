/**
 * The lower-cased text, and how it relates to the text: where it stands for a case-insensitive search of the text
 * and where it does not.
 */

/** The text lower-cased (`String.prototype.toLowerCase`, locale-independent). */
export const lowerCase = (text: string): string => text.toLowerCase();

/**
 * U+0130 (İ) or U+212A (Kelvin sign) occurs: the only characters whose lower case holds ASCII letters (`i̇`, `k`).
 * Without them, a lower-case ASCII word occurs in the lower-cased text exactly where the text holds it in some mix
 * of cases.
 */
export const lowersToAscii = (text: string): boolean => /[\u0130\u212A]/.test(text);

/**
 * The lower-cased text has the text's indices, and wherever a case-insensitive (`i` or `iu`) regex matches a
 * lower-case word (ASCII, Hangul, accented Latin letters such as `código`), it holds that word: true unless the text
 * holds U+0130, which lower-cases to two UTF-16 units (shifting every later index), or U+017F (long s), which an
 * `iu` regex matches to `s` and `toLowerCase` leaves as it is.
 */
export const lowerFoldsLikeRegex = (text: string): boolean => !/[\u0130\u017F]/.test(text);
