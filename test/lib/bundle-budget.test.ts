/**
 * Bundle budgets: every handler is bundled exactly as the stack does (bin/build.ts → GuardFunction settings) and
 * its esbuild metafile is checked. `npm run build` prints the same figures; `npm run build -- --cold-start`
 * times them. The built guard-api is also run, with its data tables beside it, in a fresh node process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { probeGuardBundle, startColdStartFixture, type ColdStartFixture } from '../../bin/cold-start';
import {
  bundleHandler,
  bytesByPackage,
  DATA_TABLES_CAP_BYTES,
  dataTableFiles,
  detectorExampleSets,
  HANDLER_BUNDLES,
  INLINE_BUDGET_BYTES,
  writeHandlerBundle,
  type HandlerBundle,
} from '../../bin/build';
import { TABLE_NAMES, tableFileName } from '../../functions/engine/data/tables';
import { copyDataTables } from '../../lib/constructs/guard-function';
import { REPO_ROOT, TABLES_BUNDLE_DIR } from '../../lib/constructs/runtime';

const KB = 1024;

/**
 * The budget for the inline handler: the whole JavaScript bundle, minified, without the runtime's AWS SDK (bin/build.ts
 * says what takes the space). Nothing is carved out: the data tables are files beside the bundle
 * (functions/engine/data/tables.ts), with a cap of their own.
 */
const INLINE_BUDGET = INLINE_BUDGET_BYTES;

/** Every function, whatever it is: a ceiling that catches an accidental import of something big. */
const ANY_FUNCTION_CEILING = INLINE_BUDGET_BYTES;

const bundles = new Map<string, HandlerBundle>();
beforeAll(async () => {
  for (const spec of HANDLER_BUNDLES) bundles.set(spec.name, await bundleHandler(spec));
}, 60_000);
const bundle = (name: string) => bundles.get(name)!;
const inputs = (name: string) => [...bundle(name).inputs.keys()];
const packages = (name: string) => bytesByPackage(bundle(name)).map(([pkg]) => pkg);

