import type { Detector, DetectorExamples } from './types';

/**
 * German pension insurance numbers (Rentenversicherungsnummer / Sozialversicherungsnummer, DE_SOCIAL_SECURITY):
 * 12 characters — area number (2 digits), birth date DDMMYY (day + 50 for supplementary numbers), the initial
 * of the birth name, a 2-digit serial and a check digit. Check per Deutsche Rentenversicherung (VKVV § 2 and
 * its Anlage): the letter becomes its 2-digit position (A=01), the 12 digits before the check digit are
 * weighted 2,1,2,5,7,1,2,1,2,1,2,1, each product's digit sum is added, the check digit is the sum mod 10.
 */
export function validateRvnr(value: string): boolean {
  const u = value.toUpperCase();
  const m = /^([0-9]{2})([0-9]{2})([0-9]{2})([0-9]{2})([A-Z])([0-9]{2})([0-9])$/.exec(u);
  if (!m) return false;
  const day = Number(m[2]);
  const month = Number(m[3]);
  if (!((day >= 1 && day <= 31) || (day >= 51 && day <= 81)) || month < 1 || month > 12) return false;
  const digits = `${m[1]}${m[2]}${m[3]}${m[4]}${String(m[5]!.charCodeAt(0) - 64).padStart(2, '0')}${m[6]}`;
  const weights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const p = Number(digits[i]) * weights[i]!;
    sum += Math.floor(p / 10) + (p % 10);
  }
  return sum % 10 === Number(m[7]);
}

export const deSocialSecurity: Detector = {
  id: 'de-social-security',
  entity: 'DE_SOCIAL_SECURITY',
  requires: { digitsThenLetters: { digits: 8, letters: 1 } },
  // The embedded birth date and letter make the shape specific; the check digit holds for 1 in 10.
  patterns: [{ name: 'rvnr', regex: /(?<![0-9A-Za-z])[0-9]{8}[A-Za-z][0-9]{3}(?![0-9A-Za-z])/g, score: 0.6 }],
  validate: validateRvnr,
  context: ['rvnr', 'rentenversicherungsnummer', 'sozialversicherungsnummer', 'versicherungsnummer', 'sv-nummer', 'social security'],
};

/** deSocialSecurity's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const deSocialSecurityExamples = (): DetectorExamples => ({
  positive: [
    { text: 'RVNR: 15070649C103 laut Sozialversicherungsausweis.', values: ['15070649C103'] },
    { text: '38551285K051', values: ['38551285K051'] },
    { text: 'SV-Nummer 65070803A019, Beitragsgruppe 1111', values: ['65070803A019'] },
  ],
  negative: ['15070649C100', '15070049C103', '15071349C103', '150706491103', '15070649C10', '15070649C1030'],
});
