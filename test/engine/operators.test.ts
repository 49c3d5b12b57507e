/** Masking operators: table-driven outputs (astral characters, combining marks, Korean) and properties. */
import { testCatalog } from '../helpers/catalog';
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { MaskingError } from '../../functions/engine/errors';
import { inspectText } from '../../functions/engine/inspect';
import { createMaskingContext, normalizeForLinking } from '../../functions/engine/masking-context';
import { applyOperator, type Operator } from '../../functions/engine/operators';
import { operatorSchema } from '../../functions/engine/operators/schema';
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import { piiPolicySchema } from '../../functions/engine/policies/pii-schema';

const run = (operator: Operator, value: string, context = createMaskingContext({ pseudonymKey: 'k' }), label = 'LABEL') =>
  applyOperator(operator, { value, maskWord: '[LABEL]', label, context });

const mask = (keepLast: number, keepSeparators = false, maskChar = '*'): Operator => ({ type: 'mask', keepLast, keepSeparators, maskChar });

describe('mask', () => {
  it.each([
    ['card, last 4', '4111 1111 1111 1111', mask(4), '***************1111'],
    ['card, last 4, separators kept', '4111 1111 1111 1111', mask(4, true), '**** **** **** 1111'],
    ['phone, separators kept', '010-1234-5678', mask(4, true), '***-****-5678'],
    ['keepLast 0 masks everything', 'secret', mask(0), '******'],
    ['a value not longer than keepLast is masked whole', 'abcd', mask(4), '****'],
    ['astral characters count as one', '😀😀😀ab', mask(2), '***ab'],
    ['an astral character can be kept', 'ab𠀋', mask(1), '**𠀋'],
    ['combining marks stay with their letter', 'cafe\u0301s', mask(2), '***e\u0301s'],
    ['a masked letter with a combining mark is one mask character', 'e\u0301e\u0301x', mask(1), '**x'],
    ['Hangul syllables', '홍길동', mask(1), '**동'],
    ['Hangul written as conjoining jamo is one character per syllable', '\u1112\u1169\u11BC길', mask(1), '*길'],
    ['emoji ZWJ sequence is one character', '👩‍👩‍👧x', mask(1), '*x'],
    ['another mask character', '12345', mask(2, false, '#'), '###45'],
    ['a non-ASCII mask character', '12345', mask(0, false, '•'), '•••••'],
  ])('%s', (_name, value, operator, expected) => {
    expect(run(operator, value)).toBe(expected);
  });
});

describe('pseudonym', () => {
  const op: Operator = { type: 'pseudonym', length: 12 };

  it('is HMAC-SHA256 of the normalized value under the project key, truncated, in the label', () => {
    const expected = createHmac('sha256', 'project-key').update('jane.doe@corp.test').digest('hex').slice(0, 12);
    expect(run(op, ' Jane.Doe@CORP.test ', createMaskingContext({ pseudonymKey: 'project-key' }), 'EMAIL_ADDRESS')).toBe(
      `[EMAIL_ADDRESS_${expected}]`,
    );
  });

  it.each([
    ['case', 'Jane Doe', 'jane doe'],
    ['surrounding and inner whitespace', ' Jane   Doe ', 'Jane Doe'],
    ['card separators', '4111 1111 1111 1111', '4111-1111-1111-1111'],
    ['full-width digits (NFKC)', '０１０-１２３４-５６７８', '010 1234 5678'],
  ])('links values differing only in %s', (_name, a, b) => {
    expect(run(op, a)).toBe(run(op, b));
  });

  it('differs by value and by key, and honours prefix and length', () => {
    expect(run(op, 'a')).not.toBe(run(op, 'b'));
    expect(run(op, 'a', createMaskingContext({ pseudonymKey: 'k1' }))).not.toBe(run(op, 'a', createMaskingContext({ pseudonymKey: 'k2' })));
    expect(run({ type: 'pseudonym', prefix: 'CUST', length: 8 }, 'a')).toMatch(/^\[CUST_[0-9a-f]{8}\]$/);
  });

  it('fails without a key rather than producing an unkeyed hash', () => {
    expect(() => run(op, 'a', createMaskingContext())).toThrow(MaskingError);
  });
});

describe('placeholder', () => {
  it('numbers distinct values per prefix in order of first appearance within one context', () => {
    const ctx = createMaskingContext();
    const op: Operator = { type: 'placeholder' };
    const out = ['Ann', 'Bob', 'ann', 'Cy', 'Bob'].map((v) => run(op, v, ctx, 'PERSON'));
    expect(out).toEqual(['[PERSON_1]', '[PERSON_2]', '[PERSON_1]', '[PERSON_3]', '[PERSON_2]']);
    expect(run(op, 'Ann', ctx, 'EMAIL')).toBe('[EMAIL_1]');
    expect(run(op, 'Ann', createMaskingContext(), 'PERSON')).toBe('[PERSON_1]');
  });
});

