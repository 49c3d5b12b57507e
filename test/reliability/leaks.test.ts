/**
 * Leaks: after a full run (inline calls, batch jobs of every outcome, errors), no fixture PII value, API key or
 * key hash appears in any log line, trace envelope, error body or job record.
 */
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { hashApiKey } from '../../functions/auth/keys';
import type { GuardianInput } from '../../functions/guardians/schema';
import { localDynamoDbClient } from '../../functions/local/emulators';
import { LOCAL_TABLE_NAME, type LocalStack } from '../../functions/local/stack';
import { http, putObject, waitForFinal } from '../helpers/jobs';
import { captureLogs, createGuardianWithKey, startTestStack } from '../helpers/stack';

const FIXTURES = {
  email: 'leaky.person@example.com',
  card: '4111 1111 1111 1111',
  ssn: '536-22-8726',
  employee: 'EMP-777123',
  codename: 'falcon-42',
};

const GUARDIAN: GuardianInput = {
  name: 'leaks',
  processTypes: { input: { policies: ['p'] } },
  tracing: { enabled: true, sampleRate: 1, includeMaskedContent: true },
  policies: [
    {
      name: 'p',
      type: 'PII',
      entities: { EMAIL_ADDRESS: { action: 'MASK' }, CREDIT_CARD: { action: 'BLOCK' }, US_SSN: { action: 'BLOCK' } },
      customRules: [
        { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' },
        { name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' },
      ],
    },
  ],
};

let stack: LocalStack;
let key: string;
const traces: string[] = [];
const responses: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({ logLevel: 'INFO', tracing: { sink: (line) => void traces.push(line), langfuse: false } });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] });
});
afterAll(() => stack.close());

it('no fixture value, key or key hash in logs, traces, error bodies or job records', async () => {
  const all = Object.values(FIXTURES).join(' and ');
  const logs = captureLogs();
  try {
    const calls: [string, string, unknown][] = [
      ['POST', '/v1/guard/api', { processType: 'input', messages: [{ role: 'user', content: `mail ${FIXTURES.email}, id ${FIXTURES.employee}` }], tracing: { metadata: { note: 'x' }, tags: ['t'] } }],
      ['POST', '/v1/guard/api', { processType: 'input', messages: [{ role: 'user', content: all }] }],
      ['POST', '/v1/guard/api', { processType: all, messages: [] }],
      ['POST', '/v1/guard/api', { processType: 'input', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: all } }] }] }],
      ['POST', '/v1/guard/api', { processType: 'input', messages: [], [FIXTURES.email]: 1 }],
      ['POST', '/v1/guard/api', `{"processType":"input","messages":[${JSON.stringify(all)}`],
      ['POST', '/v1/guard/s3', { src_s3_url: `s3://demo-bucket/in/${FIXTURES.email}.txt`, tgt_s3_url: 's3://other/', process_type: 'input' }],
      ['GET', `/v1/guard/s3/jobs?src_s3_url=${encodeURIComponent(all)}&limit=${encodeURIComponent(FIXTURES.ssn)}`, undefined],
    ];
    for (const [method, path, body] of calls) responses.push((await http(stack, method as 'GET' | 'POST', path, key, body)).text);
    const badKey = await http(stack, 'POST', '/v1/guard/api', `svc_${'Z'.repeat(43)}`, { processType: 'input', messages: [] });
    responses.push(badKey.text);

    for (const [name, content] of [
      ['mask.txt', `a ${FIXTURES.email}\nb ${FIXTURES.employee}\n`],
      ['block.txt', `${FIXTURES.codename} ${FIXTURES.card}\n`],
      ['bad.json', `{"x": "${FIXTURES.ssn}", `],
      ['data.csv', `name,id\n${FIXTURES.email},${FIXTURES.employee}\n`],
    ]) {
      await putObject(stack.s3, `s3://demo-bucket/in/${name}`, content!);
      const created = await http(stack, 'POST', '/v1/guard/s3', key, { src_s3_url: `s3://demo-bucket/in/${name}`, tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' });
      responses.push(JSON.stringify(await waitForFinal(stack, key, created.body.job_id)));
    }
  } finally {
    logs.restore();
  }

  const client = localDynamoDbClient(stack.dynamoDbEndpoint);
  const { Items } = await client.send(new ScanCommand({ TableName: LOCAL_TABLE_NAME }));
  client.destroy();
  const jobRecords = JSON.stringify((Items ?? []).filter((i) => i.pk?.S?.startsWith('JOB#')));

  expect(logs.records().length).toBeGreaterThan(10);
  expect(traces.length).toBeGreaterThan(0);
  expect(jobRecords.length).toBeGreaterThan(100);
  const haystacks = { logs: logs.text(), traces: traces.join('\n'), responses: responses.join('\n'), jobRecords };
  const needles = { ...FIXTURES, key, keyBody: key.slice(4), keyHash: hashApiKey(key) };
  const found: string[] = [];
  for (const [where, text] of Object.entries(haystacks)) {
    for (const [what, value] of Object.entries(needles)) if (text.includes(value)) found.push(`${what} in ${where}`);
  }
  expect(found).toEqual([]);
});
