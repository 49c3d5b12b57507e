/**
 * The trace forwarder Lambda against a local HTTP server standing in for Langfuse's ingestion endpoint:
 * exact bodies and auth header, batching, retries, 207 partial failures, permanent errors, a dead or slow backend.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { CloudWatchLogsLogEvent } from 'aws-lambda';
import {
  createTraceForwarderHandler,
  createTraceForwarderHandlerFromEnv,
  type TraceForwarderDeps,
} from '../../functions/handlers/trace-forwarder';
import type { Trace } from '../../functions/tracing/build-trace';
import { toEnvelopeLine } from '../../functions/tracing/envelope';
import { TraceDeliveryError } from '../../functions/tracing/errors';
import { batchBody, MAX_BATCH_BYTES, nameUuid, serializeEvent, toIngestionEvents } from '../../functions/tracing/langfuse';
import { encodeLogsEvent } from '../../functions/tracing/log-events';
import { allSucceed, deadUrl, startFakeLangfuse, type FakeLangfuse } from '../helpers/fake-langfuse';

const PUBLIC_KEY = 'pk-lf-0000-test';
const SECRET_KEY = 'sk-lf-1111-test';

function trace(n: number, extra: Partial<Trace> = {}): Trace {
  return {
    id: `trace-${n}`,
    call_id: `call-${n}`,
    name: 'support-bot',
    timestamp: '2026-03-04T05:06:07.008Z',
    latency_ms: 3,
    project_id: 'acme',
    guardian_version: 1,
    action: 'MASK',
    tags: ['MASK', 'PII:MASK', 'pii:MASK', 'checkout-service'],
    metadata: { processType: 'input', apiKeyId: 'svc_…Wx9z', model: null, projectId: 'acme' },
    scores: [{ name: 'detections:pii', value: 1, policy_name: 'pii', policy_type: 'PII', action: 'MASK' }],
    ...extra,
  };
}

let eventSeq = 0;
function logsEvent(messages: string[], messageType = 'DATA_MESSAGE') {
  const logEvents: CloudWatchLogsLogEvent[] = messages.map((message) => ({
    id: String(++eventSeq),
    timestamp: Date.parse('2026-03-04T05:06:07.100Z'),
    message,
  }));
  return encodeLogsEvent({
    messageType,
    owner: '123456789012',
    logGroup: '/aws/lambda/ContentGuard-GuardApiFunction',
    logStream: '2026/03/04/[$LATEST]abc',
    subscriptionFilters: ['ContentGuard-TraceExport-Subscription'],
    logEvents,
  });
}

const envelopes = (traces: Trace[]) => traces.map(toEnvelopeLine);

let fake: FakeLangfuse;
beforeEach(async () => {
  fake = await startFakeLangfuse();
});
afterEach(() => fake.close());

function forwarder(overrides: Partial<TraceForwarderDeps> = {}, host = fake.url) {
  return createTraceForwarderHandler({
    loadConfig: async () => ({ host, publicKey: PUBLIC_KEY, secretKey: SECRET_KEY }),
    logger: new Logger({ serviceName: 'trace-forwarder-test', logLevel: 'INFO' }),
    forward: { baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 1_000 },
    ...overrides,
  });
}

/**
 * Runs with stdout and stderr captured (Powertools writes warnings to stderr; in Lambda both reach the log group);
 * returns the result (or the error) and the log records in order.
 */
