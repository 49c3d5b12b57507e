/**
 * Inline responses stay bounded whatever an accepted request holds: identical detected items of a part are one
 * item with a count, and an answer whose masked content would pass the response limit is a 413, never a body a
 * gateway would refuse (Lambda's synchronous response limit is 6 MB).
 */
import type { GuardianInput } from '../../functions/guardians/schema';
import { MAX_RESPONSE_BYTES } from '../../functions/handlers/http';
import type { LocalStack } from '../../functions/local/stack';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

const MAX_BODY = 1024 * 1024; // the default CG_MAX_BODY_BYTES

const GUARDIAN: GuardianInput = {
  name: 'dense',
  processTypes: { input: { policies: ['pii'] }, long_masks: { policies: ['codes'] } },
  policies: [
    { name: 'pii', type: 'PII', entities: { EMAIL_ADDRESS: { action: 'MASK' } } },
    { name: 'codes', type: 'PII', denyList: { values: ['x'], action: 'MASK', maskWord: `[${'X'.repeat(62)}]` } },
  ],
};

let stack: LocalStack;
let key: string;

beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, GUARDIAN);
});
afterAll(() => stack.close());

/** A request body of exactly `bytes` bytes whose one user message repeats `unit` (`repeats` times). */
function bodyOfSize(processType: string, unit: string, bytes: number): { body: string; repeats: number } {
  const empty = JSON.stringify({ processType, messages: [{ role: 'user', content: '' }] });
  const room = bytes - Buffer.byteLength(empty);
  const repeats = Math.floor(room / unit.length);
  const content = unit.repeat(repeats).padEnd(room, ' ');
  return { body: JSON.stringify({ processType, messages: [{ role: 'user', content }] }), repeats };
}

async function post(body: string): Promise<{ status: number; bytes: number; json: any }> {
  const res = await fetch(`${stack.url}/v1/guard/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': key },
    body,
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), json: JSON.parse(text) };
}

describe('bounded inline responses', () => {
  it('a 1 MiB body of e-mail addresses: one item with a count, and a response under the limit', async () => {
    const { body, repeats } = bodyOfSize('input', 'a@b.co ', MAX_BODY);
    expect(Buffer.byteLength(body)).toBe(MAX_BODY);
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.json.action).toBe('MASK');
    expect(res.json.input_results[0].results[0].detected_items).toEqual([
      expect.objectContaining({ rule_type: 'ENTITY', rule_name: 'EMAIL_ADDRESS', action: 'MASK', count: repeats }),
    ]);
    // Only the masked text grows with the request (`a@b.co ` → `[EMAIL_ADDRESS] `: 2.4 MB in all).
    expect(res.bytes).toBeLessThan(MAX_RESPONSE_BYTES);
  });

  it('masked content that would pass the limit (one-letter matches, 64-character mask words) is a 413, not a 25 MB body', async () => {
    const res = await post(bodyOfSize('long_masks', 'x ', MAX_BODY).body);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.stringContaining(`the limit of ${MAX_RESPONSE_BYTES} bytes`),
        details: { response_limit_bytes: MAX_RESPONSE_BYTES },
      },
    });
  });

  it('the same masks on a body they fit in are answered in full', async () => {
    const { body, repeats } = bodyOfSize('long_masks', 'x ', 64 * 1024);
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.bytes).toBeLessThan(MAX_RESPONSE_BYTES);
    expect(res.json.input_results[0].results[0].detected_items).toEqual([expect.objectContaining({ rule_name: 'DENY_LIST', count: repeats })]);
  });
});
