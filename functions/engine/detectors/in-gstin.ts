import type { Candidate, Detector, DetectorExamples } from './types';
import { allMatches } from './matches';

/**
 * Indian GST identification numbers (IN_GSTIN): 15 characters — a 2-digit state code (01–37 as in Presidio's
 * recogniser; 97 other territory, 99 centre), the holder's PAN (5 letters, 4 digits, 1 letter), an entity
 * number (1–9, A–Z), the letter Z and a check character (CBIC, GST Rules 2017 rule 10 and the GSTN check-digit
 * specification: a base-36 Luhn mod N over the first 14 characters). The shape alone is very specific (a fixed
 * `Z`, a PAN inside): a wrong check character keeps 0.5, as KR_RRN does; a valid one scores 0.9.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function gstinCheckValid(gstin: string): boolean {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const p = ALPHABET.indexOf(gstin[i]!) * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(p / 36) + (p % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] === gstin[14];
}

const GSTIN = /(?<![0-9A-Za-z])[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z](?![0-9A-Za-z])/g;

function* findGstins(text: string): Generator<Candidate> {
  for (const m of allMatches(GSTIN, text)) {
    const state = Number(m[0].slice(0, 2));
    if (!((state >= 1 && state <= 37) || state === 97 || state === 99)) continue;
    const valid = gstinCheckValid(m[0]);
    yield { start: m.index, end: m.index + 15, score: valid ? 0.9 : 0.5, pattern: valid ? 'gstin-checked' : 'gstin-shape' };
  }
}

export const inGstin: Detector = {
  id: 'in-gstin',
  entity: 'IN_GSTIN',
  // `[0-9]{2}[A-Z]{5}[0-9]{4}`: a run of two digits or more before five letters, which come before a run of four;
  // a whole word of fifteen capitals and digits.
  requires: {
    digitsThenLetters: { digits: 2, letters: 5 },
    lettersThenDigits: { letters: 5, digits: 4 },
    alnumWord: { lengths: [15], digit: true, upperCase: true },
  },
  patterns: [],
  find: findGstins,
  context: ['gstin', 'gst', 'gst registration', 'gst number'],
};

/** inGstin's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const inGstinExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My GSTIN number is 27ABCDE1234F1Z5 for business registration', values: ['27ABCDE1234F1Z5'] },
    { text: 'GSTINs: 27ABCDE1234F1Z5 and 07PQRST6789K1Z2', values: ['27ABCDE1234F1Z5', '07PQRST6789K1Z2'] },
    { text: 'GST registration: 07PQRST6789K1ZY', values: ['07PQRST6789K1ZY'] },
  ],
  negative: ['27ABCDE1234F1Z', '27ABCDE1234F1Z55', '00ABCDE1234F1Z5', '38ABCDE1234F1Z5', '27ABCDE1234F1Y5', '123456789012345'],
});
