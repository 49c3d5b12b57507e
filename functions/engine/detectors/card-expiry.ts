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
const VALUE = String.raw`(?:0[1-9]|1[0-2])\s?[/-]\s?(?:20)?[0-9]{2}(?![0-9])`;

/**
 * The value, with its label looked for behind it: tried (sticky) only at the months `monthStarts` lists, not
 * scanned for from each label word, which needed the lower-cased text (~2 µs per 1,000 characters, made for this
 * detector alone) and a search of it. The same values, in the same order, as a global scan of
 * `${LABEL}(${VALUE})`: a label (with the spaces and `:` after it) holds no digit, so it leads to one value start
 * at most, the first digit after it; the value read from there does not depend on which label precedes it; and
 * labels further on lead to values further on.
 */
const LABELLED = new RegExp(`(?<=${LABEL})${VALUE}`, 'iuy');

/** The lower-case words every label starts with. */
const LABEL_STARTS = ['exp', 'valid', 'good thru', '유효기간'];

/** Into an array, not a generator: the finder runs on every text with a month and a label word (`expected`). */
function findExpiry(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of matchesAt(LABELLED, text, monthStarts(text, f))) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.7, pattern: 'labelled-expiry' });
  }
  return out;
}

const WHITE_SPACE = /^\s$/u;

/**
 * The character at `at` (in range) is white space (`\s`): tested in code for ASCII (tab to carriage return, the
 * space), by the regex only otherwise. Most characters after a two-digit number are ASCII (`12 minutes`,
 * `4111 1111`, `10.24`), where a regex test of a one-character string cost more than the rest of the prefilter.
 */
function isWhiteSpaceAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return c < 0x80 ? c === 0x20 || (c >= 0x09 && c <= 0x0d) : WHITE_SPACE.test(text.charAt(at));
}

/**
 * The digit run starting at `at` is a two-digit month (`0x`/`1x`) followed by `/` or `-`, or by one white-space
 * character and `/` or `-`: where every value of LABELLED starts (after the label, so at a digit-run start). Few
 * texts have one (a date `1985-11-18` does).
 */
function isMonthBeforeSeparatorAt(text: string, at: number): boolean {
  // In range only (an out-of-range `charCodeAt` makes V8 drop the optimised loop): a month, a separator.
  if (at + 2 >= text.length) return false;
  const c = text.charCodeAt(at);
  if (c !== 0x30 && c !== 0x31) return false;
  const d = text.charCodeAt(at + 1);
  if (d < 0x30 || d > 0x39) return false;
  let sep = text.charCodeAt(at + 2);
  if (sep !== 0x2f && sep !== 0x2d && at + 3 < text.length && isWhiteSpaceAt(text, at + 2)) sep = text.charCodeAt(at + 3);
  return sep === 0x2f || sep === 0x2d;
}

/** Some digit run is a month before a separator (`isMonthBeforeSeparatorAt`): it rules out most texts. */
function hasMonthBeforeSeparator(text: string, f: TextIndex): boolean {
  const starts = f.digitRunStarts(1);
  for (let k = 0; k < starts.length; k++) if (isMonthBeforeSeparatorAt(text, starts[k]!)) return true;
  return false;
}

/** The digit runs that are a month before a separator (`isMonthBeforeSeparatorAt`), in text order. */
function monthStarts(text: string, f: TextIndex): number[] {
  const starts = f.digitRunStarts(1);
  const out: number[] = [];
  for (let k = 0; k < starts.length; k++) if (isMonthBeforeSeparatorAt(text, starts[k]!)) out.push(starts[k]!);
  return out;
}

/** LABEL_STARTS as a keyword list: a text with none holds no label, and its months are not tried. */
const LABEL_WORDS = keywordList(LABEL_STARTS, { caseInsensitive: true });

export const cardExpiry: Detector = {
  id: 'card-expiry',
  entity: 'CARD_EXPIRY',
  requires: { keywords: LABEL_WORDS },
  prefilter: (index) => hasMonthBeforeSeparator(index.text, index),
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
