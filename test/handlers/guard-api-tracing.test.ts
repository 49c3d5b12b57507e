/**
 * Tracing through HTTP against the local runner: the envelope each call emits, the background forwarding to a
 * local stand-in for Langfuse, a scan of everything emitted for the fixture PII, and the guard answering normally
 * while the tracing backend is down or slow.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { createAccessResolver, DEFAULT_ACCESS_TTLS } from '../../functions/auth/access';
import { compileGuardian } from '../helpers/catalog';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createGuardApiHandler } from '../../functions/handlers/guard-api';
import type { HttpEvent, HttpResult } from '../../functions/handlers/http';
import type { LocalStack } from '../../functions/local/stack';
import { systemClock } from '../../functions/ports';
import type { Trace } from '../../functions/tracing/build-trace';
import { parseEnvelopeLine } from '../../functions/tracing/envelope';
import { nameUuid } from '../../functions/tracing/langfuse';
import { deadUrl, startFakeLangfuse, type FakeLangfuse } from '../helpers/fake-langfuse';
import { callGuard, createGuardianWithKey, startTestStack } from '../helpers/stack';

const MODEL = { provider: 'bedrock', modelId: 'anthropic.claude-sonnet-4', parameters: { temperature: 0 } };

const GUARDIAN: GuardianInput = {
  name: 'support-bot',
  processTypes: { input: { policies: ['pii', 'ids'] }, output: { policies: ['pii'] } },
  model: MODEL,
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: {
        EMAIL_ADDRESS: { action: 'MASK' },
        PHONE_NUMBER: { action: 'MASK' },
        CREDIT_CARD: { action: 'BLOCK' },
        US_SSN: { action: 'BLOCK' },
      },
    },
    { name: 'ids', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] },
  ],
};

/** Fixture PII: none of these may appear in any log line, envelope or request to the tracing backend. */
const FIXTURE_PII = [
  'jane.doe@example.com',
  '(650) 253-0000',
  '650) 253-0000',
  '253-0000',
  '4111 1111 1111 1111',
  '4111111111111111',
  '078-05-1120',
  'EMP-123456',
  'EMP-654321',
  'Jane Doe',
];

const user = (content: string) => ({ role: 'user', content });
const PII_MESSAGES = [
  { role: 'system', content: 'You are a support agent.' },
  user('Hi, I am Jane Doe, mail me at jane.doe@example.com or call (650) 253-0000. Badge EMP-123456.'),
  { role: 'assistant', content: 'Sure.' },
  user('Second message, still EMP-654321'),
];

const PUBLIC_KEY = 'pk-lf-local-test';
const SECRET_KEY = 'sk-lf-local-test';

/** Captures stdout and stderr (everything the process logs) until restored. */
function captureOutput() {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  return {
    text: () => lines.join(''),
    records: () =>
      lines
        .join('')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
    restore: () => {
      out.mockRestore();
      err.mockRestore();
    },
  };
}

