/** Trace export in the stack: only with context/props; forwarder, subscription filter, secret grants. */
import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { TRACE_FILTER_PATTERN } from '../../lib/constructs/trace-export';
import { ContentGuardStack, type ContentGuardStackProps } from '../../lib/content-guard-stack';
import { ENVELOPE_FILTER_PATTERN } from '../../functions/tracing/envelope';

const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:langfuse-AbCdEf';
const BASE = { langfuseHost: 'https://cloud.langfuse.com', langfusePublicKey: 'pk-lf-123' };

function synth(context: Record<string, unknown> = {}, props: ContentGuardStackProps = {}) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new ContentGuardStack(app, 'ContentGuardTest', props);
  return { stack, template: Template.fromStack(stack) };
}

type CfnResource = { Type: string; Properties: Record<string, any> };

function resources(template: Template, type: string): [string, CfnResource][] {
  return Object.entries(template.findResources(type)) as [string, CfnResource][];
}

/** The forwarder: the function whose environment has LANGFUSE_HOST. */
function forwarder(template: Template): [string, CfnResource] {
  const found = resources(template, 'AWS::Lambda::Function').filter(
    ([, r]) => r.Properties['Environment']?.Variables?.LANGFUSE_HOST !== undefined,
  );
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The inline guard function (the stack has other functions too). */
function guardFunctionId(template: Template): string {
  const found = resources(template, 'AWS::Lambda::Function').filter(([, r]) =>
    String(r.Properties['Description'] ?? '').includes('POST /v1/guard/api'),
  );
  expect(found).toHaveLength(1);
  return found[0]![0];
}

function policyStatements(template: Template, functionId: string): { Action: string | string[]; Resource: unknown; Effect: string }[] {
  const roleId = (resources(template, 'AWS::Lambda::Function').find(([id]) => id === functionId)![1].Properties['Role'] as {
    'Fn::GetAtt': [string, string];
  })['Fn::GetAtt'][0];
  return resources(template, 'AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties['Roles']).includes(roleId))
    .flatMap(([, p]) => p.Properties['PolicyDocument'].Statement);
}

describe('without trace export settings', () => {
  it('no forwarder, no subscription', () => {
    const { template } = synth();
    template.resourceCountIs('AWS::Logs::SubscriptionFilter', 0);
    expect(resources(template, 'AWS::Lambda::Function').filter(([, r]) => r.Properties['Environment']?.Variables?.LANGFUSE_HOST)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['host without public key', { langfuseHost: BASE.langfuseHost, langfuseSecretArn: SECRET_ARN }, /langfuseHost and langfusePublicKey are both required/],
    ['no secret', BASE, /exactly one of langfuseSecretArn and langfuseSecretParameter/],
    ['two secrets', { ...BASE, langfuseSecretArn: SECRET_ARN, langfuseSecretParameter: '/cg/lf' }, /exactly one/],
    ['a host that is not a URL', { ...BASE, langfuseHost: 'cloud.langfuse.com', langfuseSecretArn: SECRET_ARN }, /must be an http\(s\) URL/],
  ])('incomplete context (%s) fails the synth with a clear message', (_name, context, message) => {
    expect(() => synth(context)).toThrow(message);
  });
});

describe.each<[string, Record<string, unknown>, ContentGuardStackProps]>([
  ['from context, Secrets Manager', { ...BASE, langfuseSecretArn: SECRET_ARN }, {}],
  ['from props, Secrets Manager', {}, { traceExport: { ...BASE, langfuseSecretArn: SECRET_ARN } }],
])('trace export %s', (_name, context, props) => {
  const { stack, template } = synth(context, props);

  it('a forwarder function: Node 22+, 2 min timeout, Langfuse env with the secret by ARN', () => {
    const [, fn] = forwarder(template);
    expect(Number(/^nodejs(\d+)\.x$/.exec(fn.Properties['Runtime'])?.[1])).toBeGreaterThanOrEqual(22);
    expect(fn.Properties['Timeout']).toBe(120);
    expect(fn.Properties['MemorySize']).toBe(256);
    const variables = fn.Properties['Environment'].Variables as Record<string, unknown>;
    expect(variables).toMatchObject({
      LANGFUSE_HOST: 'https://cloud.langfuse.com',
      LANGFUSE_PUBLIC_KEY: 'pk-lf-123',
      LANGFUSE_SECRET_ARN: SECRET_ARN,
    });
    expect(Object.keys(variables).filter((k) => k.startsWith('LANGFUSE_')).sort()).toEqual([
      'LANGFUSE_HOST',
      'LANGFUSE_PUBLIC_KEY',
      'LANGFUSE_SECRET_ARN',
    ]);
    // The secret itself never lands in the template.
    expect(JSON.stringify(template.toJSON())).not.toMatch(/sk-lf/);
  });

  it('a subscription filter on the inline function log group, matching only the envelope marker', () => {
    const [, filter] = resources(template, 'AWS::Logs::SubscriptionFilter')[0]!;
    expect(resources(template, 'AWS::Logs::SubscriptionFilter')).toHaveLength(1);
    expect(filter.Properties['FilterPattern']).toBe('{ $.cg_trace = 1 }');
    expect(filter.Properties['DestinationArn']).toEqual({ 'Fn::GetAtt': [forwarder(template)[0], 'Arn'] });
    const guardFn = resources(template, 'AWS::Lambda::Function').find(([id]) => id === guardFunctionId(template))![1];
    expect(filter.Properties['LogGroupName']).toEqual(guardFn.Properties['LoggingConfig'].LogGroup);
  });

  it('the pattern is the one the envelope documents', () => {
    expect(TRACE_FILTER_PATTERN.logPatternString).toBe(ENVELOPE_FILTER_PATTERN);
  });

  it('CloudWatch Logs may invoke the forwarder, from that log group only', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [forwarder(template)[0], 'Arn'] },
      Principal: 'logs.amazonaws.com',
      SourceArn: Match.anyValue(),
    });
  });

  it('only the forwarder may read the secret, and only that secret', () => {
    const reads = policyStatements(template, forwarder(template)[0]).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('secretsmanager:')),
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ Effect: 'Allow', Resource: SECRET_ARN });
    expect([reads[0]!.Action].flat().sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    // The inline function reads one secret: the restore key (functions/guard/README.md), never the Langfuse one.
    const guardReads = policyStatements(template, guardFunctionId(template)).filter((s) =>
      [s.Action].flat().some((a) => a.startsWith('secretsmanager:') || a.startsWith('ssm:')),
    );
    expect(guardReads.map((s) => s.Resource)).toEqual([{ Ref: expect.stringMatching(/^RestoreKey/) }]);
  });

  it('the inline function gets no Langfuse setting (and, above, no secret permission)', () => {
    const variables = resources(template, 'AWS::Lambda::Function').find(([id]) => id === guardFunctionId(template))![1].Properties[
      'Environment'
    ].Variables as Record<string, unknown>;
    expect(Object.keys(variables).filter((k) => k.startsWith('LANGFUSE_'))).toEqual([]);
  });

  it('the forwarder logs to its own log group (never subscribed: no loop)', () => {
    const [, fn] = forwarder(template);
    expect(fn.Properties['LoggingConfig'].LogGroup).toEqual({ Ref: expect.stringMatching(/^TraceExportForwarderLogGroup/) });
    const [, filter] = resources(template, 'AWS::Logs::SubscriptionFilter')[0]!;
    expect(fn.Properties['LoggingConfig'].LogGroup).not.toEqual(filter.Properties['LogGroupName']);
  });

  it('synthesizes without warnings or errors', () => {
    Annotations.fromStack(stack).hasNoWarning('*', Match.anyValue());
    Annotations.fromStack(stack).hasNoError('*', Match.anyValue());
  });
});

describe('trace export with an SSM SecureString parameter', () => {
  const { template } = synth({ ...BASE, langfuseSecretParameter: '/content-guard/langfuse-secret-key' });

  it('passes the parameter name and grants reading that parameter only', () => {
    const [id, fn] = forwarder(template);
    expect(fn.Properties['Environment'].Variables).toMatchObject({ LANGFUSE_SECRET_PARAMETER: '/content-guard/langfuse-secret-key' });
    expect(fn.Properties['Environment'].Variables).not.toHaveProperty('LANGFUSE_SECRET_ARN');
    const ssm = policyStatements(template, id).filter((s) => [s.Action].flat().some((a) => a.startsWith('ssm:')));
    expect(ssm).toHaveLength(1);
    expect([ssm[0]!.Action].flat().sort()).toEqual(
      ['ssm:DescribeParameters', 'ssm:GetParameter', 'ssm:GetParameterHistory', 'ssm:GetParameters'].sort(),
    );
    expect(JSON.stringify(ssm[0]!.Resource)).toContain(':parameter/content-guard/langfuse-secret-key');
    expect(JSON.stringify(policyStatements(template, id))).not.toContain('secretsmanager:');
  });
});
