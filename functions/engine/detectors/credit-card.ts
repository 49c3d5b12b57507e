import { digitsOnly, luhnValid } from '../checksums';
import { keywordList } from '../text-index';
import { allMatches } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Payment card numbers (PAN): 12–19 digits, contiguous or grouped, with a known issuer identification number
 * (IIN) prefix and a valid Luhn check digit. Groups are joined by one kind of separator throughout: a space, a
 * dash, a dot, a tab, two spaces or a line break (as numbers are copied from receipts, forms and spreadsheets).
 *
 * IIN ranges and lengths follow the networks' published ranges as collected in the "Payment card number"
 * IIN table (en.wikipedia.org/wiki/Payment_card_number), Mastercard's 2-series announcement (2221–2720, live
 * since 2017) and ISO/IEC 7812-1 (PAN length 8–19, Luhn check digit, Annex B). Only the major networks are
 * listed; a number outside every range is dropped even when its Luhn digit is right, because 1 in 10 random
 * numbers passes Luhn and long order/tracking numbers are common in prompts.
 */
interface CardNetwork {
  readonly name: string;
  readonly prefix: RegExp;
  readonly lengths: readonly number[];
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

const NETWORKS: readonly CardNetwork[] = [
  // Visa: IIN 4, 13, 16 or 19 digits (Visa Electron 4026/417500/4508/4844/4913/4917 is a subset).
  { name: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
  // Mastercard: 51–55 and the 2-series 2221–2720, 16 digits.
  { name: 'mastercard', prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
  // American Express: 34, 37, 15 digits.
  { name: 'amex', prefix: /^3[47]/, lengths: [15] },
  // Discover: 6011, 644–649, 65, and the UnionPay co-branded 622126–622925; 16–19 digits.
  { name: 'discover', prefix: /^(?:6011|64[4-9]|65)/, lengths: range(16, 19) },
  // JCB: 3528–3589, 16–19 digits.
  { name: 'jcb', prefix: /^35(?:2[89]|[3-8]\d)/, lengths: range(16, 19) },
  // Diners Club International: 36, 38, 39, 300–305 and 3095; 14–19 digits.
  { name: 'diners', prefix: /^3(?:0[0-5]|095|6|[89])/, lengths: range(14, 19) },
  // UnionPay: 62 (includes 622126–622925 shared with Discover), 16–19 digits.
  { name: 'unionpay', prefix: /^62/, lengths: range(16, 19) },
  // Maestro (Mastercard's debit brand): 5018, 5020, 5038, 5893, 6304, 6759, 6761–6763; 12–19 digits.
  { name: 'maestro', prefix: /^(?:5018|5020|5038|5893|6304|6759|676[1-3])/, lengths: range(12, 19) },
  // UATP (airline travel cards): 1, 15 digits. JCB's older 15-digit ranges 1800 and 2131 fall under the same
  // rule for 1800; 2131 is listed on its own.
  { name: 'uatp', prefix: /^1/, lengths: [15] },
  { name: 'jcb-15', prefix: /^(?:2131|1800)/, lengths: [15] },
  // Dankort (Denmark's national debit scheme, also covered by Presidio): 5019, 16 digits.
  { name: 'dankort', prefix: /^5019/, lengths: [16] },
];

/**
 * The network a bare PAN belongs to, if its prefix and length match one we know. The length is compared first:
 * it rules out most networks without a regex test.
 */
export function cardNetwork(digits: string): string | undefined {
  for (const n of NETWORKS) if (n.lengths.includes(digits.length) && n.prefix.test(digits)) return n.name;
  return undefined;
}

/**
 * Groupings printed on cards and receipts: 4-4-4-4 (and a shorter or longer tail: 4-4-4-1, 4-4-4-4-3 for
 * 19 digits), Amex 4-6-5 and Diners 4-6-4; and the same digits read out in pairs or threes (groups of two or
 * three, the last of one to four). Anything else with separators is more likely a phone number, a date run or an
 * account number.
 */
function groupingLooksLikeACard(groups: readonly number[]): boolean {
  if (groups.length === 1) return true;
  if (groups.length === 3 && groups[0] === 4 && groups[1] === 6 && (groups[2] === 5 || groups[2] === 4)) return true;
  const size = groups[0]!;
  if (size < 2 || size > 4) return false;
  const last = groups[groups.length - 1]!;
  for (let k = 1; k < groups.length - 1; k++) if (groups[k] !== size) return false;
  return last >= 1 && last <= 4;
}

/**
 * The lengths of the digit groups of `value` (digits, each optionally preceded by one separator as the pattern
 * reads them), or undefined when the separators between the groups are not all the same.
 */
function groupLengths(value: string): number[] | undefined {
  const lengths: number[] = [];
  let separator: string | undefined;
  let i = 0;
  while (i < value.length) {
    const start = i;
    while (i < value.length && value.charCodeAt(i) >= 0x30 && value.charCodeAt(i) <= 0x39) i++;
    lengths.push(i - start);
    if (i === value.length) break;
    const sepStart = i;
    while (i < value.length && (value.charCodeAt(i) < 0x30 || value.charCodeAt(i) > 0x39)) i++;
    const sep = value.slice(sepStart, i);
    if (separator === undefined) separator = sep;
    else if (sep !== separator) return undefined;
  }
  return lengths;
}

export function validateCreditCard(value: string): boolean {
  const groups = groupLengths(value);
  if (groups === undefined || !groupingLooksLikeACard(groups)) return false; // one separator, a card's grouping
  const digits = digitsOnly(value);
  // Luhn first: it rejects nine in ten other numbers (an IBAN's digits) in one loop, before the networks' regexes.
  return luhnValid(digits) && cardNetwork(digits) !== undefined;
}

export const creditCard: Detector = {
  id: 'credit-card',
  entity: 'CREDIT_CARD',
  // A card number has 12–19 digits (12 only for Maestro) with at most two separator characters between two
  // digits, and a run of two.
  requires: { minDigitRun: 2, minDigitGroup: 12 },
  patterns: [
    {
      name: 'pan',
      // 12–19 digits (12 only for Maestro), each optionally preceded by a separator (space, tab, dash, dot, two
      // spaces, a line break); not glued to letters or further digits. Every repetition consumes a digit, so
      // backtracking is bounded by the 19-digit cap.
      regex: /(?<![0-9A-Za-z])[0-9](?:(?:[ \t.-]| {2}|\r?\n)?[0-9]){11,18}(?![0-9A-Za-z])/g,
      // Luhn passes for 1 in 10 random numbers even with a known IIN: high, but context still helps.
      score: 0.8,
      digitRunStart: 12,
    },
  ],
  validate: validateCreditCard,
  context: [
    'credit card',
    'debit card',
    'card number',
    'card no',
    'visa',
    'mastercard',
    'amex',
    'american express',
    'discover',
    'jcb',
    'diners',
    'unionpay',
    'maestro',
    'cvv',
    '신용카드',
    '체크카드',
    '카드번호',
    '카드 번호',
  ],
};

/** creditCard's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const creditCardExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Please charge my Visa 4111 1111 1111 1111, exp 12/27.', values: ['4111 1111 1111 1111'] },
    { text: 'Amex on file: 3782-822463-10005 (corporate).', values: ['3782-822463-10005'] },
    { text: '카드번호 5555-5555-5555-4444 로 결제해 주세요', values: ['5555-5555-5555-4444'] },
    { text: 'New Mastercard 2223003122003222 replaced the old one', values: ['2223003122003222'] },
    {
      text: 'JCB 3530111333300000 and Discover 6011000990139424 both declined',
      values: ['3530111333300000', '6011000990139424'],
    },
    { text: 'diners=30569309025904;unionpay=6200000000000005', values: ['30569309025904', '6200000000000005'] },
    { text: '4012888888881881 4012-8888-8888-1881', values: ['4012888888881881', '4012-8888-8888-1881'] },
    { text: 'UATP 122000000000003 and Maestro 630427373398', values: ['122000000000003', '630427373398'] },
    // A 12-digit Maestro alone: the shortest card number, so the requirements' digit-group bound is tested by it.
    { text: 'Maestro 675901234566 on file', values: ['675901234566'] },
    { text: 'old JCB 213176828496175', values: ['213176828496175'] },
    { text: 'card 4111.1111.1111.1111 exp 12/27', values: ['4111.1111.1111.1111'] },
    { text: 'card:\t4111\t1111\t1111\t1111\tok', values: ['4111\t1111\t1111\t1111'] },
    { text: 'number 4111  1111  1111  1111 thanks', values: ['4111  1111  1111  1111'] },
    { text: 'card number:\n4111\n1111\n1111\n1111\nexp 12/27', values: ['4111\n1111\n1111\n1111'] },
    { text: 'read out: 41 11 11 11 11 11 11 11 and 411 111 111 111 1111', values: ['41 11 11 11 11 11 11 11', '411 111 111 111 1111'] },
  ],
  negative: [
    'Please charge my Visa 4111 1111 1111 1112', // Luhn-invalid
    'Order number 4000123412341235 has shipped', // 16 digits, Visa-like prefix, fails Luhn
    'Invoice 1234567812345670 paid', // passes Luhn but no 16-digit card network starts with 1
    'ref 123456789012 filed', // 12 digits that are not a Maestro prefix
    'card 4111-1111 1111-1111', // mixed separators
    'tracking 9400 1000 0000 0000 0000 00',
    '41111111111111111111', // 20 digits
    'call +1 650 253 0000 today',
    'card4111111111111111', // glued to a word
    'card 4111.1111 1111.1111', // mixed separators
    'card 4111  1111 1111 1111', // two spaces, then one
    'ids 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1', // single digits are not a card grouping
    'card 41 111 11 111 11 111 1', // uneven groups
    'version 4.1.11.1111.1111.1111', // uneven groups
  ],
});

/**
 * A Luhn-valid run of 12–19 digits right after the word `card` or `cc` (`card number 3598899323053410`,
 * `my card 584528792610`, `cc 3509413199654323`) whose prefix no listed network uses: the label says what the
 * number is (a private-label, regional or newer scheme — RuPay, Mir, Troy, Verve, store cards — the table above
 * does not list). Contiguous digits only; numbers of a listed network are `creditCard`'s.
 */
const LABELLED_PAN = /(?<![A-Za-z])(?:card|cc)(?: ?(?:number|num|no\.?|#))?:? (?:is )?([0-9]{12,19})(?![0-9A-Za-z]|[.,][0-9])/giy;

/**
 * The label words, each searched in the text itself (ASCII case-insensitive, no `u`: only ASCII letters match), not
 * in its lower case, whose indices shift after a character that lower-cases to two (`İ`).
 */
const LABEL_WORDS = [/card/gi, /cc/gi];
/** The label words as a keyword list, for the detector's requirements. */
const LABEL_KEYWORDS = keywordList(['card', 'cc'], { caseInsensitive: true });

function* findLabelledCards(text: string): Generator<Candidate> {
  for (const word of LABEL_WORDS) {
    for (const w of allMatches(word, text)) {
      LABELLED_PAN.lastIndex = w.index;
      const m = LABELLED_PAN.exec(text);
      if (m === null) continue;
      const digits = m[1]!;
      if (cardNetwork(digits) !== undefined || !luhnValid(digits)) continue;
      const start = m.index + m[0].length - digits.length;
      yield { start, end: start + digits.length, score: 0.6, pattern: 'labelled-pan' };
    }
  }
}

export const creditCardLabelled: Detector = {
  id: 'credit-card-labelled',
  entity: 'CREDIT_CARD',
  requires: { minDigitRun: 12, keywords: LABEL_KEYWORDS },
  patterns: [],
  find: findLabelledCards,
  context: [],
};

/** creditCardLabelled's examples, run by the conformance suite. */
export const creditCardLabelledExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My card number 3598899323053410 is lost', values: ['3598899323053410'] },
    { text: 'What is the limit for card 584528792610?', values: ['584528792610'] },
    { text: 'the last billed amount for cc 3509413199654323 on my e-mail', values: ['3509413199654323'] },
    // After a character whose lower case is two characters long.
    { text: 'İzmir CARD 3598899323053410', values: ['3598899323053410'] },
  ],
  negative: [
    'card 4111111111111111', // a listed network: creditCard reports it
    'card number 3598899323053411', // Luhn fails
    'order 3598899323053410 shipped', // no label
    'card 35988993230534100', // 20 digits
    'postcard 1234567812345670',
  ],
});
