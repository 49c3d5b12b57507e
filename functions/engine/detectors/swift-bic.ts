import { isValidBIC } from 'ibantools';
import { allMatches } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

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

export const swiftBic: Detector = {
  id: 'swift-bic',
  entity: 'SWIFT_BIC',
  // Every match is a whole word of 8 or 11 capitals and digits (BIC's lookarounds).
  requires: { alnumWord: { lengths: [8, 11], upperCase: true } },
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
