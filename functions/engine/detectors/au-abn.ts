import { auAbnValid, digitsOnly } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Australian Business Numbers: 11 digits, printed `51 824 753 556`, mod-89 checksum (`auAbnValid`; Australian
 * Business Register, "Format of the ABN"). 1 in 89 random numbers pass, so a validated ABN scores 0.6.
 */
export function validateAbn(value: string): boolean {
  if (!/^[0-9]{2}( ?)[0-9]{3}\1[0-9]{3}\1[0-9]{3}$/.test(value)) return false;
  const digits = digitsOnly(value);
  return !/^0+/.test(digits.slice(0, 2)) && auAbnValid(digits);
}

/** The grouped form: runs of 2, 3, 3 and 3 digits, one space between each two. */
const GROUPED = digitRunShape([2, 3, 3, 3], ' ');
/** The bare form: a run of exactly eleven digits (the pattern's lookarounds rule out a digit on either side). */
const BARE = digitRunShape([11], '');

export const auAbn: Detector = {
  id: 'au-abn',
  entity: 'AU_ABN',
  // 11 digits: a run of exactly eleven or 2-3-3-3 with spaces.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'abn', regex: /(?<![0-9A-Za-z])[0-9]{2}( ?)[0-9]{3}\1[0-9]{3}\1[0-9]{3}(?![0-9A-Za-z]| [0-9])/g, score: 0.6, digitRunStart: 11 },
  ],
  validate: validateAbn,
  context: ['abn', 'australian business number', 'business number'],
};

/** auAbn's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const auAbnExamples = (): DetectorExamples => ({
  positive: [
    { text: '51 824 753 556', values: ['51 824 753 556'] },
    { text: 'ABN: 51824753556', values: ['51824753556'] },
    { text: 'supplier ABN 51 824 753 556, invoice 12', values: ['51 824 753 556'] },
  ],
  negative: ['52 824 753 556', '00000000560', '5282475355632', '52824753556AF', '51 824 753 5564', '123 456\n789'],
});
