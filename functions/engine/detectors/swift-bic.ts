import { isValidBIC } from 'ibantools';
import { type TextIndex } from '../text-index';
import { allMatches } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';
import { isAsciiDigit, isAsciiLower, isAsciiUpper } from '../text/ascii';

/**
 * SWIFT/BIC business identifier codes (ISO 9362): 4-letter institution code, 2-letter ISO 3166-1 country
 * code (ibantools' `isValidBIC` checks the structure and the country against its ISO 3166 table), 2-character location code and an optional
 * 3-character branch code. Eight capital letters are an ordinary upper-case word just as often, so a BIC
 * scores 0.4 and is reported only with a context word (swift, bic, bank code) that lifts it.
 */
const BIC = /(?<![0-9A-Za-z])[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![0-9A-Za-z])/g;

function* findBic(text: string): Generator<Candidate> {
  for (const m of allMatches(BIC, text)) {
    if (!isValidBIC(m[0])) continue;
    yield { start: m.index, end: m.index + m[0].length, score: 0.4, pattern: m[0].length === 8 ? 'bic-8' : 'bic-11' };
  }
}

const isUpperOrDigit = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);

/**
 * BIC has a match: a maximal run of capitals and digits, 8 or 11 long, whose first six are capitals, with no
 * lower-case letter on either side (the pattern's lookarounds and its `(?:…{3})?` make each match such a run).
 * Its first capital has no ASCII letter or digit before it, so it is one of the text's word capitals
 * (`TextIndex.wordStarts`, which the prose detectors ask for too: a capital not after a letter) without a digit
 * before it, or, outside ASCII, one of the ASCII capitals after a letter of another script that the same search
 * set aside (`asciiCapitalsAfterLetter`). A Korean or Russian text is read at its few capitals, not at one
 * character in eight of the whole text.
 */
function hasBic(text: string, f: TextIndex): boolean {
  return hasBicAt(text, f.wordStarts.capitals) || (f.hasNonAscii && hasBicAt(text, f.asciiCapitalsAfterLetter));
}

function hasBicAt(text: string, capitals: readonly number[]): boolean {
  const n = text.length;
  for (let k = 0; k < capitals.length; k++) {
    const start = capitals[k]!;
    if (start > 0 && isAsciiDigit(text.charCodeAt(start - 1))) continue;
    let end = start + 1;
    while (end < n && isUpperOrDigit(text.charCodeAt(end))) end++;
    if (isBicRun(text, start, end)) return true;
  }
  return false;
}

/** The maximal run `[start, end)` of capitals and digits is one BIC matches whole. */
function isBicRun(text: string, start: number, end: number): boolean {
  if (end - start !== 8 && end - start !== 11) return false;
  if (start > 0 && isAsciiLower(text.charCodeAt(start - 1))) return false;
  if (end < text.length && isAsciiLower(text.charCodeAt(end))) return false;
  for (let i = start; i < start + 6; i++) if (!isAsciiUpper(text.charCodeAt(i))) return false;
  return true;
}

export const swiftBic: Detector = {
  id: 'swift-bic',
  entity: 'SWIFT_BIC',
  prefilter: (index) => hasBic(index.text, index),
  patterns: [],
  find: findBic,
  context: ['swift', 'bic', 'bank identifier', 'bank code', 'wire'],
};

/** swiftBic's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const swiftBicExamples = (): DetectorExamples => ({
  positive: [
    { text: 'SWIFT: DEUTDEFF500', values: ['DEUTDEFF500'] },
    { text: 'BIC code NWBKGB2L please', values: ['NWBKGB2L'] },
    { text: 'swift code is KOEXKRSE', values: ['KOEXKRSE'] },
  ],
  negative: ['swift DEUTXXFF', 'SWIFT: DEUTDEFF5', 'bic deutdeff', 'hello'],
});
