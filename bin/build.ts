/**
 * `npm run build`: bundles every Lambda handler exactly as the stack does (GuardFunction: esbuild, minified with
 * names kept, CJS, the runtime's AWS SDK external, the engine's data tables copied beside the bundle)
 * into dist/<name>/ (index.js, data/*.json.br) and prints each bundle's size, what takes the space, the data
 * tables' size and the external imports. `npm run build -- --cold-start` also times a whole
 * `node -e "require(bundle)"` process against a bare `node -e 0` (median of 15 runs each: wall time, and the CPU
 * time the process had used when the require returned), and runs the built guard-api's first and second request
 * in a fresh process against a DynamoDB emulator (bin/cold-start.ts; median of 7 processes).
 *
 * The bundle budget test (test/lib/bundle-budget.test.ts) builds through `bundleHandler` and `writeHandlerBundle`
 * below, so the figures it asserts are the ones printed here.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { probeGuardBundle, startColdStartFixture, type ProbeResult } from './cold-start';
import {
  ESBUILD_TARGET,
  REPO_ROOT,
  RUNTIME_PROVIDED_MODULES,
  TABLES_BUNDLE_DIR,
  TABLES_DEFINE,
  TABLES_SOURCE_DIR,
} from '../lib/constructs/runtime';

export interface HandlerBundleSpec {
  readonly name: string;
  readonly entry: string;
  /** Uses the engine, so the data tables ship beside it (GuardFunction `engine`). */
  readonly engine: boolean;
}

/** Every function the stack deploys (lib/content-guard-stack.ts, deid-jobs.ts, trace-export.ts). */
export const HANDLER_BUNDLES: readonly HandlerBundleSpec[] = [
  { name: 'guard-api', entry: 'functions/handlers/guard-api.ts', engine: true },
  { name: 'jobs-api', entry: 'functions/handlers/jobs-api.ts', engine: false },
  { name: 'jobs-worker', entry: 'functions/handlers/jobs-worker.ts', engine: true },
  { name: 'jobs-dlq', entry: 'functions/handlers/jobs-dlq.ts', engine: false },
  { name: 'jobs-sweeper', entry: 'functions/handlers/jobs-sweeper.ts', engine: false },
  { name: 'trace-forwarder', entry: 'functions/handlers/trace-forwarder.ts', engine: false },
];

export interface HandlerBundle {
  readonly spec: HandlerBundleSpec;
  readonly bytes: number;
  readonly code: Uint8Array;
  readonly metafile: Metafile;
  /** Bytes in the output per input file (repository-relative path). */
  readonly inputs: ReadonlyMap<string, number>;
  /** Module specifiers left to the runtime (node: built-ins, @aws-sdk/*). */
  readonly externalImports: readonly string[];
}

