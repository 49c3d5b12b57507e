import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Korean driver's licence numbers (운전면허번호): `RR-YY-NNNNNN-CC` — a two-digit region code, the two-digit
 * year of issue, a six-digit serial and two check digits (도로교통법 시행규칙 별지 서식; region codes
 * 11 서울 … 26 울산 and 28 경기북부 from the 한국도로교통공단 numbering, as used by Presidio's
 * KrDriverLicenseRecognizer). The check digits' algorithm is not published: structural validation. Grouped
 * with hyphens or spaces 0.6; 12 bare digits 0.4 (needs 운전면허 / driver context).
 */
const REGION = new Set(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '28']);

export function validateKrDriverLicense(value: string): boolean {
  const m = /^([0-9]{2})([ -]?)[0-9]{2}\2[0-9]{6}\2[0-9]{2}$/.exec(value);
  return m !== null && REGION.has(m[1]!);
}

const GROUPED = digitRunShape([2, 2, 6, 2], ' -');
const BARE = digitRunShape([12], '');

export const krDriverLicense: Detector = {
  id: 'kr-driver-license',
  entity: 'KR_DRIVER_LICENSE',
  // 12 digits, 2-2-6-2 with spaces or hyphens or a run of exactly twelve (no digit on either side).
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    {
      name: 'kr-dl-grouped',
      regex: /(?<![0-9A-Za-z-])[0-9]{2}([ -])[0-9]{2}\1[0-9]{6}\1[0-9]{2}(?![0-9A-Za-z]|[ -][0-9])/g,
      score: 0.6,
      digitRunStart: 12,
    },
    // The whole input is this one checksum-valid value (a form field, a CSV cell): nothing around it says
    // otherwise, so it is reported without a context word.
    { name: 'kr-dl-whole-field', regex: /[0-9]{12}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{12})/g, score: 0.5, digitRunStart: 12 },
    { name: 'kr-dl-bare', regex: /(?<![0-9A-Za-z.-])[0-9]{12}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.4, digitRunStart: 12 },
  ],
  validate: validateKrDriverLicense,
  context: ['운전면허', '면허번호', '운전면허번호', 'driver', 'license', 'licence'],
};

/** krDriverLicense's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const krDriverLicenseExamples = (): DetectorExamples => ({
  positive: [
    { text: '11-22-123456-12', values: ['11-22-123456-12'] },
    { text: 'My license is 13-22-123456-12', values: ['13-22-123456-12'] },
    { text: '운전면허번호 28 22 123456 12', values: ['28 22 123456 12'] },
  ],
  negative: ['99-22-123456-12', '11-22-12345-12', '11-22-123456-1', '11-22-123A56-12', '111-22-123456-12', '11-22-123456-123'],
});
