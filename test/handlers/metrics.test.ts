/**
 * CloudWatch metrics: the EMF lines the handlers print (names, units, dimension sets — never content or project
 * ids), and what each handler counts, driven through the real handlers against the emulators.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context, SQSEvent } from 'aws-lambda';
import { createSqsWorkQueue } from '../../functions/adapters/aws/sqs-work-queue';
import { createAccessResolver, DEFAULT_ACCESS_TTLS } from '../../functions/auth/access';
import { compileGuardian } from '../helpers/catalog';
import { describeGuardian } from '../../functions/guardians/parse';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createGuardApiHandler } from '../../functions/handlers/guard-api';
import type { HttpEvent } from '../../functions/handlers/http';
import { createJobsApiHandler, JOB_ROUTES } from '../../functions/handlers/jobs-api';
import { createJobsDlqHandler } from '../../functions/handlers/jobs-dlq';
import { createJobsWorkerHandler } from '../../functions/handlers/jobs-worker';
import { METRIC, METRICS_NAMESPACE } from '../../functions/handlers/metric-names';
import { createEmfMetrics, type ServiceMetrics } from '../../functions/handlers/metrics';
import type { LocalStack } from '../../functions/local/stack';
import { systemClock, type JobStore } from '../../functions/ports';
import { localWorkerDeps, putObject } from '../helpers/jobs';
import { captureLogs, createGuardianWithKey, startTestStack } from '../helpers/stack';

type Emf = {
  _aws: { Timestamp: number; CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[] };
  [key: string]: unknown;
};

/** What was written to stderr during the last `emfLines` call (nothing is expected). */
let warnings: string[] = [];

/** Runs `emit` against the EMF implementation and returns the lines it printed, parsed. */
function emfLines(emit: (m: ServiceMetrics) => void, env: NodeJS.ProcessEnv = {}): Emf[] {
  const metrics = createEmfMetrics(env);
  warnings = [];
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    warnings.push(String(chunk));
    return true;
  });
  const logs = captureLogs();
  try {
    emit(metrics);
  } finally {
    logs.restore();
    stderr.mockRestore();
  }
  return logs.records() as Emf[];
}

/** One EMF line as {namespace, dimension sets, metrics with units and values, dimension values}. */
function summary(line: Emf) {
  const [directive] = line._aws.CloudWatchMetrics;
  const { _aws, ...rest } = line;
  return {
    namespace: directive!.Namespace,
    dimensions: directive!.Dimensions,
    metrics: Object.fromEntries(directive!.Metrics.map((m) => [m.Name, { unit: m.Unit, value: rest[m.Name] }])),
    values: Object.fromEntries(Object.entries(rest).filter(([k]) => !directive!.Metrics.some((m) => m.Name === k))),
  };
}

