import middy from '@middy/core';
import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { createDynamoDbConfigStore } from '../adapters/aws/dynamodb-config-store';
import { createAccessResolver, type AccessResolver } from '../auth/access';
import { prepareGuardCall, runGuard } from '../guard/guard';
import { parseGuardRequest } from '../guard/request';
import { systemClock, type Clock } from '../ports';
import { API_KEY_HEADER, header, httpErrors, jsonResponse, readJsonBody, type HttpEvent, type HttpResult } from './http';
import { readSettings } from './settings';

export interface GuardApiDeps {
  readonly access: AccessResolver;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly maxBodyBytes: number;
}

/**
 * `POST /v1/guard/api`: authenticate → parse and validate → resolve the call against the Guardian → inspect → respond.
 * Logs one line per call with ids, verdict and counts — never content.
 */
export function createGuardApiHandler(deps: GuardApiDeps) {
  const { access, logger, clock } = deps;
  return middy<HttpEvent, HttpResult, Error, Context>()
    .use(httpErrors(logger))
    .handler(async (event) => {
      const started = clock.now();
      const caller = await access.authenticate(header(event, API_KEY_HEADER));
      const request = parseGuardRequest(readJsonBody(event, deps.maxBodyBytes));
      const call = prepareGuardCall(request, caller.guardian);
      const outcome = runGuard(call, caller.guardian);
      logger.info('guard.request', {
        project_id: caller.key.projectId,
        guardian: caller.guardian.name,
        guardian_version: caller.guardian.version,
        key_id: caller.keyId,
        process_type: call.processType,
        action: outcome.response.action,
        parts_inspected: call.parts.length,
        detections: outcome.detections,
        latency_ms: clock.now() - started,
      });
      return jsonResponse(200, outcome.response);
    });
}

/** Wires the real adapters from the environment: once per cold start. */
export function createGuardApiHandlerFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const settings = readSettings(env);
  const store = createDynamoDbConfigStore(settings.tableName, new DynamoDBClient({}));
  return createGuardApiHandler({
    access: createAccessResolver(store, systemClock, settings.cacheTtls),
    logger: new Logger({ serviceName: env.POWERTOOLS_SERVICE_NAME ?? 'content-guard' }),
    clock: systemClock,
    maxBodyBytes: settings.maxBodyBytes,
  });
}

let instance: ReturnType<typeof createGuardApiHandler> | undefined;

/** Lambda entry point. */
export const handler = (event: HttpEvent, context: Context): Promise<HttpResult> =>
  (instance ??= createGuardApiHandlerFromEnv())(event, context);
