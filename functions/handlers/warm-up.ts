import { inspectText } from '../engine/inspect';
import { supportedEntities } from '../engine/policies/pii';
import { compileGuardian } from '../guardians/compile';

/**
 * Work the first request of a fresh instance would otherwise do, done during Lambda's init phase instead: the
 * Guardian schema's first validation, every built-in detector's first run (V8 compiles a regular expression on its
 * first use; the phone metadata is decoded on the first `+CC` number) and the masking path. Init runs before the
 * first request's clock starts and, at 1024 MB, with more CPU than the request phase (README "Bundle budget and
 * cold start"). Measured with `npm run build -- --cold-start`.
 *
 * Only on Lambda (`onLambda`): tests and the local server load the handlers without paying for it.
 */
const WARM_UP_GUARDIAN = {
  name: 'warm-up',
  description: 'Every built-in entity, masked: exercises each detector once at init',
  processTypes: { input: { policies: ['pii'] } },
  additionalData: {},
  model: { provider: 'bedrock', modelId: 'warm-up', parameters: {} },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: Object.fromEntries(supportedEntities().map((entity) => [entity, { action: 'MASK' }])),
      customRules: [],
    },
  ],
};

/** Synthetic values only (documentation ranges, test card and IBAN numbers, a drama-range phone number). */
const WARM_UP_TEXT = [
  'Dear Maria Garcia, thanks for visiting Toronto and Berlin last week.',
  'Call +44 20 7946 0958 or (650) 253-0000, write to jane.doe@example.com, host 192.0.2.10, 2001:db8::1.',
  'Card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00, SSN 536-22-8726, RRN 900101-1234568.',
  'Ship to 1600 Pennsylvania Avenue, Washington, DC 20500. Key AKIAIOSFODNN7EXAMPLE.',
].join('\n');

/** True inside a Lambda execution environment (the runtime sets the function name). */
export const onLambda = (env: NodeJS.ProcessEnv): boolean => env.AWS_LAMBDA_FUNCTION_NAME !== undefined;

/**
 * Runs the warm-up inspection; returns the entity types it found (a test checks that the data-table detectors ran).
 * A table that cannot be read fails here, at init, rather than on the first request that needs it.
 */
export function warmUpEngine(): string[] {
  const guardian = compileGuardian(WARM_UP_GUARDIAN, 0);
  const inspection = inspectText(WARM_UP_TEXT, guardian.processTypes.get('input')!);
  return [...new Set(inspection.results.flatMap((r) => r.findings.map((f) => f.ruleName)))].sort();
}
