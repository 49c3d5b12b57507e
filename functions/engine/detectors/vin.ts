import { vinCheckDigitValid } from '../checksums';
import { allMatches } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Vehicle identification numbers (VIN): 17 characters from digits and capitals without I, O, Q (ISO 3779).
 * A VIN whose 9th-position check digit holds (`vinCheckDigitValid`; 49 CFR 565.15) scores 0.7; North American
 * VINs always carry it. Others (European VINs need not) score 0.4 and are reported with context (vin,
 * vehicle, chassis). Must contain a letter and a digit so 17-digit numbers and words stay out.
 */
const VIN_RUN = /(?<![0-9A-Za-z])[A-HJ-NPR-Z0-9]{17}(?![0-9A-Za-z])/g;

/** Into an array, not a generator: most texts that pass the gate hold no VIN. */
function findVins(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of allMatches(VIN_RUN, text)) {
    const v = m[0];
    // A letter and a digit, so 17-digit numbers and words stay out.
    if (!/[A-Z]/.test(v) || !/[0-9]/.test(v)) continue;
    const ok = vinCheckDigitValid(v);
    out.push({ start: m.index, end: m.index + v.length, score: ok ? 0.7 : 0.4, pattern: ok ? 'vin-check-digit' : 'vin-structure' });
  }
  return out;
}

export const vin: Detector = {
  id: 'vin',
  entity: 'VIN',
  // Every VIN the finder reports is a whole word of 17 capitals and digits holding a digit (VIN_RUN's lookarounds).
  requires: { alnumWord: { lengths: [17], digit: true, upperCase: true } },
  patterns: [],
  find: findVins,
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
