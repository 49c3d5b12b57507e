/**
 * The OpenAPI document against the running service: it is served without a key (locally and by the jobs API
 * function), lists exactly the routes the local server and the CDK API serve, and every status and error code a
 * handler can answer — produced here through HTTP — is declared with a schema the body satisfies. A property test
 * sends arbitrary bodies and checks every answer against the document.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Context } from 'aws-lambda';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createAccessResolver, DEFAULT_ACCESS_TTLS } from '../../functions/auth/access';
import { ConfigUnavailableError } from '../../functions/auth/errors';
import { compileGuardian } from '../helpers/catalog';
import { createGuardApiHandler, type GuardApiDeps } from '../../functions/handlers/guard-api';
import { createRestoreKeys } from '../../functions/guard/reversible';
import type { GuardianInput } from '../../functions/guardians/schema';
import { ERROR_CODES, toHttpError } from '../../functions/handlers/errors';
import { createJobsApiHandler } from '../../functions/handlers/jobs-api';
import type { HttpEvent } from '../../functions/handlers/http';
import { createLocalRoutes, type LocalStack } from '../../functions/local/stack';
import { API_ROUTES } from '../../functions/openapi/routes';
import { GuardApi } from '../../lib/constructs/guard-api';
import { http, putObject, sendJson, waitForFinal } from '../helpers/jobs';
import { declaredErrors, openApiDocument, requestErrors, responseErrors } from '../helpers/openapi';
import { createGuardianWithKey, manualClock, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'openapi',
  model: { provider: 'bedrock', modelId: 'anthropic.claude-sonnet-4' },
  processTypes: {
    input: { policies: ['pii'] },
    judge: { policyRequired: false, evaluator: { type: 'bedrock', timeoutMs: 1000 } },
  },
  policies: [{ name: 'pii', type: 'PII', entities: { EMAIL_ADDRESS: { action: 'MASK' }, CREDIT_CARD: { action: 'BLOCK' } } }],
};
const PSEUDONYMS: GuardianInput = {
  name: 'pseudonyms',
  processTypes: { input: { policies: ['pii'] } },
  policies: [{ name: 'pii', type: 'PII', entities: { EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'pseudonym' } } } }],
};
/** Placeholders with restore tokens: the restore, stream and LiteLLM routes. A token lives a day, a carry an hour. */
const REVERSIBLE: GuardianInput = {
  name: 'reversible',
  processTypes: { input: { policies: ['pii'] }, output: { policies: ['pii'] } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: { PERSON: { action: 'MASK', operator: { type: 'placeholder' } }, EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'placeholder' } } },
      customRules: [{ name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' }],
    },
  ],
  restore: { enabled: true, ttlSeconds: 86_400 },
};
// The nested write scope (set in the table directly: the CLI refuses it) lets intake meet a target inside a read scope.
const SCOPES = { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/', 's3://demo-bucket/in/copies/'] };

let stack: LocalStack;
let key: string;
let killedKey: string;
let noSecretKey: string;
let reversibleKey: string;
let monitorKey: string;
beforeAll(async () => {
  stack = await startTestStack({ maxBodyBytes: 4096 });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'openapi');
  await stack.store.setStorageScopes('openapi', SCOPES);
  killedKey = await createGuardianWithKey(stack.store, GUARDIAN, 'killed');
  await stack.store.setKillSwitch('killed', { active: true, reason: 'test', actor: 'tester', changedAt: '2026-01-01T00:00:00.000Z' });
  await stack.store.createProject({ projectId: 'no-secret', name: 'no-secret', createdAt: '2026-01-01T00:00:00.000Z' });
  noSecretKey = await createGuardianWithKey(stack.store, PSEUDONYMS, 'no-secret');
  reversibleKey = await createGuardianWithKey(stack.store, REVERSIBLE, 'reversible');
  monitorKey = await createGuardianWithKey(stack.store, { ...REVERSIBLE, name: 'monitored', mode: 'monitor' }, 'monitored');
});
afterAll(() => stack.close());

const ROUTE_KEYS = API_ROUTES.map((r) => r.key).sort();

