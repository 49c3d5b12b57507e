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

/** The longest runs and the words' lengths, in one pass over the text. */
export function findLetterDigitRuns(text: string): LetterDigitRuns {
  let alnum = 0;
  let upperDigit = 0;
  let longestAlnum = 0;
  let longestUpperDigit = 0;
  let lengths = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const digit = c >= 0x30 && c <= 0x39;
    const upper = c >= 0x41 && c <= 0x5a;
    const lower = c >= 0x61 && c <= 0x7a;
    if (!(digit || upper || lower) && alnum > 0 && alnum < MAX_WORD_LENGTH) lengths |= 1 << alnum;
    alnum = digit || upper || lower ? alnum + 1 : 0;
    upperDigit = digit || upper ? upperDigit + 1 : 0;
    longestAlnum = Math.max(longestAlnum, alnum);
    longestUpperDigit = Math.max(longestUpperDigit, upperDigit);
  }
  if (alnum > 0 && alnum < MAX_WORD_LENGTH) lengths |= 1 << alnum;
  return { longestAlnum, longestUpperDigit, words: { lengths, longest: longestAlnum } };
}
