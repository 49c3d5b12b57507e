/**
 * Batch jobs end to end through HTTP against the local stack: dynalite (records), fauxqs (SQS + S3), the
 * same API, worker and dead-letter handlers as in AWS.
 */
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { getObject, http, putObject, waitForFinal } from '../helpers/jobs';
import { createGuardianWithKey, manualClock, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'batch-guardian',
  processTypes: { input: { policies: ['pii'] }, archive: { policies: ['pii'] } },
  batch: { delimited: { skipColumns: ['notes'], entityColumns: { customer: 'EMAIL_ADDRESS' } } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: { EMAIL_ADDRESS: { action: 'MASK' } },
      customRules: [
        { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' },
        { name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' },
      ],
    },
  ],
};
const EMP = { rule_type: 'REGEX', rule_name: 'employee-id', action: 'MASK', confidence: 0.9, mask_word: '[EMPLOYEE_ID]', alert_message: 'Custom rule employee-id matched (masked)' };

const clock = manualClock(Date.parse('2026-05-01T12:00:00.000Z'));
let stack: LocalStack;
let key: string;
let otherKey: string;

beforeAll(async () => {
  stack = await startTestStack({ clock, jobs: { maxSourceBytes: 64 * 1024 } });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  otherKey = await createGuardianWithKey(stack.store, GUARDIAN, 'globex');
  await stack.store.setStorageScopes('acme', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] });
  await stack.store.setStorageScopes('globex', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] });
});
afterAll(() => stack.close());

async function runJob(src: string, tgt: string, extra: object = {}, apiKey = key) {
  const created = await http(stack, 'POST', '/v1/guard/s3', apiKey, { src_s3_url: src, tgt_s3_url: tgt, process_type: 'input', ...extra });
  expect(created.status).toBe(202);
  expect(created.body).toEqual({ job_id: expect.stringMatching(/^job_[0-9A-Z]{26}$/), status: 'PENDING' });
  return waitForFinal(stack, apiKey, created.body.job_id);
}

