import { isValidDate, weightedSum } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Polish PESEL: 11 digits `YYMMDDZZZXQ`; the month carries the century (+80 → 1800s, +0 → 1900s, +20 → 2000s,
 * +40 → 2100s, +60 → 2200s), the date must exist, and the check digit is (10 − Σ dᵢ·wᵢ mod 10) mod 10 with
 * weights 1,3,7,9,1,3,7,9,1,3 (Ustawa o ewidencji ludności, art. 15; gov.pl "Numer PESEL"). Score 0.5:
 * 1 in 10 valid-date 11-digit numbers passes.
 */
export function validatePesel(value: string): boolean {
  if (!/^[0-9]{11}$/.test(value)) return false;
  const mm = Number(value.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)];
  if (century === undefined) return false;
  if (!isValidDate(century + Number(value.slice(0, 2)), mm % 20, Number(value.slice(4, 6)))) return false;
  const check = (10 - (weightedSum(value, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
  return check === Number(value[10]);
}

const BARE = digitRunShape([11], '');

export const plPesel: Detector = {
  id: 'pl-pesel',
  entity: 'PL_PESEL',
  // Eleven digits: a run of exactly eleven (the lookarounds rule out a digit on either side).
  requires: { digitShapes: [BARE] },
  patterns: [{ name: 'pesel', regex: /(?<![0-9A-Za-z.-])[0-9]{11}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.5, digitRunStart: 11 }],
  validate: validatePesel,
  context: ['pesel', 'numer ewidencyjny'],
};

/** plPesel's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const plPeselExamples = (): DetectorExamples => ({
  positive: [
    { text: '44051401458', values: ['44051401458'] },
    { text: 'My pesel is 44051401458.', values: ['44051401458'] },
    { text: '02070803628', values: ['02070803628'] },
  ],
  negative: ['44051401459', '85040812345', '1111321111', '11110021111', '11-11-11-11114'],
});
