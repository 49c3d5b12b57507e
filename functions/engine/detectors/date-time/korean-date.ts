import type { Candidate } from '../types';
import { matchesAt } from '../../text/matches-at';
import { isValidDate } from '../../checksums';
import { FULL_DATE, MONTH_AND_DAY } from './scores';
import { span, type DateFinder } from './finder';

/**
 * Korean dates, and the Japanese and Chinese ones written the same way. The counters 년 (year), 월 (month) and 일
 * (day) follow their numbers, with or without a space: `1985년 12월 30일`, `1985년12월30일`, `2024년 3월 14일 목요일` (with
 * the weekday), `2024년 3월` (year and month), Japanese and Chinese `1973年11月3日`, `1961年12月3日日曜日`, `12월 30일` (month and day: a date of
 * birth only with a context word such as 생일). Korean forms and letters also write `1985. 12. 30.` (a dot and a
 * space after each part), which the numeric form, with no spaces, does not read; with a 2-digit year (`24. 3. 14.`)
 * only with a context word.
 */
const YEAR_MONTH_DAY = /(?<![0-9])((?:19|20)[0-9]{2})년 ?(0?[1-9]|1[0-2])월(?: ?(0?[1-9]|[12][0-9]|3[01])일(?: ?[월화수목금토일]요일)?)?/y;
/** Japanese and Chinese: `1973年11月3日`, `1961年12月3日日曜日`, `1985年8月`; with the weekday that may follow. */
const KANJI_YEAR_MONTH_DAY = /(?<![0-9])((?:19|20)[0-9]{2}) ?年 ?(0?[1-9]|1[0-2]) ?月(?: ?(0?[1-9]|[12][0-9]|3[01]) ?日(?:[（(]?[月火水木金土日](?:曜日?)?[）)]?|星期[一二三四五六日天])?)?/y;
const MONTH_DAY = /(?<![0-9])(0?[1-9]|1[0-2])월 ?(0?[1-9]|[12][0-9]|3[01])일/y;
const DOTTED = /(?<![0-9A-Za-z.])((?:19|20)[0-9]{2})\. (0?[1-9]|1[0-2])\. (0?[1-9]|[12][0-9]|3[01])\.?(?![0-9])/y;
/** The same with a 2-digit year (`24. 3. 14.`, CLDR's short Korean form): a date only with a context word. */
const DOTTED_SHORT_YEAR = /(?<![0-9A-Za-z.])([0-9]{2})\. (0?[1-9]|1[0-2])\. (0?[1-9]|[12][0-9]|3[01])\.(?![0-9])/y;

export const findKoreanDates: DateFinder = (text, starts) => {
  const out: Candidate[] = [];
  // The counter forms hold 월; the dotted form a year followed by `. `.
  const counters = text.includes('월');
  const kanji = text.includes('年');
  if (!counters && !kanji && !text.includes('. ')) return out;
  if (kanji) for (const m of matchesAt(KANJI_YEAR_MONTH_DAY, text, starts.years)) {
    if (m[3] !== undefined && !isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) continue;
    out.push(span(m.index, m.index + m[0].length, FULL_DATE, m[3] === undefined ? 'kanji-year-month' : 'kanji-date'));
  }
  if (counters) for (const m of matchesAt(YEAR_MONTH_DAY, text, starts.years)) {
    // A month alone exists in every year; a day must exist in its month.
    if (m[3] !== undefined && !isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) continue;
    out.push(span(m.index, m.index + m[0].length, FULL_DATE, m[3] === undefined ? 'korean-year-month' : 'korean-date'));
  }
  if (counters) for (const m of matchesAt(MONTH_DAY, text, starts.short)) {
    // Any leap year admits 2월 29일.
    if (isValidDate(2000, Number(m[1]), Number(m[2]))) out.push(span(m.index, m.index + m[0].length, MONTH_AND_DAY, 'korean-month-day'));
  }
  for (const m of matchesAt(DOTTED, text, starts.years)) {
    if (isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) out.push(span(m.index, m.index + m[0].length, FULL_DATE, 'korean-dotted-date'));
  }
  for (const m of matchesAt(DOTTED_SHORT_YEAR, text, starts.short)) {
    if (isValidDate(2000 + Number(m[1]), Number(m[2]), Number(m[3]))) out.push(span(m.index, m.index + m[0].length, MONTH_AND_DAY, 'korean-dotted-date-short-year'));
  }
  return out;
};
