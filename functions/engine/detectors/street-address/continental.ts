import { mergeAscending } from '../../text/matches-at';
import { LOOSE, STRUCTURED } from './scores';
import { finderAt, type WordStarts } from './finder';
import { numberLeads } from './number-leads';

/** Endings of continental street words: `Pohlstrasse`, `Laukaantie`, `Brixtonlaan`, `Drottninggatan`. */
const STREET_ENDINGS =
  'stra(?:ss|ß)e|str\\.|gasse|weg|allee|platz|ring|damm|gatan|vägen|gränd|vej|veien|vegen|gata|gate|katu|tie|kuja|polku|laan|straat|plein|gracht|utca|út|tér|ulica|iela|tänav|gade';

/** Words that open a street: `Rua Cyro Franco 1213`, `ul. Słowicza 10`, `Calle Mayor 5`. */
const STREET_OPENERS = ['ul.', 'al.', 'Rua', 'Avenida', 'Avenue', 'Avda.', 'Av.', 'Calle', 'C/', 'Via', 'Viale', 'Piazza', 'Rue', 'Boulevard', 'Paseo', 'Praça', 'Carrer', 'Camino'];

/** Street types written after the name, lower case or German capitalised. */
const NAME_TYPES =
  'terrasse|gate|gata|gaten|gatan|vei|veien|vegen|väg|vägen|vej|gade|allé|plads|torg|straße|strasse|gasse|weg|allee|utca|u\\.|út|tér|ulica|katu|tie|tee|iela|Str\\.|Straße|Strasse|Gasse|Allee|Platz|Weg|Ring|Damm';

/**
 * The longest stretch from the start of a street-word match to its house number: a leading number (7), an opening
 * word and four words of up to 25 letters, or three words and an ending — under 140 characters, doubled for
 * letters outside the BMP.
 */
const MAX_TO_HOUSE_NUMBER = 300;

/** House numbers after a street word: a digit after one of `words` and a space (`Pohlstrasse 9`, `terrasse 38`). */
const houseNumbersAfter = (words: string) => new RegExp(`[0-9](?<=(?:${words}) [0-9])`, 'gu');
const AFTER_STREET_ENDING = houseNumbersAfter(STREET_ENDINGS);
const AFTER_NAME_TYPE = houseNumbersAfter(NAME_TYPES);
/** Any house number after a space, when an opening word (`Rua `) may stand anywhere before it. */
const AFTER_SPACE = /[0-9](?<= [0-9])/g;
const hasOpener = (text: string): boolean => STREET_OPENERS.some((w) => text.includes(`${w} `));
const LOWER_OPENER = /[ua]l\. /g;

/**
 * Where a street-word match may start: at a capital, a digit run or a lower-case opener (`ul.`), no further than
 * MAX_TO_HOUSE_NUMBER before one of the house numbers `numbers` finds.
 */
function nearHouseNumbers(text: string, starts: WordStarts, numbers: RegExp): number[] {
  numbers.lastIndex = 0;
  const houses = [...text.matchAll(numbers)].map((m) => m.index);
  if (houses.length === 0) return [];
  const lowerOpeners = text.includes('l. ') ? [...text.matchAll(LOWER_OPENER)].map((m) => m.index) : [];
  const candidates = mergeAscending(mergeAscending(starts.capitals, starts.digits), lowerOpeners);
  let h = 0;
  return candidates.filter((at) => {
    while (h < houses.length && houses[h]! <= at) h++;
    return h < houses.length && houses[h]! - at <= MAX_TO_HOUSE_NUMBER;
  });
}

/**
 * Continental style: a street word with a typical ending, or an opening word and up to four words, then the house
 * number: `Pohlstrasse 9`, `3654 Brixtonlaan 380`, `56 Rua Cyro Franco 1213`.
 */
export const findContinentalStreets = finderAt(
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:(?:${STREET_OPENERS.map((w) => w.replace(/[./]/g, '\\$&')).join('|')}) (?:\\p{L}[\\p{L}\\p{M}'’.-]{0,24} ){1,4}|(?:\\p{Lu}[\\p{L}\\p{M}-]{1,24} ){0,2}\\p{Lu}[\\p{L}\\p{M}-]{0,30}(?:${STREET_ENDINGS}) )[0-9]{1,5}[a-zA-Z]?\\.?(?![\\p{L}\\p{N}])`,
    'uy',
  ),
  (text, starts) => nearHouseNumbers(text, starts, hasOpener(text) ? AFTER_SPACE : AFTER_STREET_ENDING),
  'continental-street',
  LOOSE,
);

/** A name and a lower-case (or German) street type, then the house number: `Stensås terrasse 38`, `Wesselényi u. 94`, `Koepenicker Str. 74`. */
export const findNameTypeNumber = finderAt(
  new RegExp(`(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:\\p{Lu}[\\p{L}\\p{M}'’-]{1,24} ){1,3}(?:${NAME_TYPES}) [0-9]{1,5}[a-zA-Z]?\\.?(?![\\p{L}\\p{N}])`, 'uy'),
  (text, starts) => nearHouseNumbers(text, starts, AFTER_NAME_TYPE),
  'name-type-number',
  LOOSE,
);

/** French and Belgian layout: number, street type, particles, name (`63 Avenue du Golf Arabe`, `8 rue de la Paix`, `12bis Rue Haute`). */
export const findFrenchStreets = finderAt(
  /(?<![\p{L}\p{N}])[0-9]{1,5}(?: ?bis| ?ter)?,? (?:Avenue|Rue|rue|Boulevard|Bd|Allée|Chemin|Impasse|Place|Quai|Route|Cours|Passage)(?: (?:de la|de l'|du|des|de|d'|la|le|les))?(?: (?!(?:Apt|Suite|Ste|Unit)\b)\p{Lu}[\p{L}\p{M}'’-]{1,24}){1,4}(?![\p{L}\p{M}])/uy,
  numberLeads,
  'french-street',
  STRUCTURED,
);
