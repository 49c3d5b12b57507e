import { auTfnValid, digitsOnly } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Australian Tax File Numbers: 9 digits, printed `876 543 210`, weighted mod-11 check (`auTfnValid`). The
 * grouped form scores 0.5; a bare 9-digit run 0.4 and needs context (`TFN`, `tax file`).
 */
export function validateTfn(value: string): boolean {
  return /^[0-9]{3}( ?)[0-9]{3}\1[0-9]{3}$/.test(value) && auTfnValid(digitsOnly(value));
}

/** The grouped form: runs of 3, 3 and 3 digits, one space between each two. */
const GROUPED = digitRunShape([3, 3, 3], ' ');
/** The bare form: a run of exactly nine digits (the patterns' lookarounds rule out a digit on either side). */
const BARE = digitRunShape([9], '');

export const auTfn: Detector = {
  id: 'au-tfn',
  entity: 'AU_TFN',
  // 9 digits: a run of exactly nine (bare, whole field) or 3-3-3 with spaces.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'tfn-grouped', regex: /(?<![0-9A-Za-z])[0-9]{3} [0-9]{3} [0-9]{3}(?![0-9A-Za-z]| [0-9])/g, score: 0.5, digitRunStart: 9 },
    // The whole input is this one checksum-valid value (a form field, a CSV cell): nothing around it says
    // otherwise, so it is reported without a context word.
    { name: 'tfn-whole-field', regex: /[0-9]{9}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{9})/g, score: 0.5, digitRunStart: 9 },
    { name: 'tfn-bare', regex: /(?<![0-9A-Za-z.-])[0-9]{9}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.4, digitRunStart: 9 },
  ],
  validate: validateTfn,
  context: ['tfn', 'tax file'],
};

/** auTfn's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const auTfnExamples = (): DetectorExamples => ({
  positive: [
    { text: '876 543 210', values: ['876 543 210'] },
    { text: 'TFN: 876543210', values: ['876543210'] },
    { text: 'my tax file number is 876 543 210.', values: ['876 543 210'] },
  ],
  negative: ['824 753 557', 'TFN 824753557', '5282475355632', '51 824 753 5564', '123 456\n789'],
});
