import type { Candidate, Detector, DetectorExamples } from './types';
import { allMatches } from './matches';

/**
 * Italian fiscal codes (codice fiscale, IT_FISCAL_CODE) of natural persons: 16 characters — 3 surname letters,
 * 3 name letters, 2 year digits, a month letter (A B C D E H L M P R S T), 2 day digits (+40 for women), a
 * municipality code (letter + 3 digits) and a check letter. Digits may be replaced by the letters L–V
 * ("omocodia", for codes issued twice). Check letter per Decreto ministeriale 23 dicembre 1976, art. 7: the
 * characters in odd positions map through a fixed table, those in even positions to their value (0–9, A=0 …
 * Z=25); the sum modulo 26 is the letter. Like KR_RRN, a code whose check letter is wrong keeps a lower score
 * (0.5) — mistyped codes are still someone's — and a valid one scores 0.9.
 */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
/** Value of a character: digits 0–9, letters A=0 … Z=25. */
const value = (c: string): number => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65);

export function itFiscalCodeCheckValid(code: string): boolean {
  const u = code.toUpperCase();
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? ODD[value(u[i]!)]! : value(u[i]!);
  return String.fromCharCode(65 + (sum % 26)) === u[15];
}

// Digit positions accept the omocodia letters L M N P Q R S T U V, but for the year's: omocodia replaces digits
// from the right, one more for each further code with the same characters, so the year's are replaced only from the
// sixth such code on, which is not reported.
const D = '[0-9LMNP-V]';
const CODE = new RegExp(`(?<![0-9A-Za-z])[A-Za-z]{6}[0-9]{2}[ABCDEHLMPRSTabcdehlmprst]${D}{2}[A-Za-z]${D}{3}[A-Za-z](?![0-9A-Za-z])`, 'g');

function* findFiscalCodes(text: string): Generator<Candidate> {
  for (const m of allMatches(CODE, text)) {
    const u = m[0].toUpperCase();
    // Day 01–31 (men) or 41–71 (women), with omocodia letters read back as digits.
    const day = Number(u.slice(9, 11).replace(/[LMNP-V]/g, (c) => String('LMNPQRSTUV'.indexOf(c))));
    if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) continue;
    const valid = itFiscalCodeCheckValid(u);
    yield { start: m.index, end: m.index + m[0].length, score: valid ? 0.9 : 0.5, pattern: valid ? 'cf-checked' : 'cf-shape' };
  }
}

export const itFiscalCode: Detector = {
  id: 'it-fiscal-code',
  entity: 'IT_FISCAL_CODE',
  // The year's two digits, then the month letter; the whole code is a word of sixteen letters and digits holding
  // them (CODE's lookarounds).
  requires: { digitsThenLetters: { digits: 2, letters: 1 }, alnumWord: { lengths: [16], digit: true } },
  patterns: [],
  find: findFiscalCodes,
  context: ['codice fiscale', 'cod. fisc', 'c.f.', 'fiscal code', 'tax code'],
};

/** itFiscalCode's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const itFiscalCodeExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Codice fiscale: RSSMRA85T10A562S', values: ['RSSMRA85T10A562S'] },
    { text: 'AAAAAA00B11C333Y and AAAAAA00B11C333N', values: ['AAAAAA00B11C333Y', 'AAAAAA00B11C333N'] },
    { text: 'cf rssmra85t10a562s.', values: ['rssmra85t10a562s'] },
  ],
  negative: ['AAAAAA - 00B11C333N', 'A55AAA00B11C333N', 'RSSMRA85T99A562S', 'RSSMRA85Z10A562S', 'XRSSMRA85T10A562S'],
});
