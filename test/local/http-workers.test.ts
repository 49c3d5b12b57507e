/**
 * Cluster mode of the local runner (`CG_HTTP_WORKERS`, `httpWorkers`): HTTP worker processes share the port and
 * serve the same API with the same handlers against the primary's emulators, and stop with the stack.
 */
import type { LocalStack } from '../../functions/local/stack';
import { sendJson } from '../helpers/jobs';
import { callGuard, startTestStack } from '../helpers/stack';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ httpWorkers: 2, jobs: { workers: false } });
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

test('two worker processes, neither of them this one', () => {
  expect(stack.httpWorkerPids).toHaveLength(2);
  expect(new Set(stack.httpWorkerPids).size).toBe(2);
  expect(stack.httpWorkerPids).not.toContain(process.pid);
  expect(stack.httpWorkerPids.every(alive)).toBe(true);
});

test('concurrent inline calls (several connections, spread over the workers) get the same answers as in one process', async () => {
  const body = { processType: 'input', messages: [{ role: 'user', content: 'Mail me at jane.doe@example.com' }] };
  const responses = await Promise.all(Array.from({ length: 12 }, () => callGuard(stack.url, stack.demoKey!, body)));
  for (const res of responses) {
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ action: 'MASK', input_results: [{ index: 0, processed_content: 'Mail me at [EMAIL_ADDRESS]' }] });
  }
});

test('errors are mapped by the workers as in one process', async () => {
  const res = await callGuard(stack.url, `svc_${'x'.repeat(43)}`, { processType: 'input', messages: [] });
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: expect.objectContaining({ code: 'INVALID_API_KEY' }) });
});

test('batch intake through a worker reaches the primary\'s table and queue', async () => {
  const created = await sendJson(`${stack.url}/v1/guard/s3`, 'POST', stack.demoKey!, {
    src_s3_url: 's3://demo-bucket/incoming/sample.txt',
    tgt_s3_url: 's3://demo-bucket/masked/',
    process_type: 'input',
  });
  expect(created.status).toBe(202);
  const jobId = (created.body as { job_id: string }).job_id;
  expect(await stack.jobs.get(jobId)).toMatchObject({ status: 'PENDING' });
});

test('close() stops every worker', async () => {
  const pids = stack.httpWorkerPids;
  await stack.close();
  expect(pids.filter(alive)).toEqual([]);
  stack = undefined as unknown as LocalStack;
});