describe('lifecycle per format and verdict', () => {
  it.each([
    ['text', 'notes.txt', 'Hi EMP-123456\r\nplain line\nmail a@example.com', 'Hi [EMPLOYEE_ID]\r\nplain line\nmail [EMAIL_ADDRESS]'],
    ['markdown', 'readme.md', '# EMP-123456\n', '# [EMPLOYEE_ID]\n'],
    ['csv', 'people.csv', 'id,notes,customer,comment\n1,EMP-111111,x@example.com,"EMP-222222, again"\n', 'id,notes,customer,comment\n1,EMP-111111,[EMAIL_ADDRESS],"[EMPLOYEE_ID], again"\n'],
    ['tsv', 'people.tsv', 'a\tb\nEMP-123456\tok\n', 'a\tb\n[EMPLOYEE_ID]\tok\n'],
    ['json', 'doc.json', '{"EMP-999999": "EMP-123456", "n": 12345678901234567890}', '{"[EMPLOYEE_ID]": "[EMPLOYEE_ID]", "n": 12345678901234567890}'],
    ['jsonl', 'rows.jsonl', '{"a":"EMP-123456"}\n\n{"a":"ok"}\n', '{"a":"[EMPLOYEE_ID]"}\n\n{"a":"ok"}\n'],
  ])('%s MASK → masked output in the folder, keeping the file name', async (_f, name, input, output) => {
    await putObject(stack.s3, `s3://demo-bucket/in/${name}`, input);
    const job = await runJob(`s3://demo-bucket/in/${name}`, 's3://demo-bucket/out/masked/');
    expect(job).toMatchObject({
      status: 'COMPLETED',
      action: 'MASK',
      src_s3_url: `s3://demo-bucket/in/${name}`,
      tgt_s3_url: `s3://demo-bucket/out/masked/${name}`,
      error: null,
      created_at: '2026-05-01T12:00:00.000Z',
      completed_at: '2026-05-01T12:00:00.000Z',
    });
    expect((await getObject(stack.s3, job.tgt_s3_url))?.toString('utf8')).toBe(output);
  });

  it('the results aggregate identical items with a count', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => `row ${i} EMP-${String(100000 + i)}`).join('\n');
    await putObject(stack.s3, 's3://demo-bucket/in/many.txt', lines);
    const job = await runJob('s3://demo-bucket/in/many.txt', 's3://demo-bucket/out/many-masked.txt');
    expect(job.results).toEqual([{ policy_name: 'pii', policy_type: 'PII', action: 'MASK', detected_items: [{ ...EMP, count: 500 }] }]);
    expect(job.tgt_s3_url).toBe('s3://demo-bucket/out/many-masked.txt');
  });

  it('PASS → a byte-identical copy by default', async () => {
    const bytes = Buffer.from('\uFEFFnothing to see here\r\n', 'utf8');
    await putObject(stack.s3, 's3://demo-bucket/in/clean.txt', bytes);
    const job = await runJob('s3://demo-bucket/in/clean.txt', 's3://demo-bucket/out/clean-copy.txt');
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'PASS', tgt_s3_url: 's3://demo-bucket/out/clean-copy.txt', results: [] });
    expect((await getObject(stack.s3, 's3://demo-bucket/out/clean-copy.txt'))?.equals(bytes)).toBe(true);
  });

  it('PASS with on_pass=skip → nothing written, tgt_s3_url null', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/clean2.txt', 'nothing');
    const job = await runJob('s3://demo-bucket/in/clean2.txt', 's3://demo-bucket/out/skipped.txt', { options: { on_pass: 'skip' } });
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'PASS', tgt_s3_url: null });
    expect(await getObject(stack.s3, 's3://demo-bucket/out/skipped.txt')).toBeUndefined();
  });

  it('BLOCK → nothing written; the reason is in results', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/secret.txt', 'EMP-123456\nproject falcon-7\n');
    const job = await runJob('s3://demo-bucket/in/secret.txt', 's3://demo-bucket/out/secret.txt');
    expect(job).toEqual({
      job_id: expect.any(String),
      status: 'COMPLETED',
      action: 'BLOCK',
      src_s3_url: 's3://demo-bucket/in/secret.txt',
      tgt_s3_url: null,
      results: [
        {
          policy_name: 'pii',
          policy_type: 'PII',
          action: 'BLOCK',
          detected_items: [
            { ...EMP, count: 1 },
            { rule_type: 'REGEX', rule_name: 'codename', action: 'BLOCK', confidence: 0.9, mask_word: '[CODENAME]', alert_message: 'Custom rule codename matched (blocked)', count: 1 },
          ],
        },
      ],
      error: null,
      created_at: '2026-05-01T12:00:00.000Z',
      completed_at: '2026-05-01T12:00:00.000Z',
    });
    expect(await getObject(stack.s3, 's3://demo-bucket/out/secret.txt')).toBeUndefined();
  });

  it('identical submissions converge on the same output name and bytes', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/twice.txt', 'EMP-123456 x');
    const a = await runJob('s3://demo-bucket/in/twice.txt', 's3://demo-bucket/out/');
    const first = await getObject(stack.s3, a.tgt_s3_url);
    const b = await runJob('s3://demo-bucket/in/twice.txt', 's3://demo-bucket/out/');
    expect(b.job_id).not.toBe(a.job_id);
    expect(b.tgt_s3_url).toBe(a.tgt_s3_url);
    expect((await getObject(stack.s3, b.tgt_s3_url))?.equals(first!)).toBe(true);
  });
});

