import * as path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Charset, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE } from '../../functions/handlers/metric-names';
import { Re2Layer } from './re2-layer';
import {
  ESBUILD_TARGET,
  GUARD_ARCHITECTURE,
  GUARD_RUNTIME,
  RE2_MODULE,
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
   * Native modules the code imports. Only `re2` (the engine's) exists; it comes from the stack's shared layer
   * (re2-layer.ts) and is external to the bundle. `[]` for functions whose import graph has no engine: esbuild then
   * fails the synth if re2 shows up anyway, instead of a cold start failing on Lambda. A function with the engine
   * (re2) also gets the engine's data tables copied beside its bundle (`data/*.json.br`).
   * @default ['re2']
   */
  readonly nodeModules?: string[];
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
    const nodeModules = props.nodeModules ?? [RE2_MODULE];
    const unknown = nodeModules.filter((m) => m !== RE2_MODULE);
    if (unknown.length > 0) throw new Error(`GuardFunction ${id}: no layer provides ${unknown.join(', ')}`);
    const usesRe2 = nodeModules.includes(RE2_MODULE);

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
      architecture: GUARD_ARCHITECTURE,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout,
      description: props.description,
      logGroup: this.logGroup,
      role: this.role,
      layers: usesRe2 ? [Re2Layer.of(this).layer] : [],
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        minify: true,
        // Non-ASCII characters (Korean keywords and lexicons) as UTF-8, not \uXXXX escapes: ~2.3 KB less of the
        // engine bundles (bin/build.ts bundles the same way).
        charset: Charset.UTF8,
        sourceMap: true,
        target: ESBUILD_TARGET,
        format: OutputFormat.CJS,
        // The runtime ships AWS SDK v3 (bundling it only adds cold-start weight); re2 comes from the layer.
        externalModules: [...RUNTIME_PROVIDED_MODULES, ...(usesRe2 ? [RE2_MODULE] : [])],
        // The engine's data tables are files beside the bundle (runtime.ts TABLES_DEFINE), read once at init.
        define: TABLES_DEFINE,
        ...(usesRe2 ? { commandHooks: copyDataTables } : {}),
      },
    });

    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        `${GUARD_RUNTIME.name} is pinned on purpose (supported until April 2027): the re2 native addon in the layer ` +
        'is built for this Node ABI, and the deploy toolchain is Node 22. Moving on = GUARD_RUNTIME, ESBUILD_TARGET ' +
        'and the deploying Node together (README "Deploy to AWS").',
    });
  }

  get grantPrincipal(): iam.IPrincipal {
    return this.fn.grantPrincipal;
  }
}
