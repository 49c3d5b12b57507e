/**
 * At-least-once safety of the worker, against the real emulators: the stack runs without its own pollers and
 * each test drives the same worker/dead-letter handlers itself, with faults injected by wrappers that delegate
 * to the real adapters (a crash after the output write, a source that keeps failing).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { SQSEvent } from 'aws-lambda';
import { createS3ObjectStore } from '../../functions/adapters/aws/s3-object-store';
import { createSqsWorkQueue } from '../../functions/adapters/aws/sqs-work-queue';
import { createAccessResolver, DEFAULT_ACCESS_TTLS } from '../../functions/auth/access';
import { describeGuardian } from '../../functions/guardians/parse';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createJobsApiHandler } from '../../functions/handlers/jobs-api';
import { createJobsDlqHandler } from '../../functions/handlers/jobs-dlq';
import { createJobsWorkerHandler } from '../../functions/handlers/jobs-worker';
import { processJob, type WorkerDeps } from '../../functions/jobs/worker';
import type { LocalStack } from '../../functions/local/stack';
import { startQueuePoller } from '../../functions/local/worker-loop';
import { systemClock, type JobStore, type ObjectStore } from '../../functions/ports';
import { getObject, http, localWorkerDeps, putObject } from '../helpers/jobs';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'faults',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] }],
};
const silent = new Logger({ logLevel: 'SILENT' });

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack({ jobs: { workers: false, visibilityTimeoutSeconds: 1, maxReceiveCount: 2 } });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] });
});
afterAll(() => stack.close());

function deps(overrides: Partial<WorkerDeps> = {}): WorkerDeps {
  return localWorkerDeps(stack, overrides);
}

async function submit(name: string, body = 'id EMP-123456\n'): Promise<string> {
  await putObject(stack.s3, `s3://demo-bucket/in/${name}`, body);
  const res = await http(stack, 'POST', '/v1/guard/s3', key, {
    src_s3_url: `s3://demo-bucket/in/${name}`,
    tgt_s3_url: 's3://demo-bucket/out/',
    process_type: 'input',
  });
  expect(res.status).toBe(202);
  return res.body.job_id;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const finalJob = (jobId: string) =>
  until(async () => {
    const j = await stack.jobs.get(jobId);
    return j && (j.status === 'COMPLETED' || j.status === 'FAILED') ? j : undefined;
  }, `job ${jobId} to be final`);

const sqsEvent = (jobId: string): SQSEvent => ({
  Records: [
    {
      messageId: 'm-1',
      receiptHandle: 'r',
      body: JSON.stringify({ job_id: jobId }),
      attributes: { ApproximateReceiveCount: '6', SentTimestamp: '0', SenderId: 's', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn',
      awsRegion: 'us-east-1',
    },
  ],
});

it('the same message delivered twice concurrently: exactly one worker processes the job', async () => {
  const jobId = await submit('dup.txt');
  const outcomes = await Promise.all([processJob(jobId, deps()), processJob(jobId, deps())]);
  const kinds = outcomes.map((o) => o.kind).sort();
  expect(kinds).toEqual(['finalized', 'retry']);
  const job = await stack.jobs.get(jobId);
  expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK', attempts: 1 });
  // ... and once more after completion: no effect.
  expect(await processJob(jobId, deps())).toEqual({ kind: 'skipped', reason: 'final' });
  expect((await stack.jobs.get(jobId))?.completedAt).toBe(job?.completedAt);
});

it('a worker that crashes after writing the output: the retry reclaims the lease and completes with the same bytes', async () => {
  const jobId = await submit('crash.txt');
  let crashes = 0;
  const crashingJobs: JobStore = {
    ...stack.jobs,
    finalize: async (...args) => {
      if (crashes++ === 0) throw Object.assign(new Error('worker crashed'), { code: 'ECONNRESET' });
      return stack.jobs.finalize(...args);
    },
  };
  const poller = startQueuePoller(
    stack.sqs,
    stack.queues.jobsUrl,
    createJobsWorkerHandler({ ...deps({ jobs: crashingJobs, leaseMs: 300 }), logger: silent }),
  );
  try {
    const job = await finalJob(jobId);
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK', attempts: 2, writtenS3Url: 's3://demo-bucket/out/crash.txt' });
    expect(crashes).toBe(2);
    expect((await getObject(stack.s3, 's3://demo-bucket/out/crash.txt'))?.toString()).toBe('id [EMPLOYEE_ID]\n');
  } finally {
    await poller.stop();
  }
});

it('a poison message: retries, the dead-letter queue, then FAILED PROCESSING_FAILED', async () => {
  const jobId = await submit('poison.txt');
  let reads = 0;
  const real = createS3ObjectStore(stack.s3);
  const failingObjects: ObjectStore = {
    ...real,
    read: async () => {
      reads++;
      throw Object.assign(new Error('SlowDown'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
    },
  };
  const pollers = [
    startQueuePoller(stack.sqs, stack.queues.jobsUrl, createJobsWorkerHandler({ ...deps({ objects: failingObjects, leaseMs: 200 }), logger: silent })),
    startQueuePoller(stack.sqs, stack.queues.deadLetterUrl, createJobsDlqHandler({ jobs: stack.jobs, clock: systemClock, logger: silent })),
  ];
  try {
    const job = await finalJob(jobId);
    expect(job.status).toBe('FAILED');
    expect(job.error).toEqual({
      code: 'PROCESSING_FAILED',
      message: 'Processing failed repeatedly; retries are exhausted',
      details: { receive_count: expect.any(Number) },
    });
    expect(reads).toBe(2); // maxReceiveCount deliveries, then the dead-letter queue
    expect(await getObject(stack.s3, 's3://demo-bucket/out/poison.txt')).toBeUndefined();
  } finally {
    await Promise.all(pollers.map((p) => p.stop()));
  }
});

it('a dead-letter redrive of a message whose job already completed has no effect', async () => {
  const jobId = await submit('done.txt');
  expect((await processJob(jobId, deps())).kind).toBe('finalized');
  const before = await stack.jobs.get(jobId);
  const res = await createJobsDlqHandler({ jobs: stack.jobs, clock: systemClock, logger: silent })(sqsEvent(jobId));
  expect(res).toEqual({ batchItemFailures: [] });
  expect(await stack.jobs.get(jobId)).toEqual(before);
});

it('a job claimed by a worker that died is reclaimed after its lease expires', async () => {
  const jobId = await submit('lease.txt');
  expect(await stack.jobs.claim(jobId, 'dead-worker', Date.now(), 300)).toMatchObject({ status: 'PROCESSING', leaseOwner: 'dead-worker' });
  expect(await processJob(jobId, deps())).toEqual({ kind: 'retry', reason: 'leased' });
  await new Promise((r) => setTimeout(r, 350));
  expect(await processJob(jobId, deps())).toMatchObject({ kind: 'finalized', status: 'COMPLETED', action: 'MASK' });
  expect((await stack.jobs.get(jobId))?.attempts).toBe(2);
});

it('a job whose message cannot be enqueued is not created (503, no record left behind)', async () => {
  const handler = createJobsApiHandler({
    access: createAccessResolver(stack.store, systemClock, DEFAULT_ACCESS_TTLS, describeGuardian),
    jobs: stack.jobs,
    queue: createSqsWorkQueue(`${stack.queues.jobsUrl}-missing`, stack.sqs),
    logger: silent,
    clock: systemClock,
    maxBodyBytes: 1024 * 1024,
    retentionDays: 30,
  });
  await putObject(stack.s3, 's3://demo-bucket/in/noqueue.txt', 'x');
  const res = await handler(
    {
      version: '2.0',
      routeKey: 'POST /v1/guard/s3',
      rawPath: '/v1/guard/s3',
      rawQueryString: '',
      headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': key },
      requestContext: {} as never,
      body: JSON.stringify({ src_s3_url: 's3://demo-bucket/in/noqueue.txt', tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' }),
      isBase64Encoded: false,
    },
    {} as never,
  );
  expect(res.statusCode).toBe(503);
  expect(JSON.parse(res.body!).error.code).toBe('ANALYSIS_UNAVAILABLE');
  const search = await http(stack, 'GET', `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent('s3://demo-bucket/in/noqueue.txt')}`, key);
  expect(search.body).toEqual({ jobs: [] });
});
