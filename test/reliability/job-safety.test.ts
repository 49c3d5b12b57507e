/**
 * Jobs cannot destroy data: a target that is (or may overwrite) a source is refused at intake, one output file
 * belongs to one source, queued jobs do not run while the kill switch is on (nothing is written), an address that
 * is not well-formed Unicode is a 400, and an unexpected worker failure is logged with its class and stack but
 * never its message. Through the HTTP API, the worker handler and the job records, against the emulators.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { createS3ObjectStore } from '../../functions/adapters/aws/s3-object-store';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createJobsWorkerHandler } from '../../functions/handlers/jobs-worker';
import { createJsonLog } from '../../functions/handlers/log';
import { readKillSwitch, type WorkerDeps } from '../../functions/jobs/worker';
import type { LocalStack } from '../../functions/local/stack';
import { startQueuePoller } from '../../functions/local/worker-loop';
import type { ObjectStore } from '../../functions/ports';
import { getObject, http, localWorkerDeps, putObject, waitForFinal } from '../helpers/jobs';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'safety',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] }],
};
const SECRET_LINE = 'EMP-424242 wrote from the staging host';

let stack: LocalStack;
let key: string;
let overlapKey: string;
beforeAll(async () => {
  stack = await startTestStack({ jobs: { workers: false } });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/', 's3://demo-bucket/in/copies/'] });
  // A project whose scopes overlap (stored before `storage allow` refused that): intake is the second fence.
  overlapKey = await createGuardianWithKey(stack.store, GUARDIAN, 'legacy');
  await stack.store.setStorageScopes('legacy', { read: ['s3://demo-bucket/both/'], write: ['s3://demo-bucket/both/'] });
});
afterAll(() => stack.close());

const create = (k: string, src: string, tgt: string) =>
  http(stack, 'POST', '/v1/guard/s3', k, { src_s3_url: src, tgt_s3_url: tgt, process_type: 'input' });

function workerDeps(overrides: Partial<WorkerDeps> = {}): WorkerDeps {
  return localWorkerDeps(stack, overrides);
}

/** Runs the worker over the queue until every listed job is final. */
async function drain(jobIds: readonly string[], deps: WorkerDeps = workerDeps(), logger = new Logger({ logLevel: 'SILENT' })) {
  const poller = startQueuePoller(stack.sqs, stack.queues.jobsUrl, createJobsWorkerHandler({ ...deps, logger }), { waitSeconds: 0 });
  try {
    return await Promise.all(jobIds.map((id) => waitForFinal(stack, key, id)));
  } finally {
    await poller.stop();
  }
}

describe('a job cannot overwrite a source', () => {
  test.each([
    ['the folder of the source (overlapping scopes)', overlapKeyRef, 's3://demo-bucket/both/a.txt', 's3://demo-bucket/both/', 'target_is_source'],
    ['the source itself named as the file', overlapKeyRef, 's3://demo-bucket/both/a.txt', 's3://demo-bucket/both/a.txt', 'target_is_source'],
    ['another file inside a read scope', overlapKeyRef, 's3://demo-bucket/both/a.txt', 's3://demo-bucket/both/b.txt', 'target_in_read_scope'],
    ['a write scope nested in a read scope', keyRef, 's3://demo-bucket/in/a.txt', 's3://demo-bucket/in/copies/', 'target_in_read_scope'],
  ])('%s: 400 TARGET_OVERLAPS_SOURCE, no job, the source untouched', async (_name, k, src, tgt, reason) => {
    await putObject(stack.s3, src, SECRET_LINE);
    const res = await create(k(), src, tgt);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'TARGET_OVERLAPS_SOURCE', message: expect.any(String), details: { field: 'tgt_s3_url', reason } } });
    expect(res.text).not.toContain('demo-bucket');
    const search = await http(stack, 'GET', `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent(src)}`, k());
    expect(search.body).toEqual({ jobs: [] });
    expect((await getObject(stack.s3, src))?.toString()).toBe(SECRET_LINE);
  });
});

function keyRef() {
  return key;
}
function overlapKeyRef() {
  return overlapKey;
}

