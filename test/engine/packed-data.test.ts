/**
 * The engine's data tables (functions/engine/data/tables.ts): each `<name>.json.br` file decodes to exactly what its
 * source gives today, so a package update without `npm run pack-data` fails here instead of shipping stale data;
 * and a table that cannot be read is an error, never an empty lexicon.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import { manifest, MANIFEST_PATH, pack, PACKED_TABLES, TABLES_DIR, tableFilePath } from '../../bin/pack-data';
import { createFileTableSource, TableFilesMissingError, tableFilesDir } from '../../functions/adapters/table-files';
import { createTables, decodeTable, TABLE_NAMES, tableFileName, TableUnavailableError } from '../../functions/engine/data/tables';
import { DETECTORS } from '../../functions/engine/detectors';
import { runDetector } from '../../functions/engine/detectors/run';
import { testCatalog } from '../helpers/catalog';

describe.each(PACKED_TABLES.map((t) => [t.name, t] as const))('%s', (name, table) => {
  test('decodes to its source, unchanged (else run `npm run pack-data`)', () => {
    expect(decodeTable(readFileSync(tableFilePath(table)))).toEqual(table.load());
  });

  test("is read through the catalog's source, decoded once and then shared", () => {
    expect(testCatalog.tables.read(name)).toEqual(table.load());
    expect(testCatalog.tables.read(name)).toBe(testCatalog.tables.read(name));
  });
});

test('one file per table of the registry, and a source in bin/pack-data.ts for each', () => {
  expect(readdirSync(TABLES_DIR).filter((f) => f.endsWith('.br')).sort()).toEqual(TABLE_NAMES.map(tableFileName).sort());
  expect(PACKED_TABLES.map((t) => t.name).sort()).toEqual([...TABLE_NAMES].sort());
});

test('TABLES.md describes the files as they are (else run `npm run pack-data`)', () => {
  const described = PACKED_TABLES.map((table) => ({
    table,
    bytes: statSync(tableFilePath(table)).size,
    rawBytes: Buffer.byteLength(JSON.stringify(table.load()), 'utf8'),
  }));
  expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(manifest(described));
});

test('jest reads the repository files (the same folder the Lambda bundle gets a copy of)', () => {
  expect(tableFilesDir()).toBe(TABLES_DIR);
});

test('round trip of arbitrary JSON, including non-ASCII text', () => {
  const value = { names: ['Zoë', '김민준', 'José'], n: [1, 2.5, null], nested: { ok: true } };
  expect(decodeTable(pack(value).bytes)).toEqual(value);
});

describe('a table that cannot be had is an error naming it', () => {
  test('a source that fails: TableUnavailableError naming the table, at the first read', () => {
    const tables = createTables(() => {
      throw new Error('gone');
    });
    expect(() => tables.read('world-cities')).toThrow(TableUnavailableError);
    expect(() => tables.read('world-cities')).toThrow('data table world-cities: gone');
  });

  test('corrupt bytes: TableUnavailableError with the cause, and nothing cached', () => {
    let bytes: Uint8Array = Buffer.from('not brotli at all');
    const tables = createTables(() => bytes);
    expect(() => tables.read('phone-metadata-max')).toThrow(TableUnavailableError);
    bytes = readFileSync(path.join(TABLES_DIR, tableFileName('phone-metadata-max')));
    expect(tables.read('phone-metadata-max')).toEqual(testCatalog.tables.read('phone-metadata-max'));
  });

  test('two catalogs keep their own tables and what detectors derive from them', () => {
    const a = createTables((name) => readFileSync(path.join(TABLES_DIR, tableFileName(name))));
    const b = createTables((name) => readFileSync(path.join(TABLES_DIR, tableFileName(name))));
    const build = (t: typeof a) => ({ cities: t.read('world-cities').length });
    expect(a.derived(build)).toBe(a.derived(build));
    expect(a.derived(build)).not.toBe(b.derived(build));
    expect(a.derived(build)).toEqual(b.derived(build));
  });

  test('a missing file is a startup error: the file source reads every table when it is created', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cg-tables-'));
    for (const name of TABLE_NAMES.filter((n) => n !== 'us-census-surnames')) {
      writeFileSync(path.join(dir, tableFileName(name)), readFileSync(path.join(TABLES_DIR, tableFileName(name))));
    }
    expect(() => createFileTableSource(dir)).toThrow(TableFilesMissingError);
    expect(() => createFileTableSource(dir)).toThrow(`data tables missing in ${dir}: us-census-surnames.json.br`);
  });

  test('a detector without its tables fails (no silent empty lexicon)', () => {
    const withheld = createTables((name) => {
      throw new Error(`${name} withheld by the test`);
    });
    for (const id of ['person', 'location', 'phone-number'] as const) {
      const text = 'Call Margaret Stouffer in Rotterdam on (212) 555-0199';
      expect(() => runDetector(DETECTORS.get(id)!, text, withheld)).toThrow(TableUnavailableError);
      // Without a catalog's tables at all: the same error, saying so.
      expect(() => runDetector(DETECTORS.get(id)!, text)).toThrow("data tables: this text was indexed without a catalog's tables");
    }
  });

  test('TableUnavailableError is an engine error with the table name as a field', () => {
    const err = new TableUnavailableError('world-cities', 'gone');
    expect(err).toMatchObject({ name: 'TableUnavailableError', table: 'world-cities', message: 'data table world-cities: gone' });
  });
});

describe('phone metadata without the formatting rules', () => {
  // The detector's question (phone-number.ts `libVerdict`): is `+<digits>` valid, possible, or neither — and, for
  // good measure, which country and number type. Same answers with the full `max` metadata and the packed one.
  const verdict = (digits: string, metadata: MetadataJson) => {
    const parsed = parsePhoneNumberFromString(`+${digits}`, metadata);
    return parsed ? [parsed.isValid(), parsed.isPossible(), parsed.country, parsed.getType()] : undefined;
  };

  test('the same verdicts as the full metadata for numbers of every calling code', () => {
    const full = maxMetadata as unknown as MetadataJson;
    const packedMetadata = testCatalog.tables.read('phone-metadata-max');
    const codes = Object.keys((full as unknown as { country_calling_codes: Record<string, unknown> }).country_calling_codes);
    expect(codes.length).toBeGreaterThan(200);
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
    let valid = 0;
    const mismatches: string[] = [];
    for (const code of codes) {
      for (let i = 0; i < 24; i++) {
        const length = 4 + Math.floor(random() * 10); // national numbers of 4–13 digits
        let national = '';
        for (let d = 0; d < length; d++) national += String(Math.floor(random() * 10));
        const digits = code + national;
        const expected = verdict(digits, full);
        if (expected?.[0]) valid += 1;
        if (JSON.stringify(verdict(digits, packedMetadata)) !== JSON.stringify(expected)) mismatches.push(digits);
      }
    }
    expect(mismatches).toEqual([]);
    expect(valid).toBeGreaterThan(100); // the sample reaches valid numbers, not only rejections
  });
});
