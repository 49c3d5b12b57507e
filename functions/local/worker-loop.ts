import {
  CreateQueueCommand,
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

export interface LocalQueues {
  readonly jobsUrl: string;
  readonly deadLetterUrl: string;
}

export interface QueueOptions {
  /** Seconds a received message stays invisible (AWS: ≥ 6 × the worker's timeout). */
  readonly visibilityTimeoutSeconds: number;
  /** Deliveries before a message moves to the dead-letter queue. */
  readonly maxReceiveCount: number;
}

/** Creates the job queue and its dead-letter queue with a redrive policy, as the CDK stack does in AWS. */
export async function createLocalQueues(sqs: SQSClient, options: QueueOptions): Promise<LocalQueues> {
  const dlq = await sqs.send(new CreateQueueCommand({ QueueName: 'content-guard-jobs-dlq' }));
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }),
  );
  const jobs = await sqs.send(
    new CreateQueueCommand({
      QueueName: 'content-guard-jobs',
      Attributes: {
        VisibilityTimeout: String(options.visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: Attributes!.QueueArn, maxReceiveCount: options.maxReceiveCount }),
      },
    }),
  );
  return { jobsUrl: jobs.QueueUrl!, deadLetterUrl: dlq.QueueUrl! };
}

/**
 * What the Lambda SQS event source does, on loopback: long-poll the queue, hand the batch to the same handler
 * as an SQSEvent, delete every message except the reported batch item failures (those reappear after the
 * visibility timeout and reach the dead-letter queue after maxReceiveCount).
 */
export function startQueuePoller(
  sqs: SQSClient,
  queueUrl: string,
  handler: (event: SQSEvent) => Promise<SQSBatchResponse>,
  options: { batchSize?: number; waitSeconds?: number; onError?: (err: unknown) => void } = {},
) {
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const { Messages = [] } = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: options.batchSize ?? 5,
            WaitTimeSeconds: options.waitSeconds ?? 1,
            MessageSystemAttributeNames: ['ApproximateReceiveCount', 'SentTimestamp'],
          }),
        );
        if (Messages.length === 0 || !running) continue;
        const event: SQSEvent = {
          Records: Messages.map((m) => ({
            messageId: m.MessageId!,
            receiptHandle: m.ReceiptHandle!,
            body: m.Body ?? '',
            attributes: {
              ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
              SentTimestamp: m.Attributes?.SentTimestamp ?? '0',
              SenderId: 'local',
              ApproximateFirstReceiveTimestamp: String(Date.now()),
            },
            messageAttributes: {},
            md5OfBody: m.MD5OfBody ?? '',
            eventSource: 'aws:sqs',
            eventSourceARN: 'arn:aws:sqs:local',
            awsRegion: 'us-east-1',
          })),
        };
        const { batchItemFailures } = await handler(event).catch(() => ({
          // A handler that throws fails the whole batch, as the event source treats it.
          batchItemFailures: Messages.map((m) => ({ itemIdentifier: m.MessageId! })),
        }));
        const failed = new Set(batchItemFailures.map((f) => f.itemIdentifier));
        const done = Messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length > 0) {
          await sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: queueUrl,
              Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
            }),
          );
        }
      } catch (err) {
        if (running) {
          options.onError?.(err);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}
