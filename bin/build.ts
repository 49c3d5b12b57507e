/**
 * `npm run build`: bundles every Lambda handler exactly as the stack does (GuardFunction: esbuild, minified,
 * node22, CJS, the runtime's AWS SDK and the re2 layer external) into dist/<name>/index.js and prints each
 * bundle's size, what takes the space, and its external imports. `npm run build -- --cold-start` also times a
 * whole `node -e "require(bundle)"` process against a bare `node -e 0` (median of 15 runs each: wall time, and the
 * CPU time the process had used when the require returned).
 *
 * The bundle budget test (test/lib/bundle-budget.test.ts) builds through `bundleHandler` below, so the figures
 * it asserts are the ones printed here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { ESBUILD_TARGET, RE2_MODULE, REPO_ROOT, RUNTIME_PROVIDED_MODULES } from '../lib/constructs/runtime';

export interface HandlerBundleSpec {
  readonly name: string;
  readonly entry: string;
  /** Uses the engine, so re2 comes from the layer (GuardFunction `nodeModules`). */
  readonly re2: boolean;
}

/** Every function the stack deploys (lib/content-guard-stack.ts, deid-jobs.ts, trace-export.ts). */
export const HANDLER_BUNDLES: readonly HandlerBundleSpec[] = [
  { name: 'guard-api', entry: 'functions/handlers/guard-api.ts', re2: true },
  { name: 'jobs-api', entry: 'functions/handlers/jobs-api.ts', re2: true },
  { name: 'jobs-worker', entry: 'functions/handlers/jobs-worker.ts', re2: true },
  { name: 'jobs-dlq', entry: 'functions/handlers/jobs-dlq.ts', re2: false },
  { name: 'trace-forwarder', entry: 'functions/handlers/trace-forwarder.ts', re2: false },
];

export interface HandlerBundle {
  readonly spec: HandlerBundleSpec;
  readonly bytes: number;
  readonly code: Uint8Array;
  readonly metafile: Metafile;
  /** Bytes in the output per input file (repository-relative path). */
  readonly inputs: ReadonlyMap<string, number>;
  /** Module specifiers left to the runtime (node: built-ins, @aws-sdk/*, re2). */
  readonly externalImports: readonly string[];
}

/** Bundles one handler with the GuardFunction settings (source maps left out: they are not loaded by `require`). */
export async function bundleHandler(spec: HandlerBundleSpec): Promise<HandlerBundle> {
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [spec.entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: ESBUILD_TARGET,
    format: 'cjs',
    external: [...RUNTIME_PROVIDED_MODULES, ...(spec.re2 ? [RE2_MODULE] : [])],
    write: false,
    outfile: path.join(REPO_ROOT, 'dist', spec.name, 'index.js'),
    metafile: true,
    logLevel: 'silent',
  });
  const file = result.outputFiles[0]!;
  const output = Object.values(result.metafile.outputs)[0]!;
  return {
    spec,
    bytes: file.contents.length,
    code: file.contents,
    metafile: result.metafile,
    inputs: new Map(Object.entries(output.inputs).map(([input, v]) => [input, v.bytesInOutput])),
    externalImports: [...new Set(output.imports.filter((i) => i.external).map((i) => i.path))].sort(),
  };
}

