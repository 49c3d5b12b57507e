import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * German lifelong doctor numbers (Lebenslange Arztnummer, LANR; DE_LANR): 9 digits — a 6-digit doctor id, a
 * check digit and a 2-digit specialty group. Check per KBV, "Richtlinie … Vergabe der Arzt-, Betriebsstätten-
 * sowie der Praxisnetznummern" (Anlage 1): the six id digits weighted 4,9,4,9,4,9, the check digit is
 * (10 − sum mod 10) mod 10. 9 bare digits are common, so 0.4 without a context word (0.5 as a whole field).
 */
export function validateLanr(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(value[i]) * (i % 2 === 0 ? 4 : 9);
  return (10 - (sum % 10)) % 10 === Number(value[6]);
}

const BARE = digitRunShape([9], '');

export const deLanr: Detector = {
  id: 'de-lanr',
  entity: 'DE_LANR',
  // Nine digits: a run of exactly nine (the patterns' lookarounds rule out a digit on either side).
  requires: { digitShapes: [BARE] },
  patterns: [
    { name: 'lanr-whole-field', regex: /[0-9]{9}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{9})/g, score: 0.5, digitRunStart: 9 },
    { name: 'lanr-bare', regex: /(?<![0-9A-Za-z.,-])[0-9]{9}(?![0-9A-Za-z]|[.,-][0-9])/g, score: 0.4, digitRunStart: 9 },
  ],
  validate: validateLanr,
  context: ['lanr', 'arztnummer', 'arzt-nr', 'arztnr'],
};

/** deLanr's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const deLanrExamples = (): DetectorExamples => ({
  positive: [
    { text: 'LANR: 123456601 des behandelnden Arztes.', values: ['123456601'] },
    { text: '234567701', values: ['234567701'] },
    { text: 'Arztnummer 987654401 auf dem Rezept.', values: ['987654401'] },
  ],
  negative: ['123456901', '234567601', '12345660', '1234566010'],
});
