import type { TextFeatures } from './features';
import type { Detector, DetectorExamples } from './types';

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

const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/** The length of the digit run at `at`, counted up to `max` + 1. */
function runLength(text: string, at: number, max: number): number {
  const n = text.length;
  let end = at;
  while (end < n && end - at <= max && isDigit(text.charCodeAt(end))) end++;
  return end - at;
}

/**
 * The pattern's digits from the run start `at`: three pairs joined by single spaces (`AB 12 34 56 C`) or six
 * digits (`AB123456C`), as the pattern reads them (`( ?)` the same between all three pairs, then no digit). An IBAN
 * (`DE89 3704 0044 …`) has two letters before a pair too, but a group of four after it.
 */
function isNinoDigits(text: string, at: number): boolean {
  const first = runLength(text, at, 6);
  if (first === 6) return true;
  if (first !== 2) return false;
  for (let pair = at + 3; pair <= at + 6; pair += 3) {
    if (pair >= text.length || text.charCodeAt(pair - 1) !== 0x20 || runLength(text, pair, 2) !== 2) return false;
  }
  return true;
}

/**
 * Two letters, then a space or not, right before a digit run that the pattern can start with (`isNinoDigits`),
 * in a group of six digits or more: every match of the pattern holds one (its first digit starts a run, after the
 * letters or their space, and its six digits are joined by single spaces). Read at those run starts, which in
 * prose are mostly phone numbers' and dates' (`(512) 690-7244`, `on 2024-06-05`), instead of the pattern's scan
 * of the whole text.
 */
function hasLettersBeforeDigits(text: string, f: TextFeatures): boolean {
  const starts = f.digitRunStarts(6);
  for (let k = 0; k < starts.length; k++) {
    const run = starts[k]!;
    const at = run >= 1 && text.charCodeAt(run - 1) === 0x20 ? run - 1 : run;
    if (at < 2 || !isAsciiLetter(text.charCodeAt(at - 1)) || !isAsciiLetter(text.charCodeAt(at - 2))) continue;
    if (isNinoDigits(text, run)) return true;
  }
  return false;
}

export const ukNino: Detector = {
  id: 'uk-nino',
  entity: 'UK_NINO',
  // Six digits, in pairs or together, after two letters.
  prefilter: (text, f) => f.maxDigitRun >= 2 && f.maxDigitGroup >= 6 && hasLettersBeforeDigits(text, f),
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