async function run(fn: () => Promise<unknown>) {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    const result = await fn().catch((e: unknown) => e);
    const text = lines.join('');
    const records = text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    return { result, records, text };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe('request', () => {
  it('POST /api/public/ingestion with Basic auth and the exact body', async () => {
    const t1 = trace(1, { session_id: 's-1', user_id: 'u-1' });
    const t2 = trace(2);
    const { result, records } = await run(() => forwarder()(logsEvent(envelopes([t1, t2]))));

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/public/ingestion');
    expect(req.headers['authorization']).toBe(`Basic ${Buffer.from(`${PUBLIC_KEY}:${SECRET_KEY}`).toString('base64')}`);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.text).toBe(batchBody([...toIngestionEvents(t1), ...toIngestionEvents(t2)].map(serializeEvent)));
    expect(req.body).toEqual({
      batch: [
        {
          id: nameUuid('call-1/trace-create'),
          type: 'trace-create',
          timestamp: '2026-03-04T05:06:07.008Z',
          body: {
            id: 'trace-1',
            timestamp: '2026-03-04T05:06:07.008Z',
            name: 'support-bot',
            userId: 'u-1',
            sessionId: 's-1',
            version: '1',
            tags: ['MASK', 'PII:MASK', 'pii:MASK', 'checkout-service'],
            metadata: { processType: 'input', apiKeyId: 'svc_…Wx9z', model: null, projectId: 'acme' },
            output: { action: 'MASK', latencyMs: 3 },
          },
        },
        {
          id: nameUuid('call-1/score-create/pii'),
          type: 'score-create',
          timestamp: '2026-03-04T05:06:07.008Z',
          body: {
            id: nameUuid('call-1/score/pii'),
            traceId: 'trace-1',
            name: 'detections:pii',
            value: 1,
            dataType: 'NUMERIC',
            comment: 'PII policy pii: MASK',
          },
        },
        expect.objectContaining({ type: 'trace-create', body: expect.objectContaining({ id: 'trace-2' }) }),
        expect.objectContaining({ type: 'score-create', body: expect.objectContaining({ traceId: 'trace-2' }) }),
      ],
    });
    expect(result).toMatchObject({ logEvents: 2, traces: 2, ignored: 0, stats: { events: 4, delivered: 4, requests: 1 } });
    expect(records).toEqual([
      expect.objectContaining({
        message: 'trace.forward',
        log_events: 2,
        traces: 2,
        events: 4,
        batches: 1,
        requests: 1,
        retries: 0,
        delivered: 4,
        rejected: 0,
        undelivered: 0,
      }),
    ]);
  });

  it('a self-hosted host with a path prefix', async () => {
    await forwarder({}, `${fake.url}/langfuse/`)(logsEvent(envelopes([trace(1)])));
    expect(fake.requests.map((r) => r.url)).toEqual(['/langfuse/api/public/ingestion']);
  });

  it('lines that are not trace envelopes are ignored and counted', async () => {
    const { result } = await run(() =>
      forwarder()(
        logsEvent([
          'START RequestId: 1 Version: $LATEST',
          '{"level":"INFO","message":"guard.request"}',
          ...envelopes([trace(1)]),
          '{"cg_trace":1,"trace":{"broken":true}}',
        ]),
      ),
    );
    expect(result).toMatchObject({ logEvents: 4, traces: 1, ignored: 3 });
    expect(fake.events().map((e) => e.type)).toEqual(['trace-create', 'score-create']);
  });

  it.each([
    ['a CONTROL_MESSAGE', logsEvent([], 'CONTROL_MESSAGE')],
    ['no trace lines at all', logsEvent(['END RequestId: 1'])],
  ])('%s posts nothing and needs no configuration', async (_name, event) => {
    const loadConfig = jest.fn(async () => ({ host: fake.url, publicKey: 'p', secretKey: 's' }));
    await run(() => forwarder({ loadConfig })(event));
    expect(fake.requests).toHaveLength(0);
    expect(loadConfig).not.toHaveBeenCalled();
  });
});

