import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RestoreTokenStore } from '../../ports';

/**
 * Restore tokens of gateway calls in the service table: one item per call, `pk` = `RESTORE#<project>#<ref>`
 * (its own partition: no hot project partition), expiring through the table's `ttl`. The item holds the sealed
 * token only; `ttl > now` is checked on read because DynamoDB deletes expired items late.
 */
export function createDynamoDbRestoreTokenStore(tableName: string, client: DynamoDBClient): RestoreTokenStore {
  const doc = DynamoDBDocumentClient.from(client);
  const key = (projectId: string, ref: string) => ({ pk: `RESTORE#${projectId}#${ref}`, sk: 'RESTORE' });
  return {
    async put(projectId, ref, token, expiresAtSeconds) {
      await doc.send(new PutCommand({ TableName: tableName, Item: { ...key(projectId, ref), token, ttl: expiresAtSeconds } }));
    },
    async get(projectId, ref, nowSeconds) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: key(projectId, ref), ConsistentRead: true }));
      if (!Item || typeof Item.token !== 'string' || typeof Item.ttl !== 'number' || Item.ttl <= nowSeconds) return undefined;
      return Item.token;
    },
  };
}
