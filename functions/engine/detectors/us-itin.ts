import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * US Individual Taxpayer Identification Numbers: `9XX-GG-XXXX`, area 9xx and group 50–65, 70–88, 90–92 or
 * 94–99 (IRS, "Individual Taxpayer Identification Number (ITIN)" and IRS Publication 1915; group ranges as
 * expanded in 2011). Dashed 0.6; spaced 0.5; 9 bare digits 0.3 (context needed).
 */
export function validateItin(value: string): boolean {
  const m = /^9[0-9]{2}([ -]?)([0-9]{2})\1[0-9]{4}$/.exec(value);
  if (!m) return false;
  const g = Number(m[2]);
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
}

/** The grouped form: runs of 3, 2 and 4 digits, one space or hyphen between each two. */
const GROUPED = digitRunShape([3, 2, 4], ' -', '9');
/** The bare form: a run of exactly nine digits (the pattern's lookarounds rule out a digit on either side). */
const BARE = digitRunShape([9], '', '9');

export const usItin: Detector = {
  id: 'us-itin',
  entity: 'US_ITIN',
  // 9 digits starting with 9: a run of exactly nine or 3-2-4 with hyphens or spaces.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'itin-dashed', regex: /(?<![0-9A-Za-z-])9[0-9]{2}-[0-9]{2}-[0-9]{4}(?![0-9A-Za-z]|-[0-9])/g, score: 0.6, digitRunStart: 9 },
    { name: 'itin-spaced', regex: /(?<![0-9A-Za-z])9[0-9]{2} [0-9]{2} [0-9]{4}(?![0-9A-Za-z]| [0-9])/g, score: 0.5, digitRunStart: 9 },
    { name: 'itin-bare', regex: /(?<![0-9A-Za-z.-])9[0-9]{8}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.3, digitRunStart: 9 },
  ],
  validate: validateItin,
  context: ['itin', 'taxpayer', 'tax id', 'tin'],
};

/** usItin's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usItinExamples = (): DetectorExamples => ({
  positive: [
    { text: '911-70-1234', values: ['911-70-1234'] },
    { text: 'ITIN 911-53-1234 on file', values: ['911-53-1234'] },
    { text: 'my ITIN: 911701234', values: ['911701234'] },
  ],
  negative: ['911-89-1234', 'my tax id 911-89-1234', '811-70-1234', '911-701234'],
});
