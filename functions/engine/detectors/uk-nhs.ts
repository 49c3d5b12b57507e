import { digitsOnly, ukNhsValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * NHS numbers (England, Wales, Isle of Man): 10 digits, printed 3-3-4 with spaces or hyphens, modulus-11
 * check digit (`ukNhsValid`; NHS Data Dictionary). The grouped form scores 0.6; 10 bare digits 0.4 (a phone
 * number fragment is as likely) and need context (nhs, …).
 */
export function validateNhs(value: string): boolean {
  const m = /^[0-9]{3}([ -]?)[0-9]{3}\1[0-9]{4}$/.exec(value);
  return m !== null && ukNhsValid(digitsOnly(value));
}

/** The grouped form: runs of 3, 3 and 4 digits, one space or hyphen between each two. */
const GROUPED = digitRunShape([3, 3, 4], ' -');
/** The bare form: a run of exactly ten digits (the patterns' lookarounds rule out a digit on either side). */
const BARE = digitRunShape([10], '');

export const ukNhs: Detector = {
  id: 'uk-nhs',
  entity: 'UK_NHS',
  // 10 digits: a run of exactly ten (bare, whole field) or 3-3-4 with spaces or hyphens.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'nhs-grouped', regex: /(?<![0-9A-Za-z-])[0-9]{3}([ -])[0-9]{3}\1[0-9]{4}(?![0-9A-Za-z]|[ -][0-9])/g, score: 0.6, digitRunStart: 10 },
    // The whole input is this one checksum-valid value (a form field, a CSV cell): nothing around it says
    // otherwise, so it is reported without a context word.
    { name: 'nhs-whole-field', regex: /[0-9]{10}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{10})/g, score: 0.5, digitRunStart: 10 },
    { name: 'nhs-bare', regex: /(?<![0-9A-Za-z.-])[0-9]{10}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.4, digitRunStart: 10 },
  ],
  validate: validateNhs,
  context: ['nhs', 'national health', 'health service', 'patient number'],
};

/** ukNhs's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ukNhsExamples = (): DetectorExamples => ({
  positive: [
    { text: 'NHS number 401-023-2137', values: ['401-023-2137'] },
    { text: 'patient 221 395 1837 admitted', values: ['221 395 1837'] },
    { text: 'NHS no: 0032698674', values: ['0032698674'] },
  ],
  negative: ['401-023-2138', '401 023-2137', 'NHS 0032698675', '221 395 18370'],
});
