import { luhnValid } from '../checksums';
import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Swedish organisation numbers (organisationsnummer, SE_ORGANISATIONSNUMMER): 10 digits `NNNNNN-NNNN`, the
 * first digit the legal-form group (1, 2, 3, 5–9), the third digit ≥ 2 (so no month: it never reads as a
 * personnummer) and a Luhn check digit (Skatteverket, SKV 709 "Organisationsnummer"). Dashed 0.6; bare 10 digits
 * are also phone numbers: 0.4, or 0.5 when they are the whole input.
 */
export function validateOrgnr(value: string): boolean {
  const m = /^([0-9]{6})-?([0-9]{4})$/.exec(value);
  if (!m) return false;
  const d = `${m[1]}${m[2]}`;
  return /^[1235-9]/.test(d) && Number(d[2]) >= 2 && luhnValid(d);
}

/** The dashed form: runs of 6 and 4 digits, a hyphen between. */
const DASHED = digitRunShape([6, 4], '-');
/** The bare form: a run of exactly ten digits (the patterns' lookarounds rule out a digit on either side). */
const BARE = digitRunShape([10], '');

export const seOrganisationsnummer: Detector = {
  id: 'se-organisationsnummer',
  entity: 'SE_ORGANISATIONSNUMMER',
  // 10 digits: a run of exactly ten or 6-4 with a hyphen.
  requires: { digitShapes: [BARE, DASHED] },
  patterns: [
    { name: 'orgnr-dashed', regex: /(?<![0-9.+-])[0-9]{6}-[0-9]{4}(?![0-9]|[.-][0-9])/g, score: 0.6, digitRunStart: 10 },
    { name: 'orgnr-whole-field', regex: /[0-9]{10}(?=\s{0,8}$)(?<=^\s{0,8}[0-9]{10})/g, score: 0.5, digitRunStart: 10 },
    { name: 'orgnr-bare', regex: /(?<![0-9.+-])[0-9]{10}(?![0-9]|[.-][0-9])/g, score: 0.4, digitRunStart: 10 },
  ],
  validate: validateOrgnr,
  context: ['organisationsnummer', 'orgnr', 'org.nr', 'orgnummer', 'company identity', 'company number'],
};

/** seOrganisationsnummer's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const seOrganisationsnummerExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Our company identity code is: 212000-0142. Thank you.', values: ['212000-0142'] },
    { text: '5567037485', values: ['5567037485'] },
    { text: '556703-7485 är vårt orgnummer.', values: ['556703-7485'] },
  ],
  negative: ['19000309-3393', '55670x-7485', '556703-7486', '551203-7485'],
});
