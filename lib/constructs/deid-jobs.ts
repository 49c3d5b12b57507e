import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StorageConnection } from '../stack-settings';
import type { ConfigTable } from './config-table';
import { GuardFunction } from './guard-function';

export interface DeidJobsProps {
  /** The service table: jobs live in it next to the configuration (functions/adapters/aws/dynamodb-job-store.ts). */
  readonly config: ConfigTable;
  /** Buckets and prefixes the worker may read and write (IAM, the outer fence). */
  readonly storageConnections: readonly StorageConnection[];
  /** Job records are kept this many days (CG_JOB_RETENTION_DAYS). */
  readonly retentionDays: number;
  /** Largest source object (CG_MAX_SOURCE_BYTES). */
  readonly maxSourceBytes: number;
  /** Largest job request body (CG_MAX_BODY_BYTES). */
  readonly maxBodyBytes: number;
  /** Cap on concurrent worker invocations (event source maximum concurrency, 2–1000). @default 10 */
  readonly workerMaxConcurrency?: number;
  /** @default 5 minutes */
  readonly workerTimeout?: Duration;
  readonly logRetention?: logs.RetentionDays;
  /** The functions' instruction set. @default arm64 */
  readonly architecture?: lambda.Architecture;
}

/** SQS redrives a message to the dead-letter queue after this many receives. */
export const MAX_RECEIVE_COUNT = 5;
/** Visibility timeout = this × the worker timeout (AWS guidance for Lambda event sources: at least 6×). */
export const VISIBILITY_TO_TIMEOUT_RATIO = 6;

/**
 * Batch de-identification: the jobs API function, the job queue with its dead-letter queue, the worker and the
 * dead-letter handler. Jobs are items in the service table (no second table).
 *
 * ```
 * POST /v1/guard/s3 ─▶ jobs-api ─PutItem─▶ table        ┌─ReportBatchItemFailures─┐
 *                        └─SendMessage─▶ queue ─batch 1─▶ worker ─GetObject / PutObject─▶ customer buckets
 *                                          │ 5 receives      └─UpdateItem (claim, finalize)─▶ table
 *                                          ▼
 *                               dead-letter queue ─▶ dead-letter handler ─UpdateItem (FAILED PROCESSING_FAILED)─▶ table
 *
 * EventBridge schedule (5 min) ─▶ sweeper ─Query gsi2 (stale jobs)─▶ table ─UpdateItem (requeue / FAILED)─▶ table
 *                                             └─SendMessage─▶ queue
 * ```
 */
export class DeidJobs extends Construct {
  readonly apiFunction: GuardFunction;
  readonly worker: GuardFunction;
  readonly deadLetterHandler: GuardFunction;
  /** Finalizes or requeues jobs whose lease expired, on a schedule (functions/handlers/jobs-sweeper.ts). */
  readonly sweeper: GuardFunction;
  readonly sweepSchedule: events.Rule;
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly workerEventSource: SqsEventSource;
  readonly deadLetterEventSource: SqsEventSource;

