import { digitsOnly, luhnValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Canadian Social Insurance Numbers: 9 digits, printed 3-3-3 with one separator, Luhn check digit, first
 * digit not 0 or 8 (never issued) (Employment and Social Development Canada, "Social Insurance Number —
 * Code of practice"; the Luhn rule as in ISO/IEC 7812-1). Repeated digits are placeholders. The grouped form
 * scores 0.5; 9 bare digits only 0.3 (they need a context word such as `SIN` or `NAS`).
 */
export function validateSin(value: string): boolean {
  const m = /^[0-9]{3}([ -]?)[0-9]{3}\1[0-9]{3}$/.exec(value);
  if (!m) return false;
  const digits = digitsOnly(value);
  if (digits[0] === '0' || digits[0] === '8' || /^(\d)\1{8}$/.test(digits)) return false;
  return luhnValid(digits);
}

/** The grouped form: runs of 3, 3 and 3 digits, one space or hyphen between each two. */
const GROUPED = digitRunShape([3, 3, 3], ' -');
/** The bare form: a run of exactly nine digits (the patterns' lookarounds rule out a digit on either side). */
const BARE = digitRunShape([9], '');

export const caSin: Detector = {
  id: 'ca-sin',
  entity: 'CA_SIN',
  // 9 digits: a run of exactly nine (bare) or 3-3-3 with spaces or hyphens.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'sin-grouped', regex: /(?<![0-9A-Za-z-])[0-9]{3}([ -])[0-9]{3}\1[0-9]{3}(?![0-9A-Za-z]|[ -][0-9])/g, score: 0.5, digitRunStart: 9 },
    { name: 'sin-bare', regex: /(?<![0-9A-Za-z.-])[0-9]{9}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.3, digitRunStart: 9 },
  ],
  validate: validateSin,
  context: ['sin', 'social insurance', 'nas', "numéro d'assurance sociale", 'assurance sociale'],
};

/** caSin's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const caSinExamples = (): DetectorExamples => ({
  positive: [
    { text: '130 692 544', values: ['130 692 544'] },
    { text: 'my SIN is 130-692-544', values: ['130-692-544'] },
    { text: 'mon NAS: 258 933 688', values: ['258 933 688'] },
  ],
  negative: ['130 692 545', '046 454 286', '812 345 678', '111 111 111', '046-454 286', '1306925440'],
});
