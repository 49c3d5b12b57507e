import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * German tax identification number (Steuerliche Identifikationsnummer, IdNr): 11 digits, first not 0; among
 * the first 10 digits exactly one digit occurs twice or three times (a triple never adjacent all three) and
 * the rest at most once; the 11th is the ISO/IEC 7064 MOD 11,10 check digit (§ 139b Abgabenordnung;
 * Bundeszentralamt für Steuern, "Steuerliche Identifikationsnummer", specification of the check digit).
 * Numbers issued carry exactly one repeated digit; all-distinct digits are accepted too (as Presidio and its
 * published examples such as 12345678903 do), so the rule enforced is "at most one digit repeated".
 * Score 0.5: bare 11-digit runs are common and only 1 in 10 structurally valid ones pass.
 */
export function validateDeTaxId(value: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(value)) return false;
  const counts = new Map<string, number>();
  for (const ch of value.slice(0, 10)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length > 1 || (repeated[0] ?? 0) > 3) return false;
  if (/(\d)\1\1/.test(value.slice(0, 10))) return false;
  // ISO/IEC 7064 MOD 11,10.
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (Number(value[i]) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  let check = 11 - product;
  if (check === 10) check = 0;
  return check === Number(value[10]);
}

const BARE = digitRunShape([11], '', '123456789');

export const deTaxId: Detector = {
  id: 'de-tax-id',
  entity: 'DE_TAX_ID',
  // Eleven digits, the first 1–9: a run of exactly eleven (the lookarounds rule out a digit on either side).
  requires: { digitShapes: [BARE] },
  patterns: [{ name: 'idnr', regex: /(?<![0-9A-Za-z.-])[1-9][0-9]{10}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.5, digitRunStart: 11 }],
  validate: validateDeTaxId,
  context: ['steuer-id', 'steuerid', 'idnr', 'identifikationsnummer', 'steueridentifikationsnummer', 'tax id'],
};

/** deTaxId's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const deTaxIdExamples = (): DetectorExamples => ({
  positive: [
    { text: '12345678903', values: ['12345678903'] },
    { text: 'Meine Steuer-ID: 12345678903.', values: ['12345678903'] },
    { text: 'IdNr. 98765432106 liegt vor.', values: ['98765432106'] },
  ],
  negative: ['12345678901', '98765432100', '02345678901', '1234567890', '123456789030', '11111111111', '11112345678'],
});
