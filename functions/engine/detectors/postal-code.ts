import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList, type TextIndex } from '../text-index';
import { allMatchesAtWords, anchoredRegex } from './matches';

/**
 * Postal codes of any country (POSTAL_CODE) where a label says so: `ZIP: 3520`, `postcode 7412 SL`,
 * `Postleitzahl 10115`, `CEP 75534-030`, `postal code 394 13`. Formats vary too much across the Universal
 * Postal Union's members (UPU, "Postal addressing systems in member countries") for a bare number to mean a
 * postcode, so the label is the evidence: 3–10 characters of digits, upper-case letters, one space or hyphen,
 * with at least two digits; a US or Australian state's code after a town is a label too (below). UK postcodes without a
 * label are the UK_POSTCODE detector's job.
 */
const LABEL = anchoredRegex(
  /(?<![\p{L}])(?:zip(?: ?code)?|post ?code|postal code|postleitzahl|plz|cep|código postal|codigo postal|code postal|cap|c\.p\.|postnummer|postinumero|우편번호)(?:\s{0,2}(?:is|was|=|of))?\s{0,2}[:#]?\s{0,2}/giu,
);
const VALUE = /[0-9A-Z]{1,5}(?:[ -][0-9A-Z]{2,5})?(?![\p{L}\p{N}])/uy;

/**
 * The lower-case words every label starts with: the label is looked for only where one occurs. The one label
 * that starts with `code` is `code postal`, written whole here: prose has many a `code` (`exit code 137`).
 */
const START_WORDS = /zip|post|plz|cep|código|codigo|code postal|cap|c\.p\.|우편번호/g;

/**
 * A US ZIP code or an Australian postcode after a town and its state's code, with no street before them (a street
 * address takes them in itself): `I live in Springfield, IL 62704`, `Bendigo, VIC 3550`. The state's code is the
 * label: the two-letter codes of the 50 states and DC (USPS), and the eight Australian ones (Australia Post:
 * `Sydney NSW 2000`, `Perth, WA 6000`).
 */
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const TOWN = "(?<![\\p{L}])\\p{Lu}[\\p{L}.'’-]{1,24}";
/**
 * Sticky at a digit run, its town and state read behind it; a two-letter code needs the comma after the town
 * (`Springfield, IL 62704`; not `Model WA 2000`).
 */
const US_ZIP = new RegExp(`(?<=${TOWN}, (?:${US_STATES}) )[0-9]{5}(?:-[0-9]{4})?(?![\\p{L}\\p{N}])`, 'uy');
const AU_POSTCODE = new RegExp(`(?<=${TOWN}, (?:SA|WA|NT) |${TOWN},? (?:NSW|VIC|QLD|TAS|ACT) )[0-9]{4}(?![\\p{L}\\p{N}])`, 'uy');

function* findPostalCodes(text: string, f: TextIndex): Generator<Candidate> {
  const { runStarts, runLengths } = f.digitRuns;
  for (let k = 0; k < runStarts.length; k++) {
    const digits = runLengths[k]!;
    const after = digits === 5 ? US_ZIP : digits === 4 ? AU_POSTCODE : undefined;
    if (after === undefined) continue;
    after.lastIndex = runStarts[k]!;
    const m = after.exec(text);
    if (m !== null) yield { start: m.index, end: m.index + m[0].length, score: 0.6, pattern: 'postcode-after-state' };
  }
  for (const m of allMatchesAtWords(LABEL, text, f, START_WORDS)) {
    const at = m.index + m[0].length;
    VALUE.lastIndex = at;
    const v = VALUE.exec(text);
    if (!v) continue;
    const value = v[0];
    const digits = value.replace(/[^0-9]/g, '').length;
    if (value.length < 3 || digits < 2 || value.replace(/[ -]/g, '').length > 9) continue;
    // `CAP` is also an English word and an acronym: only a digits-only code counts after it.
    if (/^cap$/i.test(m[0].trim()) && !/^[0-9]{5}$/.test(value)) continue;
    yield { start: at, end: at + value.length, score: 0.6, pattern: 'labelled-postal-code' };
  }
}

/**
 * What every label holds (`c[óo]digo` as its two spellings; `code postal` whole, as in START_WORDS): the detector
 * requires one.
 */
const LABEL_WORDS = keywordList(['zip', 'post', 'plz', 'cep', 'código', 'codigo', 'code postal', 'cap', 'c.p.', '우편'], { caseInsensitive: true });

export const postalCode: Detector = {
  id: 'postal-code',
  entity: 'POSTAL_CODE',
  // A label word, or (after a town and a state's code) a postcode of four or five digits and the code's capitals.
  requires: { minDigitRun: 2, anyOf: [{ keywords: LABEL_WORDS }, { minDigitRun: 4, asciiUpper: true }] },
  patterns: [],
  find: findPostalCodes,
  context: [],
};

/** postalCode's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const postalCodeExamples = (): DetectorExamples => ({
  positive: [
    { text: 'ZIP: 3520', values: ['3520'] },
    { text: 'Postcode 7412 SL, Deventer', values: ['7412 SL'] },
    { text: 'zip code 94103-1234 please', values: ['94103-1234'] },
    { text: 'CEP: 75534-030', values: ['75534-030'] },
    { text: 'my zip code is 94103, thanks', values: ['94103'] },
    { text: 'Postleitzahl 10115 Berlin; postal code 394 13', values: ['10115', '394 13'] },
    { text: 'I live in Springfield, IL 62704 with my wife; she grew up in Bendigo, VIC 3550.', values: ['62704', '3550'] },
  ],
  negative: ['zip the files', 'ZIP: none', 'post code review', 'cap at 20%', 'zip code: XY', 'postcode: 1', 'We ran OK 12345 times; Model WA 2000 ships'],
});
