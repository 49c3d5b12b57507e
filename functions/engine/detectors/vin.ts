import { vinCheckDigitValid } from '../checksums';
import { allMatches } from './features';
import type { Detector, DetectorExamples } from './types';

/**
 * Vehicle identification numbers (VIN): 17 characters from digits and capitals without I, O, Q (ISO 3779).
 * A VIN whose 9th-position check digit holds (`vinCheckDigitValid`; 49 CFR 565.15) scores 0.7; North American
 * VINs always carry it. Others (European VINs need not) score 0.4 and are reported with context (vin,
 * vehicle, chassis). Must contain a letter and a digit so 17-digit numbers and words stay out.
 */
// The "not after a letter or digit" check follows the first character (`.` in the lookbehind steps back over it),
// not before it, where it ran at every position of the text: V8 skips to the rare capitals and digits instead.
// Same matches.
const VIN_RUN = /[A-HJ-NPR-Z0-9](?<![0-9A-Za-z].)[A-HJ-NPR-Z0-9]{16}(?![0-9A-Za-z])/g;

export const vin: Detector = {
  id: 'vin',
  entity: 'VIN',
  // A run of 17 capitals and digits (the finder's own scan rules out I, O and Q: a second scan for them cost as much).
  prefilter: (_text, f) => f.hasUpperDigitRun(17),
  patterns: [],
  find: function* (text) {
    for (const m of allMatches(VIN_RUN, text)) {
      const v = m[0];
      if (!/[A-Z]/.test(v) || !/[0-9]/.test(v)) continue;
      const ok = vinCheckDigitValid(v);
      yield { start: m.index, end: m.index + v.length, score: ok ? 0.7 : 0.4, pattern: ok ? 'vin-check-digit' : 'vin-structure' };
    }
  },
  context: ['vin', 'vehicle identification', 'chassis', 'vehicle', 'car'],
};

/** vin's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const vinExamples = (): DetectorExamples => ({
  positive: [
    { text: 'VIN 1HGCM82633A004352 on the title', values: ['1HGCM82633A004352'] },
    { text: '11111111111111111 and 1M8GDM9AXKP042788', values: ['1M8GDM9AXKP042788'] },
    { text: 'vehicle WVWZZZ1JZXW000001 imported', values: ['WVWZZZ1JZXW000001'] },
  ],
  negative: ['1HGCM82633A00435', 'ABCDEFGHJKLMNPRST', '12345678901234567', '1HGCM82633A0043521'],
});
