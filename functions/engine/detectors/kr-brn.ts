import { digitsOnly, krBrnValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Korean business registration numbers (사업자등록번호): `XXX-XX-XXXXX`, 10 digits with or without hyphens,
 * check digit per 국세청 rules (`krBrnValid`). Score 0.6 (hyphenated or bare: 1 in 10 random numbers pass, and
 * the hyphenated 3-2-5 shape is distinctive).
 */
export function validateBrn(value: string): boolean {
  return /^[0-9]{3}(-?)[0-9]{2}\1[0-9]{5}$/.test(value) && krBrnValid(digitsOnly(value));
}

/** The grouped form: runs of 3, 2 and 5 digits, one hyphen between each two. */
const GROUPED = digitRunShape([3, 2, 5], '-');
/** The bare form: a run of exactly ten digits (the patterns' lookarounds rule out a digit on either side). */
const BARE = digitRunShape([10], '');

export const krBrn: Detector = {
  id: 'kr-brn',
  entity: 'KR_BRN',
  // 10 digits: a run of exactly ten (bare) or 3-2-5 with hyphens.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'brn-hyphenated', regex: /(?<![0-9A-Za-z-])[0-9]{3}-[0-9]{2}-[0-9]{5}(?![0-9A-Za-z]|-[0-9])/g, score: 0.6, digitRunStart: 10 },
    { name: 'brn-bare', regex: /(?<![0-9A-Za-z.-])[0-9]{10}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.5, digitRunStart: 10 },
  ],
  validate: validateBrn,
  context: ['사업자등록번호', '사업자번호', '사업자', 'brn', 'business registration'],
};

/** krBrn's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const krBrnExamples = (): DetectorExamples => ({
  positive: [
    { text: '104-86-56659', values: ['104-86-56659'] },
    { text: 'My BRN is 1048656659', values: ['1048656659'] },
    { text: '사업자등록번호 104-82-13138 입니다', values: ['104-82-13138'] },
  ],
  negative: ['104-86-56658', '110-81-4127', '110-81-412722', '110-81-4127A', '123-45-67890'],
});
