/** Langfuse mapping (trace-create + score-create per policy), deterministic ids, and batching at the 3.5 MB limit. */
import type { Trace } from '../../functions/tracing/build-trace';
import { readLangfuseSettings, authorizationHeader, ingestionUrl } from '../../functions/tracing/config';
import {
  batchBody,
  batchBytes,
  MAX_BATCH_BYTES,
  nameUuid,
  serializeEvent,
  toBatches,
  toIngestionEvents,
  type SerializedEvent,
} from '../../functions/tracing/langfuse';

const TRACE: Trace = {
  id: 'trace-1',
  call_id: 'call-1',
  name: 'support-bot',
  timestamp: '2026-03-04T05:06:07.008Z',
  latency_ms: 12,
  session_id: 'session-9',
  user_id: 'user-42',
  project_id: 'acme',
  guardian_version: 3,
  action: 'MASK',
  tags: ['beta', 'MASK', 'PII:MASK', 'ids:MASK', 'checkout-service'],
  metadata: { env: 'prod', processType: 'input', apiKeyId: 'svc_…Wx9z', model: null, projectId: 'acme' },
  scores: [
    { name: 'detections:ids', value: 2, policy_name: 'ids', policy_type: 'PII', action: 'MASK' },
    { name: 'detections:quiet', value: 0, policy_name: 'quiet', policy_type: 'PII', action: 'PASS' },
  ],
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('events', () => {
  it('one trace-create and one score-create per policy count, exactly', () => {
    expect(toIngestionEvents(TRACE)).toEqual([
      {
        id: nameUuid('call-1/trace-create'),
        type: 'trace-create',
        timestamp: '2026-03-04T05:06:07.008Z',
        body: {
          id: 'trace-1',
          timestamp: '2026-03-04T05:06:07.008Z',
          name: 'support-bot',
          userId: 'user-42',
          sessionId: 'session-9',
          version: '3',
          tags: ['beta', 'MASK', 'PII:MASK', 'ids:MASK', 'checkout-service'],
          metadata: { env: 'prod', processType: 'input', apiKeyId: 'svc_…Wx9z', model: null, projectId: 'acme' },
          output: { action: 'MASK', latencyMs: 12 },
        },
      },
      {
        id: nameUuid('call-1/score-create/ids'),
        type: 'score-create',
        timestamp: '2026-03-04T05:06:07.008Z',
        body: {
          id: nameUuid('call-1/score/ids'),
          traceId: 'trace-1',
          name: 'detections:ids',
          value: 2,
          dataType: 'NUMERIC',
          comment: 'PII policy ids: MASK',
        },
      },
      {
        id: nameUuid('call-1/score-create/quiet'),
        type: 'score-create',
        timestamp: '2026-03-04T05:06:07.008Z',
        body: {
          id: nameUuid('call-1/score/quiet'),
          traceId: 'trace-1',
          name: 'detections:quiet',
          value: 0,
          dataType: 'NUMERIC',
          comment: 'PII policy quiet: PASS',
        },
      },
    ]);
  });

  it.each<[string, Partial<Trace>, Record<string, unknown>]>([
    ['no session or user: the fields are absent', { session_id: undefined, user_id: undefined }, {}],
    ['opted-in masked content becomes the trace input', { input: [{ index: 1, processed_content: '[EMAIL_ADDRESS]' }] }, { input: [{ index: 1, processed_content: '[EMAIL_ADDRESS]' }] }],
    ['a truncated trace says so in metadata', { truncated: ['metadata'] }, { metadata: expect.objectContaining({ truncated: ['metadata'] }) }],
  ])('%s', (_name, change, expected) => {
    const trace = { ...TRACE, ...change } as Trace;
    for (const key of Object.keys(change)) if ((change as Record<string, unknown>)[key] === undefined) delete (trace as unknown as Record<string, unknown>)[key];
    const body = toIngestionEvents(trace)[0]!.body;
    expect(body).toEqual(expect.objectContaining(expected));
    if (change.session_id === undefined && 'session_id' in change) {
      expect(body).not.toHaveProperty('sessionId');
      expect(body).not.toHaveProperty('userId');
    }
  });

  it('a trace with no policies (policy-not-required process type) is one trace-create', () => {
    expect(toIngestionEvents({ ...TRACE, scores: [] }).map((e) => e.type)).toEqual(['trace-create']);
  });

  it('ids are RFC 9562 v5 UUIDs, stable for a call and distinct across calls and events', () => {
    const a = toIngestionEvents(TRACE).flatMap((e) => [e.id, e.body['id'] as string]);
    const again = toIngestionEvents(TRACE).flatMap((e) => [e.id, e.body['id'] as string]);
    const other = toIngestionEvents({ ...TRACE, call_id: 'call-2' }).flatMap((e) => [e.id, e.body['id'] as string]);
    expect(again).toEqual(a);
    const eventIds = [a[0], a[2], a[3], a[4], a[5]];
    for (const id of eventIds) expect(id).toMatch(UUID);
    expect(new Set([...eventIds, ...other.filter((_, i) => i !== 1)]).size).toBe(eventIds.length * 2);
    // The trace-create body id is the trace id itself (Langfuse upserts the trace on it).
    expect(a[1]).toBe('trace-1');
    expect(other[1]).toBe('trace-1');
  });

  it('nameUuid matches a known v5 layout (version nibble 5, RFC variant)', () => {
    expect(nameUuid('x')).toMatch(UUID);
    expect(nameUuid('x')).toBe(nameUuid('x'));
    expect(nameUuid('x')).not.toBe(nameUuid('y'));
  });
});

describe('batching under the 3.5 MB limit', () => {
  const sized = (i: number, bytes: number): SerializedEvent => {
    // JSON of exactly `bytes` bytes.
    const head = `{"id":"e${i}","pad":"`;
    const json = `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
    return { id: `e${i}`, json, bytes: Buffer.byteLength(json) };
  };

  it('the limit is 3.5 MB of request body', () => {
    expect(MAX_BATCH_BYTES).toBe(3_500_000);
  });

  it('batchBytes is the exact byte length of the body sent', () => {
    const events = [sized(1, 100), sized(2, 250), serializeEvent(toIngestionEvents(TRACE)[0]!)];
    expect(batchBytes(events)).toBe(Buffer.byteLength(batchBody(events)));
    expect(JSON.parse(batchBody(events)).batch).toHaveLength(3);
  });

  it.each<[string, number[], number, number[][]]>([
    ['everything fits in one', [100, 100, 100], 1000, [[0, 1, 2]]],
    // overhead 12 + 100 + 1 + 100 = 213 ≤ 213; a third needs 101 more.
    ['exactly at the limit', [100, 100, 100], 213, [[0, 1], [2]]],
    ['one byte under the limit', [100, 100, 100], 212, [[0], [1], [2]]],
    ['order kept across batches', [300, 50, 300, 50], 400, [[0, 1], [2, 3]]],
  ])('%s', (_name, sizes, max, expected) => {
    const events = sizes.map((s, i) => sized(i, s));
    const { batches, oversized } = toBatches(events, max);
    expect(batches.map((b) => b.map((e) => Number(e.id.slice(1))))).toEqual(expected);
    expect(oversized).toEqual([]);
    for (const b of batches) expect(Buffer.byteLength(batchBody(b))).toBeLessThanOrEqual(max);
  });

  it('an event larger than a batch may be is set aside, the rest still batched', () => {
    const { batches, oversized } = toBatches([sized(0, 50), sized(1, 500), sized(2, 50)], 200);
    expect(batches.map((b) => b.map((e) => e.id))).toEqual([['e0', 'e2']]);
    expect(oversized.map((e) => e.id)).toEqual(['e1']);
  });

  it('real-size: 1.2 MB events fill 3.5 MB batches two at a time, each body under the limit', () => {
    const events = Array.from({ length: 5 }, (_, i) => sized(i, 1_200_000));
    const { batches } = toBatches(events);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    for (const b of batches) expect(Buffer.byteLength(batchBody(b))).toBeLessThanOrEqual(MAX_BATCH_BYTES);
  });

  it('many small traces: every batch under the limit and nothing lost', () => {
    const events = Array.from({ length: 6_000 }, (_, i) =>
      toIngestionEvents({ ...TRACE, call_id: `c${i}`, metadata: { ...TRACE.metadata, pad: 'p'.repeat(900) } }),
    )
      .flat()
      .map(serializeEvent);
    const { batches, oversized } = toBatches(events);
    expect(oversized).toEqual([]);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat().map((e) => e.id).join()).toBe(events.map((e) => e.id).join());
    for (const b of batches) expect(batchBytes(b)).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    // Batches are full: each but the last would overflow with the next event.
    for (let i = 0; i < batches.length - 1; i++) {
      expect(batchBytes([...batches[i]!, batches[i + 1]![0]!])).toBeGreaterThan(MAX_BATCH_BYTES);
    }
  });
});

describe('configuration from the environment', () => {
  const base = { LANGFUSE_HOST: 'https://cloud.langfuse.com/', LANGFUSE_PUBLIC_KEY: 'pk-lf-1' };

  it.each<[string, NodeJS.ProcessEnv, unknown]>([
    ['no host: export off', {}, undefined],
    ['secret key from env', { ...base, LANGFUSE_SECRET_KEY: 'sk-lf-1' }, { host: 'https://cloud.langfuse.com', publicKey: 'pk-lf-1', secretKey: { kind: 'value', value: 'sk-lf-1' } }],
    ['secret from Secrets Manager', { ...base, LANGFUSE_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:lf-AbCdEf' }, { host: 'https://cloud.langfuse.com', publicKey: 'pk-lf-1', secretKey: { kind: 'secrets-manager', secretId: 'arn:aws:secretsmanager:eu-west-1:1:secret:lf-AbCdEf' } }],
    ['secret from SSM', { ...base, LANGFUSE_SECRET_PARAMETER: '/cg/langfuse' }, { host: 'https://cloud.langfuse.com', publicKey: 'pk-lf-1', secretKey: { kind: 'ssm-parameter', name: '/cg/langfuse' } }],
  ])('%s', (_name, env, expected) => {
    expect(readLangfuseSettings(env)).toEqual(expected);
  });

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['a host that is not a URL', { ...base, LANGFUSE_HOST: 'cloud.langfuse.com', LANGFUSE_SECRET_KEY: 's' }, /LANGFUSE_HOST must be an http\(s\) URL/],
    ['no public key', { LANGFUSE_HOST: 'https://h', LANGFUSE_SECRET_KEY: 's' }, /LANGFUSE_PUBLIC_KEY is required/],
    ['no secret', base, /one of them is required/],
    ['two secrets', { ...base, LANGFUSE_SECRET_KEY: 's', LANGFUSE_SECRET_PARAMETER: 'p' }, /exactly one/],
  ])('%s is an error naming the variable, never the value', (_name, env, message) => {
    expect(() => readLangfuseSettings(env)).toThrow(message);
    try {
      readLangfuseSettings(env);
    } catch (err) {
      expect((err as Error).message).not.toContain('sk-');
      expect((err as Error).name).toBe('TracingConfigError');
    }
  });

  it('Basic auth is base64(public:secret); the URL keeps a path prefix', () => {
    expect(authorizationHeader({ publicKey: 'pk-lf-1', secretKey: 'sk-lf-2' })).toBe(
      `Basic ${Buffer.from('pk-lf-1:sk-lf-2').toString('base64')}`,
    );
    expect(ingestionUrl('https://lf.example.com/langfuse/')).toBe('https://lf.example.com/langfuse/api/public/ingestion');
  });
});
