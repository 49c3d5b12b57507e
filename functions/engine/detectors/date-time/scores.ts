/**
 * The scores of the DATE_TIME finders (before context words). A full date, or a month and year, is a date on its
 * face (0.6). A weekday or a year read from its sentence is weaker (0.5, just at the default threshold). A Korean
 * month and day without a year is reported only with a context word (0.3 + 0.35).
 */
export const FULL_DATE = 0.6;
export const WEEKDAY = 0.5;
export const DATED_YEAR = 0.5;
export const MONTH_AND_DAY = 0.3;
