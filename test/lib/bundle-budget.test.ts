/**
 * Bundle budgets: every handler is bundled exactly as the stack does (bin/build.ts → GuardFunction settings) and
 * its esbuild metafile is checked. `npm run build` prints the same figures; `npm run build -- --cold-start`
 * times them.
 */
import { bundleHandler, bytesByPackage, HANDLER_BUNDLES, type HandlerBundle } from '../../bin/build';

const KB = 1024;

/** The budget for the inline handler, minified, without the runtime's AWS SDK. */
const INLINE_BUDGET = 300 * KB;

/**
 * Data tables counted apart from the code budget, each capped near its current size so it cannot grow unnoticed.
 * They are their detectors' owners' decisions (a smaller metadata set, a compact lexicon): README "Bundle budget".
 * The library code around them still counts.
 */
const DATA_ALLOWANCES: readonly { readonly input: RegExp; readonly why: string; readonly capBytes: number }[] = [
  {
    input: /node_modules\/libphonenumber-js\/metadata\.\w+\.json\.js$/,
    why: 'phone-number.ts validates +CC numbers of other countries with libphonenumber-js/max',
    capBytes: 160 * KB,
  },
  {
    input: /node_modules\/@stdlib\/datasets-(fe)?male-first-names-en\/data\/names\.json$/,
    why: 'person.ts first-name lexicon (public-domain name lists)',
    capBytes: 85 * KB,
  },
  {
    input: /functions\/engine\/(policies|text)\/data\/[a-z-]+\.ts$/,
    why: 'WORD policy built-in profanity lists and TOPIC analyzer lexicons (stop words, Korean particles)',
    capBytes: 6 * KB,
  },
];

/** Every function, whatever it is: a ceiling that catches an accidental import of something big. */
const ANY_FUNCTION_CEILING = 640 * KB;

const bundles = new Map<string, HandlerBundle>();
beforeAll(async () => {
  for (const spec of HANDLER_BUNDLES) bundles.set(spec.name, await bundleHandler(spec));
}, 60_000);
const bundle = (name: string) => bundles.get(name)!;
const inputs = (name: string) => [...bundle(name).inputs.keys()];
const packages = (name: string) => bytesByPackage(bundle(name)).map(([pkg]) => pkg);

describe('inline handler (POST /v1/guard/api)', () => {
  test(`≤ ${INLINE_BUDGET / KB} KB minified, the capped data tables aside`, () => {
    const inline = bundle('guard-api');
    let data = 0;
    for (const allowance of DATA_ALLOWANCES) {
      const bytes = [...inline.inputs].filter(([input]) => allowance.input.test(input)).reduce((sum, [, b]) => sum + b, 0);
      expect({ table: allowance.why, bytes: Math.min(bytes, allowance.capBytes) }).toEqual({ table: allowance.why, bytes });
      data += bytes;
    }
    const code = inline.bytes - data;
    if (code > INLINE_BUDGET) {
      // The failure says where the bytes are (`npm run build` prints the same per bundle).
      const biggest = bytesByPackage(inline)
        .slice(0, 8)
        .map(([pkg, bytes]) => `${pkg} ${(bytes / KB).toFixed(1)} KB`)
        .join(', ');
      throw new Error(`inline code is ${(code / KB).toFixed(1)} KB (+ ${(data / KB).toFixed(1)} KB data), budget ${INLINE_BUDGET / KB} KB: ${biggest}`);
    }
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

  test.each(HANDLER_BUNDLES.map((s) => s.name))('%s: the AWS SDK is never bundled', (name) => {
    expect(inputs(name).filter((i) => i.includes('node_modules/@aws-sdk/') || i.includes('node_modules/@smithy/'))).toEqual([]);
  });
});
