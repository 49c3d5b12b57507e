/**
 * No job stays PENDING or PROCESSING: the local runner queues again what a previous run left behind (its queue
 * lives in memory), its sweeper requeues or finalizes jobs whose lease expired, and its job worker runs in its own
 * process — replaced, with its jobs requeued, when it dies. The S3/SQS emulator listens on loopback only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from '@aws-sdk/lib-storage';
import type { GuardianInput } from '../../functions/guardians/schema';
import { newJobId } from '../../functions/jobs/intake';
import type { LocalStack } from '../../functions/local/stack';
import type { JobRecord } from '../../functions/ports';
import { getObject, http, putObject, waitForFinal } from '../helpers/jobs';
import { createGuardianWithKey, manualClock, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'recovery',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] }],
};
const SCOPES = { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, tries = 600): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (done(value) || i >= tries) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
const isFinal = (job: JobRecord | undefined) => job?.status === 'COMPLETED' || job?.status === 'FAILED';

/** A job record as intake writes it (for jobs left behind by a worker that is gone). */
function record(jobId: string, createdAt: number, name: string): JobRecord {
  return {
    jobId,
    projectId: 'acme',
    guardianName: GUARDIAN.name,
    guardianVersion: 1,
    processType: 'input',
    srcS3Url: `s3://demo-bucket/in/${name}`,
    tgtS3Url: 's3://demo-bucket/out/',
    onPass: 'copy_original',
    status: 'PENDING',
    action: null,
    writtenS3Url: null,
    results: [],
    error: null,
    createdAt: new Date(createdAt).toISOString(),
    completedAt: null,
    expiresAt: Math.floor(createdAt / 1000) + 86_400,
    attempts: 0,
    leaseUntil: null,
    leaseOwner: null,
  };
}

describe('a restart queues again what the previous run left PENDING or PROCESSING', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cg-recovery-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test('jobs of a run that stopped (no worker ran) and one a dead worker held all end final after the next start', async () => {
    const first = await startTestStack({ dataDir, jobs: { workers: false } });
    const key = await createGuardianWithKey(first.store, GUARDIAN, 'acme');
    await first.store.setStorageScopes('acme', SCOPES);
    const ids: string[] = [];
    for (const name of ['a.txt', 'b.txt', 'c.txt']) {
      await putObject(first.s3, `s3://demo-bucket/in/${name}`, 'EMP-123456\n');
      const res = await http(first, 'POST', '/v1/guard/s3', key, { src_s3_url: `s3://demo-bucket/in/${name}`, tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' });
      expect(res.status).toBe(202);
      ids.push(res.body.job_id);
    }
    // A worker of that run claimed one (a 15-minute lease) and died with it.
    expect(await first.jobs.claim(ids[0]!, 'local-worker:1:dead', Date.now(), 15 * 60_000)).toMatchObject({ status: 'PROCESSING' });
    await first.close();

    const second = await startTestStack({ dataDir });
    try {
      const finals = await Promise.all(ids.map((id) => until(() => second.jobs.get(id), isFinal)));
      // The S3 emulator keeps objects in memory: the sources went with the first run.
      for (const job of finals) expect(job).toMatchObject({ status: 'FAILED', error: { code: 'SOURCE_NOT_FOUND' } });
      expect(finals[0]!.attempts).toBe(2);
    } finally {
      await second.close();
    }
  });
});

describe('the sweeper: leases that expire while the runner runs', () => {
  const clock = manualClock(Date.now());
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack({ clock, jobs: { leaseMs: 60_000, sweepIntervalMs: 50 } });
    await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
    await stack.store.setStorageScopes('acme', SCOPES);
  });
  afterAll(() => stack.close());

  test('a job held by a worker that hung is queued again once its lease expired, and completes', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/hung.txt', 'EMP-654321 hung\n');
    const id = newJobId(clock.now());
    await stack.jobs.create(record(id, clock.now(), 'hung.txt'));
    expect(await stack.jobs.claim(id, 'elsewhere:hung', clock.now(), 60_000)).toBeDefined();
    // Several sweeps run while the lease is live: the job is left alone.
    await new Promise((r) => setTimeout(r, 300));
    expect(await stack.jobs.get(id)).toMatchObject({ status: 'PROCESSING', leaseOwner: 'elsewhere:hung' });
    clock.advance(60_001);
    const job = await until(() => stack.jobs.get(id), isFinal);
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK', attempts: 2, writtenS3Url: 's3://demo-bucket/out/hung.txt' });
    expect((await getObject(stack.s3, 's3://demo-bucket/out/hung.txt'))?.toString()).not.toContain('EMP-654321');
  });

  test('a job whose lease expired after the last allowed attempt is finalized FAILED PROCESSING_FAILED', async () => {
    const id = newJobId(clock.now());
    await stack.jobs.create(record(id, clock.now(), 'never.txt'));
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await stack.jobs.claim(id, `elsewhere:${attempt}`, clock.now(), 60_000)).toMatchObject({ attempts: attempt });
      clock.advance(60_001);
    }
    const job = await until(() => stack.jobs.get(id), isFinal);
    expect(job).toMatchObject({
      status: 'FAILED',
      writtenS3Url: null,
      error: { code: 'PROCESSING_FAILED', details: { reason: 'lease_expired', attempts: 5 } },
    });
  });

  test('a PENDING job whose message was lost is queued again after the grace period (the lease)', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/lost.txt', 'EMP-111222 lost\n');
    const id = newJobId(clock.now());
    await stack.jobs.create(record(id, clock.now(), 'lost.txt')); // a record without its message
    await new Promise((r) => setTimeout(r, 300));
    expect(await stack.jobs.get(id)).toMatchObject({ status: 'PENDING' });
    clock.advance(60_001);
    expect(await until(() => stack.jobs.get(id), isFinal)).toMatchObject({ status: 'COMPLETED', action: 'MASK', attempts: 1 });
  });
});

