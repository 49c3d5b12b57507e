/** The stack with default settings: API routes, functions, table, per-role permissions, outputs, cdk-nag gate. */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { GUARD_ROUTE_KEYS, JOB_ROUTE_KEYS } from '../../lib/constructs/guard-api';
import { GUARD_ROUTES } from '../../functions/handlers/guard-api';
import { JOB_ROUTES } from '../../functions/handlers/jobs-api';
import { METRICS_NAMESPACE } from '../../functions/handlers/metric-names';
import {
  acknowledgements,
  asArray,
  fn,
  FUNCTION,
  getAtt,
  grants,
  nagFindings,
  only,
  resources,
  statements,
  synth,
} from './cdk-helpers';

const { stack, template } = synth();

const table = () => only(template, 'AWS::DynamoDB::Table');
const tableArn = () => getAtt(table()[0]);
const gsi1Arn = () => ({ 'Fn::Join': ['', [tableArn(), '/index/gsi1']] });
const inline = () => fn(template, FUNCTION.inline);
const jobsApi = () => fn(template, FUNCTION.jobsApi);

describe('HTTP API', () => {
  /** Route key → the function its integration invokes. */
  function routeTargets(): Record<string, string> {
    const integrations = Object.fromEntries(resources(template, 'AWS::ApiGatewayV2::Integration'));
    return Object.fromEntries(
      resources(template, 'AWS::ApiGatewayV2::Route').map(([, route]) => {
        const integrationId = route.Properties['Target']['Fn::Join'][1][1].Ref as string;
        const integration = integrations[integrationId]!;
        expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
        return [route.Properties['RouteKey'], integration.Properties['IntegrationUri']['Fn::GetAtt'][0]];
      }),
    );
  }

  test('eight routes: the inline function\'s four (guard, restore, stream, LiteLLM), the three job routes and the OpenAPI document, each on its function (Lambda proxy, payload 2.0)', () => {
    expect(routeTargets()).toEqual({
      'POST /v1/guard/api': inline()[0],
      'POST /v1/guard/restore': inline()[0],
      'POST /v1/guard/stream': inline()[0],
      'POST /v1/litellm/beta/litellm_basic_guardrail_api': inline()[0],
      'POST /v1/guard/s3': jobsApi()[0],
      'GET /v1/guard/s3/jobs/{job_id}': jobsApi()[0],
      'GET /v1/guard/s3/jobs': jobsApi()[0],
      'GET /v1/openapi.json': jobsApi()[0],
    });
  });

  test('the inline function\'s routes are the ones its handler serves', () => {
    expect([...GUARD_ROUTE_KEYS].sort()).toEqual(Object.values(GUARD_ROUTES).sort());
  });

  test('the job routes are the ones the jobs handler serves', () => {
    expect([...JOB_ROUTE_KEYS].sort()).toEqual(Object.values(JOB_ROUTES).sort());
  });

  test.each([['inline', FUNCTION.inline], ['jobs API', FUNCTION.jobsApi]])('API Gateway may invoke the %s function', (_n, description) => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: getAtt(fn(template, description)[0]),
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

  test('access logs: JSON lines with ids, route, status and latencies — no caller IP, user agent or headers', () => {
    const [, stage] = only(template, 'AWS::ApiGatewayV2::Stage');
    const settings = stage.Properties['AccessLogSettings'];
    const destination = settings.DestinationArn['Fn::GetAtt'][0] as string;
    expect(template.toJSON()['Resources'][destination]).toMatchObject({ Type: 'AWS::Logs::LogGroup', Properties: { RetentionInDays: 30 } });
    const format = JSON.parse(settings.Format) as Record<string, string>;
    expect(format).toMatchObject({ requestId: '$context.requestId', routeKey: '$context.routeKey', status: '$context.status' });
    expect(settings.Format).not.toMatch(/sourceIp|userAgent|header|caller|user\b/i);
  });
});

describe('functions', () => {
  const all = () => resources(template, 'AWS::Lambda::Function');

  test('five functions — inline, jobs API, worker, dead-letter handler, job sweeper — and no custom-resource Lambda', () => {
    expect(all()).toHaveLength(5);
    for (const description of Object.values(FUNCTION)) fn(template, description);
  });

  test.each(Object.entries(FUNCTION))('%s: nodejs24.x, arm64, index.handler, no layer, house environment', (_name, description) => {
    const [, f] = fn(template, description);
    expect(f.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
    expect(f.Properties['Layers']).toBeUndefined();
    // Source maps are not loaded at every cold start (the map ships in the asset; names are kept in the bundle).
    expect(f.Properties['Environment'].Variables['NODE_OPTIONS']).toBeUndefined();
    expect(f.Properties['Environment'].Variables).toMatchObject({
      POWERTOOLS_SERVICE_NAME: 'content-guard',
      POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
      CG_TABLE_NAME: { Ref: table()[0] },
    });
  });

  test.each(Object.entries(FUNCTION))('%s: its own log group (30 days) and role, no managed policy', (_name, description) => {
    const [id, f] = fn(template, description);
    const logGroupId = f.Properties['LoggingConfig'].LogGroup.Ref as string;
    expect(template.toJSON()['Resources'][logGroupId].Properties).toMatchObject({ RetentionInDays: 30 });
    const roleId = f.Properties['Role']['Fn::GetAtt'][0] as string;
    expect(template.toJSON()['Resources'][roleId].Properties.ManagedPolicyArns).toBeUndefined();
    // Logs: write to its own group only.
    expect(grants(template, id, 'logs:')).toEqual([
      { actions: ['logs:CreateLogStream', 'logs:PutLogEvents'], resources: [getAtt(logGroupId)] },
    ]);
  });

  test('x86_64 when the environment says so, for every function', () => {
    const x86 = synth({ architecture: 'x86_64' }).template;
    for (const description of Object.values(FUNCTION)) {
      expect(fn(x86, description)[1].Properties['Architectures']).toEqual(['x86_64']);
    }
    expect(resources(x86, 'AWS::Lambda::LayerVersion')).toEqual([]);
  });

  test.each<[string, string, unknown]>([
    ['1024 MB memory', 'MemorySize', 1024],
    ['10 s timeout', 'Timeout', 10],
  ])('inline: %s', (_name, key, expected) => {
    expect(inline()[1].Properties[key]).toEqual(expected);
  });

  test('inline: body limit from the settings (default 1 MiB)', () => {
    expect(inline()[1].Properties['Environment'].Variables).toMatchObject({ CG_MAX_BODY_BYTES: '1048576' });
  });
});

describe('service table', () => {
  const props = () => table()[1].Properties;

  test.each<[string, string, unknown]>([
    ['key schema pk (HASH) / sk (RANGE)', 'KeySchema', [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]],
    ['on-demand billing', 'BillingMode', 'PAY_PER_REQUEST'],
    ['point-in-time recovery', 'PointInTimeRecoverySpecification', { PointInTimeRecoveryEnabled: true }],
    ['server-side encryption (AWS-managed key)', 'SSESpecification', { SSEEnabled: true }],
    ['TTL on `ttl` (job records expire)', 'TimeToLiveSpecification', { AttributeName: 'ttl', Enabled: true }],
    ['no physical table name', 'TableName', undefined],
  ])('%s', (_name, key, expected) => {
    expect(props()[key]).toEqual(expected);
  });

  test('one table: jobs share it with the configuration', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
  });

  test('all key attributes are strings', () => {
    expect(props()['AttributeDefinitions']).toEqual(
      expect.arrayContaining(['pk', 'sk', 'gsi1pk', 'gsi1sk'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' }))),
    );
  });

  test('two GSIs projecting ALL: gsi1 on gsi1pk / gsi1sk (job search by source, newest first), sparse gsi2 on gsi2pk / gsi2sk (non-final jobs, for the sweeper)', () => {
    expect(props()['GlobalSecondaryIndexes']).toEqual([
      {
        IndexName: 'gsi1',
        KeySchema: [
          { AttributeName: 'gsi1pk', KeyType: 'HASH' },
          { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
      {
        IndexName: 'gsi2',
        KeySchema: [
          { AttributeName: 'gsi2pk', KeyType: 'HASH' },
          { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
  });

  test('is retained when the stack is deleted', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });
});

describe('least privilege: DynamoDB actions per role, on the table and gsi1 only', () => {
  test.each<[string, RegExp, unknown[]]>([
    ['inline: configuration reads by key, and a LiteLLM pre-call\'s restore token', FUNCTION.inline, [
      { actions: ['dynamodb:GetItem'], resources: ['TABLE'] },
      { actions: ['dynamodb:PutItem'], resources: ['TABLE'] },
    ]],
    ['jobs API: reads, create, delete-on-enqueue-failure; search on gsi1', FUNCTION.jobsApi, [
      { actions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem'], resources: ['TABLE'] },
      { actions: ['dynamodb:Query'], resources: ['GSI1'] },
    ]],
    ['worker: read, claim, finalize', FUNCTION.worker, [{ actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], resources: ['TABLE'] }]],
    ['dead-letter handler: finalize only', FUNCTION.deadLetter, [{ actions: ['dynamodb:UpdateItem'], resources: ['TABLE'] }]],
  ])('%s', (_name, description, expected) => {
    const named = JSON.parse(JSON.stringify(expected).replace(/"TABLE"/g, JSON.stringify(tableArn())).replace(/"GSI1"/g, JSON.stringify(gsi1Arn())));
    expect(grants(template, fn(template, description)[0], 'dynamodb:')).toEqual(named);
  });

  test('SQS: the jobs API may send to the job queue; only the event sources consume', () => {
    const [queueId] = only(template, 'AWS::SQS::Queue', (r) => r.Properties['RedrivePolicy'] !== undefined);
    expect(grants(template, jobsApi()[0], 'sqs:')).toEqual([
      { actions: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'], resources: [getAtt(queueId)] },
    ]);
    expect(grants(template, inline()[0], 'sqs:')).toEqual([]);
  });

  test('no statement allows `*` actions or resources, and none denies', () => {
    for (const [id] of resources(template, 'AWS::Lambda::Function')) {
      for (const s of statements(template, id)) {
        expect(s.Effect).toBe('Allow');
        expect(asArray(s.Action).filter((a) => a === '*' || a.endsWith(':*'))).toEqual([]);
        expect(asArray(s.Resource)).not.toContain('*');
      }
    }
  });

  test('without storage connections the worker has no S3 access', () => {
    expect(grants(template, fn(template, FUNCTION.worker)[0], 's3:')).toEqual([]);
  });
});

describe('Bedrock judges (policy-not-required process types)', () => {
  test('by default the inline function may not invoke any model', () => {
    expect(grants(template, inline()[0], 'bedrock:')).toEqual([]);
  });

  test('bedrockModelArns (context, comma-separated): InvokeModel on exactly those, for the inline function only', () => {
    const MODEL = 'arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-sonnet-4';
    const PROFILE = 'arn:aws:bedrock:*::foundation-model/anthropic.claude-haiku-*';
    const { stack: s, template: t } = synth({}, { bedrockModelArns: `${MODEL},${PROFILE}` });
    expect(grants(t, fn(t, FUNCTION.inline)[0], 'bedrock:')).toEqual([{ actions: ['bedrock:InvokeModel'], resources: [MODEL, PROFILE] }]);
    for (const description of [FUNCTION.jobsApi, FUNCTION.worker, FUNCTION.deadLetter]) {
      expect(grants(t, fn(t, description)[0], 'bedrock:')).toEqual([]);
    }
    // The pattern is the deployer's choice, acknowledged with its reason; the exact ARN needs nothing.
    expect(nagFindings(s)).toEqual([]);
    expect(acknowledgements(s).filter((a) => a.id.startsWith('AwsSolutions-IAM5')).map((a) => a.id)).toEqual([
      `AwsSolutions-IAM5[Resource::${PROFILE}]`,
    ]);
  });
});

describe('stack', () => {
  test.each<[string, unknown]>([
    ['ApiUrl', expect.anything()],
    ['TableName', { Ref: table()[0] }],
    ['DashboardUrl', expect.anything()],
    ['AlarmTopicArn', expect.anything()],
    ['InlineFunctionName', { Ref: inline()[0] }],
    ['JobQueueUrl', expect.anything()],
    ['JobDeadLetterQueueArn', expect.anything()],
    ['WorkerEventSourceMappingId', expect.anything()],
    ['DeadLetterEventSourceMappingId', expect.anything()],
  ])('output %s', (name, value) => {
    expect(template.findOutputs(name)).toEqual({ [name]: expect.objectContaining({ Value: value }) });
  });

  test.each<[string, string]>([
    ['AWS::Lambda::Function', 'FunctionName'],
    ['AWS::Logs::LogGroup', 'LogGroupName'],
    ['AWS::IAM::Role', 'RoleName'],
    ['AWS::SQS::Queue', 'QueueName'],
    ['AWS::SNS::Topic', 'TopicName'],
    ['AWS::CloudWatch::Alarm', 'AlarmName'],
    ['AWS::CloudWatch::Dashboard', 'DashboardName'],
  ])('no physical name on %s', (type, nameKey) => {
    expect(resources(template, type).length).toBeGreaterThan(0);
    for (const [, resource] of resources(template, type)) expect(resource.Properties ?? {}).not.toHaveProperty(nameKey);
  });

  test('synthesizes without warnings or errors', () => {
    const annotations = Annotations.fromStack(stack);
    annotations.hasNoWarning('*', Match.anyValue());
    annotations.hasNoError('*', Match.anyValue());
  });
});

describe('cdk-nag AwsSolutions', () => {
  test('no unacknowledged finding', () => {
    expect(nagFindings(stack)).toEqual([]);
  });

  test('every acknowledgement says why, next to the resource it concerns (never stack-wide)', () => {
    const acks = acknowledgements(stack);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.length).toBeGreaterThan(60);
      expect(ack.path).not.toBe(stack.node.path);
    }
  });

  test('the acknowledged rules (default settings): API key authentication, restore key rotation, alarm topic (the runtime is the latest)', () => {
    expect([...new Set(acknowledgements(stack).map((a) => a.id))].sort()).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-SMG4',
      'AwsSolutions-SNS2',
    ]);
  });
});
