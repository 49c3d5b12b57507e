/**
 * Reversible masking, streams and monitor mode through HTTP against the local runner: POST /v1/guard/api with
 * `restore.enabled`, POST /v1/guard/restore (one text and streamed), POST /v1/guard/stream, and the errors for
 * tampered, foreign and expired tokens and carries. No token, carry or original appears in logs or traces.
 */
import { createAccessResolver, DEFAULT_ACCESS_TTLS } from '../../functions/auth/access';
import { compileGuardian } from '../helpers/catalog';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createGuardApiHandler } from '../../functions/handlers/guard-api';
import { parseEnvelopeLine } from '../../functions/tracing/envelope';
import type { LocalStack } from '../../functions/local/stack';
import { sendJson, type HttpResult } from '../helpers/jobs';
import { callGuard, captureLogs, createGuardianWithKey, manualClock, startTestStack } from '../helpers/stack';

const PII: GuardianInput['policies'] = [
  {
    name: 'pii',
    type: 'PII',
    entities: {
      PERSON: { action: 'MASK', operator: { type: 'placeholder' } },
      EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'placeholder' } },
      PHONE_NUMBER: { action: 'MASK', operator: { type: 'placeholder' } },
    },
    customRules: [
      { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', operator: { type: 'placeholder', prefix: 'EMPLOYEE' } },
      { name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' },
    ],
  },
];

const REVERSIBLE: GuardianInput = {
  name: 'reversible',
  processTypes: { input: { policies: ['pii'] }, output: { policies: ['pii'] } },
  policies: PII,
  restore: { enabled: true },
};
const MONITORED: GuardianInput = { ...REVERSIBLE, name: 'monitored', mode: 'monitor' };

const PROMPT = 'Hi, I am Jane Doe, mail me at jane.doe@example.com or call (650) 253-0000. Badge EMP-123456.';
const ORIGINALS = ['Jane Doe', 'jane.doe@example.com', '(650) 253-0000', 'EMP-123456'];

const clock = manualClock(Date.parse('2026-03-01T00:00:00.000Z'));
let stack: LocalStack;
let key: string;
let otherProjectKey: string;
let monitorKey: string;
const envelopes: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({ clock, logLevel: 'INFO', tracing: { sink: (l) => envelopes.push(l), langfuse: false } });
  key = await createGuardianWithKey(stack.store, REVERSIBLE, 'restore-project');
  otherProjectKey = await createGuardianWithKey(stack.store, REVERSIBLE, 'other-project');
  monitorKey = await createGuardianWithKey(stack.store, MONITORED, 'monitor-project');
});
afterAll(() => stack.close());

const guard = (k: string, content: string, extra: object = {}) =>
  callGuard(stack.url, k, { messages: [{ role: 'user', content }], processType: 'input', ...extra });
const restore = (k: string, body: unknown) => sendJson(`${stack.url}/v1/guard/restore`, 'POST', k, body);
const stream = (k: string, body: unknown) => sendJson(`${stack.url}/v1/guard/stream`, 'POST', k, body);
const bodyOf = (r: HttpResult) => r.body as Record<string, any>;

async function maskedPrompt() {
  const res = await guard(key, PROMPT);
  expect(res.status).toBe(200);
  const body = bodyOf(res);
  expect(body.action).toBe('MASK');
  return { masked: body.input_results[0].processed_content as string, token: body.restore_token as string };
}

