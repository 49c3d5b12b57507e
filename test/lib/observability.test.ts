/** Alarms (metrics, thresholds, actions), the dashboard, the alarm topic; thresholds and topic from context. */
import { DIMENSION, METRIC, METRICS_NAMESPACE } from '../../functions/handlers/metric-names';
import { fn, FUNCTION, nagFindings, only, resources, synth, type CfnResource } from './cdk-helpers';

const { stack, template } = synth({ alarms: { email: 'ops@example.com' } });

type MetricStat = { Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] }; Stat: string };
type AlarmMetric = { Id: string; Expression?: string; MetricStat?: MetricStat };

/** An alarm by the start of its logical id (Observability/<Id>). */
function alarmById(t: typeof template, prefix: string): CfnResource {
  const found = resources(t, 'AWS::CloudWatch::Alarm').filter(([id]) => id.startsWith(`Observability${prefix}`));
  expect(found).toHaveLength(1);
  return found[0]![1];
}

/** Namespace/MetricName/Stat of each metric an alarm reads (single metric or math expression inputs). */
function alarmInputs(a: CfnResource): { namespace: string; name: string; stat: string; dimensions: Record<string, unknown> }[] {
  const p = a.Properties;
  const stats: MetricStat[] = p['Metrics']
    ? (p['Metrics'] as AlarmMetric[]).flatMap((m) => (m.MetricStat ? [m.MetricStat] : []))
    : [{ Metric: { Namespace: p['Namespace'], MetricName: p['MetricName'], Dimensions: p['Dimensions'] }, Stat: p['ExtendedStatistic'] ?? p['Statistic'] }];
  return stats.map((s) => ({
    namespace: s.Metric.Namespace,
    name: s.Metric.MetricName,
    stat: s.Stat,
    dimensions: Object.fromEntries((s.Metric.Dimensions ?? []).map((d) => [d.Name, d.Value])),
  }));
}

const expression = (a: CfnResource) => (a.Properties['Metrics'] as AlarmMetric[]).find((m) => m.Expression)?.Expression;

