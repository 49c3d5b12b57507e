/**
 * The realistic corpus generator (./realistic-corpus.ts): deterministic, varied, every planted value and hard
 * negative written into its text as recorded, and every identifier valid under an independent validator
 * (libphonenumber-js's full metadata for phones, ibantools for IBANs, the published check-digit rules for the rest).
 */
import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { base62Crc32Valid } from '../../functions/engine/detectors/secrets/shared';
import { seededRandom } from '../bench/prompts';
import { intact, realisticCorpus, realisticText } from './realistic-corpus';
import * as v from './realistic-corpus/values';
import { CITIES, type CountryKey } from './realistic-corpus/words';

const corpus = realisticCorpus(2101, 3_000);

describe('realistic corpus', () => {
  it('is deterministic: the same seed gives the same prompts, another seed others', () => {
    expect(realisticCorpus(2101, 200)).toEqual(corpus.slice(0, 200));
    expect(realisticCorpus(2102, 200).map((p) => p.text)).not.toEqual(corpus.slice(0, 200).map((p) => p.text));
  });

  it('writes every planted value and hard negative into its text as recorded', () => {
    for (const p of corpus) {
      for (const x of [...p.planted, ...p.negatives]) expect({ value: x.value, found: intact(p.text, x.value) }).toEqual({ value: x.value, found: true });
    }
  });

  it('has a mean of about 550 characters, from chat lines to documents of 5–20 KB', () => {
    const lengths = corpus.map((p) => p.text.length).sort((a, b) => a - b);
    const mean = lengths.reduce((s, n) => s + n, 0) / lengths.length;
    expect(mean).toBeGreaterThan(450);
    expect(mean).toBeLessThan(700);
    expect(lengths.filter((n) => n < 200).length).toBeGreaterThan(corpus.length / 4);
    expect(lengths.filter((n) => n >= 5_000).length).toBeGreaterThanOrEqual(10);
    expect(lengths[lengths.length - 1]).toBeLessThan(25_000);
  });

  it('mixes genres, languages, 0–5 identifier units, many entity types and hard-negative kinds', () => {
    const count = (key: (p: (typeof corpus)[number]) => readonly string[]) => new Set(corpus.flatMap(key)).size;
    expect(count((p) => [p.genre])).toBeGreaterThanOrEqual(18);
    expect(count((p) => [p.lang])).toBe(7);
    expect(count((p) => p.planted.map((x) => x.entity))).toBeGreaterThanOrEqual(25);
    expect(count((p) => p.negatives.map((x) => x.kind))).toBe(11);
    const korean = corpus.filter((p) => /[\uac00-\ud7a3]/.test(p.text)).length;
    expect(korean / corpus.length).toBeGreaterThan(0.1);
    const withoutPlanted = corpus.filter((p) => p.planted.length === 0).length;
    expect(withoutPlanted / corpus.length).toBeGreaterThan(0.05);
  });

  it('composes hundreds of distinct sentence shapes (values, hard negatives and digits blanked)', () => {
    const shapes = new Set<string>();
    for (const p of corpus) {
      let t = p.text;
      for (const x of [...p.planted, ...p.negatives].sort((a, b) => b.value.length - a.value.length)) t = t.split(x.value).join('<V>');
      for (const s of t.replace(/[0-9]+/g, '0').split(/(?<=[.?!])\s+|\n+/)) if (s.trim()) shapes.add(s.trim());
    }
    expect(shapes.size).toBeGreaterThan(1_000);
  });

  it('realisticText reaches the asked size and counts its bytes and characters', () => {
    const t = realisticText(7, 50_000);
    expect(t.bytes).toBeGreaterThanOrEqual(50_000);
    expect(t.bytes).toBe(t.texts.reduce((s, x) => s + Buffer.byteLength(x), 0));
    expect(t.chars).toBe(t.texts.reduce((s, x) => s + x.length, 0));
  });
});

describe('intact', () => {
  it.each([
    ['Hi Ana, see the Analysis', 'Ana', true],
    ['see the Analysis', 'Ana', false],
    ['[PERSON]nalysis', 'Ana', false],
    ['Call 010-1234-5678 now', '010-1234-5678', true],
    ['Call 9010-1234-56789 now', '010-1234-5678', false],
    ['김민준님께 전달', '김민준', true],
    ['€84,99.', '€84,99', true],
    ['masked [EMAIL_ADDRESS].', 'jane@example.com', false],
  ] as const)('%j holds %j intact: %s', (text, value, expected) => {
    expect(intact(text, value)).toBe(expected);
  });
});

describe('identifier makers pass independent validators', () => {
  const r = seededRandom(99);
  const luhnValid = (digits: string): boolean =>
    [...digits].reverse().reduce((s, c, i) => s + (i % 2 === 1 ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][Number(c)]! : Number(c)), 0) % 10 === 0;
  const only = (s: string): string => s.replace(/[^0-9A-Z]/g, '');

  it.each(Object.keys(CITIES) as CountryKey[])('phone numbers of %s are valid numbers of that country (libphonenumber-js, full metadata)', (country) => {
    for (let i = 0; i < 300; i++) {
      const p = v.phone(r, country);
      const parsed = p.startsWith('+') ? parsePhoneNumberFromString(p) : parsePhoneNumberFromString(p, country as CountryCode);
      expect({ p, valid: parsed?.isValid() === true, country: parsed?.country }).toEqual({ p, valid: true, country });
    }
  });

  it.each(v.IBAN_COUNTRIES)('IBANs of %s pass ibantools (mod-97 and the national BBAN check)', (country) => {
    for (let i = 0; i < 300; i++) {
      const iban = v.iban(r, country);
      expect({ iban, valid: isValidIBAN(electronicFormatIBAN(iban) ?? '') }).toEqual({ iban, valid: true });
    }
  });

  it('cards, SINs pass Luhn; RRNs, NHS numbers, NIFs, routing numbers, ISBNs their check digits; tokens their CRC', () => {
    for (let i = 0; i < 500; i++) {
      expect(luhnValid(only(v.card(r)))).toBe(true);
      expect(luhnValid(only(v.canadianSin(r)))).toBe(true);
      const rrn = only(v.rrn(r));
      const sum = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5].reduce((s, w, k) => s + w * Number(rrn[k]), 0);
      expect((11 - (sum % 11)) % 10).toBe(Number(rrn[12]));
      const nhs = only(v.nhsNumber(r));
      expect((11 - ([...nhs.slice(0, 9)].reduce((s, c, k) => s + Number(c) * (10 - k), 0) % 11)) % 11).toBe(Number(nhs[9]));
      const nif = only(v.spanishNif(r));
      expect('TRWAGMYFPDXBNJZSQVHLCKE'[Number(nif.slice(0, 8)) % 23]).toBe(nif[8]);
      const aba = [...v.routingNumber(r)].map(Number);
      expect((3 * (aba[0]! + aba[3]! + aba[6]!) + 7 * (aba[1]! + aba[4]! + aba[7]!) + aba[2]! + aba[5]! + aba[8]!) % 10).toBe(0);
      const isbn = only(v.isbn13(r));
      expect([...isbn].reduce((s, c, k) => s + Number(c) * (k % 2 === 0 ? 1 : 3), 0) % 10).toBe(0);
      expect(base62Crc32Valid(v.githubToken(r).slice(4))).toBe(true);
      expect(v.nino(r)).toMatch(/^(?!BG|GB|NK|KN|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]$/);
      expect(v.ssn(r)).toMatch(/^(?!000|666|9\d\d)\d{3}[- ](?!00)\d{2}[- ](?!0000)\d{4}$/);
    }
  });
});