describe('EMF output', () => {
  test('an inline call: one line for requests and latency (total, and by verdict + process type), one per policy type', () => {
    const lines = emfLines((m) =>
      m.guardCall({
        action: 'MASK',
        processType: 'input',
        latencyMs: 4,
        detections: [
          { policyType: 'PII', count: 2 },
          { policyType: 'PII', count: 1 },
          { policyType: 'TOPIC', count: 0 },
        ],
      }),
    );
    expect(lines.map(summary)).toEqual([
      {
        namespace: METRICS_NAMESPACE,
        dimensions: [['service'], ['service', 'action', 'processType']],
        metrics: {
          [METRIC.guardRequests]: { unit: 'Count', value: 1 },
          [METRIC.guardLatency]: { unit: 'Milliseconds', value: 4 },
        },
        values: { service: 'content-guard', action: 'MASK', processType: 'input' },
      },
      {
        namespace: METRICS_NAMESPACE,
        dimensions: [['service'], ['service', 'policyType']],
        metrics: { [METRIC.detections]: { unit: 'Count', value: 3 } },
        values: { service: 'content-guard', policyType: 'PII' },
      },
    ]);
    expect(warnings).toEqual([]);
  });

  test.each<[string, (m: ServiceMetrics) => void, object]>([
    ['a request error by API and code', (m) => m.requestError('jobs', 'SCOPE_DENIED'), {
      dimensions: [['service'], ['service', 'api', 'code']],
      metrics: { [METRIC.requestErrors]: { unit: 'Count', value: 1 } },
      values: { service: 'content-guard', api: 'jobs', code: 'SCOPE_DENIED' },
    }],
    ['a completed job by verdict, with time and bytes', (m) => m.jobFinalized({ status: 'COMPLETED', action: 'MASK', durationMs: 120, bytes: 2048 }), {
      dimensions: [['service'], ['service', 'action']],
      metrics: {
        [METRIC.jobsCompleted]: { unit: 'Count', value: 1 },
        [METRIC.jobProcessingTime]: { unit: 'Milliseconds', value: 120 },
        [METRIC.bytesProcessed]: { unit: 'Bytes', value: 2048 },
      },
      values: { service: 'content-guard', action: 'MASK' },
    }],
    ['a failed job by code', (m) => m.jobFinalized({ status: 'FAILED', code: 'UNSUPPORTED_FORMAT', durationMs: 5, bytes: 0 }), {
      dimensions: [['service'], ['service', 'code']],
      metrics: {
        [METRIC.jobsFailed]: { unit: 'Count', value: 1 },
        [METRIC.jobProcessingTime]: { unit: 'Milliseconds', value: 5 },
        [METRIC.bytesProcessed]: { unit: 'Bytes', value: 0 },
      },
      values: { service: 'content-guard', code: 'UNSUPPORTED_FORMAT' },
    }],
  ])('%s', (_name, emit, expected) => {
    expect(emfLines(emit).map(summary)).toEqual([{ namespace: METRICS_NAMESPACE, ...expected }]);
    expect(warnings).toEqual([]);
  });

  test('a dead letter that finalized a job also counts as a failed job PROCESSING_FAILED', () => {
    expect(emfLines((m) => m.jobDeadLettered(true)).map((l) => summary(l).metrics)).toEqual([
      { [METRIC.jobsDeadLettered]: { unit: 'Count', value: 1 } },
      { [METRIC.jobsFailed]: { unit: 'Count', value: 1 } },
    ]);
    expect(emfLines((m) => m.jobDeadLettered(false))).toHaveLength(1);
  });

  test('namespace and service from the Powertools environment', () => {
    const [line] = emfLines((m) => m.jobCreated(), { POWERTOOLS_METRICS_NAMESPACE: 'Staging', POWERTOOLS_SERVICE_NAME: 'cg-staging' });
    expect(summary(line!)).toMatchObject({ namespace: 'Staging', values: { service: 'cg-staging' } });
  });

  test('POWERTOOLS_METRICS_DISABLED=true prints nothing', () => {
    expect(emfLines((m) => m.jobCreated(), { POWERTOOLS_METRICS_DISABLED: 'true' })).toEqual([]);
  });

  test('a bad dimension value never throws into the request path', () => {
    expect(() => emfLines((m) => m.guardCall({ action: '', processType: '', latencyMs: 1, detections: [] }))).not.toThrow();
  });

  test.each([
    ['empty', ''],
    ['over 1,024 characters', 'x'.repeat(1025)],
  ])('a dimension set with an %s value is left out; the values still count towards the total', (_name, bad) => {
    const lines = emfLines((m) => m.guardCall({ action: 'PASS', processType: bad, latencyMs: 1, detections: [] }));
    expect(lines.map(summary)).toEqual([
      {
        namespace: METRICS_NAMESPACE,
        dimensions: [['service']],
        metrics: { [METRIC.guardRequests]: { unit: 'Count', value: 1 }, [METRIC.guardLatency]: { unit: 'Milliseconds', value: 1 } },
        values: { service: 'content-guard' },
      },
    ]);
  });

  test('POWERTOOLS_DEV=true prints nothing unless POWERTOOLS_METRICS_DISABLED says otherwise', () => {
    expect(emfLines((m) => m.jobCreated(), { POWERTOOLS_DEV: 'true' })).toEqual([]);
    expect(emfLines((m) => m.jobCreated(), { POWERTOOLS_DEV: 'true', POWERTOOLS_METRICS_DISABLED: 'false' })).toHaveLength(1);
  });

  test('each line is one stdout write, newline-terminated, with a millisecond timestamp', () => {
    const logs = captureLogs();
    try {
      const before = Date.now();
      createEmfMetrics({}).guardCall({ action: 'MASK', processType: 'input', latencyMs: 2, detections: [{ policyType: 'PII', count: 1 }] });
      expect(logs.lines).toHaveLength(2);
      for (const line of logs.lines) {
        expect(line.endsWith('}\n')).toBe(true);
        const ts = (JSON.parse(line) as Emf)._aws.Timestamp;
        expect(ts).toBeGreaterThanOrEqual(before);
        expect(ts).toBeLessThanOrEqual(Date.now());
      }
    } finally {
      logs.restore();
    }
  });
});

