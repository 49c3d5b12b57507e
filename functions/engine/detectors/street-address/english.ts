import { LOOSE, STRUCTURED } from './scores';
import { finderAt } from './finder';
import { NOT_A_YEAR, STREET_TYPES, STREET_WORD } from './words';


/**
 * English style: a house number, one to four capitalised words and a street type (USPS Publication 28), with an
 * optional post-directional (`Main Street NW`, `Devon Street West`; Pub. 28, 233): `1737 Cheriton Dr`,
 * `124 67 Devon Street West`, `221B Baker Street` (a letter A–F glued to the number; not `5G`, `4K`; not a year after a
 * word of time, NOT_A_YEAR).
 */
export const findEnglishStreets = finderAt(
  new RegExp(
    `(?<![\\p{L}\\p{N}])${NOT_A_YEAR}[0-9]{1,6}[A-Fa-f]?(?: [0-9]{1,5})? (?:${STREET_WORD} ){1,4}(?:${STREET_TYPES})(?: (?:North|South|East|West|NE|NW|SE|SW|N|S|E|W))?(?![\\p{L}\\p{M}])`,
    'uy',
  ),
  (_text, starts) => starts.numberLeads,
  'english-street',
  STRUCTURED,
);

/**
 * A house number, one to three capitalised words, and a number again: the "postcode-or-number, street, number"
 * lines of many European layouts (`19902 Dobrovského 1394`, `04862 Victor Hugo u. 49.`). Title-case headings
 * (`5 Musicians Of The 70s`) are not streets: no English function word inside; nor are dates (`23 November 1946`):
 * no month name before the last number.
 */
export const findNumberStreetNumber = finderAt(
  /(?<![\p{L}\p{N}.,])[0-9]{1,6} (?:(?!(?:Of|The|And|For|In|On|To|With|From|At|By|Or|Is|Are|You|Your|My|Our) |(?:Jan|January|Feb|February|Mar|March|Apr|April|May|Jun|June|Jul|July|Aug|August|Sep|Sept|September|Oct|October|Nov|November|Dec|December)\.? [0-9])\p{Lu}[\p{L}\p{M}'’-]{1,24} ){1,3}(?:u\. )?[0-9]{1,5}[a-zA-Z]?(?![\p{L}\p{N}]|[.,][0-9])/uy,
  (_text, starts) => starts.numberLeads,
  'number-street-number',
  LOOSE,
);
