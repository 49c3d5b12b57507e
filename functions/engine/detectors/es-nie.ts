import { ES_CONTROL_LETTERS } from './es-nif';
import type { Detector, DetectorExamples } from './types';

/**
 * Spanish NIE (foreigners' identity number): X, Y or Z, 7 digits and a control letter (optionally after a
 * hyphen). X/Y/Z stand for 0/1/2 and the letter is computed as for the NIF, mod 23 (Ministerio del Interior,
 * "Cálculo del dígito de control del NIF/NIE"; Orden INT/2058/2008). Case-insensitive. Score 0.7.
 */
export function validateEsNie(value: string): boolean {
  const m = /^([XYZxyz])([0-9]{7})-?([A-Za-z])$/.exec(value);
  if (!m) return false;
  const n = Number(`${'XYZ'.indexOf(m[1]!.toUpperCase())}${m[2]}`);
  return ES_CONTROL_LETTERS[n % 23] === m[3]!.toUpperCase();
}

export const esNie: Detector = {
  id: 'es-nie',
  entity: 'ES_NIE',
  // `[XYZxyz][0-9]{7}`: a letter, then a run of seven digits, in a whole word of letters and digits: with the control
  // letter glued on (nine characters) or before a hyphen (eight).
  requires: { lettersThenDigits: { letters: 1, digits: 7 }, alnumWord: { lengths: [8, 9], digit: true, letter: true } },
  // The letter, right before the run of seven digits.
  patterns: [{ name: 'nie', regex: /(?<![0-9A-Za-z])[XYZxyz][0-9]{7}-?[A-Za-z](?![0-9A-Za-z])/g, score: 0.7, digitRunStart: 7, lettersBefore: 1 }],
  validate: validateEsNie,
  context: ['nie', 'extranjero', 'identidad de extranjero'],
};

/** esNie's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const esNieExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Mi NIE es X9613851N', values: ['X9613851N'] },
    { text: 'Y8063915-Z en mi NIE', values: ['Y8063915-Z'] },
    { text: 'z8078221m', values: ['z8078221m'] },
  ],
  negative: ['Y8063915Q', 'Y806391Q', '58063915Q', 'W8063915Q', 'x9613851q'],
});
