import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ApiKeyStatus, ConfigStore } from '../../ports';
import { constants, brotliCompressSync } from 'node:zlib';
import { chunkSk, createDynamoDbConfigReader, projectPk, readGuardianDocument, toGuardian, toKey, toProject, versionSk } from './dynamodb-config-reader';

/** Documents up to this many bytes of JSON are stored as they are (readable in the console). */
const PLAIN_DOCUMENT_BYTES = 64 * 1024;
/** Compressed bytes per item: DynamoDB's item limit is 400 KB, keys and attribute names included. */
const CHUNK_BYTES = 350 * 1024;

/**
 * Single-table layout (one table for configuration and, later, jobs):
 *
 * | item            | pk                  | sk                         | gsi1pk                 | gsi1sk            |
 * |-----------------|---------------------|----------------------------|------------------------|-------------------|
 * | project         | PROJECT#<id>        | PROJECT                    | PROJECTS               | <id>              |
 * | guardian latest | PROJECT#<id>        | GUARDIAN#<name>            |                        |                   |
 * | guardian vN     | PROJECT#<id>        | GUARDIAN#<name>#V#<000001> |                        |                   |
 * | api key         | KEY#<sha256 hex>    | KEY                        | PROJECT#<id>#KEYS      | <createdAt>       |
 *
 * Guardian documents are stored as JSON strings (the exact document applied). Only single-item conditional
 * writes are used (no transactions), so the emulator and real DynamoDB behave the same.
 */
export function createDynamoDbConfigStore(tableName: string, client: DynamoDBClient): ConfigStore {
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });

  /** All pages of a query (configuration listings are small; jobs use their own paged queries). */
  async function queryAll(input: QueryCommandInput): Promise<Record<string, any>[]> {
    const items: Record<string, any>[] = [];
    let ExclusiveStartKey: Record<string, any> | undefined;
    do {
      const page = await doc.send(new QueryCommand({ ...input, ExclusiveStartKey }));
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }

  async function updateProject(
    projectId: string,
    field: 'killSwitch' | 'storage' | 'pseudonymSecret',
    value: unknown,
    onlyIfAbsent = false,
  ) {
    try {
      await doc.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: projectPk(projectId), sk: 'PROJECT' },
          UpdateExpression: 'SET #f = :v',
          ConditionExpression: onlyIfAbsent ? 'attribute_exists(pk) AND attribute_not_exists(#f)' : 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#f': field },
          ExpressionAttributeValues: { ':v': value },
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  }

  /**
   * The document's attributes for the version and pointer items: the JSON itself when small; otherwise
   * brotli-compressed (list-heavy documents shrink several times), and when even that passes one item, split into
   * chunk items under the version, written before the items that point at them.
   */
  async function storeDocument(projectId: string, name: string, version: number, json: string): Promise<Record<string, unknown>> {
    if (Buffer.byteLength(json, 'utf8') <= PLAIN_DOCUMENT_BYTES) return { document: json };
    const packed = brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    });
    if (packed.length <= CHUNK_BYTES) return { documentBr: packed };
    const count = Math.ceil(packed.length / CHUNK_BYTES);
    for (let i = 0; i < count; i++) {
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: projectPk(projectId), sk: chunkSk(name, version, i), data: packed.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    }
    return { documentChunks: count };
  }

  return {
    ...createDynamoDbConfigReader(tableName, client),

    async listGuardians(projectId) {
      const items = await queryAll({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :g)',
        ExpressionAttributeValues: { ':pk': projectPk(projectId), ':g': 'GUARDIAN#' },
      });
      const get = async (pk: string, sk: string) => (await doc.send(new GetCommand({ TableName: tableName, Key: { pk, sk } }))).Item;
      return Promise.all(
        items
          .filter((i) => !String(i.sk).includes('#V#'))
          .map(async (i) => toGuardian(projectId, i, await readGuardianDocument(projectId, i, get))),
      );
    },

    async listProjects() {
      const items = await queryAll({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': 'PROJECTS' },
      });
      return items.map(toProject);
    },

    async listApiKeys(projectId) {
      const items = await queryAll({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': `${projectPk(projectId)}#KEYS` },
      });
      return items.map(toKey);
    },

    setKillSwitch: (projectId, state) => updateProject(projectId, 'killSwitch', state),
    setStorageScopes: (projectId, scopes) => updateProject(projectId, 'storage', scopes),
    setPseudonymSecret: (projectId, secret, options) =>
      updateProject(projectId, 'pseudonymSecret', secret, options?.onlyIfAbsent === true),

    async createProject(project) {
      try {
        await doc.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              pk: projectPk(project.projectId),
              sk: 'PROJECT',
              ...project,
              gsi1pk: 'PROJECTS',
              gsi1sk: project.projectId,
            },
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
      const stored = await storeDocument(projectId, name, version, JSON.stringify(document));
      // 1. The immutable version item; the condition makes two concurrent applies of one version collide.
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: projectPk(projectId), sk: versionSk(name, version), name, version, ...stored, createdAt },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      // 2. Move the "latest" pointer forward only (never back to an older version).
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: { pk: projectPk(projectId), sk: `GUARDIAN#${name}`, name, version, ...stored, createdAt },
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
