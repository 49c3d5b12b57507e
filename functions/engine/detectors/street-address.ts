import { type DigitRuns, keywordList, TextIndex } from '../text-index';
import { allMatchesAt, merged } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';
import { codeAt, isAsciiLetter } from './word-hash';

/**
 * Street addresses (STREET_ADDRESS) by structure, no gazetteer:
 *
 * - English style: a house number, one to four capitalised words and a street-type word from USPS
 *   Publication 28, Appendix C1 (Street, St, Avenue, Ave, Road, Rd, …): `1737 Cheriton Dr`;
 * - continental style: a street word with a typical suffix or prefix and a house number:
 *   `Pohlstrasse 9`, `Laukaantie 80`, `Brixtonlaan 380`, `ul. Słowicza 10`, `Rua Cyro Franco 1213`;
 * - PO boxes (`P.O. Box 149`, `PSC 3117, Box 0609`) and US military addresses;
 * - a number, capitalised words and a number (`19902 Dobrovského 1394`), and unit designators (`Suite 084`);
 * - French layout (`63 Avenue du Golf Arabe`), a name + lower-case street type + number (`Stensås terrasse 38`,
 *   `Wesselényi u. 94`) and intersections (`the corner of Dalbraut 99 and Frederikke Coves`).
 *
 * Inside a sentence an address is one span (see below); laid out as a block of lines it is reported one
 * component per line (`blockComponents`).
 *
 * A match is extended over what usually follows on the same or the next lines — `Apt. 724`, `Suite 858`, a
 * `CITY, ST 12345` line and a postcode — so a multi-line postal address is one span. Every part is a bounded
 * quantifier; extension is a loop of anchored sticky matches, each consuming input.
 */

const SUFFIXES =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Terrace|Ter|Parkway|Pkwy|' +
  'Circle|Cir|Highway|Hwy|Square|Sq|Loop|Trail|Trl|Crossing|Xing|Route|Rte|Pike|Alley|Run|Row|Walk|Close|' +
  'Crescent|Cres|Mews|Gardens|Grove|Hill|Hills|Heights|Park|Point|Ridge|View|Vista|Junction|Plaza|Port|' +
  'Ranch|Ramp|Shore|Shores|Spring|Springs|Station|Summit|Track|Valley|Village|Ville|Wells|Extension|Expressway|Freeway|Flat|Flats|Cliffs|Creek|Brook|Meadow|Meadows|Orchard|Pass|Path|Bridge|Causeway|Common|Corner|Cove|Fork|Forks|Garden|Glen|Green|Harbor|Haven|Island|Isle|Lake|Lakes|Landing|Light|Lodge|Manor|Mill|Mills|Mission|Motorway|Mount|Mountain|Oval|Pines|Plains|Prairie|Rapids|Rest|Skyway|Stream|Trace|Tunnel|Turnpike|Union|Unions|Via|Well|' +
  'Crossroad|Crossroads|Curve|Dale|Dam|Divide|Estate|Estates|Falls|Ferry|Field|Fields|Ford|Fords|Forest|Forge|Forges|Gateway|Hollow|Inlet|' +
  'Knoll|Knolls|Mall|Neck|Overpass|Passage|Plain|Radial|Ridges|River|Shoal|Shoals|Spur|Underpass|Viaduct|' +
  // Common outside the US (Royal Mail, Australia Post street types).
  'Parade|Esplanade|Wharf|Quay|Rise';

const WORD = "\\p{Lu}[\\p{L}\\p{M}'’.-]{0,24}";
// A post-directional may follow the suffix (`Main Street NW`, `Devon Street West`; USPS Pub. 28, 233).
const ENGLISH = new RegExp(
  `(?<![\\p{L}\\p{N}])[0-9]{1,6}(?: [0-9]{1,5})? (?:${WORD} ){1,4}(?:${SUFFIXES})(?: (?:North|South|East|West|NE|NW|SE|SW|N|S|E|W))?(?![\\p{L}\\p{M}])`,
  'uy',
);

const CONTINENTAL_SUFFIX =
  'stra(?:ss|ß)e|str\\.|gasse|weg|allee|platz|ring|damm|gatan|vägen|gränd|vej|veien|vegen|gata|gate|katu|tie|kuja|polku|laan|straat|plein|gracht|utca|út|tér|ulica|iela|tänav|gade';
