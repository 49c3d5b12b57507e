import { mergeAscending } from '../../text/matches-at';
import { keywordList } from '../../text-index/keywords';
import { LOOSE, STRUCTURED } from './scores';
import { finderAt, startsBefore, type StreetStarts, type WordStarts } from './finder';
import { CONTINENTAL_POSTCODE, LOCAL_UNIT, UNIT_DESIGNATOR } from './words';

/** Endings of continental street words: `Pohlstrasse`, `Laukaantie`, `Brixtonlaan`, `Drottninggatan`, `Senndijk`. */
const STREET_ENDINGS =
  'stra(?:ss|ß)e|str\\.|gasse|weg|allee|platz|ring|damm|gatan|vägen|gränd|vej|veien|vegen|gata|gate|katu|tie|kuja|polku|laan|straat|plein|gracht|dijk|kade|singel|plantsoen|utca|út|tér|ulica|iela|tänav|gade|' +
  // German names joined by hyphens keep the type's capital: `Martin-Buber-Str.`, `Hermann-Löns-Gasse`.
  '-Str\\.|-Stra(?:ss|ß)e|-Gasse|-Weg|-Allee|-Platz|-Ring|-Damm';

/**
 * Words that open a street: `Rua Cyro Franco 1213`, `ul. Słowicza 10`, `Calle Mayor 5`, `Corso Buenos Aires 23`,
 * `Λεωφ. Κηφισίας 12` — the thoroughfare types that Spanish, Catalan, Portuguese, Italian, French, Polish, Czech and
 * Greek write before the name.
 */
const STREET_OPENERS = [
  'ul.', 'al.', 'os.', 'pl.', 'bulw.', 'droga', 'rondo', 'skwer', 'rynek', 'szosa', 'nám.',
  'Rua', 'Avenida', 'Avenue', 'Avda.', 'Av.', 'Calle', 'C/', 'Via', 'Viale', 'Piazza', 'Piazzale', 'Corso', 'Largo', 'Vicolo',
  'Strada', 'Borgo', 'Contrada', 'Rotonda', 'Lungomare', 'Rue', 'Boulevard', 'Chemin', 'Impasse', 'Allée', 'Quai', 'Chaussée',
  'Parvis', 'Drève', 'Square', 'Cours', 'Galerie', 'Voie', 'Paseo', 'Praça', 'Carrer', 'Camino', 'Plaza', 'Ronda', 'Travesía', 'Carretera', 'Pasaje', 'Glorieta',
  'Urbanización', 'Rambla', 'Callejón', 'Cuesta', 'Edificio', 'Avinguda', 'Passeig', 'Plaça', 'Travessa', 'Alameda',
  'Estrada', 'Rodovia', 'Beco', 'Calçada', 'Ladeira', 'Praceta', 'Azinhaga', 'Bairro', 'Caminho', 'Viela', 'Urbanização',
  'Λεωφ.', 'Λεωφόρος', 'Οδός', 'Πλατεία', 'Πλ.', 'Παρ.',
];

/** Street types written after the name, lower case or German capitalised. */
const NAME_TYPES =
  'terrasse|gate|gata|gaten|gatan|vei|veien|vegen|väg|vägen|vej|gade|allé|plads|torg|straße|strasse|gasse|weg|allee|utca|u\\.|út|tér|ulica|katu|tie|tee|iela|Str\\.|Straße|Strasse|Gasse|Allee|Platz|Weg|Ring|Damm|' +
  // Swedish and Norwegian written apart and capitalised (`Alis Gata 7`, `Maries Väg 5`); Hungarian (`Váci körút 5`).
  'Gata|Gatan|Väg|Vägen|Vei|Veien|Vej|országút|főút|rakpart|sugárút|körút|köz|sétány|fasor|főtér|körtér|dűlő|határút|útja|sor|liget|park|lakótelep';

/**
 * Spaces a continental match holds before its house number: a leading number (`3654 `), two words and the street
 * word (`Pohlstrasse `).
 */
const SPACES_BEFORE_HOUSE_NUMBER = 4;
/** Spaces a match holds before its opening word: a leading number (`56 Rua …`). */
const SPACES_BEFORE_OPENER = 1;
/** Spaces a name-type match holds before its house number: a leading number, three words and the street type. */
const SPACES_BEFORE_NAME_TYPE_NUMBER = 5;

/**
 * House numbers after a street word: a digit run after one of `words` and a space (`Pohlstrasse 9`, `terrasse 38`),
 * tried at the digit runs. The words are in the Basic Multilingual Plane: no `u` flag needed.
 */
