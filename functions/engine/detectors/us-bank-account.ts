import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList } from '../text-index';
import { allMatches } from './matches';

/**
 * US bank account numbers. They have no national format or check digit (each bank numbers its own accounts,
 * 6–17 digits; NACHA Operating Rules only bound the DFI account number field at 17 characters), so a number is
 * reported only right after an account label: `account number: 123456789`, `acct # 000123456789`,
 * `checking account 4455667788`. The label is the evidence: 0.6.
 */
const LABELLED =
  /(?<![A-Za-z])(?:(?:bank |checking |savings |deposit )?account(?: number| no\.?| num| #)?|acct\.?(?: no\.?| #)?)(?: is)?\s{0,2}[:#]?\s{0,2}([0-9]{6,17})(?![0-9A-Za-z]|[.-][0-9])/giu;

function* findAccounts(text: string): Generator<Candidate> {
  for (const m of allMatches(LABELLED, text)) {
    const value = m[1]!;
    if (/^(\d)\1+$/.test(value)) continue; // 000000, 999999: placeholders
    const end = m.index + m[0].length;
    yield { start: end - value.length, end, score: 0.6, pattern: 'labelled-account-number' };
  }
}

/** The label words every match follows: the detector requires one. */
const LABEL_WORDS = keywordList(['account', 'acct'], { caseInsensitive: true });

export const usBankAccount: Detector = {
  id: 'us-bank-account',
  entity: 'US_BANK_ACCOUNT',
  // The number is a whole run of 6–17 digits; few prompts have one, many the word `account`.
  requires: { minDigitRun: 6, keywords: LABEL_WORDS },
  patterns: [],
  find: findAccounts,
  context: [],
};

/** usBankAccount's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usBankAccountExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My checking account number is 4455667788.', values: ['4455667788'] },
    { text: 'acct # 000123456789 at Chase', values: ['000123456789'] },
    { text: 'Account: 12345678 (savings)', values: ['12345678'] },
  ],
  negative: ['account 12345', 'account number 000000000', 'my account was closed in 2019', 'account 123456789012345678'],
});
