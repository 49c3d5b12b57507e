import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { WorkQueue } from '../../ports';

/** One SQS message per job; the body carries only the job id (the record holds everything else). */
export function createSqsWorkQueue(queueUrl: string, client: SQSClient): WorkQueue {
  return {
    async enqueue(jobId) {
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ job_id: jobId }) }));
    },
  };
}
