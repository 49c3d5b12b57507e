/**
 * Masking operators in batch jobs (one job = one call): placeholders numbered across the whole file,
 * pseudonyms equal to the inline call's for the same project, DETECT-only files pass with the items recorded.
 */
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { getObject, http, putObject, runJobThroughApi, TEST_SCOPES, waitForFinal } from '../helpers/jobs';
import { callGuard, createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'batch-operators',
  processTypes: { input: { policies: ['pii'] } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: {
        EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'pseudonym' } },
        IP_ADDRESS: { action: 'DETECT' },
      },
      customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', operator: { type: 'placeholder' } }],
    },
  ],
};

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', TEST_SCOPES);
});
afterAll(() => stack.close());

const runJob = (name: string, body: string) => runJobThroughApi(stack, key, name, body, { on_pass: 'skip' });

describe('operators in batch jobs', () => {
  it.each([
    ['text', 'ids.txt', 'EMP-000001 and EMP-000002\nEMP-000002 again, then EMP-000001\n', '[EMPLOYEE_ID_1] and [EMPLOYEE_ID_2]\n[EMPLOYEE_ID_2] again, then [EMPLOYEE_ID_1]\n'],
    ['csv', 'ids.csv', 'a,b\nEMP-000009,EMP-000008\nEMP-000008,x\n', 'a,b\n[EMPLOYEE_ID_1],[EMPLOYEE_ID_2]\n[EMPLOYEE_ID_2],x\n'],
    ['jsonl', 'ids.jsonl', '{"a":"EMP-000005"}\n{"b":"EMP-000006 EMP-000005"}\n', '{"a":"[EMPLOYEE_ID_1]"}\n{"b":"[EMPLOYEE_ID_2] [EMPLOYEE_ID_1]"}\n'],
  ])('%s: placeholders are numbered across the whole file', async (_format, name, input, output) => {
    const job = await runJob(name, input);
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK', tgt_s3_url: `s3://demo-bucket/out/${name}` });
    expect((await getObject(stack.s3, job.tgt_s3_url))?.toString('utf8')).toBe(output);
    // Results keep the configured mask word: no per-value token (or fragment) reaches the job record.
    expect(job.results[0].detected_items).toEqual([expect.objectContaining({ rule_name: 'employee-id', mask_word: '[EMPLOYEE_ID]' })]);
  });

  it('pseudonyms in a file equal those of inline calls of the same project', async () => {
    const job = await runJob('mail.txt', 'to jane.doe@corp.test\n');
    const inline = await callGuard(stack.url, key, { processType: 'input', messages: [{ role: 'user', content: 'to jane.doe@corp.test' }] });
    const masked = (await getObject(stack.s3, job.tgt_s3_url))?.toString('utf8');
    expect(inline.body.input_results[0].processed_content).toMatch(/^to \[EMAIL_ADDRESS_[0-9a-f]{12}\]$/);
    expect(masked).toBe(`${inline.body.input_results[0].processed_content}\n`);
  });

  it('a file with only detect-only findings passes and records them', async () => {
    const job = await runJob('hosts.txt', 'host 192.168.10.24 is down\n');
    expect(job).toMatchObject({ status: 'COMPLETED', action: 'PASS', tgt_s3_url: null });
    expect(job.results).toEqual([
      {
        policy_name: 'pii',
        policy_type: 'PII',
        action: 'PASS',
        detected_items: [expect.objectContaining({ rule_type: 'ENTITY', rule_name: 'IP_ADDRESS', action: 'PASS', count: 1 })],
      },
    ]);
  });

  it('a project without a pseudonym secret fails the job with INTERNAL_ERROR, writing nothing', async () => {
    await stack.store.createProject({ projectId: 'legacy', name: 'legacy', createdAt: '2025-01-01T00:00:00.000Z' });
    const legacyKey = await createGuardianWithKey(stack.store, GUARDIAN, 'legacy');
    await stack.store.setStorageScopes('legacy', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/legacy/'] });
    await putObject(stack.s3, 's3://demo-bucket/in/legacy.txt', 'to jane.doe@corp.test\n');
    const created = await http(stack, 'POST', '/v1/guard/s3', legacyKey, {
      src_s3_url: 's3://demo-bucket/in/legacy.txt',
      tgt_s3_url: 's3://demo-bucket/out/legacy/',
      process_type: 'input',
    });
    const job = await waitForFinal(stack, legacyKey, created.body.job_id);
    expect(job).toMatchObject({
      status: 'FAILED',
      tgt_s3_url: null,
      error: { code: 'INTERNAL_ERROR', message: "The job's project has no pseudonym secret", details: { reason: 'guardian_pseudonym_secret_missing' } },
    });
    expect(await getObject(stack.s3, 's3://demo-bucket/out/legacy/legacy.txt')).toBeUndefined();
  });
});