/** Bundles one handler with the GuardFunction settings (source maps left out: they are not loaded by `require`). */
export async function bundleHandler(spec: HandlerBundleSpec): Promise<HandlerBundle> {
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [spec.entry],
    bundle: true,
    minify: true,
    keepNames: true,
    // As GuardFunction (charset: Charset.UTF8): non-ASCII characters as UTF-8, not \uXXXX escapes.
    charset: 'utf8',
    platform: 'node',
    target: ESBUILD_TARGET,
    format: 'cjs',
    external: [...RUNTIME_PROVIDED_MODULES],
    define: TABLES_DEFINE,
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

/** The data table files a function with the engine ships beside its bundle (GuardFunction `afterBundling`). */
export function dataTableFiles(spec: HandlerBundleSpec): { name: string; bytes: number }[] {
  if (!spec.engine) return [];
  const dir = path.join(REPO_ROOT, TABLES_SOURCE_DIR);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json.br'))
    .sort()
    .map((name) => ({ name, bytes: statSync(path.join(dir, name)).size }));
}

/** Writes a bundle as its Lambda asset is laid out: `<dir>/index.js` and, with the engine, `<dir>/data/*.json.br`. */
export function writeHandlerBundle(bundle: HandlerBundle, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'index.js');
  writeFileSync(file, bundle.code);
  const tables = dataTableFiles(bundle.spec);
  if (tables.length > 0) mkdirSync(path.join(dir, TABLES_BUNDLE_DIR), { recursive: true });
  for (const { name } of tables) copyFileSync(path.join(REPO_ROOT, TABLES_SOURCE_DIR, name), path.join(dir, TABLES_BUNDLE_DIR, name));
  return file;
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

/**
 * The inline handler's budget: the whole JavaScript bundle, minified with names kept, without the runtime's AWS SDK.
 * The data tables are files beside it (DATA_TABLES_CAP_BYTES), not code. About a third of it is re2js (~150 KB: RE2's
 * parser, compiler, matchers and Unicode tables, in JavaScript), which runs operators' patterns with RE2 semantics on
 * every architecture with nothing built at install time; it is loaded on the first user pattern, not at init. The
 * learned name model's runtime (functions/engine/ner/: tokenizer, features, decoder) is about 17 KB of it; the
 * engine's own code about 236 KB, of which the street-address finders (the street types, openers and floor and flat
 * forms of a dozen countries' addresses, as regular expressions) are about 18 KB and the date finders (month and
 * weekday names of ten languages) about 11 KB. The budget leaves about 4 KB of room.
 */
export const INLINE_BUDGET_BYTES = 548 * 1024;

/**
 * The data table files beside an engine bundle, together (brotli): about 120 KB of lexicons and phone metadata (the
 * public figures' names about 28 KB of it), and the name model's weights (name-model-v2, about 160 KB; the model may
 * add at most 200 KB to the package).
 */
export const DATA_TABLES_CAP_BYTES = 340 * 1024;

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
  return { wallMs: median(wall), cpuMs: median(cpu) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const coldStart = process.argv.includes('--cold-start');
  // The bundles resolve @aws-sdk/* from the repository's node_modules, as Lambda resolves it from the runtime.
  const env = { ...process.env, NODE_PATH: path.join(REPO_ROOT, 'node_modules'), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  const bare = coldStart ? medianProcess('0', env) : { wallMs: 0, cpuMs: 0 };
  if (coldStart) console.log(`bare node -e 0: ${bare.wallMs.toFixed(0)} ms wall, ${bare.cpuMs.toFixed(0)} ms CPU (medians)\n`);
  let guardFile: string | undefined;
  for (const spec of HANDLER_BUNDLES) {
    const bundle = await bundleHandler(spec);
    const dir = path.join(REPO_ROOT, 'dist', spec.name);
    const file = writeHandlerBundle(bundle, dir);
    if (spec.name === 'guard-api') guardFile = file;
    writeFileSync(path.join(dir, 'metafile.json'), JSON.stringify(bundle.metafile));
    const top = bytesByPackage(bundle)
      .slice(0, 5)
      .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`)
      .join(', ');
    console.log(`${spec.name.padEnd(16)} ${kb(bundle.bytes).padStart(9)}  ${top}`);
    const pad = `${''.padEnd(16)} ${''.padStart(9)} `;
    const examples = detectorExampleSets(Buffer.from(bundle.code).toString('utf8'));
    if (examples > 0) console.log(`${pad} detector example sets bundled: ${examples} (they should not be)`);
    if (spec.name === 'guard-api') console.log(`${pad} budget ${kb(INLINE_BUDGET_BYTES)} for the whole bundle: headroom ${kb(INLINE_BUDGET_BYTES - bundle.bytes)}`);
    const tables = dataTableFiles(spec);
    if (tables.length > 0) {
      const total = tables.reduce((sum, t) => sum + t.bytes, 0);
      console.log(`${pad} + ${TABLES_BUNDLE_DIR}/ ${kb(total)} of data tables (cap ${kb(DATA_TABLES_CAP_BYTES)}): ${tables.map((t) => `${t.name.replace('.json.br', '')} ${kb(t.bytes)}`).join(', ')}`);
    }
    console.log(`${pad} external: ${bundle.externalImports.filter((i) => !i.startsWith('node:')).join(', ')}`);
    if (coldStart) {
      const loaded = medianProcess(`require(${JSON.stringify(file)})`, env);
      console.log(
        `${pad} node -e require: ${loaded.wallMs.toFixed(0)} ms wall (+${(loaded.wallMs - bare.wallMs).toFixed(0)}), ` +
          `${loaded.cpuMs.toFixed(0)} ms CPU (+${(loaded.cpuMs - bare.cpuMs).toFixed(0)}) over bare node`,
      );
    }
  }
  if (coldStart && guardFile) await printFirstCalls(guardFile);
}

/**
 * The built guard-api in fresh processes: `require` (init) inside the process, then the first and second request —
 * as on Lambda (handler built and data tables decoded at init, functions/handlers/warm-up.ts) and as elsewhere.
 */
async function printFirstCalls(file: string, runs = 7): Promise<void> {
  const fixture = await startColdStartFixture();
  try {
    console.log(`\nguard-api in a fresh process (median of ${runs}), PERSON + LOCATION + PHONE_NUMBER on one message:`);
    const modes: [string, NodeJS.ProcessEnv][] = [
      ['on Lambda (built at init)', {}],
      ['elsewhere (first call) ', { AWS_LAMBDA_FUNCTION_NAME: undefined }],
    ];
    const results = new Map<string, ProbeResult[]>(modes.map(([label]) => [label, []]));
    for (let i = 0; i < runs + 1; i++) {
      for (const [label, env] of modes) {
        const r = await probeGuardBundle(file, fixture, { env });
        if (r.calls[0]?.statusCode !== 200) throw new Error(`guard-api answered ${String(r.calls[0]?.statusCode)}: ${String(r.calls[0]?.body)}`);
        if (i > 0) results.get(label)!.push(r); // the first round warms the disk cache
      }
    }
    for (const [label] of modes) {
      const rs = results.get(label)!;
      const m = (f: (r: ProbeResult) => number) => median(rs.map(f)).toFixed(0);
      console.log(
        `  ${label}: require ${m((r) => r.importMs)} ms (${m((r) => r.importCpuMs)} ms CPU); ` +
          `first request ${m((r) => r.calls[0]!.ms)} ms (${m((r) => r.calls[0]!.cpuMs)} ms CPU); ` +
          `second ${m((r) => r.calls[1]!.ms)} ms (${m((r) => r.calls[1]!.cpuMs)} ms CPU); SDK clients at init: ${rs[0]!.sdkAtInit.filter((p) => /^@aws-sdk\/(client|lib)-/.test(p)).join(', ')}`,
      );
    }
  } finally {
    await fixture.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
