/**
 * Obfuscated identifiers through the engine's public inspection path (compiled PII policy → inspectText → masked
 * text): invisible characters, fullwidth forms, separator variants and look-alike letters do not carry a value past
 * masking, findings cover the original characters exactly, and hard negatives stay as written.
 */
import { testCatalog } from '../../helpers/catalog';
import fc from 'fast-check';
import { inspectText } from '../../../functions/engine/inspect';
import { normalise } from '../../../functions/engine/normalise';
import { compilePiiPolicy } from '../../../functions/engine/policies/pii';
import type { CompiledPolicy } from '../../../functions/engine/policies/types';
import { evasionCases, hardNegatives, lettersAndDigits } from '../../helpers/evasion-corpus';

function policyOf(entities: readonly string[]): CompiledPolicy {
  return compilePiiPolicy({
    name: 'pii',
    type: 'PII',
    entities: Object.fromEntries(entities.map((e) => [e, { action: 'MASK' as const }])),
    customRules: [],
    minConfidence: 0.5,
    allowList: [],
  }, testCatalog);
}

const catalog = policyOf(testCatalog.entities);
const masked = (text: string, policy: CompiledPolicy = catalog): string => inspectText(text, [policy]).processedContent ?? text;
/** The value's letters and digits still readable, in sequence, in the masked text (once normalised). */
const survives = (out: string, core: string): boolean => lettersAndDigits(normalise(out).text).includes(core);

describe('planted values with random obfuscations (property)', () => {
  const INVISIBLE = fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\u00ad', '\ufeff', '\u200e', '\u200f', '\u0000', '\u202e', '\u2066');
  /** A value, its written form's characters, and the letters and digits a reader recovers from it. */
  const VALUES: readonly { entity: string; written: string }[] = [
    { entity: 'CREDIT_CARD', written: '4111 1111 1111 1111' },
    { entity: 'CREDIT_CARD', written: '5555-5555-5555-4444' },
    { entity: 'US_SSN', written: '536-90-4399' },
    { entity: 'IBAN_CODE', written: 'DE89 3704 0044 0532 0130 00' },
    { entity: 'EMAIL_ADDRESS', written: 'jane.roe@example.com' },
    { entity: 'AWS_ACCESS_KEY', written: 'AKIAZ3MSJV4WQGTBD3HM' },
    { entity: 'PHONE_NUMBER', written: '(650) 253-0000' },
    { entity: 'PHONE_NUMBER', written: '010-2345-6789' },
  ];
  /** One character of the value, possibly rewritten: fullwidth, a separator variant, or left as it is. */
  const variantOf = (c: string): fc.Arbitrary<string> => {
    if (/[0-9A-Za-z@.]/.test(c)) return fc.constantFrom(c, c, String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    if (c === ' ') return fc.constantFrom(' ', '\u00a0', '\u202f', '\u2009', '\u3000');
    if (c === '-') return fc.constantFrom('-', '\u2010', '\u2011', '\u2013', '\u2212', '\uff0d');
    return fc.constant(c);
  };
  const obfuscated = fc.constantFrom(...VALUES).chain((v) =>
    fc
      .tuple(
        fc.tuple(...[...v.written].map(variantOf)),
        fc.array(fc.tuple(fc.nat(), INVISIBLE), { minLength: 0, maxLength: 4 }),
        fc.constantFrom('Details: ', 'my number: ', '연락처 ', 'card ', 'SSN ', 'IBAN ', 'mail '),
        fc.constantFrom(' thanks.', ', ok?', ' 입니다', ''),
      )
      .map(([chars, inserts, before, after]) => {
        const parts = [...chars];
        for (const [at, ch] of inserts) parts.splice(1 + (at % parts.length), 0, ch); // strictly inside, never first
        const value = parts.join('');
        return { entity: v.entity, text: `${before}${value}${after}`, value, at: before.length, core: v.written.replace(/[^0-9A-Za-z]/g, '') };
      }),
  );

  it('the masked text never holds the value\'s letters and digits in sequence', () => {
    fc.assert(
      fc.property(obfuscated, (c) => {
        expect(survives(masked(c.text), c.core)).toBe(false);
      }),
      { numRuns: 1500 },
    );
  });

  it('the finding covers the whole original value, invisible characters inside included, and normalises to it', () => {
    fc.assert(
      fc.property(obfuscated, (c) => {
        const findings = catalog.inspect(c.text);
        const f = findings.find((x) => x.ruleName === c.entity && x.start <= c.at + 1 && x.end >= c.at + c.value.length - 1);
        expect(f).toBeDefined();
        const slice = c.text.slice(f!.start, f!.end);
        expect(lettersAndDigits(normalise(slice).text)).toBe(c.core);
        expect(f!.start).toBeGreaterThanOrEqual(c.at);
        expect(f!.end).toBeLessThanOrEqual(c.at + c.value.length);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('evasion corpus (seeded, generated combinatorially)', () => {
  const cases = evasionCases(2101, 1500);
  const negatives = hardNegatives(2102, 1000);

  it('catches at least 95 % of obfuscated identifiers', () => {
    const missed = cases.filter((c) => survives(masked(c.text), c.core));
    expect(missed.length / cases.length).toBeLessThanOrEqual(0.05);
  });

  it('alters at most 2 % of hard negatives (order numbers, Luhn-invalid cards, versions, prices, ISBNs, year ranges)', () => {
    const altered = negatives.filter((n) => masked(n.text) !== n.text);
    expect(altered.length / negatives.length).toBeLessThanOrEqual(0.02);
  });

  it('a policy that masks nothing catches none of them (the check is not vacuous)', () => {
    const none = policyOf([]);
    expect(cases.filter((c) => !survives(masked(c.text, none), c.core))).toEqual([]);
  });

  it('covers every kind and obfuscation', () => {
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(['CREDIT_CARD', 'US_SSN', 'IBAN_CODE', 'EMAIL_ADDRESS', 'AWS_ACCESS_KEY', 'PHONE_NUMBER']));
    const applied = new Set(cases.flatMap((c) => c.obfuscation.split('+')));
    for (const o of ['invisible', 'fullwidth-all', 'fullwidth-some', 'look-alike']) expect(applied).toContain(o);
    expect(new Set(negatives.map((n) => n.kind)).size).toBe(9);
  });
});

describe('issue cases', () => {
  it.each([
    ['an 8-digit order number next to the word call', 'Please call about order #12345678 today, or call us back.'],
    ['a year range with an en dash', 'I was there 2018\u20132022, call me if you need a reference.'],
    ['a ticket number shaped like a US number', 'Call support with ticket 6502530000 if it breaks.'],
  ])('%s is not masked', (_name, text) => {
    expect(masked(text)).toBe(text);
  });
});

describe('explanations', () => {
  it('say `normalised` when the original characters differ from the ones the detector read, and map spans back', () => {
    const text = 'mail quоkkа@example.com or plain@example.com, card ４１１１\u200b １１１１ １１１１ １１１１';
    const findings = policyOf(['EMAIL_ADDRESS', 'CREDIT_CARD']).inspect(text, { explain: true });
    expect(findings.map((f) => [text.slice(f.start, f.end), f.ruleName, f.explanation?.normalised])).toEqual([
      ['quоkkа@example.com', 'EMAIL_ADDRESS', true],
      ['plain@example.com', 'EMAIL_ADDRESS', undefined],
      ['４１１１\u200b １１１１ １１１１ １１１１', 'CREDIT_CARD', true],
    ]);
  });
});