describe('the document', () => {
  it('is served at GET /v1/openapi.json without a key, exactly as committed', async () => {
    const res = await http(stack, 'GET', '/v1/openapi.json', undefined);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(readFileSync(join(__dirname, '../../functions/openapi/openapi.json'), 'utf8')));
    expect(res.body.openapi).toBe('3.1.0');
  });

  it('the jobs API function serves it on AWS too (its route in the Lambda event, no key)', async () => {
    const handler = createJobsApiHandler({
      access: { authenticate: () => Promise.reject(new Error('must not authenticate')) } as never,
      jobs: {} as never,
      queue: {} as never,
      logger: { info() {}, warn() {}, error() {}, debug() {} } as never,
      clock: { now: () => 0 },
      maxBodyBytes: 1024,
      retentionDays: 30,
    });
    const res = await handler({ routeKey: 'GET /v1/openapi.json', headers: {} } as HttpEvent, {} as Context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body!)).toEqual(openApiDocument);
  });

  it('describes exactly the routes npm start serves', () => {
    expect(Object.keys(createLocalRoutes({} as never)).sort()).toEqual(ROUTE_KEYS);
  });

  it('describes exactly the routes the deployed HTTP API has', () => {
    const stackForApi = new Stack(new App(), 'Api');
    const fn = (id: string) => lambda.Function.fromFunctionArn(stackForApi, id, `arn:aws:lambda:us-east-1:123456789012:function:${id}`);
    new GuardApi(stackForApi, 'Api', { guardFunction: fn('guard'), jobsFunction: fn('jobs') });
    const routes = Object.values(Template.fromStack(stackForApi).findResources('AWS::ApiGatewayV2::Route')).map(
      (r: any) => r.Properties.RouteKey as string,
    );
    expect(routes.sort()).toEqual(ROUTE_KEYS);
  });

  it('declares every error code the HTTP mapping can produce', () => {
    const declared = new Set(declaredErrors().map(([, , code]) => code));
    // RATE_LIMITED is reserved: API Gateway's throttling answers 429 with its own body (GatewayMessage).
    expect(ERROR_CODES.filter((c) => !declared.has(c))).toEqual(['RATE_LIMITED']);
    expect(toHttpError(new Error('x')).body.error.code).toBe('INTERNAL_ERROR');
  });
});

type Probe = () => Promise<{ status: number; body: unknown }>;
const NO_KEY = Symbol('no key');
const guard = (body: unknown, k: string | typeof NO_KEY = key, headers?: Record<string, string>) =>
  sendJson(`${stack.url}/v1/guard/api`, 'POST', k === NO_KEY ? undefined : k, body, headers);
const messages = (content: unknown) => [{ role: 'user', content }];
const job = (body: unknown, k: string | typeof NO_KEY = key, headers?: Record<string, string>) =>
  sendJson(`${stack.url}/v1/guard/s3`, 'POST', k === NO_KEY ? undefined : k, body, headers);
const validJob = { src_s3_url: 's3://demo-bucket/in/a.txt', tgt_s3_url: 's3://demo-bucket/out/', process_type: 'input' };
const JOB_ID = 'job_01M811CH8J88AJY5NZ8QV0R2X9';

/** A jobs API handler whose configuration store fails: the 500 and 503 a deployed function can answer. */
async function failingJobsApi(routeKey: string, error: Error) {
  const handler = createJobsApiHandler({
    access: { authenticate: () => Promise.reject(error) } as never,
    jobs: {} as never,
    queue: {} as never,
    logger: { info() {}, warn() {}, error() {}, debug() {} } as never,
    clock: { now: () => 0 },
    maxBodyBytes: 1024,
    retentionDays: 30,
  });
  const res = await handler({ routeKey, headers: { 'x-svc-guard-api-key': key } } as unknown as HttpEvent, {} as Context);
  return { status: res.statusCode!, body: JSON.parse(res.body!) };
}

const restore = (body: unknown, k: string | typeof NO_KEY = reversibleKey, headers?: Record<string, string>) =>
  sendJson(`${stack.url}/v1/guard/restore`, 'POST', k === NO_KEY ? undefined : k, body, headers);
const stream = (body: unknown, k: string | typeof NO_KEY = reversibleKey, headers?: Record<string, string>) =>
  sendJson(`${stack.url}/v1/guard/stream`, 'POST', k === NO_KEY ? undefined : k, body, headers);
