/**
 * Bad inputs at both APIs: each gets its documented status and code, nothing is echoed, and the service keeps
 * serving afterwards. (Field-level schema cases live in test/handlers and test/jobs; this file adds the raw
 * byte-level and file-level cases.)
 */
import { request } from 'node:http';
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { getObject, http, putObject, waitForFinal } from '../helpers/jobs';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

const PII = 'EMP-123456';
const GUARDIAN: GuardianInput = {
  name: 'bad-inputs',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] }],
};

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] });
});
afterAll(() => stack.close());

/** Sends raw bytes (fetch would re-encode strings). */
function raw(body: Buffer, contentType = 'application/json'): Promise<{ status: number; text: string }> {
  const url = new URL(`${stack.url}/v1/guard/api`);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'content-type': contentType, 'x-svc-guard-api-key': key, 'content-length': body.length } },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function stillServing() {
  const res = await http(stack, 'POST', '/v1/guard/api', key, { processType: 'input', messages: [{ role: 'user', content: `id ${PII}` }] });
  expect(res.status).toBe(200);
  expect(res.body.input_results[0].processed_content).toBe('id [EMPLOYEE_ID]');
}

describe('inline: byte-level bodies', () => {
  const valid = JSON.stringify({ processType: 'input', messages: [{ role: 'user', content: `id ${PII}` }] });
  it.each([
    ['invalid UTF-8', Buffer.concat([Buffer.from(`{"processType":"input","messages":[{"role":"user","content":"${PII} `), Buffer.from([0xc3, 0x28]), Buffer.from('"}]}')]), 400, 'INVALID_REQUEST'],
    ['binary garbage', Buffer.from([0, 1, 2, 0xff, 0xfe, 0x80]), 400, 'INVALID_REQUEST'],
    ['truncated JSON', Buffer.from(valid.slice(0, -5)), 400, 'INVALID_REQUEST'],
    ['JSON null', Buffer.from('null'), 400, 'INVALID_REQUEST'],
    ['a JSON string', Buffer.from(JSON.stringify(PII)), 400, 'INVALID_REQUEST'],
    ['deeply nested additionalData', Buffer.from(`{"processType":"input","messages":[],"additionalData":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`), 200, undefined],
  ])('%s', async (_name, body, status, code) => {
    const res = await raw(body);
    expect(res.status).toBe(status);
    if (code) expect(JSON.parse(res.text).error.code).toBe(code);
    expect(res.text).not.toContain(PII);
    await stillServing();
  });

  it('a UTF-8 BOM before the JSON is tolerated', async () => {
    const res = await raw(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(valid)]));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).action).toBe('MASK');
  });

  it('a body over the gateway limit (10 MB) is refused by the HTTP layer and the service keeps serving', async () => {
    const res = await raw(Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(res.status).toBe(413);
    await stillServing();
  });
});

describe('batch: file-level inputs', () => {
  async function job(name: string, body: Buffer | string) {
    await putObject(stack.s3, `s3://demo-bucket/in/${name}`, body);
    const res = await http(stack, 'POST', '/v1/guard/s3', key, { src_s3_url: `s3://demo-bucket/in/${name}`, tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' });
    expect(res.status).toBe(202);
    return waitForFinal(stack, key, res.body.job_id);
  }

  it.each([
    ['a binary file named .txt', 'image.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'FAILED', 'INVALID_ENCODING'],
    ['UTF-16 text (NUL bytes)', 'utf16.txt', Buffer.from(`hi ${PII}`, 'utf16le'), 'FAILED', 'INVALID_ENCODING'],
    ['an empty text object', 'empty.txt', '', 'COMPLETED', undefined],
    ['an empty JSON object file', 'empty.json', '', 'FAILED', 'MALFORMED_CONTENT'],
    ['JSON nested 10,000 deep', 'deep.json', `${'['.repeat(10_000)}"${PII}"${']'.repeat(10_000)}`, 'FAILED', 'MALFORMED_CONTENT'],
  ])('%s', async (_name, file, body, status, code) => {
    const result = await job(file, body);
    expect(result.status).toBe(status);
    if (code) expect(result.error.code).toBe(code);
    expect(JSON.stringify(result)).not.toContain(PII);
    await stillServing();
  });

  it('CSV with ragged rows and embedded newlines is masked with its structure kept', async () => {
    const csv = `a,b,c\r\n1,"line one\r\n${PII} line two"\r\n2,3,4,5\r\n`;
    const result = await job('ragged.csv', csv);
    expect(result).toMatchObject({ status: 'COMPLETED', action: 'MASK' });
    expect((await getObject(stack.s3, result.tgt_s3_url))?.toString()).toBe('a,b,c\r\n1,"line one\r\n[EMPLOYEE_ID] line two"\r\n2,3,4,5\r\n');
  });
});
