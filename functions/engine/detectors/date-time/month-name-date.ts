import { matchesAt, mergeAscending } from '../../text/matches-at';
import { FULL_DATE, MONTH_AND_DAY } from './scores';
import { allMatches } from '../matches';
import { keywordList } from '../../text-index';
import { span, type DateFinder } from './finder';

/** English month names and their abbreviations, as written in running text (capitalised). */
const MONTHS =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';

/** `March 5, 2021`, `Mar. 5th 2021`, `March 2021`. */
const MONTH_FIRST = new RegExp(`(?<![A-Za-z])(?:${MONTHS})\\.? (?:[0-3]?[0-9](?:st|nd|rd|th)?,? )?(?:19|20)[0-9]{2}(?![0-9A-Za-z])`, 'y');

/** `5 Mar 2021`, `3rd of March, 2021`. */
const DAY_FIRST = new RegExp(`(?<![0-9A-Za-z])[0-3]?[0-9](?:st|nd|rd|th)? (?:of )?(?:${MONTHS})\\.?,? (?:19|20)[0-9]{2}(?![0-9A-Za-z])`, 'y');

/** The hyphenated forms of logs and forms: `5-May-2021`, `5-MAY-2021`, `21-May`, `May-21`, `May-2021`. */
const HYPHENATED = new RegExp(
  `(?<![0-9A-Za-z-])(?:[0-3]?[0-9]-(?:${MONTHS.toUpperCase()}|${MONTHS})(?:-(?:19|20)?[0-9]{2})?|(?:${MONTHS})-(?:19|20)?[0-9]{2})(?![0-9A-Za-z]|-[0-9A-Za-z])`,
  'y',
);

/** A day of a month: 1–31, with an optional leading zero. */
const DAY = '(?:[12][0-9]|3[01]|0?[1-9])';

/**
 * A month and a day with no year (`March 5`, `Mar. 5th`, `5 March`, `12th of June`): a date of birth only with a
 * context word (`born`, `DOB`), as a Korean `12월 30일`.
 */
const MONTH_DAY = new RegExp(`(?<![A-Za-z])(?:${MONTHS})\\.? ${DAY}(?:st|nd|rd|th)?(?![0-9A-Za-z])`, 'y');
/** A month's abbreviation with its dot (`Mar.`); a full name's dot ends the sentence (`12 June.`). */
const ABBREVIATED = '(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.';
const DAY_MONTH = new RegExp(`(?<![0-9A-Za-z])${DAY}(?:st|nd|rd|th)? (?:of )?(?:${ABBREVIATED}|(?:${MONTHS})(?![A-Za-z]))`, 'y');

/**
 * Where a month's first three letters stand, capitalised or in capitals, not after a letter. Every form holds one:
 * a month-first or hyphenated form starts there, or at a day at most DAY_BEFORE_MONTH characters before it.
 */
const MONTH_START = /(?<![A-Za-z])(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)/g;
/** The words MONTH_START finds: one of them occurs wherever it matches. */
export const MONTH_ABBREVIATIONS = keywordList(
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].flatMap((m) => [m, m.toUpperCase()]),
);
/** The most characters from a day to its month: `31st of `. */
const DAY_BEFORE_MONTH = 8;

/** The digit runs (ascending) that start at most `distance` characters before one of `positions` (ascending). */
function runsShortlyBefore(digitRuns: readonly number[], positions: readonly number[], distance: number): number[] {
  let p = 0;
  return digitRuns.filter((at) => {
    while (p < positions.length && positions[p]! <= at) p++;
    return p < positions.length && positions[p]! - at <= distance;
  });
}

/** The forms' sticky patterns, for the test that compares the finder with a scan of the whole text by each. */
export const MONTH_NAME_FORMS = [MONTH_FIRST, DAY_FIRST, HYPHENATED, MONTH_DAY, DAY_MONTH] as const;

export const findMonthNameDates: DateFinder = (text, starts, occurs) => {
  if (!occurs(MONTH_ABBREVIATIONS)) return [];
  const months = allMatches(MONTH_START, text).map((m) => m.index);
  if (months.length === 0) return [];
  const days = runsShortlyBefore(starts.short, months, DAY_BEFORE_MONTH);
  return [
    ...matchesAt(MONTH_FIRST, text, months).map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'month-name-first')),
    ...matchesAt(DAY_FIRST, text, days).map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'day-first-month-name')),
    ...matchesAt(HYPHENATED, text, mergeAscending(days, months)).map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'hyphenated-month-name')),
    ...matchesAt(MONTH_DAY, text, months).map((m) => span(m.index, m.index + m[0].length, MONTH_AND_DAY, 'month-day')),
    ...matchesAt(DAY_MONTH, text, days).map((m) => span(m.index, m.index + m[0].length, MONTH_AND_DAY, 'day-month')),
  ];
};
