import middy from '@middy/core';
import { createJsonLog, type Log } from './log';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { Context } from 'aws-lambda';
import { createDynamoDbConfigReader } from '../adapters/aws/dynamodb-config-reader';
import { createDynamoDbJobStore } from '../adapters/aws/dynamodb-job-store';
import { createSqsWorkQueue } from '../adapters/aws/sqs-work-queue';
import { createAccessResolver, type AccessResolver } from '../auth/access';
import { describeGuardian, type GuardianSummary } from '../guardians/parse';
import { createJob } from '../jobs/intake';
import { getJob, searchJobs } from '../jobs/query';
import { systemClock, type Clock, type JobStore, type WorkQueue } from '../ports';
import { API_KEY_HEADER, header, httpErrors, jsonResponse, readJsonBody, type HttpEvent, type HttpResult } from './http';
import { createEmfMetrics, noMetrics, requestErrorMetrics, type ServiceMetrics } from './metrics';
import { readJobSettings, readSettings } from './settings';
import { OPENAPI_ROUTE_KEY, openApiResponse } from '../openapi/serve';

export interface JobsApiDeps {
  /** Guardians are only described (parsed), never compiled, here: this function does not load the engine. */
  readonly access: AccessResolver<GuardianSummary>;
  readonly jobs: JobStore;
  readonly queue: WorkQueue;
  readonly logger: Log;
  readonly clock: Clock;
  readonly maxBodyBytes: number;
  readonly retentionDays: number;
  /** CloudWatch metrics (lib/README.md "Operations"). @default none */
  readonly metrics?: ServiceMetrics;
}

export const JOB_ROUTES = {
  create: 'POST /v1/guard/s3',
  get: 'GET /v1/guard/s3/jobs/{job_id}',
  search: 'GET /v1/guard/s3/jobs',
} as const;

/**
 * The batch job routes in one function: authenticate, load the project (kill switch, scopes), then one use-case
 * per route. It also serves the OpenAPI document (OPENAPI_ROUTE_KEY), without a key.
 */
export function createJobsApiHandler(deps: JobsApiDeps) {
  const { access, logger } = deps;
  const metrics = deps.metrics ?? noMetrics;
  return middy<HttpEvent, HttpResult, Error, Context>()
    .use(httpErrors(logger))
    .use(requestErrorMetrics(metrics, 'jobs'))
    .handler(async (event) => {
      // The API's description needs no key (a client generator or a fuzzer reads it first).
      if (event.routeKey === OPENAPI_ROUTE_KEY) return openApiResponse();
      const caller = await access.authenticate(header(event, API_KEY_HEADER));
      const project = await access.project(caller.key.projectId);
      switch (event.routeKey) {
        case JOB_ROUTES.create: {
          const created = await createJob(readJsonBody(event, deps.maxBodyBytes), caller, project, deps);
          logger.info('job.created', { job_id: created.job_id, project_id: project.projectId, key_id: caller.keyId });
          metrics.jobCreated();
          return jsonResponse(202, created);
        }
        case JOB_ROUTES.get:
          return jsonResponse(200, await getJob(event.pathParameters?.job_id ?? '', caller, project, deps));
        case JOB_ROUTES.search:
          return jsonResponse(200, await searchJobs(event.queryStringParameters ?? {}, caller, project, deps));
        default:
          throw new Error(`route not handled: ${event.routeKey}`);
      }
    });
}

export function createJobsApiHandlerFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const settings = readSettings(env);
  const jobSettings = readJobSettings(env);
  const dynamo = new DynamoDBClient({});
  return createJobsApiHandler({
    access: createAccessResolver(createDynamoDbConfigReader(settings.tableName, dynamo), systemClock, settings.cacheTtls, describeGuardian),
    jobs: createDynamoDbJobStore(settings.tableName, dynamo),
    queue: createSqsWorkQueue(jobSettings.queueUrl, new SQSClient({})),
    logger: createJsonLog(env),
    clock: systemClock,
    maxBodyBytes: settings.maxBodyBytes,
    retentionDays: jobSettings.retentionDays,
    metrics: createEmfMetrics(env),
  });
}

let instance: ReturnType<typeof createJobsApiHandler> | undefined;

/** Lambda entry point. */
export const handler = (event: HttpEvent, context: Context): Promise<HttpResult> =>
  (instance ??= createJobsApiHandlerFromEnv())(event, context);