describe('one output file, one source', () => {
  test('a second source resolving to the same target file is refused 409 TARGET_CONFLICT; the first job writes it', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/team-a/report.txt', 'EMP-111111 in team a\n');
    await putObject(stack.s3, 's3://demo-bucket/in/team-b/report.txt', 'EMP-222222 in team b\n');
    const first = await create(key, 's3://demo-bucket/in/team-a/report.txt', 's3://demo-bucket/out/shared/');
    expect(first.status).toBe(202);
    const second = await create(key, 's3://demo-bucket/in/team-b/report.txt', 's3://demo-bucket/out/shared/');
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'TARGET_CONFLICT', details: { field: 'tgt_s3_url' } });
    // The same file named explicitly is the same target.
    const explicit = await create(key, 's3://demo-bucket/in/team-b/report.txt', 's3://demo-bucket/out/shared/report.txt');
    expect(explicit.status).toBe(409);
    // Another name is free.
    const elsewhere = await create(key, 's3://demo-bucket/in/team-b/report.txt', 's3://demo-bucket/out/shared/report-b.txt');
    expect(elsewhere.status).toBe(202);
    const [a, b] = await drain([first.body.job_id, elsewhere.body.job_id]);
    expect(a).toMatchObject({ status: 'COMPLETED', action: 'MASK', tgt_s3_url: 's3://demo-bucket/out/shared/report.txt' });
    expect(b).toMatchObject({ status: 'COMPLETED', action: 'MASK', tgt_s3_url: 's3://demo-bucket/out/shared/report-b.txt' });
    const outA = (await getObject(stack.s3, a.tgt_s3_url))!.toString();
    const outB = (await getObject(stack.s3, b.tgt_s3_url))!.toString();
    expect(outA).toMatch(/^\S+ in team a\n$/);
    expect(outA).not.toContain('EMP-111111');
    expect(outB).toMatch(/^\S+ in team b\n$/);
    expect(outB).not.toContain('EMP-222222');
  });

  test('jobs of the same source may share a target (duplicate submissions end in the same output)', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/dup.txt', 'EMP-333333\n');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(key, 's3://demo-bucket/in/dup.txt', 's3://demo-bucket/out/');
      expect(res.status).toBe(202);
      ids.push(res.body.job_id);
    }
    const finals = await drain(ids);
    expect(new Set(finals.map((f) => f.tgt_s3_url))).toEqual(new Set(['s3://demo-bucket/out/dup.txt']));
    expect(finals.every((f) => f.status === 'COMPLETED' && f.action === 'MASK')).toBe(true);
  });
});

