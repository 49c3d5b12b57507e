/**
 * The job sweeper on AWS: a scheduled function (EventBridge rule → Lambda) with exactly the access it uses —
 * Query on the sparse gsi2 index of non-final jobs, conditional updates, SendMessage to the job queue — and
 * the lease and attempt limits the worker and the queue's redrive policy use.
 */
import { MAX_RECEIVE_COUNT } from '../../lib/constructs/deid-jobs';
import { fn, getAtt, grants, nagFindings, only, resources, synth } from './cdk-helpers';

const { stack, template } = synth();
const SWEEPER = /^Content Guard job sweeper/;
const sweeper = () => fn(template, SWEEPER);
const worker = () => fn(template, /^Content Guard batch job worker/);
const table = () => only(template, 'AWS::DynamoDB::Table');
const queue = () => only(template, 'AWS::SQS::Queue', (r) => r.Properties['RedrivePolicy'] !== undefined);

test('an EventBridge rule invokes the sweeper every 5 minutes', () => {
  const [id] = sweeper();
  const [, rule] = only(template, 'AWS::Events::Rule');
  expect(rule.Properties).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
  expect(rule.Properties['Targets']).toEqual([expect.objectContaining({ Arn: getAtt(id) })]);
  const permissions = resources(template, 'AWS::Lambda::Permission').filter(([, p]) => JSON.stringify(p.Properties['FunctionName']) === JSON.stringify(getAtt(id)));
  expect(permissions.map(([, p]) => p.Properties['Principal'])).toEqual(['events.amazonaws.com']);
});

test('the sweeper uses the worker\'s lease and the queue\'s receive count, and the job queue', () => {
  const env = sweeper()[1].Properties['Environment'].Variables;
  const workerEnv = worker()[1].Properties['Environment'].Variables;
  expect(env.CG_JOB_LEASE_MS).toBe(workerEnv.CG_JOB_LEASE_MS);
  expect(env.CG_JOB_MAX_ATTEMPTS).toBe(String(MAX_RECEIVE_COUNT));
  expect(env.CG_QUEUE_URL).toEqual({ Ref: queue()[0] });
});

test('the table has the sparse gsi2 index (string partition, numeric sort key)', () => {
  const gsis = table()[1].Properties['GlobalSecondaryIndexes'] as { IndexName: string; KeySchema: unknown }[];
  expect(gsis.find((g) => g.IndexName === 'gsi2')).toMatchObject({
    KeySchema: [
      { AttributeName: 'gsi2pk', KeyType: 'HASH' },
      { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  });
  expect(table()[1].Properties['AttributeDefinitions']).toEqual(
    expect.arrayContaining([{ AttributeName: 'gsi2pk', AttributeType: 'S' }, { AttributeName: 'gsi2sk', AttributeType: 'N' }]),
  );
});

test('the sweeper may update jobs and query gsi2 only, and send to the job queue', () => {
  const [id] = sweeper();
  const [tableId] = table();
  expect(grants(template, id, 'dynamodb:')).toEqual([
    { actions: ['dynamodb:UpdateItem'], resources: [getAtt(tableId)] },
    { actions: ['dynamodb:Query'], resources: [{ 'Fn::Join': ['', [getAtt(tableId), '/index/gsi2']] }] },
  ]);
  expect(grants(template, id, 'sqs:').map((g) => g.resources)).toEqual([[getAtt(queue()[0])]]);
});

test('cdk-nag: no unacknowledged finding on the sweeper', () => {
  expect(nagFindings(stack).filter((f) => /Sweep/.test(f))).toEqual([]);
});
