import { digitsOnly, luhnValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * US National Provider Identifiers: 10 digits starting with 1 or 2; check digit = Luhn over the constant
 * prefix 80840 followed by the 10 digits (CMS, "Requirements for National Provider Identifier (NPI) and NPI
 * Enumerator", check-digit annex; ISO/IEC 7812 card-issuer prefix 80840). Written bare or 4-3-3. Score 0.5.
 */
export function validateNpi(value: string): boolean {
  if (!/^[12][0-9]{3}([ -]?)[0-9]{3}\1[0-9]{3}$/.test(value)) return false;
  const digits = digitsOnly(value);
  return !/^(\d)\1{8}/.test(digits) && luhnValid(`80840${digits}`);
}

/** The grouped form: runs of 4, 3 and 3 digits, one space or hyphen between each two. */
const GROUPED = digitRunShape([4, 3, 3], ' -', '12');
/** The bare form (also a whole field): a run of exactly ten digits (the lookarounds rule out a digit on either side). */
const BARE = digitRunShape([10], '', '12');

export const usNpi: Detector = {
  id: 'us-npi',
  entity: 'US_NPI',
  // 10 digits starting with 1 or 2: a run of exactly ten or 4-3-3 with spaces or hyphens.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    // The whole input is one NPI (a form field, a CSV cell). Every NPI issued so far starts with 1 (2 is reserved),
    // and the check digit runs over a constant prefix: 0.55, over other 10-digit check-digit schemes (UK NHS).
    { name: 'npi-whole-field', regex: /1[0-9]{9}(?=\s{0,8}$)(?<=^\s{0,8}1[0-9]{9})/g, score: 0.55, digitRunStart: 10 },
    { name: 'npi', regex: /(?<![0-9A-Za-z.-])[12][0-9]{3}([ -]?)[0-9]{3}\1[0-9]{3}(?![0-9A-Za-z]|[ .-][0-9])/g, score: 0.5, digitRunStart: 10 },
  ],
  validate: validateNpi,
  context: ['npi', 'national provider', 'provider id', 'provider identifier', 'prescriber'],
};

/** usNpi's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usNpiExamples = (): DetectorExamples => ({
  positive: [
    { text: '1234567893', values: ['1234567893'] },
    { text: 'NPI 1234567893 and NPI 1245319599', values: ['1234567893', '1245319599'] },
    { text: 'prescriber 1234-567-893', values: ['1234-567-893'] },
  ],
  negative: ['0234567893', '3234567893', '123456789', '12345678934', '1111111112', '1234567890'],
});
