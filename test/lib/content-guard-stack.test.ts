import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { ContentGuardStack } from '../../lib/content-guard-stack';

// Bundling skipped: these tests check the template, not esbuild (that is `cdk synth`'s job).
// The entry file still has to exist — NodejsFunction checks for it even when bundling is skipped.
function synth(): { stack: ContentGuardStack; template: Template } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new ContentGuardStack(app, 'ContentGuardTest');
  return { stack, template: Template.fromStack(stack) };
}

const { stack, template } = synth();

type CfnResource = { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string };

/** The single resource of a type, with its logical id (fails loudly if there are zero or several). */
function only(type: string, props?: Record<string, unknown>): { id: string; resource: CfnResource } {
  const found = Object.entries(template.findResources(type, props ? { Properties: props } : undefined));
  expect(found).toHaveLength(1);
  const [id, resource] = found[0]!;
  return { id, resource: resource as CfnResource };
}

const guardFunction = () =>
  only('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ CG_TABLE_NAME: Match.anyValue() }) } });
const table = () => only('AWS::DynamoDB::Table');

describe('HTTP API', () => {
  test('route POST /v1/guard/api integrates the guard function (Lambda proxy, payload 2.0)', () => {
    const route = only('AWS::ApiGatewayV2::Route', { RouteKey: 'POST /v1/guard/api' });
    const target = route.resource.Properties?.['Target'];
    expect(target).toEqual({ 'Fn::Join': ['', ['integrations/', { Ref: expect.any(String) }]] });
    const integrationId = (target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'][1][1].Ref;

    const integration = template.toJSON()['Resources'][integrationId] as CfnResource;
    expect(integration.Type).toBe('AWS::ApiGatewayV2::Integration');
    expect(integration.Properties).toEqual(
      expect.objectContaining({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [guardFunction().id, 'Arn'] },
      }),
    );
  });

  test('it is the only route', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 1);
  });

  test('API Gateway may invoke the guard function', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [guardFunction().id, 'Arn'] },
      Principal: 'apigateway.amazonaws.com',
    });
  });

  test('the $default stage auto-deploys and is throttled (1000 rps, burst 2000)', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
    });
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
  });
});

describe('guard function', () => {
  const props = () => guardFunction().resource.Properties!;

  test('runs on nodejs22.x or newer', () => {
    const runtime = String(props()['Runtime']);
    const major = Number(/^nodejs(\d+)\.x$/.exec(runtime)?.[1]);
    expect(major).toBeGreaterThanOrEqual(22);
  });

  test.each<[string, string, unknown]>([
    ['architecture x86_64 (re2 native module)', 'Architectures', ['x86_64']],
    ['handler export', 'Handler', 'index.handler'],
    ['1024 MB memory', 'MemorySize', 1024],
    ['10 s timeout', 'Timeout', 10],
  ])('%s', (_name, key, expected) => {
    expect(props()[key]).toEqual(expected);
  });

  test.each<[string, unknown]>([
    ['CG_TABLE_NAME', { Ref: table().id }],
    ['NODE_OPTIONS', '--enable-source-maps'],
    ['POWERTOOLS_SERVICE_NAME', 'content-guard'],
  ])('environment %s', (name, expected) => {
    expect(props()['Environment']).toEqual({ Variables: expect.objectContaining({ [name]: expected }) });
  });

  test('logs to its own log group kept for one month', () => {
    const logGroup = only('AWS::Logs::LogGroup');
    expect(logGroup.resource.Properties).toEqual(expect.objectContaining({ RetentionInDays: 30 }));
    expect(props()['LoggingConfig']).toEqual(expect.objectContaining({ LogGroup: { Ref: logGroup.id } }));
  });

  test('no custom-resource Lambda (e.g. the deprecated logRetention) — only the guard function', () => {
    template.resourceCountIs('AWS::Lambda::Function', 1);
  });
});