describe('reversible masking', () => {
  test('a MASK answer carries a restore token; restore puts every original back, also reformatted placeholders', async () => {
    const { masked, token } = await maskedPrompt();
    expect(masked).toBe(
      'Hi, I am [PERSON_1], mail me at [EMAIL_ADDRESS_1] or call [PHONE_NUMBER_1]. Badge [EMPLOYEE_1].',
    );
    expect(token).toMatch(/^rt1\.[A-Za-z0-9_-]+$/);
    for (const v of ORIGINALS) expect(token).not.toContain(v);
    const answer = 'Hello [person_1]! I wrote to EMAIL_ADDRESS_1 and will call [Phone Number 1] about [ EMPLOYEE-1 ]; [PERSON_2] is unknown.';
    const res = await restore(key, { restore_token: token, text: answer });
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      text: 'Hello Jane Doe! I wrote to jane.doe@example.com and will call (650) 253-0000 about EMP-123456; [PERSON_2] is unknown.',
    });
  });

  test('a PASS answer has no token; a Guardian without restore never issues one', async () => {
    expect(bodyOf(await guard(key, 'Nothing personal here.'))).toEqual({ action: 'PASS', input_results: [] });
    const plainKey = await createGuardianWithKey(stack.store, { ...REVERSIBLE, name: 'plain', restore: { enabled: false } }, 'plain-project');
    const body = bodyOf(await guard(plainKey, PROMPT));
    expect(body.action).toBe('MASK');
    expect(body).not.toHaveProperty('restore_token');
  });

  test('the previous turn’s token keeps the numbering across a conversation, and the new token restores both turns', async () => {
    const first = await maskedPrompt();
    const res = await guard(key, 'Jane Doe and John Smith will join.', { restoreToken: first.token });
    const body = bodyOf(res);
    expect(body.input_results[0].processed_content).toBe('[PERSON_1] and [PERSON_2] will join.');
    const restored = await restore(key, { restore_token: body.restore_token, text: '[PERSON_2] meets [PERSON_1] at [EMAIL_ADDRESS_1].' });
    expect(restored.body).toEqual({ text: 'John Smith meets Jane Doe at jane.doe@example.com.' });
  });

  test.each([
    ['tampered', 'INVALID_RESTORE_TOKEN', (t: string) => t.slice(0, -6) + (t.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA')],
    ['truncated', 'INVALID_RESTORE_TOKEN', (t: string) => t.slice(0, 20)],
    ['malformed', 'INVALID_RESTORE_TOKEN', () => 'hello'],
  ])('a %s token is refused (400 %s), nothing echoed', async (_name, code, change) => {
    const { token } = await maskedPrompt();
    const res = await restore(key, { restore_token: change(token), text: '[PERSON_1]' });
    expect(res.status).toBe(400);
    expect(bodyOf(res).error).toEqual({ code, message: expect.any(String), details: { field: 'restore_token' } });
    expect(res.text).not.toContain('PERSON_1');
  });

  test('a token of another project is refused as invalid (its existence is not revealed)', async () => {
    const { token } = await maskedPrompt();
    const res = await restore(otherProjectKey, { restore_token: token, text: '[PERSON_1]' });
    expect(res.status).toBe(400);
    expect(bodyOf(res).error.code).toBe('INVALID_RESTORE_TOKEN');
    // …and as a previous-turn token on the inline call.
    const inline = await guard(otherProjectKey, 'Jane Doe', { restoreToken: token });
    expect(inline.status).toBe(400);
    expect(bodyOf(inline).error).toMatchObject({ code: 'INVALID_RESTORE_TOKEN', details: { field: 'restoreToken' } });
  });

  test('an expired token is refused (400 RESTORE_TOKEN_EXPIRED): the default lifetime is one hour', async () => {
    const { token } = await maskedPrompt();
    clock.advance(3_599_000);
    expect((await restore(key, { restore_token: token, text: '[PERSON_1]' })).body).toEqual({ text: 'Jane Doe' });
    clock.advance(1_000);
    const res = await restore(key, { restore_token: token, text: '[PERSON_1]' });
    expect(res.status).toBe(400);
    expect(bodyOf(res).error).toMatchObject({ code: 'RESTORE_TOKEN_EXPIRED', details: { field: 'restore_token' } });
  });
});

/** Streams `chunks` through an endpoint, carrying the carry; returns the released pieces and the last body. */
async function runStream(send: (body: object) => Promise<HttpResult>, base: object, chunks: string[]) {
  const pieces: string[] = [];
  let carry: string | undefined;
  let last: Record<string, any> = {};
  for (let i = 0; i < chunks.length; i++) {
    const final = i === chunks.length - 1;
    const res = await send({ ...base, text: chunks[i], ...(carry ? { carry } : {}), ...(final ? { final: true } : {}) });
    expect(res.status).toBe(200);
    last = bodyOf(res);
    pieces.push(last.text);
    carry = last.carry;
    if (final) expect(last).not.toHaveProperty('carry');
    else if (last.action !== 'BLOCK') expect(carry).toMatch(/^[rg]c1\./);
  }
  return { pieces, last };
}

