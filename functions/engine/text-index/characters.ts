/**
 * Which kinds of characters a text holds: characters outside ASCII, Hangul syllables, capitals. Each answer is one
 * native search of the text, asked for once per text (the index remembers it).
 */

/** Some UTF-16 unit is outside ASCII. */
export const hasNonAscii = (text: string): boolean => /[^\u0000-\u007f]/.test(text);

/** Some character is a Hangul syllable (U+AC00–U+D7A3). */
export const hasHangul = (text: string): boolean => /[\uAC00-\uD7A3]/.test(text);

/**
 * Some UTF-16 unit is outside ASCII and not a Hangul syllable (fullwidth digits, other spaces and dashes, other
 * scripts).
 */
export const hasNonAsciiOutsideHangul = (text: string): boolean => /[^\u0000-\u007f\uAC00-\uD7A3]/.test(text);

/** Some ASCII capital occurs (`[A-Z]`). */
export const hasAsciiUpper = (text: string): boolean => /[A-Z]/.test(text);

/** Some upper-case letter of any script occurs (`\p{Lu}`). */
export const hasUpper = (text: string): boolean => /\p{Lu}/u.test(text);
