import { auAcnValid, digitsOnly } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Australian Company Numbers: 9 digits, printed `005 499 981`, weighted check digit (`auAcnValid`; ASIC). One
 * in ten 9-digit numbers passes, so the grouped form scores 0.5 and a bare run 0.4 (needs `ACN` context).
 */
export function validateAcn(value: string): boolean {
  return /^[0-9]{3}( ?)[0-9]{3}\1[0-9]{3}$/.test(value) && auAcnValid(digitsOnly(value));
}

/** The grouped form: runs of 3, 3 and 3 digits, one space between each two. */
const GROUPED = digitRunShape([3, 3, 3], ' ');
/** The bare form: a run of exactly nine digits (the patterns' lookarounds rule out a digit on either side). */
const BARE = digitRunShape([9], '');

export const auAcn: Detector = {
  id: 'au-acn',
  entity: 'AU_ACN',
  // 9 digits: a run of exactly nine (bare, whole field) or 3-3-3 with spaces.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'acn-grouped', regex: /(?<![0-9A-Za-z])[0-9]{3} [0-9]{3} [0-9]{3}(?![0-9A-Za-z]| [0-9])/g, score: 0.5, digitRunStart: 9 },
    // The whole input is this one checksum-valid value (a form field, a CSV cell): nothing around it says
    // otherwise, so it is reported without a context word.
    { name: 'acn-whole-field', regex: /[0-9]{9}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{9})/g, score: 0.5, digitRunStart: 9 },
    { name: 'acn-bare', regex: /(?<![0-9A-Za-z.-])[0-9]{9}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.4, digitRunStart: 9 },
  ],
  validate: validateAcn,
  context: ['acn', 'australian company number', 'company number'],
};

/** auAcn's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const auAcnExamples = (): DetectorExamples => ({
  positive: [
    { text: '005 499 981', values: ['005 499 981'] },
    { text: 'ACN 006249976', values: ['006249976'] },
    { text: 'company number: 000000180', values: ['000000180'] },
  ],
  negative: ['824 753 557', '824753557', '5282475355632', '51 824 753 5564', '123 456\n789'],
});
