import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiKeyRecord, ApiKeyStatus, ConfigStore, GuardianRecord, ProjectRecord } from '../../ports';

/**
 * Single-table layout (one table for configuration and, later, jobs):
 *
 * | item            | pk                  | sk                         | gsi1pk                 | gsi1sk            |
 * |-----------------|---------------------|----------------------------|------------------------|-------------------|
 * | project         | PROJECT#<id>        | PROJECT                    |                        |                   |
 * | guardian latest | PROJECT#<id>        | GUARDIAN#<name>            |                        |                   |
 * | guardian vN     | PROJECT#<id>        | GUARDIAN#<name>#V#<000001> |                        |                   |
 * | api key         | KEY#<sha256 hex>    | KEY                        | PROJECT#<id>#KEYS      | <createdAt>       |
 *
 * Guardian documents are stored as JSON strings (the exact document applied). Only single-item conditional
 * writes are used (no transactions), so the emulator and real DynamoDB behave the same.
 */
export function createDynamoDbConfigStore(tableName: string, client: DynamoDBClient): ConfigStore {
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const projectPk = (id: string) => `PROJECT#${id}`;
  const versionSk = (name: string, v: number) => `GUARDIAN#${name}#V#${String(v).padStart(6, '0')}`;

  return {
    async getApiKey(keyHash) {
      const { Item } = await doc.send(new GetCommand({ TableName: tableName, Key: { pk: `KEY#${keyHash}`, sk: 'KEY' } }));
      if (!Item) return undefined;
      return {
        keyHash,
        projectId: Item.projectId,
        guardianName: Item.guardianName,
        name: Item.name,
        status: Item.status,
        last4: Item.last4,
        createdAt: Item.createdAt,
      } satisfies ApiKeyRecord;
    },

    async getGuardian(projectId, name) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: { pk: projectPk(projectId), sk: `GUARDIAN#${name}` } }),
      );
      if (!Item) return undefined;
      return {
        projectId,
        name,
        version: Item.version,
        document: JSON.parse(Item.document),
        createdAt: Item.createdAt,
      } satisfies GuardianRecord;
    },

    async getProject(projectId) {
      const { Item } = await doc.send(
        new GetCommand({ TableName: tableName, Key: { pk: projectPk(projectId), sk: 'PROJECT' } }),
      );
      if (!Item) return undefined;
      return { projectId, name: Item.name, createdAt: Item.createdAt } satisfies ProjectRecord;
    },

    async createProject(project) {
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: { pk: projectPk(project.projectId), sk: 'PROJECT', ...project },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) return false;
        throw err;
      }
    },

    async putGuardianVersion(projectId, name, document, createdAt) {
      const latest = await this.getGuardian(projectId, name);
      const version = (latest?.version ?? 0) + 1;
      const body = JSON.stringify(document);
      // 1. The immutable version item; the condition makes two concurrent applies of one version collide.
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: projectPk(projectId), sk: versionSk(name, version), name, version, document: body, createdAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      // 2. Move the "latest" pointer forward only (never back to an older version).
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: projectPk(projectId), sk: `GUARDIAN#${name}`, name, version, document: body, createdAt },
          ConditionExpression: 'attribute_not_exists(pk) OR version < :v',
          ExpressionAttributeValues: { ':v': version },
        }),
      );
      return version;
    },

    async createApiKey(key) {
      const { keyHash, ...rest } = key;
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            pk: `KEY#${keyHash}`,
            sk: 'KEY',
            ...rest,
            gsi1pk: `${projectPk(key.projectId)}#KEYS`,
            gsi1sk: key.createdAt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async setApiKeyStatus(keyHash: string, status: ApiKeyStatus) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { pk: `KEY#${keyHash}`, sk: 'KEY' },
            UpdateExpression: 'SET #status = :s',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':s': status },
          }),
        );
        return true;
      } catch (err) {
        if (err instanceof ConditionalCheckFailedException) return false;
        throw err;
      }
    },
  };
}
