import { digitRunShape } from '../text-index';
import type { TextIndex } from '../text-index';
import type { Detector, DetectorExamples } from './types';
import { isAsciiLetter } from '../text/ascii';

/**
 * UK National Insurance numbers: two prefix letters, six digits, suffix A–D; `AB 12 34 56 C` or `AB123456C`
 * (HMRC National Insurance Manual NIM39110). Prefix rules: first letter not D, F, I, Q, U, V; second not
 * D, F, I, O, Q, U, V; the prefixes BG, GB, KN, NK, NT, TN and ZZ are never allocated. Case-insensitive.
 * Score 0.5; a context word (national insurance, NINO, NI number) raises it.
 */
const BANNED = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

export function validateNino(value: string): boolean {
  const v = value.toUpperCase().replace(/ /g, '');
  if (!/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$/.test(v)) return false;
  return !BANNED.has(v.slice(0, 2));
}

/** The pattern's digits: six together (`AB123456C`) or three pairs joined by single spaces (`AB 12 34 56 C`). */
const SIX = digitRunShape([6], '');
const PAIRS = digitRunShape([2, 2, 2], ' ');

/** Two ASCII letters, then a space or not, right before the digit run at `run`. */
function lettersBefore(text: string, run: number): boolean {
  const at = run >= 1 && text.charCodeAt(run - 1) === 0x20 ? run - 1 : run;
  return at >= 2 && isAsciiLetter(text.charCodeAt(at - 1)) && isAsciiLetter(text.charCodeAt(at - 2));
}

/**
 * Two letters, then a space or not, right before six digits, together or in pairs: every match of the pattern
 * holds them (its first digit starts a run, after the letters or their space, and `( ?)` is the same between all
 * three pairs, then no digit). Asked of the text's digit runs (an IBAN's `DE89 3704 …` has two letters before a
 * pair too, but a group of four after it) instead of the pattern's scan of the whole text.
 */
const hasLettersBeforeDigits = (text: string, f: TextIndex): boolean =>
  f.hasDigitRunShape(SIX, lettersBefore) || f.hasDigitRunShape(PAIRS, lettersBefore);

export const ukNino: Detector = {
  id: 'uk-nino',
  entity: 'UK_NINO',
  // Six digits, in pairs or together, after two letters.
  prefilter: (index) => hasLettersBeforeDigits(index.text, index),
  patterns: [
    {
      name: 'nino',
      regex: /(?<![0-9A-Za-z])[A-Za-z]{2} ?[0-9]{2}( ?)[0-9]{2}\1[0-9]{2} ?[A-Da-d](?![0-9A-Za-z])/g,
      score: 0.5,
    },
  ],
  validate: validateNino,
  context: ['national insurance', 'nino', 'ni number', 'ni no'],
};

/** ukNino's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ukNinoExamples = (): DetectorExamples => ({
  positive: [
    { text: 'AA 12 34 56 B', values: ['AA 12 34 56 B'] },
    { text: 'hh 01 02 03 d', values: ['hh 01 02 03 d'] },
    { text: 'nino: PR 123612C', values: ['PR 123612C'] },
    { text: 'tw987654a', values: ['tw987654a'] },
  ],
  negative: ['AA 12 34 56 H', 'AB 12 34 56 1', 'FQ 00 00 00 C', 'BG123612A', 'nino: nt 99 88 77 a'],
});
