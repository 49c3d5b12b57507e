import { CA_POSTCODE, CONTINENTAL_POSTCODE, IE_EIRCODE, LOCAL_UNIT, PLACE_NAME, SENTENCE_OPENER, SIGN_OFF, STREET_TYPES, STREET_WORD, UK_POSTCODE, UNIT_DESIGNATOR } from './words';

/**
 * A year where a postcode could stand: after a comma (`Springfield, 1999`) or before a range (`Leeds 2019-2021`, `…
 * 1999 to 2003`, `2019 and`). Four-digit postcodes in that range are written before their town in most countries
 * (`2000 Frederiksberg`) or after a state (`Sydney NSW 2000`).
 */
const YEAR_NOT_POSTCODE = '(?:, ?(?:19|20)[0-9]{2}(?![0-9])|,? ?(?:19|20)[0-9]{2}(?:[ \\t]*[-–]|[ \\t]+(?:to|until|and)[ \\t]))';

/** A locality, with a postal district, a state and a postcode, as the city/state/postcode tails read it. */
const LOCALITY = `[ \\t>]*(?!${SIGN_OFF}\\b)(?:${PLACE_NAME})(?: [0-9]{1,2}[A-Z]?(?=[ \\t]*(?:\\n|$|[,.?!;)])))?(?:,? (?:- )?[A-Z]{2})?(?:(?!${YEAR_NOT_POSTCODE}),? (?:[0-9]{4,5}(?:-[0-9]{3,4})?|${CA_POSTCODE}))?`;

/**
 * What usually follows the core of an address on the same or the next lines — a unit, a `CITY, ST 12345` line, a
 * postcode — tried at the address's end, sticky, repeatedly: a multi-line postal address becomes one span. Every
 * part is a bounded quantifier and every tail consumes input, so the extension ends.
 */
