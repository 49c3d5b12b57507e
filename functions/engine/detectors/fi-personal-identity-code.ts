import { isValidDate } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Finnish personal identity code (henkilötunnus): `DDMMYYCZZZQ` — birth date, century sign (`+` 1800s;
 * `-`, Y, X, W, V, U 1900s; A–F 2000s, the extra signs since 2023), individual number 002–999 (900–999 temporary) and a control
 * character `0123456789ABCDEFHJKLMNPRSTUVWXY`[DDMMYYZZZ mod 31] (Digital and Population Data Services Agency,
 * "Personal identity code", dvv.fi; Population Information Act 661/2009). Score 0.7 (1 in 31 passes).
 */
const CONTROL = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const CENTURY: Readonly<Record<string, number>> = {
  '+': 1800, '-': 1900, Y: 1900, X: 1900, W: 1900, V: 1900, U: 1900, A: 2000, B: 2000, C: 2000, D: 2000, E: 2000, F: 2000,
};

export function validateHetu(value: string): boolean {
  const m = /^([0-9]{2})([0-9]{2})([0-9]{2})([-+A-FU-Y])([0-9]{3})([0-9A-Y])$/.exec(value);
  if (!m) return false;
  const century = CENTURY[m[4]!];
  if (century === undefined || !isValidDate(century + Number(m[3]), Number(m[2]), Number(m[1]))) return false;
  const individual = Number(m[5]);
  if (individual < 2) return false; // 900–999 are temporary codes: still identify a person
  return CONTROL[Number(`${m[1]}${m[2]}${m[3]}${m[5]}`) % 31] === m[6];
}

/**
 * The birth date is a run of exactly six digits (no digit before it, the century sign after it). With a sign `-`
 * or `+`, a run of three digits follows (four when the control character is a digit): the runs have one of these
 * shapes. With a letter sign, the six digits are followed by a letter.
 */
const SIGN_SHAPES = [digitRunShape([6, 3], '-+'), digitRunShape([6, 4], '-+')];

export const fiPersonalIdentityCode: Detector = {
  id: 'fi-personal-identity-code',
  entity: 'FI_PERSONAL_IDENTITY_CODE',
  requires: { anyOf: [{ digitShapes: SIGN_SHAPES }, { digitsThenLetters: { digits: 6, letters: 1 } }] },
  // The six birth-date digits start a digit run (the lookbehind rules out a digit before them).
  patterns: [{ name: 'hetu', regex: /(?<![0-9])[0-9]{6}[-+A-FU-Y][0-9]{3}[0-9A-Y](?![0-9A-Za-z])/g, score: 0.7, digitRunStart: 6 }],
  validate: validateHetu,
  context: ['henkilötunnus', 'hetu', 'personal identity code', 'sosiaaliturvatunnus'],
};

/** fiPersonalIdentityCode's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const fiPersonalIdentityCodeExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My finnish id code is030594W903B.', values: ['030594W903B'] },
    { text: 'My personal identity code is: 010594Y9032. Thank you.', values: ['010594Y9032'] },
    { text: '131052-308T', values: ['131052-308T'] },
    { text: "Here's my henkilötunnus 020594X902N.", values: ['020594X902N'] },
  ],
  negative: ['111111-111A', '311190-1111', '310289-211C', '012245A110G', '131052/308T', '131052.308T'],
});
