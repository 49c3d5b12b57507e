import type { Detector, DetectorExamples } from './types';

/**
 * Indian Permanent Account Numbers (PAN): `AAAPL1234C` — three letters (series), a holder-type letter
 * (P person, C company, H HUF, F firm, A AOP, T trust, B BOI, L local authority, J artificial juridical
 * person, G government), the first letter of the surname or name, four digits and a check letter (Income Tax
 * Department, "Permanent Account Number" structure, incometaxindia.gov.in). The check letter's algorithm is
 * not published, so this is structural validation: upper case only, score 0.5 (boosted by `PAN` context).
 */
export const inPan: Detector = {
  id: 'in-pan',
  entity: 'IN_PAN',
  // `[A-Z]{5}[0-9]{4}[A-Z]`: five letters, a run of four digits, a letter; a whole word of ten capitals and digits.
  requires: {
    lettersThenDigits: { letters: 5, digits: 4 },
    digitsThenLetters: { digits: 4, letters: 1 },
    alnumWord: { lengths: [10], digit: true, upperCase: true },
  },
  patterns: [
    // Five letters right before the run of four digits.
    { name: 'pan', regex: /(?<![0-9A-Za-z])[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z](?![0-9A-Za-z])/g, score: 0.5, digitRunStart: 4, lettersBefore: 5 },
  ],
  validate: (value) => !/0000/.test(value),
  context: ['pan', 'permanent account', 'income tax', 'पैन'],
};

/** inPan's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const inPanExamples = (): DetectorExamples => ({
  positive: [
    { text: 'ABCPD1234Z', values: ['ABCPD1234Z'] },
    { text: 'My PAN number is ABBPM4567S with a lot of text', values: ['ABBPM4567S'] },
    { text: 'PAN: AAACB1234C (company)', values: ['AAACB1234C'] },
  ],
  negative: ['ABCD1234', 'A1111DFSFS', 'abcpd1234z', 'ABCXD1234Z', 'ABCPD0000Z'],
});
