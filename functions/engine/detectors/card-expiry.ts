import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList, type TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';

/**
 * Payment card expiry dates (CARD_EXPIRY): `MM/YY`, `MM/YYYY` or `MM-YY` right after an expiry label (`exp`,
 * `expiry`, `expires`, `valid thru`, `유효기간`). A bare `05/27` is as often a date or a fraction, so the label
 * is required (PCI DSS v4.0 lists the expiration date among cardholder data, requirement 3 glossary).
 * Month 01–12. Score 0.7.
 */
const LABEL =
  String.raw`(?<![A-Za-z])(?:exp(?:iry|iration|ires|\.)?(?: date)?|valid (?:thru|through|until)|good thru|유효기간)` +
  String.raw`\s{0,2}[:=]?\s{0,2}`;

const MONTH = '(?:0[1-9]|1[0-2])';

/**
 * The value, with its label looked for behind it, tried (sticky) at the digit runs of exactly two digits: every
 * value's month is one (a label, with the spaces and `:` after it, holds no digit and ends before the month; white
 * space or the separator follows it). The lookbehind stands after the month, so the label is looked for only behind
 * a month (not behind every number), and reads the month's two digits again: the same matches as the lookbehind
 * before the month would find.
 */
const LABELLED = new RegExp(`${MONTH}(?<=${LABEL}[01][0-9])\\s?[/-]\\s?(?:20)?[0-9]{2}(?![0-9])`, 'iuy');

/** The lower-case words every label starts with. */
const LABEL_STARTS = ['exp', 'valid', 'good thru', '유효기간'];

/** Into an array, not a generator: the finder runs on every text with a label word (`expected`) and a `/` or `-`. */
function findExpiry(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matchesAt(LABELLED, text, runsOfTwo(f))) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.7, pattern: 'labelled-expiry' });
  }
  return out;
}

/** The first digit of every run of exactly two digits, in text order. */
function runsOfTwo(f: TextIndex): number[] {
  const { runStarts, byLength } = f.digitRuns;
  return (byLength[2] ?? []).map((k) => runStarts[k]!);
}

/** LABEL_STARTS as a keyword list: a text with none holds no label. */
const LABEL_WORDS = keywordList(LABEL_STARTS, { caseInsensitive: true });

export const cardExpiry: Detector = {
  id: 'card-expiry',
  entity: 'CARD_EXPIRY',
  // A label word, a month's two digits and a `/` or `-`.
  requires: { keywords: LABEL_WORDS, minDigitRun: 2, anyChar: '/-' },
  patterns: [],
  find: findExpiry,
  context: [],
};

/** cardExpiry's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const cardExpiryExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Visa 4111 1111 1111 1111, exp 12/27.', values: ['12/27'] },
    { text: 'Expiry: 05/2028 CVV 123', values: ['05/2028'] },
    { text: '유효기간 09/26 입니다', values: ['09/26'] },
  ],
  negative: ['exp 13/27', 'the ratio is 12/27', 'expected 12/27 people', 'expires in 3 days'],
});
