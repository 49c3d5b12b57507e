import * as path from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';

/** The repository root: entries and the lock file are resolved from here, not from the caller's cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The Lambda runtime every Content Guard function runs on. nodejs20.x is deprecated; ESBUILD_TARGET must follow
 * this value, and so must the Node that synthesizes for deployment (re2 is a native addon, see re2-layer.ts).
 */
export const GUARD_RUNTIME = lambda.Runtime.NODEJS_22_X;

/** `re2` is a native addon, built and tested here for x86_64 only. */
export const GUARD_ARCHITECTURE = lambda.Architecture.X86_64;

/** esbuild settings shared by the functions (GuardFunction) and the bundle budget test (test/lib/bundle-budget.test.ts). */
export const ESBUILD_TARGET = 'node22';

/** Provided at run time, never bundled: the runtime's AWS SDK v3, and re2 from the layer. */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*'] as const;
export const RE2_MODULE = 're2';

/**
 * The engine's data tables (functions/engine/data/*.json.br, functions/engine/data/tables.ts) ship as files beside
 * the bundle, in this folder of the Lambda zip, not as code inside it. TABLES_DEFINE tells the bundle where
 * (functions/adapters/table-files.ts); GuardFunction copies the files after bundling, as bin/build.ts does into dist/.
 */
export const TABLES_SOURCE_DIR = 'functions/engine/data';
export const TABLES_BUNDLE_DIR = 'data';
export const TABLES_DEFINE: Record<string, string> = { CONTENT_GUARD_TABLES_DIR: JSON.stringify(TABLES_BUNDLE_DIR) };
