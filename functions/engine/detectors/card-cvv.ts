import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList, type TextIndex } from '../text-index';
import { allMatchesAtWords, anchoredRegex } from './matches';

/**
 * Card security codes (CARD_CVV: CVV2, CVC2, CID — 3 digits, 4 for American Express) right after their label.
 * Three digits alone mean nothing, so the label is required (PCI DSS v4.0, "sensitive authentication data",
 * requirement 3.3: never stored after authorisation). Score 0.8.
 */
const LABELLED = anchoredRegex(
  /(?<![A-Za-z])(?:cvv2?|cvc2?|cid|csc|security code|card verification(?: code| value)?|보안코드)\s{0,2}(?:is|[:=#])?\s{0,2}([0-9]{3,4})(?![0-9])/giu,
);

/** The lower-case words every match starts with: the label is looked for only where one occurs. */
const START_WORDS = /cvv|cvc|cid|csc|security code|card verification|보안코드/g;

function* findCvv(text: string, f: TextIndex): Generator<Candidate> {
  for (const m of allMatchesAtWords(LABELLED, text, f, START_WORDS)) {
    const value = m[1]!;
    const end = m.index + m[0].length;
    yield { start: end - value.length, end, score: 0.8, pattern: 'labelled-cvv' };
  }
}

/** The label words every match starts with: the detector requires one. */
const LABEL_WORDS = keywordList(['cvv', 'cvc', 'cid', 'csc', 'security code', 'verification', '보안코드'], { caseInsensitive: true });

export const cardCvv: Detector = {
  id: 'card-cvv',
  entity: 'CARD_CVV',
  // The code is a run of three or four digits.
  requires: { minDigitRun: 3, keywords: LABEL_WORDS },
  patterns: [],
  find: findCvv,
  context: [],
};

/** cardCvv's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const cardCvvExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Expiry: 05/2028 CVV 123', values: ['123'] },
    { text: 'security code is 4821 (Amex)', values: ['4821'] },
    { text: 'CVC: 987, thanks', values: ['987'] },
  ],
  negative: ['CVV 12', 'the CVV field', 'security code 123456', 'cvv12345'],
});