describe('with local forwarding to a working backend', () => {
  let fake: FakeLangfuse;
  let stack: LocalStack;
  const envelopes: string[] = [];
  let key: string;
  let maskedKey: string;
  let disabledKey: string;
  let unsampledKey: string;

  beforeAll(async () => {
    fake = await startFakeLangfuse();
    stack = await startTestStack({
      logLevel: 'INFO',
      tracing: {
        sink: (line) => envelopes.push(line),
        langfuse: { host: fake.url, publicKey: PUBLIC_KEY, secretKey: SECRET_KEY },
        flushIntervalMs: 60_000, // flushed explicitly below
        forward: { baseDelayMs: 1 },
      },
    });
    key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme', 'checkout-service');
    maskedKey = await createGuardianWithKey(
      stack.store,
      { ...GUARDIAN, name: 'masked-bot', tracing: { includeMaskedContent: true } },
      'acme',
      'masked-service',
    );
    disabledKey = await createGuardianWithKey(stack.store, { ...GUARDIAN, name: 'quiet-bot', tracing: { enabled: false } }, 'acme', 'quiet');
    unsampledKey = await createGuardianWithKey(stack.store, { ...GUARDIAN, name: 'rare-bot', tracing: { sampleRate: 0 } }, 'acme', 'rare');
  });
  afterAll(async () => {
    await stack.close();
    await fake.close();
  });
  beforeEach(() => {
    envelopes.length = 0;
  });

  /** Calls quietly, returning the response, the new envelopes and the log records of the call. */
  async function traced(apiKey: string, body: object) {
    const out = captureOutput();
    const before = envelopes.length;
    let res;
    try {
      res = await callGuard(stack.url, apiKey, body);
    } finally {
      out.restore();
    }
    return { res, traces: envelopes.slice(before).map((l) => parseEnvelopeLine(l)!), records: out.records() };
  }

  it('a MASK call with every tracing hint: one envelope with the enriched trace', async () => {
    const { res, traces, records } = await traced(key, {
      processType: 'Input',
      messages: PII_MESSAGES,
      tracing: {
        trace_id: 'trace-abc',
        session_id: 'session-1',
        user_id: 'user-7',
        metadata: { feature: 'chat', processType: 'spoofed', apiKeyId: 'spoofed', model: 'spoofed' },
        tags: ['beta', 'MASK', 'beta'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.action).toBe('MASK');
    expect(traces).toHaveLength(1);
    const trace = traces[0]!;
    expect(trace).toEqual({
      id: 'trace-abc',
      call_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'support-bot',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      latency_ms: expect.any(Number),
      session_id: 'session-1',
      user_id: 'user-7',
      project_id: 'acme',
      guardian_version: 1,
      action: 'MASK',
      tags: ['beta', 'MASK', 'PII:MASK', 'pii:MASK', 'ids:MASK', 'checkout-service'],
      metadata: { feature: 'chat', processType: 'input', apiKeyId: `svc_…${key.slice(-4)}`, model: MODEL, projectId: 'acme' },
      scores: [
        { name: 'detections:pii', value: 2, policy_name: 'pii', policy_type: 'PII', action: 'MASK' },
        { name: 'detections:ids', value: 2, policy_name: 'ids', policy_type: 'PII', action: 'MASK' },
      ],
    });
    expect(records).toEqual([
      expect.objectContaining({ message: 'guard.request', action: 'MASK', trace: 'emitted', trace_id: 'trace-abc' }),
    ]);
  });

  it('no tracing object: a generated trace id, system enrichment only', async () => {
    const { traces, records } = await traced(key, { processType: 'output', messages: [user('hello')] });
    expect(traces).toHaveLength(1);
    expect(traces[0]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      action: 'PASS',
      tags: ['PASS', 'checkout-service'],
      metadata: { processType: 'output', apiKeyId: `svc_…${key.slice(-4)}`, model: MODEL, projectId: 'acme' },
      scores: [{ name: 'detections:pii', value: 0, policy_name: 'pii', policy_type: 'PII', action: 'PASS' }],
    });
    expect(records[0]).toMatchObject({ trace: 'emitted', trace_id: traces[0]!.id });
  });

  it('a BLOCK call', async () => {
    const { res, traces } = await traced(key, { processType: 'input', messages: [user('card 4111 1111 1111 1111, EMP-123456')] });
    expect(res.body.action).toBe('BLOCK');
    expect(traces[0]).toMatchObject({
      action: 'BLOCK',
      tags: ['BLOCK', 'PII:BLOCK', 'PII:MASK', 'pii:BLOCK', 'ids:MASK', 'checkout-service'],
    });
  });

  it.each([
    ['tracing disabled on the Guardian', () => disabledKey, 'disabled'],
    ['sample rate 0', () => unsampledKey, 'sampled_out'],
  ])('%s: answered normally, no envelope, the log line says so', async (_name, apiKey, status) => {
    const { res, traces, records } = await traced(apiKey(), { processType: 'input', messages: PII_MESSAGES });
    expect(res.status).toBe(200);
    expect(res.body.action).toBe('MASK');
    expect(traces).toEqual([]);
    expect(records[0]).toMatchObject({ message: 'guard.request', trace: status });
  });

  it('rejected calls emit no trace', async () => {
    const bad = await traced(key, { processType: 'summary', messages: [] });
    const unauthenticated = await traced('svc_' + 'x'.repeat(43), { processType: 'input', messages: [] });
    expect([bad.res.status, unauthenticated.res.status]).toEqual([400, 401]);
    expect([...bad.traces, ...unauthenticated.traces]).toEqual([]);
  });

  it('the background forwarder posts the traces to the ingestion endpoint', async () => {
    const { traces } = await traced(key, { processType: 'input', messages: PII_MESSAGES, tracing: { trace_id: 'fwd-1' } });
    const stats = await stack.tracing.flush();
    expect(stats).toMatchObject({ undelivered: 0, rejected: 0 });
    const last = fake.requests.at(-1)!;
    expect(last.url).toBe('/api/public/ingestion');
    expect(last.headers['authorization']).toBe(`Basic ${Buffer.from(`${PUBLIC_KEY}:${SECRET_KEY}`).toString('base64')}`);
    const events = last.body.batch.filter((e) => e.body['id'] === 'fwd-1' || e.body['traceId'] === 'fwd-1');
    expect(events.map((e) => [e.type, e.id])).toEqual([
      ['trace-create', nameUuid(`${traces[0]!.call_id}/trace-create`)],
      ['score-create', nameUuid(`${traces[0]!.call_id}/score-create/pii`)],
      ['score-create', nameUuid(`${traces[0]!.call_id}/score-create/ids`)],
    ]);
    expect(events[0]!.body).toMatchObject({ id: 'fwd-1', name: 'support-bot', output: { action: 'MASK' } });
  });

  it('no fixture PII in any log line, envelope or request to the tracing backend (opted-in masked content included)', async () => {
    const out = captureOutput();
    const seen: string[] = [];
    const inputBodies = [
      { processType: 'input', messages: PII_MESSAGES, tracing: { trace_id: 'scan-1', tags: ['scan'] } },
      { processType: 'input', messages: [user('SSN 078-05-1120 and card 4111111111111111 for Jane Doe')] },
      { processType: 'input', messages: [{ role: 'user', content: [{ type: 'text', text: 'jane.doe@example.com' }, { type: 'text', text: 'EMP-654321' }] }] },
      { processType: 'input', messages: [user('jane.doe@example.com'), { role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }] },
    ];
    try {
      for (const body of [...inputBodies, { processType: 'output', messages: PII_MESSAGES }]) {
        seen.push((await callGuard(stack.url, key, body)).text);
      }
      // Opted in: every process type used here inspects every fixture entity except the name.
      // (Without the caller's trace ids, so the two Guardians' traces stay apart below.)
      for (const body of inputBodies) seen.push((await callGuard(stack.url, maskedKey, { ...body, tracing: undefined })).text);
      await stack.tracing.flush();
    } finally {
      out.restore();
    }
    // Sanity: the fixture values really went through the service and were masked in its answers.
    expect(seen.join('\n')).toContain('[EMAIL_ADDRESS]');
    const masked = envelopes.map((l) => parseEnvelopeLine(l)!).filter((t) => t.name === 'masked-bot');
    expect(masked.flatMap((t) => t.input ?? []).map((p) => p.processed_content)).toContain(
      'Hi, I am Jane Doe, mail me at [EMAIL_ADDRESS] or call [PHONE_NUMBER]. Badge [EMPLOYEE_ID].',
    );

    const events = fake.requests.flatMap((r) => r.body.batch);
    const maskedIds = new Set(events.filter((e) => e.body['name'] === 'masked-bot').map((e) => e.body['id']));
    const isMasked = (e: (typeof events)[number]) => maskedIds.has(e.body['id']) || maskedIds.has(e.body['traceId']);
    const channels = {
      logs: out.text(),
      envelopes: envelopes.filter((l) => !l.includes('"masked-bot"')).join(''),
      backend: JSON.stringify(events.filter((e) => !isMasked(e))),
    };
    expect(channels.logs).toContain('guard.request');
    expect(channels.envelopes).toContain('"cg_trace":1');
    expect(channels.backend).toContain('scan-1');
    for (const [channel, text] of Object.entries(channels)) {
      for (const value of FIXTURE_PII) {
        expect({ channel, value, found: text.includes(value) }).toEqual({ channel, value, found: false });
      }
      for (const secret of [key, key.slice(4), maskedKey, maskedKey.slice(4), SECRET_KEY]) {
        expect({ channel, found: text.includes(secret) }).toEqual({ channel, found: false });
      }
    }
    // Opted-in masked content holds mask tokens instead of every detected value. The name is not a detected
    // entity in this Guardian, so it stays in the masked text: that is what the opt-in means (README "Tracing").
    const optedIn = {
      envelopes: envelopes.filter((l) => l.includes('"masked-bot"')).join(''),
      backend: JSON.stringify(events.filter(isMasked)),
    };
    expect(optedIn.backend).toContain('[EMPLOYEE_ID]');
    for (const [channel, text] of Object.entries(optedIn)) {
      for (const value of FIXTURE_PII.filter((v) => v !== 'Jane Doe')) {
        expect({ channel, value, found: text.includes(value) }).toEqual({ channel, value, found: false });
      }
    }
  });
});

describe('the stdout sink (AWS): the envelope is its own log line', () => {
  it('one write of one newline-terminated JSON line, next to the guard.request line', async () => {
    const stack = await startTestStack();
    try {
      const key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme', 'checkout-service');
      const handler = createGuardApiHandler({
        access: createAccessResolver(stack.store, systemClock, DEFAULT_ACCESS_TTLS, compileGuardian),
        logger: new Logger({ serviceName: 'content-guard', logLevel: 'INFO' }),
        clock: systemClock,
        maxBodyBytes: 1024 * 1024,
      });
      const event = {
        headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': key },
        body: JSON.stringify({ processType: 'input', messages: PII_MESSAGES, tracing: { trace_id: 'stdout-1' } }),
        isBase64Encoded: false,
      } as unknown as HttpEvent;
      const writes: string[] = [];
      const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        writes.push(String(chunk));
        return true;
      });
      let result: HttpResult;
      try {
        result = (await handler(event, {} as Context)) as HttpResult;
      } finally {
        spy.mockRestore();
      }
      expect(result.statusCode).toBe(200);
      const traceWrites = writes.filter((w) => w.startsWith('{"cg_trace":1,'));
      expect(traceWrites).toHaveLength(1);
      expect(traceWrites[0]!.endsWith('\n')).toBe(true);
      expect(traceWrites[0]!.split('\n')).toHaveLength(2);
      expect(parseEnvelopeLine(traceWrites[0]!)).toMatchObject<Partial<Trace>>({ id: 'stdout-1', action: 'MASK' });
      const others = writes.filter((w) => !w.startsWith('{"cg_trace"')).map((w) => JSON.parse(w) as Record<string, unknown>);
      expect(others).toEqual([expect.objectContaining({ message: 'guard.request', trace: 'emitted', trace_id: 'stdout-1' })]);
      for (const w of others) expect(w).not.toHaveProperty('cg_trace');
      for (const value of FIXTURE_PII) expect(writes.join('')).not.toContain(value);
    } finally {
      await stack.close();
    }
  });
});

