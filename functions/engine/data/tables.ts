import { brotliDecompressSync } from 'node:zlib';
import type { MetadataJson } from 'libphonenumber-js/core';
import type { LOCATION_WORDS } from '../detectors/data/location-words';
import type { PERSON_WORDS } from '../detectors/data/person-words';
import type { NameModelFile } from '../ner/model';
import { EngineError } from '../errors';

/**
 * The engine's data tables (lexicons, phone metadata): brotli-compressed JSON files beside the code, not inside
 * it. `npm run pack-data` (bin/pack-data.ts, one registry of tables and their sources) writes each as
 * functions/engine/data/<name>.json.br; test/engine/packed-data.test.ts re-derives each from its source and fails
 * when one is stale.
 *
 * The engine reads no files (ARCHITECTURE.md): a host installs a `TableSource` once, before the engine's modules
 * load (the name and place lexicons are decoded at module load). The Lambda handlers read the files GuardFunction
 * copies next to the bundle; tests, the local server, the CLI and the benches read the repository's files —
 * both through functions/adapters/table-files.ts. Keeping them out of the JavaScript keeps every bundle under its
 * budget and spares V8 from parsing 120 KB of string literals at each cold start (functions/engine/README.md "Data
 * tables"). A table is decoded on its first use only, once per instance.
 */
export interface TableTypes {
  'first-names-en': { readonly female: readonly string[]; readonly male: readonly string[] };
  'location-words': WordLists<typeof LOCATION_WORDS>;
  'name-model-v2': NameModelFile;
  'nanp-area-codes': readonly number[];
  'person-words': WordLists<typeof PERSON_WORDS>;
  'phone-metadata-max': MetadataJson;
  'us-census-first-names': readonly string[];
  'us-census-surnames': readonly string[];
  'world-cities': readonly string[];
}
export type TableName = keyof TableTypes;

/**
 * A table of a detector's word lists (functions/engine/detectors/data/<detector>-words.ts): each list of the
 * source, a string of space-separated words there, as its words in the same order.
 */
export type WordLists<Source> = { readonly [List in keyof Source]: readonly string[] };

/** Every table, in one order (a forgotten name fails to compile). */
export const TABLE_NAMES = Object.keys({
  'first-names-en': true,
  'location-words': true,
  'name-model-v2': true,
  'nanp-area-codes': true,
  'person-words': true,
  'phone-metadata-max': true,
  'us-census-first-names': true,
  'us-census-surnames': true,
  'world-cities': true,
} satisfies Record<TableName, true>) as readonly TableName[];

/** The file name of a table, beside the bundle and in the repository alike. */
export const tableFileName = (name: TableName): string => `${name}.json.br`;

/** The bytes of a packed table (brotli-compressed UTF-8 JSON). Throws when the host cannot provide it. */
export type TableSource = (name: TableName) => Uint8Array;

/** A data table the engine needs cannot be read or decoded: a deployment or packaging fault, never ignored. */
export class TableUnavailableError extends EngineError {
  override name = 'TableUnavailableError';
  constructor(
    readonly table: TableName,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`data table ${table}: ${reason}`, options);
  }
}

let source: TableSource | undefined;
const decoded = new Map<TableName, unknown>();

/** Installs where the tables come from (once per process; a new source drops what the previous one decoded). */
export function installTableSource(next: TableSource): void {
  source = next;
  decoded.clear();
}

/** Decodes a packed table (brotli → UTF-8 → JSON). Shared with bin/pack-data.ts and its staleness test. */
export function decodeTable(bytes: Uint8Array): unknown {
  return JSON.parse(brotliDecompressSync(bytes).toString('utf8'));
}

/** The decoded table, read and decoded on the first call only. */
export function readTable<N extends TableName>(name: N): TableTypes[N] {
  if (decoded.has(name)) return decoded.get(name) as TableTypes[N];
  if (!source) {
    throw new TableUnavailableError(
      name,
      'no table source installed (a host calls installTableFiles of functions/adapters/table-files.ts at init)',
    );
  }
  let value: unknown;
  try {
    value = decodeTable(source(name));
  } catch (err) {
    throw new TableUnavailableError(name, err instanceof Error ? err.message : 'unreadable', { cause: err });
  }
  decoded.set(name, value);
  return value as TableTypes[N];
}

/**
 * Decodes every table now (the Lambda handlers call it at init: a corrupt table then fails the init, and the phone
 * metadata — otherwise decoded by the first `+CC` number — costs the init ~5 ms instead of a request).
 */
export function preloadTables(): void {
  for (const name of TABLE_NAMES) readTable(name);
}

const accessor =
  <N extends TableName>(name: N) =>
  (): TableTypes[N] =>
    readTable(name);

// One accessor per table, named as the detectors use them.
export const firstNamesEn = accessor('first-names-en');
export const locationWords = accessor('location-words');
export const nameModelV2 = accessor('name-model-v2');
export const nanpAreaCodes = accessor('nanp-area-codes');
export const personWords = accessor('person-words');
export const phoneMetadataMax = accessor('phone-metadata-max');
export const usCensusFirstNames = accessor('us-census-first-names');
export const usCensusSurnames = accessor('us-census-surnames');
export const worldCities = accessor('world-cities');
