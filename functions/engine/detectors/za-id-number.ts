import { isValidDate, luhnValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * South African identity numbers: 13 digits `YYMMDDSSSSCAZ` — birth date, sequence (gender), citizenship
 * C (0 citizen, 1 permanent resident, 2 refugee), A (formerly race, now 8 or 9) and a Luhn check digit
 * (Department of Home Affairs; Identification Act 68 of 1997; Luhn as in ISO/IEC 7812-1). The engine has no
 * clock, so the century is 19xx or 20xx, whichever makes a real date. Score 0.7.
 */
export function validateZaId(value: string): boolean {
  if (!/^[0-9]{13}$/.test(value)) return false;
  const yy = Number(value.slice(0, 2));
  const mm = Number(value.slice(2, 4));
  const dd = Number(value.slice(4, 6));
  if (!isValidDate(1900 + yy, mm, dd) && !isValidDate(2000 + yy, mm, dd)) return false;
  if (!'012'.includes(value[10]!)) return false;
  return luhnValid(value);
}

const BARE = digitRunShape([13], '');

export const zaIdNumber: Detector = {
  id: 'za-id-number',
  entity: 'ZA_ID_NUMBER',
  // Thirteen digits: a run of exactly thirteen (the lookarounds rule out a digit on either side).
  requires: { digitShapes: [BARE] },
  patterns: [{ name: 'za-id', regex: /(?<![0-9A-Za-z.-])[0-9]{13}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.7, digitRunStart: 13 }],
  validate: validateZaId,
  context: ['south african id', 'rsa id', 'sa id', 'identity number', 'id number'],
};

/** zaIdNumber's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const zaIdNumberExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My South African ID is 9202201234088.', values: ['9202201234088'] },
    { text: 'RSA ID: 0002294321191', values: ['0002294321191'] },
    { text: '8001015009087', values: ['8001015009087'] },
  ],
  negative: ['8001015009086', '9913326789285', '9902294321191', '8001015000076', 'AB8001015009087CD'],
});
