import { createJsonLog, type Log } from './log';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { createDynamoDbJobStore } from '../adapters/aws/dynamodb-job-store';
import { systemClock, type Clock, type JobStore } from '../ports';
import { jobIdOf } from './job-message';
import { createEmfMetrics, noMetrics, type ServiceMetrics } from './metrics';
import { readSettings } from './settings';

/**
 * Dead-letter handler: a job whose message exhausted its deliveries is finalized FAILED `PROCESSING_FAILED`,
 * so no job stays PENDING or PROCESSING forever. A job already final (e.g. a redriven message of a completed
 * job) is left untouched.
 */
export function createJobsDlqHandler(deps: { jobs: JobStore; clock: Clock; logger: Log; metrics?: ServiceMetrics }) {
  const metrics = deps.metrics ?? noMetrics;
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const jobId = jobIdOf(record.body);
      if (!jobId) {
        deps.logger.error('job.dead_letter_unreadable', { message_id: record.messageId });
        metrics.jobDeadLettered(false);
        continue;
      }
      try {
        const failed = await deps.jobs.failIfNotFinal(jobId, {
          status: 'FAILED',
          action: null,
          writtenS3Url: null,
          results: [],
          error: {
            code: 'PROCESSING_FAILED',
            message: 'Processing failed repeatedly; retries are exhausted',
            details: { receive_count: Number(record.attributes?.ApproximateReceiveCount ?? 0) },
          },
          completedAt: new Date(deps.clock.now()).toISOString(),
        });
        deps.logger.warn(failed ? 'job.dead_lettered' : 'job.dead_letter_ignored', { job_id: jobId });
        metrics.jobDeadLettered(failed);
      } catch (err) {
        batchItemFailures.push({ itemIdentifier: record.messageId });
        deps.logger.error('job.dead_letter_failed', { job_id: jobId, error_name: err instanceof Error ? err.name : typeof err });
      }
    }
    return { batchItemFailures };
  };
}

let instance: ReturnType<typeof createJobsDlqHandler> | undefined;

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> =>
  (instance ??= createJobsDlqHandler({
    jobs: createDynamoDbJobStore(readSettings().tableName, new DynamoDBClient({})),
    clock: systemClock,
    logger: createJsonLog(process.env),
    metrics: createEmfMetrics(),
  }))(event);