describe('streams', () => {
  test('restore over chunks: placeholders cut anywhere come out whole, pieces concatenate to the one-shot text', async () => {
    const { token } = await maskedPrompt();
    const answer = 'Dear [PERSON_1], your mail [EMAIL_ADDRESS_1] and phone PHONE_NUMBER_1 are noted.';
    const chunks = ['Dear [PER', 'SON_', '1], your mail [EMAIL_ADDRESS_1', '] and phone PHONE_NUMBER_', '1 are noted.', ''];
    const { pieces } = await runStream((b) => restore(key, b), { restore_token: token, stream: true }, chunks);
    const whole = bodyOf(await restore(key, { restore_token: token, text: answer })).text;
    expect(pieces.join('')).toBe(whole);
    expect(whole).toBe('Dear Jane Doe, your mail jane.doe@example.com and phone (650) 253-0000 are noted.');
    expect(pieces[0]).toBe('Dear ');
    for (const p of pieces) expect(p).not.toMatch(/PER|EMAIL|PHONE/);
  });

  test('a carry is refused with another token, after tampering, and when expired', async () => {
    const a = await maskedPrompt();
    const b = await maskedPrompt();
    const first = bodyOf(await restore(key, { restore_token: a.token, text: 'Hi [PERS', stream: true }));
    const other = await restore(key, { restore_token: b.token, text: 'ON_1]', carry: first.carry });
    expect(bodyOf(other).error).toMatchObject({ code: 'INVALID_CARRY', details: { field: 'carry' } });
    const tampered = await restore(key, { restore_token: a.token, text: 'x', carry: `${first.carry.slice(0, -2)}zz` });
    expect(bodyOf(tampered).error.code).toBe('INVALID_CARRY');
    clock.advance(3_600_000);
    const expired = await restore(key, { restore_token: a.token, text: 'x', carry: first.carry });
    expect(expired.status).toBe(400);
    // The token expires with the carry here: the token is checked first.
    expect(['CARRY_EXPIRED', 'RESTORE_TOKEN_EXPIRED']).toContain(bodyOf(expired).error.code);
  });

  test('output guarding over chunks: a phone number split across chunks is masked whole, numbering continues the prompt’s', async () => {
    const { token } = await maskedPrompt();
    const chunks = ['Sure [PERSON_1]. Your colleague John', ' Smith is at (650) 253-', '0001 or john.smith@exam', 'ple.com.\nAnything else', '?'];
    const base = { process_type: 'output', restore_token: token };
    const { pieces, last } = await runStream((b) => stream(key, b), base, chunks);
    expect(pieces).toEqual(['', '', '', 'Sure [PERSON_1]. Your colleague [PERSON_2] is at [PHONE_NUMBER_2] or [EMAIL_ADDRESS_2].\n', 'Anything else?']);
    expect(last.action).toBe('MASK');
    // The same text in one call gives the same result.
    const once = bodyOf(await stream(key, { ...base, text: chunks.join(''), final: true }));
    expect(once.text).toBe(pieces.join(''));
    // With restore: true the app receives the prompt's originals back, the answer's own new PII stays masked.
    const restored = await runStream((b) => stream(key, b), { ...base, restore: true }, chunks);
    expect(restored.pieces.join('')).toBe('Sure Jane Doe. Your colleague [PERSON_2] is at [PHONE_NUMBER_2] or [EMAIL_ADDRESS_2].\nAnything else?');
  });

  test('a guard stream’s carry is refused with another token, and the token’s expiry ends the stream', async () => {
    const a = await maskedPrompt();
    const b = await maskedPrompt();
    const base = { process_type: 'output', restore: true };
    const first = bodyOf(await stream(key, { ...base, restore_token: a.token, text: 'Hi [PERS' }));
    const other = await stream(key, { ...base, restore_token: b.token, text: 'ON_1]', carry: first.carry });
    expect(bodyOf(other).error).toMatchObject({ code: 'INVALID_CARRY', details: { field: 'carry' } });
    // Later chunks do not open the token, yet its lifetime (one hour) still holds while the carry is fresh.
    clock.advance(3_000_000);
    const second = bodyOf(await stream(key, { ...base, restore_token: a.token, text: 'ON_1].\nAnd', carry: first.carry }));
    expect(second.text).toBe('Hi Jane Doe.\n');
    clock.advance(600_000);
    const expired = await stream(key, { ...base, restore_token: a.token, text: ' more', carry: second.carry });
    expect(expired.status).toBe(400);
    expect(bodyOf(expired).error).toMatchObject({ code: 'RESTORE_TOKEN_EXPIRED', details: { field: 'restore_token' } });
  });

  test('a blocking segment stops the stream: nothing after it is released', async () => {
    const { pieces, last } = await runStream((b) => stream(key, b), { process_type: 'output' }, ['All good.\nThe code is falcon-', '7.\nMore text.\n']);
    expect(pieces).toEqual(['All good.\n', '']);
    expect(last.action).toBe('BLOCK');
  });

  test('a criteria or unknown process type is refused', async () => {
    const res = await stream(key, { process_type: 'nope', text: 'x' });
    expect(bodyOf(res).error).toMatchObject({ code: 'UNSUPPORTED_PROCESS_TYPE', details: { supported_process_types: ['input', 'output'] } });
  });
});

