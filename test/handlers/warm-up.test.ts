/** The Lambda init warm-up (functions/handlers/warm-up.ts): it runs the detectors that read the data tables. */
import { onLambda, warmUpEngine } from '../../functions/handlers/warm-up';

test('runs every detector once and finds the synthetic values, including the data-table ones', () => {
  const found = warmUpEngine();
  for (const entity of ['PERSON', 'LOCATION', 'PHONE_NUMBER', 'EMAIL_ADDRESS', 'CREDIT_CARD', 'IBAN_CODE', 'STREET_ADDRESS']) {
    expect(found).toContain(entity);
  }
});

test.each([
  [{ AWS_LAMBDA_FUNCTION_NAME: 'content-guard-inline' }, true],
  [{}, false],
  [{ AWS_REGION: 'us-east-1' }, false],
])('onLambda(%p) is %p', (env, expected) => {
  expect(onLambda(env)).toBe(expected);
});
