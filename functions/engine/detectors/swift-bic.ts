import { isValidBIC } from 'ibantools';
import { allMatches, type TextFeatures } from './features';
import type { Candidate, Detector, DetectorExamples } from './types';
import { isAsciiDigit, isAsciiLower, isAsciiUpper } from './word-hash';

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
 * Read as `hasUpperDigitRun` reads: a character outside the class ends every run through it, so the next
 * character read is 8 further on, and every run of 8 or more holds one of those read; a run met is read once,
 * whole, and tested. About one character in eight of prose, instead of that scan and a regex scan of the text.
 */
function hasBicShape(text: string): boolean {
  const n = text.length;
  for (let i = 7; i < n; ) {
    if (!isUpperOrDigit(text.charCodeAt(i))) {
      i += 8;
      continue;
    }
    let start = i;
    while (start > 0 && isUpperOrDigit(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    while (end < n && isUpperOrDigit(text.charCodeAt(end))) end++;
    if (isBicRun(text, start, end)) return true;
    i = end + 8;
  }
  return false;
}

/**
 * `hasBicShape`, read at the text's word capitals (`TextFeatures.wordStarts`, which the prose detectors ask for
 * too) when the text is all ASCII: a BIC's first capital has no letter or digit before it, so it is one of them
 * (a capital not after a letter) without a digit before it. Outside ASCII a letter of another script before a BIC
 * keeps its capital off that list: the whole text is read then.
 */
function hasBic(text: string, f: TextFeatures): boolean {
  if (f.hasNonAscii) return hasBicShape(text);
  const capitals = f.wordStarts.capitals;
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
  prefilter: hasBic,
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
