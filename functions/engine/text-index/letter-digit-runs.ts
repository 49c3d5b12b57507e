/**
 * Runs of ASCII letters and digits, from one pass over the whole text: the longest ones (long tokens are rare in
 * prose, so a credential rule with common keywords — `token`, `pat` — is skipped on most texts that hold its
 * keywords), and the lengths of the whole words they form, of any kind (an Italian fiscal code is a word of 16
 * letters and digits). A word is a maximal `[A-Za-z0-9]` run (`(?<![0-9A-Za-z])[0-9A-Za-z]+(?![0-9A-Za-z])`); the
 * words holding a digit or upper case are ./words.ts's, read from their starts without this pass.
 */
import { MAX_WORD_LENGTH, type WordLengths } from './words';

/** The longest `[A-Za-z0-9]` and `[A-Z0-9]` runs of a text, and the lengths of its words. */
export interface LetterDigitRuns {
  /** `[A-Za-z0-9]{n}` occurs ⟺ `longestAlnum >= n`. */
  readonly longestAlnum: number;
  /** `[A-Z0-9]{n}` occurs ⟺ `longestUpperDigit >= n`. */
  readonly longestUpperDigit: number;
  /** Every word's length (the longest word is `longestAlnum` long). */
  readonly words: WordLengths;
}

/**
 * The longest runs and the words' lengths, in one pass over the text. Each run is counted as it grows and recorded
 * where it ends (the text's end ends the last).
 */
export function findLetterDigitRuns(text: string): LetterDigitRuns {
  let alnum = 0;
  let upperDigit = 0;
  let longestAlnum = 0;
  let longestUpperDigit = 0;
  let lengths = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0;
    if (c >= 0x61 && c <= 0x7a) {
      // A small letter: the word goes on, a run of capitals and digits ends.
      alnum++;
      if (upperDigit > longestUpperDigit) longestUpperDigit = upperDigit;
      upperDigit = 0;
    } else if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a)) {
      alnum++;
      upperDigit++;
    } else {
      if (alnum > longestAlnum) longestAlnum = alnum;
      if (alnum > 0 && alnum < MAX_WORD_LENGTH) lengths |= 1 << alnum;
      if (upperDigit > longestUpperDigit) longestUpperDigit = upperDigit;
      alnum = 0;
      upperDigit = 0;
    }
  }
  return { longestAlnum, longestUpperDigit, words: { lengths, longest: longestAlnum } };
}
