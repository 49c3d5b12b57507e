import { ConditionalCheckFailedException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { JobFinal, JobRecord, JobStore } from '../../ports';

/**
 * Jobs in the service table (see dynamodb-config-store.ts for the configuration items):
 *
 * | item   | pk                 | sk     | gsi1pk                        | gsi1sk   | gsi2pk            | gsi2sk  | ttl             |
 * |--------|--------------------|--------|-------------------------------|----------|-------------------|---------|-----------------|
 * | job    | JOB#<id>           | JOB    | PROJECT#<id>#SRC#<src_s3_url> | <job id> | OPEN#<status>     | due, ms | expiry, epoch s |
 * | target | TARGET#<tgt s3url> | TARGET |                               |          |                   |         | expiry, epoch s |
 *
 * Job ids are `job_` + ULID, so gsi1sk sorts by creation time: search is one descending query. gsi2 is sparse:
 * only non-final jobs carry `gsi2pk` (`OPEN#PENDING` with the time it was last queued, `OPEN#PROCESSING` with its
 * lease end), so the sweeper reads exactly the jobs that may be stuck, oldest first. A target item binds an
 * output object to the one source allowed to write it (`srcS3Url`). Every state change is a single-item
 * conditional update on the current status (no transactions).
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
            'completedAt = :completed REMOVE leaseUntil, leaseOwner, gsi2pk, gsi2sk',
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

  /** The records of an index query, page after page until `limit` records or the end of the index. */
  const queryJobs = async (input: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>, limit: number) => {
    const out: JobRecord[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await doc.send(new QueryCommand({ ...input, TableName: tableName, Limit: limit - out.length, ExclusiveStartKey }));
      for (const item of page.Items ?? []) if (out.length < limit) out.push(toJob(item));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey && out.length < limit);
    return out;
  };

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
            gsi2pk: OPEN_PENDING,
            gsi2sk: Date.parse(job.createdAt),
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
            UpdateExpression:
              'SET #status = :processing, leaseUntil = :lease, leaseOwner = :owner, gsi2pk = :open, gsi2sk = :lease ADD attempts :one',
            ConditionExpression: '#status = :pending OR (#status = :processing AND leaseUntil < :now)',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':pending': 'PENDING',
              ':processing': 'PROCESSING',
              ':lease': now + leaseMs,
              ':owner': owner,
              ':now': now,
              ':one': 1,
              ':open': OPEN_PROCESSING,
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

    // Expired records may linger until DynamoDB's TTL sweep; they are filtered here, so page until full.
    searchBySource: (projectId, srcS3Url, limit, nowSeconds) =>
      queryJobs(
        {
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          FilterExpression: '#ttl > :now',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':pk': `PROJECT#${projectId}#SRC#${srcS3Url}`, ':now': nowSeconds },
          ScanIndexForward: false,
        },
        limit,
      ),

    listStale: (status, before, limit) =>
      queryJobs(
        {
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk < :before',
          ExpressionAttributeValues: { ':pk': status === 'PENDING' ? OPEN_PENDING : OPEN_PROCESSING, ':before': before },
        },
        limit,
      ),

    requeue: (jobId, from, now) =>
      conditional(() =>
        doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(jobId),
            UpdateExpression: 'SET #status = :pending, gsi2pk = :open, gsi2sk = :now REMOVE leaseUntil, leaseOwner',
            // A PENDING job has no lease; a PROCESSING one is put back only from the owner the caller read.
            ConditionExpression: from.status === 'PENDING' ? '#status = :from' : '#status = :from AND leaseOwner = :owner',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ':pending': 'PENDING',
              ':open': OPEN_PENDING,
              ':now': now,
              ':from': from.status,
              ...(from.status === 'PENDING' ? {} : { ':owner': from.leaseOwner }),
            },
          }),
        ),
      ),

    reserveTarget: (targetS3Url, srcS3Url, expiresAt, nowSeconds) =>
      conditional(() =>
        doc.send(
          new PutCommand({
            TableName: tableName,
            Item: { pk: `TARGET#${targetS3Url}`, sk: 'TARGET', srcS3Url, ttl: expiresAt },
            // Expired bindings may linger until DynamoDB's TTL sweep: they are free again.
            ConditionExpression: 'attribute_not_exists(pk) OR srcS3Url = :src OR #ttl < :now',
            ExpressionAttributeNames: { '#ttl': 'ttl' },
            ExpressionAttributeValues: { ':src': srcS3Url, ':now': nowSeconds },
          }),
        ),
      ),
  };
}

const OPEN_PENDING = 'OPEN#PENDING';
const OPEN_PROCESSING = 'OPEN#PROCESSING';

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
