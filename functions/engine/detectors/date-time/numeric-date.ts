import { matchesAt } from '../../text/matches-at';
import { isValidDate } from '../../checksums';
import type { Candidate } from '../types';
import { FULL_DATE } from './scores';
import { afterVersionWord, span, type DateFinder } from './finder';

/**
 * Numeric dates with the same separator twice: `9/20/1968`, `14.02.1990`, `21-5-21`. Day and month may come in
 * either order (either reading must be a real date); a 2-digit year reads as 20YY.
 */
const NUMERIC = /(?<![0-9A-Za-z/.-])([0-3]?[0-9])([/.-])([0-3]?[0-9])\2((?:19|20)?[0-9]{2})(?![0-9A-Za-z]|[/.-][0-9A-Za-z])/y;


export const findNumericDates: DateFinder = (text, starts) => {
  const out: Candidate[] = [];
  for (const m of matchesAt(NUMERIC, text, starts.short)) {
    const [, first, separator, second, yearDigits] = m as unknown as [string, string, string, string, string];
    const year = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
    if (!isValidDate(year, Number(first), Number(second)) && !isValidDate(year, Number(second), Number(first))) continue;
    if (separator === '.') {
      // `version 16.5.69`, `firmware 28.11.24`: a dotted number labelled as a version is one.
      if (afterVersionWord(text, m.index)) continue;
      // `2.9.19` is far more often a version than a date: a dotted 2-digit-year date needs a day over 12, or day and
      // month written with two digits each, as dates are and versions seldom (`03.05.11`, `DOB: 06.05.78`).
      if (yearDigits.length === 2 && Number(first) <= 12 && (first.length < 2 || second.length < 2)) continue;
    }
    out.push(span(m.index, m.index + m[0].length, FULL_DATE, 'numeric-date'));
  }
  return out;
};
