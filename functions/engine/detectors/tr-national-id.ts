import { digitRunShape } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * Turkish national identity number (T.C. Kimlik No): 11 digits, first not 0; d10 = ((d1+d3+d5+d7+d9)·7 −
 * (d2+d4+d6+d8)) mod 10 and d11 = (d1+…+d10) mod 10 (Nüfus ve Vatandaşlık İşleri Genel Müdürlüğü algorithm,
 * as published with the MERNIS identity service). Two check digits: 1 in 100 passes, score 0.6.
 */
export function validateTckn(value: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  return d.slice(0, 10).reduce((a, b) => a + b, 0) % 10 === d[10];
}

const BARE = digitRunShape([11], '', '123456789');

export const trNationalId: Detector = {
  id: 'tr-national-id',
  entity: 'TR_NATIONAL_ID',
  // Eleven digits, the first 1–9: a run of exactly eleven (no digit on either side).
  requires: { digitShapes: [BARE] },
  patterns: [{ name: 'tckn', regex: /(?<![0-9A-Za-z.-])[1-9][0-9]{10}(?![0-9A-Za-z]|[.-][0-9])/g, score: 0.6, digitRunStart: 11 }],
  validate: validateTckn,
  context: ['tc kimlik', 'kimlik no', 'tckn', 'kimlik numarası', 'turkish id'],
};

/** trNationalId's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const trNationalIdExamples = (): DetectorExamples => ({
  positive: [
    { text: 'TC Kimlik No: 10000000146', values: ['10000000146'] },
    { text: 'Birinci kişi: 10000000146, ikinci kişi: 76543210794', values: ['10000000146', '76543210794'] },
    { text: '36493665440', values: ['36493665440'] },
  ],
  negative: ['00000000000', '02531814694', '12345678900', '10000000145', '1234567890', '123456789012'],
});