describe('kill switch and queued jobs', () => {
  afterEach(() => stack.store.setKillSwitch('acme', { active: false, actor: 'ops', reason: 'resolved', changedAt: '2026-05-01T12:00:09.000Z' }));

  test('jobs queued before the switch was turned on end FAILED KILL_SWITCH_ACTIVE and write nothing', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      await putObject(stack.s3, `s3://demo-bucket/in/queued-${i}.txt`, `EMP-55555${i % 10} line\n`);
      const res = await create(key, `s3://demo-bucket/in/queued-${i}.txt`, 's3://demo-bucket/out/queued/');
      expect(res.status).toBe(202);
      ids.push(res.body.job_id);
    }
    await stack.store.setKillSwitch('acme', { active: true, actor: 'ops', reason: 'incident', changedAt: '2026-05-01T12:00:00.000Z' });
    // Status queries are refused while the switch is on: read the records.
    const poller = startQueuePoller(stack.sqs, stack.queues.jobsUrl, createJobsWorkerHandler({ ...workerDeps(), logger: new Logger({ logLevel: 'SILENT' }) }), { waitSeconds: 0 });
    try {
      for (const id of ids) {
        for (let i = 0; i < 300; i++) {
          const job = await stack.jobs.get(id);
          if (job?.status === 'FAILED' || job?.status === 'COMPLETED') break;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    } finally {
      await poller.stop();
    }
    for (const [i, id] of ids.entries()) {
      expect(await stack.jobs.get(id)).toMatchObject({ status: 'FAILED', writtenS3Url: null, error: { code: 'KILL_SWITCH_ACTIVE' } });
      expect(await getObject(stack.s3, `s3://demo-bucket/out/queued/queued-${i}.txt`)).toBeUndefined();
    }
  });

  test.each([
    ['a MASK output (the upload is aborted)', 'EMP-666666 here\n', 'mask.txt'],
    ['a PASS copy', 'nothing to find here\n', 'pass.txt'],
  ])('switched on while a job runs: no %s is committed', async (_name, body, name) => {
    await putObject(stack.s3, `s3://demo-bucket/in/${name}`, body);
    const res = await create(key, `s3://demo-bucket/in/${name}`, 's3://demo-bucket/out/running/');
    expect(res.status).toBe(202);
    let asked = 0;
    const deps = workerDeps({
      // The switch goes on after the job was picked up (the first check), before its output is committed.
      killSwitchActive: async (projectId) => {
        if (++asked === 1) {
          await stack.store.setKillSwitch('acme', { active: true, actor: 'ops', reason: 'incident', changedAt: '2026-05-01T12:00:00.000Z' });
          return false;
        }
        return readKillSwitch(stack.store)(projectId);
      },
    });
    const poller = startQueuePoller(stack.sqs, stack.queues.jobsUrl, createJobsWorkerHandler({ ...deps, logger: new Logger({ logLevel: 'SILENT' }) }), { waitSeconds: 0 });
    try {
      for (let i = 0; i < 300 && !['FAILED', 'COMPLETED'].includes((await stack.jobs.get(res.body.job_id))!.status); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await poller.stop();
    }
    expect(asked).toBe(2);
    expect(await stack.jobs.get(res.body.job_id)).toMatchObject({ status: 'FAILED', writtenS3Url: null, error: { code: 'KILL_SWITCH_ACTIVE' } });
    expect(await getObject(stack.s3, `s3://demo-bucket/out/running/${name}`)).toBeUndefined();
  });
});

describe('addresses must be well-formed Unicode', () => {
  test.each([
    ['src_s3_url', 's3://demo-bucket/in/bad\uD800.txt', 's3://demo-bucket/out/'],
    ['src_s3_url', 's3://demo-bucket/in/bad\uDC00x.txt', 's3://demo-bucket/out/'],
    ['tgt_s3_url', 's3://demo-bucket/in/good.txt', 's3://demo-bucket/out/x\uDBFF/'],
  ])('a lone surrogate in %s is a 400 INVALID_REQUEST naming the field (no job)', async (field, src, tgt) => {
    const res = await create(key, src, tgt);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field } });
    expect(res.body.error.message).toContain('well-formed Unicode');
  });

  test('a paired surrogate (an emoji) in a key is accepted', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/notes-😀.txt', 'EMP-777777\n');
    const res = await create(key, 's3://demo-bucket/in/notes-😀.txt', 's3://demo-bucket/out/');
    expect(res.status).toBe(202);
    const [final] = await drain([res.body.job_id]);
    expect(final).toMatchObject({ status: 'COMPLETED', tgt_s3_url: 's3://demo-bucket/out/notes-😀.txt' });
  });
});

test('an unexpected worker failure: FAILED INTERNAL_ERROR, logged at error level with class and stack, never the message', async () => {
  await putObject(stack.s3, 's3://demo-bucket/in/boom.txt', SECRET_LINE);
  const res = await create(key, 's3://demo-bucket/in/boom.txt', 's3://demo-bucket/out/');
  expect(res.status).toBe(202);
  const real = createS3ObjectStore(stack.s3);
  const broken: ObjectStore = {
    ...real,
    read: async () => {
      // A defect whose message quotes content, as a parser's error may.
      throw new TypeError(`cannot read ${SECRET_LINE}`);
    },
  };
  const lines: string[] = [];
  const logger = createJsonLog({ POWERTOOLS_LOG_LEVEL: 'INFO' }, (line) => void lines.push(line));
  const poller = startQueuePoller(stack.sqs, stack.queues.jobsUrl, createJobsWorkerHandler({ ...workerDeps({ objects: broken }), logger }), { waitSeconds: 0 });
  let final;
  try {
    final = await waitForFinal(stack, key, res.body.job_id);
  } finally {
    await poller.stop();
  }
  expect(final).toMatchObject({ status: 'FAILED', error: { code: 'INTERNAL_ERROR' } });
  const records = lines.map((l) => JSON.parse(l) as Record<string, any>);
  const line = records.find((r) => r.job_id === res.body.job_id && r.message === 'job.finalized');
  expect(line).toMatchObject({ level: 'ERROR', code: 'INTERNAL_ERROR', error_name: 'TypeError' });
  expect(line!.error_stack).toMatch(/^at .+:\d+:\d+\)?(\nat .+:\d+:\d+\)?)*$/);
  expect(lines.join('')).not.toContain('EMP-424242');
  expect(lines.join('')).not.toContain('staging host');
});
