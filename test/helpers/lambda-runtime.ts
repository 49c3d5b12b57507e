/**
 * A simulated Lambda runtime for built function assets: a fresh `node` process whose task root is the asset folder,
 * which resolves modules only from that folder, the function's layers and the runtime's AWS SDK v3 (as
 * /var/runtime/node_modules does on Lambda), with the function's environment from the synthesized template. The
 * handler is loaded once (init) and invoked with one event per `invoke`, as a warm Lambda sandbox does.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../../lib/constructs/runtime';

/** Lines of the protocol between the runner and the test start with this; every other line is the function's log. */
const MARK = '\u0000LAMBDA ';

/** Runs in the function's process: loads `index.handler` from the task root, then one JSON event per stdin line. */
const RUNNER = `(() => {
const readline = require('node:readline');
const send = (o) => process.stdout.write(${JSON.stringify(MARK)} + JSON.stringify(o) + '\\n');
const t0 = performance.now();
let handler;
try {
  handler = require(require('node:path').join(process.env.LAMBDA_TASK_ROOT, 'index.js')).handler;
  if (typeof handler !== 'function') throw new Error('index.js exports no handler function');
} catch (e) {
  send({ type: 'init', error: String((e && e.stack) || e) });
  process.exitCode = 1;
  return;
}
send({ type: 'init', initMs: performance.now() - t0 });
let n = 0;
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const event = JSON.parse(line);
  const deadline = Date.now() + 30000;
  const context = {
    awsRequestId: 'req-' + (++n), functionName: process.env.AWS_LAMBDA_FUNCTION_NAME, functionVersion: '$LATEST',
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE, getRemainingTimeInMillis: () => deadline - Date.now(),
    callbackWaitsForEmptyEventLoop: true,
  };
  Promise.resolve()
    .then(() => handler(event, context))
    .then((result) => send({ type: 'result', result: result === undefined ? null : result }),
          (e) => send({ type: 'result', error: String((e && e.stack) || e) }));
});
})();
`;

export interface LambdaFunctionSpec {
  /** The asset folder (index.js and whatever the bundling put beside it). */
  readonly assetDir: string;
  readonly functionName: string;
  readonly runtime: string;
  readonly memorySize: number;
  /** The function's environment variables, references already resolved. */
  readonly environment: Readonly<Record<string, string>>;
}

export interface SimulatedLambda {
  readonly initMs: number;
  /** The function's log lines so far (stdout and stderr, in order of arrival per stream). */
  readonly logs: string[];
  invoke(event: unknown): Promise<any>;
  close(): Promise<void>;
}

/**
 * Starts `spec` under `nodeBinary`. `extraEnv` holds what Lambda's environment would point elsewhere here (the AWS
 * API endpoints of the emulators, credentials). Rejects when the init fails, with the function's error.
 */
export async function startSimulatedLambda(
  nodeBinary: string,
  spec: LambdaFunctionSpec,
  runtimeModules: string,
  extraEnv: Readonly<Record<string, string>>,
): Promise<SimulatedLambda> {
  const env: Record<string, string> = {
    // What Lambda sets for every Node.js function (the reserved variables that matter to a handler).
    LAMBDA_TASK_ROOT: spec.assetDir,
    LAMBDA_RUNTIME_DIR: runtimeModules,
    AWS_EXECUTION_ENV: `AWS_Lambda_${spec.runtime}`,
    AWS_LAMBDA_FUNCTION_NAME: spec.functionName,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(spec.memorySize),
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${spec.functionName}`,
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    PATH: '/usr/local/bin:/usr/bin:/bin',
    // Layers (none today) would come first, as /opt/nodejs/node_modules; then the runtime's own modules.
    NODE_PATH: path.join(runtimeModules, 'node_modules'),
    ...extraEnv,
    ...spec.environment,
  };
  const child = spawn(nodeBinary, ['-e', RUNNER], { cwd: spec.assetDir, env, stdio: 'pipe' });
  const logs: string[] = [];
  const results: Array<{ resolve: (v: any) => void; reject: (e: Error) => void }> = [];
  let initDone: (value: { initMs?: number; error?: string }) => void;
  const init = new Promise<{ initMs?: number; error?: string }>((resolve) => (initDone = resolve));
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith(MARK)) return void logs.push(line);
    const message = JSON.parse(line.slice(MARK.length)) as { type: string; initMs?: number; error?: string; result?: unknown };
    if (message.type === 'init') return initDone(message);
    const waiting = results.shift();
    if (message.error !== undefined) waiting?.reject(new Error(message.error));
    else waiting?.resolve(message.result);
  });
  createInterface({ input: child.stderr }).on('line', (line) => logs.push(line));
  child.on('close', (code) => {
    initDone({ error: `process exited with ${code}: ${logs.slice(-20).join('\n')}` });
    for (const waiting of results.splice(0)) waiting.reject(new Error(`process exited with ${code}: ${logs.slice(-20).join('\n')}`));
  });
  const started = await init;
  if (started.error !== undefined || started.initMs === undefined) {
    await stop(child);
    throw new Error(`${spec.functionName} failed to initialize: ${started.error}`);
  }
  return {
    initMs: started.initMs,
    logs,
    invoke(event) {
      return new Promise((resolve, reject) => {
        results.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(event)}\n`);
      });
    },
    close: () => stop(child),
  };
}

function stop(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('close', () => resolve());
    child.stdin.end();
    child.kill();
  });
}

/**
 * A folder standing for the runtime's module path (/var/runtime/node_modules): the AWS SDK v3 packages, and nothing
 * else of the repository's node_modules — a bundle that forgot a dependency fails here as it would on Lambda.
 */
export function runtimeModulesDir(root: string): string {
  const target = path.join(root, 'node_modules', '@aws-sdk');
  mkdirSync(target, { recursive: true });
  const source = path.join(REPO_ROOT, 'node_modules', '@aws-sdk');
  for (const pkg of readdirSync(source)) symlinkSync(path.join(source, pkg), path.join(target, pkg), 'dir');
  return root;
}

export interface NodeBinary {
  readonly label: string;
  readonly path: string;
}

/**
 * A Node.js of the given major for this machine, from the npm registry's `node-<os>-<arch>` package (the official
 * binaries, repackaged), cached under node_modules/.cache. Undefined when the registry cannot be reached.
 */
export function nodeFromRegistry(major: number): NodeBinary | undefined {
  if (process.platform !== 'linux' && process.platform !== 'darwin') return undefined;
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = path.join(REPO_ROOT, 'node_modules', '.cache', 'content-guard-node', `${pkg}-${major}`);
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    const packed = spawnSync('npm', ['pack', `${pkg}@${major}`, '--silent', '--pack-destination', dir], { encoding: 'utf8', timeout: 240_000 });
    const tarball = packed.stdout?.trim().split('\n').pop();
    if (packed.status !== 0 || !tarball) return undefined;
    const unpacked = spawnSync('tar', ['-xzf', path.join(dir, tarball), '-C', dir], { timeout: 120_000 });
    if (unpacked.status !== 0 || !existsSync(binary)) return undefined;
  }
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return version?.startsWith(`v${major}.`) ? { label: `node ${version} (npm ${pkg})`, path: binary } : undefined;
}
