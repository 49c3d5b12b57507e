import { digitRunShape, type TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';
import { twoLettersBeforeRuns } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * German VAT identification numbers (Umsatzsteuer-Identifikationsnummer, USt-IdNr.; DE_VAT_ID): `DE` and 9
 * digits, the last a check digit by ISO/IEC 7064 MOD 11,10 (Bundeszentralamt für Steuern; the EU VIES
 * algorithm documentation for DE). Written together or grouped 3-3-3 with spaces, dots or hyphens; the `DE`
 * prefix in either case. The prefix plus the check digit make it specific: 0.8.
 */
export function deVatCheckValid(digits: string): boolean {
  let product = 10;
  for (let i = 0; i < 8; i++) {
    let sum = (Number(digits[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(digits[8]);
}

export function validateDeVat(value: string): boolean {
  const digits = value.slice(2).replace(/[ .-]/g, '');
  return /^[0-9]{9}$/.test(digits) && digits[0] !== '0' && deVatCheckValid(digits);
}

/**
 * The nine digits: one run, or runs of three and six, six and three, or three each, joined by single spaces, dots
 * or hyphens (the pattern's optional separators; the prefix's letters or separator before the first digit, no
 * digit after the last).
 */
const NINE_DIGITS = [[9], [3, 6], [6, 3], [3, 3, 3]].map((lengths) => digitRunShape(lengths, ' .-'));

const DE_VAT = /(?<![0-9A-Za-z])[Dd][Ee][ .-]?[0-9]{3}[ .-]?[0-9]{3}[ .-]?[0-9]{3}(?![0-9A-Za-z]|[ .-][0-9])/y;

/**
 * Where DE_VAT can start, read from the text's digit runs: its digits are one group of nine or more, their first
 * run holds three, six or nine digits, and the prefix stands right before it (two letters), or before a space, dot
 * or hyphen right before it.
 */
function vatStarts(text: string, f: TextIndex): number[] {
  const { runLengths, runGroupDigits } = f.digitRuns;
  return twoLettersBeforeRuns(text, f, (k) => runGroupDigits[k]! >= 9 && runLengths[k]! % 3 === 0 && runLengths[k]! <= 9, ' .-');
}

/** DE_VAT tried (sticky) at `vatStarts`. Into an array, not a generator: most texts that pass the gate hold none. */
function findVatIds(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matchesAt(DE_VAT, text, vatStarts(text, f))) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.8, pattern: 'de-vat' });
  }
  return out;
}

export const deVatId: Detector = {
  id: 'de-vat-id',
  entity: 'DE_VAT_ID',
  requires: { digitShapes: NINE_DIGITS },
  patterns: [],
  find: findVatIds,
  validate: validateDeVat,
  context: ['ust-idnr', 'ust-id', 'umsatzsteuer', 'vat', 'mwst'],
};

/** deVatId's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const deVatIdExamples = (): DetectorExamples => ({
  positive: [
    { text: 'USt-IdNr.: DE136695976', values: ['DE136695976'] },
    { text: 'Rechnung USt-IdNr. DE 136 695 976 von Beispiel GmbH', values: ['DE 136 695 976'] },
    { text: 'de 129 273 398 and DE-136-695-976', values: ['de 129 273 398', 'DE-136-695-976'] },
  ],
  negative: ['DE123456789', 'DE987654321', 'AT123456789', 'DE12345678', 'DE1234567890', 'FR12345678901'],
});
