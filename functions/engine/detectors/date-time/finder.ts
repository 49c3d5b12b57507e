import type { Candidate } from '../types';

/**
 * One way of writing a date: every span of that form in the text, in text order. `digitRuns`: where the text's
 * digit runs start (an ASCII digit not after one), ascending — the text index's list, or `digitRunStarts` of ../../text/reference-starts.ts. The digit-led forms are sticky
 * patterns tried there (`matchesAt`): each of their matches starts a digit run.
 */
export type DateFinder = (text: string, digitRuns: readonly number[]) => Candidate[];

/** A candidate for `text.slice(start, end)`. */
export const span = (start: number, end: number, score: number, pattern: string): Candidate => ({ start, end, score, pattern });

/**
 * The digit runs of `digitRuns` that open with `19` or `20`: where a year 1900–2099 may stand. The forms led by a
 * year (`(?:19|20)[0-9]{2}` right after their lookbehind) are tried only there.
 */
export const yearStarts = (text: string, digitRuns: readonly number[]): number[] =>
  digitRuns.filter((at) => text.startsWith('19', at) || text.startsWith('20', at));
