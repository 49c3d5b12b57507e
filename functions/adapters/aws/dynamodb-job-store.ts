import { ConditionalCheckFailedException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { JobFinal, JobRecord, JobStore } from '../../ports';

/**
 * Jobs in the service table (see dynamodb-config-store.ts for the configuration items):
 *
 * | item | pk         | sk  | gsi1pk                        | gsi1sk   | ttl                |
 * |------|------------|-----|-------------------------------|----------|--------------------|
 * | job  | JOB#<id>   | JOB | PROJECT#<id>#SRC#<src_s3_url> | <job id> | expiry, epoch s    |
 *
 * Job ids are `job_` + ULID, so gsi1sk sorts by creation time: search is one descending query. Every state
 * change is a single-item conditional update on the current status (no transactions).
 */
export function createDynamoDbJobStore(tableName: string, client: DynamoDBClient): JobStore {
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const key = (jobId: string) => ({ pk: `JOB#${jobId}`, sk: 'JOB' });
  const names = { '#status': 'status' };

  const conditional = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  };

  /** Writes the final state when `condition` holds on the current item; false when it does not. */
  const writeFinal = (jobId: string, final: JobFinal, condition: string, values: Record<string, unknown>) =>
    conditional(() =>
      doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key(jobId),
          UpdateExpression:
            'SET #status = :final, #action = :action, writtenS3Url = :written, results = :results, #error = :error, ' +
            'completedAt = :completed REMOVE leaseUntil, leaseOwner',
          ConditionExpression: condition,
          ExpressionAttributeNames: { ...names, '#action': 'action', '#error': 'error' },
          ExpressionAttributeValues: {
            ':final': final.status,
            ':action': final.action,
            ':written': final.writtenS3Url,
            ':results': final.results,
            ':error': final.error,
            ':completed': final.completedAt,
            ...values,
          },
        }),
      ),
    );

  return {
    async create(job) {
      const { expiresAt, ...rest } = job;
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...key(job.jobId),
            ...rest,
            ttl: expiresAt,
            gsi1pk: `PROJECT#${job.projectId}#SRC#${job.srcS3Url}`,
            gsi1sk: job.jobId,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async get(jobId) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: key(jobId), ConsistentRead: true }));
      return Item ? toJob(Item) : undefined;
    },

    async deletePending(jobId) {
      await conditional(() =>
        doc.send(
          new DeleteCommand({
            TableName: tableName,
            Key: key(jobId),
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: { ':pending': 'PENDING' },
          }),
        ),
      );
    },

    async claim(jobId, owner, now, leaseMs) {
      try {
        const { Attributes } = await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(jobId),
            UpdateExpression: 'SET #status = :processing, leaseUntil = :lease, leaseOwner = :owner ADD attempts :one',
            ConditionExpression: '#status = :pending OR (#status = :processing AND leaseUntil < :now)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':pending': 'PENDING',
              ':processing': 'PROCESSING',
              ':lease': now + leaseMs,
              ':owner': owner,
              ':now': now,
              ':one': 1,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? toJob(Attributes) : undefined;
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) return undefined;
        throw err;
      }
    },

    finalize: (jobId, owner, final) =>
      writeFinal(jobId, final, '#status = :processing AND leaseOwner = :owner', {
        ':processing': 'PROCESSING',
        ':owner': owner,
      }),

    failIfNotFinal: (jobId, final) =>
      writeFinal(jobId, final, '#status IN (:pending, :processing)', { ':pending': 'PENDING', ':processing': 'PROCESSING' }),

    async searchBySource(projectId, srcS3Url, limit, nowSeconds) {
      const out: JobRecord[] = [];
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        // Expired records may linger until DynamoDB's TTL sweep; they are filtered here, so page until full.
        const page = await doc.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            FilterExpression: '#ttl > :now',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}#SRC#${srcS3Url}`, ':now': nowSeconds },
            ScanIndexForward: false,
            Limit: limit,
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) if (out.length < limit) out.push(toJob(item));
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey && out.length < limit);
      return out;
    },
  };
}

function toJob(i: Record<string, any>): JobRecord {
  return {
    jobId: i.jobId,
    projectId: i.projectId,
    guardianName: i.guardianName,
    guardianVersion: i.guardianVersion,
    processType: i.processType,
    srcS3Url: i.srcS3Url,
    tgtS3Url: i.tgtS3Url,
    onPass: i.onPass,
    status: i.status,
    action: i.action ?? null,
    writtenS3Url: i.writtenS3Url ?? null,
    results: i.results ?? [],
    error: i.error ?? null,
    createdAt: i.createdAt,
    completedAt: i.completedAt ?? null,
    expiresAt: i.ttl,
    attempts: i.attempts ?? 0,
    leaseUntil: i.leaseUntil ?? null,
    leaseOwner: i.leaseOwner ?? null,
  };
}
