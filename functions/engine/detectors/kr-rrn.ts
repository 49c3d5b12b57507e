import { isValidDate, krRrnCheckDigitValid } from '../checksums';
import { digitRunShape } from '../text-index';
import { type TextIndex } from '../text-index';
import { allDigitRunMatches, anchoredRegex } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Korean resident registration numbers (주민등록번호), `YYMMDD-GNNNNNN`, with or without the hyphen.
 *
 * - The 7th digit G gives sex and century (주민등록법 시행규칙; ko.wikipedia.org/wiki/주민등록번호):
 *   1/2 → 1900s, 3/4 → 2000s, 9/0 → 1800s. 5–8 mark foreigner registration numbers (외국인등록번호), a
 *   different entity (KR_FRN), so they are rejected here.
 * - The birth date must exist (leap years included). The engine has no clock, so a future date in the 2000s
 *   cannot be told from a real one and is accepted.
 * - Check digit: weights 2,3,4,5,6,7,8,9,2,3,4,5, check = (11 − sum mod 11) mod 10 (`krRrnCheckDigitValid`).
 *   Numbers issued since October 2020 no longer encode the region and do not carry a valid check digit
 *   (행정안전부, 주민등록번호 부여체계 개편, 2020-10-05), so a failed check digit cannot drop the number. We do
 *   what Presidio's KrRrnRecognizer (and its test vectors) do: keep it at a lower score (0.5) and give a
 *   checksum-valid number the top score. Numbers with G = 9/0 belong to people born before 1900, all issued
 *   long before 2020, so for them the check digit IS required.
 */

const RRN = anchoredRegex(/(?<![0-9])(?<![0-9]-)[0-9]{6}-?[0-9]{7}(?![0-9])(?!-[0-9])/g);

export const KR_RRN_SCORE_CHECKSUM_VALID = 1;
export const KR_RRN_SCORE_CHECKSUM_INVALID = 0.5;

/** Century of birth from the 7th digit, or undefined for foreigner (5–8) digits. */
function centuryOf(g: string): number | undefined {
  switch (g) {
    case '1':
    case '2':
      return 1900;
    case '3':
    case '4':
      return 2000;
    case '9':
    case '0':
      return 1800;
    default:
      return undefined;
  }
}

/** Date, sex/century digit and (where required) check digit. Accepts `YYMMDD-GNNNNNN` or 13 digits. */
export function validateKrRrn(value: string): boolean {
  return /^[0-9]{6}-?[0-9]{7}$/.test(value) && rrnDigitsValid(value.replace('-', ''));
}

/** `validateKrRrn` of the thirteen digits (ASCII) of a value of its shape, the hyphen removed. */
function rrnDigitsValid(digits: string): boolean {
  const century = centuryOf(digits.charAt(6));
  if (century === undefined) return false;
  const year = century + Number(digits.slice(0, 2));
  if (!isValidDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))) return false;
  // Numbers were first issued in 1968: a holder born in the 1800s was born in 1870 or later.
  if (century === 1800) return year >= 1870 && krRrnCheckDigitValid(digits);
  return true;
}

/**
 * RRN's matches, scored by checksum. RRN has no digit before it and thirteen digits joined by at most a hyphen:
 * it starts a digit run in a group of thirteen or more, where it is tried (sticky) instead of a scan of the
 * whole text. Into an array, not a generator: most texts have none.
 */
function findRrn(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of allDigitRunMatches(RRN, text, f, 13)) {
    const value = m[0];
    // RRN's match has validateKrRrn's shape: its digits are checked directly.
    const digits = value.replace('-', '');
    if (!rrnDigitsValid(digits)) continue;
    const checksumOk = krRrnCheckDigitValid(digits);
    out.push({
      start: m.index,
      end: m.index + value.length,
      score: checksumOk ? KR_RRN_SCORE_CHECKSUM_VALID : KR_RRN_SCORE_CHECKSUM_INVALID,
      pattern: checksumOk ? 'rrn-checksum-valid' : 'rrn-post-2020-or-unchecked',
    });
  }
  return out;
}

/** The written form: runs of 6 and 7 digits, a hyphen between; the bare form: a run of exactly thirteen. */
const DASHED = digitRunShape([6, 7], '-');
const BARE = digitRunShape([13], '');

export const krRrn: Detector = {
  id: 'kr-rrn',
  entity: 'KR_RRN',
  // 13 digits, 6-7 with a hyphen or a run of exactly thirteen.
  requires: { digitShapes: [BARE, DASHED] },
  // The finder scores by checksum, which a fixed-score pattern cannot express.
  patterns: [],
  find: findRrn,
  validate: validateKrRrn,
  findValidates: true,
  context: ['주민등록번호', '주민번호', '주민', 'rrn', 'resident registration', 'resident number'],
};

/** krRrn's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const krRrnExamples = (): DetectorExamples => ({
  positive: [
    { text: 'His RRN is 9601211021413', values: ['9601211021413'] },
    { text: '주민등록번호: 960121-1021413 입니다', values: ['960121-1021413'] },
    { text: '주민번호 050912-2000019로 조회해 주세요.', values: ['050912-2000019'] },
    // Check digit fails: kept (post-2020 numbers carry none) at the lower score.
    { text: 'His Korean RRN is 960121-1234567', values: ['960121-1234567'] },
    { text: '0005053637892', values: ['0005053637892'] },
    { text: '배우자 960121-1021413, 자녀 050912-2000019', values: ['960121-1021413', '050912-2000019'] },
  ],
  negative: [
    '001332-1234567', // month 13
    '960230-1021413', // 30 February
    '960121+1021413', // wrong separator
    '960111-10214131', // 8 digits after the hyphen
    '760413-5212134', // foreigner registration number (G = 5)
    '000402-6214431', // foreigner registration number (G = 6)
    '960303-0021413', // born 1896 but the check digit fails
    '1960121-1021413', // part of a longer number
    'order 12345678901234',
  ],
});
