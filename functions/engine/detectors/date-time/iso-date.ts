import { matchesAt } from '../../text/matches-at';
import { isValidDate } from '../../checksums';
import { FULL_DATE } from './scores';
import { afterVersionWord, span, type DateFinder } from './finder';

/**
 * ISO 8601 / RFC 3339 dates: `2024-06-05`, with an optional time, seconds, fraction and zone
 * (`2024-06-05T09:15:30.500-07:00`, `1985-11-18 22:50:23`). The date must exist on the calendar.
 */
const ISO =
  /(?<![0-9A-Za-z])((?:19|20)[0-9]{2})-([01][0-9])-([0-3][0-9])(?:[T ][0-2][0-9]:[0-5][0-9](?::[0-5][0-9](?:\.[0-9]{1,9})?)?(?:Z|[+-][01][0-9]:?[0-5][0-9])?)?(?![0-9A-Za-z])/y;

export const findIsoDates: DateFinder = (text, starts) =>
  matchesAt(ISO, text, starts.years)
    .filter((m) => isValidDate(Number(m[1]), Number(m[2]), Number(m[3])))
    .map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'iso-date'));

/**
 * Year first with slashes or dots, as Japanese, Chinese, Hungarian and Swedish forms write a date: `1994/09/07`,
 * `2024/3/14`, `2024.03.14`. With dots the month and day have two digits and no version word comes before
 * (`2023.5.17` and `version 2024.03.14` are versions).
 */
const YEAR_FIRST = /(?<![0-9A-Za-z./-])((?:19|20)[0-9]{2})([/.])(0?[1-9]|1[0-2])\2(0?[1-9]|[12][0-9]|3[01])(?![0-9A-Za-z]|[/.][0-9A-Za-z])/y;

export const findYearFirstDates: DateFinder = (text, starts) =>
  matchesAt(YEAR_FIRST, text, starts.years)
    .filter((m) => {
      if (!isValidDate(Number(m[1]), Number(m[3]), Number(m[4]))) return false;
      if (m[2] === '.' && (m[3]!.length < 2 || m[4]!.length < 2 || afterVersionWord(text, m.index))) return false;
      return true;
    })
    .map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'year-first-date'));
