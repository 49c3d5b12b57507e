import { LOOSE, STRUCTURED } from './scores';
import { finderOf, whenFound } from './finder';

/** Endings of continental street words: `Pohlstrasse`, `Laukaantie`, `Brixtonlaan`, `Drottninggatan`. */
const STREET_ENDINGS =
  'stra(?:ss|ß)e|str\\.|gasse|weg|allee|platz|ring|damm|gatan|vägen|gränd|vej|veien|vegen|gata|gate|katu|tie|kuja|polku|laan|straat|plein|gracht|utca|út|tér|ulica|iela|tänav|gade';

/** Words that open a street: `Rua Cyro Franco 1213`, `ul. Słowicza 10`, `Calle Mayor 5`. */
const STREET_OPENERS = ['ul.', 'al.', 'Rua', 'Avenida', 'Avenue', 'Avda.', 'Av.', 'Calle', 'C/', 'Via', 'Viale', 'Piazza', 'Rue', 'Boulevard', 'Paseo', 'Praça', 'Carrer', 'Camino'];

/**
 * Continental style: a street word with a typical ending, or an opening word and up to four words, then the house
 * number: `Pohlstrasse 9`, `3654 Brixtonlaan 380`, `56 Rua Cyro Franco 1213`.
 */
export const findContinentalStreets = whenFound(
  // Every match holds an opening word and its space, or a street ending, a space and the house number.
  new RegExp(`(?:${STREET_OPENERS.map((w) => w.replace(/[./]/g, '\\$&')).join('|')}) |(?:${STREET_ENDINGS}) [0-9]`, 'u'),
  finderOf(
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:(?:${STREET_OPENERS.map((w) => w.replace(/[./]/g, '\\$&')).join('|')}) (?:\\p{L}[\\p{L}\\p{M}'’.-]{0,24} ){1,4}|(?:\\p{Lu}[\\p{L}\\p{M}-]{1,24} ){0,2}\\p{Lu}[\\p{L}\\p{M}-]{0,30}(?:${STREET_ENDINGS}) )[0-9]{1,5}[a-zA-Z]?\\.?(?![\\p{L}\\p{N}])`,
    'gu',
  ),
  'continental-street',
  LOOSE,
  ),
);

/** Street types written after the name, lower case or German capitalised. */
const NAME_TYPES =
  'terrasse|gate|gata|gaten|gatan|vei|veien|vegen|väg|vägen|vej|gade|allé|plads|torg|straße|strasse|gasse|weg|allee|utca|u\\.|út|tér|ulica|katu|tie|tee|iela|Str\\.|Straße|Strasse|Gasse|Allee|Platz|Weg|Ring|Damm';

/** A name and a lower-case (or German) street type, then the house number: `Stensås terrasse 38`, `Wesselényi u. 94`, `Koepenicker Str. 74`. */
export const findNameTypeNumber = whenFound(
  // Every match holds the street type, a space and the house number.
  new RegExp(`(?:${NAME_TYPES}) [0-9]`, 'u'),
  finderOf(
  new RegExp(`(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:\\p{Lu}[\\p{L}\\p{M}'’-]{1,24} ){1,3}(?:${NAME_TYPES}) [0-9]{1,5}[a-zA-Z]?\\.?(?![\\p{L}\\p{N}])`, 'gu'),
  'name-type-number',
  LOOSE,
  ),
);

/** French and Belgian layout (the lookbehind after the first digit, as in ./english.ts): number, street type, particles, name (`63 Avenue du Golf Arabe`, `8 rue de la Paix`, `12bis Rue Haute`). */
export const findFrenchStreets = finderOf(
  /[0-9](?<![\p{L}\p{N}][0-9])[0-9]{0,4}(?: ?bis| ?ter)?,? (?:Avenue|Rue|rue|Boulevard|Bd|Allée|Chemin|Impasse|Place|Quai|Route|Cours|Passage)(?: (?:de la|de l'|du|des|de|d'|la|le|les))?(?: (?!(?:Apt|Suite|Ste|Unit)\b)\p{Lu}[\p{L}\p{M}'’-]{1,24}){1,4}(?![\p{L}\p{M}])/gu,
  'french-street',
  STRUCTURED,
);
