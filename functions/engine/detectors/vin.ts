import { vinCheckDigitValid } from '../checksums';
import type { TextIndex } from '../text-index';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Vehicle identification numbers (VIN): 17 characters from digits and capitals without I, O, Q (ISO 3779).
 * A VIN whose 9th-position check digit holds (`vinCheckDigitValid`; 49 CFR 565.15) scores 0.7; North American
 * VINs always carry it. Others (European VINs need not) score 0.4 and are reported with context (vin,
 * vehicle, chassis). Must contain a letter and a digit so 17-digit numbers and words stay out.
 */
// Tried sticky, only at the first character of a run of exactly 17 VIN characters (`vinRunsWithDigit`).
const VIN_RUN = /(?<![0-9A-Za-z])[A-HJ-NPR-Z0-9]{17}(?![0-9A-Za-z])/y;

/** A character VIN_RUN's runs are made of: a digit or a capital other than I, O, Q. */
const isVinChar = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a && c !== 0x49 && c !== 0x4f && c !== 0x51);

/** The first character of the run of VIN characters through `at`. */
function vinRunStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && isVinChar(text.charCodeAt(start - 1))) start--;
  return start;
}

/** The end of the run of VIN characters through `at` (a VIN character). */
function vinRunEnd(text: string, at: number): number {
  let end = at + 1;
  while (end < text.length && isVinChar(text.charCodeAt(end))) end++;
  return end;
}

/**
 * The first character of each run of exactly 17 VIN characters that holds a digit, in text order; at most `limit`.
 * Every VIN_RUN match the finder reports is such a run (17 VIN characters, no letter or digit on either side, a
 * digit in it): the run around each digit-run start is read once. Most texts' digits stand in words or numbers
 * much shorter than 17, so this replaces a scan of the whole text for the rare capitals and digits.
 */
function vinRunStarts(text: string, f: TextIndex, limit = Infinity): number[] {
  const out: number[] = [];
  const starts = f.digitRunStarts(1);
  let next = 0;
  for (let k = 0; k < starts.length && out.length < limit; k++) {
    const at = starts[k]!;
    if (at < next) continue;
    const end = vinRunEnd(text, at);
    next = end;
    const start = vinRunStart(text, at);
    if (end - start === 17) out.push(start);
  }
  return out;
}

/** Every VIN_RUN match that holds a digit, in text order: the pattern tried (sticky) at each `vinRunStarts`. */
function vinRunsWithDigit(text: string, f: TextIndex): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  for (const start of vinRunStarts(text, f)) {
    VIN_RUN.lastIndex = start;
    const m = VIN_RUN.exec(text);
    if (m !== null) out.push(m);
  }
  return out;
}

export const vin: Detector = {
  id: 'vin',
  entity: 'VIN',
  // A run of 17 VIN characters around a digit run: what the finder reads, at the text's few digit runs.
  prefilter: (index) => vinRunStarts(index.text, index, 1).length > 0,
  patterns: [],
  find: (text, f) => {
    const out: Candidate[] = [];
    for (const m of vinRunsWithDigit(text, f)) {
      const v = m[0];
      // Each holds a digit (vinRunsWithDigit): a letter too, so 17-digit numbers stay out.
      if (!/[A-Z]/.test(v)) continue;
      const ok = vinCheckDigitValid(v);
      out.push({ start: m.index, end: m.index + v.length, score: ok ? 0.7 : 0.4, pattern: ok ? 'vin-check-digit' : 'vin-structure' });
    }
    return out;
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
