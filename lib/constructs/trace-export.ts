import { Duration, Token } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import { LambdaDestination } from 'aws-cdk-lib/aws-logs-destinations';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { GuardFunction } from './guard-function';

/** Where traces go. Exactly one of `langfuseSecretArn` and `langfuseSecretParameter`. */
export interface TraceExportSettings {
  /** Langfuse base URL, e.g. `https://cloud.langfuse.com`. */
  readonly langfuseHost: string;
  /** The Langfuse project's public key (`pk-lf-…`; not a secret). */
  readonly langfusePublicKey: string;
  /**
   * Complete ARN (with the 6-character suffix) of a Secrets Manager secret holding the secret key, as plain text
   * or as JSON `{"secretKey": "sk-lf-…"}`. Encrypted with the AWS-managed key (a customer key needs its own grant).
   */
  readonly langfuseSecretArn?: string;
  /** Name of an SSM SecureString parameter holding the secret key (the `aws/ssm` key). */
  readonly langfuseSecretParameter?: string;
}

export interface TraceExportProps extends TraceExportSettings {
  /** The inline function: its log group carries the trace envelopes. */
  readonly source: GuardFunction;
}

/**
 * The filter pattern selecting trace envelope lines `{"cg_trace":1,"trace":{…}}` (functions/tracing/envelope.ts,
 * ENVELOPE_FILTER_PATTERN): a JSON pattern on the marker key, so no other log line reaches the forwarder.
 */
export const TRACE_FILTER_PATTERN = logs.FilterPattern.numberValue('$.cg_trace', '=', 1);

/**
 * Trace export outside the request path: a CloudWatch Logs subscription filter on the inline function's log group
 * hands trace lines to a forwarder function, which posts them to Langfuse. The inline function gets no new
 * permission and no network dependency; the forwarder alone may read the Langfuse secret.
 */
export class TraceExport extends Construct {
  readonly forwarder: GuardFunction;
  readonly subscription: logs.SubscriptionFilter;

  constructor(scope: Construct, id: string, props: TraceExportProps) {
    super(scope, id);
    validate(props);

    const secretEnv: Record<string, string> = props.langfuseSecretArn
      ? { LANGFUSE_SECRET_ARN: props.langfuseSecretArn }
      : { LANGFUSE_SECRET_PARAMETER: props.langfuseSecretParameter! };

    this.forwarder = new GuardFunction(this, 'Forwarder', {
      entry: 'functions/handlers/trace-forwarder.ts',
      description: 'Content Guard trace forwarder (CloudWatch Logs subscription → Langfuse ingestion API)',
      // One batch: up to 4 tries of 10 s plus backoff; a timeout is retried by Lambda like any failure.
      timeout: Duration.minutes(2),
      memorySize: 256,
      engine: false,
      architecture: props.source.fn.architecture,
      environment: {
        LANGFUSE_HOST: props.langfuseHost,
        LANGFUSE_PUBLIC_KEY: props.langfusePublicKey,
        ...secretEnv,
      },
    });

    if (props.langfuseSecretArn) {
      secretsmanager.Secret.fromSecretCompleteArn(this, 'LangfuseSecret', props.langfuseSecretArn).grantRead(this.forwarder);
    } else {
      ssm.StringParameter.fromSecureStringParameterAttributes(this, 'LangfuseSecretParameter', {
        parameterName: props.langfuseSecretParameter!,
      }).grantRead(this.forwarder);
    }

    this.subscription = new logs.SubscriptionFilter(this, 'Subscription', {
      logGroup: props.source.logGroup,
      destination: new LambdaDestination(this.forwarder.fn),
      filterPattern: TRACE_FILTER_PATTERN,
    });
  }
}

function validate(props: TraceExportSettings): void {
  const host = props.langfuseHost;
  if (!Token.isUnresolved(host) && !/^https?:\/\/[^\s/]+/.test(host)) {
    throw new Error(`Trace export: langfuseHost must be an http(s) URL`);
  }
  if (!props.langfusePublicKey) throw new Error('Trace export: langfusePublicKey is required');
  if (Boolean(props.langfuseSecretArn) === Boolean(props.langfuseSecretParameter)) {
    throw new Error('Trace export: give exactly one of langfuseSecretArn and langfuseSecretParameter');
  }
}

/** Context keys that switch trace export on (`cdk deploy -c langfuseHost=… -c langfusePublicKey=… -c …`). */
export const TRACE_EXPORT_CONTEXT = ['langfuseHost', 'langfusePublicKey', 'langfuseSecretArn', 'langfuseSecretParameter'] as const;

/** The settings from context; undefined when none of the keys is set, an error when they are incomplete. */
export function traceExportSettingsFromContext(scope: Construct): TraceExportSettings | undefined {
  const read = (key: (typeof TRACE_EXPORT_CONTEXT)[number]): string | undefined => {
    const value: unknown = scope.node.tryGetContext(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const [langfuseHost, langfusePublicKey, langfuseSecretArn, langfuseSecretParameter] = TRACE_EXPORT_CONTEXT.map(read);
  if (!langfuseHost && !langfusePublicKey && !langfuseSecretArn && !langfuseSecretParameter) return undefined;
  if (!langfuseHost || !langfusePublicKey) {
    throw new Error('Trace export: context langfuseHost and langfusePublicKey are both required');
  }
  return {
    langfuseHost,
    langfusePublicKey,
    ...(langfuseSecretArn ? { langfuseSecretArn } : {}),
    ...(langfuseSecretParameter ? { langfuseSecretParameter } : {}),
  };
}
