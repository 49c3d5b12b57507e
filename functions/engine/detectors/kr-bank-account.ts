import type { Candidate, Detector, DetectorExamples } from './types';
import { digitRunChain, type TextIndex } from '../text-index';
import { allDigitRunMatches, anchoredRegex } from './matches';

/**
 * Korean bank account numbers (계좌번호). Each bank has its own layout (e.g. 국민 6-2-6, 신한 3-3-6, 우리
 * 4-3-6, 하나 3-6-5, 농협 3-4-4-2; 금융결제원 bank codes), 10–14 digits in 3–4 hyphenated groups, and no
 * public check digit, so the number is reported only when a Korean banking word (계좌, 입금, 송금, 이체, a bank
 * name, …) appears within 24 characters before it. The context is the evidence: score 0.6.
 */
const ACCOUNT = anchoredRegex(/(?<![0-9-])[0-9]{2,6}-[0-9]{2,6}-[0-9]{2,6}(?:-[0-9]{1,3})?(?![0-9]|-[0-9])/g);
const BANK_WORDS =
  /계좌|입금|송금|이체|예금주|국민은행|신한|우리은행|하나은행|농협|기업은행|카카오뱅크|토스뱅크|케이뱅크|우체국|새마을금고|수협|은행/;

/** Fewest and most digits of an account number. */
const MIN_DIGITS = 10;
const MAX_DIGITS = 14;

// ACCOUNT starts at the first digit of a digit run (its lookbehind rules out a digit before it) and its digits are
// one digit group: it is tried at the starts of runs in groups of MIN_DIGITS or more only (a match with fewer
// digits is dropped below anyway, and cannot overlap another match). Into an array, not a generator: most Korean
// texts with a hyphenated number hold a phone number, not an account.
function findAccounts(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of allDigitRunMatches(ACCOUNT, text, f, MIN_DIGITS)) {
    const digits = m[0].replace(/-/g, '').length;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS) continue;
    if (/^01[016789]-/.test(m[0])) continue; // a mobile phone number (010-…), not an account
    if (!BANK_WORDS.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.6, pattern: 'kr-account-with-bank-word' });
  }
  return out;
}

/**
 * ACCOUNT's first three groups: whole runs of two to six digits (each ends at a hyphen or a non-digit), joined by
 * single hyphens. Korean prompts with a hyphenated number mostly hold a mobile number (010-1234-5678), a date
 * (1995-05-22) or a resident number (900101-1234567): of these only the mobile number is such a chain (the finder
 * drops it by its prefix).
 */
const THREE_GROUPS = digitRunChain(3, 2, 6, '-');

export const krBankAccount: Detector = {
  id: 'kr-bank-account',
  entity: 'KR_BANK_ACCOUNT',
  // An account holds 10–14 digits joined by hyphens (a digit group of ten or more) in THREE_GROUPS and more, and
  // follows a Korean bank word, looked for only before each account-shaped number (not in the whole text).
  requires: { hangul: true, minDigitGroup: MIN_DIGITS, digitRunChain: THREE_GROUPS },
  patterns: [],
  find: findAccounts,
  context: [],
};

/** krBankAccount's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const krBankAccountExamples = (): DetectorExamples => ({
  positive: [
    { text: '국민은행 계좌 123456-01-123456 으로 입금해 주세요', values: ['123456-01-123456'] },
    { text: '신한 110-123-456789 예금주 홍길동', values: ['110-123-456789'] },
    { text: '농협 송금: 301-1234-5678-11', values: ['301-1234-5678-11'] },
  ],
  negative: ['주문번호 123456-01-123456', '계좌 12-34-56', '전화 010-1234-5678', '계좌 문의 010-1234-5678', '은행 12-345'],
});
