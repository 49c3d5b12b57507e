import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { createCatalog, type Catalog } from '../engine/catalog';
import { TABLE_NAMES, tableFileName, type TableName, type TableSource } from '../engine/data/tables';

/**
 * Set by esbuild (`define`, lib/constructs/runtime.ts TABLES_DEFINE) in every deployed bundle: the folder, next to
 * the bundle, that GuardFunction copies the data tables into. Undefined when the code runs from source (jest, tsx).
 */
declare const CONTENT_GUARD_TABLES_DIR: string | undefined;

/**
 * Where this process reads the engine's data tables: beside the bundle in a Lambda zip (`/var/task/data/`), the
 * repository's functions/engine/data/ when it runs from source. Decided at build time, not by probing the disk,
 * so a zip without its tables fails at init with the path it looked in.
 */
export function tableFilesDir(): string {
  return typeof CONTENT_GUARD_TABLES_DIR === 'string'
    ? path.join(__dirname, CONTENT_GUARD_TABLES_DIR)
    : path.join(__dirname, '..', 'engine', 'data');
}

/** A data table file is missing or unreadable: the message names the files and the folder, nothing else. */
export class TableFilesMissingError extends Error {
  override name = 'TableFilesMissingError';
  constructor(
    readonly dir: string,
    readonly missing: readonly string[],
    options?: { cause?: unknown },
  ) {
    super(`data tables missing in ${dir}: ${missing.join(', ')} (npm run pack-data; deployed by GuardFunction)`, options);
  }
}

/**
 * Reads every table file of `dir` now (about 90 KB: a fraction of a millisecond), so a missing one is a startup
 * error rather than a failure of the first request that needs it. Decoding stays lazy (functions/engine/data/tables.ts).
 */
export function createFileTableSource(dir: string): TableSource {
  const files = new Map<TableName, Uint8Array>();
  const missing: string[] = [];
  let cause: unknown;
  for (const name of TABLE_NAMES) {
    try {
      files.set(name, readFileSync(path.join(dir, tableFileName(name))));
    } catch (err) {
      missing.push(tableFileName(name));
      cause ??= err;
    }
  }
  if (missing.length > 0) throw new TableFilesMissingError(dir, missing, { cause });
  return (name) => files.get(name)!;
}

/**
 * The engine's catalog (functions/engine/catalog.ts) with the data tables of `dir` (by default `tableFilesDir()`).
 * Every host that runs the engine creates one at init — the Lambda handlers, the local server and its workers, the
 * CLI, the benches, the tests — and passes it to what compiles Guardians. Throws when a table file is missing.
 */
export function loadCatalog(dir = tableFilesDir()): Catalog {
  return createCatalog({ tables: createFileTableSource(dir) });
}
