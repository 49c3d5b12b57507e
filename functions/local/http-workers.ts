import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccessCacheTtls } from '../auth/access';

/** What an HTTP worker needs to build the same handlers as the in-process server (passed in its environment). */
export interface HttpWorkerConfig {
  readonly dynamoDbEndpoint: string;
  readonly awsEndpoint: string;
  readonly tableName: string;
  readonly jobsQueueUrl: string;
  readonly maxBodyBytes: number;
  readonly retentionDays: number;
  readonly cacheTtls: AccessCacheTtls;
  /** The local restore master key, base64url (every worker seals and opens restore tokens alike). */
  readonly restoreMasterKey: string;
  readonly logLevel: string;
  readonly port: number;
}

export const HTTP_WORKER_CONFIG_ENV = 'CG_HTTP_WORKER_CONFIG';

/** How long a worker may take to start (tsx compiles the handlers on first load). */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

export interface RunningHttpWorkers {
  readonly url: string;
  readonly pids: readonly number[];
  close(): Promise<void>;
}

/**
 * Starts `count` HTTP worker processes with node:cluster, all listening on one loopback port (the primary hands
 * connections out round-robin). Each worker runs http-worker.ts: the same routes and handlers as the in-process
 * server, with its own caches, like separate Lambda instances. The workers exit when this process goes away
 * (their IPC channel closes), so no worker outlives the runner.
 */
export async function startHttpWorkers(
  count: number,
  port: number,
  config: Omit<HttpWorkerConfig, 'port'>,
): Promise<RunningHttpWorkers> {
  if (!cluster.isPrimary) throw new Error('HTTP workers are started from the primary process');
  // One port for all: a free one is chosen here when 0 is asked for, so every worker listens on the same.
  const chosenPort = port === 0 ? await freePort() : port;
  const env = { [HTTP_WORKER_CONFIG_ENV]: JSON.stringify({ ...config, port: chosenPort } satisfies HttpWorkerConfig) };
  cluster.setupPrimary({ exec: join(__dirname, `http-worker${TS ? '.ts' : '.js'}`), execArgv: workerExecArgv() });
  const workers: Worker[] = [];
  let stopping = false;
  const started = Promise.all(
    Array.from({ length: count }, () => {
      const worker = cluster.fork(env);
      workers.push(worker);
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('an HTTP worker did not start in time')), START_TIMEOUT_MS);
        worker.once('listening', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`an HTTP worker exited during start (code ${code})`));
        });
      });
    }),
  );
  const close = async () => {
    stopping = true;
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const timer = setTimeout(() => {
              worker.process.kill('SIGKILL');
              resolve();
            }, STOP_TIMEOUT_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await started;
  } catch (err) {
    await close();
    throw err;
  }
  for (const worker of workers) {
    worker.on('exit', (code, signal) => {
      if (!stopping) process.stderr.write(`HTTP worker ${worker.process.pid} exited (${signal ?? code}); the others keep serving\n`);
    });
  }
  return { url: `http://127.0.0.1:${chosenPort}`, pids: workers.map((w) => w.process.pid!), close };
}

/** Running from TypeScript sources (tsx, jest) rather than built JavaScript. */
const TS = __filename.endsWith('.ts');

/** The worker entry is TypeScript next to this file: it needs tsx's loader unless this process runs under tsx. */
function workerExecArgv(): string[] {
  if (!TS || process.execArgv.some((a) => a.includes('tsx'))) return process.execArgv;
  return [...process.execArgv, '--import', pathToFileURL(require.resolve('tsx')).href];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