describe('normalizeForLinking', () => {
  it.each([
    ['+82 10-1234-5678', '+821012345678'],
    ['Jane\tDOE', 'jane doe'],
    ['ＡＢＣ', 'abc'],
    ['-.-', '-.-'], // no digit: not reduced
  ])('%s → %s', (value, expected) => expect(normalizeForLinking(value)).toBe(expected));
});

describe('operator schema', () => {
  it.each([
    [{ type: 'mask' }, { type: 'mask', maskChar: '*', keepLast: 0, keepSeparators: false }],
    [{ type: 'mask', maskChar: '😀', keepLast: 4 }, { type: 'mask', maskChar: '😀', keepLast: 4, keepSeparators: false }],
    [{ type: 'pseudonym' }, { type: 'pseudonym', length: 12 }],
    [{ type: 'placeholder', prefix: 'CUST' }, { type: 'placeholder', prefix: 'CUST' }],
  ])('accepts %j with defaults', (input, output) => {
    expect(operatorSchema.parse(input)).toEqual(output);
  });

  it.each([
    [{ type: 'mask', maskChar: '**' }],
    [{ type: 'mask', keepLast: -1 }],
    [{ type: 'mask', extra: true }],
    [{ type: 'pseudonym', length: 4 }],
    [{ type: 'placeholder', prefix: 'lower' }],
    [{ type: 'hash' }],
  ])('rejects %j', (input) => {
    expect(operatorSchema.safeParse(input).success).toBe(false);
  });
});

describe('properties (fast-check)', () => {
  const OPERATORS: Operator[] = [
    { type: 'replace' },
    { type: 'redact' },
    mask(4),
    mask(0, true),
    { type: 'pseudonym', length: 12 },
    { type: 'placeholder' },
  ];
  const policyWith = (operator: Operator) =>
    compilePiiPolicy(
      piiPolicySchema.parse({
        name: 'p',
        type: 'PII',
        customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', operator }],
      }),
      testCatalog,
    );
  // Filler that can contain anything, including astral characters, combining marks, CRLF and Korean.
  const filler = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('😀', 'e\u0301', '\r\n', '한국어', ' ', 'EMP-', '123', '[EMPLOYEE_ID_1]'),
  );
  const planted = fc.integer({ min: 0, max: 30 }).map((n) => `EMP-${String(n * 37).padStart(6, '0')}`);
  const document = fc.array(fc.tuple(filler, fc.option(planted, { nil: undefined })), { maxLength: 10 });

  it('masked output never contains a detected value, and text outside spans is unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPERATORS), document, (operator, pieces) => {
        const policy = policyWith(operator);
        const text = pieces.map(([f, p]) => f + (p ?? '')).join('');
        const findings = policy.inspect(text);
        const masking = createMaskingContext({ pseudonymKey: 'k' });
        const masked = inspectText(text, [policy], { masking }).processedContent ?? text;
        for (const f of findings) expect(masked).not.toContain(text.slice(f.start, f.end));
        // Rebuild the masked text from the original: gaps verbatim, each span by the operator on a replayed
        // context (same numbering, same key).
        const replay = createMaskingContext({ pseudonymKey: 'k' });
        let expected = '';
        let cursor = 0;
        for (const f of findings) {
          expected += text.slice(cursor, f.start);
          expected += applyOperator(operator, { value: text.slice(f.start, f.end), maskWord: f.maskWord, label: 'EMPLOYEE_ID', context: replay });
          cursor = f.end;
        }
        expect(masked).toBe(expected + text.slice(cursor));
      }),
      { numRuns: 300 },
    );
  });

  it('placeholders are consistent within one call: one value ↔ one placeholder across all texts', () => {
    const policy = policyWith({ type: 'placeholder' });
    fc.assert(
      fc.property(fc.array(document, { minLength: 1, maxLength: 4 }), (docs) => {
        const masking = createMaskingContext();
        const tokenOf = new Map<string, string>();
        const valueOf = new Map<string, string>();
        for (const pieces of docs) {
          const text = pieces.map(([f, p]) => f + (p ?? '')).join('');
          const findings = policy.inspect(text);
          const masked = inspectText(text, [policy], { masking }).processedContent ?? text;
          // The i-th placeholder written belongs to the i-th finding (rewriting keeps text order).
          const written: string[] = [];
          let cursor = 0;
          let m = 0;
          for (const f of findings) {
            m += f.start - cursor;
            const token = /^\[EMPLOYEE_ID_\d+\]/.exec(masked.slice(m))![0];
            written.push(token);
            m += token.length;
            cursor = f.end;
          }
          findings.forEach((f, i) => {
            const value = text.slice(f.start, f.end);
            const token = written[i]!;
            expect(tokenOf.get(value) ?? token).toBe(token);
            expect(valueOf.get(token) ?? value).toBe(value);
            tokenOf.set(value, token);
            valueOf.set(token, value);
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});