const houseNumbersAfter = (words: string) => new RegExp(`(?<=(?:${words}) )[0-9]`, 'y');
const AFTER_STREET_ENDING = houseNumbersAfter(STREET_ENDINGS);
const AFTER_NAME_TYPE = houseNumbersAfter(NAME_TYPES);

/** The digit runs of `starts` (ascending) that the sticky `numbers` matches at. */
const runsMatching = (numbers: RegExp, text: string, starts: WordStarts): number[] =>
  starts.digits.filter((at) => {
    numbers.lastIndex = at;
    return numbers.test(text);
  });

/** `word` as a pattern that matches it literally (its `.` and `/` escaped). */
const literal = (word: string) => word.replace(/[./]/g, '\\$&');
/**
 * An opening word and its space, tried at the text's capitals: an opening word that starts with a capital opens the
 * match or follows its leading number and a space, so no letter stands before it.
 */
const OPENER = new RegExp(`(?:${STREET_OPENERS.map(literal).join('|')}) `, 'y');
/**
 * The opening words in lower case (`ul.`) with their space, which no capital starts: looked for on their own, in
 * the texts that hold one (a list of STREET_KEYWORDS).
 */
export const LOWER_OPENERS = keywordList(STREET_OPENERS.filter((w) => w[0] === w[0]!.toLowerCase()).map((w) => `${w} `));

/** Where an opening word and its space stand in `text`, ascending. */
function openersIn(text: string, starts: StreetStarts): number[] {
  const lower: number[] = [];
  if (starts.occurs(LOWER_OPENERS)) {
    for (const word of LOWER_OPENERS.words) for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) lower.push(at);
  }
  const capitals = starts.capitals.filter((at) => {
    OPENER.lastIndex = at;
    return OPENER.test(text);
  });
  return lower.length === 0 ? capitals : mergeAscending(capitals, lower.sort((a, b) => a - b));
}

/**
 * Where a continental match may start: a match that opens with a word of STREET_OPENERS starts at it or at the
 * leading number before it; any other match ends its street word in one of STREET_ENDINGS right before its house
 * number, and starts at a word start no more than SPACES_BEFORE_HOUSE_NUMBER spaces before it.
 */
function continentalStarts(text: string, starts: StreetStarts): number[] {
  const openers = openersIn(text, starts);
  const beforeOpeners = openers.length === 0 ? openers : mergeAscending(openers, startsBefore(text, openers, starts, SPACES_BEFORE_OPENER));
  return mergeAscending(beforeOpeners, startsBefore(text, runsMatching(AFTER_STREET_ENDING, text, starts), starts, SPACES_BEFORE_HOUSE_NUMBER));
}

/**
 * Continental style: a street word with a typical ending, or an opening word and up to four words, then the house
 * number, with a letter, a flat after a slash or `bis`: `Pohlstrasse 9`, `3654 Brixtonlaan 380`, `56 Rua Cyro Franco
 * 1213`, `Rue Haute 583 bis`.
 */
