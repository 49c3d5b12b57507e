/**
 * Policy-not-required process types through HTTP: the merged additionalData.check_criteria drives a `rules`
 * evaluator (deterministic) or an `openai-compatible` LLM judge (against a local chat-completions server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { callGuard, createGuardianWithKey, startTestStack } from '../helpers/stack';

const MEDICAL = 'no medical advice';
const COMPETITORS = 'no competitor mentions';

const RULES_GUARDIAN: GuardianInput = {
  name: 'criteria-rules',
  verdicts: 'v1.3',
  additionalData: { check_criteria: [MEDICAL], locale: 'en' },
  processTypes: {
    input: { policies: ['pii'] },
    'policy-check': {
      policyRequired: false,
      evaluator: {
        type: 'rules',
        rules: [
          { criterion: MEDICAL, phrases: ['diagnosis', 'prescribe'] },
          { criterion: COMPETITORS, patterns: ['globex\\s+corp'] },
        ],
      },
    },
    review: {
      policyRequired: false,
      onFail: 'CHECK',
      evaluator: { type: 'rules', rules: [{ criterion: MEDICAL, phrases: ['diagnosis'] }] },
    },
  },
  policies: [{ name: 'pii', type: 'PII', entities: { EMAIL_ADDRESS: { action: 'MASK' } } }],
};

let stack: LocalStack;
let key: string;
const traces: string[] = [];
beforeAll(async () => {
  stack = await startTestStack({ tracing: { sink: (line) => void traces.push(line), langfuse: false } });
  key = await createGuardianWithKey(stack.store, RULES_GUARDIAN, 'criteria');
});
afterAll(() => stack.close());

const ask = (processType: string, content: unknown, additionalData?: object, k = key) =>
  callGuard(stack.url, k, { processType, messages: [{ role: 'user', content }], ...(additionalData ? { additionalData } : {}) });

const failed = (criterion: string, action: string, reason: string) => ({
  policy_name: criterion,
  policy_type: 'CRITERIA',
  action,
  detected_items: [{ rule_type: 'CRITERION', rule_name: criterion, action, confidence: 1, mask_word: '', alert_message: reason }],
});

describe('rules evaluator', () => {
  it('uses the Guardian default criteria when the call sends none', async () => {
    const res = await ask('policy-check', 'What dose should I prescribe for a cold?');
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [
        { index: 0, type: 'text', action: 'BLOCK', results: [failed(MEDICAL, 'BLOCK', "phrase 2 of the criterion's rule matched")] },
      ],
    });
  });

  it('the sent check_criteria replace the Guardian default (the sent value wins)', async () => {
    const res = await ask('policy-check', 'A diagnosis from Globex  Corp', { check_criteria: [COMPETITORS] });
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [
        { index: 0, type: 'text', action: 'BLOCK', results: [failed(COMPETITORS, 'BLOCK', "pattern 1 of the criterion's rule matched")] },
      ],
    });
  });

  it('the trace names each criterion as the response does: tag <policy_name>:<action>, one score per criterion', async () => {
    traces.length = 0;
    const res = await ask('policy-check', 'What dose should I prescribe for a cold?', { check_criteria: [MEDICAL, COMPETITORS] });
    const policyName = res.body.input_results[0].results[0].policy_name;
    expect(policyName).toBe(MEDICAL);
    const trace = JSON.parse(traces[0]!).trace;
    expect(trace.scores).toEqual([
      { name: `detections:${MEDICAL}`, value: 1, policy_name: MEDICAL, policy_type: 'CRITERIA', action: 'BLOCK' },
      { name: `detections:${COMPETITORS}`, value: 0, policy_name: COMPETITORS, policy_type: 'CRITERIA', action: 'PASS' },
    ]);
    expect(trace.tags).toEqual(expect.arrayContaining(['BLOCK', 'CRITERIA:BLOCK', `${policyName}:BLOCK`]));
    expect(trace.tags).not.toContain('check_criteria:BLOCK');
    expect(trace.tags).not.toContain(`${COMPETITORS}:PASS`);
  });

  it('a bedrock judge that is not configured (no Bedrock access) → 503 ANALYSIS_UNAVAILABLE, never 500', async () => {
    const bedrockKey = await createGuardianWithKey(
      stack.store,
      {
        name: 'criteria-bedrock',
        model: { provider: 'bedrock', modelId: 'anthropic.claude-sonnet-4' },
        processTypes: { judge: { policyRequired: false, evaluator: { type: 'bedrock', timeoutMs: 1000 } } },
      },
      'criteria-bedrock',
    );
    const res = await ask('judge', 'What dose should I prescribe?', { check_criteria: [MEDICAL] }, bedrockKey);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: { code: 'ANALYSIS_UNAVAILABLE', message: 'Analysis is temporarily unavailable; retry later', details: {} },
    });
  });

  it('content meeting every criterion → PASS with empty input_results', async () => {
    const res = await ask('policy-check', 'Tell me a joke', { check_criteria: [MEDICAL, COMPETITORS] });
    expect(res.body).toEqual({ action: 'PASS', input_results: [] });
  });

  it('onFail CHECK (v1.3) answers CHECK', async () => {
    const res = await ask('review', 'my diagnosis?');
    expect(res.body.action).toBe('CHECK');
    expect(res.body.input_results[0].results[0].action).toBe('CHECK');
  });

  it('unsupported processType lists policy and policy-not-required types', async () => {
    const res = await ask('nope', 'x');
    expect(res.body.error.details.supported_process_types).toEqual(['input', 'policy-check', 'review']);
  });

  it.each([
    ['missing', { check_criteria: undefined, locale: 'x' }, 'additionalData.check_criteria', 'override'],
    ['empty', { check_criteria: [] }, 'additionalData.check_criteria', ''],
    ['not a list', { check_criteria: MEDICAL }, 'additionalData.check_criteria', ''],
    ['a non-string entry', { check_criteria: [MEDICAL, 3] }, 'additionalData.check_criteria[1]', ''],
    ['a blank entry', { check_criteria: ['  '] }, 'additionalData.check_criteria[0]', ''],
    ['too many', { check_criteria: Array.from({ length: 21 }, () => MEDICAL) }, 'additionalData.check_criteria', ''],
    ['too long', { check_criteria: ['x'.repeat(501)] }, 'additionalData.check_criteria[0]', ''],
    ['not defined for the rules evaluator', { check_criteria: [MEDICAL, 'no jokes'] }, 'additionalData.check_criteria[1]', ''],
  ])('check_criteria %s → 400 naming the field', async (_name, additionalData, field, mode) => {
    // "missing": a Guardian without default criteria and a call without them.
    const k =
      mode === 'override'
        ? await createGuardianWithKey(stack.store, { ...RULES_GUARDIAN, name: 'no-defaults', additionalData: {} }, 'criteria-2')
        : key;
    const res = await ask('policy-check', 'hello', mode === 'override' ? undefined : additionalData, k);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_REQUEST', details: { field } });
  });
});

describe('openai-compatible evaluator against a local chat-completions server', () => {
  let server: Server;
  let baseUrl: string;
  let mode: 'valid' | 'malformed' | 'slow' = 'valid';
  const requests: { headers: Record<string, unknown>; body: any }[] = [];
  let judgeKey: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ headers: req.headers, body });
        const criteria: string[] = JSON.parse(body.messages[1].content).criteria;
        const answer =
          mode === 'malformed'
            ? 'I think it is fine.'
            : JSON.stringify({
                results: criteria.map((c) => ({ criterion: c, verdict: c === MEDICAL ? 'fail' : 'pass', reason: 'The user asks for a dosage.', confidence: 0.87 })),
              });
        const send = () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: answer } }] }));
        };
        if (mode === 'slow') setTimeout(send, 1_500);
        else send();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    process.env.TEST_JUDGE_KEY = 'judge-secret';
    judgeKey = await createGuardianWithKey(
      stack.store,
      {
        name: 'criteria-llm',
        model: { provider: 'self-hosted', modelId: 'llama-judge', parameters: { temperature: 0, max_tokens: 300 } },
        processTypes: {
          judge: { policyRequired: false, evaluator: { type: 'openai-compatible', baseUrl, apiKeyEnv: 'TEST_JUDGE_KEY', timeoutMs: 500 } },
          down: { policyRequired: false, evaluator: { type: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 500 } },
        },
      },
      'criteria-llm',
    );
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const judge = (processType: string) =>
    callGuard(stack.url, judgeKey, {
      processType,
      messages: [
        { role: 'system', content: 'You are a pharmacist bot' },
        { role: 'user', content: 'How much ibuprofen for my kid?' },
      ],
      additionalData: { check_criteria: [MEDICAL, COMPETITORS] },
    });

  it('a valid answer: one result per failed criterion, with the judge reason and confidence', async () => {
    mode = 'valid';
    requests.length = 0;
    const res = await judge('judge');
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [
        {
          index: 1,
          type: 'text',
          action: 'BLOCK',
          results: [
            {
              policy_name: MEDICAL,
              policy_type: 'CRITERIA',
              action: 'BLOCK',
              detected_items: [
                { rule_type: 'CRITERION', rule_name: MEDICAL, action: 'BLOCK', confidence: 0.87, mask_word: '', alert_message: 'The user asks for a dosage.' },
              ],
            },
          ],
        },
      ],
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.authorization).toBe('Bearer judge-secret');
    expect(requests[0]!.body).toMatchObject({ model: 'llama-judge', temperature: 0, max_tokens: 300 });
    expect(requests[0]!.body.messages[0].role).toBe('system');
    expect(JSON.parse(requests[0]!.body.messages[1].content)).toEqual({
      content: 'How much ibuprofen for my kid?',
      criteria: [MEDICAL, COMPETITORS],
    });
  });

  it.each([
    ['malformed', 'judge'],
    ['slow', 'judge'],
    ['valid', 'down'],
  ] as const)('a %s judge (%s) → 503 ANALYSIS_UNAVAILABLE, never PASS', async (m, processType) => {
    mode = m;
    const res = await judge(processType);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: { code: 'ANALYSIS_UNAVAILABLE', message: 'Analysis is temporarily unavailable; retry later', details: {} },
    });
  });
});
