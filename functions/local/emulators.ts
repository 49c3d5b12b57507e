import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import dynalite from 'dynalite';
import type { AddressInfo } from 'node:net';
import { createS3Client } from '../adapters/aws/s3-object-store';

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

export interface RunningFauxqs extends RunningEmulator {
  /** Creates a bucket (an S3 CreateBucket call; an existing bucket is kept). */
  createBucket(name: string): Promise<void>;
}

/**
 * fauxqs: the SQS and S3 APIs in-process on one port of 127.0.0.1, in memory (ESM-only, hence the dynamic
 * import). It has no authentication, so it must not be reachable from other machines: its own `startFauxqs`
 * listens on every interface whatever `host` says, so the app is built with `buildApp` and this module listens
 * on loopback itself. SQS clients need `useQueueUrlAsEndpoint: false` (its queue URLs use a
 * `sqs.<region>.<host>` form) and S3 clients `forcePathStyle: true`.
 */
export async function startFauxqs(): Promise<RunningFauxqs> {
  const { buildApp } = await import('fauxqs');
  const app = buildApp({ logger: false, host: '127.0.0.1' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async createBucket(name) {
      // The emulator checks no signature: a plain path-style PUT creates the bucket.
      const res = await fetch(`http://127.0.0.1:${port}/${encodeURIComponent(name)}`, { method: 'PUT' });
      const body = await res.text();
      if (!res.ok && !/BucketAlreadyOwnedByYou/.test(body)) throw new Error(`creating bucket ${name} failed: HTTP ${res.status}`);
    },
    close: () => app.close(),
  };
}

export function localS3Client(endpoint: string): S3Client {
  // The service's own client configuration (region redirects followed), pointed at the emulator.
  return createS3Client({ ...LOCAL_AWS, endpoint, forcePathStyle: true });
}

export function localSqsClient(endpoint: string): SQSClient {
  return new SQSClient({ ...LOCAL_AWS, endpoint, useQueueUrlAsEndpoint: false });
}