describe('inline handler (POST /v1/guard/api)', () => {
  test('the detectors\' examples are not bundled', () => {
    const code = Buffer.from(bundle('guard-api').code).toString('utf8');
    expect(detectorExampleSets(code)).toBe(0);
    // A positive example of the Slack detector (functions/engine/detectors/secrets/slack.ts): test text only.
    expect(code).not.toContain('SLACK_API_TOKEN=');
  });

  test(`the whole bundle ≤ ${INLINE_BUDGET / KB} KB minified`, () => {
    const inline = bundle('guard-api');
    if (inline.bytes > INLINE_BUDGET) {
      // The failure says where the bytes are (`npm run build` prints the same per bundle).
      const biggest = bytesByPackage(inline)
        .slice(0, 8)
        .map(([pkg, bytes]) => `${pkg} ${(bytes / KB).toFixed(1)} KB`)
        .join(', ');
      throw new Error(`inline bundle is ${(inline.bytes / KB).toFixed(1)} KB, over the ${INLINE_BUDGET / KB} KB budget: ${biggest}`);
    }
  });

  test('no data table is in the code: no JSON of a package, no packed literal, no lexicon source', () => {
    expect(inputs('guard-api').filter((i) => /\.json(\.js)?$/.test(i))).toEqual([]);
    // The registry alone: the tables are files beside the bundle.
    expect(inputs('guard-api').filter((i) => i.startsWith('functions/engine/data/'))).toEqual(['functions/engine/data/tables.ts']);
    // The lexicons' readable sources (functions/engine/detectors/data/) are inputs of `npm run pack-data` only.
    expect(inputs('guard-api').filter((i) => i.startsWith('functions/engine/detectors/data/') && !i.endsWith('front-coding.ts'))).toEqual([]);
    // No long base64 literal (the former packed tables were 6–46 KB each).
    expect(Buffer.from(bundle('guard-api').code).toString('utf8')).not.toMatch(/['"`][A-Za-z0-9+/=]{4000,}['"`]/);
  });

  test(`its data tables ship beside it: one file per table, ≤ ${DATA_TABLES_CAP_BYTES / KB} KB together`, () => {
    const files = dataTableFiles(HANDLER_BUNDLES.find((s) => s.name === 'guard-api')!);
    expect(files.map((f) => f.name)).toEqual(TABLE_NAMES.map(tableFileName).sort());
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    expect(total).toBeGreaterThan(50 * KB); // they are the real tables, not placeholders
    expect(total).toBeLessThanOrEqual(DATA_TABLES_CAP_BYTES);
  });

  test('imports at run time only node built-ins and the DynamoDB, Bedrock and Secrets Manager clients (the runtime provides them)', () => {
    expect(bundle('guard-api').externalImports.filter((i) => !i.startsWith('node:'))).toEqual([
      '@aws-sdk/client-bedrock-runtime', // TOPIC policies' Bedrock judge (functions/adapters/aws/bedrock-judge.ts)
      '@aws-sdk/client-dynamodb',
      '@aws-sdk/client-secrets-manager', // the restore key, loaded at the first call that needs it
      '@aws-sdk/lib-dynamodb',
    ]);
  });

  test('user patterns run on re2js, bundled (its CommonJS build), not on a native addon', () => {
    expect(inputs('guard-api').filter((i) => i.includes('node_modules/re2js/'))).toEqual(['node_modules/re2js/build/index.cjs']);
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

  test.each(HANDLER_BUNDLES.filter((s) => !s.engine).map((s) => s.name))(
    '%s: no re2js, no detectors, no data tables, no phone metadata (it gets no data/ folder)',
    (name) => {
      expect(packages(name)).not.toContain('re2js');
      // Policy documents' schemas (validation only) may be there; detectors, compiled policies and tables not.
      const engine = /^functions\/engine\/(detectors|data)\/|^functions\/engine\/policies\/(?!(pii|topic|word)-schema\.ts$|unique-names\.ts$)|libphonenumber-js|ibantools/;
      expect(inputs(name).filter((i) => engine.test(i))).toEqual([]);
    },
  );

  test.each(HANDLER_BUNDLES.map((s) => s.name))('%s: no native module (nothing built for the deployer\'s machine)', (name) => {
    expect(inputs(name).filter((i) => i.endsWith('.node') || i.includes('node_modules/re2/'))).toEqual([]);
    expect(bundle(name).externalImports.filter((i) => !i.startsWith('node:') && !i.startsWith('@aws-sdk/'))).toEqual([]);
  });

  test.each(HANDLER_BUNDLES.map((s) => s.name))('%s: no Powertools (EMF and log lines are written by functions/handlers/)', (name) => {
    expect(packages(name).filter((pkg) => pkg.startsWith('@aws-lambda-powertools/'))).toEqual([]);
  });

  test.each(HANDLER_BUNDLES.map((s) => s.name))('%s: the AWS SDK is never bundled', (name) => {
    expect(inputs(name).filter((i) => i.includes('node_modules/@aws-sdk/') || i.includes('node_modules/@smithy/'))).toEqual([]);
  });
});

describe('the built guard-api, its data tables beside it, in a fresh node process', () => {
  let fixture: ColdStartFixture;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    fixture = await startColdStartFixture();
    dir = mkdtempSync(path.join(tmpdir(), 'cg-guard-api-'));
    file = writeHandlerBundle(bundle('guard-api'), dir);
  }, 60_000);
  afterAll(async () => {
    await fixture?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the asset holds index.js and data/ with every table', () => {
    expect(readdirSync(dir).sort()).toEqual([TABLES_BUNDLE_DIR, 'index.js']);
    expect(readdirSync(path.join(dir, TABLES_BUNDLE_DIR)).sort()).toEqual(TABLE_NAMES.map(tableFileName).sort());
    expect(statSync(file).size).toBe(bundle('guard-api').bytes);
  });

  test('a real request finds a name, a city and a +CC number: the tables are read from data/', async () => {
    const result = await probeGuardBundle(file, fixture);
    expect(result.calls.map((c) => c.statusCode)).toEqual([200, 200]);
    const body = JSON.parse(result.calls[0]!.body!);
    expect(body.action).toBe('MASK');
    expect(body.input_results[0].processed_content).toBe('Please ask [PERSON] in [LOCATION] to call [PHONE_NUMBER] tomorrow.');
    expect(body.input_results[0].results[0].detected_items.map((i: { rule_name: string }) => i.rule_name).sort()).toEqual([
      'LOCATION',
      'PERSON',
      'PHONE_NUMBER',
    ]);
  }, 60_000);

  test('init loads only the SDK clients every call needs (the Bedrock client waits for a Bedrock-judged call)', async () => {
    const result = await probeGuardBundle(file, fixture, { calls: 1 });
    expect(result.sdkAtInit.filter((pkg) => /^@aws-sdk\/(client|lib)-/.test(pkg))).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
  }, 60_000);

  test('a missing table fails the init, naming the file and the folder (never a silent PASS)', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'cg-guard-api-broken-'));
    try {
      const brokenFile = writeHandlerBundle(bundle('guard-api'), broken);
      rmSync(path.join(broken, TABLES_BUNDLE_DIR, tableFileName('world-cities')));
      await expect(probeGuardBundle(brokenFile, fixture)).rejects.toThrow(
        `TableFilesMissingError: data tables missing in ${path.join(broken, TABLES_BUNDLE_DIR)}: world-cities.json.br`,
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 60_000);

  test('an unreadable phone table fails the init on Lambda (every table is decoded at init), the request elsewhere', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'cg-guard-api-corrupt-'));
    try {
      const brokenFile = writeHandlerBundle(bundle('guard-api'), broken);
      writeFileSync(path.join(broken, TABLES_BUNDLE_DIR, tableFileName('phone-metadata-max')), 'not brotli');
      await expect(probeGuardBundle(brokenFile, fixture)).rejects.toThrow('TableUnavailableError: data table phone-metadata-max');
      // Without the Lambda init (no AWS_LAMBDA_FUNCTION_NAME) the first +CC number fails its request: never a PASS.
      const lazy = await probeGuardBundle(brokenFile, fixture, { env: { AWS_LAMBDA_FUNCTION_NAME: undefined } });
      expect(lazy.calls.map((c) => c.statusCode)).toEqual([500, 500]);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('GuardFunction copies the data tables into the asset (the commands `cdk synth` runs after esbuild)', () => {
  test('afterBundling puts every table file into data/ of the output folder', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'cg-asset-'));
    try {
      for (const command of copyDataTables.afterBundling(REPO_ROOT, out)) execFileSync('bash', ['-c', command]);
      const files = dataTableFiles(HANDLER_BUNDLES.find((s) => s.name === 'guard-api')!);
      expect(readdirSync(path.join(out, TABLES_BUNDLE_DIR)).sort()).toEqual(files.map((f) => f.name));
      for (const f of files) expect(statSync(path.join(out, TABLES_BUNDLE_DIR, f.name)).size).toBe(f.bytes);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
