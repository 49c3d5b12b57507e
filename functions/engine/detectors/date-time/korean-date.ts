import type { Candidate } from '../types';
import { matchesAt } from '../../text/matches-at';
import { isValidDate } from '../../checksums';
import { FULL_DATE, MONTH_AND_DAY } from './scores';
import { span, yearStarts, type DateFinder } from './finder';

/**
 * Korean dates. The counters 년 (year), 월 (month) and 일 (day) follow their numbers, with or without a space:
 * `1985년 12월 30일`, `1985년12월30일`, `2024년 3월` (year and month), `12월 30일` (month and day: a date of
 * birth only with a context word such as 생일). Korean forms and letters also write `1985. 12. 30.` (a dot and a
 * space after each part), which the numeric form, with no spaces, does not read.
 */
const YEAR_MONTH_DAY = /(?<![0-9])((?:19|20)[0-9]{2})년 ?(0?[1-9]|1[0-2])월(?: ?(0?[1-9]|[12][0-9]|3[01])일)?/y;
const MONTH_DAY = /(?<![0-9])(0?[1-9]|1[0-2])월 ?(0?[1-9]|[12][0-9]|3[01])일/y;
const DOTTED = /(?<![0-9A-Za-z.])((?:19|20)[0-9]{2})\. (0?[1-9]|1[0-2])\. (0?[1-9]|[12][0-9]|3[01])\.?(?![0-9])/y;

export const findKoreanDates: DateFinder = (text, digitRuns) => {
  const out: Candidate[] = [];
  // The counter forms hold 월; the dotted form a year followed by `. `.
  const counters = text.includes('월');
  if (!counters && !text.includes('. ')) return out;
  if (counters) for (const m of matchesAt(YEAR_MONTH_DAY, text, yearStarts(text, digitRuns))) {
    // A month alone exists in every year; a day must exist in its month.
    if (m[3] !== undefined && !isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) continue;
    out.push(span(m.index, m.index + m[0].length, FULL_DATE, m[3] === undefined ? 'korean-year-month' : 'korean-date'));
  }
  if (counters) for (const m of matchesAt(MONTH_DAY, text, digitRuns)) {
    // Any leap year admits 2월 29일.
    if (isValidDate(2000, Number(m[1]), Number(m[2]))) out.push(span(m.index, m.index + m[0].length, MONTH_AND_DAY, 'korean-month-day'));
  }
  for (const m of matchesAt(DOTTED, text, yearStarts(text, digitRuns))) {
    if (isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) out.push(span(m.index, m.index + m[0].length, FULL_DATE, 'korean-dotted-date'));
  }
  return out;
};
