import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList } from '../text-index';
import { allMatches } from './matches';

/**
 * US passport numbers: 9 digits (books issued before 2021) or a letter and 8 digits (Next Generation Passport,
 * since 2021) (US Department of State, "Next Generation Passport", travel.state.gov). There is no check digit
 * in the number itself, so a match scores 0.1 and is reported only next to a passport context word.
 */
const NUMBER = /(?<![0-9A-Za-z.-])[A-Z]?[0-9]{9}(?![0-9A-Za-z]|[.-][0-9])|(?<![0-9A-Za-z])[A-Z][0-9]{8}(?![0-9A-Za-z])/g;
const CONTEXT = /passport|travel document/i;
/** CONTEXT as a keyword list: the detector requires one of its words. */
const CONTEXT_WORDS = keywordList(['passport', 'travel document'], { caseInsensitive: true });

function* findPassports(text: string): Generator<Candidate> {
  for (const m of allMatches(NUMBER, text)) {
    const v = m[0];
    if (/^[A-Z][0-9]{9}$/.test(v)) continue; // a letter and 9 digits is neither format
    // Without a passport word within 48 characters before, the number is left to other detectors.
    const before = text.slice(Math.max(0, m.index - 48), m.index);
    if (!CONTEXT.test(before)) continue;
    yield { start: m.index, end: m.index + v.length, score: 0.15, pattern: /^[A-Z]/.test(v) ? 'us-passport-next-gen' : 'us-passport-9-digits' };
  }
}

export const usPassport: Detector = {
  id: 'us-passport',
  entity: 'US_PASSPORT',
  requires: { minDigitRun: 1, keywords: CONTEXT_WORDS },
  patterns: [],
  find: findPassports,
  context: ['passport', 'travel document', 'us passport', 'passport no'],
};

/** usPassport's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usPassportExamples = (): DetectorExamples => ({
  positive: [
    { text: 'my travel passport is A12803456', values: ['A12803456'] },
    { text: 'US passport number: 912803456', values: ['912803456'] },
    { text: 'passport Z12803456 expires 2030', values: ['Z12803456'] },
  ],
  negative: ['A12803456', 'passport A1280345', 'passport 91280345678', 'order 912803456'],
});
