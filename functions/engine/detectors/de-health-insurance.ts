import type { Detector, DetectorExamples } from './types';

/**
 * German health insurance numbers (Krankenversichertennummer, KVNR; DE_HEALTH_INSURANCE): the unchangeable
 * part printed on the eGK card, a letter and 9 digits, the last a check digit. Check per GKV-Spitzenverband,
 * "Richtlinien … Krankenversichertennummer" (§ 290 SGB V), Anlage 1: the letter becomes its 2-digit position
 * (A=01 … Z=26), then the 10 digits are weighted 1,2,1,2,…, products' digits summed, sum modulo 10.
 */
export function validateKvnr(value: string): boolean {
  const u = value.toUpperCase();
  if (!/^[A-Z][0-9]{9}$/.test(u)) return false;
  const letter = String(u.charCodeAt(0) - 64).padStart(2, '0');
  const digits = `${letter}${u.slice(1, 9)}`;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const p = Number(digits[i]) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return sum % 10 === Number(u[9]);
}

export const deHealthInsurance: Detector = {
  id: 'de-health-insurance',
  entity: 'DE_HEALTH_INSURANCE',
  requires: { lettersThenDigits: { letters: 1, digits: 9 } },
  // A letter and 9 digits with a check digit: 1 in 10 random strings of that shape pass, so 0.5.
  patterns: [{ name: 'kvnr', regex: /(?<![0-9A-Za-z])[A-Za-z][0-9]{9}(?![0-9A-Za-z])/g, score: 0.5 }],
  validate: validateKvnr,
  context: ['kvnr', 'krankenversichertennummer', 'versichertennummer', 'krankenkasse', 'egk', 'health insurance'],
};

/** deHealthInsurance's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const deHealthInsuranceExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Krankenkasse KVNR: A123456780', values: ['A123456780'] },
    { text: 'eGK-Nummer M123456785 bitte angeben.', values: ['M123456785'] },
    { text: 'a123456780', values: ['a123456780'] },
  ],
  negative: ['A123456787', 'M123456789', '1123456780', 'A12345678', 'A1234567890'],
});
