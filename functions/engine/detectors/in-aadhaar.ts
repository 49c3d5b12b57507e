import { digitsOnly, verhoeffValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Indian Aadhaar numbers: 12 digits, written 4-4-4 with spaces, hyphens or colons (or none), first digit 2–9
 * (0 and 1 are not issued), not a palindrome, Verhoeff check digit (`verhoeffValid`; UIDAI, "Aadhaar
 * Numbering Scheme"). The Verhoeff digit catches every single-digit and adjacent-transposition error, so a
 * validated number scores 0.6 even bare.
 */
export function validateAadhaar(value: string): boolean {
  const m = /^[0-9]{4}([ :-]?)[0-9]{4}\1[0-9]{4}$/.exec(value);
  if (!m) return false;
  const digits = digitsOnly(value);
  if (digits[0] === '0' || digits[0] === '1') return false;
  if (digits === [...digits].reverse().join('')) return false;
  return verhoeffValid(digits);
}

/** The grouped form: runs of 4, 4 and 4 digits, one space, colon or hyphen between each two, ending the group. */
const GROUPED = digitRunShape([4, 4, 4], ' :-', '23456789', true);
/** The bare form: a run of exactly twelve digits (the pattern's lookarounds rule out a digit on either side). */
const BARE = digitRunShape([12], '', '23456789');

export const inAadhaar: Detector = {
  id: 'in-aadhaar',
  entity: 'IN_AADHAAR',
  // 12 digits, the first 2–9: 4-4-4 (not followed by a separator and a digit) or a run of exactly twelve.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    {
      name: 'aadhaar',
      regex: /(?<![0-9A-Za-z:-])[2-9][0-9]{3}([ :-]?)[0-9]{4}\1[0-9]{4}(?![0-9A-Za-z]|[ :-][0-9])/g,
      score: 0.6,
      digitRunStart: 12,
    },
  ],
  validate: validateAadhaar,
  context: ['aadhaar', 'aadhar', 'uidai', 'uid', 'आधार'],
};

/** inAadhaar's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const inAadhaarExamples = (): DetectorExamples => ({
  positive: [
    { text: '312345678909', values: ['312345678909'] },
    { text: 'Aadhaar 3998 7654 3211 verified', values: ['3998 7654 3211'] },
    { text: '3123-4567-8909 and 3998:7654:3211', values: ['3123-4567-8909', '3998:7654:3211'] },
    { text: 'My Aadhaar number is 400123456787 with text', values: ['400123456787'] },
  ],
  negative: ['123456789012', '1234 5678 9012', '3123 4567 8908', '3123-4567 8909'],
});
