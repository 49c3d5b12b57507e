import { auMedicareValid, digitsOnly } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Australian Medicare card numbers: 10 digits (8-digit identifier, check digit, issue number), printed
 * `2123 45670 1`; first digit 2–6 and weighted check digit (`auMedicareValid`). Score 0.6 grouped, 0.5 bare.
 */
export function validateMedicare(value: string): boolean {
  return /^[0-9]{4}( ?)[0-9]{5}\1[0-9]$/.test(value) && auMedicareValid(digitsOnly(value));
}

/** The grouped form: runs of 4, 5 and 1 digits, one space between each two. */
const GROUPED = digitRunShape([4, 5, 1], ' ', '23456');
/** The bare form: a run of exactly ten digits (the pattern's lookarounds rule out a digit on either side). */
const BARE = digitRunShape([10], '', '23456');

export const auMedicare: Detector = {
  id: 'au-medicare',
  entity: 'AU_MEDICARE',
  // 10 digits, the first 2–6: a run of exactly ten or 4-5-1 with spaces.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'medicare-grouped', regex: /(?<![0-9A-Za-z])[2-6][0-9]{3} [0-9]{5} [0-9](?![0-9A-Za-z]| [0-9])/g, score: 0.6, digitRunStart: 10 },
    { name: 'medicare-bare', regex: /(?<![0-9A-Za-z.-])[2-6][0-9]{9}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.5, digitRunStart: 10 },
  ],
  validate: validateMedicare,
  context: ['medicare'],
};

/** auMedicare's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const auMedicareExamples = (): DetectorExamples => ({
  positive: [
    { text: '2123 45670 1', values: ['2123 45670 1'] },
    { text: 'Medicare 2123456701', values: ['2123456701'] },
    { text: 'card 2123 45670 1 expires', values: ['2123 45670 1'] },
  ],
  negative: ['2123 25870 1', '2123258701', '212345670221', '2123456702AF', '123 456\n789'],
});