describe('FAILED codes', () => {
  it.each([
    ['missing source', 'gone.txt', undefined, 'SOURCE_NOT_FOUND', {}],
    ['too large', 'big.txt', 'x'.repeat(64 * 1024 + 1), 'SOURCE_TOO_LARGE', { size_bytes: 64 * 1024 + 1, limit_bytes: 64 * 1024 }],
    ['not UTF-8', 'latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), 'INVALID_ENCODING', { line: 1 }],
    ['unsupported extension', 'scan.pdf', '%PDF-1.7 EMP-123456', 'UNSUPPORTED_FORMAT', { extension: '.pdf' }],
    ['malformed JSON', 'bad.json', '{\n  "a": "EMP-123456",\n  "b": \n}', 'MALFORMED_CONTENT', { line: 4 }],
    ['malformed JSONL', 'bad.jsonl', '{"a":1}\n{"a":"EMP-123456"\n', 'MALFORMED_CONTENT', { line: 2 }],
    ['malformed CSV', 'bad.csv', 'a,b\n1,"EMP-123456\n', 'MALFORMED_CONTENT', { line: 2 }],
  ])('%s → %s', async (_name, file, body, code, details) => {
    if (body !== undefined) await putObject(stack.s3, `s3://demo-bucket/in/${file}`, body as string);
    const job = await runJob(`s3://demo-bucket/in/${file}`, 's3://demo-bucket/out/failed/');
    expect(job).toMatchObject({ status: 'FAILED', action: null, tgt_s3_url: null, results: [], error: { code, details: expect.objectContaining(details) } });
    expect(typeof job.error.message).toBe('string');
    expect(JSON.stringify(job)).not.toContain('EMP-123456');
    expect(await getObject(stack.s3, `s3://demo-bucket/out/failed/${file}`)).toBeUndefined();
  });
});

describe('intake validation', () => {
  const valid = { src_s3_url: 's3://demo-bucket/in/never-submitted.txt', tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' };

  it.each([
    ['src in another bucket', { src_s3_url: 's3://other-bucket/in/notes.txt' }, 'src_s3_url'],
    ['src outside the read prefix', { src_s3_url: 's3://demo-bucket/out/notes.txt' }, 'src_s3_url'],
    ['src with ..', { src_s3_url: 's3://demo-bucket/in/../secret/notes.txt' }, 'src_s3_url'],
    ['src with an encoded ..', { src_s3_url: 's3://demo-bucket/in/%2e%2e/secret.txt' }, 'src_s3_url'],
    ['src as https', { src_s3_url: 'https://demo-bucket.s3.amazonaws.com/in/notes.txt' }, 'src_s3_url'],
    ['src at the metadata service', { src_s3_url: 'http://169.254.169.254/latest/meta-data/' }, 'src_s3_url'],
    ['src as a folder', { src_s3_url: 's3://demo-bucket/in/' }, 'src_s3_url'],
    ['tgt outside the write prefix', { tgt_s3_url: 's3://demo-bucket/in/out.txt' }, 'tgt_s3_url'],
    ['tgt in another bucket', { tgt_s3_url: 's3://evil-bucket/out/' }, 'tgt_s3_url'],
    ['tgt as file://', { tgt_s3_url: 'file:///etc/passwd' }, 'tgt_s3_url'],
  ])('%s → 403 SCOPE_DENIED, no job', async (_name, patch, field) => {
    const body = { ...valid, ...patch };
    const res = await http(stack, 'POST', '/v1/guard/s3', key, body);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'SCOPE_DENIED', details: { field } });
    const search = await http(stack, 'GET', `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent(body.src_s3_url)}`, key);
    expect(search.body).toEqual({ jobs: [] });
  });

  it.each([
    ['an unsupported process_type', { process_type: 'summary' }, 400, 'UNSUPPORTED_PROCESS_TYPE'],
    ['a missing tgt_s3_url', { tgt_s3_url: undefined }, 400, 'INVALID_REQUEST'],
    ['camelCase fields', { processType: 'input' }, 400, 'INVALID_REQUEST'],
    ['a bad on_pass', { options: { on_pass: 'never' } }, 400, 'INVALID_REQUEST'],
  ])('%s', async (_name, patch, status, code) => {
    const res = await http(stack, 'POST', '/v1/guard/s3', key, { ...valid, ...patch });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('an unsupported process_type is named as the batch field names it', async () => {
    const res = await http(stack, 'POST', '/v1/guard/s3', key, { ...valid, process_type: 'summary' });
    expect(res.body.error.message).toBe('Unsupported process_type; supported process types: archive, input');
    expect(res.body.error.details).toEqual({ supported_process_types: ['archive', 'input'] });
  });

  it('process_type is case-insensitive', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/case.txt', 'EMP-123456');
    const job = await runJob('s3://demo-bucket/in/case.txt', 's3://demo-bucket/out/', { process_type: ' ARCHIVE ' });
    expect(job.action).toBe('MASK');
  });

  it('missing key → 401', async () => {
    const res = await http(stack, 'POST', '/v1/guard/s3', undefined, valid);
    expect(res.body.error.code).toBe('MISSING_API_KEY');
  });
});

describe('isolation and search', () => {
  it("another project's job is 404, indistinguishable from a random id", async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/mine.txt', 'EMP-123456');
    const mine = await runJob('s3://demo-bucket/in/mine.txt', 's3://demo-bucket/out/');
    const theirs = await http(stack, 'GET', `/v1/guard/s3/jobs/${mine.job_id}`, otherKey);
    const random = await http(stack, 'GET', '/v1/guard/s3/jobs/job_01ARZ3NDEKTSV4RRFFQ69G5FAV', otherKey);
    const malformed = await http(stack, 'GET', '/v1/guard/s3/jobs/not-a-job', otherKey);
    expect(theirs).toEqual({ ...random, text: random.text });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: { code: 'JOB_NOT_FOUND', message: 'No such job', details: {} } });
    expect(malformed.body).toEqual(theirs.body);
    const search = await http(stack, 'GET', `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent('s3://demo-bucket/in/mine.txt')}`, otherKey);
    expect(search.body).toEqual({ jobs: [] });
  });

  it('search: newest first, default 20, limit 1–100, results omitted', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/repeat.txt', 'plain');
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      clock.advance(1);
      const r = await http(stack, 'POST', '/v1/guard/s3', key, {
        src_s3_url: 's3://demo-bucket/in/repeat.txt',
        tgt_s3_url: 's3://demo-bucket/out/',
        process_type: 'input',
        options: { on_pass: 'skip' },
      });
      ids.push(r.body.job_id);
    }
    const q = `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent('s3://demo-bucket/in/repeat.txt')}`;
    const all = await http(stack, 'GET', q, key);
    expect(all.body.jobs.map((j: { job_id: string }) => j.job_id)).toEqual([...ids].reverse().slice(0, 20));
    expect(Object.keys(all.body.jobs[0]).sort()).toEqual(
      ['action', 'completed_at', 'created_at', 'error', 'job_id', 'src_s3_url', 'status', 'tgt_s3_url'].sort(),
    );
    const three = await http(stack, 'GET', `${q}&limit=3`, key);
    expect(three.body.jobs.map((j: { job_id: string }) => j.job_id)).toEqual([...ids].reverse().slice(0, 3));
    for (const bad of ['0', '101', 'x', '2.5']) {
      const res = await http(stack, 'GET', `${q}&limit=${bad}`, key);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'limit' } });
    }
    expect((await http(stack, 'GET', '/v1/guard/s3/jobs', key)).body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field: 'src_s3_url' } });
    for (const id of ids) await waitForFinal(stack, key, id);
  });

  it('records expire after the retention period', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/old.txt', 'plain');
    const job = await runJob('s3://demo-bucket/in/old.txt', 's3://demo-bucket/out/', { options: { on_pass: 'skip' } });
    clock.advance(30 * 86_400_000 + 1000);
    expect((await http(stack, 'GET', `/v1/guard/s3/jobs/${job.job_id}`, key)).status).toBe(404);
    const search = await http(stack, 'GET', `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent('s3://demo-bucket/in/old.txt')}`, key);
    expect(search.body).toEqual({ jobs: [] });
  });
});

