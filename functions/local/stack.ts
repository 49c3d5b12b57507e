import { Logger } from '@aws-lambda-powertools/logger';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDynamoDbConfigStore } from '../adapters/aws/dynamodb-config-store';
import { ensureTable } from '../adapters/aws/dynamodb-table';
import { createAccessResolver, DEFAULT_ACCESS_TTLS, type AccessCacheTtls } from '../auth/access';
import { generateApiKey, hashApiKey } from '../auth/keys';
import { parseGuardian } from '../guardians/compile';
import { createGuardApiHandler } from '../handlers/guard-api';
import { systemClock, type Clock, type ConfigStore } from '../ports';
import { DEMO_GUARDIAN, DEMO_GUARDIAN_NAME, DEMO_PROJECT_ID } from './demo';
import { localDynamoDbClient, startDynalite } from './emulators';
import { createLocalHttpServer, listen } from './http-server';
import { startLocalTracing, type LocalTracing, type LocalTracingOptions } from './trace-forwarding';

export const LOCAL_TABLE_NAME = 'content-guard';

export interface LocalStackOptions {
  /** Folder for persistent data (DynamoDB files, the demo key). Omit for an in-memory stack (tests). */
  readonly dataDir?: string;
  /** HTTP port on 127.0.0.1; 0 picks a free one. */
  readonly port?: number;
  readonly maxBodyBytes?: number;
  readonly cacheTtls?: AccessCacheTtls;
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** Trace envelopes: a capturing sink, and background forwarding to Langfuse (default: from LANGFUSE_* env). */
  readonly tracing?: LocalTracingOptions;
}

export interface LocalStack {
  readonly url: string;
  readonly dynamoDbEndpoint: string;
  readonly store: ConfigStore;
  /** The demo API key when it is known (created now, or kept in the data folder from the first start). */
  readonly demoKey: string | undefined;
  /** True when this start created the demo project, Guardian and key. */
  readonly seeded: boolean;
  /** The background trace forwarding (README "Tracing"). */
  readonly tracing: LocalTracing;
  close(): Promise<void>;
}

/** Starts the emulators, the table, the demo data and the HTTP API on loopback — the whole local service. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const { dataDir } = options;
  if (dataDir) await mkdir(join(dataDir, 'dynamodb'), { recursive: true });
  const dynamo = await startDynalite(dataDir ? join(dataDir, 'dynamodb') : undefined);
  const client = localDynamoDbClient(dynamo.endpoint);
  try {
    await ensureTable(client, LOCAL_TABLE_NAME);
    const store = createDynamoDbConfigStore(LOCAL_TABLE_NAME, client);
    const clock = options.clock ?? systemClock;
    const { key, seeded } = await seedDemo(store, clock, dataDir);
    const logger = options.logger ?? new Logger({ serviceName: 'content-guard', logLevel: 'WARN' });
    // Tracing: the inline handler's envelopes go to an in-process queue forwarded in the background.
    const tracing = startLocalTracing(options.tracing, logger);
    const guardApi = createGuardApiHandler({
      access: createAccessResolver(store, clock, options.cacheTtls ?? DEFAULT_ACCESS_TTLS),
      logger,
      clock,
      maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
      traceSink: tracing.sink,
    });
    const server = createLocalHttpServer({ 'POST /v1/guard/api': guardApi });
    const url = await listen(server, options.port ?? 0);
    // Lets the operator CLI reach this running store (LevelDB allows one process at a time).
    if (dataDir) await writeRunningLocalStack(dataDir, { pid: process.pid, dynamoDbEndpoint: dynamo.endpoint, url });
    return {
      url,
      dynamoDbEndpoint: dynamo.endpoint,
      store,
      demoKey: key,
      seeded,
      tracing,
      async close() {
        if (dataDir) await rm(join(dataDir, RUNNING_FILE), { force: true });
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        client.destroy();
        await dynamo.close();
        await tracing.close();
      },
    };
  } catch (err) {
    client.destroy();
    await dynamo.close();
    throw err;
  }
}

/**
 * Creates the demo project, Guardian and key on the first start. The key is stored only as a hash in the
 * table; for convenience the local runner also keeps it in `<dataDir>/demo-key` (mode 600), local only.
 */
async function seedDemo(
  store: ConfigStore,
  clock: Clock,
  dataDir: string | undefined,
): Promise<{ key: string | undefined; seeded: boolean }> {
  const keyFile = dataDir ? join(dataDir, 'demo-key') : undefined;
  const now = new Date(clock.now()).toISOString();
  const created = await store.createProject({ projectId: DEMO_PROJECT_ID, name: 'Demo project', createdAt: now });
  if (!created) {
    const key = keyFile ? await readFile(keyFile, 'utf8').then((k) => k.trim(), () => undefined) : undefined;
    return { key, seeded: false };
  }
  await store.putGuardianVersion(DEMO_PROJECT_ID, DEMO_GUARDIAN_NAME, parseGuardian(DEMO_GUARDIAN), now);
  const key = generateApiKey();
  await store.createApiKey({
    keyHash: hashApiKey(key),
    projectId: DEMO_PROJECT_ID,
    guardianName: DEMO_GUARDIAN_NAME,
    name: 'demo-key',
    status: 'ACTIVE',
    last4: key.slice(-4),
    createdAt: now,
  });
  if (keyFile) {
    await writeFile(keyFile, `${key}\n`, { mode: 0o600 });
    await chmod(keyFile, 0o600);
  }
  return { key, seeded: true };
}

const RUNNING_FILE = 'local.json';

interface RunningLocalStack {
  readonly pid: number;
  readonly dynamoDbEndpoint: string;
  readonly url: string;
}

async function writeRunningLocalStack(dataDir: string, info: RunningLocalStack): Promise<void> {
  await writeFile(join(dataDir, RUNNING_FILE), `${JSON.stringify(info)}\n`, { mode: 0o600 });
}

/** The running local stack of a data folder, if its process is still alive. */
export async function readRunningLocalStack(dataDir: string): Promise<RunningLocalStack | undefined> {
  let info: RunningLocalStack;
  try {
    info = JSON.parse(await readFile(join(dataDir, RUNNING_FILE), 'utf8')) as RunningLocalStack;
  } catch {
    return undefined;
  }
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined; // a stale file from a run that was killed
  }
}
