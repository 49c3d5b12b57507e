import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDynamoDbConfigStore } from '../adapters/aws/dynamodb-config-store';
import { ensureTable } from '../adapters/aws/dynamodb-table';
import { createAccessResolver, createGuardianVersionCache, DEFAULT_ACCESS_TTLS, type AccessCacheTtls, type AccessResolver } from '../auth/access';
import { generateApiKey, hashApiKey } from '../auth/keys';
import { generatePseudonymSecret } from '../auth/pseudonym-secret';
import { loadCatalog } from '../adapters/table-files';
import type { Catalog } from '../engine/catalog';
import { guardianCompiler } from '../guardians/compile';
import { parseGuardian } from '../guardians/parse';
import { createGuardApiHandler } from '../handlers/guard-api';
import { createJsonLog, type Log } from '../handlers/log';
import { systemClock, type Clock, type ConfigStore } from '../ports';
import { DEMO_GUARDIAN, DEMO_GUARDIAN_NAME, DEMO_PROJECT_ID } from './demo';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { createDynamoDbJobStore } from '../adapters/aws/dynamodb-job-store';
import { createDynamoDbRestoreTokenStore } from '../adapters/aws/dynamodb-restore-token-store';
import { createRestoreKeys } from '../guard/reversible';
import { GUARD_ROUTES } from '../handlers/guard-api';
import type { RestoreTokenStore } from '../ports';
import { loadLocalRestoreMasterKey } from './restore-key-file';
import { createS3ObjectStore } from '../adapters/aws/s3-object-store';
import { createSqsWorkQueue } from '../adapters/aws/sqs-work-queue';
import { createJobsApiHandler, JOB_ROUTES, type JobsApiDeps } from '../handlers/jobs-api';
import { OPENAPI_ROUTE_KEY } from '../openapi/serve';
import { createJobsDlqHandler } from '../handlers/jobs-dlq';
import { createJobsWorkerHandler } from '../handlers/jobs-worker';
import { recoverJobs, sweepJobs, type SweepDeps } from '../jobs/sweeper';
import { readKillSwitch } from '../jobs/worker';
import { startJobWorkerProcess } from './job-worker-process';
import type { JobSettings } from '../handlers/settings';
import type { JobStore, WorkQueue } from '../ports';
import type { TraceSink } from '../tracing/recorder';
import {
  localDynamoDbClient,
  localS3Client,
  localSqsClient,
  startDynalite,
  startFauxqs,
  type RunningFauxqs,
} from './emulators';
import { createLocalQueues, startQueuePoller, type LocalQueues, type QueueOptions } from './worker-loop';
import { createLocalHttpServer, listen, type RouteHandler } from './http-server';
import { startHttpWorkers } from './http-workers';
import { startLocalTracing, type LocalTracing, type LocalTracingOptions } from './trace-forwarding';

export const LOCAL_TABLE_NAME = 'content-guard';
export const DEMO_BUCKET = 'demo-bucket';
export const DEMO_SAMPLE_KEY = 'incoming/sample.txt';
/** Where the start banner and the README upload a file of your own (`content-guard object put`). */
export const DEMO_UPLOAD_KEY = 'incoming/notes.txt';
const DEMO_SAMPLE = [
  'Ticket 4411: customer Jane Doe wrote from jane.doe@example.com and asked for a call back at (650) 253-0000.',
  'Agent EMP-204518 confirmed the address change; no payment details were shared.',
  '',
].join('\n');