export const findContinentalStreets = finderAt(
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:(?:${STREET_OPENERS.map(literal).join('|')}) (?:\\p{L}[\\p{L}\\p{M}'’.-]{0,24} ){1,4}|(?:(?:An|Auf|In|Unter|Hinter|Vor|Zu|Bei) (?:der|dem|den) )?(?:\\p{Lu}[\\p{L}\\p{M}-]{1,24} ){0,2}\\p{Lu}[\\p{L}\\p{M}-]{0,30}(?:${STREET_ENDINGS}) )[0-9]{1,5}(?:[a-zA-Z]|\\/[0-9]{1,3}| bis| ter)?\\.?(?![\\p{L}\\p{N}])`,
    'uy',
  ),
  continentalStarts,
  'continental-street',
  LOOSE,
);

/** A name and a lower-case (or German) street type, then the house number: `Stensås terrasse 38`, `Wesselényi u. 94`, `Koepenicker Str. 74`. */
export const findNameTypeNumber = finderAt(
  new RegExp(`(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:\\p{Lu}[\\p{L}\\p{M}'’-]{1,24} ){1,3}(?:${NAME_TYPES}) [0-9]{1,5}[a-zA-Z]?\\.?(?![\\p{L}\\p{N}])`, 'uy'),
  (text, starts) => startsBefore(text, runsMatching(AFTER_NAME_TYPE, text, starts), starts, SPACES_BEFORE_NAME_TYPE_NUMBER),
  'name-type-number',
  LOOSE,
);

/**
 * French and Belgian layout: number, street type (capitalised or, as French writes it, in lower case; `place` and
 * `route`, English words too, only before a particle), particles, name (`63 Avenue du Golf Arabe`, `8 rue de la
 * Paix`, `12bis Rue Haute`, `105 bis place du Moulin`, `350 Chemin de l'Hôtel-de-Ville`).
 */
export const findFrenchStreets = finderAt(
  /(?<![\p{L}\p{N}])[0-9]{1,5}(?: ?bis| ?ter)?,? (?:(?:Avenue|avenue|Rue|rue|Boulevard|boulevard|Bd|bd|Allée|allée|Chemin|chemin|Impasse|impasse|Place|Quai|quai|Route|Cours|cours|Passage|Voie|voie|Square|Parvis|Chaussée|chaussée|Sentier|Ruelle|ruelle|Esplanade|Promenade|Rond-Point|rond-point)(?: (?:de la|de l'|du|des|de|d'|la|le|les))?|(?:place|route) (?:de la|de l'|du|des|de|d'))(?:(?:(?<=['’])| )(?!(?:Apt|Suite|Ste|Unit|Please|Thanks|Thank|Merci)\b)\p{Lu}[\p{L}\p{M}'’-]{1,24}){1,4}(?![\p{L}\p{M}])/uy,
  (_text, starts) => starts.numberLeads,
  'french-street',
  STRUCTURED,
);

/**
 * Spanish layout: an opening word and up to four words, a comma and the house number, which a comma, a full stop or
 * the line's end closes (`Calle Mayor, 5, 28013 Madrid`, not the postcode of `Rue du Bac, 83519 Versailles`), or `s/n`
 * for a building without a number (`Plaza Mayor s/n`).
 */
export const findOpenerCommaNumber = finderAt(
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${STREET_OPENERS.map(literal).join('|')}) (?:\\p{L}[\\p{L}\\p{M}'’.-]{0,24} ){0,3}\\p{L}[\\p{L}\\p{M}'’-]{0,24}(?:, [0-9]{1,4}[a-zA-Z]?(?=[ \\t]*(?:[,.\\n]|$))| s\\/n\\.?)`,
    'uy',
  ),
  openersIn,
  'opener-comma-number',
  LOOSE,
);

/** Capitalised words holding an English function word: a title (`12345 Words To Go`), not a town. */
const TITLE_CASE_WORDS = "(?:\\p{Lu}[\\p{L}\\p{M}'’-]* ){0,3}(?:Of|The|And|For|In|On|At|To|With|From|By|Or|Is|Are|You|Your|My|Our)(?![\\p{L}\\p{M}])";

/**
 * A house number that a continental postcode and its town follow on the same line, after a comma and perhaps a
 * floor or flat (`, 14052 Bakov`, `, Apt. 422, 14052 Bakov`, `, C, 53812 Lahti`), or on the next line (after the flat:
 * `, Hus 891\n52800 Gävköping`). A four-digit
 * number from 1900 to 2099 is read as a year, not a postcode (`Windows 10, 2024 Edition`), and a title is no town.
 */
const POSTCODE_TOWN_AHEAD = `(?=(?:,[ \\t]*(?:(?:${UNIT_DESIGNATOR}|${LOCAL_UNIT}|[A-H](?: [0-9]{1,3})?)(?:,[ \\t]*|[ \\t]*\\n[ \\t]*))?|,?[ \\t]*\\n[ \\t]*)(?!(?:19|20)[0-9]{2}(?![0-9]))${CONTINENTAL_POSTCODE} (?!${TITLE_CASE_WORDS})\\p{Lu})`;
const BEFORE_POSTCODE_TOWN = new RegExp(`[0-9]{1,4}(?:[a-zA-Z]|\\/[0-9]{1,3})?${POSTCODE_TOWN_AHEAD}`, 'uy');
/** Spaces a street line before a postcode holds before its house number: up to three words. */
const SPACES_BEFORE_NUMBER_AND_POSTCODE = 3;

/**
 * A street line with no street word, written as many countries write it — one to three capitalised words and the
 * house number (`Holubinková 6`, `Za Slatinami 14`, `Oberbödenalm 2`, `Windisch 20a`) — when a postcode and its town
 * follow (BEFORE_POSTCODE_TOWN). The tails then take in the flat, the postcode and the town.
 */
export const findStreetBeforePostcode = finderAt(
  new RegExp(`(?<![\\p{L}\\p{N}])(?:\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30} ){1,3}[0-9]{1,4}(?:[a-zA-Z]|\\/[0-9]{1,3})?${POSTCODE_TOWN_AHEAD}`, 'uy'),
  (text, starts) => startsBefore(text, runsMatching(BEFORE_POSTCODE_TOWN, text, starts), starts, SPACES_BEFORE_NUMBER_AND_POSTCODE),
  'street-before-postcode',
  LOOSE,
);
