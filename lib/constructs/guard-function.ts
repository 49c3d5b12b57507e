import * as path from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '../../functions/handlers/metric-names';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import {
  DEFAULT_ARCHITECTURE,
  ESBUILD_TARGET,
  GUARD_ARCHITECTURES,
  GUARD_RUNTIME,
  REPO_ROOT,
  RUNTIME_PROVIDED_MODULES,
  TABLES_BUNDLE_DIR,
  TABLES_DEFINE,
  TABLES_SOURCE_DIR,
} from './runtime';

export { GUARD_RUNTIME, REPO_ROOT };

export interface GuardFunctionProps {
  /** Handler file relative to the repository root, e.g. `functions/handlers/guard-api.ts`; exports `handler`. */
  readonly entry: string;
  /**
   * Required on purpose: the inline API path (seconds, under API Gateway's 30 s cap) and batch workers
   * (minutes, tied to the queue's visibility timeout) have nothing sensible in common.
   */
  readonly timeout: Duration;
  readonly description?: string;
  /** @default 1024 — Lambda CPU scales with memory; the detection engine is CPU-bound. */
  readonly memorySize?: number;
  /** Merged over the house defaults (NODE_OPTIONS, POWERTOOLS_SERVICE_NAME, POWERTOOLS_METRICS_NAMESPACE). */
  readonly environment?: Record<string, string>;
  /** @default logs.RetentionDays.ONE_MONTH */
  readonly logRetention?: logs.RetentionDays;
  /**
   * The function runs the detection engine: the engine's data tables are copied beside its bundle
   * (`data/*.json.br`). False for functions whose import graph has no engine (test/lib/bundle-budget.test.ts).
   * @default true
   */
  readonly engine?: boolean;
  /** @default arm64 (the environment's `architecture` setting, lib/stack-settings.ts) */
  readonly architecture?: lambda.Architecture;
}

/**
 * Copies the engine's data tables into the asset, next to index.js. Runs in the bundling environment (bash, on
 * the host for local bundling, in the container for Docker bundling); `inputDir` is the project root there.
 */
export const copyDataTables = {
  beforeBundling: (): string[] => [],
  beforeInstall: (): string[] => [],
  afterBundling: (inputDir: string, outputDir: string): string[] => [
    `mkdir -p "${outputDir}/${TABLES_BUNDLE_DIR}"`,
    `cp "${inputDir}/${TABLES_SOURCE_DIR}/"*.json.br "${outputDir}/${TABLES_BUNDLE_DIR}/"`,
  ],
};

/**
 * The house Lambda function: one place for runtime, architecture, bundling, logging and permissions defaults.
 *
 * It wraps rather than extends NodejsFunction because the log group and the role have to exist before the
 * function is constructed, and a subclass cannot create children before `super()`.
 * It is an IGrantable, so `config.grantConfigRead(guardFunction)` reads naturally; use `.fn` for the rest.
 */
export class GuardFunction extends Construct implements iam.IGrantable {
  readonly fn: NodejsFunction;
  readonly logGroup: logs.LogGroup;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: GuardFunctionProps) {
    super(scope, id);
    const engine = props.engine ?? true;

    // An explicit log group replaces the deprecated `logRetention` prop (which deploys an extra
    // custom-resource Lambda). Default removal policy (RETAIN) is kept: logs hold no PII (house rule 5),
    // and an operator deleting the stack should still be able to read what happened.
    this.logGroup = new logs.LogGroup(this, 'LogGroup', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
    });

    // Its own role instead of the AWSLambdaBasicExecutionRole managed policy (logs:* on every log group):
    // the function may write to its own log group and nothing else until a construct grants more.
    this.role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: GUARD_RUNTIME,
      architecture: props.architecture ?? GUARD_ARCHITECTURES[DEFAULT_ARCHITECTURE],
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout,
      description: props.description,
      logGroup: this.logGroup,
      role: this.role,
      environment: {
        // No NODE_OPTIONS=--enable-source-maps: it makes every cold start read and parse the source map. Stack
        // traces keep the functions' names (keepNames below); the map ships beside index.js for reading them.
        POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        minify: true,
        keepNames: true,
        // Non-ASCII characters (Korean keywords and lexicons) as UTF-8, not \uXXXX escapes: ~2.3 KB less of the
        // engine bundles (bin/build.ts bundles the same way).
        charset: Charset.UTF8,
        sourceMap: true,
        target: ESBUILD_TARGET,
        format: OutputFormat.CJS,
        // The runtime ships AWS SDK v3 (bundling it only adds cold-start weight).
        externalModules: [...RUNTIME_PROVIDED_MODULES],
        // The engine's data tables are files beside the bundle (runtime.ts TABLES_DEFINE), read once at init.
        define: TABLES_DEFINE,
        ...(engine ? { commandHooks: copyDataTables } : {}),
      },
    });
  }

  get grantPrincipal(): iam.IPrincipal {
    return this.fn.grantPrincipal;
  }
}
