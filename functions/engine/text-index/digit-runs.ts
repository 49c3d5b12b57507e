/**
 * Digit runs and digit groups: every run of ASCII digits in a text, the groups they form when joined by a few
 * separators (`536-22-8726` is three runs in one 9-digit group, `4111 1111 1111 1111` four runs in a 16-digit one),
 * and the ASCII letters right before and after each run (`AB51` is a run of two digits after two letters).
 */

/**
 * The characters that may sit between the digits of one printed number: space, tab, line feed, carriage return,
 * `-`, `.`, `/`, `:`, `+`, `(`, `)` and NBSP.
 */
export const GROUP_SEPARATORS = ' \t\n\r-./:+()\u00a0';

/** At most this many separators in a row still join two runs into one group. */
export const MAX_SEPARATORS_IN_GROUP = 3;

/** Every digit run of a text, in text order, each with what is known of it. */
export interface DigitRuns {
  /** Index of the first digit of each run. */
  readonly runStarts: readonly number[];
  /** How many digits each run holds. */
  readonly runLengths: readonly number[];
  /** The UTF-16 unit right after each run; -1 when the run ends the text. */
  readonly runAfter: readonly number[];
  /** How many digits each run's whole group holds. */
  readonly runGroupDigits: readonly number[];
  /** How many ASCII letters stand right before each run, at most MAX_LETTERS_AROUND_RUN. */
  readonly runLettersBefore: readonly number[];
  /** For each length below MAX_INDEXED_LENGTH, the indices (ascending) of the runs that long, if any. */
  readonly byLength: readonly (readonly number[] | undefined)[];
  /** Longest run (`[0-9]{n}` occurs ⟺ `maxRun >= n`). */
  readonly maxRun: number;
  /** Most digits in one group. A pattern whose every match holds n digits of one group needs `maxGroup >= n`. */
  readonly maxGroup: number;
  /**
   * For k = 0 … MAX_LETTERS_AROUND_RUN: the longest run right after k ASCII letters (`[A-Za-z]{k}[0-9]{n}` occurs ⟺
   * `maxRunAfterLetters[k] >= n`; k = 0 is `maxRun`).
   */
  readonly maxRunAfterLetters: readonly number[];
  /** The same, before k ASCII letters (`[0-9]{n}[A-Za-z]{k}` occurs ⟺ `maxRunBeforeLetters[k] >= n`). */
  readonly maxRunBeforeLetters: readonly number[];
  /** Bit n set: some run holds exactly n digits (n < 32). */
  readonly lengthSet: number;
}

/** Runs shorter than this are listed by length (`DigitRuns.byLength`). */
export const MAX_INDEXED_LENGTH = 32;