/** The words that open a CONTINENTAL street (`Rua Cyro Franco 1213`), each followed by a space: the pattern's alternation and the keywords `gates` looks for. */
const CONTINENTAL_PREFIX_WORDS = ['ul.', 'al.', 'Rua', 'Avenida', 'Avenue', 'Avda.', 'Av.', 'Calle', 'C/', 'Via', 'Viale', 'Piazza', 'Rue', 'Boulevard', 'Paseo', 'Praça', 'Carrer', 'Camino'];
const CONTINENTAL = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:(?:${CONTINENTAL_PREFIX_WORDS.map((w) => w.replace(/[./]/g, '\\$&')).join('|')}) (?:\\p{L}[\\p{L}\\p{M}'’.-]{0,24} ){1,4}|(?:\\p{Lu}[\\p{L}\\p{M}-]{1,24} ){0,2}\\p{Lu}[\\p{L}\\p{M}-]{0,30}(?:${CONTINENTAL_SUFFIX}) )[0-9]{1,5}[a-zA-Z]?\\.?(?![\\p{L}\\p{N}])`,
  'uy',
);
const PO_BOX = /(?<![\p{L}\p{N}])(?:[0-9]{1,6} )?(?:P\.? ?O\.? Box [0-9]{1,6}|(?:PSC|Unit) [0-9]{1,5},? Box [0-9]{1,5}|USN[SV] [\p{Lu}][\p{L}]{1,24}|USS [\p{Lu}][\p{L}]{1,24}(?=,?\s{1,3}[AFD]PO [A-Z]{2}\b))(?![\p{L}\p{N}])/gu;
// House number, one to three capitalised words, house number again: the Faker-style "postcode-or-number,
// street, number" lines of many European layouts (`19902 Dobrovského 1394`, `04862 Victor Hugo u. 49.`).
// Title-case headings (`5 Musicians Of The 70s`) are not streets: no English function word inside.
const NUMBER_STREET_NUMBER = /(?<![\p{L}\p{N}.,])[0-9]{1,6} (?:(?!(?:Of|The|And|For|In|On|To|With|From|At|By|Or|Is|Are|You|Your|My|Our) )\p{Lu}[\p{L}\p{M}'’-]{1,24} ){1,3}(?:u\. )?[0-9]{1,5}[a-zA-Z]?(?![\p{L}\p{N}]|[.,][0-9])/uy;
// French and Belgian layout: number, street type, particles, name (`63 Avenue du Golf Arabe`, `8 rue de la Paix`).
const FRENCH = /(?<![\p{L}\p{N}])[0-9]{1,5}(?: ?bis| ?ter)?,? (?:Avenue|Rue|rue|Boulevard|Bd|Allée|Chemin|Impasse|Place|Quai|Route|Cours|Passage)(?: (?:de la|de l'|du|des|de|d'|la|le|les))?(?: (?!(?:Apt|Suite|Ste|Unit)\b)\p{Lu}[\p{L}\p{M}'’-]{1,24}){1,4}(?![\p{L}\p{M}])/uy;
// A name and a lower-case street type, then the house number (`Stensås terrasse 38`, `Wesselényi u. 94`).
const NAME_TYPE_NUMBER = /(?<![\p{L}\p{N}])(?:[0-9]{1,6} )?(?:\p{Lu}[\p{L}\p{M}'’-]{1,24} ){1,3}(?:terrasse|gate|gata|gaten|gatan|vei|veien|vegen|väg|vägen|vej|gade|allé|plads|torg|straße|strasse|gasse|weg|allee|utca|u\.|út|tér|ulica|katu|tie|tee|iela|Str\.|Straße|Strasse|Gasse|Allee|Platz|Weg|Ring|Damm) [0-9]{1,5}[a-zA-Z]?\.?(?![\p{L}\p{N}])/uy;
/**
 * What stands right before the house number of a CONTINENTAL match without a prefix word (`Pohlstrasse 9`) and
 * of a NAME_TYPE_NUMBER match (`Stensås terrasse 38`), tested on the few characters before each house number;
 * CONTINENTAL's prefix words (`Rua`, `Avenida`, `ul.`, …) are looked for in the whole text (`includes`).
 */
/**
 * Street-type words as literal endings, looked up by their last two characters: `kindsEndingAt` tells which of the
 * alternations has a word that ends right before a position — what the patterns `(?:word|…) $` tested on the few
 * characters before a house number tell, for both at once, without a regex run and a `slice` per number. Built from
 * the same alternations as the patterns.
 */
class Endings {
  /**
   * Indexed by the last character's code, then by the one before it (arrays: no hashing per house number); each
   * word with the alternations (bit i for the i-th) that hold it. The words of prose before a number (`code 137`,
   * `room 204`, `version 4.2`) end in pairs no street word ends in, so most numbers take two reads and no comparison.
   */
  private readonly byLastPair: { readonly word: string; kinds: number }[][][] = [];
  constructor(alternations: readonly string[]) {
    alternations.forEach((alternation, i) => {
      for (const alt of alternation.split(/\|(?![^(]*\))/)) {
        // `stra(?:ss|ß)e` → strasse, straße; `str\.` → str.
        const group = /\(\?:([^()]*)\)/.exec(alt);
        const options = group ? group[1]!.split('|').map((o) => alt.slice(0, group.index) + o + alt.slice(group.index + group[0].length)) : [alt];
        for (const o of options) {
          const word = o.replace(/\\/g, '');
          if (word.length < 2) throw new Error(`street-address: street word '${word}' is shorter than Endings assumes`);
          const byBefore = (this.byLastPair[word.charCodeAt(word.length - 1)] ??= []);
          const list = (byBefore[word.charCodeAt(word.length - 2)] ??= []);
          const entry = list.find((e) => e.word === word);
          if (entry) entry.kinds |= 1 << i;
          else list.push({ word, kinds: 1 << i });
        }
      }
    });
  }
  /** The alternations (bit i for the i-th) with a word that ends at `end` (exclusive) and starts at or after `from`. */
  kindsEndingAt(text: string, end: number, from: number): number {
    const list = this.byLastPair[codeAt(text, end - 1)]?.[codeAt(text, end - 2)];
    if (list === undefined) return 0;
    let kinds = 0;
    for (const { word, kinds: k } of list) {
      if (end - word.length >= from && text.startsWith(word, end - word.length)) kinds |= k;
    }
    return kinds;
  }
}
const NAME_TYPE_WORDS = 'terrasse|gate|gata|gaten|gatan|vei|veien|vegen|väg|vägen|vej|gade|allé|plads|torg|straße|strasse|gasse|weg|allee|utca|u\\.|út|tér|ulica|katu|tie|tee|iela|Str\\.|Straße|Strasse|Gasse|Allee|Platz|Weg|Ring|Damm';
/** The street-type endings of CONTINENTAL (bit 0: `CONTINENTAL_ENDING`) and NAME_TYPE_NUMBER (bit 1: `NAME_TYPE_ENDING`). */
const BEFORE_NUMBER = new Endings([CONTINENTAL_SUFFIX, NAME_TYPE_WORDS]);
const CONTINENTAL_ENDING = 1;
const NAME_TYPE_ENDING = 2;
/** CONTINENTAL's prefix words with the space the pattern wants after them (`Avenue, Springfield` opens no street). */
const CONTINENTAL_PREFIXES = CONTINENTAL_PREFIX_WORDS.map((w) => `${w} `);
/** The keywords that open each gate of `gates`: a PO box's and a unit designator's first words. */
const BOX_WORDS = ['Box', 'USN', 'USS '];
const UNIT_WORDS = ['Apt.', 'Apartment', 'Suite', 'Ste.'];
/** The gates' keywords (see `gates`). */
const PREFIX_SET = keywordList(CONTINENTAL_PREFIXES);
const BOX_SET = keywordList(BOX_WORDS);
const UNIT_SET = keywordList(UNIT_WORDS);

/**
 * Which keyword-gated patterns may match: a CONTINENTAL prefix word and its space (`Rua `, `Avenida `, `Via `, …,
 * `ul. `), a PO box (`Box`, `USN`, `USS `) or a unit designator (`Apt.`, `Apartment`, `Suite`, `Ste.`). The flags
 * only gate patterns (or, for the prefixes, whether every house number is tried); the text's index answers them
 * (the keyword lists are declared on the detector, so the analyzer's keyword pass finds them).
 */
function gates(f: TextIndex): { prefix: boolean; box: boolean; unit: boolean } {
  return { prefix: f.containsAny(PREFIX_SET), box: f.containsAny(BOX_SET), unit: f.containsAny(UNIT_SET) };
}
// A unit designator on its own (`Apt. 297`, `Suite 084`): part of an address wherever it appears.
const UNIT = /(?<![\p{L}\p{N}])(?:Apt\.|Apartment|Suite|Ste\.) [0-9]{1,5}(?![\p{L}\p{N}])/gu;

/** A lower-case particle inside a place name: `Mora de Rubielos`, `Caxias do Sul`, `Stratford upon Avon`. */
const PARTICLE = "(?:de|del|della|do|da|dos|das|di|du|des|la|le|les|van|von|der|den|am|an|im|upon|on|en|y|e|i)";
/**
 * A capitalised (or all-caps, any script) place word; `FORT-DE-FRANCE`, `O'Warren`, `Brønderslev`, or a short
 * abbreviation with its dot (`St.`, `Mt.`). A dot after a longer word ends a sentence ("… New Zealand. Please").
 */
const PLACE_WORD = "(?:\\p{Lu}[\\p{L}\\p{M}'’-]{0,2}\\.|\\p{Lu}[\\p{L}\\p{M}'’-]{1,24})";
const PLACE_NAME = `${PLACE_WORD}(?: (?:${PARTICLE} )?${PLACE_WORD}){0,3}(?: \\([\\p{L}\\p{M} ]{2,30}\\))?`;

/**
 * An ASCII capital, or a character outside ASCII other than a Hangul syllable (which is never upper case): where
 * `\p{Lu}` may stand. A Korean word after a number (`010-1234-5678 입니다`) leads no street.
 */
const mayBeCapital = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x80 && !(c >= 0xac00 && c <= 0xd7a3));

/** Skips the spaces and tabs from `i` on: the index of the first other character. */
function skipBlanks(text: string, i: number): number {
  let c = codeAt(text, i);
  while (c === 0x20 || c === 0x09) c = codeAt(text, ++i);
  return i;
}

/**
 * Whether the unit tail may match at `at`: past what its prefix `\.?,?[ \t]*\n?[ \t>]*` reads (greedily: the
 * keyword's first character is none of those, so no shorter reading lets the keyword start), the first two
 * characters of `Apt`/`Apartment`, `Suite`/`Ste` or `Unit`, or a `#`.
 */
function unitTailMayStart(text: string, at: number): boolean {
  let i = at;
  if (codeAt(text, i) === 0x2e) i++;
  if (codeAt(text, i) === 0x2c) i++;
  i = skipBlanks(text, i);
  if (codeAt(text, i) === 0x0a) i++;
  for (let c = codeAt(text, i); c === 0x20 || c === 0x09 || c === 0x3e; c = codeAt(text, ++i));
  const c = codeAt(text, i);
  const d = codeAt(text, i + 1);
  return c === 0x23 || (c === 0x41 && d === 0x70) || (c === 0x53 && (d === 0x75 || d === 0x74)) || (c === 0x55 && d === 0x6e);
}

/**
 * Whether the locality tail may match at `at`: a comma (after an optional dot), spaces or tabs and a line break
 * (after an optional dot), or one space or tab and a capital (its lookahead's place name).
 */
function localityTailMayStart(text: string, at: number): boolean {
  let c = codeAt(text, at);
  if (c === 0x2c || c === 0x0a) return true;
  if (c === 0x2e) {
    c = codeAt(text, at + 1);
    return c === 0x2c || codeAt(text, skipBlanks(text, at + 1)) === 0x0a;
  }
  if (c !== 0x20 && c !== 0x09) return false;
  return codeAt(text, skipBlanks(text, at)) === 0x0a || mayBeCapital(codeAt(text, at + 1));
}

/**
 * What may follow an address, tried at the current end repeatedly (sticky). Each regex comes with `mayStart`, a
 * necessary condition for it to match at a position, read on char codes: an address that ends its sentence
 * (`… Maple Street. We`) is not tried with six regexes that cannot match there.
 */
const TAILS: readonly { readonly re: RegExp; readonly mayStart: (text: string, at: number) => boolean }[] = [
  // Unit designators: ", Apt. 724", " Suite 858", "\n Apt. 022".
  { re: /\.?,?[ \t]*\n?[ \t>]*(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|#) ?[0-9]{1,5}[A-Za-z]?/uy, mayStart: unitTailMayStart },
  // A city/state/postcode line: "\nGRASSE, PA 39551", ", Hibberdene", "\n FPO AP 93757", ", Mora de Rubielos".
  // It follows a comma or a line break (or a plain space when a state or postcode closes it: "Apt. 892 GUÉRET LI").
  // Sign-offs and field labels on the next line are not part of the address. After a comma or a postcode the
  // sentence may go on ("… DPO AP 70942 in case of an issue", "…, Tallinn, Estonia for this card").
  {
    re: new RegExp(
      `(?:\\.?,[ \\t]*\\n?|\\.?[ \\t]*\\n|[ \\t](?=${PLACE_NAME},? (?:[A-Z]{2}|[0-9]{4,5})(?![\\p{L}\\p{N}])))[ \\t>]*(?!(?:Thanks|Thank|Regards|Best|Cheers|Sincerely|Mobile|Phone|Tel|Fax|Email|E-mail|Desk|Name|Date)\\b)(?:${PLACE_NAME})(?:,? [A-Z]{2})?(?:,? [0-9]{4,5}(?:-[0-9]{4})?)?(?=[ \\t]*(?:\\n|$|[,.?!;)])|[ \\t]+\\p{Ll})`,
      'uy',
    ),
    mayStart: localityTailMayStart,
  },
  // A region or state code on a line of its own after a comma, when another address line follows:
  // "Nijmegen\n, GE\n Netherlands 62971", "SAVONLINNA\n, SV\n 77233".
  {
    re: /[ \t]*\n[ \t]*,[ \t]*[A-Za-z]{1,3}(?=[ \t]*\n[ \t]*(?:\p{Lu}|[0-9]{4,5}(?![0-9])))/uy,
    mayStart: (text, at) => {
      const i = skipBlanks(text, at);
      return codeAt(text, i) === 0x0a && codeAt(text, skipBlanks(text, i + 1)) === 0x2c;
    },
  },
  // A second street part, as in `14 Crown Street Kishiev Squares`, `Bundesstrasse 31 Zezig Streets`.
  {
    re: new RegExp(` (?:${WORD} ){1,3}(?:${SUFFIXES})s?(?![\\p{L}\\p{M}])`, 'uy'),
    mayStart: (text, at) => codeAt(text, at) === 0x20 && mayBeCapital(codeAt(text, at + 1)),
  },
  // After a unit designator, the locality may follow with a plain space up to the end of the sentence or line
  // (`Apt. 209 Montehermoso Cáceres.`): its lookbehind ends in a digit or an ASCII letter.
  {
    re: new RegExp(`(?<=(?:Apt\\.?|Apartment|Suite|Ste\\.?|Unit) ?[0-9]{1,5}[A-Za-z]?) ${PLACE_NAME}(?=[ \\t]*(?:\\n|$|[.,;!?]))`, 'uy'),
    mayStart: (text, at) => {
      const b = codeAt(text, at - 1);
      return codeAt(text, at) === 0x20 && mayBeCapital(codeAt(text, at + 1)) && ((b >= 0x30 && b <= 0x39) || isAsciiLetter(b));
    },
  },
  // A trailing postcode: " 64677", "\n 51971".
  {
    re: /,?[ \t]*\n?[ \t]*[0-9]{4,5}(?![0-9])/uy,
    mayStart: (text, at) => {
      let i = at;
      if (codeAt(text, i) === 0x2c) i++;
      i = skipBlanks(text, i);
      if (codeAt(text, i) === 0x0a) i++;
      const c = codeAt(text, skipBlanks(text, i));
      return c >= 0x30 && c <= 0x39;
    },
  },
];
const MAX_TAILS = 6;

/** The first tail that matches at `end` (and is not empty) and how far it reaches, or -1. */
function tailAt(text: string, end: number, onLine: boolean): number {
  for (const { re, mayStart } of TAILS) {
    if (!mayStart(text, end)) continue;
    re.lastIndex = end;
    const m = re.exec(text);
    if (m && m[0].length > 0 && !(onLine && m[0].includes('\n'))) return end + m[0].length;
  }
  return -1;
}

/**
 * `end` carried over the tails that follow it (at most MAX_TAILS). `onLine`: same-line tails only (`, Apt. 105,
 * ISHAM, United Kingdom`), the first line of an address block — a tail without a line break stays on the line by
 * itself (no `indexOf` of the line end, which scans the rest of a text without line breaks for every address).
 */
function extend(text: string, end: number, onLine = false): number {
  for (let n = 0; n < MAX_TAILS; n++) {
    const next = tailAt(text, end, onLine);
    if (next < 0) break;
    end = next;
  }
  return end;
}

/** Bullets, quote marks and indentation that may start a line of an address block (`??? `, `> `, `- `). */
const LINE_LEAD = /^[ \t>*•?\-–]{0,6}/u;

/**
 * Where the line holding `at` starts, when only bullets or indentation (at most 6 characters) stand between the
 * previous line break (or the text start) and `at`; -1 otherwise.
 */
function lineStartOf(text: string, at: number): number {
  // A bounded walk back (at most 6 characters), not `lastIndexOf`, which scans to the start of a text without
  // line breaks for every address.
  let from = at;
  while (from > 0 && at - from <= 6 && text.charCodeAt(from - 1) !== 10) from--;
  return (from === 0 || text.charCodeAt(from - 1) === 10) && at - from <= 6 && /^[ \t>*•?\-–]*$/u.test(text.slice(from, at)) ? from : -1;
}

/**
 * An address block stands on its own — it opens the text or follows a blank line — or its lines carry a list
 * marker (`??? `, `> `, `- `): it is then reported one component per line. A block right under other lines (a
 * letterhead's name and company, an `Address:` label) is one postal address and one span.
 */
function standsAlone(text: string, lineStart: number, at: number): boolean {
  return lineStart === 0 || /\n[ \t]*\n$/u.test(text.slice(Math.max(0, lineStart - 8), lineStart)) || /[^ \t]/u.test(text.slice(lineStart, at));
}

/** One line of an address block after the street line. */
const UNIT_LINE = /^(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|#) ?[0-9]{1,5}[A-Za-z]?$/u;
// A Scandinavian postal district letter may close the locality (`KØBENHAVN K`, `KRISTIANSUND N`).
const PLACE_LINE = new RegExp(`^(${PLACE_NAME}(?: [A-ZÆØÅ])?)(?:,? ([A-Z]{2}))?(?:,? ([0-9]{4,5}(?:-[0-9]{4})?))?$`, 'u');
const POSTCODE_LINE = /^[0-9]{4,5}(?:-[0-9]{4})?$/u;
/** A region or state code on a line of its own, after a comma (`, QC`, `, VWV`): part of the block, no component. */
const REGION_LINE = /^,[ \t]*[A-Za-z]{1,3}$/u;
const BLOCK_STOP = /^(?:Thanks|Thank|Regards|Best|Cheers|Sincerely|Mobile|Phone|Tel|Fax|Email|E-mail|Desk|Name|Date|Website)\b/u;
const MAX_BLOCK_LINES = 6;

/**
 * An address laid out as a block of lines after the street line. Standing alone (`standsAlone`: `20789 Allika
 * 46\n Suite 501\n Riisa\n\n Estonia 62488`) it is reported one component per line — street, unit, locality,
 * postcode — so masking keeps the layout; a number in front of a street line that has its own house number is a
 * separate component (a postcode): `66029 138 Consul Place`, `20789 Allika 46`. Locality and country lines are
 * components too; a postcode after them is its own. A US-style block (a `CITY, ST 12345` or `APO AE 09012`
 * line) and a block under other lines are one span, from the street line to the last address line.
 */
function* blockComponents(text: string, start: number, end: number, score: number, name: string, perLine: boolean): Generator<Candidate> {
  const lineEnd = text.indexOf('\n', end);
  const spans: Candidate[] = [];
  let lineStart = lineEnd;
  let lines = 0;
  let blank = 0;
  let last = end;
  let usStyle = false;
  while (lineStart >= 0 && lines < MAX_BLOCK_LINES) {
    const next = text.indexOf('\n', lineStart + 1);
    const raw = text.slice(lineStart + 1, next < 0 ? text.length : next);
    lineStart = next;
    const lead = LINE_LEAD.exec(raw)![0].length;
    const line = raw.slice(lead).replace(/[ \t.]+$/u, '');
    const at = (next < 0 ? text.length : next) - raw.length + lead;
    if (line.length === 0) {
      if (++blank > 1) break;
      continue;
    }
    if (BLOCK_STOP.test(line) || line.length > 60) break;
    lines++;
    if (UNIT_LINE.test(line) || POSTCODE_LINE.test(line)) {
      spans.push({ start: at, end: at + line.length, score, pattern: `${name}-block` });
      last = at + line.length;
      continue;
    }
    // Kept only when an address line follows it.
    if (REGION_LINE.test(line)) continue;
    const m = PLACE_LINE.exec(line);
    if (!m) break;
    const place = m[1]!;
    if (m[2] && m[3]) usStyle = true;
    spans.push({ start: at, end: at + place.length, score, pattern: `${name}-block` });
    last = at + place.length;
    if (m[3]) {
      const z = line.lastIndexOf(m[3]);
      spans.push({ start: at + z, end: at + z + m[3].length, score, pattern: `${name}-block` });
      last = at + z + m[3].length;
    }
  }
  if (spans.length === 0) {
    yield { start, end: extend(text, end, true), score, pattern: name };
    return;
  }
  if (!perLine || usStyle) {
    yield { start, end: Math.max(last, extend(text, end, true)), score, pattern: name };
    return;
  }
  // Street line: a leading postcode before a line that has its own house number is its own component.
  const first = /^([0-9]{3,6}) (?=\S*[\p{L}0-9])(?=.*[0-9])/u.exec(text.slice(start, end));
  if (first && /[0-9]/.test(text.slice(start + first[0].length, end))) {
    yield { start, end: start + first[1]!.length, score, pattern: `${name}-block` };
    yield { start: start + first[0].length, end: extend(text, end, true), score, pattern: `${name}-block` };
  } else {
    yield { start, end: extend(text, end, true), score, pattern: name };
  }
  yield* spans;
}

// "the corner of 5th Avenue and Main Street": an intersection is an address. Tried only when the text holds
// `corner of ` (the text's letter triples, when filled, rule most texts out before a search).
const CORNER_OF = keywordList(['corner of ']);
const CORNER = /\b[Tt]he corner of (?=[\p{Lu}0-9])[^\n,;]{2,60}? and \p{Lu}[\p{L}\p{M}'’.-]{1,24}(?: \p{Lu}[\p{L}\p{M}'’.-]{1,24}){0,3}/gu;

/**
 * Longest stretch, in UTF-16 units, from the start of a CONTINENTAL or NAME_TYPE_NUMBER match to its house
 * number (` 9` in `Pohlstrasse 9`): a leading number (7), a prefix word and four words of up to 25 letters
 * (`Rua Cyro Franco …`) or three words and a suffix — under 140 characters, doubled for letters outside the
 * BMP, which count two units each.
 */
const MAX_TO_HOUSE_NUMBER = 300;

/**
 * The starts that have one of the (ascending) `numbers` within `MAX_TO_HOUSE_NUMBER` after them: a street-word
 * pattern whose house number is one of `numbers` can match nowhere else.
 */
function nearHouseNumber(starts: readonly number[], numbers: readonly number[]): readonly number[] {
  if (numbers.length === 0 || starts.length === 0) return [];
  const out: number[] = [];
  let j = 0;
  for (const s of starts) {
    while (j < numbers.length && numbers[j]! <= s) j++;
    if (j >= numbers.length) break;
    if (numbers[j]! - s <= MAX_TO_HOUSE_NUMBER) out.push(s);
  }
  return out;
}

/** Every index of `needle` in `text`, ascending. */
function indicesOf(text: string, needle: string): number[] {
  const out: number[] = [];
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) out.push(i);
  return out;
}

/** The end of the ASCII digit run that starts at `d`. */
function digitRunEnd(text: string, d: number): number {
  let e = d + 1;
  for (let c = codeAt(text, e); c >= 0x30 && c <= 0x39; c = codeAt(text, ++e));
  return e;
}


/**
 * Whether the digit run ending at `e` can lead an English, French or number-street-number match: it is followed
 * by a space and then a capital, a digit, a letter outside ASCII or the `r`/`b`/`t` of `rue`/`bis`/`ter`, or
 * directly by `,`/`b`/`t` (`12, Rue …`, `12bis`). Counts and versions in prose ("12 minutes", "version 4.2") are not.
 */
function numberLeads(text: string, e: number): boolean {
  const c = codeAt(text, e);
  if (c === 0x20) {
    const n = codeAt(text, e + 1);
    return (n >= 0x41 && n <= 0x5a) || (n >= 0x30 && n <= 0x39) || n >= 0x80 || n === 0x72 || n === 0x62 || n === 0x74;
  }
  return c === 0x2c || c === 0x62 || c === 0x74;
}

/**
 * Whether ENGLISH may match at the digit run `[d, e)`: a run of at most six digits, a space, optionally a second
 * run of at most five and a space, then a capital (its first street word). Read on char codes, so the pattern
 * (with its Unicode lookbehind) is not run at the digit groups of card numbers, IBANs and phone numbers.
 */
function englishLeads(text: string, d: number, e: number): boolean {
  if (e - d > 6 || codeAt(text, e) !== 0x20) return false;
  let at = e + 1;
  const c = codeAt(text, at);
  if (c >= 0x30 && c <= 0x39) {
    const e2 = digitRunEnd(text, at);
    if (e2 - at > 5 || codeAt(text, e2) !== 0x20) return false;
    at = e2 + 1;
  }
  return mayBeCapital(codeAt(text, at));
}

/**
 * Whether NUMBER_STREET_NUMBER may match at the digit run `[d, e)`: at most six digits and a space, then one to
 * three words of a capital and 1–24 letters, `'` or `-` each followed by a space, then a digit (or `u. ` and a
 * digit). Read on char codes (`1234 Maple Street, Springfield` stops at its comma); a character outside ASCII
 * leaves it to the pattern. Each word must end at a space and the next part starts with a capital, `u` or a digit,
 * none of which a word's letters end with early, so the words end where their ASCII letters do.
 */
function numberWordLeads(text: string, d: number, e: number): boolean {
  if (e - d > 6 || codeAt(text, e) !== 0x20) return false;
  let i = e + 1;
  for (let words = 0; ; words++) {
    const c = codeAt(text, i);
    if (words > 0 && c >= 0x30 && c <= 0x39) return true;
    if (words > 0 && c === 0x75 && codeAt(text, i + 1) === 0x2e && codeAt(text, i + 2) === 0x20) {
      const n = codeAt(text, i + 3);
      return n >= 0x30 && n <= 0x39;
    }
    if (words === 3 || !mayBeCapital(c)) return false;
    if (c >= 0x80) return true;
    let j = i + 1;
    let k = codeAt(text, j);
    while (isAsciiLetter(k) || k === 0x27 || k === 0x2d) k = codeAt(text, ++j);
    if (k >= 0x80) return true;
    if (k !== 0x20 || j - i < 2 || j - i > 25) return false;
    i = j + 1;
  }
}

/** FRENCH's lower-case words after a house number: `bis`, `ter` (its suffixes) and `rue` (its one lower-case type). */
const FRENCH_LOWER_WORDS = ['bis', 'ter', 'rue'];
const startsFrenchLower = (text: string, at: number): boolean => FRENCH_LOWER_WORDS.some((w) => text.startsWith(w, at));

/**
 * What the character after a house number's space tells FRENCH, in a table of the ASCII codes (read for every
 * group of a card number or an IBAN: no set lookup): 1 for the first letters of its capitalised street types
 * (Avenue, Rue, Boulevard, Bd, Allée, Chemin, Impasse, Place, Quai, Route, Cours, Passage), 2 for those of
 * FRENCH_LOWER_WORDS (compared only then), 0 for the rest.
 */
const FRENCH_AFTER_SPACE = (() => {
  const marks = new Uint8Array(0x80);
  for (const w of FRENCH_LOWER_WORDS) marks[w.charCodeAt(0)] = 2;
  for (const c of 'ARBCIPQ') marks[c.charCodeAt(0)] = 1;
  return marks;
})();

/**
 * Whether FRENCH may match at the digit run `[d, e)`: at most five digits, then `bis`/`ter` (left to the pattern),
 * or an optional comma, a space and a capitalised street type's first letter, or ` bis`, ` ter` or ` rue` (the
 * lower-case words: `12 reports`, `00 by Friday` after a date or an IBAN are not tried).
 */
function frenchLeads(text: string, d: number, e: number): boolean {
  if (e - d > 5) return false;
  let c = codeAt(text, e);
  if (c === 0x62 || c === 0x74) return true;
  if (c === 0x2c) c = codeAt(text, ++e);
  if (c !== 0x20) return false;
  const n = codeAt(text, e + 1);
  if (n >= 0x80) return false;
  const mark = FRENCH_AFTER_SPACE[n];
  return mark === 1 || (mark === 2 && startsFrenchLower(text, e + 1));
}

/** The digit runs (starts, ascending) where each number-led pattern may match, and the house numbers of the street-word patterns. */
interface DigitLeads {
  readonly english: number[];
  readonly french: number[];
  readonly numberWord: number[];
  /** After a space, with a CONTINENTAL suffix right before the space (within 12 characters) unless `prefix`. */
  readonly continental: number[];
  /** After a space, with a NAME_TYPE_NUMBER street type right before it (within 12 characters). */
  readonly typed: number[];
}

/**
 * Every list of `DigitLeads`, in one pass over the digit runs (`TextIndex.digitRuns`: where each starts, how many
 * digits it holds) instead of one pass per pattern. `prefix`: a CONTINENTAL prefix word occurs, so every digit run
 * after a space may be its house number. The three number-led tests apply to the runs `numberLeads` keeps, as each
 * pattern needs.
 */
function digitLeads(text: string, runs: DigitRuns, prefix: boolean): DigitLeads {
  const leads: DigitLeads = { english: [], french: [], numberWord: [], continental: [], typed: [] };
  const { runStarts, runLengths } = runs;
  for (let k = 0; k < runStarts.length; k++) {
    const d = runStarts[k]!;
    if (codeAt(text, d - 1) === 32) {
      const kinds = BEFORE_NUMBER.kindsEndingAt(text, d - 1, Math.max(0, d - 12));
      if (prefix || (kinds & CONTINENTAL_ENDING) !== 0) leads.continental.push(d);
      if ((kinds & NAME_TYPE_ENDING) !== 0) leads.typed.push(d);
    }
    const e = d + runLengths[k]!;
    if (!numberLeads(text, e)) continue;
    if (englishLeads(text, d, e)) leads.english.push(d);
    if (frenchLeads(text, d, e)) leads.french.push(d);
    if (numberWordLeads(text, d, e)) leads.numberWord.push(d);
  }
  return leads;
}

function pushMatches(cores: Candidate[], matches: Iterable<RegExpMatchArray>, name: string, score: number): void {
  for (const m of matches) cores.push({ start: m.index!, end: m.index! + m[0].length, score, pattern: name });
}

/** Where a street-word pattern may start: a capital, `ul.`/`al.` or a digit run close before one of `numbers`. */
function wordLed(text: string, capitals: readonly number[], digits: readonly number[], numbers: readonly number[]): readonly number[] {
  if (numbers.length === 0) return [];
  const prefixes = text.includes('l. ') ? merged(indicesOf(text, 'ul. '), indicesOf(text, 'al. ')) : [];
  return merged(nearHouseNumber(merged(capitals, prefixes), numbers), nearHouseNumber(digits, numbers));
}

/**
 * Every street-address pattern needs an ASCII digit (the prefilter). The number-led patterns (English,
 * French, number-street-number) are tried only where a digit run starts; the street-word patterns only at a
 * capital (or `ul.`/`al.`) with a house number close after it; PO boxes, unit designators and corners only
 * when their keyword occurs. Each pattern keeps its own lookbehind, re-checked at the start, so the cores are
 * the same as a global scan's — at a fraction of the cost on prose.
 */
function findAddresses(text: string, f: TextIndex = new TextIndex(text)): Candidate[] {
  const out: Candidate[] = [];
  const cores: Candidate[] = [];
  const { capitals, digits } = f.wordStarts;
  if (f.containsAny(CORNER_OF)) pushMatches(cores, text.matchAll(CORNER), 'corner', 0.6);
  const keywords = gates(f);
  const leads = digitLeads(text, f.digitRuns, keywords.prefix);
  // Same order as before the starts: equal spans keep the first pattern's name and score.
  pushMatches(cores, allMatchesAt(ENGLISH, text, leads.english), 'english-street', 0.6);
  pushMatches(cores, allMatchesAt(CONTINENTAL, text, wordLed(text, capitals, digits, leads.continental)), 'continental-street', 0.5);
  pushMatches(cores, allMatchesAt(FRENCH, text, leads.french), 'french-street', 0.6);
  pushMatches(cores, allMatchesAt(NAME_TYPE_NUMBER, text, wordLed(text, capitals, digits, leads.typed)), 'name-type-number', 0.5);
  if (keywords.box) pushMatches(cores, text.matchAll(PO_BOX), 'po-box', 0.6);
  pushMatches(cores, allMatchesAt(NUMBER_STREET_NUMBER, text, leads.numberWord), 'number-street-number', 0.5);
  if (keywords.unit) {
    pushMatches(cores, text.matchAll(UNIT), 'unit', 0.5);
  }
  cores.sort((a, b) => a.start - b.start || b.end - a.end);
  let covered = -1;
  for (const c of cores) {
    if (c.start < covered) continue;
    let last = c.end;
    const lineStart = c.pattern !== 'corner' && c.pattern !== 'unit' ? lineStartOf(text, c.start) : -1;
    if (lineStart >= 0) {
      for (const s of blockComponents(text, c.start, c.end, c.score, c.pattern, standsAlone(text, lineStart, c.start))) {
        last = Math.max(last, s.end);
        out.push(s);
      }
    } else {
      last = c.pattern === 'corner' ? c.end : extend(text, c.end);
      // A bare "postcode + street line" pair that ends the sentence ("…is at 17151 2450 Crown St") is two
      // components: a 3–6 digit number before a street line that has its own house number.
      // Only an address no tail extended can be such a pair: the closing test runs then.
      const closes = last === c.end && /^(?:[ \t]*(?:$|\n|[.!?;])| St\.)/u.test(text.slice(c.end, c.end + 4));
      const lead = closes ? /^[0-9]{3,6} (?=[^\n]*[0-9])/u.exec(text.slice(c.start, c.end)) : null;
      if (lead && c.pattern !== 'corner') {
        out.push({ ...c, end: c.start + lead[0].length - 1 }, { ...c, start: c.start + lead[0].length });
      } else {
        out.push({ ...c, end: last });
      }
    }
    covered = last;
  }
  return out;
}

export const streetAddress: Detector = {
  id: 'street-address',
  entity: 'STREET_ADDRESS',
  requires: { minDigitRun: 1, upper: true },
  finderKeywords: [PREFIX_SET, BOX_SET, UNIT_SET, CORNER_OF],
  patterns: [],
  find: findAddresses,
  context: ['address', 'live at', 'lives at', 'located at', 'ship to', 'send to', 'deliver to', 'return to', '주소'],
};

/** streetAddress's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const streetAddressExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Ship it to 1737 Cheriton Dr, Apt. 724 please.', values: ['1737 Cheriton Dr, Apt. 724'] },
    { text: 'Ship it to 1737 Cheriton Dr, Apartment 724. April is fine.', values: ['1737 Cheriton Dr, Apartment 724'] },
    { text: 'Our office: 3654 Brixtonlaan 380 today', values: ['3654 Brixtonlaan 380'] },
    { text: 'Meet me at P.O. Box 149 tomorrow', values: ['P.O. Box 149'] },
    { text: 'Please return to 56 Rua Cyro Franco 1213\nGRASSE, PA 39551\nThanks', values: ['56 Rua Cyro Franco 1213\nGRASSE, PA 39551'] },
    { text: 'to 1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903? I', values: ['1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903'] },
    { text: 'He lives at 221 Baker Street.', values: ['221 Baker Street'] },
    { text: 'Address: 19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256', values: ['19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256'] },
    { text: 'The restaurant is at 17151 2450 Crown St', values: ['17151', '2450 Crown St'] },
    { text: 'Regards\n\n20789 Allika 46\n Suite 501\n Riisa\n\n Estonia 62488', values: ['20789', 'Allika 46', 'Suite 501', 'Riisa', 'Estonia', '62488'] },
    { text: 'it is the corner of Dalbraut 99 and Frederikke Coves', values: ['the corner of Dalbraut 99 and Frederikke Coves'] },
    { text: "I'll meet you at 63 Avenue du Golf Arabe Suite 910\nHellendoorn, OV 21072 after the concert.", values: ['63 Avenue du Golf Arabe Suite 910\nHellendoorn, OV 21072'] },
    // A block right under a letterhead's lines is one address; standing alone (above) it is one span per line.
    { text: 'Jane Roe\nAcme Corp\n1317 Kimberly Way\n Apt. 962\n Grand Rapids\n United States 21959\nMobile: 555 0100', values: ['1317 Kimberly Way\n Apt. 962\n Grand Rapids\n United States 21959'] },
    { text: 'Address:\nPSC 5217, Box 4854\nAPO AP 43617.', values: ['PSC 5217, Box 4854\nAPO AP 43617'] },
    { text: 'Note:\n\n19902 Dobrovského 1394\nSt Georges, QC 54256', values: ['19902 Dobrovského 1394\nSt Georges, QC 54256'] },
    { text: 'Ship to:\n- 4844 Søndergade 52\n- Apt. 656\n- København K\n- Denmark 35018', values: ['4844', 'Søndergade 52', 'Apt. 656', 'København K', 'Denmark', '35018'] },
    { text: 'Please return to 72134 Coronilla 3599\nNijmegen\n, GE\n Netherlands 62971 in case of an issue', values: ['72134 Coronilla 3599\nNijmegen\n, GE\n Netherlands 62971'] },
    { text: 'Taxi to 124 67 Devon Street West\n Suite 240\n West Brook\n New Zealand. Please call.', values: ['124 67 Devon Street West\n Suite 240\n West Brook\n New Zealand'] },
    { text: 'It is 91211 Koepenicker Str. 74, Berlin', values: ['91211 Koepenicker Str. 74, Berlin'] },
    { text: "We're at 9243 Avenue d'Ouchy 109 now", values: ["9243 Avenue d'Ouchy 109"] },
    { text: 'Meet you at USS Mahler\nFPO AA 70489 after the concert.', values: ['USS Mahler\nFPO AA 70489'] },
    { text: 'The bus drops you off at 077 Příční 1429 St.', values: ['077', 'Příční 1429'] },
    { text: 'Go to 12 Tungata Crossroad today', values: ['12 Tungata Crossroad'] },
  ],
  negative: ['See Guilty Pleasures: 5 Musicians Of The 70s', 'USS Enterprise 1701 was a ship', 'We sold 12 Red Apples', 'Chapter 3 Review Questions', 'version 2 Way Forward', 'the street is long', 'Windows 10 and Office 365', 'pages 12, 13 and 14'],
});
