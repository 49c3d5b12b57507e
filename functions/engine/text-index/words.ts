/**
 * Whole words of ASCII letters and digits (maximal `[A-Za-z0-9]` runs: no ASCII letter or digit on either side,
 * `(?<![0-9A-Za-z])[0-9A-Za-z]+(?![0-9A-Za-z])`) that hold a digit or are upper case (a capital and no lower-case
 * letter), and whether they also hold a letter: their lengths and the longest of each kind. A BIC is an upper-case word of 8 or 11 characters, a VIN
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

/**
 * Kinds of word, or-ed: holding a digit; upper case (a capital and no lower-case letter); holding a letter. 0: any
 * word. A kind read here holds WORD_WITH_DIGIT or UPPER_CASE_WORD.
 */
export const WORD_WITH_DIGIT = 1;
export const UPPER_CASE_WORD = 2;
export const WORD_WITH_LETTER = 4;
const ALL_KINDS = WORD_WITH_DIGIT | UPPER_CASE_WORD | WORD_WITH_LETTER;

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

const NOT_READ: WordLengths = { lengths: 0, longest: 0 };

/** The kinds of the word `[start, end)` (letters and digits), or-ed. */
function kindsOf(text: string, start: number, end: number): number {
  let digit = false;
  let upper = false;
  let lower = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) digit = true;
    else if (isUpper(c)) upper = true;
    else lower = true;
  }
  return (digit ? WORD_WITH_DIGIT : 0) | (upper && !lower ? UPPER_CASE_WORD : 0) | (upper || lower ? WORD_WITH_LETTER : 0);
}

/**
 * The words holding a digit or upper case, by kind (the index: WORD_WITH_DIGIT, UPPER_CASE_WORD and
 * WORD_WITH_LETTER or-ed; a kind with neither of the first two is not read here and holds none). `runs`: the text's
 * digit runs; `capitals`: its word-start capitals (./word-starts.ts), among which are its ASCII capitals not after an
 * ASCII letter.
 */
export function findWordsFromStarts(text: string, runs: DigitRuns, capitals: CapitalStarts): readonly WordLengths[] {
  // Per exact kinds (index: the kinds a word has), the lengths and the longest; summed up by kind at the end.
  const lengths = new Array<number>(ALL_KINDS + 1).fill(0);
  const longest = new Array<number>(ALL_KINDS + 1).fill(0);
  const add = (kinds: number, length: number): void => {
    if (length < MAX_WORD_LENGTH) lengths[kinds]! |= 1 << length;
    if (length > longest[kinds]!) longest[kinds] = length;
  };
  // Words holding a digit: the word around each digit run (a later run of the same word is passed over). Most are
  // the run alone (no letter or digit on either side).
  const { runStarts, runLengths, runAfter } = runs;
  for (let k = 0, next = 0; k < runStarts.length; k++) {
    const at = runStarts[k]!;
    if (at < next) continue;
    const runEnd = at + runLengths[k]!;
    if ((at === 0 || !isAlnum(text.charCodeAt(at - 1))) && !isAlnum(runAfter[k]!)) {
      add(WORD_WITH_DIGIT, runLengths[k]!);
      next = runEnd;
      continue;
    }
    let start = at;
    while (start > 0 && isAlnum(text.charCodeAt(start - 1))) start--;
    next = wordEnd(text, runEnd - 1);
    add(kindsOf(text, start, next), next - start);
  }
  // Upper-case words without a digit: from each ASCII capital not after a letter or digit, capitals up to the word's
  // end (a lower-case letter or a digit in the word: not such a word).
  for (const starts of [capitals.capitals, capitals.asciiCapitalsAfterOtherLetter]) {
    for (let k = 0; k < starts.length; k++) {
      const at = starts[k]!;
      if (!isUpper(text.charCodeAt(at)) || (at > 0 && isAlnum(text.charCodeAt(at - 1)))) continue;
      let end = at + 1;
      while (end < text.length && isUpper(text.charCodeAt(end))) end++;
      if (end === text.length || !isAlnum(text.charCodeAt(end))) add(UPPER_CASE_WORD | WORD_WITH_LETTER, end - at);
    }
  }
  // Each kind: the words whose kinds include it.
  const byKind: WordLengths[] = [];
  for (let kind = 0; kind <= ALL_KINDS; kind++) {
    if ((kind & (WORD_WITH_DIGIT | UPPER_CASE_WORD)) === 0) {
      byKind.push(NOT_READ);
      continue;
    }
    let kindLengths = 0;
    let kindLongest = 0;
    for (let kinds = 0; kinds <= ALL_KINDS; kinds++) {
      if ((kinds & kind) !== kind) continue;
      kindLengths |= lengths[kinds]!;
      kindLongest = Math.max(kindLongest, longest[kinds]!);
    }
    byKind.push({ lengths: kindLengths, longest: kindLongest });
  }
  return byKind;
}

/** The end of the word through `at` (a letter or digit). */
function wordEnd(text: string, at: number): number {
  let end = at + 1;
  while (end < text.length && isAlnum(text.charCodeAt(end))) end++;
  return end;
}