describe('a deployment without a restore key', () => {
  // The inline function as it is wired without CG_RESTORE_KEY_SECRET_ARN, on the stack's configuration table.
  const inline = (routeKey: string, body: unknown) =>
    createGuardApiHandler({
      access: createAccessResolver(stack.store, clock, DEFAULT_ACCESS_TTLS, compileGuardian),
      logger: { info() {}, warn() {}, error() {}, debug() {} } as never,
      clock,
      maxBodyBytes: 64 * 1024,
      traceSink: () => {},
    })({ routeKey, headers: { 'x-svc-guard-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) } as never, {} as never)
      .then((res) => ({ status: res.statusCode!, body: JSON.parse(res.body!) as Record<string, any> }));

  test('guards a stream without restore in one call; answers 503 only where a carry or a token needs the key', async () => {
    const whole = await inline('POST /v1/guard/stream', { process_type: 'output', text: 'Mail john@example.org today.\nThanks.', final: true });
    expect(whole).toEqual({
      status: 200,
      body: { action: 'MASK', text: 'Mail [EMAIL_ADDRESS_1] today.\nThanks.', results: [expect.objectContaining({ policy_name: 'pii' })] },
    });
    for (const body of [
      { process_type: 'output', text: 'Mail john@exa' },
      { process_type: 'output', text: 'Hi [PERSON_1]', final: true, restore_token: (await maskedPrompt()).token },
    ]) {
      const res = await inline('POST /v1/guard/stream', body);
      expect(res).toMatchObject({ status: 503, body: { error: { code: 'ANALYSIS_UNAVAILABLE' } } });
    }
  });
});

describe('monitor mode', () => {
  test('answers PASS with the content untouched and says so; the trace has the would-be verdict and the tag monitor', async () => {
    envelopes.length = 0;
    const res = await guard(monitorKey, PROMPT, { tracing: { trace_id: 'monitor-trace-1' } });
    expect(res.body).toEqual({ action: 'PASS', input_results: [], monitored: true, monitored_action: 'MASK' });
    const trace = envelopes.map((l) => parseEnvelopeLine(l)).find((t) => t?.id === 'monitor-trace-1');
    expect(trace).toMatchObject({ action: 'MASK' });
    expect(trace!.tags).toEqual(expect.arrayContaining(['MASK', 'monitor']));
    const blocked = await guard(monitorKey, 'the code is falcon-9');
    expect(blocked.body).toEqual({ action: 'PASS', input_results: [], monitored: true, monitored_action: 'BLOCK' });
  });

  test('a monitored stream releases the text untouched', async () => {
    const { pieces, last } = await runStream((b) => stream(monitorKey, b), { process_type: 'output' }, [PROMPT, '\n']);
    expect(pieces.join('')).toBe(`${PROMPT}\n`);
    expect(last).toMatchObject({ action: 'PASS', monitored: true, monitored_action: 'MASK' });
  });
});

test('no token, carry or original value reaches a log line or a trace', async () => {
  const logs = captureLogs();
  const seen: string[] = [];
  try {
    const { token } = await maskedPrompt();
    seen.push(token);
    const r = bodyOf(await restore(key, { restore_token: token, text: 'Hi [PERS', stream: true }));
    seen.push(r.carry);
    const s = bodyOf(await stream(key, { process_type: 'output', restore_token: token, restore: true, text: 'Hi [PERSON_1] and John Smith' }));
    seen.push(s.carry);
    await restore(key, { restore_token: `${token}x`, text: 'Jane Doe' });
  } finally {
    logs.restore();
  }
  const text = logs.text() + envelopes.join('');
  expect(logs.records().some((r) => r.message === 'guard.restore')).toBe(true);
  for (const v of [...ORIGINALS, 'John Smith', ...seen]) expect(text).not.toContain(v);
});
