/** Rewriting spans: overlap merging, text outside spans unchanged, offsets around astral characters. */
import { testCatalog } from '../helpers/catalog';
import fc from 'fast-check';
import { inspectText } from '../../functions/engine/inspect';
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import { piiPolicySchema } from '../../functions/engine/policies/pii-schema';
import { rewrite } from '../../functions/engine/rewrite';

describe('rewrite', () => {
  it.each([
    ['no spans', 'abc', [], 'abc'],
    ['one span', 'a secret b', [{ start: 2, end: 8, maskWord: '[S]' }], 'a [S] b'],
    ['adjacent spans', 'aabb', [{ start: 0, end: 2, maskWord: 'X' }, { start: 2, end: 4, maskWord: 'Y' }], 'XY'],
    ['overlapping spans merge into their union', 'abcdef', [{ start: 1, end: 4, maskWord: 'X' }, { start: 3, end: 5, maskWord: 'Y' }], 'aXf'],
    ['nested spans', 'abcdef', [{ start: 0, end: 6, maskWord: 'X' }, { start: 2, end: 3, maskWord: 'Y' }], 'X'],
    ['unsorted input', 'ab cd', [{ start: 3, end: 5, maskWord: 'Y' }, { start: 0, end: 2, maskWord: 'X' }], 'X Y'],
    ['astral characters before the span', '😀😀 id', [{ start: 5, end: 7, maskWord: '[ID]' }], '😀😀 [ID]'],
    ['redact operator', 'a b c', [{ start: 1, end: 3, maskWord: '[B]', operator: { type: 'redact' as const } }], 'a c'],
  ])('%s', (_name, text, spans, expected) => {
    expect(rewrite(text, spans)).toBe(expected);
  });
});

describe('properties (fast-check)', () => {
  const policy = compilePiiPolicy(
    piiPolicySchema.parse({
      name: 'p',
      type: 'PII',
      customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }],
    }),
    testCatalog,
  );
  // Filler that can contain anything, including astral characters, combining marks, CRLF and Korean.
  const filler = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom('😀', 'e\u0301', '\r\n', '한국어', ' ', 'EMP-', '123'),
  );
  const planted = fc.integer({ min: 0, max: 999_999 }).map((n) => `EMP-${String(n).padStart(6, '0')}`);
  const document = fc.array(fc.tuple(filler, fc.option(planted, { nil: undefined })), { maxLength: 12 });

  it('masked output never contains a detected value, and text outside spans is unchanged', () => {
    fc.assert(
      fc.property(document, (pieces) => {
        const text = pieces.map(([f, p]) => f + (p ?? '')).join('');
        const findings = policy.inspect(text);
        const result = inspectText(text, [policy]);
        const masked = result.processedContent ?? text;
        for (const f of findings) expect(masked).not.toContain(text.slice(f.start, f.end));
        expect(policy.inspect(masked)).toEqual([]);
        // Rebuild the original from the masked text: every gap between spans must survive verbatim.
        let cursor = 0;
        let m = 0;
        for (const f of findings) {
          const gap = text.slice(cursor, f.start);
          expect(masked.slice(m, m + gap.length)).toBe(gap);
          m += gap.length + '[EMPLOYEE_ID]'.length;
          cursor = f.end;
        }
        expect(masked.slice(m)).toBe(text.slice(cursor));
      }),
      { numRuns: 300 },
    );
  });

  it('spans slice exactly the planted values, whatever precedes them', () => {
    fc.assert(
      fc.property(filler, planted, (prefix, value) => {
        const text = `${prefix} ${value}`;
        const found = policy.inspect(text).map((f) => text.slice(f.start, f.end));
        expect(found[found.length - 1]).toBe(value);
      }),
      { numRuns: 300 },
    );
  });
});
