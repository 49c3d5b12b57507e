import { matchesAt } from '../../text/matches-at';
import { FULL_DATE } from './scores';
import { matchesOf, span, type DateFinder } from './finder';

/** English month names and their abbreviations, as written in running text (capitalised). */
const MONTHS =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';

/** `March 5, 2021`, `Mar. 5th 2021`, `March 2021`. */
const MONTH_FIRST = new RegExp(`(?<![A-Za-z])(?:${MONTHS})\\.? (?:[0-3]?[0-9](?:st|nd|rd|th)?,? )?(?:19|20)[0-9]{2}(?![0-9A-Za-z])`, 'g');

/** `5 Mar 2021`, `3rd of March, 2021`. */
const DAY_FIRST = new RegExp(`(?<![0-9A-Za-z])[0-3]?[0-9](?:st|nd|rd|th)? (?:of )?(?:${MONTHS})\\.?,? (?:19|20)[0-9]{2}(?![0-9A-Za-z])`, 'y');

/** The hyphenated forms of logs and forms: `5-May-2021`, `5-MAY-2021`, `21-May`, `May-21`, `May-2021`. */
const HYPHENATED = new RegExp(
  `(?<![0-9A-Za-z-])(?:[0-3]?[0-9]-(?:${MONTHS.toUpperCase()}|${MONTHS})(?:-(?:19|20)?[0-9]{2})?|(?:${MONTHS})-(?:19|20)?[0-9]{2})(?![0-9A-Za-z]|-[0-9A-Za-z])`,
  'g',
);

/** Every form starts with a month's first three letters, capitalised or in capitals: a text without any has none. */
const MONTH_START = /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC/;

export const findMonthNameDates: DateFinder = (text, digitRuns) => !MONTH_START.test(text) ? [] : [
  ...matchesOf(MONTH_FIRST, text).map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'month-name-first')),
  ...matchesAt(DAY_FIRST, text, digitRuns).map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'day-first-month-name')),
  ...(text.includes('-') ? matchesOf(HYPHENATED, text) : []).map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'hyphenated-month-name')),
];