describe('config table', () => {
  const props = () => table().resource.Properties!;

  test.each<[string, string, unknown]>([
    ['key schema pk (HASH) / sk (RANGE)', 'KeySchema', [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]],
    ['on-demand billing', 'BillingMode', 'PAY_PER_REQUEST'],
    ['point-in-time recovery', 'PointInTimeRecoverySpecification', { PointInTimeRecoveryEnabled: true }],
    ['server-side encryption (AWS-managed key)', 'SSESpecification', { SSEEnabled: true }],
    ['TTL on `ttl`', 'TimeToLiveSpecification', { AttributeName: 'ttl', Enabled: true }],
    ['no physical table name', 'TableName', undefined],
  ])('%s', (_name, key, expected) => {
    expect(props()[key]).toEqual(expected);
  });

  test('all key attributes are strings', () => {
    expect(props()['AttributeDefinitions']).toEqual(
      expect.arrayContaining(['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }))),
    );
  });

  test('one GSI gsi1 on gsi1pk / gsi1sk projecting ALL', () => {
    expect(props()['GlobalSecondaryIndexes']).toEqual([
      {
        IndexName: 'gsi1',
        KeySchema: [
          { AttributeName: 'gsi1pk', KeyType: 'HASH' },
          { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
  });

  test('is retained when the stack is deleted', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('guard function permissions', () => {
  // grantReadData's action set; anything else on DynamoDB (Put/Update/Delete/BatchWrite/PartiQL*/`*`) fails.
  const READ_ACTIONS = new Set([
    'dynamodb:BatchGetItem',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DescribeTable',
    'dynamodb:GetItem',
    'dynamodb:GetRecords',
    'dynamodb:GetShardIterator',
    'dynamodb:Query',
    'dynamodb:Scan',
  ]);

  type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
  const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

  function dynamoStatements(): Statement[] {
    const roleRef = guardFunction().resource.Properties!['Role'] as { 'Fn::GetAtt': [string, string] };
    const roleId = roleRef['Fn::GetAtt'][0];
    const policies = Object.values(
      template.findResources('AWS::IAM::Policy', { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } }),
    );
    const statements = policies.flatMap(
      (policy) => (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument.Statement,
    );
    return statements.filter((s) => asArray(s.Action).some((action) => action.startsWith('dynamodb:')));
  }

  test('DynamoDB access is granted', () => {
    expect(dynamoStatements().length).toBeGreaterThan(0);
  });

  test('only read actions', () => {
    const actions = dynamoStatements().flatMap((s) => asArray(s.Action));
    expect(actions.filter((action) => !READ_ACTIONS.has(action))).toEqual([]);
    expect(dynamoStatements().every((s) => s.Effect === 'Allow')).toBe(true);
  });

  test('only on the config table and its indexes — never `*`', () => {
    const tableArn = { 'Fn::GetAtt': [table().id, 'Arn'] };
    const indexArns = { 'Fn::Join': ['', [tableArn, '/index/*']] };
    for (const statement of dynamoStatements()) {
      for (const resource of asArray(statement.Resource)) {
        expect([tableArn, indexArns]).toContainEqual(resource);
      }
    }
  });
});

describe('stack', () => {
  test.each<[string, unknown]>([
    ['ApiUrl', expect.anything()],
    ['TableName', { Ref: table().id }],
  ])('output %s', (name, value) => {
    expect(template.findOutputs(name)).toEqual({ [name]: expect.objectContaining({ Value: value }) });
  });

  test.each<[string, string]>([
    ['AWS::Lambda::Function', 'FunctionName'],
    ['AWS::Logs::LogGroup', 'LogGroupName'],
    ['AWS::IAM::Role', 'RoleName'],
  ])('no physical name on %s', (type, nameKey) => {
    for (const resource of Object.values(template.findResources(type))) {
      expect((resource as CfnResource).Properties ?? {}).not.toHaveProperty(nameKey);
    }
  });

  test('synthesizes without warnings or errors', () => {
    const annotations = Annotations.fromStack(stack);
    annotations.hasNoWarning('*', Match.anyValue());
    annotations.hasNoError('*', Match.anyValue());
  });
});
