/**
 * The inline guard through HTTP against the local runner (dynalite + the same Lambda handler as in AWS).
 * Uses custom-rule policies so every expected body is exact; built-in detectors are covered end to end in
 * guard-api-entities.test.ts.
 */
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { callGuard, captureLogs, createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'rules-guardian',
  processTypes: {
    input: { policies: ['secrets', 'ids'] },
    output: { policies: ['ids'] },
  },
  policies: [
    {
      name: 'ids',
      type: 'PII',
      customRules: [
        { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' },
        { name: 'ticket', pattern: 'TICKET-[0-9]{4}', action: 'MASK', maskWord: '<ticket>', confidence: 0.7 },
      ],
    },
    {
      name: 'secrets',
      type: 'PII',
      customRules: [{ name: 'codename', pattern: 'falcon-[0-9]+', caseInsensitive: true, action: 'BLOCK' }],
    },
  ],
};

const EMP = {
  rule_type: 'REGEX',
  rule_name: 'employee-id',
  action: 'MASK',
  confidence: 0.9,
  mask_word: '[EMPLOYEE_ID]',
  alert_message: 'Custom rule employee-id matched (masked)',
};
const TICKET = {
  rule_type: 'REGEX',
  rule_name: 'ticket',
  action: 'MASK',
  confidence: 0.7,
  mask_word: '<ticket>',
  alert_message: 'Custom rule ticket matched (masked)',
};
const CODENAME = {
  rule_type: 'REGEX',
  rule_name: 'codename',
  action: 'BLOCK',
  confidence: 0.9,
  mask_word: '[CODENAME]',
  alert_message: 'Custom rule codename matched (blocked)',
};
const idsResult = (...items: object[]) => ({ policy_name: 'ids', policy_type: 'PII', action: 'MASK', detected_items: items });
const secretsResult = (...items: object[]) => ({
  policy_name: 'secrets',
  policy_type: 'PII',
  action: 'BLOCK',
  detected_items: items,
});

let stack: LocalStack;
let key: string;

beforeAll(async () => {
  stack = await startTestStack({ logLevel: 'INFO' });
  key = await createGuardianWithKey(stack.store, GUARDIAN);
});
afterAll(() => stack.close());

const user = (content: unknown) => ({ role: 'user', content });

describe('roles', () => {
  it.each([
    ['no messages at all', []],
    ['only system, assistant and tool messages', [
      { role: 'system', content: 'EMP-000001 is the admin' },
      { role: 'assistant', content: 'EMP-000002 said falcon-1' },
      { role: 'tool', content: 'EMP-000003', tool_call_id: 'call_1' },
      { role: 'developer', content: 'falcon-9' },
    ]],
  ])('%s → PASS unchecked', async (_name, messages) => {
    const res = await callGuard(stack.url, key, { processType: 'input', messages });
    expect(res).toMatchObject({ status: 200, body: { action: 'PASS', input_results: [] } });
  });

  it('inspects only user messages; index is the position in messages', async () => {
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: [
        { role: 'system', content: 'Never reveal EMP-999999' },
        user('hello'),
        { role: 'assistant', content: 'Your id is EMP-111111?' },
        { role: 'tool', content: 'falcon-7', tool_call_id: 'x' },
        user('yes, EMP-123456'),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      action: 'MASK',
      input_results: [
        { index: 1, type: 'text', action: 'PASS', results: [] },
        { index: 4, type: 'text', action: 'MASK', processed_content: 'yes, [EMPLOYEE_ID]', results: [idsResult(EMP)] },
      ],
    });
  });

  it('yields one element per text part with part_index', async () => {
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: [user([{ type: 'text', text: 'EMP-123456' }, { type: 'text', text: 'nothing here' }])],
    });
    expect(res.body).toEqual({
      action: 'MASK',
      input_results: [
        { index: 0, part_index: 0, type: 'text', action: 'MASK', processed_content: '[EMPLOYEE_ID]', results: [idsResult(EMP)] },
        { index: 0, part_index: 1, type: 'text', action: 'PASS', results: [] },
      ],
    });
  });

  it('keeps non-text parts of non-user messages without inspecting them', async () => {
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: [
        { role: 'assistant', content: [{ type: 'image_url', image_url: { url: 'https://example.com/a.png' } }] },
        user('hi'),
      ],
    });
    expect(res.body).toEqual({ action: 'PASS', input_results: [] });
  });
});

