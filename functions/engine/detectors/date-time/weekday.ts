import { keywordList } from '../../text-index';
import { WEEKDAY } from './scores';
import { allMatches } from '../matches';
import { span, type DateFinder } from './finder';

/** A weekday name as written in running text: `Tuesday`, not `someday`. */
const WEEKDAY_NAME = /(?<![A-Za-z])(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?![A-Za-z])/g;

/** The names WEEKDAY_NAME finds, as written: one of them occurs wherever it matches. */
export const WEEKDAY_NAMES = keywordList(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

export const findWeekdays: DateFinder = (text, _starts, occurs) =>
  !occurs(WEEKDAY_NAMES) ? [] : allMatches(WEEKDAY_NAME, text).map((m) => span(m.index, m.index + m[0].length, WEEKDAY, 'weekday'));
