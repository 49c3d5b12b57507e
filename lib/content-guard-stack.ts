import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ConfigTable } from './constructs/config-table';
import { DeidJobs } from './constructs/deid-jobs';
import { GuardApi } from './constructs/guard-api';
import { GuardFunction } from './constructs/guard-function';
import { Observability } from './constructs/observability';
import { TraceExport, traceExportSettingsFromContext, type TraceExportSettings } from './constructs/trace-export';
import { resolveSettings, type DeploymentSettings } from './stack-settings';

export interface ContentGuardStackProps extends StackProps, DeploymentSettings {
  /** Trace export to Langfuse. @default from context (langfuseHost, …), else the environment's; off when absent */
  readonly traceExport?: TraceExportSettings;
  /** The deployment environment's settings (cdk.json, `environmentSettings`): below props and one-off context. */
  readonly environmentSettings?: DeploymentSettings & { readonly traceExport?: TraceExportSettings };
}

/**
 * Composes the constructs; owns no resources of its own besides outputs. No physical names anywhere,
 * so two copies of the stack (e.g. per developer) deploy side by side in one account.
 * What a deployer chooses (buckets, retention, limits, alarms) comes from props or context (stack-settings.ts).
 */
export class ContentGuardStack extends Stack {
  constructor(scope: Construct, id: string, props?: ContentGuardStackProps) {
    super(scope, id, props);
    const settings = resolveSettings(this, props, props?.environmentSettings);

    const config = new ConfigTable(this, 'Config');

    const guardApiFunction = new GuardFunction(this, 'GuardApiFunction', {
      entry: 'functions/handlers/guard-api.ts',
      description: 'Content Guard inline guard (POST /v1/guard/api)',
      // Well under API Gateway's 30 s integration limit; a prompt check is meant to take milliseconds.
      timeout: Duration.seconds(10),
      architecture: settings.architecture,
      logRetention: settings.logRetention,
      environment: { CG_TABLE_NAME: config.table.tableName, CG_MAX_BODY_BYTES: String(settings.maxBodyBytes) },
    });
    // The inline path only reads configuration (projects, Guardians, key hashes), by key.
    config.grantConfigRead(guardApiFunction);
    // Reversible masking: the restore master key (per-project keys are derived from it, functions/guard/sealed.ts)
    // and the LiteLLM pre-call's restore token, kept for its post-call (one PutItem per masked pre-call).
    const restoreKey = new secretsmanager.Secret(this, 'RestoreKey', {
      description: 'Content Guard restore master key (restore tokens and stream carries)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    restoreKey.grantRead(guardApiFunction);
    guardApiFunction.fn.addEnvironment('CG_RESTORE_KEY_SECRET_ARN', restoreKey.secretArn);
    config.grantRestoreTokens(guardApiFunction);
    Validations.of(restoreKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Restore tokens live at most 24 hours; rotating the key invalidates the tokens in flight, so it is rotated ' +
        'by hand in a quiet hour (functions/guard/README.md "Restore key") rather than on a schedule.',
    });
    // Bedrock judges (policy-not-required process types): only the models the deployer lists.
    if (settings.bedrockModelArns.length > 0) {
      iam.Grant.addToPrincipal({
        grantee: guardApiFunction,
        actions: ['bedrock:InvokeModel'],
        resourceArns: [...settings.bedrockModelArns],
      });
      for (const arn of settings.bedrockModelArns.filter((a) => a.includes('*'))) {
        Validations.of(guardApiFunction.role).acknowledge({
          id: `AwsSolutions-IAM5[Resource::${arn}]`,
          reason: 'A Bedrock model ARN pattern the deployer chose (bedrockModelArns), e.g. every region a cross-region inference profile routes to.',
        });
      }
    }

    const jobs = new DeidJobs(this, 'Jobs', {
      config,
      storageConnections: settings.storageConnections,
      retentionDays: settings.jobRetentionDays,
      maxSourceBytes: settings.maxSourceBytes,
      maxBodyBytes: settings.maxBodyBytes,
      workerMaxConcurrency: settings.workerMaxConcurrency,
      architecture: settings.architecture,
      logRetention: settings.logRetention,
    });

    const api = new GuardApi(this, 'Api', {
      guardFunction: guardApiFunction.fn,
      jobsFunction: jobs.apiFunction.fn,
      throttlingRateLimit: settings.apiRateLimit,
      throttlingBurstLimit: settings.apiBurstLimit,
      accessLogRetention: settings.logRetention,
    });

    const traceExport = props?.traceExport ?? traceExportSettingsFromContext(this) ?? props?.environmentSettings?.traceExport;
    if (traceExport) new TraceExport(this, 'TraceExport', { source: guardApiFunction, ...traceExport });

    const observability = new Observability(this, 'Observability', {
      api,
      guardFunction: guardApiFunction,
      jobs,
      alarms: settings.alarms,
    });

    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the HTTP API' });
    new CfnOutput(this, 'TableName', {
      value: config.table.tableName,
      description: 'Service table (projects, Guardians, API keys, jobs): the operator CLI finds it by this output',
    });
    new CfnOutput(this, 'DashboardUrl', { value: observability.dashboardUrl, description: 'CloudWatch dashboard' });
    new CfnOutput(this, 'AlarmTopicArn', { value: observability.topic.topicArn, description: 'SNS topic of the alarms' });
    new CfnOutput(this, 'InlineFunctionName', {
      value: guardApiFunction.fn.functionName,
      description: 'The inline function (emergency stop: README "Operations")',
    });
    new CfnOutput(this, 'JobQueueUrl', { value: jobs.queue.queueUrl, description: 'Job queue' });
    new CfnOutput(this, 'JobDeadLetterQueueArn', {
      value: jobs.deadLetterQueue.queueArn,
      description: 'Job dead-letter queue (redrive: README "Operations")',
    });
    new CfnOutput(this, 'WorkerEventSourceMappingId', {
      value: jobs.workerEventSource.eventSourceMappingId,
      description: 'Disable to pause all batch processing (README "Operations")',
    });
    new CfnOutput(this, 'DeadLetterEventSourceMappingId', {
      value: jobs.deadLetterEventSource.eventSourceMappingId,
      description: 'Disable to hold dead letters for a redrive (README "Operations")',
    });
  }
}
