import type { TextIndex } from '../text-index';
import type { Detector, DetectorExamples } from './types';
import { isAsciiDigit } from '../text/ascii';

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

/** `D`/`d` then `E`/`e` at `at`, which the caller keeps in range. */
const isDe = (text: string, at: number): boolean =>
  (text.charCodeAt(at) | 0x20) === 0x64 && (text.charCodeAt(at + 1) | 0x20) === 0x65;

/**
 * `[Dd][Ee][ .-]?[0-9]{3}` at the start of a digit run in a group of nine digits or more: every match of the
 * pattern holds one (its nine digits are joined by single separators of the digit groups'), so a text without
 * one has no match. Read at those run starts (the three digits start a run) instead of a regex scan that stops
 * at every `de` of the prose (`code`, `decided`); the group size rules out the short numbers of prose (`exit
 * code 137`). Every index is checked to be in range before it is read: an out-of-range `charCodeAt` makes V8
 * drop the optimised loop (30 µs on a 2,000-character text of digit runs).
 */
function hasDePrefixedDigits(text: string, f: TextIndex): boolean {
  const starts = f.digitRunStarts(9);
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k]!;
    if (at < 2 || at + 2 >= text.length) continue;
    if (!isAsciiDigit(text.charCodeAt(at + 1)) || !isAsciiDigit(text.charCodeAt(at + 2))) continue;
    if (isDe(text, at - 2)) return true;
    if (at < 3) continue;
    const sep = text.charCodeAt(at - 1);
    if ((sep === 0x20 || sep === 0x2e || sep === 0x2d) && isDe(text, at - 3)) return true;
  }
  return false;
}

export const deVatId: Detector = {
  id: 'de-vat-id',
  entity: 'DE_VAT_ID',
  requires: { minDigitRun: 3 },
  prefilter: (index) => hasDePrefixedDigits(index.text, index),
  patterns: [
    { name: 'de-vat', regex: /(?<![0-9A-Za-z])[Dd][Ee][ .-]?[0-9]{3}[ .-]?[0-9]{3}[ .-]?[0-9]{3}(?![0-9A-Za-z]|[ .-][0-9])/g, score: 0.8 },
  ],
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
