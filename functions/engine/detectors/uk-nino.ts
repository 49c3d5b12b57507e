import { digitRunShape, type TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';
import { twoLettersBeforeRuns } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

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

const NINO = /(?<![0-9A-Za-z])[A-Za-z]{2} ?[0-9]{2}( ?)[0-9]{2}\1[0-9]{2} ?[A-Da-d](?![0-9A-Za-z])/y;

/**
 * Where NINO can start, read from the text's digit runs: its digits are one group of six or more, their first run
 * holds two digits (in pairs) or six (together), and the two letters stand right before it, or before a space
 * right before it.
 */
function ninoStarts(text: string, f: TextIndex): number[] {
  const { runLengths, runGroupDigits } = f.digitRuns;
  return twoLettersBeforeRuns(text, f, (k) => runGroupDigits[k]! >= 6 && (runLengths[k] === 2 || runLengths[k] === 6), ' ');
}

/** NINO tried (sticky) at `ninoStarts`. Into an array, not a generator: most texts that pass the gate hold none. */
function findNinos(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matchesAt(NINO, text, ninoStarts(text, f))) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.5, pattern: 'nino' });
  }
  return out;
}

export const ukNino: Detector = {
  id: 'uk-nino',
  entity: 'UK_NINO',
  // Six digits, in pairs joined by single spaces or together.
  requires: { digitShapes: [SIX, PAIRS] },
  patterns: [],
  find: findNinos,
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