describe('batching', () => {
  it('splits at the configured limit, in order, nothing lost', async () => {
    const traces = Array.from({ length: 12 }, (_, i) => trace(i));
    const { result } = await run(() =>
      forwarder({ forward: { baseDelayMs: 1, maxBatchBytes: 3_000 } })(logsEvent(envelopes(traces))),
    );
    expect(fake.requests.length).toBeGreaterThan(2);
    for (const r of fake.requests) expect(Buffer.byteLength(r.text)).toBeLessThanOrEqual(3_000);
    expect(fake.events().map((e) => e.id)).toEqual(traces.flatMap(toIngestionEvents).map((e) => e.id));
    expect(result).toMatchObject({ stats: { delivered: 24, batches: fake.requests.length } });
  });

  it('at the real 3.5 MB limit: 60 KB traces go in bodies just under 3.5 MB', async () => {
    const traces = Array.from({ length: 130 }, (_, i) =>
      trace(i, { metadata: { processType: 'input', apiKeyId: 'k', model: null, projectId: 'acme', pad: 'p'.repeat(60_000) } }),
    );
    const lines = envelopes(traces);
    for (const line of lines) expect(line).not.toContain('"truncated"');
    const { result } = await run(() => forwarder()(logsEvent(lines)));
    const sizes = fake.requests.map((r) => Buffer.byteLength(r.text));
    expect(sizes.length).toBe(3);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(sizes[0]).toBeGreaterThan(MAX_BATCH_BYTES - 61_000);
    expect(result).toMatchObject({ stats: { events: 260, delivered: 260 } });
  });

  it('a 413 from the backend halves the batch until it fits', async () => {
    fake.setResponder((req, n) => (req.body.batch.length > 2 ? { status: 413, body: { message: 'too large' } } : allSucceed(req, n)));
    const { result } = await run(() => forwarder()(logsEvent(envelopes([trace(1), trace(2), trace(3), trace(4)]))));
    expect(fake.requests.map((r) => r.body.batch.length)).toEqual([8, 4, 2, 2, 4, 2, 2]);
    expect(result).toMatchObject({ stats: { delivered: 8, rejected: 0 } });
  });
});

describe('transient failures are retried', () => {
  it('500 then success: the same body is re-sent once', async () => {
    fake.setResponder((req, n) => (n === 0 ? { status: 500, body: { message: 'boom' } } : allSucceed(req, n)));
    const { result, records } = await run(() => forwarder()(logsEvent(envelopes([trace(1)]))));
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.text).toBe(fake.requests[0]!.text);
    expect(result).toMatchObject({ stats: { requests: 2, retries: 1, delivered: 2, rejected: 0, undelivered: 0 } });
    expect(records.map((r) => r['message'])).toEqual(['trace.forward']);
  });

  it.each([
    ['429 with Retry-After', { status: 429, headers: { 'retry-after': '0' } }],
    ['502', { status: 502 }],
    ['503', { status: 503 }],
  ])('%s then success', async (_name, first) => {
    fake.setResponder((req, n) => (n === 0 ? first : allSucceed(req, n)));
    const { result } = await run(() => forwarder()(logsEvent(envelopes([trace(1)]))));
    expect(fake.requests).toHaveLength(2);
    expect(result).toMatchObject({ stats: { delivered: 2, retries: 1 } });
  });

  it('still failing after every try: counted, logged without content, and thrown so Lambda retries later', async () => {
    fake.setResponder(() => ({ status: 503, body: { message: 'trace-1 support-bot overloaded' } }));
    const { result, records, text } = await run(() =>
      forwarder({ forward: { baseDelayMs: 1, maxAttempts: 3 } })(logsEvent(envelopes([trace(1), trace(2)]))),
    );
    expect(fake.requests).toHaveLength(3);
    expect(result).toBeInstanceOf(TraceDeliveryError);
    expect((result as TraceDeliveryError).undelivered).toBe(4);
    expect(records).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'trace.forward.undelivered', events: 4, requests: 3 }),
      expect.objectContaining({ message: 'trace.forward', delivered: 0, undelivered: 4, retries: 2 }),
    ]);
    expect(text).not.toContain('overloaded');
  });
});

describe('207 multi-status', () => {
  it('4xx events are dropped and counted; 5xx events re-sent alone; the rest delivered once', async () => {
    const traces = [trace(1), trace(2), trace(3)];
    const [bad, flaky] = [nameUuid('call-2/trace-create'), nameUuid('call-3/score-create/pii')];
    fake.setResponder((req, n) => {
      if (n > 0) return allSucceed(req, n);
      const failed = new Set([bad, flaky]);
      return {
        status: 207,
        body: {
          successes: req.body.batch.filter((e) => !failed.has(e.id)).map((e) => ({ id: e.id, status: 201 })),
          errors: [
            { id: bad, status: 400, message: 'Invalid request data: userId "jane@example.com"', error: { issues: [] } },
            { id: flaky, status: 500, message: 'Internal error' },
          ],
        },
      };
    });
    const { result, records, text } = await run(() => forwarder()(logsEvent(envelopes(traces))));
    expect(fake.requests.map((r) => r.body.batch.map((e) => e.id))).toEqual([
      traces.flatMap(toIngestionEvents).map((e) => e.id),
      [flaky],
    ]);
    expect(result).toMatchObject({ stats: { events: 6, delivered: 5, rejected: 1, undelivered: 0, requests: 2 } });
    expect(records).toEqual([
      expect.objectContaining({ level: 'WARN', message: 'trace.forward.rejected', events: 1, by_status: { 400: 1 } }),
      expect.objectContaining({ message: 'trace.forward', delivered: 5, rejected: 1 }),
    ]);
    // The backend's error messages may quote event content: never logged.
    expect(text).not.toContain('jane@example.com');
    expect(text).not.toContain('Invalid request data');
  });

  it('a 2xx without a readable body counts every event delivered', async () => {
    fake.setResponder(() => ({ status: 200 }));
    const { result } = await run(() => forwarder()(logsEvent(envelopes([trace(1)]))));
    expect(result).toMatchObject({ stats: { delivered: 2 } });
  });
});

