/**
 * The longest runs of ASCII letters and digits: long tokens are rare in prose, so a credential rule with common
 * keywords (`token`, `pat`) is skipped on most texts that hold its keywords.
 */

/** The longest `[A-Za-z0-9]` run and the longest `[A-Z0-9]` run of a text. */
export interface LetterDigitRuns {
  /** `[A-Za-z0-9]{n}` occurs ⟺ `longestAlnum >= n`. */
  readonly longestAlnum: number;
  /** `[A-Z0-9]{n}` occurs ⟺ `longestUpperDigit >= n`. */
  readonly longestUpperDigit: number;
}

/** Both longest runs, in one pass over the text. */
export function findLetterDigitRuns(text: string): LetterDigitRuns {
  let alnum = 0;
  let upperDigit = 0;
  let longestAlnum = 0;
  let longestUpperDigit = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const digit = c >= 0x30 && c <= 0x39;
    const upper = c >= 0x41 && c <= 0x5a;
    const lower = c >= 0x61 && c <= 0x7a;
    alnum = digit || upper || lower ? alnum + 1 : 0;
    upperDigit = digit || upper ? upperDigit + 1 : 0;
    longestAlnum = Math.max(longestAlnum, alnum);
    longestUpperDigit = Math.max(longestUpperDigit, upperDigit);
  }
  return { longestAlnum, longestUpperDigit };
}
