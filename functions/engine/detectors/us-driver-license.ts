import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList } from '../text-index';
import { allMatches } from './matches';

/**
 * US driver's licence numbers. Formats differ by state (1 letter + 7–14 digits in CA/FL/IL/…, 7–9 digits in
 * many others, dashed in some: AAMVA DL/ID Card Design Standard, Annex D, state formats), and most match
 * countless other identifiers, so the number is found only right after a licence label: `driver's license
 * (number|no|#) (is|:) VALUE`, `DL#: VALUE`. The label is the evidence (0.6). The value: 5–20 characters of
 * capitals, digits and inner hyphens, with at least one digit.
 */
const LABELLED =
  /(?<![A-Za-z])(?:driver'?s?'? ?licen[cs]e|driving licen[cs]e|DL|D\/L)(?: (?:number|no\.?|num|#))?(?: is|:|#|#:)? ?(?<=[ :#])((?=[A-Z0-9-]{0,19}[0-9])[A-Z0-9](?:[A-Z0-9-]{3,18})[A-Z0-9])(?![A-Za-z0-9-])/giu;

function* findLicenses(text: string): Generator<Candidate> {
  for (const m of allMatches(LABELLED, text)) {
    const value = m[1]!;
    if (/[a-z]/.test(value)) continue; // the `i` flag is for the label; licence numbers are upper case
    const end = m.index + m[0].length;
    yield { start: end - value.length, end, score: 0.6, pattern: 'labelled-us-driver-license' };
  }
}

/** Every label holds one of these (`/licen[cs]e|DL|D\/L/i`): the detector requires one. */
const LABEL_WORDS = keywordList(['licence', 'license', 'dl', 'd/l'], { caseInsensitive: true });

export const usDriverLicense: Detector = {
  id: 'us-driver-license',
  entity: 'US_DRIVER_LICENSE',
  requires: { minDigitRun: 1, keywords: LABEL_WORDS },
  patterns: [],
  find: findLicenses,
  context: [],
};

/** usDriverLicense's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const usDriverLicenseExamples = (): DetectorExamples => ({
  positive: [
    { text: "My driver's license number is U62928788557186", values: ['U62928788557186'] },
    { text: "my driver's license number is 2270-66-1551", values: ['2270-66-1551'] },
    { text: 'DL#: F1628235 (California)', values: ['F1628235'] },
    { text: 'Driver license: 6940579.', values: ['6940579'] },
  ],
  negative: ["driver's license is expired", 'My license is MIT', 'DL the file', 'H12234567'],
});