export interface LocalStackOptions {
  /** Folder for persistent data (DynamoDB files, the demo key). Omit for an in-memory stack (tests). */
  readonly dataDir?: string;
  /** HTTP port on 127.0.0.1; 0 picks a free one. */
  readonly port?: number;
  readonly maxBodyBytes?: number;
  readonly cacheTtls?: AccessCacheTtls;
  readonly clock?: Clock;
  /** The engine's detectors and data tables. @default the repository's (functions/adapters/table-files.ts) */
  readonly catalog?: Catalog;
  /** @default JSON lines on stdout at `logLevel` (the Lambda functions' logger, functions/handlers/log.ts) */
  readonly logger?: Log;
  /**
   * Log level of the default logger and of the HTTP and job worker processes (DEBUG, INFO, WARN, ERROR, SILENT).
   * @default POWERTOOLS_LOG_LEVEL, else INFO
   */
  readonly logLevel?: string;
  /** Trace envelopes: a capturing sink, and background forwarding to Langfuse (default: from LANGFUSE_* env). */
  readonly tracing?: LocalTracingOptions;
  /**
   * HTTP worker processes (node:cluster) sharing the port; the emulators, demo data and job pollers stay in this
   * process. With more than one, `logger`, `clock` and `tracing` apply to this process only: each worker logs
   * warnings with its own logger, uses the system clock and forwards its traces from the LANGFUSE_* environment.
   * @default 1 (this process serves HTTP)
   */
  readonly httpWorkers?: number;
  /** Batch jobs: queue behaviour and worker limits (defaults as in AWS, but a 30 s visibility timeout). */
  readonly jobs?: Partial<QueueOptions & Omit<JobSettings, 'queueUrl'>> & {
    /** Run the worker and dead-letter pollers and the sweeper (default true; tests of intake alone may turn them off). */
    readonly workers?: boolean;
    /**
     * Run the pollers in their own process (job-worker-process.ts), off the HTTP event loop, restarted when it
     * exits. With false they run in this process and use `clock` and `logger` (tests that inject either).
     * @default true
     */
    readonly workerProcess?: boolean;
    /** How often the sweeper looks for jobs whose lease expired. @default leaseMs / 10, between 1 s and 60 s */
    readonly sweepIntervalMs?: number;
  };
}

export interface LocalStack {
  readonly url: string;
  readonly dynamoDbEndpoint: string;
  /** The SQS and S3 emulator (fauxqs) endpoint. */
  readonly awsEndpoint: string;
  readonly store: ConfigStore;
  readonly jobs: JobStore;
  readonly queues: LocalQueues;
  readonly s3: S3Client;
  readonly sqs: SQSClient;
  /** The demo API key when it is known (created now, or kept in the data folder from the first start). */
  readonly demoKey: string | undefined;
  /** True when this start created the demo project, Guardian and key. */
  readonly seeded: boolean;
  /** The background trace forwarding (functions/tracing/README.md). */
  readonly tracing: LocalTracing;
  /** Process ids of the HTTP workers in cluster mode (`httpWorkers` > 1); empty when this process serves HTTP. */
  readonly httpWorkerPids: readonly number[];
  /** Process id of the job worker process (it changes when a crashed one is replaced); undefined when in-process or off. */
  jobWorkerPid(): number | undefined;
  close(): Promise<void>;
}

