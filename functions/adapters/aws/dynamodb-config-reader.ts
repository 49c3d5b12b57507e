import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  ApiKeyRecord,
  ConfigReader,
  GuardianRecord,
  KillSwitchState,
  ProjectRecord,
  StorageScopes,
} from '../../ports';

/**
 * The read side of the configuration table (layout: dynamodb-config-store.ts): the four lookups the service
 * makes. Kept apart so the inline and batch functions bundle only what they use — they are granted GetItem
 * only, and the inline handler has a size budget (test/lib/bundle-budget.test.ts).
 */
export function createDynamoDbConfigReader(tableName: string, client: DynamoDBClient): ConfigReader {
  const doc = DynamoDBDocumentClient.from(client);
  const get = async (pk: string, sk: string) => (await doc.send(new GetCommand({ TableName: tableName, Key: { pk, sk } }))).Item;
  return {
    async getApiKey(keyHash) {
      const Item = await get(`KEY#${keyHash}`, 'KEY');
      return Item ? toKey(Item) : undefined;
    },
    async getGuardian(projectId, name) {
      const Item = await get(projectPk(projectId), `GUARDIAN#${name}`);
      return Item ? toGuardian(projectId, Item) : undefined;
    },
    async getGuardianVersion(projectId, name, version) {
      const Item = await get(projectPk(projectId), versionSk(name, version));
      return Item ? toGuardian(projectId, Item) : undefined;
    },
    async getProject(projectId) {
      const Item = await get(projectPk(projectId), 'PROJECT');
      return Item ? toProject(Item) : undefined;
    },
  };
}

export const projectPk = (id: string) => `PROJECT#${id}`;
export const versionSk = (name: string, v: number) => `GUARDIAN#${name}#V#${String(v).padStart(6, '0')}`;

export const toProject = (Item: Record<string, any>): ProjectRecord => ({
  projectId: Item.projectId,
  name: Item.name,
  createdAt: Item.createdAt,
  ...(Item.killSwitch ? { killSwitch: Item.killSwitch as KillSwitchState } : {}),
  ...(Item.storage ? { storage: Item.storage as StorageScopes } : {}),
  ...(typeof Item.pseudonymSecret === 'string' ? { pseudonymSecret: Item.pseudonymSecret } : {}),
});

export const toKey = (Item: Record<string, any>): ApiKeyRecord => ({
  keyHash: String(Item.pk).slice('KEY#'.length),
  projectId: Item.projectId,
  guardianName: Item.guardianName,
  name: Item.name,
  status: Item.status,
  last4: Item.last4,
  createdAt: Item.createdAt,
});

export const toGuardian = (projectId: string, Item: Record<string, any>): GuardianRecord => ({
  projectId,
  name: Item.name,
  version: Item.version,
  document: JSON.parse(Item.document),
  createdAt: Item.createdAt,
});
