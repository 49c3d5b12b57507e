/** Deployer settings: defaults, props over context, context strings, and errors that name the setting. */
import { App } from 'aws-cdk-lib';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { environmentSettings, resolveSettings, type DeploymentSettings } from '../../lib/stack-settings';

const resolve = (context: Record<string, unknown> = {}, props: DeploymentSettings = {}) =>
  resolveSettings(new App({ context }), props);

describe('defaults', () => {
  test('no settings: no buckets, 30-day retention, 100 MiB sources, 1 MiB bodies, 1000/2000 rps, 10 workers', () => {
    expect(resolve()).toEqual({
      architecture: Architecture.ARM_64,
      storageConnections: [],
      jobRetentionDays: 30,
      maxSourceBytes: 100 * 1024 * 1024,
      maxBodyBytes: 1024 * 1024,
      logRetention: 30,
      apiRateLimit: 1000,
      apiBurstLimit: 2000,
      workerMaxConcurrency: 10,
      bedrockModelArns: [],
      alarms: { api5xxRatePercent: 1, inlineLatencyP99Ms: 1000, workerErrors: 1, oldestJobMinutes: 180 },
    });
  });
});

describe('context (`-c key=value` gives strings; cdk.json gives JSON values)', () => {
  test('numbers as strings, storage connections as a JSON string, alarm keys flat', () => {
    const settings = resolve({
      jobRetentionDays: '7',
      maxSourceBytes: '1048576',
      logRetentionDays: 90,
      workerMaxConcurrency: '25',
      storageConnections: '[{"bucket":"acme-data","readPrefixes":["incoming/"],"writePrefixes":["masked/"]}]',
      alarmEmail: 'ops@example.com',
      alarmWorkerErrors: '5',
    });
    expect(settings).toMatchObject({
      jobRetentionDays: 7,
      maxSourceBytes: 1048576,
      logRetention: 90,
      workerMaxConcurrency: 25,
      storageConnections: [{ bucket: 'acme-data', readPrefixes: ['incoming/'], writePrefixes: ['masked/'] }],
      alarms: { email: 'ops@example.com', workerErrors: 5 },
    });
  });

  test('storage connections as a JSON array in cdk.json', () => {
    expect(resolve({ storageConnections: [{ bucket: 'b-1', writePrefixes: ['out/'] }] }).storageConnections).toEqual([
      { bucket: 'b-1', readPrefixes: [], writePrefixes: ['out/'] },
    ]);
  });

  test('Bedrock model ARNs as a comma-separated list or a JSON array', () => {
    const a = 'arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-sonnet-4';
    const b = 'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.anthropic.claude-sonnet-4';
    expect(resolve({ bedrockModelArns: `${a}, ${b}` }).bedrockModelArns).toEqual([a, b]);
    expect(resolve({ bedrockModelArns: JSON.stringify([a]) }).bedrockModelArns).toEqual([a]);
  });

  test('props win over context', () => {
    expect(resolve({ jobRetentionDays: '7', alarmEmail: 'a@example.com' }, { jobRetentionDays: 14, alarms: { email: 'b@example.com' } })).toMatchObject({
      jobRetentionDays: 14,
      alarms: { email: 'b@example.com' },
    });
  });
});