/**
 * Starts the emulators (dynalite; fauxqs for SQS and S3), the table, queues, demo data, the HTTP API on
 * loopback and the job worker pollers — the whole local service, calling the same handlers as in AWS.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const { dataDir } = options;
  if (dataDir) await mkdir(join(dataDir, 'dynamodb'), { recursive: true });
  const dynamo = await startDynalite(dataDir ? join(dataDir, 'dynamodb') : undefined);
  const client = localDynamoDbClient(dynamo.endpoint);
  let aws: RunningFauxqs | undefined;
  try {
    aws = await startFauxqs();
    const s3 = localS3Client(aws.endpoint);
    const sqs = localSqsClient(aws.endpoint);
    await ensureTable(client, LOCAL_TABLE_NAME);
    const store = createDynamoDbConfigStore(LOCAL_TABLE_NAME, client);
    const jobs = createDynamoDbJobStore(LOCAL_TABLE_NAME, client);
    const clock = options.clock ?? systemClock;
    const compileGuardian = guardianCompiler(options.catalog ?? loadCatalog());
    const { key, seeded } = await seedDemo(store, clock, dataDir);
    await aws.createBucket(DEMO_BUCKET);
    await s3.send(new PutObjectCommand({ Bucket: DEMO_BUCKET, Key: DEMO_SAMPLE_KEY, Body: DEMO_SAMPLE, ContentType: 'text/plain' }));
    const jobOptions = options.jobs ?? {};
    const queues = await createLocalQueues(sqs, {
      visibilityTimeoutSeconds: jobOptions.visibilityTimeoutSeconds ?? 30,
      maxReceiveCount: jobOptions.maxReceiveCount ?? 5,
    });
    const logLevel = options.logLevel ?? (process.env.POWERTOOLS_LOG_LEVEL || 'INFO');
    const logger = options.logger ?? createJsonLog({ POWERTOOLS_LOG_LEVEL: logLevel });
    const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
    const retentionDays = jobOptions.retentionDays ?? 30;
    const httpWorkers = options.httpWorkers ?? 1;
    const restoreMasterKey = await loadLocalRestoreMasterKey(dataDir);
    const restoreTokens = createDynamoDbRestoreTokenStore(LOCAL_TABLE_NAME, client);
    let tracing: LocalTracing;
    let http: { url: string; pids: readonly number[]; close(): Promise<void> };
    if (httpWorkers > 1) {
      // Cluster mode: each HTTP worker builds its own handlers and caches (as Lambda instances do) against the
      // emulators of this process; trace forwarding runs in each worker (from the LANGFUSE_* environment).
      tracing = startLocalTracing({ ...options.tracing, langfuse: false }, logger);
      const workers = await startHttpWorkers(httpWorkers, options.port ?? 0, {
        dynamoDbEndpoint: dynamo.endpoint,
        awsEndpoint: aws.endpoint,
        tableName: LOCAL_TABLE_NAME,
        jobsQueueUrl: queues.jobsUrl,
        maxBodyBytes,
        retentionDays,
        cacheTtls: options.cacheTtls ?? DEFAULT_ACCESS_TTLS,
        restoreMasterKey: restoreMasterKey.toString('base64url'),
        logLevel,
      });
      http = { url: workers.url, pids: workers.pids, close: () => workers.close() };
    } else {
      // Tracing: the inline handler's envelopes go to an in-process queue forwarded in the background.
      tracing = startLocalTracing(options.tracing, logger);
      const server = createLocalHttpServer(
        createLocalRoutes({
          access: createAccessResolver(store, clock, options.cacheTtls ?? DEFAULT_ACCESS_TTLS, compileGuardian),
          jobs,
          queue: createSqsWorkQueue(queues.jobsUrl, sqs),
          logger,
          clock,
          maxBodyBytes,
          retentionDays,
          traceSink: tracing.sink,
          restoreMasterKey,
          restoreTokens,
        }),
      );
      const url = await listen(server, options.port ?? 0);
      http = {
        url,
        pids: [],
        close: async () => {
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
        },
      };
    }
    const leaseMs = jobOptions.leaseMs ?? 15 * 60 * 1000;
    const maxSourceBytes = jobOptions.maxSourceBytes ?? 100 * 1024 * 1024;
    const sweep: SweepDeps = {
      jobs,
      queue: createSqsWorkQueue(queues.jobsUrl, sqs),
      clock,
      pendingGraceMs: leaseMs,
      maxAttempts: jobOptions.maxReceiveCount ?? 5,
    };
    let worker: { stop(): Promise<void>; pid(): number | undefined } | undefined;
    let sweeper: { stop(): Promise<void> } | undefined;
    if (jobOptions.workers !== false) {
      // The queue lived in memory: every job a previous run left PENDING or PROCESSING is queued again (no
      // worker of that run is alive: the data folder's store admits one runner at a time).
      await recoverJobs(sweep, { isGone: () => true, requeuePending: true });
      if (jobOptions.workerProcess === false) {
        const pollers = [
          startQueuePoller(
            sqs,
            queues.jobsUrl,
            createJobsWorkerHandler({
              jobs,
              objects: createS3ObjectStore(s3),
              clock,
              guardianVersion: createGuardianVersionCache(store, clock, compileGuardian),
              pseudonymSecret: async (projectId) => (await store.getProject(projectId))?.pseudonymSecret,
              killSwitchActive: readKillSwitch(store),
              maxSourceBytes,
              leaseMs,
              owner: 'local-worker',
              logger,
            }),
          ),
          startQueuePoller(sqs, queues.deadLetterUrl, createJobsDlqHandler({ jobs, clock, logger })),
        ];
        worker = { stop: async () => void (await Promise.all(pollers.map((p) => p.stop()))), pid: () => undefined };
      } else {
        const running = await startJobWorkerProcess(
          {
            dynamoDbEndpoint: dynamo.endpoint,
            awsEndpoint: aws.endpoint,
            tableName: LOCAL_TABLE_NAME,
            jobsUrl: queues.jobsUrl,
            deadLetterUrl: queues.deadLetterUrl,
            maxSourceBytes,
            leaseMs,
            logLevel,
          },
          async (ownerPrefix) => {
            const report = await recoverJobs(sweep, { isGone: (owner) => owner.startsWith(ownerPrefix), requeuePending: false });
            logger.warn('job.worker_recovered', { ...report });
          },
        );
        worker = { stop: () => running.close(), pid: running.pid };
      }
      sweeper = startSweeper(sweep, jobOptions.sweepIntervalMs ?? Math.min(60_000, Math.max(1_000, Math.round(leaseMs / 10))), logger);
    }
    const url = http.url;
    // Lets the operator CLI reach this running store (LevelDB allows one process at a time).
    const runningInfo = { pid: process.pid, dynamoDbEndpoint: dynamo.endpoint, awsEndpoint: aws.endpoint, url };
    if (dataDir) await writeRunningLocalStack(dataDir, runningInfo);
    const running = aws;
    return {
      url,
      dynamoDbEndpoint: dynamo.endpoint,
      awsEndpoint: running.endpoint,
      store,
      jobs,
      queues,
      s3,
      sqs,
      demoKey: key,
      seeded,
      tracing,
      httpWorkerPids: http.pids,
      jobWorkerPid: () => worker?.pid(),
      async close() {
        if (dataDir) await removeRunningLocalStack(dataDir, runningInfo);
        await http.close();
        await sweeper?.stop();
        await worker?.stop();
        await tracing.close();
        s3.destroy();
        sqs.destroy();
        client.destroy();
        await running.close();
        await dynamo.close();
      },
    };
  } catch (err) {
    client.destroy();
    await aws?.close();
    await dynamo.close();
    throw err;
  }
}

/**
 * The sweeper's timer: a sweep every `intervalMs` (never two at once), so a job whose worker hung or died without
 * the runner noticing is queued again (or finalized) once its lease has expired.
 */
