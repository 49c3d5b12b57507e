import type { Candidate } from '../types';

/** One way of writing a date: every span of that form in the text, in text order. */
export type DateFinder = (text: string) => Candidate[];

/** Every match of the global `pattern` in `text` (its `lastIndex` reset first). */
export function matchesOf(pattern: RegExp, text: string): RegExpExecArray[] {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)] as RegExpExecArray[];
}

/** A candidate for `text.slice(start, end)`. */
export const span = (start: number, end: number, score: number, pattern: string): Candidate => ({ start, end, score, pattern });
