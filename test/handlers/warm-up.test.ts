/** What the Lambda handlers do at init (functions/handlers/warm-up.ts). */
import { readTable, TABLE_NAMES } from '../../functions/engine/data/tables';
import { initOnLambda, onLambda } from '../../functions/handlers/warm-up';

test('initOnLambda builds the handler once and leaves every data table decoded', () => {
  const build = jest.fn(() => 'handler');
  expect(initOnLambda(build)).toBe('handler');
  expect(build).toHaveBeenCalledTimes(1);
  for (const name of TABLE_NAMES) expect(readTable(name)).toBe(readTable(name));
});

test.each([
  [{ AWS_LAMBDA_FUNCTION_NAME: 'content-guard-inline' }, true],
  [{}, false],
  [{ AWS_REGION: 'us-east-1' }, false],
])('onLambda(%p) is %p', (env, expected) => {
  expect(onLambda(env)).toBe(expected);
});
