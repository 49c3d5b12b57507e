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
import { ConfigUnavailableError } from '../../functions/auth/errors';
import type { GuardianInput } from '../../functions/guardians/schema';
import { ERROR_CODES, toHttpError } from '../../functions/handlers/errors';
import { createJobsApiHandler } from '../../functions/handlers/jobs-api';
import type { HttpEvent } from '../../functions/handlers/http';
import { createLocalRoutes, type LocalStack } from '../../functions/local/stack';
import { API_ROUTES } from '../../functions/openapi/routes';
import { GuardApi } from '../../lib/constructs/guard-api';
import { http, putObject, sendJson, waitForFinal } from '../helpers/jobs';
import { declaredErrors, openApiDocument, responseErrors } from '../helpers/openapi';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

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
const SCOPES = { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] };

let stack: LocalStack;
let key: string;
let killedKey: string;
let noSecretKey: string;
beforeAll(async () => {
  stack = await startTestStack({ maxBodyBytes: 4096 });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'openapi');
  await stack.store.setStorageScopes('openapi', SCOPES);
  killedKey = await createGuardianWithKey(stack.store, GUARDIAN, 'killed');
  await stack.store.setKillSwitch('killed', { active: true, reason: 'test', actor: 'tester', changedAt: '2026-01-01T00:00:00.000Z' });
  await stack.store.createProject({ projectId: 'no-secret', name: 'no-secret', createdAt: '2026-01-01T00:00:00.000Z' });
  noSecretKey = await createGuardianWithKey(stack.store, PSEUDONYMS, 'no-secret');
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
  'POST /v1/guard/s3 400 INVALID_REQUEST': () => job({ ...validJob, options: { on_pass: 'never' } }),
  'POST /v1/guard/s3 400 UNSUPPORTED_PROCESS_TYPE': () => job({ ...validJob, process_type: 'judge' }),
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
  it('POST /v1/guard/api and POST /v1/guard/s3 with arbitrary JSON bodies: no 5xx, every answer declared', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/guard/api', '/v1/guard/s3'),
        fc.oneof(
          fc.jsonValue(),
          fc.record({ processType: fc.string(), messages: fc.array(fc.record({ role: fc.string(), content: fc.jsonValue() })) }),
          fc.record({ src_s3_url: fc.string(), tgt_s3_url: fc.string(), process_type: fc.string(), options: fc.jsonValue() }),
        ),
        async (path, body) => {
          const res = await sendJson(`${stack.url}${path}`, 'POST', key, JSON.stringify(body) ?? 'null');
          expect(res.status).toBeLessThan(500);
          expect(responseErrors('POST', path, res.status, res.body)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