describe('processType', () => {
  it.each(['input', ' INPUT ', 'Input\t'])('%j is trimmed and lower-cased', async (processType) => {
    const res = await callGuard(stack.url, key, { processType, messages: [user('falcon-3')] });
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [{ index: 0, type: 'text', action: 'BLOCK', results: [secretsResult(CODENAME)] }],
    });
  });

  it('selects the process type policies (output has no secrets policy)', async () => {
    const res = await callGuard(stack.url, key, { processType: 'output', messages: [user('falcon-3 EMP-123456')] });
    expect(res.body).toEqual({
      action: 'MASK',
      input_results: [
        { index: 0, type: 'text', action: 'MASK', processed_content: 'falcon-3 [EMPLOYEE_ID]', results: [idsResult(EMP)] },
      ],
    });
  });

  it.each(['summary', '', 'in put'])('unsupported %j → 400 listing the supported ones', async (processType) => {
    const res = await callGuard(stack.url, key, { processType, messages: [user('hi')] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'UNSUPPORTED_PROCESS_TYPE',
        message: 'Unsupported processType; supported process types: input, output',
        details: { supported_process_types: ['input', 'output'] },
      },
    });
  });
});

describe('verdict aggregation (BLOCK > MASK > PASS at item, policy, part and top level)', () => {
  it('MASK items of several rules in one part: one policy result, masked right to left, identical items merged with a count', async () => {
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: [user('TICKET-0042 for EMP-123456 and EMP-654321.')],
    });
    expect(res.body).toEqual({
      action: 'MASK',
      input_results: [
        {
          index: 0,
          type: 'text',
          action: 'MASK',
          processed_content: '<ticket> for [EMPLOYEE_ID] and [EMPLOYEE_ID].',
          results: [idsResult(TICKET, { ...EMP, count: 2 })],
        },
      ],
    });
  });

  it('BLOCK and MASK in one part: the part is BLOCK and carries no processed_content', async () => {
    const res = await callGuard(stack.url, key, { processType: 'input', messages: [user('EMP-123456 FALCON-1')] });
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [
        { index: 0, type: 'text', action: 'BLOCK', results: [secretsResult(CODENAME), idsResult(EMP)] },
      ],
    });
  });

  it('BLOCK in one part, MASK in another: top is BLOCK, the MASK part keeps its processed_content', async () => {
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: [user('EMP-123456'), user('falcon-2'), user('plain')],
    });
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [
        { index: 0, type: 'text', action: 'MASK', processed_content: '[EMPLOYEE_ID]', results: [idsResult(EMP)] },
        { index: 1, type: 'text', action: 'BLOCK', results: [secretsResult(CODENAME)] },
        { index: 2, type: 'text', action: 'PASS', results: [] },
      ],
    });
  });

  it('masks correctly after emoji, Korean and CRLF', async () => {
    const text = '😀 한국어\r\nEMP-123456 끝';
    const res = await callGuard(stack.url, key, { processType: 'input', messages: [user(text)] });
    expect(res.body.input_results[0].processed_content).toBe('😀 한국어\r\n[EMPLOYEE_ID] 끝');
  });
});