/** Records what the handlers count. */
function recorder() {
  const calls: [string, ...unknown[]][] = [];
  const metrics: ServiceMetrics = {
    guardCall: (c) => void calls.push(['guardCall', c]),
    requestError: (api, code) => void calls.push(['requestError', api, code]),
    jobCreated: () => void calls.push(['jobCreated']),
    jobFinalized: (j) => void calls.push(['jobFinalized', j]),
    jobAttemptFailed: () => void calls.push(['jobAttemptFailed']),
    jobDeadLettered: (f) => void calls.push(['jobDeadLettered', f]),
  };
  return { metrics, calls, take: () => calls.splice(0) };
}

const GUARDIAN: GuardianInput = {
  name: 'metrics',
  processTypes: { input: { policies: ['ids'] } },
  policies: [{ name: 'ids', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] }],
};
const silent = new Logger({ logLevel: 'SILENT' });
const context = {} as Context;

let stack: LocalStack;
let key: string;
const rec = recorder();
beforeAll(async () => {
  stack = await startTestStack({ jobs: { workers: false } });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'metrics-project');
  await stack.store.setStorageScopes('metrics-project', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] });
});
afterAll(() => stack.close());
beforeEach(() => rec.take());

const httpEvent = (routeKey: string, apiKey: string | undefined, body?: unknown, pathParameters?: Record<string, string>) =>
  ({
    routeKey,
    headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-svc-guard-api-key': apiKey } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    isBase64Encoded: false,
    ...(pathParameters ? { pathParameters } : {}),
  }) as unknown as HttpEvent;

describe('the inline handler counts', () => {
  const handler = () =>
    createGuardApiHandler({
      access: createAccessResolver(stack.store, systemClock, DEFAULT_ACCESS_TTLS, compileGuardian),
      logger: silent,
      clock: systemClock,
      maxBodyBytes: 1024 * 1024,
      traceSink: () => {},
      metrics: rec.metrics,
    });

  test('an answered call: verdict, process type, latency and detections per policy', async () => {
    const res = await handler()(
      httpEvent('POST /v1/guard/api', key, { processType: 'input', messages: [{ role: 'user', content: 'EMP-123456 and EMP-654321' }] }),
      context,
    );
    expect(res.statusCode).toBe(200);
    expect(rec.take()).toEqual([
      ['guardCall', { action: 'MASK', processType: 'input', latencyMs: expect.any(Number), detections: [expect.objectContaining({ policyType: 'PII', count: 2 })] }],
    ]);
  });

  test.each<[string, string | undefined, unknown, string]>([
    ['no key', undefined, { processType: 'input', messages: [] }, 'MISSING_API_KEY'],
    ['an unknown process type', 'KEY', { processType: 'summary', messages: [] }, 'UNSUPPORTED_PROCESS_TYPE'],
  ])('a rejected call (%s): its error code, no guard call', async (_name, apiKey, body, code) => {
    await handler()(httpEvent('POST /v1/guard/api', apiKey === 'KEY' ? key : apiKey, body), context);
    expect(rec.take()).toEqual([['requestError', 'guard', code]]);
  });
});

