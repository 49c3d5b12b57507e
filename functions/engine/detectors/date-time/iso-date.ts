import { matchesAt } from '../../text/matches-at';
import { isValidDate } from '../../checksums';
import { FULL_DATE } from './scores';
import { span, yearStarts, type DateFinder } from './finder';

/**
 * ISO 8601 / RFC 3339 dates: `2024-06-05`, with an optional time, seconds, fraction and zone
 * (`2024-06-05T09:15:30.500-07:00`, `1985-11-18 22:50:23`). The date must exist on the calendar.
 */
const ISO =
  /(?<![0-9A-Za-z])((?:19|20)[0-9]{2})-([01][0-9])-([0-3][0-9])(?:[T ][0-2][0-9]:[0-5][0-9](?::[0-5][0-9](?:\.[0-9]{1,9})?)?(?:Z|[+-][01][0-9]:?[0-5][0-9])?)?(?![0-9A-Za-z])/y;

export const findIsoDates: DateFinder = (text, digitRuns) =>
  matchesAt(ISO, text, yearStarts(text, digitRuns))
    .filter((m) => isValidDate(Number(m[1]), Number(m[2]), Number(m[3])))
    .map((m) => span(m.index, m.index + m[0].length, FULL_DATE, 'iso-date'));