describe('permanent failures are dropped and counted, never retried or thrown', () => {
  it.each([400, 401, 403, 404])('%p for the whole request', async (status) => {
    fake.setResponder(() => ({ status, body: { message: 'nope' } }));
    const { result, records } = await run(() => forwarder()(logsEvent(envelopes([trace(1), trace(2)]))));
    expect(fake.requests).toHaveLength(1);
    expect(result).toMatchObject({ stats: { delivered: 0, rejected: 4, undelivered: 0 } });
    expect(records[0]).toMatchObject({ level: 'WARN', message: 'trace.forward.rejected', events: 4, by_status: { [status]: 4 } });
  });
});

describe('a dead or slow backend', () => {
  it('connection refused: retried, then counted undelivered and thrown', async () => {
    const host = await deadUrl();
    const { result } = await run(() => forwarder({}, host)(logsEvent(envelopes([trace(1)]))));
    expect(result).toBeInstanceOf(TraceDeliveryError);
    expect((result as TraceDeliveryError).undelivered).toBe(2);
  });

  it('slower than the request timeout: each try is cut off at the timeout', async () => {
    fake.setResponder((req, n) => ({ ...allSucceed(req, n), delayMs: 5_000 }));
    const started = Date.now();
    const { result } = await run(() =>
      forwarder({ forward: { baseDelayMs: 1, timeoutMs: 100, maxAttempts: 2 } })(logsEvent(envelopes([trace(1)]))),
    );
    // Without the cut-off one response alone would take 5 s; both tries together must finish sooner than that.
    expect(Date.now() - started).toBeLessThan(4_900);
    expect(fake.requests).toHaveLength(2);
    expect(result).toBeInstanceOf(TraceDeliveryError);
  });
});

describe('configuration', () => {
  it('is loaded once per cold start, and again after a failed load', async () => {
    let calls = 0;
    const loadConfig = jest.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('secrets manager unavailable');
      return { host: fake.url, publicKey: PUBLIC_KEY, secretKey: SECRET_KEY };
    });
    const handler = forwarder({ loadConfig });
    const first = await run(() => handler(logsEvent(envelopes([trace(1)]))));
    expect(first.result).toEqual(new Error('secrets manager unavailable'));
    await run(() => handler(logsEvent(envelopes([trace(2)]))));
    await run(() => handler(logsEvent(envelopes([trace(3)]))));
    expect(loadConfig).toHaveBeenCalledTimes(2);
    expect(fake.requests).toHaveLength(2);
  });

  it('the Lambda wiring needs LANGFUSE_HOST', () => {
    expect(() => createTraceForwarderHandlerFromEnv({})).toThrow('LANGFUSE_HOST is required by the trace forwarder');
  });

  it('the Lambda wiring with an env secret key posts with it', async () => {
    const handler = createTraceForwarderHandlerFromEnv({
      LANGFUSE_HOST: fake.url,
      LANGFUSE_PUBLIC_KEY: PUBLIC_KEY,
      LANGFUSE_SECRET_KEY: SECRET_KEY,
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    });
    await run(() => handler(logsEvent(envelopes([trace(1)]))));
    expect(fake.requests[0]!.headers['authorization']).toBe(`Basic ${Buffer.from(`${PUBLIC_KEY}:${SECRET_KEY}`).toString('base64')}`);
  });
});
