/**
 * Bundle budgets: every handler is bundled exactly as the stack does (bin/build.ts → GuardFunction settings) and
 * its esbuild metafile is checked. `npm run build` prints the same figures; `npm run build -- --cold-start`
 * times them.
 */
import { bundleHandler, bytesByPackage, detectorExampleBytes, HANDLER_BUNDLES, INLINE_BUDGET_BYTES, type HandlerBundle } from '../../bin/build';

const KB = 1024;

/** The budget for the inline handler, minified, without the runtime's AWS SDK. */
const INLINE_BUDGET = INLINE_BUDGET_BYTES;

/**
 * The one thing counted apart: the detectors' own positive and negative examples (`examples: {…}` on every
 * Detector object, functions/engine/detectors/types.ts) — test fixtures that ship because they live on the
 * runtime objects. Capped near their size; moving them out of the objects (a sibling export the registry does
 * not import) takes them out of the bundles. Data tables (phone metadata, lexicons) are NOT counted apart: they
 * ship packed (functions/engine/data/packed.ts) and count in full.
 */
const DETECTOR_EXAMPLES_CAP = 50 * KB;

/** Every function, whatever it is: a ceiling that catches an accidental import of something big. */
const ANY_FUNCTION_CEILING = 400 * KB;

const bundles = new Map<string, HandlerBundle>();
beforeAll(async () => {
  for (const spec of HANDLER_BUNDLES) bundles.set(spec.name, await bundleHandler(spec));
}, 60_000);
const bundle = (name: string) => bundles.get(name)!;
const inputs = (name: string) => [...bundle(name).inputs.keys()];
const packages = (name: string) => bytesByPackage(bundle(name)).map(([pkg]) => pkg);

describe('inline handler (POST /v1/guard/api)', () => {
  test(`≤ ${INLINE_BUDGET / KB} KB minified, everything counted but the detectors' examples`, () => {
    const inline = bundle('guard-api');
    const examples = detectorExampleBytes(Buffer.from(inline.code).toString('utf8'));
    expect(examples).toBeGreaterThan(0); // the measure still finds them (else it measures nothing)
    expect(examples).toBeLessThanOrEqual(DETECTOR_EXAMPLES_CAP);
    const counted = inline.bytes - examples;
    if (counted > INLINE_BUDGET) {
      // The failure says where the bytes are (`npm run build` prints the same per bundle).
      const biggest = bytesByPackage(inline)
        .slice(0, 8)
        .map(([pkg, bytes]) => `${pkg} ${(bytes / KB).toFixed(1)} KB`)
        .join(', ');
      throw new Error(
        `inline bundle is ${(inline.bytes / KB).toFixed(1)} KB (${(counted / KB).toFixed(1)} KB without ` +
          `${(examples / KB).toFixed(1)} KB of detector examples), budget ${INLINE_BUDGET / KB} KB: ${biggest}`,
      );
    }
  });

  test('data tables ship packed: no JSON table of a package is inlined', () => {
    expect(inputs('guard-api').filter((i) => /\.json(\.js)?$/.test(i))).toEqual([]);
    expect(inputs('guard-api').filter((i) => i.startsWith('functions/engine/data/')).sort()).toEqual([
      'functions/engine/data/first-names-en.packed.ts',
      'functions/engine/data/packed.ts',
      'functions/engine/data/phone-metadata-max.packed.ts',
    ]);
  });

  test('imports at run time only node built-ins, the DynamoDB and Bedrock clients and re2 (from the layer)', () => {
    expect(bundle('guard-api').externalImports.filter((i) => !i.startsWith('node:'))).toEqual([
      '@aws-sdk/client-bedrock-runtime', // TOPIC policies' Bedrock judge (functions/adapters/aws/bedrock-judge.ts)
      '@aws-sdk/client-dynamodb',
      '@aws-sdk/lib-dynamodb',
      're2',
    ]);
  });

  test.each([
    '@aws-lambda-powertools/logger', // functions/handlers/log.ts writes the same lines
    '@aws-lambda-powertools/metrics', // functions/handlers/metrics.ts writes EMF itself
    'fastify',
    'fauxqs',
    'dynalite',
    'commander',
    'yaml',
    'microdiff',
    'aws-cdk-lib',
    'constructs',
    'cdk-nag',
    'ulid',
    '@aws-sdk/client-s3',
    '@aws-sdk/lib-storage',
    '@aws-sdk/client-sqs',
  ])('does not bundle %s', (pkg) => {
    expect(packages('guard-api')).not.toContain(pkg);
  });

  test('nothing from the local runner, the CLI, the jobs pipeline or JSON Schema generation', () => {
    const unwanted = inputs('guard-api').filter(
      (i) =>
        i.startsWith('functions/local/') ||
        i.startsWith('functions/cli/') ||
        (i.startsWith('functions/jobs/') && i !== 'functions/jobs/errors.ts') || // error classes for the HTTP mapping
        i.startsWith('functions/guardians/json-schema'),
    );
    expect(unwanted).toEqual([]);
  });

  // `import { z } from 'zod'` takes zod's prebuilt namespace object, with all 40+ locales (+350 KB);
  // `import * as z from 'zod'` lets esbuild keep only what is used. Same API, same types.
  test("zod without its locales: import zod as `import * as z from 'zod'`", () => {
    expect(inputs('guard-api').filter((i) => /zod\/v4\/locales\/(?!en\.js)/.test(i))).toEqual([]);
  });
});

describe('every function', () => {
  test.each(HANDLER_BUNDLES.map((s) => s.name))(`%s ≤ ${ANY_FUNCTION_CEILING / KB} KB`, (name) => {
    expect(bundle(name).bytes).toBeLessThanOrEqual(ANY_FUNCTION_CEILING);
  });

  test.each(HANDLER_BUNDLES.filter((s) => !s.re2).map((s) => s.name))(
    '%s: no re2, no detectors, no phone metadata (it gets no re2 layer)',
    (name) => {
      expect(bundle(name).externalImports).not.toContain('re2');
      const engine = /^functions\/engine\/(detectors|policies)\/|libphonenumber-js|ibantools/;
      expect(inputs(name).filter((i) => engine.test(i))).toEqual([]);
    },
  );

  test.each(HANDLER_BUNDLES.filter((s) => s.re2).map((s) => s.name))('%s: re2 stays external (the layer provides it)', (name) => {
    expect(bundle(name).externalImports).toContain('re2');
    expect(inputs(name).filter((i) => i.includes('node_modules/re2/'))).toEqual([]);
  });

  test.each(HANDLER_BUNDLES.map((s) => s.name))('%s: no Powertools (EMF and log lines are written by functions/handlers/)', (name) => {
    expect(packages(name).filter((pkg) => pkg.startsWith('@aws-lambda-powertools/'))).toEqual([]);
  });

  test.each(HANDLER_BUNDLES.map((s) => s.name))('%s: the AWS SDK is never bundled', (name) => {
    expect(inputs(name).filter((i) => i.includes('node_modules/@aws-sdk/') || i.includes('node_modules/@smithy/'))).toEqual([]);
  });
});
