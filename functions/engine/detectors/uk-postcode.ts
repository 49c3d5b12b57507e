import type { TextIndex } from '../text-index';
import type { Detector, DetectorExamples } from './types';
import { isAsciiDigit, isAsciiUpper } from '../text/ascii';

/**
 * UK postcodes: outward code (area letters, district digit(s), optional letter) + inward code (digit and two
 * letters), e.g. `SW1A 1AA`, `M1 1AA`, `GIR 0AA`. Letter rules from the Royal Mail Programmers' Address File
 * guide and the Office for National Statistics postcode documentation: the first letter is never Q, V or X;
 * the second never I, J or Z; the inward letters never C, I, K, M, O or V. Postcodes alone identify around 15
 * addresses, but short codes like `M1 1AA` also look like part numbers: with a space 0.4, without 0.3 (upper
 * case only); a context word (postcode, address, …) lifts them over the 0.5 threshold.
 */
export function validateUkPostcode(value: string): boolean {
  return (
    value === 'GIR 0AA' ||
    value === 'GIR0AA' ||
    /^[A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRVWXY]?) ?[0-9][ABD-HJLNP-UW-Z]{2}$/.test(value)
  );
}

const isAsciiAlnum = (c: number): boolean => isAsciiDigit(c) || isAsciiUpper(c) || (c >= 0x61 && c <= 0x7a);

/**
 * Some digit run ends in an inward code: its last digit, two capitals, then no letter or digit (`1AA` of `SW1A 1AA`
 * or `M11AA`), as every match of both patterns does. Read at the digit runs, instead of a regex scan of the whole
 * text.
 */
function hasInwardCode(text: string, f: TextIndex): boolean {
  const starts = f.digitRunStarts(1);
  const n = text.length;
  for (let k = 0; k < starts.length; k++) {
    let end = starts[k]! + 1;
    while (end < n && isAsciiDigit(text.charCodeAt(end))) end++;
    if (end + 1 >= n || !isAsciiUpper(text.charCodeAt(end)) || !isAsciiUpper(text.charCodeAt(end + 1))) continue;
    if (end + 2 === n || !isAsciiAlnum(text.charCodeAt(end + 2))) return true;
  }
  return false;
}

export const ukPostcode: Detector = {
  id: 'uk-postcode',
  entity: 'UK_POSTCODE',
  requires: { minDigitRunBeforeLetter: 1 },
  prefilter: (index) => hasInwardCode(index.text, index),
  patterns: [
    { name: 'postcode-spaced', regex: /(?<![0-9A-Za-z])(?:GIR|[A-Z]{1,2}[0-9][0-9A-Z]?) [0-9][A-Z]{2}(?![0-9A-Za-z])/g, score: 0.4 },
    { name: 'postcode-compact', regex: /(?<![0-9A-Za-z])(?:GIR|[A-Z]{1,2}[0-9][0-9A-Z]?)[0-9][A-Z]{2}(?![0-9A-Za-z])/g, score: 0.3 },
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
  ],
  negative: ['QA1 1AA', 'VA1 1AA', 'XA1 1AA', 'M1 1CA', 'M1 1AI', '1A1 1AA', 'ABCM11AADEF'],
});