describe('a failure while recording a trace never fails the call', () => {
  it('a throwing sink: 200 with the normal body; the log line counts the failure by class name', async () => {
    const stack = await startTestStack({
      logLevel: 'INFO',
      tracing: {
        langfuse: false,
        sink: () => {
          throw new RangeError('sink exploded: jane.doe@example.com');
        },
      },
    });
    try {
      const key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme', 'svc');
      const out = captureOutput();
      const answers = [];
      try {
        for (let i = 0; i < 2; i++) answers.push(await callGuard(stack.url, key, { processType: 'input', messages: PII_MESSAGES }));
      } finally {
        out.restore();
      }
      for (const res of answers) expect(res).toMatchObject({ status: 200, body: { action: 'MASK' } });
      expect(out.records()).toEqual([
        expect.objectContaining({ message: 'guard.request', action: 'MASK', trace: 'failed', trace_error: 'RangeError', trace_failures: 1 }),
        expect.objectContaining({ message: 'guard.request', action: 'MASK', trace: 'failed', trace_error: 'RangeError', trace_failures: 2 }),
      ]);
      expect(out.text()).not.toContain('sink exploded');
    } finally {
      await stack.close();
    }
  });
});

describe('the guard answers normally when the tracing backend is down or slow', () => {
  const body = { processType: 'input', messages: PII_MESSAGES, tracing: { trace_id: 'down-1' } };

  async function expectNormalAnswers(stack: LocalStack, key: string, calls: number) {
    for (let i = 0; i < calls; i++) {
      const started = Date.now();
      const res = await callGuard(stack.url, key, body);
      // Generous bound for a loaded CI machine; the backend below holds each request for 10 s.
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ action: 'MASK', input_results: [expect.objectContaining({ index: 1 }), expect.objectContaining({ index: 3 })] });
    }
  }

  it('down (connection refused): calls answer, delivery failures are counted, close is bounded', async () => {
    const stack = await startTestStack({
      tracing: {
        langfuse: { host: await deadUrl(), publicKey: 'p', secretKey: 's' },
        flushIntervalMs: 5,
        closeTimeoutMs: 500,
        forward: { baseDelayMs: 20, maxAttempts: 3 },
      },
    });
    const key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme', 'svc');
    const out = captureOutput();
    try {
      await expectNormalAnswers(stack, key, 20);
      const started = Date.now();
      await stack.close();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      out.restore();
    }
    const stats = stack.tracing.stats();
    expect(stats.queued).toBe(20);
    expect(stats.delivered).toBe(0);
    expect(stats.undelivered).toBeGreaterThan(0);
  });

  it('slow (holds every request for 10 s): calls answer while a delivery hangs; close gives up at its deadline', async () => {
    const slow = await startFakeLangfuse(() => ({ status: 207, body: { successes: [], errors: [] }, delayMs: 10_000 }));
    const stack = await startTestStack({
      tracing: {
        langfuse: { host: slow.url, publicKey: 'p', secretKey: 's' },
        flushIntervalMs: 5,
        closeTimeoutMs: 300,
        forward: { timeoutMs: 30_000 },
      },
    });
    const out = captureOutput();
    try {
      const key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme', 'svc');
      await callGuard(stack.url, key, body);
      // Wait until the forwarder is stuck in a request to the slow backend.
      for (let i = 0; i < 200 && slow.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(slow.requests).toHaveLength(1);
      await expectNormalAnswers(stack, key, 10);
      const started = Date.now();
      await stack.close();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      out.restore();
      await slow.close();
    }
    expect(stack.tracing.stats()).toMatchObject({ queued: 11, delivered: 0 });
    expect(stack.tracing.stats().undelivered).toBe(11 * 3);
  });
});
