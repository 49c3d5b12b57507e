import { loadCatalog } from '../adapters/table-files';
import middy from '@middy/core';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { createDynamoDbConfigReader } from '../adapters/aws/dynamodb-config-reader';
import { createAccessResolver, type AccessResolver, type Caller } from '../auth/access';
import { guardianCompiler } from '../guardians/compile';
import type { Catalog } from '../engine/catalog';
import { GuardianUnavailableError } from '../auth/errors';
import { createBedrockJudgeBackend } from '../adapters/aws/bedrock-judge';
import { createEvaluatorFactory, type EvaluatorFor } from '../evaluators/factory';
import { runCriteriaGuard } from '../guard/criteria';
import { analysisDeadline, prepareGuardCall, runGuard } from '../guard/guard';
import { parseExplainParam, parseGuardRequest } from '../guard/request';
import { RestoreKeyUnavailableError } from '../guard/errors';
import { createRestoreKeys, openRestoreToken, sealRestoreToken, type RestoreKeys } from '../guard/reversible';
import { createDynamoDbRestoreTokenStore } from '../adapters/aws/dynamodb-restore-token-store';
import { readRestoreMasterKey } from '../adapters/aws/restore-master-key';
import { systemClock, type Clock, type RestoreTokenStore } from '../ports';
import { handleGuardStream, handleRestore, sealContext } from './restore-api';
import { handleLitellm } from './litellm-api';
import { createTraceRecorder, stdoutTraceSink, type TraceRecord, type TraceSink } from '../tracing/recorder';
import { API_KEY_HEADER, boundedBody, header, httpErrors, jsonResponse, readJsonBody, type HttpEvent, type HttpResult } from './http';
import { createJsonLog, type Log } from './log';
import { createEmfMetrics, noMetrics, requestErrorMetrics, type ServiceMetrics } from './metrics';
import { readSettings } from './settings';
import { initOnLambda, onLambda } from './warm-up';

export interface GuardApiDeps {
  readonly access: AccessResolver;
  readonly logger: Log;
  readonly clock: Clock;
  readonly maxBodyBytes: number;
  /** Evaluators of policy-not-required process types. @default rules and openai-compatible only (no Bedrock) */
  readonly evaluators?: EvaluatorFor;
  /** Receives one trace envelope line per traced call. @default stdout (captured by CloudWatch Logs) */
  readonly traceSink?: TraceSink;
  /** Generates trace ids (when the caller sends none) and call ids. @default randomUUID */
  readonly newId?: () => string;
  /** CloudWatch metrics (lib/README.md "Operations"). @default none */
  readonly metrics?: ServiceMetrics;
  /** Per-project restore keys (reversible masking). @default none: restore tokens are refused with 503 */
  readonly restoreKeys?: RestoreKeys;
  /** Restore tokens of LiteLLM calls, from pre-call to post-call. @default none (LiteLLM restore unavailable) */
  readonly restoreTokens?: RestoreTokenStore;
}

/** The routes this function serves (lib/constructs/guard-api.ts GUARD_ROUTE_KEYS lists the same). */
export const GUARD_ROUTES = {
  guard: 'POST /v1/guard/api',
  restore: 'POST /v1/guard/restore',
  stream: 'POST /v1/guard/stream',
  /** LiteLLM appends `/beta/litellm_basic_guardrail_api` to `api_base`; `api_base` = `{base_url}/v1/litellm`. */
  litellm: 'POST /v1/litellm/beta/litellm_basic_guardrail_api',
} as const;

/** LiteLLM sends its guardrail `api_key` in this header. */
const LITELLM_KEY_HEADER = 'x-api-key';

const noRestoreKeys: RestoreKeys = () => Promise.reject(new RestoreKeyUnavailableError());
const noRestoreTokens: RestoreTokenStore = {
  put: () => Promise.reject(new RestoreKeyUnavailableError()),
  get: () => Promise.reject(new RestoreKeyUnavailableError()),
};

/**
 * `POST /v1/guard/api`: authenticate → parse and validate → resolve the call against the Guardian → inspect → respond.
 * Logs one line per call with ids, verdict and counts — never content — and emits the call's trace as one
 * envelope line (functions/tracing/README.md): no network in the request path, and a tracing failure never fails the call.
 */
