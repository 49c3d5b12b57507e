/**
 * LiteLLM's Generic Guardrail API replayed through HTTP (request shapes as LiteLLM 1.108.7 sends them): the
 * pre-call masks or blocks, the post-call guards and restores (also a streamed answer sent as "text so far",
 * with stream_holdback_chars for a placeholder cut at the end), errors fail closed, monitor mode answers NONE.
 */
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { sendJson } from '../helpers/jobs';
import { captureLogs, createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'litellm',
  processTypes: { input: { policies: ['pii'] }, output: { policies: ['pii'] } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: {
        PERSON: { action: 'MASK', operator: { type: 'placeholder' } },
        EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'placeholder' } },
        PHONE_NUMBER: { action: 'MASK', operator: { type: 'placeholder' } },
      },
      customRules: [{ name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' }],
    },
  ],
  restore: { enabled: true },
};

const PATH = '/v1/litellm/beta/litellm_basic_guardrail_api';
const PROMPT = 'My name is Jane Doe, mail jane.doe@example.com or call (650) 253-0000. Repeat my details.';

let stack: LocalStack;
let key: string;
let monitorKey: string;
beforeAll(async () => {
  stack = await startTestStack({ logLevel: 'INFO' });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'litellm-project');
  monitorKey = await createGuardianWithKey(stack.store, { ...GUARDIAN, name: 'litellm-monitor', mode: 'monitor' }, 'litellm-monitor');
});
afterAll(() => stack.close());

/** LiteLLM sends its guardrail api_key as x-api-key, never our own header. */
const post = (body: unknown, apiKey: string | null = key) =>
  sendJson(`${stack.url}${PATH}`, 'POST', undefined, body, apiKey !== null ? { 'x-api-key': apiKey } : {});

function preCall(callId: string, texts: string[]) {
  return {
    texts,
    images: [],
    tools: [],
    structured_messages: texts.map((content) => ({ role: 'user', content })),
    model: 'echo-model',
    input_type: 'request',
    litellm_call_id: callId,
    litellm_trace_id: 'litellm-trace-1',
    request_data: { user_api_key_hash: 'hash', user_api_key_alias: null },
    request_headers: { 'user-agent': 'OpenAI/Python' },
    additional_provider_specific_params: {},
  };
}

function postCall(callId: string, texts: string[]) {
  return {
    texts,
    images: [],
    tool_calls: [],
    model: 'echo-model',
    input_type: 'response',
    litellm_call_id: callId,
    litellm_trace_id: 'litellm-trace-1',
    request_data: {},
    additional_provider_specific_params: {},
  };
}

const MASKED = 'My name is [PERSON_1], mail [EMAIL_ADDRESS_1] or call [PHONE_NUMBER_1]. Repeat my details.';
const ECHO = 'You are [PERSON_1], [EMAIL_ADDRESS_1], [PHONE_NUMBER_1].';
const RESTORED = 'You are Jane Doe, jane.doe@example.com, (650) 253-0000.';

test('pre-call masks (the model never sees the originals); post-call restores them for the end user', async () => {
  const pre = await post(preCall('call-1', ['You are a helpful assistant.', PROMPT]));
  expect(pre.status).toBe(200);
  expect(pre.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['You are a helpful assistant.', MASKED] });
  const after = await post(postCall('call-1', [ECHO]));
  // The answer's last segment (no line break yet) counts as held back: a streamed answer could still go on.
  // For a complete answer LiteLLM uses `texts` as they are.
  expect(after.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: [RESTORED], stream_holdback_chars: [RESTORED.length] });
  const lines = await post(postCall('call-1', [`${ECHO}\nBye.`]));
  expect(lines.body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: [`${RESTORED}\nBye.`], stream_holdback_chars: [4] });
});

