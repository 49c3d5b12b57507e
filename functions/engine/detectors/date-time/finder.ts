import type { KeywordList } from '../../text-index';
import type { Candidate } from '../types';

/**
 * Where the digit-led forms are tried, each list ascending: every match of such a form starts a digit run (an ASCII
 * digit not after one) of one or two digits (a day or a month: `short`) or of exactly four (a year: `years`). The
 * finders try their sticky patterns there (`matchesAt`); a list holding other digit-run starts as well (every one:
 * the reference, `digitRunStarts` of ../../text/reference-starts.ts) finds the same, each pattern checking its own
 * digits.
 */
export interface DateStarts {
  readonly short: readonly number[];
  readonly years: readonly number[];
}

/**
 * One way of writing a date: every span of that form in the text, in text order. `occurs`: some word of the list
 * occurs in the text (the text index's `containsAny`, answered by the analyzer's keyword pass for the lists the
 * detector declares).
 */
export type DateFinder = (text: string, starts: DateStarts, occurs: (list: KeywordList) => boolean) => Candidate[];

/** A candidate for `text.slice(start, end)`. */
export const span = (start: number, end: number, score: number, pattern: string): Candidate => ({ start, end, score, pattern });


/** A word labelling the number after it as a version (`version 16.5.69`, `v 3.12.24`, `build 20.4.21`, `버전 2023.5.17`). */
const VERSION_BEFORE = /(?:^|[^A-Za-z])(?:version|ver\.?|v|build|release|rev\.?|firmware|update(?: to)?|버전)[ :]*$/i;

/** Whether a version word stands right before `at` (within 16 characters): a dotted number there is a version. */
export const afterVersionWord = (text: string, at: number): boolean => VERSION_BEFORE.test(text.slice(Math.max(0, at - 16), at));