export function createGuardApiHandler(deps: GuardApiDeps) {
  const { access, logger, clock } = deps;
  const evaluatorFor = deps.evaluators ?? createEvaluatorFactory({ env: process.env });
  const metrics = deps.metrics ?? noMetrics;
  const tracer = createTraceRecorder({ sink: deps.traceSink ?? stdoutTraceSink, newId: deps.newId ?? randomUUID });
  const restoreKeys = deps.restoreKeys ?? noRestoreKeys;
  const restoreTokens = deps.restoreTokens ?? noRestoreTokens;
  const sealDeps = { restoreKeys, clock };

  /** `POST /v1/guard/restore`: no Guardian policy runs; the log line holds counts only (never the token). */
  async function restoreRoute(event: HttpEvent): Promise<HttpResult> {
    const started = clock.now();
    const caller = await access.authenticate(header(event, API_KEY_HEADER));
    const result = await handleRestore(sealDeps, caller, readJsonBody(event, deps.maxBodyBytes));
    logger.info('guard.restore', {
      project_id: caller.key.projectId,
      guardian: caller.guardian.name,
      key_id: caller.keyId,
      stream: result.stream,
      restored: result.restored,
      latency_ms: clock.now() - started,
    });
    return jsonResponse(200, result.body);
  }

  /** `POST /v1/guard/stream`: one chunk of an answer, guarded (and restored) segment by segment. */
  async function streamRoute(event: HttpEvent): Promise<HttpResult> {
    const started = clock.now();
    const caller = await access.authenticate(header(event, API_KEY_HEADER));
    const result = await handleGuardStream(sealDeps, caller, readJsonBody(event, deps.maxBodyBytes), () => pseudonymKey(access, caller));
    const finished = clock.now();
    const outcome = { response: { action: result.action, input_results: [] }, detections: result.detections };
    const monitor = caller.guardian.mode === 'monitor';
    const trace = tracer.record({
      hints: undefined,
      caller,
      processType: result.processType,
      outcome,
      startedAt: started,
      finishedAt: finished,
      systemTags: monitor ? ['stream', 'monitor'] : ['stream'],
    });
    logger.info('guard.stream', {
      project_id: caller.key.projectId,
      guardian: caller.guardian.name,
      key_id: caller.keyId,
      process_type: result.processType,
      action: result.action,
      ...(monitor ? { mode: 'monitor' } : {}),
      detections: result.detections,
      latency_ms: finished - started,
      ...traceLogFields(trace),
    });
    return jsonResponse(200, result.body);
  }

  /** LiteLLM's Generic Guardrail API; authenticated by `x-api-key` (or our own header). */
  async function litellmRoute(event: HttpEvent): Promise<HttpResult> {
    const started = clock.now();
    const caller = await access.authenticate(header(event, LITELLM_KEY_HEADER) ?? header(event, API_KEY_HEADER));
    const result = await handleLitellm({ ...sealDeps, restoreTokens }, caller, readJsonBody(event, deps.maxBodyBytes), () =>
      pseudonymKey(access, caller),
    );
    const finished = clock.now();
    const monitor = caller.guardian.mode === 'monitor';
    const traceIdOk = result.traceId !== undefined && result.traceId.length > 0 && result.traceId.length <= 128;
    const trace = tracer.record({
      hints: traceIdOk ? { trace_id: result.traceId } : undefined,
      caller,
      processType: result.processType,
      outcome: result.outcome,
      startedAt: started,
      finishedAt: finished,
      systemTags: monitor ? ['litellm', 'monitor'] : ['litellm'],
    });
    logger.info('guard.litellm', {
      project_id: caller.key.projectId,
      guardian: caller.guardian.name,
      key_id: caller.keyId,
      process_type: result.processType,
      action: result.outcome.response.action,
      litellm_action: result.body.action,
      ...(monitor ? { mode: 'monitor' } : {}),
      restored: result.restored,
      detections: result.outcome.detections,
      latency_ms: finished - started,
      ...traceLogFields(trace),
    });
    metrics.guardCall({
      action: result.outcome.response.action,
      processType: result.processType,
      latencyMs: finished - started,
      detections: result.outcome.detections,
    });
    return jsonResponse(200, result.body);
  }

  return middy<HttpEvent, HttpResult, Error, Context>()
    .use(httpErrors(logger))
    .use(requestErrorMetrics(metrics, 'guard'))
    .handler(async (event) => {
      switch (event.routeKey) {
        case GUARD_ROUTES.restore:
          return restoreRoute(event);
        case GUARD_ROUTES.stream:
          return streamRoute(event);
        case GUARD_ROUTES.litellm:
          return litellmRoute(event);
      }
      const started = clock.now();
      const caller = await access.authenticate(header(event, API_KEY_HEADER));
      // `?explain=true` (a query parameter: the body schema is closed, and the flag is about the response).
      const explain = parseExplainParam(event.queryStringParameters?.explain);
      const request = parseGuardRequest(readJsonBody(event, deps.maxBodyBytes));
      const call = prepareGuardCall(request, caller.guardian);
      const criteria = caller.guardian.criteriaProcessTypes.get(call.processType);
      const guardian = caller.guardian;
      const monitor = guardian.mode === 'monitor';
      // Reversible masking: the previous turn's token seeds the numbering; a MASK answer carries the new token.
      const ctx = request.restoreToken !== undefined || (guardian.restore.enabled && !monitor && !criteria)
        ? await sealContext(sealDeps, caller)
        : undefined;
      const seed = request.restoreToken !== undefined ? openRestoreToken(ctx!, request.restoreToken, 'restoreToken').originals : undefined;
      const outcome = criteria
        ? await runCriteriaGuard(call, criteria, evaluatorFor(guardian, call.processType, criteria))
        : runGuard(call, guardian, {
            explain,
            deadline: analysisDeadline(clock, started),
            ...(await pseudonymKey(access, caller)),
            recordOriginals: guardian.restore.enabled && !monitor,
            ...(seed ? { seed } : {}),
          });
      // Monitor mode: the verdict is traced and logged below; the caller gets PASS and its content untouched.
      const action = outcome.response.action;
      const originals = outcome.originals ?? [];
      const response = monitor
        ? { action: 'PASS', input_results: [], monitored: true, monitored_action: action }
        : ctx && (action === 'MASK' || action === 'CHECK') && originals.length > 0
          ? { ...outcome.response, restore_token: sealRestoreToken(ctx, guardian.restore.ttlSeconds, originals) }
          : outcome.response;
      const body = boundedBody(response);
      const finished = clock.now();
      const trace = tracer.record({
        hints: request.tracing,
        caller,
        processType: call.processType,
        outcome,
        startedAt: started,
        finishedAt: finished,
        ...(monitor ? { systemTags: ['monitor'] } : {}),
      });
      logger.info('guard.request', {
        project_id: caller.key.projectId,
        guardian: caller.guardian.name,
        guardian_version: caller.guardian.version,
        key_id: caller.keyId,
        process_type: call.processType,
        action: outcome.response.action,
        ...(monitor ? { mode: 'monitor' } : {}),
        parts_inspected: call.parts.length,
        detections: outcome.detections,
        latency_ms: finished - started,
        ...traceLogFields(trace),
      });
      metrics.guardCall({
        action: outcome.response.action,
        processType: call.processType,
        latencyMs: finished - started,
        detections: outcome.detections,
      });
      return jsonResponse(200, response, body);
    });
}