describe('errors', () => {
  const pii = 'EMP-123456 jane@example.com';

  it.each([
    ['malformed JSON', `{"processType":"input","messages":[${JSON.stringify(pii)}`, 400, 'INVALID_REQUEST', {}],
    ['empty body', '', 400, 'INVALID_REQUEST', {}],
    ['a JSON array', JSON.stringify([pii]), 400, 'INVALID_REQUEST', {}],
    ['missing messages', { processType: 'input' }, 400, 'INVALID_REQUEST', { field: 'messages' }],
    ['missing processType', { messages: [user(pii)] }, 400, 'INVALID_REQUEST', { field: 'processType' }],
    ['unknown top-level field', { processType: 'input', messages: [], model: pii }, 400, 'INVALID_REQUEST', { field: 'model' }],
    ['messages not an array', { processType: 'input', messages: pii }, 400, 'INVALID_REQUEST', { field: 'messages' }],
    ['message without role', { processType: 'input', messages: [{ content: pii }] }, 400, 'INVALID_REQUEST', { field: 'messages[0].role' }],
    ['non-string content', { processType: 'input', messages: [user(42)] }, 400, 'INVALID_REQUEST', { field: 'messages[0].content' }],
    ['user message without content', { processType: 'input', messages: [{ role: 'user' }] }, 400, 'INVALID_REQUEST', { field: 'messages[0].content' }],
    ['text part without text', { processType: 'input', messages: [user([{ type: 'text', value: pii }])] }, 400, 'INVALID_REQUEST', { field: 'messages[0].content[0].text' }],
    ['additionalData not an object', { processType: 'input', messages: [], additionalData: [pii] }, 400, 'INVALID_REQUEST', { field: 'additionalData' }],
    ['tracing with an unknown key', { processType: 'input', messages: [], tracing: { traceId: pii } }, 400, 'INVALID_REQUEST', { field: 'tracing.traceId' }],
    ['tracing tags not strings', { processType: 'input', messages: [], tracing: { tags: [1] } }, 400, 'INVALID_REQUEST', { field: 'tracing.tags[0]' }],
    ['1,001 messages', { processType: 'input', messages: Array.from({ length: 1001 }, () => user('hi')) }, 400, 'INVALID_REQUEST', { field: 'messages', limit: 1000 }],
    ['an image part in a user message', { processType: 'input', messages: [user('hi'), user([{ type: 'text', text: pii }, { type: 'image_url', image_url: { url: 'https://x/y.png' } }])] }, 422, 'UNANALYZABLE_CONTENT', { field: 'messages[1].content[1]', part_type: 'image_url' }],
    ['an unknown part type in a user message', { processType: 'input', messages: [user([{ type: pii }])] }, 422, 'UNANALYZABLE_CONTENT', { field: 'messages[0].content[0]' }],
  ] as const)('%s', async (_name, body, status, code, details) => {
    const res = await callGuard(stack.url, key, body);
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.details).toEqual(details);
    expect(typeof res.body.error.message).toBe('string');
    expect(res.text).not.toContain('EMP-123456');
    expect(res.text).not.toContain('jane@example.com');
  });

  it('accepts exactly 1,000 messages', async () => {
    const res = await callGuard(stack.url, key, {
      processType: 'input',
      messages: Array.from({ length: 1000 }, () => user('hi')),
    });
    expect(res.body).toEqual({ action: 'PASS', input_results: [] });
  });

  it.each([
    ['no key header', undefined, 'MISSING_API_KEY', 'The X-Svc-Guard-Api-Key header is required'],
    ['an empty key', '', 'MISSING_API_KEY', 'The X-Svc-Guard-Api-Key header is required'],
    ['a malformed key', 'svc_short', 'INVALID_API_KEY', 'The API key is invalid or has been revoked'],
    ['a key without the prefix', 'x'.repeat(48), 'INVALID_API_KEY', 'The API key is invalid or has been revoked'],
    ['an unknown well-formed key', `svc_${'A'.repeat(43)}`, 'INVALID_API_KEY', 'The API key is invalid or has been revoked'],
  ])('%s → 401', async (_name, badKey, code, message) => {
    const res = await callGuard(stack.url, badKey, { processType: 'input', messages: [user('hi')] });
    expect(res).toMatchObject({ status: 401, body: { error: { code, message, details: {} } } });
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form', 'application/x-www-form-urlencoded'],
  ])('Content-Type %s → 415', async (_n, contentType) => {
    const res = await callGuard(stack.url, key, { processType: 'input', messages: [] }, { 'content-type': contentType });
    expect(res.body).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Content-Type must be application/json',
        details: { expected: 'application/json' },
      },
    });
    expect(res.status).toBe(415);
  });

  it('accepts application/json with a charset parameter', async () => {
    const res = await callGuard(stack.url, key, { processType: 'input', messages: [] }, {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(200);
  });
});

describe('body size limit (1 MiB default)', () => {
  const LIMIT = 1024 * 1024;
  const bodyOfSize = (bytes: number) => {
    const empty = JSON.stringify({ processType: 'input', messages: [user('')] });
    return JSON.stringify({ processType: 'input', messages: [user('a'.repeat(bytes - empty.length))] });
  };

  it('a body of exactly the limit is inspected', async () => {
    const body = bodyOfSize(LIMIT);
    expect(Buffer.byteLength(body)).toBe(LIMIT);
    const res = await callGuard(stack.url, key, body);
    expect(res).toMatchObject({ status: 200, body: { action: 'PASS' } });
  });

  it('one byte over → 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await callGuard(stack.url, key, bodyOfSize(LIMIT + 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: `The request body exceeds the limit of ${LIMIT} bytes`,
        details: { limit_bytes: LIMIT },
      },
    });
  });
});

describe('logs', () => {
  it('one line per call with ids, verdict and counts — never content or the key', async () => {
    const logs = captureLogs();
    try {
      await callGuard(stack.url, key, { processType: 'input', messages: [user('EMP-123456 falcon-1')] });
      await callGuard(stack.url, key, { processType: 'nope', messages: [user('EMP-123456')] });
    } finally {
      logs.restore();
    }
    const records = logs.records();
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      level: 'INFO',
      message: 'guard.request',
      project_id: 'test-project',
      guardian: 'rules-guardian',
      guardian_version: 1,
      key_id: `svc_…${key.slice(-4)}`,
      process_type: 'input',
      action: 'BLOCK',
      parts_inspected: 1,
      detections: [
        { policyName: 'secrets', policyType: 'PII', action: 'BLOCK', count: 1 },
        { policyName: 'ids', policyType: 'PII', action: 'MASK', count: 1 },
      ],
    });
    expect(records[1]).toMatchObject({ level: 'INFO', message: 'request.rejected', status: 400, code: 'UNSUPPORTED_PROCESS_TYPE' });
    const text = logs.text();
    for (const secret of ['EMP-123456', 'falcon-1', key, key.slice(4)]) expect(text).not.toContain(secret);
  });
});
