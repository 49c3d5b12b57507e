import * as path from 'node:path';
import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The repository root: entries and the lock file are resolved from here, not from the caller's cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * The Lambda runtime every Content Guard function runs on. nodejs20.x is deprecated; the esbuild target
 * below must follow this value.
 */
export const GUARD_RUNTIME = lambda.Runtime.NODEJS_22_X;

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
  /** Merged over the house defaults (NODE_OPTIONS, POWERTOOLS_SERVICE_NAME). */
  readonly environment?: Record<string, string>;
  /** @default logs.RetentionDays.ONE_MONTH */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The house Lambda function: one place for runtime, architecture, bundling and logging defaults.
 *
 * It wraps rather than extends NodejsFunction because the log group has to exist before the function
 * is constructed (it is passed as `logGroup`), and a subclass cannot create children before `super()`.
 * It is an IGrantable, so `table.grantReadData(guardFunction)` reads naturally; use `.fn` for the rest.
 */
export class GuardFunction extends Construct implements iam.IGrantable {
  readonly fn: NodejsFunction;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: GuardFunctionProps) {
    super(scope, id);

    // An explicit log group replaces the deprecated `logRetention` prop (which deploys an extra
    // custom-resource Lambda). Default removal policy (RETAIN) is kept: logs hold no PII (house rule 5),
    // and an operator deleting the stack should still be able to read what happened.
    this.logGroup = new logs.LogGroup(this, 'LogGroup', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
    });

    this.fn = new NodejsFunction(this, 'Function', {
      entry: path.join(REPO_ROOT, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: GUARD_RUNTIME,
      // x86_64: `re2` is a native addon and is only built/tested for this architecture here.
      architecture: lambda.Architecture.X86_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout,
      description: props.description,
      logGroup: this.logGroup,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'content-guard',
        ...props.environment,
      },
      bundling: {
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        target: 'node22',
        format: OutputFormat.CJS,
        // The nodejs22.x runtime ships AWS SDK v3; bundling it only adds cold-start weight.
        externalModules: ['@aws-sdk/*'],
        // Native addon: cannot be inlined by esbuild, so it is npm-installed into the bundle instead.
        nodeModules: ['re2'],
      },
    });

    warnOnNativeAbiMismatch(this);
  }

  get grantPrincipal(): iam.IPrincipal {
    return this.fn.grantPrincipal;
  }
}

/**
 * `re2` is a NAN addon, so its binary is tied to the Node ABI of the Node that runs the bundling
 * `npm install`. Bundling locally with a Node major other than the runtime's yields a function that
 * deploys fine and fails at cold start ("compiled against a different Node.js version").
 */
function warnOnNativeAbiMismatch(scope: Construct): void {
  if (!Stack.of(scope).bundlingRequired) return; // unit tests skip bundling: nothing is built
  const runtimeMajor = /^nodejs(\d+)\./.exec(GUARD_RUNTIME.name)?.[1];
  const localMajor = process.versions.node.split('.')[0];
  if (runtimeMajor !== undefined && runtimeMajor !== localMajor) {
    Annotations.of(scope).addWarningV2(
      'content-guard:native-module-abi',
      `Bundling the native module re2 with local Node ${localMajor} for the ${GUARD_RUNTIME.name} runtime: ` +
        `the binary will not load on Lambda. Synthesize for deployment with Node ${runtimeMajor}.`,
    );
  }
}
