import * as path from 'node:path';
import * as lambda from 'aws-cdk-lib/aws-lambda';

/** The repository root: entries and the lock file are resolved from here, not from the caller's cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The Lambda runtime every Content Guard function runs on: the current Node.js runtime. The bundles hold
 * JavaScript only (no native module), so neither the deployer's Node, OS nor CPU matters.
 */
export const GUARD_RUNTIME = lambda.Runtime.NODEJS_24_X;

/** The instruction sets a deployer may choose (`architecture` in the environment settings, lib/stack-settings.ts). */
export const GUARD_ARCHITECTURES = { arm64: lambda.Architecture.ARM_64, x86_64: lambda.Architecture.X86_64 } as const;
export type GuardArchitectureName = keyof typeof GUARD_ARCHITECTURES;
/** Graviton: the same code at a lower price per GB-second. */
export const DEFAULT_ARCHITECTURE: GuardArchitectureName = 'arm64';

/**
 * esbuild's syntax target: the oldest Node the built assets are loaded under (the deploy test loads them under the
 * host's Node as well as under the runtime's). Code for Node 20 runs unchanged on the newer runtime.
 */
export const ESBUILD_TARGET = 'node20';

/** Provided at run time, never bundled: the runtime's AWS SDK v3. */
export const RUNTIME_PROVIDED_MODULES = ['@aws-sdk/*'] as const;

/**
 * The engine's data tables (functions/engine/data/*.json.br, functions/engine/data/tables.ts) ship as files beside
 * the bundle, in this folder of the Lambda zip, not as code inside it. TABLES_DEFINE tells the bundle where
 * (functions/adapters/table-files.ts); GuardFunction copies the files after bundling, as bin/build.ts does into dist/.
 */
export const TABLES_SOURCE_DIR = 'functions/engine/data';
export const TABLES_BUNDLE_DIR = 'data';
export const TABLES_DEFINE: Record<string, string> = { CONTENT_GUARD_TABLES_DIR: JSON.stringify(TABLES_BUNDLE_DIR) };