const TAILS: readonly RegExp[] = [
  // A unit designator: ", Apt. 724", " Suite 858", "\n Apt. 022".
  new RegExp(`\\.?,?[ \\t]*\\n?[ \\t>]*${UNIT_DESIGNATOR}`, 'uy'),
  // A floor, flat or door in a continental address: ", 4 OG", ", 2. th", " 6.em 54 ajtó", ", 2º Dcha.", ", Piano 8".
  new RegExp(`(?:,[ \\t]*|[ \\t]+)${LOCAL_UNIT}`, 'uy'),
  // A flat after the house number, Polish and Nordic style: "10/4", "10 A 5" (staircase and flat), before a comma.
  /(?<=[0-9])(?:\/[0-9]{1,4}[A-Za-z]?|[ ][A-H](?: [0-9]{1,4})?)(?=,)/uy,
  // A city/state/postcode line: ", Hibberdene", ", Mora de Rubielos", ", Toronto, ON M5H 2N2", ", São Paulo - SP,
  // 01426-001", a city's postal district (", Dublin 8"); on the same line it follows a comma (or a plain space when a
  // state or postcode closes it: "Apt. 892 GUÉRET LI"), and the sentence may go on ("…, Tallinn, Estonia for this
  // card"), or the next one start with no full stop ("…, PA 15262 I would like …").
  new RegExp(`(?:\\.?,[ \\t]*|[ \\t](?=${PLACE_NAME},? (?:[A-Z]{2}|[0-9]{4,5})(?![\\p{L}\\p{N}])))${LOCALITY}(?=[ \\t]*(?:\\n|$|[,.?!;)(\"])|[ \\t]+\\p{Ll}|[ \\t]+${SENTENCE_OPENER})`, 'uy'),
  // The same on the next line ("\nGRASSE, PA 39551", "\n FPO AP 93757"), which it ends, unless a postcode closes it
  // ("… DPO AP 70942 in case of an issue"); a sign-off, a field label or a sentence's first word opens no such line
  // (not "\nPlease add …", "\nNHS number …").
  new RegExp(`\\.?,?[ \\t]*\\n[ \\t>]*(?!${SENTENCE_OPENER})${LOCALITY}(?=[ \\t]*(?:\\n|$|[,.?!;)(\"])|(?<=[0-9])[ \\t]+(?:\\p{Ll}|${SENTENCE_OPENER}))`, 'uy'),
  // A region or state code on a line of its own after a comma, when another address line follows:
  // "Nijmegen\n, GE\n Netherlands 62971", "SAVONLINNA\n, SV\n 77233".
  /[ \t]*\n[ \t]*,[ \t]*[A-Za-z]{1,3}(?=[ \t]*\n[ \t]*(?:\p{Lu}|[0-9]{4,5}(?![0-9])))/uy,
  // A second street part, as in `14 Crown Street Kishiev Squares`, `Bundesstrasse 31 Zezig Streets`.
  new RegExp(` (?:${STREET_WORD} ){1,3}(?:${STREET_TYPES})s?(?![\\p{L}\\p{M}])`, 'uy'),
  // After a unit designator, the locality with a plain space up to the end of the sentence or line
  // (`Apt. 209 Montehermoso Cáceres.`).
  new RegExp(`(?<=(?:Apt\\.?|Apartment|Suite|Ste\\.?|Unit) ?[0-9]{1,5}[A-Za-z]?) ${PLACE_NAME}(?=[ \\t]*(?:\\n|$|[.,;!?]))`, 'uy'),
  // A postcode and its town, continental style: ", 10115 Berlin", ", 75008 Paris", ", 1100-048 Lisboa", ", 00-590
  // Warszawa", ", 111 51 Stockholm", ", 20124 Milano MI" (an Italian province's code after the town).
  new RegExp(
    `,?[ \\t]*\\n?[ \\t]*${CONTINENTAL_POSTCODE} ${PLACE_NAME}(?: [A-Z]{2}(?![\\p{L}\\p{N}]))?(?=[ \\t]*(?:\\n|$|[,.?!;)(])|[ \\t]+\\p{Ll}|[ \\t]+${SENTENCE_OPENER})`,
    'uy',
  ),
  // A British postcode or an Irish Eircode, after its town or alone: ", London SW1A 2AA", "\nLeeds\nLS6 2AB",
  // " EC1A 1BB", ", Cork T12 X7P4".
  new RegExp(`(?:,[ \\t]*|[ \\t]*\\n[ \\t]*|[ \\t])(?:${PLACE_NAME},? )?(?:${UK_POSTCODE}|${IE_EIRCODE})(?![\\p{L}\\p{N}])`, 'uy'),
  // A trailing postcode: " 64677", "\n 51971"; not a year (YEAR_NOT_POSTCODE: ", 1999", " 2019-2021").
  new RegExp(`(?!${YEAR_NOT_POSTCODE})(?:,?[ \\t]*\\n?[ \\t]*[0-9]{4,5}(?![0-9]))`, 'uy'),
];

/** At most this many tails extend one address. */
const MAX_TAILS = 6;

/** Where the first tail that matches at `end` (and is not empty) ends, or -1. `onLine`: no tail crossing a line break. */
function tailAt(text: string, end: number, onLine: boolean): number {
  for (const re of TAILS) {
    re.lastIndex = end;
    const m = re.exec(text);
    if (m && m[0].length > 0 && !(onLine && m[0].includes('\n'))) return end + m[0].length;
  }
  return -1;
}

/**
 * `end` carried over the tails that follow it (at most MAX_TAILS). `onLine`: same-line tails only (`, Apt. 105,
 * ISHAM, United Kingdom`), for the first line of an address block.
 */
export function extend(text: string, end: number, onLine = false): number {
  for (let n = 0; n < MAX_TAILS; n++) {
    const next = tailAt(text, end, onLine);
    if (next < 0) break;
    end = next;
  }
  return end;
}
