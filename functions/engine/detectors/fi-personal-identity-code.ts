import { isValidDate } from '../checksums';
import { digitRunShape } from '../text-index';
import type { TextIndex } from '../text-index';
import type { Detector, DetectorExamples } from './types';
import { isAsciiAlnum, isAsciiDigit } from '../text/ascii';

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

/** A century sign: `-`, `+`, A–F, U–Y. */
const isCenturySign = (c: number): boolean => c === 0x2d || c === 0x2b || (c >= 0x41 && c <= 0x46) || (c >= 0x55 && c <= 0x59);

/** The birth date: a run of exactly six digits. */
const BIRTH_DATE = digitRunShape([6], '');

/** A control character: a digit or A–Y. */
const isControl = (c: number): boolean => isAsciiDigit(c) || (c >= 0x41 && c <= 0x59);

/**
 * A century sign, three digits and a control character after the six-digit run at `at`, and no letter or digit
 * after that (in range only). The control character and the end rule out a Korean resident number (`900101-1234567`:
 * its fourth digit after the hyphen is followed by a fifth), the most common six-digit run and hyphen of the bench.
 */
function signAndDigitsAfter(text: string, at: number): boolean {
  const i = at + 6;
  if (i + 5 > text.length || !isCenturySign(text.charCodeAt(i))) return false;
  if (!isAsciiDigit(text.charCodeAt(i + 1)) || !isAsciiDigit(text.charCodeAt(i + 2))) return false;
  if (!isAsciiDigit(text.charCodeAt(i + 3)) || !isControl(text.charCodeAt(i + 4))) return false;
  const next = text.charCodeAt(i + 5);
  return i + 5 === text.length || !isAsciiAlnum(next);
}

/**
 * A run of exactly six digits, a century sign, three digits, a control character and no letter or digit: every
 * match of the pattern (its lookbehind rules out a digit before the six, and the sign after them ends the run).
 * Asked of the text's digit runs, instead of a regex scan of the whole text.
 */
const hasHetuShape = (text: string, f: TextIndex): boolean =>
  f.hasDigitRunShape(BIRTH_DATE, signAndDigitsAfter);

export const fiPersonalIdentityCode: Detector = {
  id: 'fi-personal-identity-code',
  entity: 'FI_PERSONAL_IDENTITY_CODE',
  requires: { minDigitRun: 6 },
  prefilter: (index) => hasHetuShape(index.text, index),
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
