// First: the engine's data tables come from the files beside the bundle (read at init; see the module).
import '../adapters/install-table-files';
import middy from '@middy/core';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { createDynamoDbConfigReader } from '../adapters/aws/dynamodb-config-reader';
import { createAccessResolver, type AccessResolver, type Caller } from '../auth/access';
import { compileGuardian } from '../guardians/compile';
import { GuardianUnavailableError } from '../auth/errors';
import { createBedrockJudgeBackend } from '../adapters/aws/bedrock-judge';
import { createEvaluatorFactory, type EvaluatorFor } from '../evaluators/factory';
import { runCriteriaGuard } from '../guard/criteria';
import { prepareGuardCall, runGuard } from '../guard/guard';
import { parseExplainParam, parseGuardRequest } from '../guard/request';
import { systemClock, type Clock } from '../ports';
import { createTraceRecorder, stdoutTraceSink, type TraceRecord, type TraceSink } from '../tracing/recorder';
import { API_KEY_HEADER, header, httpErrors, jsonResponse, readJsonBody, type HttpEvent, type HttpResult } from './http';
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
}

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
  return middy<HttpEvent, HttpResult, Error, Context>()
    .use(httpErrors(logger))
    .use(requestErrorMetrics(metrics, 'guard'))
    .handler(async (event) => {
      const started = clock.now();
      const caller = await access.authenticate(header(event, API_KEY_HEADER));
      // `?explain=true` (a query parameter: the body schema is closed, and the flag is about the response).
      const explain = parseExplainParam(event.queryStringParameters?.explain);
      const request = parseGuardRequest(readJsonBody(event, deps.maxBodyBytes));
      const call = prepareGuardCall(request, caller.guardian);
      const criteria = caller.guardian.criteriaProcessTypes.get(call.processType);
      const outcome = criteria
        ? await runCriteriaGuard(call, criteria, evaluatorFor(caller.guardian, call.processType, criteria))
        : runGuard(call, caller.guardian, { explain, ...(await pseudonymKey(access, caller)) });
      const finished = clock.now();
      const trace = tracer.record({
        hints: request.tracing,
        caller,
        processType: call.processType,
        outcome,
        startedAt: started,
        finishedAt: finished,
      });
      logger.info('guard.request', {
        project_id: caller.key.projectId,
        guardian: caller.guardian.name,
        guardian_version: caller.guardian.version,
        key_id: caller.keyId,
        process_type: call.processType,
        action: outcome.response.action,
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
      return jsonResponse(200, outcome.response);
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

/** Wires the real adapters from the environment: once per cold start. */
export function createGuardApiHandlerFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const settings = readSettings(env);
  const store = createDynamoDbConfigReader(settings.tableName, new DynamoDBClient({}));
  return createGuardApiHandler({
    access: createAccessResolver(store, systemClock, settings.cacheTtls, compileGuardian),
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
let instance: ReturnType<typeof createGuardApiHandler> | undefined = onLambda(process.env) ? initOnLambda(() => createGuardApiHandlerFromEnv()) : undefined;

/** Lambda entry point. */
export const handler = (event: HttpEvent, context: Context): Promise<HttpResult> =>
  (instance ??= createGuardApiHandlerFromEnv())(event, context);
