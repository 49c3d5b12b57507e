/**
 * `npm run bench` entry: bundles test/bench/run.ts with esbuild and runs the bundle, so the figures are those of
 * code laid out as the Lambda functions run it (GuardFunction bundles every handler with esbuild), not of tsx's
 * per-module transform. Through tsx every call across a module boundary goes through its import interop; on the
 * batch text path that measured 29.4 against 35 MB/s for the same build. npm packages stay `require`d from
 * node_modules (the bundle is written under node_modules/.cache so they resolve); the engine's data tables are
 * read from the repository, as from source.
 */
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const OUTFILE = path.join(ROOT, 'node_modules', '.cache', 'content-guard-bench', 'run.js');
const TABLES = path.join(ROOT, 'functions', 'engine', 'data');

async function main(): Promise<void> {
  await build({
    entryPoints: [path.join(__dirname, 'run.ts')],
    outfile: OUTFILE,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    // functions/adapters/table-files.ts: the tables' folder relative to the bundle.
    define: { CONTENT_GUARD_TABLES_DIR: JSON.stringify(path.relative(path.dirname(OUTFILE), TABLES)) },
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [OUTFILE, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
}

void main();
