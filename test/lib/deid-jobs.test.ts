/**
 * Batch jobs with storage connections and custom settings: queues, dead-letter wiring, event sources, worker
 * limits, S3/KMS grants from the storage connections, and the cdk-nag gate for that configuration.
 */
import { MAX_RECEIVE_COUNT, VISIBILITY_TO_TIMEOUT_RATIO } from '../../lib/constructs/deid-jobs';
import { acknowledgements, fn, FUNCTION, getAtt, grants, nagFindings, only, resources, synth } from './cdk-helpers';

const KMS_KEY = 'arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';
const { stack, template } = synth({
  storageConnections: [
    { bucket: 'acme-data', readPrefixes: ['incoming/', 'archive/2025/'], writePrefixes: ['masked/'] },
    { bucket: 'acme-secure', readPrefixes: ['in/'], writePrefixes: ['out/'], kmsKeyArn: KMS_KEY },
    { bucket: 'beta-drop', readPrefixes: [''] },
  ],
  jobRetentionDays: 7,
  maxSourceBytes: 50 * 1024 * 1024,
  workerMaxConcurrency: 7,
});

const queue = () => only(template, 'AWS::SQS::Queue', (r) => r.Properties['RedrivePolicy'] !== undefined);
const deadLetterQueue = () => only(template, 'AWS::SQS::Queue', (r) => r.Properties['RedrivePolicy'] === undefined);
const worker = () => fn(template, FUNCTION.worker);
const s3 = (path: string) => ({ 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, `:s3:::${path}`]] });

describe('queues', () => {
  test('two queues: the job queue and its dead-letter queue', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2);
  });

  test.each([['job queue', queue], ['dead-letter queue', deadLetterQueue]])('%s: SQS-managed encryption, no physical name', (_n, q) => {
    expect(q()[1].Properties).toMatchObject({ SqsManagedSseEnabled: true });
    expect(q()[1].Properties).not.toHaveProperty('QueueName');
  });

  test.each([['job queue', queue], ['dead-letter queue', deadLetterQueue]])('%s: TLS only (a Deny on aws:SecureTransport false)', (_n, q) => {
    const [id] = q();
    const [, policy] = only(template, 'AWS::SQS::QueuePolicy', (p) => JSON.stringify(p.Properties['Queues']) === JSON.stringify([{ Ref: id }]));
    expect(policy.Properties['PolicyDocument'].Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } }, Principal: { AWS: '*' } }),
    );
  });

  test(`dead-letter wiring: the job queue redrives to the dead-letter queue after ${MAX_RECEIVE_COUNT} receives (≥ 5)`, () => {
    expect(queue()[1].Properties['RedrivePolicy']).toEqual({ deadLetterTargetArn: getAtt(deadLetterQueue()[0]), maxReceiveCount: MAX_RECEIVE_COUNT });
    expect(MAX_RECEIVE_COUNT).toBeGreaterThanOrEqual(5);
  });

  test(`visibility timeout ≥ ${VISIBILITY_TO_TIMEOUT_RATIO} × the worker timeout`, () => {
    const timeout = worker()[1].Properties['Timeout'] as number;
    expect(timeout).toBe(300);
    expect(queue()[1].Properties['VisibilityTimeout']).toBeGreaterThanOrEqual(6 * timeout);
  });

  test('dead letters are kept 14 days (time to investigate and redrive)', () => {
    expect(deadLetterQueue()[1].Properties['MessageRetentionPeriod']).toBe(14 * 24 * 3600);
  });
});

