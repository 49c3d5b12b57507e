import { isValidDate, krRrnCheckDigitValid } from '../checksums';
import { digitRunShape, type TextIndex } from '../text-index';
import { allDigitRunMatches, anchoredRegex } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Korean foreigner registration numbers (외국인등록번호), `YYMMDD-GNNNNNN` like the RRN but with the 7th digit
 * 5–8 (5/6 born in the 1900s, 7/8 in the 2000s; 출입국관리법 시행규칙; ko.wikipedia.org/wiki/외국인등록번호).
 * The birth date must exist. The check digit is the RRN's (`krRrnCheckDigitValid`); as for post-2020 RRNs
 * it is not guaranteed, so like Presidio's KrFrnRecognizer a failed check keeps the number at 0.5 and a
 * valid one scores 1.
 */
const FRN = anchoredRegex(/(?<![0-9])(?<![0-9]-)[0-9]{6}-?[5-8][0-9]{6}(?![0-9])(?!-[0-9])/g);

export function validateKrFrn(value: string): boolean {
  if (!/^[0-9]{6}-?[5-8][0-9]{6}$/.test(value)) return false;
  const digits = value.replace('-', '');
  const g = digits.charAt(6);
  const century = g === '5' || g === '6' ? 1900 : 2000;
  return isValidDate(century + Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4, 6)));
}

/**
 * FRN's matches, scored by checksum. FRN has no digit before it and thirteen digits joined by at most a hyphen:
 * it starts a digit run in a group of thirteen or more, where it is tried (sticky) instead of a scan of the
 * whole text. Into an array, not a generator: most texts have none.
 */
function findFrn(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of allDigitRunMatches(FRN, text, f, 13)) {
    if (!validateKrFrn(m[0])) continue;
    const ok = krRrnCheckDigitValid(m[0].replace('-', ''));
    out.push({ start: m.index, end: m.index + m[0].length, score: ok ? 1 : 0.5, pattern: ok ? 'frn-checksum-valid' : 'frn-unchecked' });
  }
  return out;
}

/** The written form: runs of 6 and 7 digits, a hyphen between; the bare form: a run of exactly thirteen. */
const DASHED = digitRunShape([6, 7], '-');
const BARE = digitRunShape([13], '');

export const krFrn: Detector = {
  id: 'kr-frn',
  entity: 'KR_FRN',
  // 13 digits, 6-7 with a hyphen or a run of exactly thirteen.
  requires: { digitShapes: [BARE, DASHED] },
  patterns: [],
  find: findFrn,
  validate: validateKrFrn,
  findValidates: true,
  context: ['외국인등록번호', '외국인번호', '외국인', 'frn', 'alien registration', 'foreigner registration'],
};

/** krFrn's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const krFrnExamples = (): DetectorExamples => ({
  positive: [
    { text: '911124-5678906', values: ['911124-5678906'] },
    { text: 'His FRN is 9111245678906', values: ['9111245678906'] },
    { text: '외국인등록번호 050912-6000012', values: ['050912-6000012'] },
    { text: 'His Korean FRN is 911124-5678901', values: ['911124-5678901'] },
  ],
  negative: ['001332-1234567', '960121+1021413', '960111-10214131', '760413-1212134', '051102-9234110', '911331-5678906'],
});
