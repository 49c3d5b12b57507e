/**
 * Whole words of ASCII letters and digits (maximal `[A-Za-z0-9]` runs: no ASCII letter or digit on either side,
 * `(?<![0-9A-Za-z])[0-9A-Za-z]+(?![0-9A-Za-z])`) that hold a digit or are upper case (a capital and no lower-case
 * letter): their lengths and the longest of each kind. A BIC is an upper-case word of 8 or 11 characters, a VIN
 * one of 17 holding a digit, a bitcoin address a word of 26 or more holding a digit.
 *
 * Only these words are read, from their starts, which the index knows: every word holding a digit holds a digit
 * run (./digit-runs.ts), and every upper-case word without a digit starts with an ASCII capital at a word start
 * (./word-starts.ts). Prose is mostly lower-case words, which are not read at all. (The lengths of all words are
 * ./letter-digit-runs.ts's, a pass over the whole text.)
 */
import type { DigitRuns } from './digit-runs';
import type { CapitalStarts } from './word-starts';

/** Words shorter than this are recorded by length (`WordLengths.lengths`). */
export const MAX_WORD_LENGTH = 32;

/** Kinds of word, or-ed: holding a digit; upper case (a capital and no lower-case letter). 0: any word. */
export const WORD_WITH_DIGIT = 1;
export const UPPER_CASE_WORD = 2;

/** The words of one kind. */
export interface WordLengths {
  /** Bit n set (0 < n < MAX_WORD_LENGTH) ⟺ some word of the kind is n characters long. */
  readonly lengths: number;
  /** The longest word of the kind (0: none). */
  readonly longest: number;
}

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const isLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;
const isAlnum = (c: number): boolean => isDigit(c) || isUpper(c) || isLower(c);

/** Accumulates words by kind. */
class WordsByKind {
  readonly lengths = [0, 0, 0, 0];
  readonly longest = [0, 0, 0, 0];

  /** Records the word `[start, end)` under every kind it is of. */
  add(text: string, start: number, end: number): void {
    let digit = false;
    let upper = false;
    let lower = false;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (isDigit(c)) digit = true;
      else if (isUpper(c)) upper = true;
      else lower = true;
    }
    const kinds = (digit ? WORD_WITH_DIGIT : 0) | (upper && !lower ? UPPER_CASE_WORD : 0);
    const length = end - start;
    // Each kind the word's kinds include (0, digit, upper case, both).
    for (let kind = 0; kind <= (WORD_WITH_DIGIT | UPPER_CASE_WORD); kind++) {
      if ((kind & kinds) !== kind) continue;
      if (length < MAX_WORD_LENGTH) this.lengths[kind]! |= 1 << length;
      this.longest[kind] = Math.max(this.longest[kind]!, length);
    }
  }

  of(kind: number): WordLengths {
    return { lengths: this.lengths[kind]!, longest: this.longest[kind]! };
  }
}

const NOT_READ: WordLengths = { lengths: 0, longest: 0 };

/**
 * The words holding a digit or upper case, by kind (index: WORD_WITH_DIGIT, UPPER_CASE_WORD, or both; index 0, any
 * word, is not read here and holds none). `runs`: the text's digit runs; `capitals`: its word-start capitals
 * (./word-starts.ts), among which are its ASCII capitals not after an ASCII letter.
 */
export function findWordsFromStarts(text: string, runs: DigitRuns, capitals: CapitalStarts): readonly WordLengths[] {
  const words = new WordsByKind();
  // Words holding a digit: the word around each digit run (a later run of the same word is passed over).
  for (let k = 0, next = 0; k < runs.runStarts.length; k++) {
    const at = runs.runStarts[k]!;
    if (at < next) continue;
    let start = at;
    while (start > 0 && isAlnum(text.charCodeAt(start - 1))) start--;
    next = wordEnd(text, at + runs.runLengths[k]! - 1);
    words.add(text, start, next);
  }
  // Upper-case words without a digit: from each ASCII capital not after a letter or digit, capitals up to the word's
  // end (a lower-case letter or a digit in the word: not such a word).
  for (const starts of [capitals.capitals, capitals.asciiCapitalsAfterOtherLetter]) {
    for (let k = 0; k < starts.length; k++) {
      const at = starts[k]!;
      if (!isUpper(text.charCodeAt(at)) || (at > 0 && isAlnum(text.charCodeAt(at - 1)))) continue;
      let end = at + 1;
      while (end < text.length && isUpper(text.charCodeAt(end))) end++;
      if (end === text.length || !isAlnum(text.charCodeAt(end))) words.add(text, at, end);
    }
  }
  return [NOT_READ, words.of(WORD_WITH_DIGIT), words.of(UPPER_CASE_WORD), words.of(WORD_WITH_DIGIT | UPPER_CASE_WORD)];
}

/** The end of the word through `at` (a letter or digit). */
function wordEnd(text: string, at: number): number {
  let end = at + 1;
  while (end < text.length && isAlnum(text.charCodeAt(end))) end++;
  return end;
}