describe('event sources', () => {
  const mapping = (queueId: string) =>
    only(template, 'AWS::Lambda::EventSourceMapping', (m) => JSON.stringify(m.Properties['EventSourceArn']) === JSON.stringify(getAtt(queueId)));

  test('job queue → worker: partial batch failures, one job per invocation, concurrency capped by the setting', () => {
    expect(mapping(queue()[0])[1].Properties).toEqual({
      EventSourceArn: getAtt(queue()[0]),
      FunctionName: { Ref: worker()[0] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 7 },
    });
  });

  test('dead-letter queue → dead-letter handler: partial batch failures, small batches, capped', () => {
    expect(mapping(deadLetterQueue()[0])[1].Properties).toMatchObject({
      FunctionName: { Ref: fn(template, FUNCTION.deadLetter)[0] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BatchSize: 10,
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    // Its visibility timeout also covers 6 × the handler's timeout.
    expect(deadLetterQueue()[1].Properties['VisibilityTimeout']).toBeGreaterThanOrEqual(
      6 * (fn(template, FUNCTION.deadLetter)[1].Properties['Timeout'] as number),
    );
  });

  test('nothing else consumes the queues', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
  });
});

describe('functions and settings', () => {
  test('worker: 2 GB, 5 min, source limit from the settings, lease ≥ its timeout and < the visibility timeout', () => {
    const props = worker()[1].Properties;
    expect(props).toMatchObject({ MemorySize: 2048, Timeout: 300 });
    const env = props['Environment'].Variables;
    expect(env.CG_MAX_SOURCE_BYTES).toBe(String(50 * 1024 * 1024));
    const leaseMs = Number(env.CG_JOB_LEASE_MS);
    expect(leaseMs).toBeGreaterThanOrEqual(props['Timeout'] * 1000);
    expect(leaseMs).toBeLessThan((queue()[1].Properties['VisibilityTimeout'] as number) * 1000);
  });

  test('jobs API: queue URL, retention and body limit from the settings', () => {
    expect(fn(template, FUNCTION.jobsApi)[1].Properties['Environment'].Variables).toMatchObject({
      CG_QUEUE_URL: { Ref: queue()[0] },
      CG_JOB_RETENTION_DAYS: '7',
      CG_MAX_BODY_BYTES: '1048576',
    });
  });

  test('dead-letter handler: small (256 MB, 30 s)', () => {
    const props = fn(template, FUNCTION.deadLetter)[1].Properties;
    expect(props).toMatchObject({ MemorySize: 256, Timeout: 30 });
    expect(props['Layers']).toBeUndefined();
  });
});

describe('storage connections → least-privilege S3 and KMS grants for the worker only', () => {
  test('GetObject under the read prefixes, listing limited to them, PutObject + AbortMultipartUpload under the write prefixes', () => {
    expect(grants(template, worker()[0], 's3:')).toEqual([
      { actions: ['s3:GetObject'], resources: [s3('acme-data/incoming/*'), s3('acme-data/archive/2025/*')] },
      { actions: ['s3:ListBucket'], resources: [s3('acme-data')], condition: { StringLike: { 's3:prefix': ['incoming/*', 'archive/2025/*'] } } },
      { actions: ['s3:AbortMultipartUpload', 's3:PutObject'], resources: [s3('acme-data/masked/*')] },
      { actions: ['s3:GetObject'], resources: [s3('acme-secure/in/*')] },
      { actions: ['s3:ListBucket'], resources: [s3('acme-secure')], condition: { StringLike: { 's3:prefix': ['in/*'] } } },
      { actions: ['s3:AbortMultipartUpload', 's3:PutObject'], resources: [s3('acme-secure/out/*')] },
      // '' is the whole bucket, as in the CLI's storage scopes.
      { actions: ['s3:GetObject'], resources: [s3('beta-drop/*')] },
      { actions: ['s3:ListBucket'], resources: [s3('beta-drop')], condition: { StringLike: { 's3:prefix': ['*'] } } },
    ]);
  });

  test('the SSE-KMS bucket key: decrypt and generate data keys (multipart writes), on that key only', () => {
    expect(grants(template, worker()[0], 'kms:')).toEqual([{ actions: ['kms:Decrypt', 'kms:GenerateDataKey'], resources: [KMS_KEY] }]);
  });

  test('no other function touches S3 or KMS; no bucket policy (the buckets are the customer’s)', () => {
    for (const description of [FUNCTION.inline, FUNCTION.jobsApi, FUNCTION.deadLetter]) {
      const [id] = fn(template, description);
      expect([...grants(template, id, 's3:'), ...grants(template, id, 'kms:')]).toEqual([]);
    }
    expect(resources(template, 'AWS::S3::BucketPolicy')).toEqual([]);
    expect(resources(template, 'AWS::S3::Bucket')).toEqual([]);
  });
});

describe('cdk-nag AwsSolutions with storage connections', () => {
  test('no unacknowledged finding', () => {
    expect(nagFindings(stack)).toEqual([]);
  });

  test('one IAM5 acknowledgement per configured folder (object ARNs end in prefix*), on the worker role', () => {
    const iam5 = acknowledgements(stack).filter((a) => a.id.startsWith('AwsSolutions-IAM5'));
    expect(iam5.map((a) => a.id).sort()).toEqual(
      ['acme-data/incoming/*', 'acme-data/archive/2025/*', 'acme-data/masked/*', 'acme-secure/in/*', 'acme-secure/out/*', 'beta-drop/*']
        .map((p) => `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${p}]`)
        .sort(),
    );
    for (const a of iam5) expect(a.path).toBe(`${stack.node.path}/Jobs/Worker/Role`);
  });
});
