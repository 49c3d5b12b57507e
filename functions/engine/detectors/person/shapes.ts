/**
 * The shapes of a written name that the finders share, as regex sources, and the helpers that read a name's words.
 * Every quantifier is bounded (a word is at most 25 letters, a joined part 26).
 */

/**
 * A capitalised word: a capital, a lower-case letter, letters and marks; one joined part after an apostrophe or a
 * hyphen when a capital opens it (`O'Brien`, `Hopper-Lee`).
 */
export const WORD = "\\p{Lu}\\p{Ll}[\\p{L}\\p{M}]{0,23}(?:['’-]\\p{Lu}[\\p{L}\\p{M}]{1,24})?";

/** An initial, with or without its dot (`S.`, `J`). */
export const INITIAL = '\\p{Lu}\\.?';

/**
 * Lower-case particles before a surname (`Dyan van Gijn`, `Ana da Silva`, `Ludwig von Mises`): Dutch, German,
 * Romance and Arabic name particles.
 */
export const SURNAME_PARTICLE = '(?:van|von|de|da|di|del|della|der|den|du|dos|das|do|la|le|ter|ten|zu|bin|ibn|al|el)';

/** A capitalised run of up to three words (an initial after the first) ending at a word end. */
export const CAPITALISED_RUN = `${WORD}(?: ${INITIAL})?(?: ${WORD}){0,2}(?![\\p{L}\\p{M}])`;

/** The words of a run, between single spaces. */
export const wordsOf = (run: string): string[] => run.split(' ');

/** The first word of a run. */
export const firstWordOf = (run: string): string => run.slice(0, run.includes(' ') ? run.indexOf(' ') : run.length);

const NON_ASCII = /[^\x00-\x7f]/;

/** Whether `value` holds a character outside ASCII (`Jindřich`, `Kónya`). */
export const hasNonAscii = (value: string): boolean => NON_ASCII.test(value);
