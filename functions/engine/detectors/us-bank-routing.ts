import { abaRoutingValid, digitsOnly } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * US bank routing transit numbers (ABA RTN): 9 digits, optionally written `XXXX-XXXX-X`, the first two digits
 * a Federal Reserve routing symbol (00–12, 21–32, 61–72, 80 for traveller's cheques), and the 3-7-1 checksum
 * (`abaRoutingValid`; ABA "Routing Number Policy"). One in ten 9-digit numbers passes the checksum, so a bare
 * number scores 0.4 and needs a context word (routing, ABA, …); the dashed form scores 0.6.
 */
export function validateRouting(value: string): boolean {
  const digits = digitsOnly(value);
  if (!abaRoutingValid(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
}

/** The grouped form: runs of 4, 4 and 1 digits, one hyphen between each two. */
const GROUPED = digitRunShape([4, 4, 1], '-');
/** The bare form: a run of exactly nine digits (the patterns' lookarounds rule out a digit on either side). */
const BARE = digitRunShape([9], '');

export const usBankRouting: Detector = {
  id: 'us-bank-routing',
  entity: 'US_BANK_ROUTING',
  // 9 digits: a run of exactly nine (bare, whole field) or 4-4-1 with hyphens.
  requires: { digitShapes: [BARE, GROUPED] },
  patterns: [
    { name: 'aba-dashed', regex: /(?<![0-9A-Za-z-])[0-9]{4}-[0-9]{4}-[0-9](?![0-9A-Za-z]|-[0-9])/g, score: 0.6, digitRunStart: 9 },
    // The whole input is this one checksum-valid value (a form field, a CSV cell): nothing around it says
    // otherwise, so it is reported without a context word.
    { name: 'aba-whole-field', regex: /[0-9]{9}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{9})/g, score: 0.5, digitRunStart: 9 },
    { name: 'aba-bare', regex: /(?<![0-9A-Za-z.-])[0-9]{9}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.4, digitRunStart: 9 },
  ],
  validate: validateRouting,
  context: ['routing', 'aba', 'rtn', 'transit number', 'bank number', 'wire'],
};

/** usBankRouting's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usBankRoutingExamples = (): DetectorExamples => ({
  positive: [
    { text: 'routing number 121000358 for the wire', values: ['121000358'] },
    { text: '121042882', values: ['121042882'] },
    { text: 'ABA 3222-7162-7', values: ['3222-7162-7'] },
    { text: 'RTN: 0711-0130-7', values: ['0711-0130-7'] },
  ],
  negative: ['routing 421042111', '1234-0000-0', 'routing 121000359'],
});
