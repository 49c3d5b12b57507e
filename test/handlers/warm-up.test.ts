/** What the Lambda handlers do at init (functions/handlers/warm-up.ts). */
import { TABLE_NAMES } from '../../functions/engine/data/tables';
import type { Catalog } from '../../functions/engine/catalog';
import { initOnLambda, onLambda } from '../../functions/handlers/warm-up';

test("initOnLambda builds the handler once with the catalog and leaves every one of the catalog's tables decoded", () => {
  let given: Catalog | undefined;
  const build = jest.fn((catalog: Catalog) => {
    given = catalog;
    return 'handler';
  });
  expect(initOnLambda(build)).toBe('handler');
  expect(build).toHaveBeenCalledTimes(1);
  // Decoded: a second read returns the same object, not a new decoding.
  for (const name of TABLE_NAMES) expect(given!.tables.read(name)).toBe(given!.tables.read(name));
});

test.each([
  [{ AWS_LAMBDA_FUNCTION_NAME: 'content-guard-inline' }, true],
  [{}, false],
  [{ AWS_REGION: 'us-east-1' }, false],
])('onLambda(%p) is %p', (env, expected) => {
  expect(onLambda(env)).toBe(expected);
});
