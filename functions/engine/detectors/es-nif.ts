import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Spanish NIF/DNI: 8 digits (leading zeros may be dropped: 7 digits) and a control letter, optionally after a
 * hyphen; the letter is `TRWAGMYFPDXBNJZSQVHLCKE`[number mod 23] (Ministerio del Interior, "Cálculo del
 * dígito de control del NIF/NIE", dnielectronico.es; Real Decreto 1553/2005). Case-insensitive. Score 0.6.
 */
export const ES_CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function validateEsNif(value: string): boolean {
  const m = /^([0-9]{7,8})-?([A-Za-z])$/.exec(value);
  return m !== null && ES_CONTROL_LETTERS[Number(m[1]) % 23] === m[2]!.toUpperCase();
}

const RUN_OF_SEVEN = digitRunShape([7], '');
const RUN_OF_EIGHT = digitRunShape([8], '');

export const esNif: Detector = {
  id: 'es-nif',
  entity: 'ES_NIF',
  // Seven or eight digits before the letter: a run of exactly that many (no digit before it, the hyphen or the
  // letter after it); with the letter glued on, the whole number is a word of eight or nine letters and digits.
  requires: {
    digitShapes: [RUN_OF_SEVEN, RUN_OF_EIGHT],
    anyOf: [{ alnumWord: { lengths: [8, 9], digit: true, letter: true } }, { anyChar: '-' }],
  },
  patterns: [{ name: 'nif', regex: /(?<![0-9A-Za-z-])[0-9]{7,8}-?[A-Za-z](?![0-9A-Za-z])/g, score: 0.6, digitRunStart: 7 }],
  validate: validateEsNif,
  context: ['nif', 'dni', 'documento nacional', 'identificación fiscal'],
};

/** esNif's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const esNifExamples = (): DetectorExamples => ({
  positive: [
    { text: '55555555-K', values: ['55555555-K'] },
    { text: 'Mi DNI es 12345678z.', values: ['12345678z'] },
    { text: '1111111G', values: ['1111111G'] },
  ],
  negative: ['401-023-2138', '12345678a', '12345678-A', 'X12345678Z9'],
});