/** The project's pseudonym secret, read (cached) only when the Guardian uses pseudonyms. */
async function pseudonymKey(access: AccessResolver, caller: Caller): Promise<{ pseudonymKey?: string }> {
  if (!caller.guardian.needsPseudonymKey) return {};
  const project = await access.project(caller.key.projectId);
  if (project.pseudonymSecret === undefined) throw new GuardianUnavailableError('pseudonym_secret_missing');
  return { pseudonymKey: project.pseudonymSecret };
}

/** The trace's outcome in the call's log line: status and id, or the failure's class and the instance's count. */
function traceLogFields(trace: TraceRecord): Record<string, unknown> {
  return {
    trace: trace.status,
    ...(trace.traceId !== undefined ? { trace_id: trace.traceId } : {}),
    ...(trace.status === 'failed' ? { trace_error: trace.errorName, trace_failures: trace.failures } : {}),
  };
}

/**
 * Wires the real adapters from the environment: once per cold start. `catalog`: the engine's detectors and data
 * tables (by default the files beside this bundle).
 */
export function createGuardApiHandlerFromEnv(env: NodeJS.ProcessEnv = process.env, catalog: Catalog = loadCatalog()) {
  const settings = readSettings(env);
  const client = new DynamoDBClient({});
  const store = createDynamoDbConfigReader(settings.tableName, client);
  const secretArn = env.CG_RESTORE_KEY_SECRET_ARN;
  return createGuardApiHandler({
    access: createAccessResolver(store, systemClock, settings.cacheTtls, guardianCompiler(catalog)),
    ...(secretArn ? { restoreKeys: createRestoreKeys(() => readRestoreMasterKey(secretArn)) } : {}),
    restoreTokens: createDynamoDbRestoreTokenStore(settings.tableName, client),
    logger: createJsonLog(env),
    clock: systemClock,
    maxBodyBytes: settings.maxBodyBytes,
    metrics: createEmfMetrics(env),
    // The Bedrock SDK is loaded and its client created on the first call of a Bedrock-judged process type only.
    evaluators: createEvaluatorFactory({ env, bedrock: lazyBedrock() }),
  });
}

function lazyBedrock() {
  let backend: ReturnType<typeof createBedrockJudgeBackend> | undefined;
  return () => (backend ??= createBedrockJudgeBackend());
}

/**
 * On Lambda the handler is built (settings, clients) and the data tables decoded while the module loads — in the
 * init phase, not in the first request (warm-up.ts). Elsewhere (tests, local) it is built on the first call.
 */
let instance: ReturnType<typeof createGuardApiHandler> | undefined = onLambda(process.env) ? initOnLambda((catalog) => createGuardApiHandlerFromEnv(process.env, catalog)) : undefined;

/** Lambda entry point. */
export const handler = (event: HttpEvent, context: Context): Promise<HttpResult> =>
  (instance ??= createGuardApiHandlerFromEnv())(event, context);