describe('invalid settings fail the synth, naming the setting', () => {
  const connection = (c: object) => ({ storageConnections: JSON.stringify([c]) });
  test.each<[string, Record<string, unknown>, RegExp]>([
    ['storage connections not JSON', { storageConnections: '[{bucket:' }, /storageConnections: is not valid JSON/],
    ['storage connections not an array', { storageConnections: '{}' }, /storageConnections: must be an array/],
    ['an unknown key', connection({ bucket: 'b-1', readPrefixes: ['a/'], region: 'x' }), /storageConnections\[0\]: unknown key region/],
    ['a bad bucket name', connection({ bucket: 'Bad_Bucket', readPrefixes: ['a/'] }), /storageConnections\[0\]\.readPrefixes\[0\]: .*bucket name/],
    ['a prefix that is not a folder', connection({ bucket: 'b-1', readPrefixes: ['incoming'] }), /readPrefixes\[0\]: .*end it with \//],
    ['a .. segment', connection({ bucket: 'b-1', writePrefixes: ['a/../b/'] }), /writePrefixes\[0\]: .*\.\. segments/],
    ['a wildcard', connection({ bucket: 'b-1', readPrefixes: ['in*/'] }), /readPrefixes\[0\]: wildcards are not allowed/],
    ['no prefixes at all', connection({ bucket: 'b-1' }), /storageConnections\[0\]: give readPrefixes, writePrefixes or both/],
    ['a bad KMS key ARN', connection({ bucket: 'b-1', readPrefixes: ['a/'], kmsKeyArn: 'alias/x' }), /kmsKeyArn: must be a KMS key ARN/],
    ['a log retention CloudWatch does not offer', { logRetentionDays: '31' }, /logRetentionDays: 31 is not a CloudWatch Logs retention/],
    ['a worker concurrency below the event source minimum', { workerMaxConcurrency: '1' }, /workerMaxConcurrency: must be a number from 2 to 1000/],
    ['a fractional retention', { jobRetentionDays: '1.5' }, /jobRetentionDays: must be a whole number/],
    ['a body limit above API Gateway’s', { maxBodyBytes: String(20 * 1000 * 1000) }, /maxBodyBytes: must be a number/],
    // A proxy integration's event (body JSON-escaped, headers, context) must fit Lambda's 6 MB synchronous payload.
    ['a body limit above what a Lambda proxy event can carry', { maxBodyBytes: String(3_000_001) }, /maxBodyBytes: must be a number from 1 to 3000000/],
    ['an architecture Lambda does not have', { architecture: 'riscv' }, /architecture: must be one of arm64, x86_64/],
    ['not an e-mail address', { alarmEmail: 'ops' }, /alarmEmail: not an e-mail address/],
    ['not an SNS topic ARN', { alarmTopicArn: 'ops-alerts' }, /alarmTopicArn: not an SNS topic ARN/],
    ['not a Bedrock model ARN', { bedrockModelArns: 'anthropic.claude-sonnet-4' }, /bedrockModelArns\[0\]: must be a Bedrock model ARN/],
    ['a threshold that is not a number', { alarmInlineLatencyP99Ms: 'fast' }, /alarmInlineLatencyP99Ms: must be a number/],
  ])('%s', (_name, context, message) => {
    expect(() => resolve(context)).toThrow(message);
  });
});

describe('environments in cdk.json (context.environments.<name>), picked with -c environment=<name>', () => {
  const environments = {
    default: { maxBodyBytes: 2048, alarms: { email: 'ops@example.com' } },
    prod: { stackName: 'ContentGuard-production', architecture: 'x86_64', workerMaxConcurrency: 50 },
  };
  const app = (context: Record<string, unknown>) => new App({ context: { environments, ...context } });

  test('the default environment: its settings under one-off context and props, its stack ContentGuard', () => {
    const scope = app({});
    const env = environmentSettings(scope);
    expect(env).toMatchObject({ name: 'default', stackName: 'ContentGuard', settings: environments.default });
    expect(resolveSettings(scope, {}, env.settings)).toMatchObject({ maxBodyBytes: 2048, alarms: { email: 'ops@example.com' } });
    // A one-off -c wins for this run; props win over both.
    expect(resolveSettings(app({ maxBodyBytes: '4096' }), {}, env.settings).maxBodyBytes).toBe(4096);
    expect(resolveSettings(app({ maxBodyBytes: '4096' }), { maxBodyBytes: 8192 }, env.settings).maxBodyBytes).toBe(8192);
  });

  test('a named environment: its own stack name and settings', () => {
    const scope = app({ environment: 'prod' });
    const env = environmentSettings(scope);
    expect(env.stackName).toBe('ContentGuard-production');
    expect(resolveSettings(scope, {}, env.settings)).toMatchObject({ architecture: Architecture.X86_64, workerMaxConcurrency: 50, maxBodyBytes: 1024 * 1024 });
  });

  test('no environments at all: the default environment with the defaults', () => {
    expect(environmentSettings(new App())).toEqual({ name: 'default', stackName: 'ContentGuard', settings: {} });
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['an undeclared environment', { environment: 'staging' }, /environment: staging is not declared in cdk.json \(context.environments: default, prod\)/],
    ['an unknown key', { environments: { default: { maxBody: 1 } } }, /environments.default: unknown key maxBody/],
    ['a bad stack name', { environments: { default: { stackName: 'content guard' } } }, /environments.default.stackName: must be a CloudFormation stack name/],
  ])('%s is an error naming it', (_name, context, message) => {
    expect(() => environmentSettings(app(context))).toThrow(message);
  });
});
