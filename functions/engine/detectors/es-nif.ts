import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';
import { isAsciiAlnum, isAsciiLetter } from '../text/ascii';

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

/**
 * What the pattern needs around a run of `length` digits: no letter or hyphen before it, a letter after it (or a
 * hyphen and a letter), then no letter or digit. Most seven- and eight-digit runs of prose are amounts and phone
 * numbers, followed by a space or punctuation.
 */
const nifAround =
  (length: number) =>
  (text: string, at: number): boolean => {
    const before = at > 0 ? text.charCodeAt(at - 1) : 0;
    if (isAsciiLetter(before) || before === 0x2d) return false;
    let letter = at + length;
    if (text.charCodeAt(letter) === 0x2d) letter++;
    return isAsciiLetter(text.charCodeAt(letter)) && !isAsciiAlnum(text.charCodeAt(letter + 1));
  };
const SEVEN_AROUND = nifAround(7);
const EIGHT_AROUND = nifAround(8);

export const esNif: Detector = {
  id: 'es-nif',
  entity: 'ES_NIF',
  // Seven or eight digits before the letter: a run of exactly that many (the hyphen or letter ends it), with what
  // the pattern needs around it.
  prefilter: (index) => index.hasDigitRunShape(RUN_OF_SEVEN, SEVEN_AROUND) || index.hasDigitRunShape(RUN_OF_EIGHT, EIGHT_AROUND),
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
