import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the job worker process needs (passed in its environment). */
export interface JobWorkerConfig {
  readonly dynamoDbEndpoint: string;
  readonly awsEndpoint: string;
  readonly tableName: string;
  readonly jobsUrl: string;
  readonly deadLetterUrl: string;
  readonly maxSourceBytes: number;
  readonly leaseMs: number;
  readonly logLevel: string;
}

export const JOB_WORKER_CONFIG_ENV = 'CG_JOB_WORKER_CONFIG';

/** The lease owner prefix of the jobs a worker process claims (the worker adds a random suffix per claim). */
export function jobWorkerOwner(pid: number): string {
  return `local-worker:${pid}`;
}

/** How long the worker process may take to start (tsx compiles the handlers on first load). */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;
/** Pause before a worker process that exited unexpectedly is started again. */
const RESTART_DELAY_MS = 500;

export interface RunningJobWorker {
  /** Process id of the current worker process. */
  readonly pid: () => number;
  close(): Promise<void>;
}

/**
 * Runs the job worker (job-worker.ts) in its own process, so jobs never hold the event loop that serves HTTP.
 * When the process exits unexpectedly (a crash, an out-of-memory kill), `onExit` is told its lease owner prefix
 * (the runner puts that worker's jobs back in the queue) and a new process is started.
 */
export async function startJobWorkerProcess(
  config: JobWorkerConfig,
  onExit: (ownerPrefix: string) => Promise<void>,
): Promise<RunningJobWorker> {
  let stopping = false;
  let child: ChildProcess;

  const spawn = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const proc = fork(join(__dirname, `job-worker${TS ? '.ts' : '.js'}`), [], {
        execArgv: workerExecArgv(),
        env: { ...process.env, [JOB_WORKER_CONFIG_ENV]: JSON.stringify(config) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const timer = setTimeout(() => reject(new Error('the job worker did not start in time')), START_TIMEOUT_MS);
      proc.once('message', () => {
        clearTimeout(timer);
        resolve(proc);
      });
      proc.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the job worker exited during start (${signal ?? code})`));
      });
    });

  const supervise = (proc: ChildProcess) => {
    proc.once('exit', (code, signal) => {
      if (stopping) return;
      process.stderr.write(`Job worker ${proc.pid} exited (${signal ?? code}); its jobs are queued again and a new worker starts\n`);
      void (async () => {
        await onExit(`${jobWorkerOwner(proc.pid!)}:`).catch(() => {});
        await new Promise((r) => setTimeout(r, RESTART_DELAY_MS));
        while (!stopping) {
          try {
            child = await spawn();
            if (stopping) child.kill('SIGTERM');
            else supervise(child);
            return;
          } catch {
            await new Promise((r) => setTimeout(r, RESTART_DELAY_MS * 4));
          }
        }
      })();
    });
  };

  child = await spawn();
  supervise(child);
  return {
    pid: () => child.pid!,
    async close() {
      stopping = true;
      const proc = child;
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          proc.kill('SIGKILL');
          resolve();
        }, STOP_TIMEOUT_MS);
        proc.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        proc.kill('SIGTERM');
      });
    },
  };
}

/** Running from TypeScript sources (tsx, jest) rather than built JavaScript. */
const TS = __filename.endsWith('.ts');

/** The worker entry is TypeScript next to this file: it needs tsx's loader unless this process runs under tsx. */
function workerExecArgv(): string[] {
  if (!TS || process.execArgv.some((a) => a.includes('tsx'))) return process.execArgv;
  return [...process.execArgv, '--import', pathToFileURL(require.resolve('tsx')).href];
}
