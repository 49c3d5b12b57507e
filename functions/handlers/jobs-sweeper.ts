import { createJsonLog, errorFacts, type Log } from './log';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SQSClient } from '@aws-sdk/client-sqs';
import { createDynamoDbJobStore } from '../adapters/aws/dynamodb-job-store';
import { createSqsWorkQueue } from '../adapters/aws/sqs-work-queue';
import { sweepJobs, type SweepDeps, type SweepReport } from '../jobs/sweeper';
import { systemClock } from '../ports';
import { readJobSettings, readSettings } from './settings';

/**
 * Scheduled sweeper (EventBridge, every few minutes): jobs whose lease expired are queued again or finalized
 * FAILED `PROCESSING_FAILED`; PENDING jobs whose message was lost are queued again (functions/jobs/sweeper.ts).
 * A failed run throws, so the invocation is counted as an error; the next run picks the same jobs up.
 */
export function createJobsSweeperHandler(deps: SweepDeps & { readonly logger: Log }) {
  return async (): Promise<SweepReport> => {
    try {
      const report = await sweepJobs(deps);
      (report.requeued + report.failed > 0 ? deps.logger.warn : deps.logger.info)('job.swept', { ...report });
      return report;
    } catch (err) {
      deps.logger.error('job.sweep_failed', errorFacts(err));
      throw err;
    }
  };
}

export function createJobsSweeperHandlerFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const settings = readSettings(env);
  const jobSettings = readJobSettings(env);
  return createJobsSweeperHandler({
    jobs: createDynamoDbJobStore(settings.tableName, new DynamoDBClient({})),
    queue: createSqsWorkQueue(jobSettings.queueUrl, new SQSClient({})),
    clock: systemClock,
    pendingGraceMs: jobSettings.leaseMs,
    maxAttempts: jobSettings.maxAttempts,
    logger: createJsonLog(env),
  });
}

let instance: ReturnType<typeof createJobsSweeperHandler> | undefined;

/** Lambda entry point (EventBridge scheduled event; the event's content is not used). */
export const handler = (): Promise<SweepReport> => (instance ??= createJobsSweeperHandlerFromEnv())();
