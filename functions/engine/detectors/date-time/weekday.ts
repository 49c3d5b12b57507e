import { WEEKDAY } from './scores';
import { allMatches } from '../matches';
import { span, type DateFinder } from './finder';

/** A weekday name as written in running text: `Tuesday`, not `someday`. */
const WEEKDAY_NAME = /(?<![A-Za-z])(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day(?![A-Za-z])/g;

export const findWeekdays: DateFinder = (text) =>
  !text.includes('day') ? [] : allMatches(WEEKDAY_NAME, text).map((m) => span(m.index, m.index + m[0].length, WEEKDAY, 'weekday'));
