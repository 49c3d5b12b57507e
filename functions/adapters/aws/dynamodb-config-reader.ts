import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { brotliDecompressSync } from 'node:zlib';
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
  const readGuardian = async (projectId: string, Item: Record<string, any>) =>
    toGuardian(projectId, Item, await readGuardianDocument(projectId, Item, get));
  return {
    async getApiKey(keyHash) {
      const Item = await get(`KEY#${keyHash}`, 'KEY');
      return Item ? toKey(Item) : undefined;
    },
    async getGuardian(projectId, name) {
      const Item = await get(projectPk(projectId), `GUARDIAN#${name}`);
      return Item ? readGuardian(projectId, Item) : undefined;
    },
    async getGuardianVersion(projectId, name, version) {
      const Item = await get(projectPk(projectId), versionSk(name, version));
      return Item ? readGuardian(projectId, Item) : undefined;
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

export const toGuardian = (projectId: string, Item: Record<string, any>, document: unknown): GuardianRecord => ({
  projectId,
  name: Item.name,
  version: Item.version,
  document: document as GuardianRecord['document'],
  createdAt: Item.createdAt,
});

/** Sort key of the `i`-th chunk of a Guardian version's compressed document. */
export const chunkSk = (name: string, version: number, i: number) => `${versionSk(name, version)}#C#${String(i).padStart(4, '0')}`;

/**
 * A stored Guardian document, in any of its three forms (see dynamodb-config-store.ts): plain JSON in
 * `document`, brotli-compressed JSON in `documentBr`, or compressed and split into `documentChunks` items.
 */
export async function readGuardianDocument(
  projectId: string,
  Item: Record<string, any>,
  get: (pk: string, sk: string) => Promise<Record<string, any> | undefined>,
): Promise<unknown> {
  if (typeof Item.document === 'string') return JSON.parse(Item.document);
  if (Item.documentBr !== undefined) return JSON.parse(brotliDecompressSync(Item.documentBr as Uint8Array).toString('utf8'));
  const count = Number(Item.documentChunks);
  const parts = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const chunk = await get(projectPk(projectId), chunkSk(Item.name, Item.version, i));
      if (chunk === undefined) throw new Error(`Guardian ${String(Item.name)} v${String(Item.version)}: chunk ${i} of ${count} is missing`);
      return chunk.data as Uint8Array;
    }),
  );
  return JSON.parse(brotliDecompressSync(Buffer.concat(parts)).toString('utf8'));
}