describe('alarms', () => {
  test('five alarms, each notifying the alarm topic on ALARM and on OK', () => {
    const [topicId] = only(template, 'AWS::SNS::Topic');
    const all = resources(template, 'AWS::CloudWatch::Alarm');
    expect(all).toHaveLength(5);
    for (const [, a] of all) {
      expect(a.Properties['AlarmActions']).toEqual([{ Ref: topicId }]);
      expect(a.Properties['OKActions']).toEqual([{ Ref: topicId }]);
      expect(a.Properties['TreatMissingData']).toBe('notBreaching');
    }
  });

  test('5xx rate: 5xx / requests of the HTTP API, in percent, above 1 % in 2 of 3 periods', () => {
    const a = alarmById(template, 'Api5xxRate');
    const [apiId] = only(template, 'AWS::ApiGatewayV2::Api');
    expect(alarmInputs(a)).toEqual([
      { namespace: 'AWS/ApiGateway', name: '5xx', stat: 'Sum', dimensions: { ApiId: { Ref: apiId } } },
      { namespace: 'AWS/ApiGateway', name: 'Count', stat: 'Sum', dimensions: { ApiId: { Ref: apiId } } },
    ]);
    expect(expression(a)).toBe('IF(requests > 0, 100 * errors / requests, 0)');
    expect(a.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanThreshold', EvaluationPeriods: 3, DatapointsToAlarm: 2 });
  });

  test('p99 latency: the inline function’s p99 duration above 1000 ms for 3 periods', () => {
    const a = alarmById(template, 'InlineLatencyP99');
    expect(alarmInputs(a)).toEqual([
      { namespace: 'AWS/Lambda', name: 'Duration', stat: 'p99', dimensions: { FunctionName: { Ref: fn(template, FUNCTION.inline)[0] } } },
    ]);
    expect(a.Properties).toMatchObject({ Threshold: 1000, EvaluationPeriods: 3, DatapointsToAlarm: 3, Period: 300 });
  });

  test('worker errors: failed worker invocations plus failed job attempts', () => {
    const a = alarmById(template, 'WorkerErrors');
    expect(alarmInputs(a)).toEqual([
      { namespace: 'AWS/Lambda', name: 'Errors', stat: 'Sum', dimensions: { FunctionName: { Ref: fn(template, FUNCTION.worker)[0] } } },
      { namespace: METRICS_NAMESPACE, name: METRIC.jobAttemptsFailed, stat: 'Sum', dimensions: { service: 'content-guard' } },
    ]);
    expect(a.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
  });

  test('DLQ not empty: dead-letter queue depth (visible + in flight) plus dead letters handled, ≥ 1', () => {
    const a = alarmById(template, 'DeadLetters');
    const [dlqId] = only(template, 'AWS::SQS::Queue', (r) => r.Properties['RedrivePolicy'] === undefined);
    const queueName = { 'Fn::GetAtt': [dlqId, 'QueueName'] };
    expect(alarmInputs(a)).toEqual([
      { namespace: 'AWS/SQS', name: 'ApproximateNumberOfMessagesVisible', stat: 'Maximum', dimensions: { QueueName: queueName } },
      { namespace: 'AWS/SQS', name: 'ApproximateNumberOfMessagesNotVisible', stat: 'Maximum', dimensions: { QueueName: queueName } },
      { namespace: METRICS_NAMESPACE, name: METRIC.jobsDeadLettered, stat: 'Sum', dimensions: { service: 'content-guard' } },
    ]);
    expect(a.Properties).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
  });

  test('jobs stuck non-final: age of the oldest job message above 3 h', () => {
    const a = alarmById(template, 'JobsStuck');
    const [queueId] = only(template, 'AWS::SQS::Queue', (r) => r.Properties['RedrivePolicy'] !== undefined);
    expect(alarmInputs(a)).toEqual([
      {
        namespace: 'AWS/SQS',
        name: 'ApproximateAgeOfOldestMessage',
        stat: 'Maximum',
        dimensions: { QueueName: { 'Fn::GetAtt': [queueId, 'QueueName'] } },
      },
    ]);
    expect(a.Properties).toMatchObject({ Threshold: 3 * 3600, ComparisonOperator: 'GreaterThanThreshold' });
  });
});

describe('dashboard', () => {
  const body = () => JSON.stringify(only(template, 'AWS::CloudWatch::Dashboard')[1].Properties['DashboardBody']);

  test('shows every metric the handlers emit', () => {
    for (const name of Object.values(METRIC)) expect(body()).toContain(name);
  });

  test('references no ContentGuard metric the handlers do not emit', () => {
    const known = new Set<string>(Object.values(METRIC));
    const referenced = [...body().matchAll(/MetricName=\\\\\\"(\w+)\\\\\\"/g), ...body().matchAll(/\\"ContentGuard\\",\\"(\w+)\\"/g)].map((m) => m[1]!);
    expect(referenced.length).toBeGreaterThan(5);
    expect(referenced.filter((n) => !known.has(n))).toEqual([]);
  });

  test.each([
    ['inline requests by action and process type', `${DIMENSION.action},${DIMENSION.processType}`],
    ['detections by policy type', DIMENSION.policyType],
    ['errors by code', `${DIMENSION.api},${DIMENSION.code}`],
    ['failed jobs by code', `service,${DIMENSION.code}} MetricName=\\\\\\"${METRIC.jobsFailed}`],
  ])('%s (a SEARCH over the dimension values)', (_name, fragment) => {
    expect(body()).toContain(fragment);
  });

  test.each([
    ['DLQ depth', 'ApproximateNumberOfMessagesVisible'],
    ['queue age', 'ApproximateAgeOfOldestMessage'],
    ['API 5xx', '5xx'],
    ['worker throttles', 'Throttles'],
  ])('%s', (_name, metric) => {
    expect(body()).toContain(metric);
  });

  test('an alarm status row', () => {
    expect(body()).toContain('"type\\":\\"alarm\\"');
  });
});

describe('alarm topic', () => {
  test('created without a physical name, TLS-only publishing, the e-mail subscribed', () => {
    const [topicId, topic] = only(template, 'AWS::SNS::Topic');
    expect(topic.Properties).not.toHaveProperty('TopicName');
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: topicId } });
    const [, policy] = only(template, 'AWS::SNS::TopicPolicy');
    expect(policy.Properties['PolicyDocument'].Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  test('cdk-nag passes with the topic', () => {
    expect(nagFindings(stack)).toEqual([]);
  });
});

describe('from context: an existing topic and thresholds', () => {
  const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:ops-alerts';
  const { template: t } = synth({}, { alarmTopicArn: TOPIC, alarmInlineLatencyP99Ms: '500', alarmOldestJobMinutes: '60', alarmApi5xxRatePercent: '0.5' });

  test('no topic is created; the alarms notify the given one', () => {
    t.resourceCountIs('AWS::SNS::Topic', 0);
    for (const [, a] of resources(t, 'AWS::CloudWatch::Alarm')) expect(a.Properties['AlarmActions']).toEqual([TOPIC]);
    expect(t.findOutputs('AlarmTopicArn')['AlarmTopicArn']).toMatchObject({ Value: TOPIC });
  });

  test.each<[string, number]>([
    ['InlineLatencyP99', 500],
    ['JobsStuck', 3600],
    ['Api5xxRate', 0.5],
  ])('%s threshold %d', (id, threshold) => {
    expect(alarmById(t, id).Properties['Threshold']).toBe(threshold);
  });

  test('the worker function is still the one the worker alarm reads', () => {
    const a = alarmById(t, 'WorkerErrors');
    expect(JSON.stringify(a.Properties)).toContain(JSON.stringify({ Ref: fn(t, FUNCTION.worker)[0] }));
  });
});
