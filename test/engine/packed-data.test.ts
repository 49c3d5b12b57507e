/**
 * Packed data tables (functions/engine/data/packed.ts): each `*.packed.ts` module decodes to exactly what its
 * source gives today, so a package update without `npm run pack-data` fails here instead of shipping stale data.
 */
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { PACKED_TABLES, pack, packedModulePath } from '../../bin/pack-data';
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import { packed } from '../../functions/engine/data/packed';
import { phoneMetadataMax } from '../../functions/engine/data/phone-metadata-max.packed';

const DATA_DIR = path.join(__dirname, '..', '..', 'functions', 'engine', 'data');

describe.each(PACKED_TABLES.map((t) => [t.module, t] as const))('%s', (_name, table) => {
  test('decodes to its source, unchanged (else run `npm run pack-data`)', async () => {
    const mod = (await import(packedModulePath(table))) as Record<string, () => unknown>;
    expect(mod[table.exportName]!()).toEqual(table.load());
  });

  test('is decoded once and then shared', async () => {
    const mod = (await import(packedModulePath(table))) as Record<string, () => unknown>;
    expect(mod[table.exportName]!()).toBe(mod[table.exportName]!());
  });
});

test('every *.packed.ts module is in the registry (bin/pack-data.ts)', () => {
  const modules = readdirSync(DATA_DIR).filter((f) => f.endsWith('.packed.ts'));
  expect(modules.sort()).toEqual(PACKED_TABLES.map((t) => `${t.module}.packed.ts`).sort());
});

test('round trip of arbitrary JSON, including non-ASCII text', () => {
  const value = { names: ['Zoë', '김민준', 'José'], n: [1, 2.5, null], nested: { ok: true } };
  expect(packed(pack(value).base64)()).toEqual(value);
});

test('nothing is decoded before the first call (a module load never pays for a table it does not use)', () => {
  let accessor: () => unknown = () => undefined;
  expect(() => (accessor = packed('not brotli at all'))).not.toThrow();
  expect(() => accessor()).toThrow();
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
    const packedMetadata = phoneMetadataMax();
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
