/**
 * Packed data tables (functions/engine/data/packed.ts): each `*.packed.ts` module decodes to exactly what its
 * source gives today, so a package update without `npm run pack-data` fails here instead of shipping stale data.
 */
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { PACKED_TABLES, pack, packedModulePath } from '../../bin/pack-data';
import { packed } from '../../functions/engine/data/packed';

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
