import type { Candidate, Detector } from './types';

/**
 * Street addresses (STREET_ADDRESS) by structure, no gazetteer:
 *
 * - English style: a house number, one to four capitalised words and a street-type word from USPS
 *   Publication 28, Appendix C1 (Street, St, Avenue, Ave, Road, Rd, …): `1737 Cheriton Dr`;
 * - continental style: a street word with a typical suffix or prefix and a house number:
 *   `Pohlstrasse 9`, `Laukaantie 80`, `Brixtonlaan 380`, `ul. Słowicza 10`, `Rua Cyro Franco 1213`;
 * - PO boxes (`P.O. Box 149`, `PSC 3117, Box 0609`) and US military addresses;
 * - a number, capitalised words and a number (`19902 Dobrovského 1394`), and unit designators (`Suite 084`).
 *
 * A match is extended over what usually follows on the same or the next lines — `Apt. 724`, `Suite 858`, a
 * `CITY, ST 12345` line and a postcode — so a multi-line postal address is one span. Every part is a bounded
 * quantifier; extension is a loop of anchored sticky matches, each consuming input.
 */

const SUFFIXES =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Terrace|Ter|Parkway|Pkwy|' +
  'Circle|Cir|Highway|Hwy|Square|Sq|Loop|Trail|Trl|Crossing|Xing|Route|Rte|Pike|Alley|Run|Row|Walk|Close|' +
  'Crescent|Cres|Mews|Gardens|Grove|Hill|Hills|Heights|Park|Point|Ridge|View|Vista|Junction|Plaza|Port|' +
  'Ranch|Ramp|Shore|Shores|Spring|Springs|Station|Summit|Track|Valley|Village|Ville|Wells|Extension|Expressway|Freeway|Flat|Flats|Cliffs|Creek|Brook|Meadow|Meadows|Orchard|Pass|Path|Bridge|Causeway|Common|Corner|Cove|Fork|Forks|Garden|Glen|Green|Harbor|Haven|Island|Isle|Lake|Lakes|Landing|Light|Lodge|Manor|Mill|Mills|Mission|Motorway|Mount|Mountain|Oval|Pines|Plains|Prairie|Rapids|Rest|Skyway|Stream|Trace|Tunnel|Turnpike|Union|Unions|Via|Well';