test('a streamed answer (incremental_diff: the text so far, about every 5th chunk) never changes what was sent', async () => {
  await post(preCall('call-2', [PROMPT]));
  const sent: string[] = [];
  let sentText = '';
  // LiteLLM releases texts[0] minus its last stream_holdback_chars characters, and only what it has not yet sent;
  // at the end of the stream it sends the rest of the last texts[0].
  const answer = `${ECHO}\nCall [PERSON_1] at [PHONE_NUMBER_1].\n`;
  const expected = `${RESTORED}\nCall Jane Doe at (650) 253-0000.\n`;
  let last = '';
  for (let end = 7; end <= answer.length + 6; end += 7) {
    const soFar = answer.slice(0, Math.min(end, answer.length));
    const res = await post(postCall('call-2', [soFar]));
    const body = res.body as { action: string; texts?: string[]; stream_holdback_chars?: number[] };
    const full = body.texts?.[0] ?? soFar;
    last = full;
    const releasable = full.slice(0, full.length - (body.stream_holdback_chars?.[0] ?? 0));
    expect(releasable.startsWith(sentText)).toBe(true);
    sent.push(releasable.slice(sentText.length));
    sentText = releasable;
    if (soFar.endsWith('[EMAIL_ADDRESS')) expect(body.stream_holdback_chars![0]).toBeGreaterThan(0);
  }
  expect(sentText).toBe(expected);
  expect(last).toBe(expected);
  expect(sent.filter((p) => p !== '').length).toBeGreaterThan(1); // released as lines complete, not at the end only
  for (const piece of sent) expect(piece).not.toMatch(/\[|PERSON|EMAIL|PHONE/);
});

test('a placeholder cut at the end is held back', async () => {
  await post(preCall('call-3', [PROMPT]));
  const res = await post(postCall('call-3', ['Hello [EMAIL_ADDRESS']));
  const body = res.body as { texts: string[]; stream_holdback_chars: number[] };
  const text = body.texts[0]!;
  expect(text.slice(0, text.length - body.stream_holdback_chars[0]!)).toBe('');
});

test('BLOCKED pre-call names the policy, never the content', async () => {
  const res = await post(preCall('call-4', ['the launch code is falcon-7']));
  expect(res.body).toEqual({ action: 'BLOCKED', blocked_reason: 'Blocked by Content Guard policy pii' });
});

test('nothing found → NONE; a post-call without a pre-call token only guards', async () => {
  expect((await post(preCall('call-5', ['What is two plus two?']))).body).toEqual({ action: 'NONE' });
  expect((await post(postCall('call-unknown', ['Four.\n']))).body).toEqual({ action: 'NONE' });
  // Unchanged text, but its open segment (no line break yet) is held back while a stream may still go on.
  expect((await post(postCall('call-unknown', ['[PERSON_1] is four.']))).body).toEqual({
    action: 'GUARDRAIL_INTERVENED',
    texts: ['[PERSON_1] is four.'],
    stream_holdback_chars: [19],
  });
});

test('monitor mode answers NONE and leaves the text alone', async () => {
  expect((await post(preCall('call-6', [PROMPT]), monitorKey)).body).toEqual({ action: 'NONE' });
});

test.each([
  ['no key', null, {}, 401, 'MISSING_API_KEY'],
  ['a wrong key', 'svc_' + 'x'.repeat(44), {}, 401, 'INVALID_API_KEY'],
  ['an image', 'KEY', { images: ['aGVsbG8='] }, 422, 'UNANALYZABLE_CONTENT'],
  ['a typo in the params', 'KEY', { additional_provider_specific_params: { request_proces_type: 'input' } }, 400, 'INVALID_REQUEST'],
  ['an undeclared process type', 'KEY', { additional_provider_specific_params: { request_process_type: 'chat' } }, 400, 'UNSUPPORTED_PROCESS_TYPE'],
])('%s fails closed (HTTP %s %s)', async (_name, apiKey, change, status, code) => {
  const res = await post({ ...preCall('call-7', [PROMPT]), ...change }, apiKey === 'KEY' ? key : apiKey);
  expect(res.status).toBe(status);
  expect((res.body as { error: { code: string } }).error.code).toBe(code);
  expect(res.text).not.toContain('Jane');
});

test('the log lines hold counts and ids, never texts or call ids', async () => {
  const logs = captureLogs();
  try {
    await post(preCall('secret-call-id-8', [PROMPT]));
    await post(postCall('secret-call-id-8', [ECHO]));
  } finally {
    logs.restore();
  }
  const lines = logs.records().filter((r) => r.message === 'guard.litellm');
  expect(lines.map((l) => [l.litellm_action, l.restored])).toEqual([['GUARDRAIL_INTERVENED', true], ['GUARDRAIL_INTERVENED', true]]);
  for (const v of ['Jane Doe', 'jane.doe@example.com', '253-0000', 'secret-call-id-8', 'rt1.']) expect(logs.text()).not.toContain(v);
});