const LITELLM = '/v1/litellm/beta/litellm_basic_guardrail_api';
/** As LiteLLM sends it: the guardrail's api_key in `x-api-key`. */
const litellm = (body: unknown, k: string | typeof NO_KEY = reversibleKey, headers: Record<string, string> = {}) =>
  sendJson(`${stack.url}${LITELLM}`, 'POST', undefined, body, { ...(k === NO_KEY ? {} : { 'x-api-key': k }), ...headers });
const PROMPT = 'I am Jane Doe, mail jane.doe@example.com';
const FORGED_TOKEN = 'rt1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** A restore token of the reversible Guardian, from a MASK answer of the stack. */
async function stackToken(): Promise<string> {
  const res = await guard({ processType: 'input', messages: messages(PROMPT) }, reversibleKey);
  expect(res.body.restore_token).toEqual(expect.any(String));
  return res.body.restore_token;
}

/**
 * The inline function on a clock the test moves (expired tokens and carries) or without a restore key or token
 * store (a deployment that has none): its own master key, the stack's configuration table.
 */
const clock = manualClock(Date.parse('2026-03-01T00:00:00.000Z'));
const MASTER_KEY = randomBytes(32);
function inlineFunction(overrides: Partial<GuardApiDeps> = {}) {
  const handler = createGuardApiHandler({
    access: createAccessResolver(stack.store, clock, DEFAULT_ACCESS_TTLS, compileGuardian),
    logger: { info() {}, warn() {}, error() {}, debug() {} } as never,
    clock,
    maxBodyBytes: 4096,
    traceSink: () => {},
    restoreKeys: createRestoreKeys(async () => MASTER_KEY),
    ...overrides,
  });
  return async (routeKey: string, body: unknown, k = reversibleKey) => {
    const event = { routeKey, headers: { 'x-svc-guard-api-key': k, 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const res = await handler(event as unknown as HttpEvent, {} as Context);
    return { status: res.statusCode!, body: JSON.parse(res.body!) };
  };
}
const HOUR_AND_A_SECOND = 3_601_000;
const DAY_AND_A_SECOND = 86_401_000;

/** A token, then the call once the token is past its lifetime. */
async function expiredToken(routeKey: string, body: (token: string) => unknown) {
  const call = inlineFunction();
  const masked = await call('POST /v1/guard/api', { processType: 'input', messages: messages(PROMPT) });
  clock.advance(DAY_AND_A_SECOND);
  return call(routeKey, body(masked.body.restore_token));
}

/** A stream's first chunk, then the next one once its carry is past its lifetime (the token is not). */
async function expiredCarry(routeKey: string, first: (token: string) => object) {
  const call = inlineFunction();
  const token = (await call('POST /v1/guard/api', { processType: 'input', messages: messages(PROMPT) })).body.restore_token;
  const chunk = await call(routeKey, first(token));
  expect(chunk.body.carry).toEqual(expect.any(String));
  clock.advance(HOUR_AND_A_SECOND);
  return call(routeKey, { ...first(token), stream: undefined, carry: chunk.body.carry, text: ' thanks', final: true });
}

/** A guard function whose configuration store fails unexpectedly: the 500 every inline route can answer. */
async function failingGuardApi(routeKey: string) {
  const call = inlineFunction({ access: { authenticate: () => Promise.reject(new Error('unexpected')) } as never });
  return call(routeKey, {});
}

/** One way to produce each declared (route, status, code) through the handlers. */
const PROBES: Record<string, Probe> = {
  'POST /v1/guard/api 400 INVALID_REQUEST': () => guard({ processType: 'input' }),
  'POST /v1/guard/api 400 UNSUPPORTED_PROCESS_TYPE': () => guard({ processType: 'summary', messages: [] }),
  'POST /v1/guard/api 401 MISSING_API_KEY': () => guard({ processType: 'input', messages: [] }, NO_KEY),
  'POST /v1/guard/api 401 INVALID_API_KEY': () => guard({ processType: 'input', messages: [] }, 'svc_nope'),
  'POST /v1/guard/api 413 PAYLOAD_TOO_LARGE': () => guard({ processType: 'input', messages: messages('x'.repeat(5000)) }),
  'POST /v1/guard/api 415 UNSUPPORTED_MEDIA_TYPE': () => guard('{}', key, { 'content-type': 'text/plain' }),
  'POST /v1/guard/api 422 UNANALYZABLE_CONTENT': () =>
    guard({ processType: 'input', messages: messages([{ type: 'image_url', image_url: { url: 'https://x.test/a.png' } }]) }),
  'POST /v1/guard/api 500 INTERNAL_ERROR': () => guard({ processType: 'input', messages: messages('mail a@b.test') }, noSecretKey),
  'POST /v1/guard/api 503 ANALYSIS_UNAVAILABLE': () =>
    guard({ processType: 'judge', messages: messages('hi'), additionalData: { check_criteria: ['no medical advice'] } }),
  'POST /v1/guard/api 400 INVALID_RESTORE_TOKEN': () =>
    guard({ processType: 'input', messages: messages('hi'), restoreToken: FORGED_TOKEN }, reversibleKey),
  'POST /v1/guard/api 400 RESTORE_TOKEN_EXPIRED': () =>
    expiredToken('POST /v1/guard/api', (token) => ({ processType: 'input', messages: messages('hi'), restoreToken: token })),
  'POST /v1/guard/restore 400 INVALID_REQUEST': () => restore({ text: 'Hello [PERSON_1]' }),
  'POST /v1/guard/restore 400 INVALID_RESTORE_TOKEN': () => restore({ restore_token: FORGED_TOKEN, text: 'Hello [PERSON_1]' }),
  'POST /v1/guard/restore 400 RESTORE_TOKEN_EXPIRED': () =>
    expiredToken('POST /v1/guard/restore', (token) => ({ restore_token: token, text: 'Hello [PERSON_1]' })),
  'POST /v1/guard/restore 400 INVALID_CARRY': async () =>
    restore({ restore_token: await stackToken(), carry: 'rc1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', text: 'x' }),
  'POST /v1/guard/restore 400 CARRY_EXPIRED': () =>
    expiredCarry('POST /v1/guard/restore', (token) => ({ restore_token: token, stream: true, text: 'Hello [PERS' })),
  'POST /v1/guard/restore 401 MISSING_API_KEY': () => restore({ restore_token: FORGED_TOKEN, text: 'x' }, NO_KEY),
  'POST /v1/guard/restore 401 INVALID_API_KEY': () => restore({ restore_token: FORGED_TOKEN, text: 'x' }, 'svc_nope'),
  'POST /v1/guard/restore 413 PAYLOAD_TOO_LARGE': () => restore({ restore_token: FORGED_TOKEN, text: 'x'.repeat(5000) }),
  'POST /v1/guard/restore 415 UNSUPPORTED_MEDIA_TYPE': () => restore('{}', reversibleKey, { 'content-type': 'text/plain' }),
  'POST /v1/guard/restore 500 INTERNAL_ERROR': () => failingGuardApi('POST /v1/guard/restore'),
  'POST /v1/guard/restore 503 ANALYSIS_UNAVAILABLE': () =>
    inlineFunction({ restoreKeys: undefined })('POST /v1/guard/restore', { restore_token: FORGED_TOKEN, text: 'x' }),
  'POST /v1/guard/stream 400 INVALID_REQUEST': () => stream({ text: 'x' }),
  'POST /v1/guard/stream 400 UNSUPPORTED_PROCESS_TYPE': () => stream({ process_type: 'summary', text: 'x' }),
  'POST /v1/guard/stream 400 INVALID_RESTORE_TOKEN': () => stream({ process_type: 'output', text: 'x', restore_token: FORGED_TOKEN }),
  'POST /v1/guard/stream 400 RESTORE_TOKEN_EXPIRED': () =>
    expiredToken('POST /v1/guard/stream', (token) => ({ process_type: 'output', text: 'x', restore_token: token, restore: true })),
  'POST /v1/guard/stream 400 INVALID_CARRY': () =>
    stream({ process_type: 'output', text: 'x', carry: 'gc1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
  'POST /v1/guard/stream 400 CARRY_EXPIRED': () =>
    expiredCarry('POST /v1/guard/stream', () => ({ process_type: 'output', text: 'Sure, Jane' })),
  'POST /v1/guard/stream 401 MISSING_API_KEY': () => stream({ process_type: 'output', text: 'x' }, NO_KEY),
  'POST /v1/guard/stream 401 INVALID_API_KEY': () => stream({ process_type: 'output', text: 'x' }, 'svc_nope'),
  'POST /v1/guard/stream 413 PAYLOAD_TOO_LARGE': () => stream({ process_type: 'output', text: 'x'.repeat(5000) }),
  'POST /v1/guard/stream 415 UNSUPPORTED_MEDIA_TYPE': () => stream('{}', reversibleKey, { 'content-type': 'text/plain' }),
  'POST /v1/guard/stream 500 INTERNAL_ERROR': () => stream({ process_type: 'input', text: 'mail a@b.test' }, noSecretKey),
  'POST /v1/guard/stream 503 ANALYSIS_UNAVAILABLE': () =>
    inlineFunction({ restoreKeys: undefined })('POST /v1/guard/stream', { process_type: 'output', text: 'x' }),
  [`POST ${LITELLM} 400 INVALID_REQUEST`]: () => litellm({ texts: ['x'] }),
  [`POST ${LITELLM} 400 UNSUPPORTED_PROCESS_TYPE`]: () =>
    litellm({ input_type: 'request', texts: ['x'], additional_provider_specific_params: { request_process_type: 'summary' } }),
  // The call's token as stored by the pre-call no longer opens (the item was altered in the table).
  [`POST ${LITELLM} 400 INVALID_RESTORE_TOKEN`]: () =>
    inlineFunction({ restoreTokens: { put: async () => {}, get: async () => FORGED_TOKEN } })(
      `POST ${LITELLM}`,
      { input_type: 'response', texts: ['Hello [PERSON_1]'], litellm_call_id: 'call-1' },
    ),
  [`POST ${LITELLM} 401 MISSING_API_KEY`]: () => litellm({ input_type: 'request', texts: ['x'] }, NO_KEY),
  [`POST ${LITELLM} 401 INVALID_API_KEY`]: () => litellm({ input_type: 'request', texts: ['x'] }, 'svc_nope'),
  [`POST ${LITELLM} 413 PAYLOAD_TOO_LARGE`]: () => litellm({ input_type: 'request', texts: ['x'.repeat(5000)] }),
  [`POST ${LITELLM} 415 UNSUPPORTED_MEDIA_TYPE`]: () => litellm('{}', reversibleKey, { 'content-type': 'text/plain' }),
  [`POST ${LITELLM} 422 UNANALYZABLE_CONTENT`]: () =>
    litellm({ input_type: 'request', texts: ['x'], images: ['data:image/png;base64,AAAA'] }),
  [`POST ${LITELLM} 500 INTERNAL_ERROR`]: () => litellm({ input_type: 'request', texts: ['mail a@b.test'] }, noSecretKey),
  // The pre-call of a reversible Guardian keeps the call's token in the table: a deployment without one cannot.
  [`POST ${LITELLM} 503 ANALYSIS_UNAVAILABLE`]: () =>
    inlineFunction({ restoreTokens: undefined })(`POST ${LITELLM}`, { input_type: 'request', texts: [PROMPT], litellm_call_id: 'call-2' }),
  'POST /v1/guard/s3 400 INVALID_REQUEST': () => job({ ...validJob, options: { on_pass: 'never' } }),
  'POST /v1/guard/s3 400 UNSUPPORTED_PROCESS_TYPE': () => job({ ...validJob, process_type: 'judge' }),
  'POST /v1/guard/s3 400 TARGET_OVERLAPS_SOURCE': () => job({ ...validJob, tgt_s3_url: 's3://demo-bucket/in/copies/' }),
  'POST /v1/guard/s3 409 TARGET_CONFLICT': async () => {
    // The first job binds out/shared/a.txt to in/a.txt; a job from another source naming that file is refused.
    await job({ ...validJob, tgt_s3_url: 's3://demo-bucket/out/shared/' });
    return job({ ...validJob, src_s3_url: 's3://demo-bucket/in/b.txt', tgt_s3_url: 's3://demo-bucket/out/shared/a.txt' });
  },
  'POST /v1/guard/s3 401 MISSING_API_KEY': () => job(validJob, NO_KEY),
  'POST /v1/guard/s3 401 INVALID_API_KEY': () => job(validJob, 'svc_nope'),
  'POST /v1/guard/s3 403 SCOPE_DENIED': () => job({ ...validJob, src_s3_url: 's3://demo-bucket/secret/a.txt' }),
  'POST /v1/guard/s3 403 KILL_SWITCH_ACTIVE': () => job(validJob, killedKey),
  'POST /v1/guard/s3 413 PAYLOAD_TOO_LARGE': () => job({ ...validJob, src_s3_url: `s3://demo-bucket/in/${'a'.repeat(5000)}` }),
  'POST /v1/guard/s3 415 UNSUPPORTED_MEDIA_TYPE': () => job('{}', key, { 'content-type': 'text/plain' }),
  'POST /v1/guard/s3 500 INTERNAL_ERROR': () => failingJobsApi('POST /v1/guard/s3', new Error('unexpected')),
  'POST /v1/guard/s3 503 ANALYSIS_UNAVAILABLE': () => failingJobsApi('POST /v1/guard/s3', new ConfigUnavailableError()),
  'GET /v1/guard/s3/jobs/{job_id} 401 MISSING_API_KEY': () => http(stack, 'GET', `/v1/guard/s3/jobs/${JOB_ID}`, undefined),
  'GET /v1/guard/s3/jobs/{job_id} 401 INVALID_API_KEY': () => http(stack, 'GET', `/v1/guard/s3/jobs/${JOB_ID}`, 'svc_nope'),
  'GET /v1/guard/s3/jobs/{job_id} 403 KILL_SWITCH_ACTIVE': () => http(stack, 'GET', `/v1/guard/s3/jobs/${JOB_ID}`, killedKey),
  'GET /v1/guard/s3/jobs/{job_id} 404 JOB_NOT_FOUND': () => http(stack, 'GET', `/v1/guard/s3/jobs/${JOB_ID}`, key),
  'GET /v1/guard/s3/jobs/{job_id} 500 INTERNAL_ERROR': () => failingJobsApi('GET /v1/guard/s3/jobs/{job_id}', new Error('unexpected')),
  'GET /v1/guard/s3/jobs/{job_id} 503 ANALYSIS_UNAVAILABLE': () =>
    failingJobsApi('GET /v1/guard/s3/jobs/{job_id}', new ConfigUnavailableError()),
  'GET /v1/guard/s3/jobs 400 INVALID_REQUEST': () => http(stack, 'GET', '/v1/guard/s3/jobs?limit=0&src_s3_url=s3://demo-bucket/in/a.txt', key),
  'GET /v1/guard/s3/jobs 401 MISSING_API_KEY': () => http(stack, 'GET', '/v1/guard/s3/jobs?src_s3_url=s3://b/k', undefined),
  'GET /v1/guard/s3/jobs 401 INVALID_API_KEY': () => http(stack, 'GET', '/v1/guard/s3/jobs?src_s3_url=s3://b/k', 'svc_nope'),
  'GET /v1/guard/s3/jobs 403 KILL_SWITCH_ACTIVE': () => http(stack, 'GET', '/v1/guard/s3/jobs?src_s3_url=s3://b/k', killedKey),
  'GET /v1/guard/s3/jobs 500 INTERNAL_ERROR': () => failingJobsApi('GET /v1/guard/s3/jobs', new Error('unexpected')),
  'GET /v1/guard/s3/jobs 503 ANALYSIS_UNAVAILABLE': () => failingJobsApi('GET /v1/guard/s3/jobs', new ConfigUnavailableError()),
};

describe('every declared error is produced by a handler and agrees with the document', () => {
  it('has a probe for each declared (route, status, code), and no probe for an undeclared one', () => {
    expect(Object.keys(PROBES).sort()).toEqual(declaredErrors().map(([route, status, code]) => `${route} ${status} ${code}`).sort());
  });

  it.each(Object.keys(PROBES))('%s', async (name) => {
    const [method, template, status, code] = name.split(' ') as [string, string, string, string];
    const res = await PROBES[name]!();
    expect({ status: res.status, code: (res.body as any)?.error?.code }).toEqual({ status: Number(status), code });
    expect(responseErrors(method, template, res.status, res.body)).toEqual([]);
  });
});

describe('success answers agree with the document', () => {
  it.each([
    ['PASS', 'What is the capital of France?', ''],
    ['MASK', 'mail me at jane.doe@example.com', '?explain=true'],
    ['BLOCK', 'card 4111 1111 1111 1111', ''],
  ])('the inline guard: %s', async (action, content, query) => {
    const res = await sendJson(`${stack.url}/v1/guard/api${query}`, 'POST', key, {
      processType: 'input',
      messages: [{ role: 'system', content: 'x' }, { role: 'user', content: [{ type: 'text', text: content }] }],
    });
    expect(res.body.action).toBe(action);
    expect(responseErrors('POST', '/v1/guard/api', res.status, res.body)).toEqual([]);
  });

  it('the inline guard with restore: a MASK answer with its token, the next turn seeded with it; monitor mode', async () => {
    const first = await guard({ processType: 'input', messages: messages(PROMPT) }, reversibleKey);
    expect(first.body.restore_token).toEqual(expect.any(String));
    expect(responseErrors('POST', '/v1/guard/api', first.status, first.body)).toEqual([]);
    const next = await guard({ processType: 'input', messages: messages('and john.smith@example.com'), restoreToken: first.body.restore_token }, reversibleKey);
    expect(next.body.action).toBe('MASK');
    expect(responseErrors('POST', '/v1/guard/api', next.status, next.body)).toEqual([]);
    const monitored = await guard({ processType: 'input', messages: messages(PROMPT) }, monitorKey);
    expect(monitored.body).toMatchObject({ action: 'PASS', monitored: true, monitored_action: 'MASK' });
    expect(responseErrors('POST', '/v1/guard/api', monitored.status, monitored.body)).toEqual([]);
  });

  it('restore: one text, and a stream of chunks', async () => {
    const token = await stackToken();
    const once = await restore({ restore_token: token, text: 'Hello [person_1]' });
    expect(once.body).toEqual({ text: 'Hello Jane Doe' });
    const chunk = await restore({ restore_token: token, stream: true, text: 'Dear [PERS' });
    expect(chunk.body.carry).toEqual(expect.any(String));
    const last = await restore({ restore_token: token, carry: chunk.body.carry, text: 'ON_1].', final: true });
    expect(last.body).toEqual({ text: 'Jane Doe.' });
    expect(requestErrors('POST', '/v1/guard/restore', { restore_token: token, carry: chunk.body.carry, text: 'x', final: true })).toEqual([]);
    for (const res of [once, chunk, last]) expect(responseErrors('POST', '/v1/guard/restore', res.status, res.body)).toEqual([]);
  });

  it('stream: guarded and restored chunks, a BLOCK that ends the stream, monitor mode', async () => {
    const token = await stackToken();
    const first = await stream({ process_type: 'output', text: 'Sure [PERSON_1], john.smith@example.com wrote.\nMail ', restore_token: token, restore: true });
    expect(first.body).toMatchObject({ action: 'MASK', carry: expect.any(String) });
    expect(first.body.results.length).toBeGreaterThan(0);
    const last = await stream({ process_type: 'output', text: 'me.', restore_token: token, restore: true, carry: first.body.carry, final: true });
    const blocked = await stream({ process_type: 'output', text: 'the plan is falcon-7\n' });
    expect(blocked.body.action).toBe('BLOCK');
    expect(blocked.body.carry).toBeUndefined();
    const monitored = await stream({ process_type: 'output', text: 'I am Jane Doe.\n', final: true }, monitorKey);
    expect(monitored.body).toMatchObject({ action: 'PASS', monitored: true, monitored_action: 'MASK' });
    for (const res of [first, last, blocked, monitored]) expect(responseErrors('POST', '/v1/guard/stream', res.status, res.body)).toEqual([]);
  });

  it('LiteLLM: NONE, a masked pre-call, a restored post-call, BLOCKED, monitor mode', async () => {
    const call = (input_type: string, texts: string[], k = reversibleKey) =>
      litellm({ input_type, texts, litellm_call_id: 'openapi-call', litellm_trace_id: 't-1', images: [], model: 'm' }, k);
    const answers = [
      [await call('request', ['How many days has a week?']), 'NONE'],
      [await call('request', [PROMPT]), 'GUARDRAIL_INTERVENED'],
      [await call('response', ['Hello [PERSON_1]']), 'GUARDRAIL_INTERVENED'],
      [await call('request', ['the plan is falcon-7']), 'BLOCKED'],
      [await call('request', [PROMPT], monitorKey), 'NONE'],
    ] as const;
    // The two answers functions/guard/litellm.md shows.
    expect(answers[1][0].body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['I am [PERSON_1], mail [EMAIL_ADDRESS_1]'] });
    expect(answers[2][0].body).toEqual({ action: 'GUARDRAIL_INTERVENED', texts: ['Hello Jane Doe'], stream_holdback_chars: [14] });
    for (const [res, action] of answers) {
      expect(res.body.action).toBe(action);
      expect(responseErrors('POST', LITELLM, res.status, res.body)).toEqual([]);
    }
  });

  it('a job: created, completed, failed, searched', async () => {
    await putObject(stack.s3, 's3://demo-bucket/in/success.txt', 'mail jane.doe@example.com\n');
    const created = await job({ ...validJob, src_s3_url: 's3://demo-bucket/in/success.txt' });
    expect(responseErrors('POST', '/v1/guard/s3', created.status, created.body)).toEqual([]);
    const done = await waitForFinal(stack, key, created.body.job_id);
    expect(done.action).toBe('MASK');
    expect(responseErrors('GET', `/v1/guard/s3/jobs/${done.job_id}`, 200, done)).toEqual([]);
    const missing = await job({ ...validJob, src_s3_url: 's3://demo-bucket/in/missing.txt' });
    const failed = await waitForFinal(stack, key, missing.body.job_id);
    expect(failed.error.code).toBe('SOURCE_NOT_FOUND');
    expect(responseErrors('GET', `/v1/guard/s3/jobs/${failed.job_id}`, 200, failed)).toEqual([]);
    const search = await http(stack, 'GET', '/v1/guard/s3/jobs?src_s3_url=s3://demo-bucket/in/success.txt&limit=5', key);
    expect(search.body.jobs).toHaveLength(1);
    expect(responseErrors('GET', '/v1/guard/s3/jobs', search.status, search.body)).toEqual([]);
  });
});

describe('arbitrary requests get answers the document describes', () => {
  it('every POST route with arbitrary JSON bodies: no 5xx, every answer declared', async () => {
    const sealed = fc.oneof(fc.string(), fc.constant(FORGED_TOKEN));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/guard/api', '/v1/guard/s3', '/v1/guard/restore', '/v1/guard/stream', LITELLM),
        fc.oneof(
          fc.jsonValue(),
          fc.record({ processType: fc.string(), messages: fc.array(fc.record({ role: fc.string(), content: fc.jsonValue() })) }),
          fc.record({ src_s3_url: fc.string(), tgt_s3_url: fc.string(), process_type: fc.string(), options: fc.jsonValue() }),
          fc.record({ restore_token: sealed, text: fc.string(), stream: fc.boolean(), carry: sealed, final: fc.boolean() }, { requiredKeys: ['text'] }),
          fc.record(
            { process_type: fc.constantFrom('input', 'output', 'x'), text: fc.string(), restore_token: sealed, restore: fc.boolean(), carry: sealed },
            { requiredKeys: ['process_type', 'text'] },
          ),
          fc.record(
            { input_type: fc.constantFrom('request', 'response', 'x'), texts: fc.array(fc.string()), litellm_call_id: fc.string(), images: fc.jsonValue() },
            { requiredKeys: ['input_type'] },
          ),
        ),
        async (path, body) => {
          const k = path === '/v1/guard/api' || path === '/v1/guard/s3' ? key : reversibleKey;
          const res = await sendJson(`${stack.url}${path}`, 'POST', k, JSON.stringify(body) ?? 'null');
          expect(res.status).toBeLessThan(500);
          expect(responseErrors('POST', path, res.status, res.body)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