const WORD = "\\p{Lu}[\\p{L}\\p{M}'’.-]{0,24}";
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}])[0-9]{1,6}(?: [0-9]{1,5})? (?:${WORD} ){1,4}(?:${SUFFIXES})(?![\\p{L}\\p{M}])`, 'gu');

const CONTINENTAL_SUFFIX =
  'stra(?:ss|ß)e|str\\.|gasse|weg|allee|platz|ring|damm|gatan|vägen|gränd|vej|veien|vegen|gata|gate|katu|tie|kuja|polku|laan|straat|plein|gracht|utca|út|tér|ulica|iela|tänav|gade';
const CONTINENTAL = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:[0-9]{1,6} )?(?:(?:ul\\.|al\\.|Rua|Avenida|Avda\\.|Av\\.|Calle|C\\/|Via|Viale|Piazza|Rue|Boulevard|Paseo|Praça|Carrer|Camino) (?:\\p{L}[\\p{L}\\p{M}'’.-]{0,24} ){1,4}|\\p{Lu}[\\p{L}\\p{M}-]{0,30}(?:${CONTINENTAL_SUFFIX}) )[0-9]{1,5}[a-zA-Z]?\\.?(?![\\p{L}\\p{N}])`,
  'gu',
);
const PO_BOX = /(?<![\p{L}\p{N}])(?:[0-9]{1,6} )?(?:P\.? ?O\.? Box [0-9]{1,6}|(?:PSC|Unit) [0-9]{1,5},? Box [0-9]{1,5}|USN[SV] [\p{Lu}][\p{L}]{1,24})(?![\p{L}\p{N}])/gu;
// House number, one to three capitalised words, house number again: the Faker-style "postcode-or-number,
// street, number" lines of many European layouts (`19902 Dobrovského 1394`, `04862 Victor Hugo u. 49.`).
const NUMBER_STREET_NUMBER = /(?<![\p{L}\p{N}.,])[0-9]{1,6} (?:\p{Lu}[\p{L}\p{M}'’-]{1,24} ){1,3}(?:u\. )?[0-9]{1,5}[a-zA-Z]?(?![\p{L}\p{N}]|[.,][0-9])/gu;
// A unit designator on its own (`Apt. 297`, `Suite 084`): part of an address wherever it appears.
const UNIT = /(?<![\p{L}\p{N}])(?:Apt\.|Apartment|Suite|Ste\.) [0-9]{1,5}(?![\p{L}\p{N}])/gu;

/** What may follow an address, tried at the current end repeatedly (sticky). */
const TAILS: readonly RegExp[] = [
  // Unit designators: ", Apt. 724", " Suite 858", "\n Apt. 022".
  /,?[ \t]*\n?[ \t>]*(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|#) ?[0-9]{1,5}[A-Za-z]?/uy,
  // A city/state/postcode line: "\nGRASSE, PA 39551", ", Hibberdene", "\n FPO AP 93757".
  // Sign-offs and field labels on the next line are not part of the address.
  /,?[ \t]*\n?[ \t>]*(?!(?:Thanks|Thank|Regards|Best|Cheers|Sincerely|Mobile|Phone|Tel|Fax|Email|E-mail|Desk|Name|Date)\b)(?:\p{Lu}[\p{L}\p{M}'’.-]{1,24}(?: \p{Lu}[\p{L}\p{M}'’.-]{1,24}){0,2})(?:,? [A-Z]{2})?(?: [0-9]{4,5}(?:-[0-9]{4})?)?(?=[ \t]*(?:\n|$|[,.?!;)]))/uy,
  // A trailing postcode: " 64677".
  /,?[ \t]+[0-9]{4,5}(?![0-9])/uy,
];
const MAX_TAILS = 6;

function extend(text: string, end: number): number {
  for (let n = 0; n < MAX_TAILS; n++) {
    let advanced = false;
    for (const re of TAILS) {
      re.lastIndex = end;
      const m = re.exec(text);
      if (m && m[0].length > 0) {
        end += m[0].length;
        advanced = true;
        break;
      }
    }
    if (!advanced) break;
  }
  return end;
}

function* findAddresses(text: string): Generator<Candidate> {
  for (const [name, re, score] of [
    ['english-street', ENGLISH, 0.6],
    ['continental-street', CONTINENTAL, 0.5],
    ['po-box', PO_BOX, 0.6],
    ['number-street-number', NUMBER_STREET_NUMBER, 0.5],
    ['unit', UNIT, 0.5],
  ] as const) {
    for (const m of text.matchAll(re)) {
      yield { start: m.index, end: extend(text, m.index + m[0].length), score, pattern: name };
    }
  }
}

export const streetAddress: Detector = {
  id: 'street-address',
  entity: 'STREET_ADDRESS',
  prefilter: (text) => /[0-9]/.test(text) && /\p{Lu}/u.test(text),
  patterns: [],
  find: findAddresses,
  context: ['address', 'live at', 'lives at', 'located at', 'ship to', 'send to', 'deliver to', 'return to', '주소'],
  examples: {
    positive: [
      { text: 'Ship it to 1737 Cheriton Dr, Apt. 724 please.', values: ['1737 Cheriton Dr, Apt. 724'] },
      { text: 'Our office: 3654 Brixtonlaan 380 today', values: ['3654 Brixtonlaan 380'] },
      { text: 'Meet me at P.O. Box 149 tomorrow', values: ['P.O. Box 149'] },
      { text: 'Please return to 56 Rua Cyro Franco 1213\nGRASSE, PA 39551\nThanks', values: ['56 Rua Cyro Franco 1213\nGRASSE, PA 39551'] },
      { text: 'to 1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903? I', values: ['1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903'] },
      { text: 'He lives at 221 Baker Street.', values: ['221 Baker Street'] },
      { text: 'Address: 19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256', values: ['19902 Dobrovského 1394 Apt. 066\nSt Georges, QC 54256'] },
    ],
    negative: ['We sold 12 Red Apples', 'Chapter 3 Review Questions', 'version 2 Way Forward', 'the street is long', 'Windows 10 and Office 365', 'pages 12, 13 and 14'],
  },
};