function startSweeper(deps: SweepDeps, intervalMs: number, logger: Log): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    current = sweepJobs(deps)
      .then(
        (report) => {
          if (report.requeued + report.failed > 0) logger.warn('job.swept', { ...report });
        },
        (err: unknown) => logger.error('job.sweep_failed', { error_name: err instanceof Error ? err.name : typeof err }),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

/**
 * What the jobs API takes (no CloudWatch metrics locally), plus where the inline handler writes its traces. One
 * resolver serves both APIs here, so it compiles Guardians (the jobs API on AWS only describes them).
 */
export interface LocalRouteDeps extends Omit<JobsApiDeps, 'metrics' | 'access'> {
  readonly access: AccessResolver;
  readonly traceSink: TraceSink;
  /** The restore master key (a key file locally: restore-key-file.ts). */
  readonly restoreMasterKey: Buffer;
  readonly restoreTokens: RestoreTokenStore;
}

/** The HTTP API's routes, wired to the same handlers as in AWS (one place for the in-process and cluster modes). */
export function createLocalRoutes(deps: LocalRouteDeps): Record<string, RouteHandler> {
  const { access, logger, clock, maxBodyBytes } = deps;
  const guardApi = createGuardApiHandler({
    access,
    logger,
    clock,
    maxBodyBytes,
    traceSink: deps.traceSink,
    restoreKeys: createRestoreKeys(async () => deps.restoreMasterKey),
    restoreTokens: deps.restoreTokens,
  });
  const jobsApi = createJobsApiHandler({ access, jobs: deps.jobs, queue: deps.queue, logger, clock, maxBodyBytes, retentionDays: deps.retentionDays });
  return {
    [GUARD_ROUTES.guard]: guardApi,
    [GUARD_ROUTES.restore]: guardApi,
    [GUARD_ROUTES.stream]: guardApi,
    [GUARD_ROUTES.litellm]: guardApi,
    [JOB_ROUTES.create]: jobsApi,
    [JOB_ROUTES.get]: jobsApi,
    [JOB_ROUTES.search]: jobsApi,
    [OPENAPI_ROUTE_KEY]: jobsApi,
  };
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
  const created = await store.createProject({
    projectId: DEMO_PROJECT_ID,
    name: 'Demo project',
    createdAt: now,
    pseudonymSecret: generatePseudonymSecret(),
  });
  if (!created) {
    const key = keyFile ? await readFile(keyFile, 'utf8').then((k) => k.trim(), () => undefined) : undefined;
    return { key, seeded: false };
  }
  await store.putGuardianVersion(DEMO_PROJECT_ID, DEMO_GUARDIAN_NAME, parseGuardian(DEMO_GUARDIAN), now);
  await store.setStorageScopes(DEMO_PROJECT_ID, {
    read: [`s3://${DEMO_BUCKET}/incoming/`],
    write: [`s3://${DEMO_BUCKET}/masked/`],
  });
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

export interface RunningLocalStack {
  readonly pid: number;
  readonly dynamoDbEndpoint: string;
  /** The S3 and SQS emulator (fauxqs); its objects live in that process's memory. */
  readonly awsEndpoint: string;
  readonly url: string;
}

/**
 * Where running local stacks list themselves (one file each), so the CLI can tell a user working in another
 * folder that the running `npm start` keeps its data elsewhere. Per user; CG_RUNTIME_DIR overrides it.
 */
export function localRuntimeDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CG_RUNTIME_DIR ?? join(tmpdir(), `content-guard-${process.getuid?.() ?? 'user'}`);
}

async function writeRunningLocalStack(dataDir: string, info: RunningLocalStack): Promise<void> {
  await writeFile(join(dataDir, RUNNING_FILE), `${JSON.stringify(info)}\n`, { mode: 0o600 });
  const registry = localRuntimeDir();
  await mkdir(registry, { recursive: true, mode: 0o700 });
  await writeFile(join(registry, `${info.pid}-${new URL(info.url).port}.json`), `${JSON.stringify({ ...info, dataDir: resolve(dataDir) })}\n`, {
    mode: 0o600,
  });
}

async function removeRunningLocalStack(dataDir: string, info: RunningLocalStack): Promise<void> {
  await rm(join(dataDir, RUNNING_FILE), { force: true });
  await rm(join(localRuntimeDir(), `${info.pid}-${new URL(info.url).port}.json`), { force: true });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every local stack of this user that is running now, with its data folder. */
export async function listRunningLocalStacks(env: NodeJS.ProcessEnv = process.env): Promise<(RunningLocalStack & { dataDir: string })[]> {
  const registry = localRuntimeDir(env);
  const names = await readdir(registry).catch(() => [] as string[]);
  const found: (RunningLocalStack & { dataDir: string })[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const info = await readFile(join(registry, name), 'utf8').then(
      (t) => JSON.parse(t) as RunningLocalStack & { dataDir: string },
      () => undefined,
    );
    if (info && isAlive(info.pid)) found.push(info);
  }
  return found;
}

/** The running local stack of a data folder, if its process is still alive. */
export async function readRunningLocalStack(dataDir: string): Promise<RunningLocalStack | undefined> {
  let info: RunningLocalStack;
  try {
    info = JSON.parse(await readFile(join(dataDir, RUNNING_FILE), 'utf8')) as RunningLocalStack;
  } catch {
    return undefined;
  }
  return isAlive(info.pid) ? info : undefined; // a stale file from a run that was killed
}
