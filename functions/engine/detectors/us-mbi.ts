import type { Detector, DetectorExamples } from './types';

/**
 * US Medicare Beneficiary Identifiers (US_MBI): 11 characters in a fixed layout (CMS, "Understanding the
 * Medicare Beneficiary Identifier (MBI) Format", 2017): position 1 a digit 1–9; 2, 5, 8, 9 letters; 3 and 6 a
 * letter or digit; 4, 7, 10, 11 digits. Letters exclude S, L, O, I, B, Z. Often written 4-3-4 with dashes.
 * No check digit: dashed 0.5, bare 0.4 (a context word such as `MBI` or `Medicare` lifts it).
 */
const L = '[AC-HJKMNP-RT-Yac-hjkmnp-rt-y]';
const AN = '[AC-HJKMNP-RT-Yac-hjkmnp-rt-y0-9]';

export const usMbi: Detector = {
  id: 'us-mbi',
  entity: 'US_MBI',
  // Both forms begin with a run of one digit and a letter, in a whole word of letters and digits: the first group
  // of the dashed form (four characters), the bare form (eleven).
  requires: { digitsThenLetters: { digits: 1, letters: 1 }, alnumWord: { lengths: [4, 11], digit: true, letter: true } },
  // Both patterns start with a digit that starts a digit run (their lookbehinds rule out a digit before it).
  patterns: [
    { name: 'mbi-dashed', regex: new RegExp(`(?<![0-9A-Za-z-])[1-9]${L}${AN}[0-9]-${L}${AN}[0-9]-${L}{2}[0-9]{2}(?![0-9A-Za-z]|-[0-9A-Za-z])`, 'g'), score: 0.5, digitRunStart: 1 },
    { name: 'mbi-bare', regex: new RegExp(`(?<![0-9A-Za-z-])[1-9]${L}${AN}[0-9]${L}${AN}[0-9]${L}{2}[0-9]{2}(?![0-9A-Za-z])`, 'g'), score: 0.4, digitRunStart: 1 },
  ],
  context: ['mbi', 'medicare', 'beneficiary'],
};

/** usMbi's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usMbiExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Patient 1EG4-TE5-MK73 and 2AG9-XC4-NN22', values: ['1EG4-TE5-MK73', '2AG9-XC4-NN22'] },
    { text: 'The MBI is 4EF6GH8JK12 for this patient', values: ['4EF6GH8JK12'] },
    { text: '1eg4-te5-mk73', values: ['1eg4-te5-mk73'] },
  ],
  negative: ['1SG4-TE5-MK73', '1EG4-LE5-MK73', '1EG4-TE5-OK73', '1BG4-TE5-MK73', 'AEG4-TE5-MK73', '12G4-TE5-MK73', '1EG4TE5MK7', '1EG4TE5MK734'],
});