describe('the job worker process', () => {
  let stack: LocalStack;
  let key: string;
  beforeAll(async () => {
    stack = await startTestStack({ jobs: { workerProcess: true } });
    key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
    await stack.store.setStorageScopes('acme', SCOPES);
  }, 120_000);
  afterAll(() => stack?.close());

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  test('jobs run in another process; killed mid-job, it is replaced and the job is requeued and completes', async () => {
    const pid = stack.jobWorkerPid()!;
    expect(pid).not.toBe(process.pid);
    expect(alive(pid)).toBe(true);
    // Large enough to be caught PROCESSING.
    const line = 'Ticket for EMP-100200 about the quarterly report and the staging host migration plan.\n';
    // A multipart upload: the emulator takes at most 11 MiB in one request.
    const body = Buffer.from(line.repeat(Math.ceil((20 * 1024 * 1024) / line.length)));
    await new Upload({ client: stack.s3, params: { Bucket: 'demo-bucket', Key: 'in/big.txt', Body: body } }).done();
    const res = await http(stack, 'POST', '/v1/guard/s3', key, { src_s3_url: 's3://demo-bucket/in/big.txt', tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' });
    expect(res.status).toBe(202);
    const processing = await until(() => stack.jobs.get(res.body.job_id), (j) => j?.status !== 'PENDING', 1200);
    expect(processing).toMatchObject({ status: 'PROCESSING' });
    expect(processing!.leaseOwner!.startsWith(`local-worker:${pid}:`)).toBe(true);
    // The API answers while the job runs.
    expect((await http(stack, 'GET', `/v1/guard/s3/jobs/${res.body.job_id}`, key)).body).toMatchObject({ status: 'PROCESSING' });
    process.kill(pid, 'SIGKILL');
    const final = await waitForFinalLong(key, res.body.job_id);
    expect(final).toMatchObject({ status: 'COMPLETED', action: 'MASK', tgt_s3_url: 's3://demo-bucket/out/big.txt' });
    expect((await stack.jobs.get(res.body.job_id))!.attempts).toBe(2);
    expect(alive(pid)).toBe(false);
    expect(stack.jobWorkerPid()).not.toBe(pid);
    expect(alive(stack.jobWorkerPid()!)).toBe(true);
  }, 120_000);

  async function waitForFinalLong(k: string, id: string) {
    for (let i = 0; i < 1200; i++) {
      const job = await stack.jobs.get(id);
      if (isFinal(job)) return waitForFinal(stack, k, id);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${id} did not finish`);
  }

  test('the S3/SQS emulator accepts connections on 127.0.0.1 and refuses them on other interfaces', async () => {
    const port = Number(new URL(stack.awsEndpoint).port);
    const attempt = (host: string) =>
      new Promise<'connected' | 'refused'>((resolve) => {
        const socket = connect({ host, port });
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', () => resolve('refused'));
      });
    expect(await attempt('127.0.0.1')).toBe('connected');
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === 'IPv4' && !a.internal)
      .map((a) => a!.address);
    // Every external address of this machine: a listener on 0.0.0.0 would accept there.
    for (const host of others) expect(await attempt(host)).toBe('refused');
  });
});
