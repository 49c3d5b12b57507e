import { luhnValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Italian VAT numbers (partita IVA, IT_VAT_CODE): 11 digits — 7 for the taxpayer, 3 for the province office
 * (001–100, 120, 121, 888, 999) and a check digit computed exactly as the Luhn algorithm (DPR 26 ottobre 1972
 * n. 633, art. 35; Agenzia delle Entrate's specification). Optionally prefixed `IT`. All-zero numbers are
 * rejected. Bare 11 digits are common (phone numbers, order ids): 0.4 without a context word, 0.6 after `IT`.
 */
export function validateItVat(value: string): boolean {
  const digits = value.replace(/^IT ?/i, '');
  if (!/^[0-9]{11}$/.test(digits) || /^0{7}/.test(digits)) return false;
  const office = Number(digits.slice(7, 10));
  if (!((office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999)) return false;
  return luhnValid(digits);
}

const BARE = digitRunShape([11], '');

export const itVatCode: Detector = {
  id: 'it-vat-code',
  entity: 'IT_VAT_CODE',
  // Eleven digits, after `IT` or alone: a run of exactly eleven (no digit on either side).
  requires: { digitShapes: [BARE] },
  patterns: [
    { name: 'it-vat-prefixed', regex: /(?<![0-9A-Za-z])IT ?[0-9]{11}(?![0-9A-Za-z])/gi, score: 0.6 },
    { name: 'it-vat-whole-field', regex: /[0-9]{11}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{11})/g, score: 0.5, digitRunStart: 11 },
    { name: 'it-vat-bare', regex: /(?<![0-9A-Za-z.+-])[0-9]{11}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.4, digitRunStart: 11 },
  ],
  validate: validateItVat,
  context: ['partita iva', 'p.iva', 'p. iva', 'piva', 'vat', 'iva'],
};

/** itVatCode's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const itVatCodeExamples = (): DetectorExamples => ({
  positive: [
    { text: '01333550323', values: ['01333550323'] },
    { text: 'Partita IVA 01333550323 della ditta', values: ['01333550323'] },
    { text: 'VAT IT01333550323', values: ['IT01333550323'] },
  ],
  negative: ['00000000000', '00000000001', '01333550324', '013335503231'],
});