/** The most letters before or after a run that `DigitRuns.maxRunAfterLetters` and `maxRunBeforeLetters` count. */
export const MAX_LETTERS_AROUND_RUN = 8;

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** Finds the next ASCII digit (a global regex's `test` moves `lastIndex` past it). */
const NEXT_DIGIT = /[0-9]/g;

/**
 * The digit runs of `text`. Run k + 1 is in run k's group when at most MAX_SEPARATORS_IN_GROUP characters lie
 * between them, all of them GROUP_SEPARATORS.
 */
export function findDigitRuns(text: string): DigitRuns {
  const runStarts: number[] = [];
  const runLengths: number[] = [];
  const runAfter: number[] = [];
  const runLettersBefore: number[] = [];
  const byLength: number[][] = [];
  let maxRun = 0;
  const maxRunAfterLetters = new Array<number>(MAX_LETTERS_AROUND_RUN + 1).fill(0);
  const maxRunBeforeLetters = new Array<number>(MAX_LETTERS_AROUND_RUN + 1).fill(0);
  let lengthSet = 0;
  NEXT_DIGIT.lastIndex = 0;
  while (NEXT_DIGIT.test(text)) {
    const start = NEXT_DIGIT.lastIndex - 1;
    let end = start + 1;
    while (end < text.length && isDigit(text.charCodeAt(end))) end++;
    NEXT_DIGIT.lastIndex = end;
    const length = end - start;
    const k = runStarts.push(start) - 1;
    runLengths.push(length);
    runAfter.push(end < text.length ? text.charCodeAt(end) : -1);
    if (length < MAX_INDEXED_LENGTH) {
      (byLength[length] ??= []).push(k);
      lengthSet |= 1 << length;
    }
    maxRun = Math.max(maxRun, length);
    const before = lettersBefore(text, start);
    runLettersBefore.push(before);
    for (let k = before; k > 0; k--) maxRunAfterLetters[k] = Math.max(maxRunAfterLetters[k]!, length);
    for (let k = lettersFrom(text, end); k > 0; k--) maxRunBeforeLetters[k] = Math.max(maxRunBeforeLetters[k]!, length);
  }
  maxRunAfterLetters[0] = maxRun;
  maxRunBeforeLetters[0] = maxRun;
  NEXT_DIGIT.lastIndex = 0;

  // Groups: consecutive runs joined by a short stretch of separators.
  const runGroupDigits: number[] = new Array<number>(runStarts.length);
  let maxGroup = 0;
  for (let first = 0; first < runStarts.length; ) {
    let last = first;
    let digits = runLengths[first]!;
    while (last + 1 < runStarts.length && joined(text, runStarts[last]! + runLengths[last]!, runStarts[last + 1]!)) {
      last++;
      digits += runLengths[last]!;
    }
    for (let k = first; k <= last; k++) runGroupDigits[k] = digits;
    maxGroup = Math.max(maxGroup, digits);
    first = last + 1;
  }

  return { runStarts, runLengths, runAfter, runGroupDigits, runLettersBefore, byLength, maxRun, maxGroup, maxRunAfterLetters, maxRunBeforeLetters, lengthSet };
}

/** How many ASCII letters (at most MAX_LETTERS_AROUND_RUN) stand right before `at`. */
function lettersBefore(text: string, at: number): number {
  let k = 0;
  while (k < MAX_LETTERS_AROUND_RUN && at - k > 0 && isAsciiLetter(text.charCodeAt(at - k - 1))) k++;
  return k;
}

/** How many ASCII letters (at most MAX_LETTERS_AROUND_RUN) stand from `at` on. */
function lettersFrom(text: string, at: number): number {
  let k = 0;
  while (k < MAX_LETTERS_AROUND_RUN && at + k < text.length && isAsciiLetter(text.charCodeAt(at + k))) k++;
  return k;
}

/** `text[from, to)` is one to MAX_SEPARATORS_IN_GROUP group separators. */
function joined(text: string, from: number, to: number): boolean {
  if (to - from < 1 || to - from > MAX_SEPARATORS_IN_GROUP) return false;
  for (let i = from; i < to; i++) if (!GROUP_SEPARATORS.includes(text.charAt(i))) return false;
  return true;
}

/**
 * The first digit of every run that lies in a group of at least `minGroupDigits` digits, in text order: where a
 * pattern declaring `DetectorPattern.digitRunStart` can match. With `lettersBefore` (k > 0), only the runs with at
 * least k ASCII letters right before them, and the index k before each (where `[A-Za-z]{k}[0-9]` starts).
 */
export function runStartsInGroupsOf(runs: DigitRuns, minGroupDigits: number, lettersBefore = 0): readonly number[] {
  if (minGroupDigits <= 1 && lettersBefore === 0) return runs.runStarts;
  const out: number[] = [];
  for (let k = 0; k < runs.runStarts.length; k++) {
    if (runs.runGroupDigits[k]! >= minGroupDigits && runs.runLettersBefore[k]! >= lettersBefore) out.push(runs.runStarts[k]! - lettersBefore);
  }
  return out;
}
