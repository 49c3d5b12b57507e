import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import type { AddressInfo } from 'node:net';

export interface RunningEmulator {
  readonly endpoint: string;
  close(): Promise<void>;
}

/** Credentials and region the SDK clients use against the in-process emulators (never real AWS). */
export const LOCAL_AWS = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
} as const;

/**
 * dynalite: the DynamoDB API in-process on a loopback port. With `path` the data persists in LevelDB there;
 * without it everything is in memory (tests).
 */
export async function startDynalite(path?: string): Promise<RunningEmulator> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(path ? { path } : {}) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ ...LOCAL_AWS, endpoint });
}
