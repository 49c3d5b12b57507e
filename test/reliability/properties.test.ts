/**
 * Property-based tests (fast-check) at the HTTP boundary: whatever a caller sends, the answer is either a
 * valid verdict response or a documented error; masked content never contains a detected value.
 */
import fc from 'fast-check';
import type { GuardianInput } from '../../functions/guardians/schema';
import { ERROR_CODES } from '../../functions/handlers/errors';
import type { LocalStack } from '../../functions/local/stack';
import { callGuard, createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'props',
  processTypes: { input: { policies: ['p'] } },
  policies: [
    {
      name: 'p',
      type: 'PII',
      entities: { EMAIL_ADDRESS: { action: 'MASK' } },
      customRules: [
        { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' },
        { name: 'codename', pattern: 'falcon-[0-9]{2}', action: 'BLOCK' },
      ],
    },
  ],
};

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'props');
});
afterAll(() => stack.close());

const VERDICTS = ['PASS', 'MASK', 'BLOCK'];
const DOCUMENTED: Record<number, readonly string[]> = {
  400: ['INVALID_REQUEST', 'UNSUPPORTED_PROCESS_TYPE'],
  413: ['PAYLOAD_TOO_LARGE'],
  422: ['UNANALYZABLE_CONTENT'],
};

function assertDocumented(status: number, body: any) {
  if (status === 200) {
    expect(VERDICTS).toContain(body.action);
    expect(Array.isArray(body.input_results)).toBe(true);
    for (const part of body.input_results) {
      expect(VERDICTS).toContain(part.action);
      expect(typeof part.index).toBe('number');
      if (part.action === 'MASK') expect(typeof part.processed_content).toBe('string');
      else expect(part.processed_content).toBeUndefined();
    }
    return;
  }
  expect(Object.keys(DOCUMENTED).map(Number)).toContain(status);
  expect(DOCUMENTED[status]).toContain(body.error.code);
  expect(ERROR_CODES).toContain(body.error.code);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message']);
}

const email = fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{2,8}$/)).map(([u, d]) => `${u}@${d}.com`);
const employee = fc.integer({ min: 0, max: 999_999 }).map((n) => `EMP-${String(n).padStart(6, '0')}`);
const text = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 12 }), email, employee, fc.constantFrom(' ', '\n', '😀', '한국어')), { maxLength: 8 })
  .map((xs) => xs.join(' '));
const content = fc.oneof(
  text,
  fc.array(fc.oneof(fc.record({ type: fc.constant('text'), text }), fc.record({ type: fc.constantFrom('image_url', 'input_audio'), x: fc.string() })), { maxLength: 3 }),
  fc.jsonValue(),
);
const message = fc.record({ role: fc.oneof(fc.constantFrom('user', 'assistant', 'system', 'tool', 'User'), fc.string()), content });
const body = fc.oneof(
  fc.record({
    processType: fc.oneof(fc.constantFrom('input', ' INPUT '), fc.string()),
    messages: fc.array(message, { maxLength: 5 }),
  }),
  fc.record(
    { processType: fc.jsonValue(), messages: fc.jsonValue(), additionalData: fc.jsonValue(), tracing: fc.jsonValue(), extra: fc.jsonValue() },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

it('any JSON body gets a verdict or a documented error — never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(body, async (b) => {
      const res = await callGuard(stack.url, key, b);
      assertDocumented(res.status, res.body);
    }),
    { numRuns: 250 },
  );
});

it('masked content never contains a detected value, and planted values are always caught', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 3 }), async (texts) => {
      const res = await callGuard(stack.url, key, { processType: 'input', messages: texts.map((t) => ({ role: 'user', content: t })) });
      expect(res.status).toBe(200);
      texts.forEach((t, i) => {
        const planted = [...t.matchAll(/EMP-[0-9]{6}/g)].map((m) => m[0]);
        if (planted.length === 0) return;
        const part = res.body.input_results.find((p: { index: number }) => p.index === i);
        expect(part.action).toBe('MASK');
        for (const value of planted) expect(part.processed_content).not.toContain(value);
      });
    }),
    { numRuns: 150 },
  );
});