  constructor(scope: Construct, id: string, props: DeidJobsProps) {
    super(scope, id);
    const { config } = props;
    const workerTimeout = props.workerTimeout ?? Duration.minutes(5);
    const logRetention = props.logRetention;
    const tableEnv = { CG_TABLE_NAME: config.table.tableName };

    // SQS-managed encryption (SSE-SQS): at rest without a customer key to manage or pay for; the messages hold a
    // job id only (`{"job_id": "job_…"}`), never content or addresses. enforceSSL denies plain-HTTP access.
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      // The dead-letter handler is quick (one conditional update); 6× its timeout, like the main queue.
      visibilityTimeout: Duration.minutes(3),
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(workerTimeout.toSeconds() * VISIBILITY_TO_TIMEOUT_RATIO),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
    });

    this.apiFunction = new GuardFunction(this, 'ApiFunction', {
      entry: 'functions/handlers/jobs-api.ts',
      description: 'Content Guard batch job API (POST /v1/guard/s3, GET /v1/guard/s3/jobs[/{job_id}])',
      // It authenticates and only describes the caller's Guardian (guardians/parse.ts): no engine, so no data
      // tables (test/lib/bundle-budget.test.ts checks the import graph).
      engine: false,
      architecture: props.architecture,
      timeout: Duration.seconds(10),
      logRetention,
      environment: {
        ...tableEnv,
        CG_QUEUE_URL: this.queue.queueUrl,
        CG_JOB_RETENTION_DAYS: String(props.retentionDays),
        CG_MAX_BODY_BYTES: String(props.maxBodyBytes),
      },
    });
    config.grantJobIntake(this.apiFunction);
    this.queue.grantSendMessages(this.apiFunction);

    // A claim (lease) must outlast one invocation, or a redelivery could take over a live job, and end before
    // the message is visible again, or the redelivery would find the job still leased and burn a receive.
    const leaseMs = workerTimeout.toMilliseconds() * 2;
    this.worker = new GuardFunction(this, 'Worker', {
      entry: 'functions/handlers/jobs-worker.ts',
      description: 'Content Guard batch job worker (SQS, one job per message)',
      timeout: workerTimeout,
      // CPU scales with memory: 2 GB is 1.2 vCPU for the CPU-bound engine; streaming keeps memory flat.
      memorySize: 2048,
      architecture: props.architecture,
      logRetention,
      environment: {
        ...tableEnv,
        CG_MAX_SOURCE_BYTES: String(props.maxSourceBytes),
        CG_JOB_LEASE_MS: String(leaseMs),
      },
    });
    config.grantJobProcessing(this.worker);
    // Batch size 1: a job may take minutes (up to 100 MiB); a larger batch would share one timeout and one
    // visibility window. Parallelism comes from concurrency, capped so a burst of jobs cannot take the account's
    // Lambda concurrency from the inline API.
    this.workerEventSource = new SqsEventSource(this.queue, {
      batchSize: 1,
      reportBatchItemFailures: true,
      maxConcurrency: props.workerMaxConcurrency ?? 10,
    });
    this.worker.fn.addEventSource(this.workerEventSource);
    grantStorage(this.worker, props.storageConnections);

    this.deadLetterHandler = new GuardFunction(this, 'DeadLetterHandler', {
      entry: 'functions/handlers/jobs-dlq.ts',
      description: 'Content Guard dead-letter handler (finalizes jobs FAILED PROCESSING_FAILED)',
      timeout: Duration.seconds(30),
      memorySize: 256,
      // Its import graph has no engine (test/lib/bundle-budget.test.ts): no data tables.
      engine: false,
      architecture: props.architecture,
      logRetention,
      environment: tableEnv,
    });
    config.grantJobDeadLetter(this.deadLetterHandler);
    this.deadLetterEventSource = new SqsEventSource(this.deadLetterQueue, {
      batchSize: 10,
      reportBatchItemFailures: true,
      maxConcurrency: 2,
    });
    this.deadLetterHandler.fn.addEventSource(this.deadLetterEventSource);

    // No job stays PENDING or PROCESSING forever: a job whose worker died past its lease, or whose message was
    // lost, is queued again or finalized FAILED by this scheduled function.
    this.sweeper = new GuardFunction(this, 'Sweeper', {
      entry: 'functions/handlers/jobs-sweeper.ts',
      description: 'Content Guard job sweeper (requeues or finalizes jobs whose lease expired)',
      timeout: Duration.minutes(1),
      memorySize: 256,
      // Its import graph has no engine (test/lib/bundle-budget.test.ts): no data tables.
      engine: false,
      architecture: props.architecture,
      logRetention,
      environment: {
        ...tableEnv,
        CG_QUEUE_URL: this.queue.queueUrl,
        CG_JOB_LEASE_MS: String(leaseMs),
        CG_JOB_MAX_ATTEMPTS: String(MAX_RECEIVE_COUNT),
      },
    });
    config.grantJobSweep(this.sweeper);
    this.queue.grantSendMessages(this.sweeper);
    this.sweepSchedule = new events.Rule(this, 'SweepSchedule', {
      description: 'Runs the Content Guard job sweeper',
      schedule: events.Schedule.rate(Duration.minutes(5)),
      targets: [new targets.LambdaFunction(this.sweeper.fn, { retryAttempts: 0 })],
    });
  }
}

/**
 * Least-privilege access to customer buckets, per connection:
 * - read prefixes: `s3:GetObject` (GetObject, HeadObject; the source of CopyObject) on `bucket/prefix*`, and
 *   `s3:ListBucket` on the bucket limited to those prefixes (`s3:prefix` condition). Without any ListBucket S3
 *   answers 403 instead of 404 for a missing key, so a job would fail SOURCE_ACCESS_DENIED instead of
 *   SOURCE_NOT_FOUND; an unconditional one would expose every key name in the customer's bucket;
 * - write prefixes: `s3:PutObject` (PutObject, multipart create/upload part/complete, the target of CopyObject) and
 *   `s3:AbortMultipartUpload` on `bucket/prefix*`;
 * - an SSE-KMS bucket's key: `kms:Decrypt` to read, `kms:GenerateDataKey` + `kms:Decrypt` to write (multipart).
 * No bucket policy is touched: the buckets are the customer's.
 */
function grantStorage(worker: GuardFunction, connections: readonly StorageConnection[]): void {
  const partition = Stack.of(worker).partition;
  const objects = (bucket: string, prefixes: readonly string[]) =>
    prefixes.map((prefix) => `arn:${partition}:s3:::${bucket}/${prefix}*`);
  connections.forEach((c, i) => {
    const read = c.readPrefixes ?? [];
    const write = c.writePrefixes ?? [];
    if (read.length > 0) {
      iam.Grant.addToPrincipal({ grantee: worker, actions: ['s3:GetObject'], resourceArns: objects(c.bucket, read) });
      iam.Grant.addToPrincipal({
        grantee: worker,
        actions: ['s3:ListBucket'],
        resourceArns: [`arn:${partition}:s3:::${c.bucket}`],
        conditions: { StringLike: { 's3:prefix': read.map((p) => `${p}*`) } },
      });
    }
    if (write.length > 0) {
      iam.Grant.addToPrincipal({
        grantee: worker,
        actions: ['s3:PutObject', 's3:AbortMultipartUpload'],
        resourceArns: objects(c.bucket, write),
      });
    }
    if (c.kmsKeyArn) {
      const actions = write.length > 0 ? ['kms:Decrypt', 'kms:GenerateDataKey'] : ['kms:Decrypt'];
      iam.Grant.addToPrincipal({ grantee: worker, actions, resourceArns: [c.kmsKeyArn] });
    }
    // Object ARNs end in `prefix*`: IAM has no other way to name "every object under a folder".
    for (const prefix of [...read, ...write]) {
      Validations.of(worker.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${c.bucket}/${prefix}*]`,
        reason:
          `Storage connection ${i} (${c.bucket}): the worker reads or writes objects under the configured folder ` +
          `"${prefix}" only; a trailing * is how IAM names the objects of a folder.`,
      });
    }
  });
}
