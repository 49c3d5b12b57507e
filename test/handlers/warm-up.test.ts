/** What the Lambda handlers do at init (functions/handlers/warm-up.ts). */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { tableFilesDir } from '../../functions/adapters/table-files';
import { createCatalog, type Catalog } from '../../functions/engine/catalog';
import { TABLE_NAMES, tableFileName, type TableName } from '../../functions/engine/data/tables';
import { initOnLambda, onLambda } from '../../functions/handlers/warm-up';

test("initOnLambda builds the handler once with the catalog, then decodes every one of the catalog's tables", () => {
  const asked: TableName[] = [];
  const catalog = createCatalog({
    tables: (name) => {
      asked.push(name);
      return readFileSync(path.join(tableFilesDir(), tableFileName(name)));
    },
  });
  const build = jest.fn((given: Catalog) => {
    // Building the handler reads no table: they are decoded after it, at init.
    expect(asked).toEqual([]);
    return given === catalog ? 'handler' : 'another catalog';
  });
  expect(initOnLambda(build, catalog)).toBe('handler');
  expect(build).toHaveBeenCalledTimes(1);
  expect([...asked].sort()).toEqual([...TABLE_NAMES].sort());
  // Decoded once: reading them again asks the source for nothing.
  for (const name of TABLE_NAMES) catalog.tables.read(name);
  expect(asked).toHaveLength(TABLE_NAMES.length);
});

test('initOnLambda loads the catalog from the files beside the code by default', () => {
  expect(initOnLambda((catalog) => catalog.tables.read('nanp-area-codes').length)).toBeGreaterThan(300);
});

test.each([
  [{ AWS_LAMBDA_FUNCTION_NAME: 'content-guard-inline' }, true],
  [{}, false],
  [{ AWS_REGION: 'us-east-1' }, false],
])('onLambda(%p) is %p', (env, expected) => {
  expect(onLambda(env)).toBe(expected);
});
