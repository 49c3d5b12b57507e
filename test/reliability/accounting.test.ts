/**
 * Accounting: a run of N jobs with injected random failures (seeded) ends with exactly N final records, every
 * output present or its failure recorded, and as many dead-lettered messages as jobs that failed for good.
 */
import { readKillSwitch } from '../../functions/jobs/worker';
import { Logger } from '@aws-lambda-powertools/logger';
import type { SQSEvent } from 'aws-lambda';
import { createS3ObjectStore } from '../../functions/adapters/aws/s3-object-store';
import { createGuardianVersionCache } from '../../functions/auth/access';
import { compileGuardian } from '../helpers/catalog';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createJobsDlqHandler } from '../../functions/handlers/jobs-dlq';
import { createJobsWorkerHandler } from '../../functions/handlers/jobs-worker';
import type { LocalStack } from '../../functions/local/stack';
import { startQueuePoller } from '../../functions/local/worker-loop';
import { systemClock, type ObjectStore } from '../../functions/ports';
import { seededRandom } from '../bench/prompts';
import { getObject, http, putObject } from '../helpers/jobs';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'accounting',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] }],
};
const N = 24;
const KINDS = ['mask', 'pass', 'missing', 'malformed', 'flaky', 'poison'] as const;
type Kind = (typeof KINDS)[number];

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack({ jobs: { workers: false, visibilityTimeoutSeconds: 1, maxReceiveCount: 3 } });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] });
});
afterAll(() => stack.close());

it(`${N} jobs with random faults: ${N} final records, outputs or failures for each, DLQ count = permanent failures`, async () => {
  const random = seededRandom(20261122);
  const plan: { jobId: string; kind: Kind; name: string }[] = [];
  for (let i = 0; i < N; i++) {
    const kind = KINDS[Math.floor(random() * KINDS.length)]!;
    const name = `${kind}-${i}.${kind === 'malformed' ? 'json' : 'txt'}`;
    if (kind === 'mask' || kind === 'flaky' || kind === 'poison') await putObject(stack.s3, `s3://demo-bucket/in/${name}`, `row EMP-${100000 + i}\n`);
    if (kind === 'pass') await putObject(stack.s3, `s3://demo-bucket/in/${name}`, 'nothing here\n');
    if (kind === 'malformed') await putObject(stack.s3, `s3://demo-bucket/in/${name}`, '{"a": ');
    const res = await http(stack, 'POST', '/v1/guard/s3', key, { src_s3_url: `s3://demo-bucket/in/${name}`, tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' });
    expect(res.status).toBe(202);
    plan.push({ jobId: res.body.job_id, kind, name });
  }

  // Faults, injected by a wrapper around the real S3 adapter: "flaky" sources fail their first read
  // (throttled), "poison" sources fail every read.
  const real = createS3ObjectStore(stack.s3);
  const flakyReads = new Map<string, number>();
  const throttled = () => Object.assign(new Error('SlowDown'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } });
  const objects: ObjectStore = {
    ...real,
    read: async (bucket, k) => {
      if (k.includes('poison-')) throw throttled();
      if (k.includes('flaky-')) {
        const n = (flakyReads.get(k) ?? 0) + 1;
        flakyReads.set(k, n);
        if (n === 1) throw throttled();
      }
      return real.read(bucket, k);
    },
  };
  const silent = new Logger({ logLevel: 'SILENT' });
  let deadLettered = 0;
  const dlq = createJobsDlqHandler({ jobs: stack.jobs, clock: systemClock, logger: silent });
  const pollers = [
    startQueuePoller(
      stack.sqs,
      stack.queues.jobsUrl,
      createJobsWorkerHandler({
        jobs: stack.jobs,
        objects,
        clock: systemClock,
        guardianVersion: createGuardianVersionCache(stack.store, systemClock, compileGuardian),
        killSwitchActive: readKillSwitch(stack.store),
        maxSourceBytes: 1024 * 1024,
        leaseMs: 500,
        logger: silent,
      }),
      { batchSize: 10 },
    ),
    startQueuePoller(stack.sqs, stack.queues.deadLetterUrl, async (event: SQSEvent) => {
      deadLettered += event.Records.length;
      return dlq(event);
    }),
  ];
  try {
    const finals = [];
    for (let round = 0; round < 400 && finals.length < N; round++) {
      finals.length = 0;
      for (const p of plan) {
        const job = await stack.jobs.get(p.jobId);
        if (job && (job.status === 'COMPLETED' || job.status === 'FAILED')) finals.push({ ...p, job });
      }
      if (finals.length < N) await new Promise((r) => setTimeout(r, 50));
    }
    expect(finals).toHaveLength(N);
    const expected: Record<Kind, { status: string; action?: string; code?: string }> = {
      mask: { status: 'COMPLETED', action: 'MASK' },
      flaky: { status: 'COMPLETED', action: 'MASK' },
      pass: { status: 'COMPLETED', action: 'PASS' },
      missing: { status: 'FAILED', code: 'SOURCE_NOT_FOUND' },
      malformed: { status: 'FAILED', code: 'MALFORMED_CONTENT' },
      poison: { status: 'FAILED', code: 'PROCESSING_FAILED' },
    };
    for (const { kind, name, job } of finals) {
      const e = expected[kind];
      expect({ name, status: job.status, action: job.action ?? undefined, code: job.error?.code }).toEqual({ name, status: e.status, action: e.action, code: e.code });
      const output = await getObject(stack.s3, `s3://demo-bucket/out/${name}`);
      if (job.status === 'COMPLETED') expect(job.writtenS3Url).toBe(`s3://demo-bucket/out/${name}`);
      expect(output !== undefined).toBe(job.status === 'COMPLETED');
    }
    expect(deadLettered).toBe(plan.filter((p) => p.kind === 'poison').length);
    expect(new Set(plan.map((p) => p.kind)).size).toBeGreaterThanOrEqual(5); // the seed exercises most kinds
  } finally {
    await Promise.all(pollers.map((p) => p.stop()));
  }
}, 60_000);