/** Output bytes per npm package (`node_modules/<pkg>`) or per top-level source folder (`functions/engine`). */
export function bytesByPackage(bundle: HandlerBundle): [string, number][] {
  const totals = new Map<string, number>();
  for (const [input, bytes] of bundle.inputs) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input.split('/').slice(0, 2).join('/');
    totals.set(pkg, (totals.get(pkg) ?? 0) + bytes);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The inline handler's budget (issue "bundle budget"): minified, without the runtime's AWS SDK. */
export const INLINE_BUDGET_BYTES = 300 * 1024;

/**
 * How many detector example sets are in a minified bundle: each is an object literal with a `positive:[…]` list
 * (`DetectorExamples`), a shape no runtime code has. They belong to the conformance suite and must be 0.
 */
export function detectorExampleSets(code: string): number {
  return code.split('positive:[').length - 1;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Median wall time of a whole `node -e <script>` process, and the median CPU time (user + system) it had used when
 * the script ended (printed by the child itself): on a machine shared with other work the CPU figure is the
 * steadier one.
 */
function medianProcess(script: string, env: NodeJS.ProcessEnv, runs = 15): { wallMs: number; cpuMs: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  const probe = `${script};const c=process.cpuUsage();process.stdout.write(String((c.user+c.system)/1000))`;
  for (let i = 0; i < runs + 2; i++) {
    const t0 = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['-e', probe], { env, stdio: ['ignore', 'pipe', 'ignore'] });
    if (r.status !== 0) throw new Error(`node -e ${script} failed`);
    if (i < 2) continue; // two warm-up runs (disk cache)
    wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
    cpu.push(Number(r.stdout.toString()));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { wallMs: median(wall), cpuMs: median(cpu) };
}

async function main(): Promise<void> {
  const coldStart = process.argv.includes('--cold-start');
  // The bundles resolve @aws-sdk/* and re2 from the repository's node_modules, as Lambda resolves them from the
  // runtime and from the layer (/opt/nodejs/node_modules).
  const env = { ...process.env, NODE_PATH: path.join(REPO_ROOT, 'node_modules'), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  const bare = coldStart ? medianProcess('0', env) : { wallMs: 0, cpuMs: 0 };
  if (coldStart) console.log(`bare node -e 0: ${bare.wallMs.toFixed(0)} ms wall, ${bare.cpuMs.toFixed(0)} ms CPU (medians)\n`);
  for (const spec of HANDLER_BUNDLES) {
    const bundle = await bundleHandler(spec);
    const file = path.join(REPO_ROOT, 'dist', spec.name, 'index.js');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bundle.code);
    writeFileSync(path.join(path.dirname(file), 'metafile.json'), JSON.stringify(bundle.metafile));
    const top = bytesByPackage(bundle)
      .slice(0, 5)
      .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`)
      .join(', ');
    console.log(`${spec.name.padEnd(16)} ${kb(bundle.bytes).padStart(9)}  ${top}`);
    const examples = detectorExampleSets(Buffer.from(bundle.code).toString('utf8'));
    if (examples > 0) console.log(`${''.padEnd(16)} ${''.padStart(9)}  detector example sets bundled: ${examples} (they should not be)`);
    if (spec.name === 'guard-api') {
      const data = [...bundle.inputs].filter(([input]) => /^functions\/engine\/data\/[a-z0-9-]+\.packed\.ts$/.test(input)).reduce((sum, [, b]) => sum + b, 0);
      const code = bundle.bytes - data;
      console.log(`${''.padEnd(16)} ${''.padStart(9)}  budget ${kb(INLINE_BUDGET_BYTES)}: code ${kb(code)} (headroom ${kb(INLINE_BUDGET_BYTES - code)}) + packed data ${kb(data)}; literal total ${kb(INLINE_BUDGET_BYTES - bundle.bytes)} against the budget`);
    }
    console.log(`${''.padEnd(16)} ${''.padStart(9)}  external: ${bundle.externalImports.filter((i) => !i.startsWith('node:')).join(', ')}`);
    if (coldStart) {
      const loaded = medianProcess(`require(${JSON.stringify(file)})`, env);
      console.log(
        `${''.padEnd(16)} ${''.padStart(9)}  node -e require: ${loaded.wallMs.toFixed(0)} ms wall (+${(loaded.wallMs - bare.wallMs).toFixed(0)}), ` +
          `${loaded.cpuMs.toFixed(0)} ms CPU (+${(loaded.cpuMs - bare.cpuMs).toFixed(0)}) over bare node`,
      );
    }
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
