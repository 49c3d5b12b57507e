import type { Detector, DetectorExamples } from './types';

/**
 * UK postcodes: outward code (area letters, district digit(s), optional letter) + inward code (digit and two
 * letters), e.g. `SW1A 1AA`, `M1 1AA`, `GIR 0AA`. Letter rules from the Royal Mail Programmers' Address File
 * guide and the Office for National Statistics postcode documentation: the first letter is never Q, V or X;
 * the second never I, J or Z; the inward letters never C, I, K, M, O or V. Postcodes alone identify around 15
 * addresses, but short codes like `M1 1AA` also look like part numbers: with a space 0.4, without 0.3 (upper
 * case only); a context word (postcode, address, …) lifts them over the 0.5 threshold, and so does a town right
 * before the spaced form, after a comma, `in` or `at` (`lives in Leeds LS6 2AB`: 0.6).
 */
export function validateUkPostcode(value: string): boolean {
  return (
    value === 'GIR 0AA' ||
    value === 'GIR0AA' ||
    /^[A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRVWXY]?) ?[0-9][ABD-HJLNP-UW-Z]{2}$/.test(value)
  );
}

export const ukPostcode: Detector = {
  id: 'uk-postcode',
  entity: 'UK_POSTCODE',
  // Every match holds a whole word of capitals and digits with a digit: the inward code (`1AA`, three characters)
  // of the spaced form, the whole code (`M11AA` to `SW1A1AA`, `GIR0AA`: five to seven) of the compact one.
  requires: { alnumWord: { lengths: [3, 5, 6, 7], digit: true, upperCase: true } },
  patterns: [
    { name: 'postcode-spaced', regex: /(?<![0-9A-Za-z])(?:GIR|[A-Z]{1,2}[0-9][0-9A-Z]?) [0-9][A-Z]{2}(?![0-9A-Za-z])/g, score: 0.4 },
    { name: 'postcode-compact', regex: /(?<![0-9A-Za-z])(?:GIR|[A-Z]{1,2}[0-9][0-9A-Z]?)[0-9][A-Z]{2}(?![0-9A-Za-z])/g, score: 0.3 },
    // Right after its town, as an address ends: `in Leeds LS6 2AB`, `…, Leeds, LS6 2AB` (the town after a comma, `in`
    // or `at`: not `Part Model M1 1AA`, `From SW1A 1AA`).
    { name: 'postcode-after-town', regex: /(?<=(?:, |(?<!\p{L})(?:in|at) )\p{Lu}\p{Ll}{2,20},? )(?:GIR|[A-Z]{1,2}[0-9][0-9A-Z]?) [0-9][A-Z]{2}(?![0-9A-Za-z])/gu, score: 0.6 },
  ],
  validate: validateUkPostcode,
  context: ['postcode', 'post code', 'address', 'london'],
};

/** ukPostcode's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ukPostcodeExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My address is SW1A 1AA in London', values: ['SW1A 1AA'] },
    { text: 'From SW1A 1AA to EC1A 1BB', values: ['SW1A 1AA', 'EC1A 1BB'] },
    { text: 'GIR 0AA', values: ['GIR 0AA'] },
    { text: 'postcode DN551PT', values: ['DN551PT'] },
    { text: 'she lives in Leeds LS6 2AB now', values: ['LS6 2AB'] },
  ],
  negative: ['QA1 1AA', 'VA1 1AA', 'XA1 1AA', 'M1 1CA', 'M1 1AI', '1A1 1AA', 'ABCM11AADEF'],
});
