import { loadCatalog } from '../adapters/table-files';
import { createJsonLog, errorFacts, type Log } from './log';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { createDynamoDbConfigReader } from '../adapters/aws/dynamodb-config-reader';
import { createDynamoDbJobStore } from '../adapters/aws/dynamodb-job-store';
import { createS3Client, createS3ObjectStore } from '../adapters/aws/s3-object-store';
import { createGuardianVersionCache } from '../auth/access';
import { guardianCompiler } from '../guardians/compile';
import type { Catalog } from '../engine/catalog';
import { processJob, readKillSwitch, type WorkerDeps } from '../jobs/worker';
import { systemClock } from '../ports';
import { jobIdOf } from './job-message';
import { createEmfMetrics, noMetrics, type ServiceMetrics } from './metrics';
import { readJobSettings, readSettings } from './settings';
import { initOnLambda, onLambda } from './warm-up';

/**
 * SQS worker: one job per message, partial batch failures (only failed messages return to the queue).
 * A message is failed for a transient error or a job held by another live worker; it reaches the dead-letter
 * queue after maxReceiveCount deliveries, where jobs-dlq finalizes the job as PROCESSING_FAILED.
 */
export function createJobsWorkerHandler(deps: WorkerDeps & { readonly logger: Log; readonly metrics?: ServiceMetrics }) {
  const { logger } = deps;
  const metrics = deps.metrics ?? noMetrics;
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const jobId = jobIdOf(record.body);
      if (!jobId) {
        logger.error('job.message_unreadable', { message_id: record.messageId });
        continue; // nothing to finalize; retrying cannot help
      }
      const started = deps.clock.now();
      try {
        const result = await processJob(jobId, deps);
        const { cause, ...outcome } = result.kind === 'finalized' ? result : { ...result, cause: undefined };
        if (outcome.kind === 'retry') batchItemFailures.push({ itemIdentifier: record.messageId });
        const line = {
          job_id: jobId,
          receive_count: Number(record.attributes?.ApproximateReceiveCount ?? 1),
          duration_ms: deps.clock.now() - started,
          ...outcome,
          ...(cause !== undefined ? errorFacts(cause) : {}),
        };
        const message = outcome.kind === 'finalized' ? 'job.finalized' : `job.${outcome.kind}`;
        // An unexpected error behind INTERNAL_ERROR is a defect: logged at error level with its class and stack.
        if (cause !== undefined) logger.error(message, line);
        else logger.info(message, line);
        if (outcome.kind === 'finalized') {
          metrics.jobFinalized({ ...outcome, durationMs: deps.clock.now() - started });
        }
      } catch (err) {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        metrics.jobAttemptFailed();
        logger.warn('job.attempt_failed', {
          job_id: jobId,
          receive_count: Number(record.attributes?.ApproximateReceiveCount ?? 1),
          ...errorFacts(err),
        });
      }
    }
    return { batchItemFailures };
  };
}

/** `catalog`: the engine's detectors and data tables (by default the files beside this bundle). */
export function createJobsWorkerHandlerFromEnv(env: NodeJS.ProcessEnv = process.env, catalog: Catalog = loadCatalog()) {
  const settings = readSettings(env);
  const jobSettings = readJobSettings(env);
  const dynamo = new DynamoDBClient({});
  const config = createDynamoDbConfigReader(settings.tableName, dynamo);
  return createJobsWorkerHandler({
    jobs: createDynamoDbJobStore(settings.tableName, dynamo),
    objects: createS3ObjectStore(createS3Client()),
    clock: systemClock,
    guardianVersion: createGuardianVersionCache(config, systemClock, guardianCompiler(catalog)),
    pseudonymSecret: async (projectId) => (await config.getProject(projectId))?.pseudonymSecret,
    killSwitchActive: readKillSwitch(config),
    maxSourceBytes: jobSettings.maxSourceBytes,
    leaseMs: jobSettings.leaseMs,
    logger: createJsonLog(env),
    metrics: createEmfMetrics(env),
  });
}

/** On Lambda: built and the data tables decoded at init (warm-up.ts), as the inline handler does; elsewhere on first use. */
let instance: ReturnType<typeof createJobsWorkerHandler> | undefined = onLambda(process.env) ? initOnLambda((catalog) => createJobsWorkerHandlerFromEnv(process.env, catalog)) : undefined;

/** Lambda entry point (SQS event source with ReportBatchItemFailures). */
export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => (instance ??= createJobsWorkerHandlerFromEnv())(event);
