import { matchesAt } from '../../text/matches-at';
import type { Candidate } from '../types';

/**
 * One way of writing a date: every span of that form in the text, in text order. `digitRuns`: where the text's
 * digit runs start (an ASCII digit not after one), ascending — the text index's list, or `digitRunStarts`.
 */
export type DateFinder = (text: string, digitRuns: readonly number[]) => Candidate[];

/** Every match of the global `pattern` in `text` (its `lastIndex` reset first). */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)] as RegExpExecArray[];
}

/** Every match of the sticky `pattern`, each of which starts a digit run, tried at the digit runs only. */
export const matchesAtDigitRuns = (pattern: RegExp, text: string, digitRuns: readonly number[]): RegExpExecArray[] =>
  matchesAt(pattern, text, digitRuns);

const DIGIT_RUN_START = /[0-9](?<![0-9][0-9])/g;

/** The plain reference of the digit-run starts. */
export const digitRunStarts = (text: string): number[] => [...text.matchAll(DIGIT_RUN_START)].map((m) => m.index);

/** A candidate for `text.slice(start, end)`. */
export const span = (start: number, end: number, score: number, pattern: string): Candidate => ({ start, end, score, pattern });
