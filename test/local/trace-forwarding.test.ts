/** The local background forwarder: configuration from the environment, the bounded queue, flush and close. */
import type { Trace } from '../../functions/tracing/build-trace';
import { toEnvelopeLine } from '../../functions/tracing/envelope';
import { startLocalTracing } from '../../functions/local/trace-forwarding';
import { startFakeLangfuse, type FakeLangfuse } from '../helpers/fake-langfuse';

const line = (n: number) =>
  toEnvelopeLine({
    id: `trace-${n}`,
    call_id: `call-${n}`,
    name: 'g',
    timestamp: '2026-03-04T05:06:07.008Z',
    latency_ms: 1,
    project_id: 'p',
    guardian_version: 1,
    action: 'PASS',
    tags: ['PASS', 'k'],
    metadata: { processType: 'input', apiKeyId: 'svc_…abcd', model: null, projectId: 'p' },
    scores: [],
  } satisfies Trace);

let fake: FakeLangfuse;
beforeEach(async () => {
  fake = await startFakeLangfuse();
});
afterEach(() => fake.close());

const traceIds = () => fake.events().map((e) => e.body['id']);

describe('configuration', () => {
  it('no LANGFUSE_HOST: not forwarding; the observer still sees every line', async () => {
    const seen: string[] = [];
    const tracing = startLocalTracing({ env: {}, sink: (l) => seen.push(l) });
    tracing.sink(line(1));
    expect(tracing.forwarding).toBe(false);
    expect(seen).toEqual([line(1)]);
    await expect(tracing.flush()).resolves.toBeUndefined();
    await tracing.close();
  });

  it('from the environment: host, public key and secret key', async () => {
    const tracing = startLocalTracing({
      env: { LANGFUSE_HOST: fake.url, LANGFUSE_PUBLIC_KEY: 'pk-lf-a', LANGFUSE_SECRET_KEY: 'sk-lf-b' },
      flushIntervalMs: 60_000,
    });
    tracing.sink(line(1));
    await tracing.flush();
    await tracing.close();
    expect(traceIds()).toEqual(['trace-1']);
    expect(fake.requests[0]!.headers['authorization']).toBe(`Basic ${Buffer.from('pk-lf-a:sk-lf-b').toString('base64')}`);
  });

  it.each([
    ['a Secrets Manager ARN (AWS only)', { LANGFUSE_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:1:secret:x-AbCdEf' }, /LANGFUSE_SECRET_KEY is required locally/],
    ['no secret at all', {}, /one of them is required/],
  ])('%s fails the start with the variable named', (_name, extra, message) => {
    expect(() => startLocalTracing({ env: { LANGFUSE_HOST: fake.url, LANGFUSE_PUBLIC_KEY: 'pk', ...extra } })).toThrow(message);
  });

  it('langfuse: false never forwards, whatever the environment says', () => {
    const tracing = startLocalTracing({ langfuse: false, env: { LANGFUSE_HOST: fake.url } });
    expect(tracing.forwarding).toBe(false);
  });
});

describe('queue', () => {
  const config = () => ({ host: fake.url, publicKey: 'pk', secretKey: 'sk' });

  it('flushes on the interval in the background', async () => {
    const tracing = startLocalTracing({ langfuse: config(), flushIntervalMs: 10 });
    tracing.sink(line(1));
    tracing.sink(line(2));
    for (let i = 0; i < 200 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await tracing.close();
    expect(traceIds()).toEqual(['trace-1', 'trace-2']);
    expect(tracing.stats()).toMatchObject({ queued: 2, delivered: 2, undelivered: 0 });
  });

  it('beyond maxQueue the oldest envelopes are dropped and counted', async () => {
    const tracing = startLocalTracing({ langfuse: config(), flushIntervalMs: 60_000, maxQueue: 3 });
    for (let n = 1; n <= 5; n++) tracing.sink(line(n));
    await tracing.close();
    expect(traceIds()).toEqual(['trace-3', 'trace-4', 'trace-5']);
    expect(tracing.stats()).toMatchObject({ queued: 5, droppedQueueFull: 2, delivered: 3 });
  });

  it('close delivers what is queued; lines after close are ignored', async () => {
    const tracing = startLocalTracing({ langfuse: config(), flushIntervalMs: 60_000 });
    tracing.sink(line(1));
    await tracing.close();
    tracing.sink(line(2));
    await tracing.close();
    expect(traceIds()).toEqual(['trace-1']);
  });

  it('lines that are not envelopes are skipped', async () => {
    const tracing = startLocalTracing({ langfuse: config(), flushIntervalMs: 60_000 });
    tracing.sink('not json\n');
    tracing.sink(line(1));
    await tracing.close();
    expect(traceIds()).toEqual(['trace-1']);
  });
});