describe('the job handlers count', () => {
  const jobsApi = () =>
    createJobsApiHandler({
      access: createAccessResolver(stack.store, systemClock, DEFAULT_ACCESS_TTLS, describeGuardian),
      jobs: stack.jobs,
      queue: createSqsWorkQueue(stack.queues.jobsUrl, stack.sqs),
      logger: silent,
      clock: systemClock,
      maxBodyBytes: 1024 * 1024,
      retentionDays: 30,
      metrics: rec.metrics,
    });
  const worker = (jobs: JobStore = stack.jobs) =>
    createJobsWorkerHandler({ ...localWorkerDeps(stack, { jobs }), logger: silent, metrics: rec.metrics });
  const sqsEvent = (jobId: string): SQSEvent =>
    ({ Records: [{ messageId: `m-${jobId}`, body: JSON.stringify({ job_id: jobId }), attributes: { ApproximateReceiveCount: '1' } }] }) as unknown as SQSEvent;

  async function create(src: string): Promise<string> {
    const res = await jobsApi()(
      httpEvent(JOB_ROUTES.create, key, { src_s3_url: src, tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' }),
      context,
    );
    expect(res.statusCode).toBe(202);
    return JSON.parse(String(res.body)).job_id as string;
  }

  test('intake counts created jobs; the worker counts a completed job with its verdict, time and bytes', async () => {
    const body = 'id EMP-123456\n';
    await putObject(stack.s3, 's3://demo-bucket/in/metrics.txt', body);
    const jobId = await create('s3://demo-bucket/in/metrics.txt');
    expect(rec.take()).toEqual([['jobCreated']]);
    expect(await worker()(sqsEvent(jobId))).toEqual({ batchItemFailures: [] });
    expect(rec.take()).toEqual([
      ['jobFinalized', expect.objectContaining({ status: 'COMPLETED', action: 'MASK', bytes: Buffer.byteLength(body), durationMs: expect.any(Number) })],
    ]);
  });

  test('a failed job with its code', async () => {
    const jobId = await create('s3://demo-bucket/in/missing.txt');
    rec.take();
    await worker()(sqsEvent(jobId));
    expect(rec.take()).toEqual([['jobFinalized', expect.objectContaining({ status: 'FAILED', code: 'SOURCE_NOT_FOUND' })]]);
  });

  test('a transient failure: a failed attempt (retried), then the dead letter finalizes the job once', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/flaky.txt', 'EMP-123456');
    const jobId = await create('s3://demo-bucket/in/flaky.txt');
    rec.take();
    const throttled = Object.assign(new Error('throttled'), { $metadata: { httpStatusCode: 500 } });
    const failing: JobStore = { ...stack.jobs, get: async () => Promise.reject(throttled) };
    expect((await worker(failing)(sqsEvent(jobId))).batchItemFailures).toHaveLength(1);
    expect(rec.take()).toEqual([['jobAttemptFailed']]);

    const dlq = createJobsDlqHandler({ jobs: stack.jobs, clock: systemClock, logger: silent, metrics: rec.metrics });
    await dlq(sqsEvent(jobId));
    await dlq(sqsEvent(jobId)); // redelivered: the job is already final
    expect(rec.take()).toEqual([['jobDeadLettered', true], ['jobDeadLettered', false]]);
  });

  test('a rejected job request: its error code', async () => {
    await jobsApi()(httpEvent(JOB_ROUTES.create, key, { src_s3_url: 's3://other/x.txt', tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' }), context);
    expect(rec.take()).toEqual([['requestError', 'jobs', 'SCOPE_DENIED']]);
  });
});
