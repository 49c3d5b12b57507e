import { digitsOnly, isValidDate, luhnValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Swedish personal identity numbers (personnummer): `YYMMDD-NNNC` or `YYYYMMDDNNNC` (the `+` separator marks
 * people over 100). The date must exist — the day may be +60 for a coordination number (samordningsnummer) —
 * and C is the Luhn check digit over the 10-digit form (Skatteverket, "Personnummer", SKV 704). Score 0.6;
 * ten bare digits 0.4.
 */
export function validatePersonnummer(value: string): boolean {
  const m = /^((?:18|19|20)?)([0-9]{2})([0-9]{2})([0-9]{2})[-+]?([0-9]{4})$/.exec(value);
  if (!m) return false;
  let day = Number(m[4]);
  if (day > 60) day -= 60;
  const year = m[1] ? Number(`${m[1]}${m[2]}`) : 1900 + Number(m[2]);
  const leapSafeYear = m[1] ? year : 2000 + Number(m[2]); // without a century, accept either leap reading
  if (!isValidDate(year, Number(m[3]), day) && !isValidDate(leapSafeYear, Number(m[3]), day)) return false;
  return luhnValid(digitsOnly(`${m[2]}${m[3]}${m[4]}${m[5]}`));
}

/** The written forms: runs of 8 (with the century) or 6 digits, then 4, a hyphen or plus between. */
const WITH_CENTURY = digitRunShape([8, 4], '-+', '12');
const WITHOUT_CENTURY = digitRunShape([6, 4], '-+');
/**
 * The bare forms: a run of exactly twelve digits (with the century, 18–20) or ten (the lookarounds rule out a digit
 * on either side).
 */
const BARE_WITH_CENTURY = digitRunShape([12], '', '12');
const BARE = digitRunShape([10], '');

export const sePersonnummer: Detector = {
  id: 'se-personnummer',
  entity: 'SE_PERSONNUMMER',
  // 10 or 12 digits, with an optional - or + before the last four: a run of exactly ten or twelve, 8-4 or 6-4.
  requires: { digitShapes: [BARE, BARE_WITH_CENTURY, WITH_CENTURY, WITHOUT_CENTURY] },
  patterns: [
    {
      name: 'personnummer',
      regex: /(?<![0-9.-])(?:(?:18|19|20)[0-9]{6}[-+]?|[0-9]{6}[-+])[0-9]{4}(?![0-9]|[.-][0-9])/g,
      score: 0.6,
      digitRunStart: 10,
    },
    // Ten bare digits are as often a phone or account number: reported with context (personnummer, pnr).
    // The whole input is this one checksum-valid value (a form field, a CSV cell): nothing around it says
    // otherwise, so it is reported without a context word.
    { name: 'personnummer-whole-field', regex: /[0-9]{10}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{10})/g, score: 0.5, digitRunStart: 10 },
    { name: 'personnummer-bare-10', regex: /(?<![0-9.+-])[0-9]{10}(?![0-9]|[.-][0-9])/g, score: 0.4, digitRunStart: 10 },
  ],
  validate: validatePersonnummer,
  context: ['personnummer', 'pnr', 'samordningsnummer', 'swedish id', 'personal identity'],
};

/** sePersonnummer's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const sePersonnummerExamples = (): DetectorExamples => ({
  positive: [
    { text: '19910924-2397 är mitt pnr.', values: ['19910924-2397'] },
    { text: '871220-2384', values: ['871220-2384'] },
    { text: '9201232387', values: ['9201232387'] },
    { text: 'My swedish id code is199003052397.', values: ['199003052397'] },
  ],
  negative: ['19000309-3393', '19001309-2393', '200504422381', '189x09179809', '18970c17-9809'],
});
