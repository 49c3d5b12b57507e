import type { Candidate, Detector, DetectorExamples } from './types';
import { digitRunShape } from '../text-index';
import { type TextIndex } from '../text-index';
import { allDigitRunMatches, anchoredRegex } from './matches';

/**
 * US Social Security numbers, `AAA-GG-SSSS` (area, group, serial).
 *
 * Rules, from the Social Security Administration:
 * - area 000, 666 and 900–999 are never issued; group 00 and serial 0000 are never issued
 *   (SSA, "Social Security Number Randomization", ssa.gov/employer/randomization.html; 9xx areas are ITINs);
 * - 078-05-1120 (the Woolworth wallet card, SSA history "Misused SSNs") and 219-09-9999 (printed in an SSA
 *   pamphlet) were widely misused and are invalid; 987-65-4320…4329 are reserved for advertising (already
 *   excluded by the 9xx rule);
 * - 123-45-6789: decided INVALID, although its area, group and serial are all issuable. It is the stock
 *   placeholder of forms, tutorials and sample data, and Presidio rejects it too; reporting it would flag
 *   templates, not people. The cost — missing the one real holder, if the number was ever issued — is
 *   accepted.
 * - numbers made of one repeated digit (111-11-1111, …) are placeholders; Presidio rejects them as well.
 *
 * Formats: dashes (score 0.5), spaces or dots (0.4) — the separators must be the same twice. Nine bare
 * digits are reported only when a context word (ssn, social security, …) precedes them: without context a
 * 9-digit run is far more often an order, routing or phone fragment.
 */

const KNOWN_INVALID = new Set(['078051120', '219099999', '123456789']);

/** Structural validity of the 9 digits (separators already removed). */
export function ssnDigitsValid(digits: string): boolean {
  if (!/^[0-9]{9}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666' || area[0] === '9') return false;
  if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return false;
  if (KNOWN_INVALID.has(digits)) return false;
  if (/^(\d)\1{8}$/.test(digits)) return false;
  return true;
}

export function validateSsn(value: string): boolean {
  // `AAA?GG?SSSS` with the same separator twice, or no separator at all.
  const m = /^([0-9]{3})([ .-]?)([0-9]{2})([ .-]?)([0-9]{4})$/.exec(value);
  if (!m || m[2] !== m[4]) return false;
  return ssnDigitsValid(`${m[1]}${m[3]}${m[5]}`);
}

const CONTEXT = [
  'ssn',
  'social security',
  'social sec',
  'ss#',
  'ss #',
  'ss no',
  'taxpayer id',
  '사회보장번호',
] as const;

/** How far before a bare 9-digit run a context word must appear (in UTF-16 code units). */
const BARE_CONTEXT_WINDOW = 32;
const BARE = anchoredRegex(/(?<![0-9A-Za-z.-])[0-9]{9}(?![0-9A-Za-z]|[.-][0-9])/g);

/** True when one of `words` occurs in `lowerText` as a whole word (`ssn` must not match inside `lessn`). */
function hasContextWord(lowerText: string, words: readonly string[]): boolean {
  for (const word of words) {
    for (let i = lowerText.indexOf(word); i !== -1; i = lowerText.indexOf(word, i + 1)) {
      const before = lowerText.charCodeAt(i - 1);
      const after = lowerText.charCodeAt(i + word.length);
      const isLetter = (c: number): boolean => c >= 97 && c <= 122;
      if (!isLetter(before) && !isLetter(after)) return true;
    }
  }
  return false;
}

/**
 * BARE's matches with a context word shortly before. BARE is a run of nine digits with no digit before it: it
 * starts a digit run of nine or more, so the text needs such a run (most prompts' longest is a phone number's
 * four) and is searched at those runs' starts only. Into an array, not a generator: nearly every text has none.
 */
function findBareWithContext(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  if (f.maxDigitRun < 9) return out;
  for (const m of allDigitRunMatches(BARE, text, f, 9)) {
    const before = text.slice(Math.max(0, m.index - BARE_CONTEXT_WINDOW), m.index).toLowerCase();
    if (!hasContextWord(before, CONTEXT)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.3, pattern: 'ssn-bare-with-context' });
  }
  return out;
}

/** The grouped form: runs of 3, 2 and 4 digits, one hyphen, space or dot between each two. */
const GROUPED = digitRunShape([3, 2, 4], '- .');
/** The bare form (the finder's): a run of exactly nine digits. */
const BARE_RUN = digitRunShape([9], '');

export const usSsn: Detector = {
  id: 'us-ssn',
  entity: 'US_SSN',
  // 9 digits: a run of exactly nine (bare) or 3-2-4 with dashes, spaces or dots.
  requires: { digitShapes: [BARE_RUN, GROUPED] },
  patterns: [
    {
      name: 'ssn-dashed',
      regex: /(?<![0-9A-Za-z.-])[0-9]{3}-[0-9]{2}-[0-9]{4}(?![0-9A-Za-z]|[.-][0-9])/g,
      score: 0.5,
      digitRunStart: 9,
    },
    {
      name: 'ssn-spaced-or-dotted',
      regex: /(?<![0-9A-Za-z.-])(?<![0-9][ .])[0-9]{3}([ .])[0-9]{2}\1[0-9]{4}(?![0-9A-Za-z]|[.-][0-9]|\1[0-9])/g,
      // Consistent single separators in the SSA's 3-2-4 grouping: as specific as the dashed form.
      score: 0.5,
      digitRunStart: 9,
    },
  ],
  find: findBareWithContext,
  validate: validateSsn,
  context: [...CONTEXT],
};

/** usSsn's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usSsnExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My SSN is 536-90-4399, please update the file.', values: ['536-90-4399'] },
    { text: 'Social security number: 078-05-1123', values: ['078-05-1123'] },
    { text: 'abc 078 05 1123 abc', values: ['078 05 1123'] },
    { text: 'ssn 078.05.1123.', values: ['078.05.1123'] },
    { text: 'SSN: 536904399 (no dashes)', values: ['536904399'] },
    { text: 'spouse 212-12-1212, child 536-90-4400', values: ['212-12-1212', '536-90-4400'] },
  ],
  negative: [
    '078-05-1120', // Woolworth wallet card number
    '219-09-9999', // SSA pamphlet number
    '123-45-6789', // placeholder
    '000-12-3456', // area 000
    '666-12-3456', // area 666
    '912-34-5678', // area 9xx (ITIN range)
    '536-00-4399', // group 00
    '536-90-0000', // serial 0000
    '693-09.4444', // inconsistent separators
    '078-051121 07805-1121', // wrong grouping
    'order 536904399 shipped', // bare digits without context
    'call 650-253-0000', // phone shape (3-3-4)
    'version 1.536-90-4399', // part of a longer token
    '111-11-1111', // repeated digit
  ],
});
