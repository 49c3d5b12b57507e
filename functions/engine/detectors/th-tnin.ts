import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Thai national identification numbers (เลขประจำตัวประชาชน): 13 digits, first digit 1–8 (person category), check
 * digit = (11 − Σ dᵢ·(14 − i) mod 11) mod 10 over the first 12 digits (Department of Provincial
 * Administration, Ministry of Interior; the published check-digit rule also used by Presidio's ThTninRecognizer).
 * Digits 2–3 are the province code of registration, one of 10–27, 30–49, 50–58, 60–67, 70–77, 80–86 or
 * 90–96 (กรมการปกครอง province numbering, the same as ISO 3166-2:TH's numeric codes). Repeated-digit
 * placeholders are rejected. Score 0.6.
 */
const PROVINCE_RANGES: readonly (readonly [number, number])[] = [[10, 27], [30, 49], [50, 58], [60, 67], [70, 77], [80, 86], [90, 96]];
export function validateThTnin(value: string): boolean {
  if (!/^[1-8][0-9]{12}$/.test(value) || /^(\d)\1{12}$/.test(value)) return false;
  const province = Number(value.slice(1, 3));
  if (!PROVINCE_RANGES.some(([lo, hi]) => province >= lo && province <= hi)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

const BARE = digitRunShape([13], '', '12345678');

export const thTnin: Detector = {
  id: 'th-tnin',
  entity: 'TH_TNIN',
  // Thirteen digits, the first 1–8: a run of exactly thirteen (no digit on either side).
  requires: { digitShapes: [BARE] },
  patterns: [{ name: 'tnin', regex: /(?<![0-9A-Za-z.-])[1-8][0-9]{12}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.6, digitRunStart: 13 }],
  validate: validateThTnin,
  context: ['thai id', 'tnin', 'เลขประจำตัวประชาชน', 'บัตรประชาชน', 'national id'],
};

/** thTnin's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const thTninExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My Thai ID is 1234567890121', values: ['1234567890121'] },
    { text: 'เลขประจำตัวประชาชน: 3456789012347', values: ['3456789012347'] },
    { text: '1220000000007', values: ['1220000000007'] },
  ],
  negative: ['123456789012', '12345678901234', '0234567890124', '1234567890123', '1111111111111', '1994567890124'],
});