describe('kill switch', () => {
  it('rejects create, get and search within 5 s of being turned on, and lifts the same way', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/ks.txt', 'EMP-123456');
    const job = await runJob('s3://demo-bucket/in/ks.txt', 's3://demo-bucket/out/');
    const calls = () => [
      http(stack, 'POST', '/v1/guard/s3', key, { src_s3_url: 's3://demo-bucket/in/ks.txt', tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' }),
      http(stack, 'GET', `/v1/guard/s3/jobs/${job.job_id}`, key),
      http(stack, 'GET', `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent('s3://demo-bucket/in/ks.txt')}`, key),
    ];
    await stack.store.setKillSwitch('acme', { active: true, actor: 'ops', reason: 'incident', changedAt: '2026-05-01T12:00:00.000Z' });
    clock.advance(5_001);
    for (const res of await Promise.all(calls())) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: { code: 'KILL_SWITCH_ACTIVE', message: 'The kill switch is active for this project: batch jobs are stopped', details: {} },
      });
    }
    // Other projects and the inline guard are unaffected.
    expect((await http(stack, 'GET', `/v1/guard/s3/jobs?src_s3_url=x`, otherKey)).status).toBe(200);
    const inline = await http(stack, 'POST', '/v1/guard/api', key, { processType: 'input', messages: [{ role: 'user', content: 'hi' }] });
    expect(inline.status).toBe(200);
    await stack.store.setKillSwitch('acme', { active: false, actor: 'ops', reason: 'resolved', changedAt: '2026-05-01T12:00:06.000Z' });
    clock.advance(5_001);
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([202, 200, 200]);
  });
});
