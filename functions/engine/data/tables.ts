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
 * The engine reads no files (ARCHITECTURE.md): a host gives a `TableSource` to the catalog it creates
 * (../catalog.ts). The Lambda handlers read the files GuardFunction copies next to the bundle; tests, the local
 * server, the CLI and the benches read the repository's files — both through functions/adapters/table-files.ts. Keeping them out of the JavaScript keeps every bundle under its
 * budget and spares V8 from parsing 120 KB of string literals at each cold start (functions/engine/README.md "Data
 * tables"). A table is decoded on its first use only, once per catalog.
 */
export interface TableTypes {
  'english-words': readonly string[];
  'first-names-en': { readonly female: readonly string[]; readonly male: readonly string[] };
  'location-words': WordLists<typeof LOCATION_WORDS>;
  'name-model-v2': NameModelFile;
  'nanp-area-codes': readonly number[];
  'person-words': WordLists<typeof PERSON_WORDS>;
  'phone-metadata-max': MetadataJson;
  /** Well-known people's full names, and WordNet's licence notice (../public-figures.ts). */
  'public-figures': { readonly notice: string; readonly names: readonly string[] };
  /** Cities of 100,000+ whose names are also surnames (../detectors/location/gazetteer.ts). */
  'surname-cities': readonly string[];
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
  'english-words': true,
  'first-names-en': true,
  'location-words': true,
  'name-model-v2': true,
  'nanp-area-codes': true,
  'person-words': true,
  'phone-metadata-max': true,
  'public-figures': true,
  'surname-cities': true,
  'us-census-first-names': true,
  'us-census-surnames': true,
  'world-cities': true,
} satisfies Record<TableName, true>) as readonly TableName[];

/** The file name of a table, beside the bundle and in the repository alike. */
export const tableFileName = (name: TableName): string => `${name}.json.br`;

/** The bytes of a packed table (brotli-compressed UTF-8 JSON). Throws when the host cannot provide it. */
export type TableSource = (name: TableName) => Uint8Array;

/**
 * A data table the engine needs cannot be read or decoded, or code that reads tables runs without a catalog's
 * (`table` undefined): a deployment or wiring fault, never ignored.
 */
export class TableUnavailableError extends EngineError {
  override name = 'TableUnavailableError';
  constructor(
    readonly table: TableName | undefined,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(table === undefined ? `data tables: ${reason}` : `data table ${table}: ${reason}`, options);
  }
}

/**
 * The engine's tables as one catalog reads them (../catalog.ts): each decoded on its first use, and the values
 * derived from them (a lexicon, the name model) built once per catalog. Nothing is kept outside this object: two
 * catalogs read their own sources.
 */
export interface Tables {
  /** The decoded table, read and decoded on the first call only. Throws TableUnavailableError. */
  read<N extends TableName>(name: N): TableTypes[N];
  /**
   * `build(this)`, built on the first call for that function and kept with these tables: the way a detector keeps
   * a lexicon it derives from tables. `build` must be a function defined once (a module's constant), not a closure
   * made per call.
   */
  derived<T>(build: (tables: Tables) => T): T;
  /**
   * Decodes every table now (the Lambda handlers call it at init: a corrupt table then fails the init, and the phone
   * metadata — otherwise decoded by the first `+CC` number — costs the init ~5 ms instead of a request).
   */
  preload(): void;
}

/** The tables `source` provides, decoded lazily. */
export function createTables(source: TableSource): Tables {
  const decoded = new Map<TableName, unknown>();
  const derived = new Map<(tables: Tables) => unknown, unknown>();
  const tables: Tables = {
    read<N extends TableName>(name: N): TableTypes[N] {
      if (decoded.has(name)) return decoded.get(name) as TableTypes[N];
      let value: unknown;
      try {
        value = decodeTable(source(name));
      } catch (err) {
        throw new TableUnavailableError(name, err instanceof Error ? err.message : 'unreadable', { cause: err });
      }
      decoded.set(name, value);
      return value as TableTypes[N];
    },
    derived<T>(build: (tables: Tables) => T): T {
      if (derived.has(build)) return derived.get(build) as T;
      const value = build(tables);
      derived.set(build, value);
      return value;
    },
    preload() {
      for (const name of TABLE_NAMES) tables.read(name);
    },
  };
  return tables;
}

/** Decodes a packed table (brotli → UTF-8 → JSON). Shared with bin/pack-data.ts and its staleness test. */
export function decodeTable(bytes: Uint8Array): unknown {
  return JSON.parse(brotliDecompressSync(bytes).toString('utf8'));
}
