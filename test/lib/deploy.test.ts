import { testCatalog } from '../helpers/catalog';
/**
 * The deploy story on the built assets: the stack is synthesized with real bundling (as `cdk deploy` does on the
 * deployer's machine), then every function's asset runs in a simulated Lambda runtime (test/helpers/lambda-runtime.ts)
 * — a fresh node process in the asset's folder, only the runtime's AWS SDK on NODE_PATH, the environment from the
 * template — under this machine's Node and under Nodes of the runtime's major and the previous one, from the npm
 * registry. The AWS APIs are the in-process emulators (dynalite; fauxqs for S3 and SQS). Secrets Manager has no
 * emulator on npm: a one-route HTTP stand-in answers GetSecretValue for the trace forwarder.
 *
 * The story is the README's: the operator CLI against the stack's table, inline MASK / BLOCK / 401, a job through
 * intake → queue → worker → COMPLETED, a dead letter → FAILED, a sweep that finds nothing left behind, and a trace
 * exported from the inline function's log.
 */
import { ReceiveMessageCommand, CreateQueueCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { App } from 'aws-cdk-lib';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ensureTable } from '../../functions/adapters/aws/dynamodb-table';
import { runCli } from '../../functions/cli/program';
import {
  LOCAL_AWS,
  localDynamoDbClient,
  localS3Client,
  localSqsClient,
  startDynalite,
  startFauxqs,
  type RunningEmulator,
  type RunningFauxqs,
} from '../../functions/local/emulators';
import { encodeLogsEvent } from '../../functions/tracing/log-events';
import { ContentGuardStack } from '../../lib/content-guard-stack';
import { GUARD_RUNTIME } from '../../lib/constructs/runtime';
import { startFakeLangfuse, type FakeLangfuse } from '../helpers/fake-langfuse';
import {
  nodeFromRegistry,
  runtimeModulesDir,
  startSimulatedLambda,
  type LambdaFunctionSpec,
  type NodeBinary,
  type SimulatedLambda,
} from '../helpers/lambda-runtime';

const STACK = 'ContentGuardDeployTest';
const TABLE = 'content-guard-deploy-test';
const BUCKET = 'acme-data';
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:langfuse-AbCdEf';
const LANGFUSE_PUBLIC_KEY = 'pk-lf-deploy-test';
const LANGFUSE_SECRET_KEY = 'sk-lf-deploy-test';

/** The Guardian of the story: masks contact details and an employee id (a re2js pattern), blocks card numbers. */
const GUARDIAN_YAML = `
name: deploy-story
description: Deploy story
processTypes:
  input:
    policies: [contact, ids]
additionalData: {}
model:
  provider: bedrock
  modelId: anthropic.claude-sonnet-4
policies:
  - name: contact
    type: PII
    entities:
      EMAIL_ADDRESS: { action: MASK }
      PERSON: { action: MASK }
      CREDIT_CARD: { action: BLOCK }
  - name: ids
    type: PII
    customRules:
      - name: employee-id
        pattern: "(?:EMP|STAFF)-[0-9]{4,6}\\\\b"
        action: MASK
`;

const RUNTIME_MAJOR = Number(/^nodejs(\d+)\.x$/.exec(GUARD_RUNTIME.name)![1]);

/** This machine's Node, then a Node of the runtime's major and of the previous even major, where npm has them. */
function nodeBinaries(): NodeBinary[] {
  const binaries: NodeBinary[] = [{ label: `host node ${process.version}`, path: process.execPath }];
  for (const major of [RUNTIME_MAJOR - 2, RUNTIME_MAJOR]) {
    if (process.versions.node.startsWith(`${major}.`)) continue;
    const binary = nodeFromRegistry(major);
    if (binary) binaries.push(binary);
    else console.warn(`deploy test: no Node ${major} from the npm registry on this machine; its run is skipped`);
  }
  return binaries;
}

interface SynthesizedFunction {
  readonly logicalId: string;
  readonly handlerEntry: string;
  readonly properties: Record<string, any>;
  readonly assetDir: string;
}

const work = mkdtempSync(path.join(tmpdir(), 'cg-deploy-'));
let dynamo: RunningEmulator;
let fauxqs: RunningFauxqs;
let secrets: Server;
let langfuse: FakeLangfuse;
let s3: S3Client;
let sqs: SQSClient;
let functions: SynthesizedFunction[];
let queueUrls: Record<string, string>;
let awsEnv: Record<string, string>;
const runtimeModules = runtimeModulesDir(path.join(work, 'runtime'));

beforeAll(async () => {
  dynamo = await startDynalite();
  fauxqs = await startFauxqs();
  langfuse = await startFakeLangfuse();
  secrets = await startSecretsManagerStandIn({ [SECRET_ARN]: JSON.stringify({ secretKey: LANGFUSE_SECRET_KEY }) });
  const dynamoClient = localDynamoDbClient(dynamo.endpoint);
  await ensureTable(dynamoClient, TABLE);
  dynamoClient.destroy();
  s3 = localS3Client(fauxqs.endpoint);
  sqs = localSqsClient(fauxqs.endpoint);
  await fauxqs.createBucket(BUCKET);
  awsEnv = {
    AWS_REGION: LOCAL_AWS.region,
    AWS_DEFAULT_REGION: LOCAL_AWS.region,
    AWS_ACCESS_KEY_ID: LOCAL_AWS.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_AWS.credentials.secretAccessKey,
    AWS_SESSION_TOKEN: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_S3: fauxqs.endpoint,
    AWS_ENDPOINT_URL_SQS: fauxqs.endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `http://127.0.0.1:${(secrets.address() as AddressInfo).port}`,
    // fauxqs serves S3 path-style only (real S3 takes both); the SDK reads this for every S3 client.
    AWS_S3_FORCE_PATH_STYLE: 'true',
  };

  functions = synthesize();
  queueUrls = {};
  for (const [logicalId] of resourcesOfType('AWS::SQS::Queue')) {
    const out = await sqs.send(new CreateQueueCommand({ QueueName: `${logicalId}` }));
    queueUrls[logicalId] = out.QueueUrl!;
  }

  // The operator CLI against the stack's table, as README "Deploy" does with --stack (here: --table and the emulator).
  const yamlFile = path.join(work, 'guardian.yaml');
  writeFileSync(yamlFile, GUARDIAN_YAML);
  const target = ['--table', TABLE, '--endpoint', dynamo.endpoint, '--region', LOCAL_AWS.region];
  await operator('project', 'create', 'acme', '--name', 'Acme Corp', ...target);
  await operator('guardian', 'apply', '-f', yamlFile, '--project', 'acme', ...target);
  await operator('storage', 'allow', '--project', 'acme', '--read', `s3://${BUCKET}/incoming/`, '--write', `s3://${BUCKET}/masked/`, ...target);
  const key = JSON.parse(await operator('key', 'create', '--project', 'acme', '--guardian', 'deploy-story', '--name', 'web', '--json', ...target));
  apiKey = key.key ?? key.apiKey ?? key.api_key;
  expect(apiKey).toMatch(/^svc_/);
}, 240_000);

afterAll(async () => {
  s3?.destroy();
  sqs?.destroy();
  await Promise.all([dynamo?.close(), fauxqs?.close(), langfuse?.close(), new Promise((r) => secrets?.close(r))]);
  rmSync(work, { recursive: true, force: true });
});

let apiKey: string;
let template: any;

function resourcesOfType(type: string): [string, any][] {
  return Object.entries(template.Resources as Record<string, any>).filter(([, r]) => r.Type === type);
}

/** `cdk synth` in-process: NodejsFunction bundles every function with esbuild, as on the deployer's machine. */
function synthesize(): SynthesizedFunction[] {
  const app = new App({
    outdir: path.join(work, 'cdk.out'),
    context: {
      'aws:cdk:enable-asset-metadata': true,
      langfuseHost: langfuse.url,
      langfusePublicKey: LANGFUSE_PUBLIC_KEY,
      langfuseSecretArn: SECRET_ARN,
    },
  });
  new ContentGuardStack(app, STACK);
  const assembly = app.synth();
  const stack = assembly.getStackByName(STACK);
  template = stack.template;
  return resourcesOfType('AWS::Lambda::Function').map(([logicalId, resource]) => ({
    logicalId,
    handlerEntry: resource.Properties.Handler,
    properties: resource.Properties,
    assetDir: path.join(assembly.directory, resource.Metadata['aws:asset:path']),
  }));
}

/** The function whose description starts with `prefix`. */
function fn(prefix: string): SynthesizedFunction {
  const found = functions.filter((f) => String(f.properties.Description).startsWith(prefix));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The template's environment with references resolved to the emulators' resources. */
function environmentOf(f: SynthesizedFunction): Record<string, string> {
  const variables = (f.properties.Environment?.Variables ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => {
      if (typeof value === 'string') return [name, value];
      const ref = (value as { Ref?: string }).Ref;
      const type = ref !== undefined ? template.Resources[ref]?.Type : undefined;
      if (type === 'AWS::DynamoDB::Table') return [name, TABLE];
      if (type === 'AWS::SQS::Queue') return [name, queueUrls[ref!]!];
      // The restore key is read at the first restore call only; these calls make none.
      if (type === 'AWS::SecretsManager::Secret') return [name, `arn:aws:secretsmanager:us-east-1:000000000000:secret:${ref}`];
      throw new Error(`${f.logicalId}: no local value for ${name} = ${JSON.stringify(value)}`);
    }),
  );
}

function specOf(f: SynthesizedFunction): LambdaFunctionSpec {
  return {
    assetDir: f.assetDir,
    functionName: `${STACK}-${f.logicalId}`,
    runtime: f.properties.Runtime,
    memorySize: f.properties.MemorySize ?? 128,
    environment: environmentOf(f),
  };
}

async function operator(...argv: string[]): Promise<string> {
  let stdout = '';
  let stderr = '';
  const saved = { ...process.env };
  Object.assign(process.env, awsEnv);
  try {
    const code = await runCli(argv, {
      out: (t) => void (stdout += t),
      err: (t) => void (stderr += t),
      catalog: testCatalog,
      env: process.env,
      cwd: work,
      clock: { now: () => Date.now() },
      user: 'deploy-test',
    });
    if (code !== 0) throw new Error(`content-guard ${argv.join(' ')} exited ${code}: ${stderr}`);
    return stdout;
  } finally {
    process.env = saved;
  }
}

function httpEvent(routeKey: string, options: { body?: unknown; key?: string; pathParameters?: Record<string, string> } = {}) {
  const [method, routePath] = routeKey.split(' ') as [string, string];
  const rawPath = routePath.replace(/\{(\w+)\}/g, (_, name: string) => options.pathParameters?.[name] ?? name);
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'deploy-test',
      ...(options.key !== undefined ? { 'x-svc-guard-api-key': options.key } : {}),
    },
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'api.example.com',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'deploy-test' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage: '$default',
      time: '27/Nov/2026:20:00:00 +0000',
      timeEpoch: Date.now(),
    },
    ...(options.pathParameters ? { pathParameters: options.pathParameters } : {}),
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    isBase64Encoded: false,
  };
}

/** The SQS event Lambda's event source mapping builds from received messages. */
function sqsEvent(queueLogicalId: string, messages: { MessageId?: string; ReceiptHandle?: string; Body?: string; Attributes?: Record<string, string> }[]) {
  return {
    Records: messages.map((m) => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body!,
      attributes: { ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1', SentTimestamp: String(Date.now()), SenderId: 'AIDA', ApproximateFirstReceiveTimestamp: String(Date.now()) },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:${LOCAL_AWS.region}:123456789012:${queueLogicalId}`,
      awsRegion: LOCAL_AWS.region,
    })),
  };
}

async function receiveAll(queueLogicalId: string, expected: number) {
  const messages = [];
  for (let tries = 0; tries < 20 && messages.length < expected; tries++) {
    const out = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrls[queueLogicalId], MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['ApproximateReceiveCount'] }),
    );
    messages.push(...(out.Messages ?? []));
  }
  return messages;
}

function queueOf(description: 'main' | 'dead-letter'): string {
  const queues = resourcesOfType('AWS::SQS::Queue');
  const main = queues.find(([, q]) => q.Properties?.RedrivePolicy !== undefined)!;
  const deadLetter = queues.find(([id]) => id === main[1].Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0])!;
  return (description === 'main' ? main : deadLetter)[0];
}

test('the synthesized stack has six functions on the runtime, each asset a bundle with no native module', () => {
  expect(functions.map((f) => f.properties.Description.split(' (')[0]).sort()).toEqual([
    'Content Guard batch job API',
    'Content Guard batch job worker',
    'Content Guard dead-letter handler',
    'Content Guard inline guard',
    'Content Guard job sweeper',
    'Content Guard trace forwarder',
  ]);
  for (const f of functions) {
    expect(f.properties).toMatchObject({ Runtime: GUARD_RUNTIME.name, Handler: 'index.handler' });
    expect(f.properties.Layers).toBeUndefined();
    const files = readdirSync(f.assetDir, { recursive: true }) as string[];
    expect(files.filter((file) => file.endsWith('.node'))).toEqual([]);
  }
});

describe.each(nodeBinaries().map((b) => [b.label, b] as const))('on %s', (_label, node) => {
  const started: SimulatedLambda[] = [];
  const start = async (prefix: string) => {
    const lambda = await startSimulatedLambda(node.path, specOf(fn(prefix)), runtimeModules, awsEnv);
    started.push(lambda);
    console.log(`init ${prefix.replace('Content Guard ', '')} on ${node.label}: ${lambda.initMs.toFixed(0)} ms (require of index.js)`);
    return lambda;
  };
  afterAll(async () => {
    await Promise.all(started.map((l) => l.close()));
  });

  test('inline: MASK, BLOCK and 401, then the trace reaches Langfuse through the forwarder', async () => {
    const inline = await start('Content Guard inline guard');
    const masked = await inline.invoke(
      httpEvent('POST /v1/guard/api', {
        key: apiKey,
        body: { processType: 'input', messages: [{ role: 'user', content: 'Mail jane.doe@example.com about STAFF-20431, please.' }] },
      }),
    );
    expect(masked.statusCode).toBe(200);
    const maskedBody = JSON.parse(masked.body);
    expect(maskedBody.action).toBe('MASK');
    expect(maskedBody.input_results[0].processed_content).toBe('Mail [EMAIL_ADDRESS] about [EMPLOYEE_ID], please.');

    const blocked = await inline.invoke(
      httpEvent('POST /v1/guard/api', { key: apiKey, body: { processType: 'input', messages: [{ role: 'user', content: 'Charge 4111 1111 1111 1111 now.' }] } }),
    );
    expect(blocked.statusCode).toBe(200);
    expect(JSON.parse(blocked.body).action).toBe('BLOCK');

    const unauthorized = await inline.invoke(
      httpEvent('POST /v1/guard/api', { key: 'svc_not-a-key', body: { processType: 'input', messages: [{ role: 'user', content: 'hello' }] } }),
    );
    expect(unauthorized.statusCode).toBe(401);

    // The function's log holds one trace envelope per call; the forwarder ships them as CloudWatch Logs would.
    const traceLines = inline.logs.filter((line) => line.includes('"cg_trace":'));
    expect(traceLines.length).toBeGreaterThanOrEqual(2);
    expect(traceLines.join('\n')).not.toContain('jane.doe@example.com');
    const forwarder = await start('Content Guard trace forwarder');
    const before = langfuse.requests.length;
    await forwarder.invoke(
      encodeLogsEvent({
        messageType: 'DATA_MESSAGE',
        owner: '123456789012',
        logGroup: `/aws/lambda/${STACK}-inline`,
        logStream: '2026/11/27/[$LATEST]abc',
        subscriptionFilters: ['traces'],
        logEvents: traceLines.map((message, i) => ({ id: String(i), timestamp: Date.now(), message })),
      }),
    );
    const sent = langfuse.requests.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${LANGFUSE_PUBLIC_KEY}:${LANGFUSE_SECRET_KEY}`).toString('base64')}`);
  }, 120_000);

  test('batch: intake → queue → worker → COMPLETED, a dead letter → FAILED', async () => {
    const jobsApi = await start('Content Guard batch job API');
    const worker = await start('Content Guard batch job worker');
    const deadLetters = await start('Content Guard dead-letter handler');
    const stamp = `${node.label.replace(/\W+/g, '-')}`;
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: `incoming/${stamp}.txt`, Body: 'Ticket from jane.doe@example.com about STAFF-7781.\n' }));

    const created = await jobsApi.invoke(
      httpEvent('POST /v1/guard/s3', { key: apiKey, body: { src_s3_url: `s3://${BUCKET}/incoming/${stamp}.txt`, tgt_s3_url: `s3://${BUCKET}/masked/`, process_type: 'input' } }),
    );
    expect([created.statusCode, created.body]).toEqual([202, expect.stringContaining('job_id')]);
    const jobId = JSON.parse(created.body).job_id as string;

    const [message] = await receiveAll(queueOf('main'), 1);
    expect(JSON.parse(message!.Body!)).toEqual({ job_id: jobId });
    const outcome = await worker.invoke(sqsEvent(queueOf('main'), [message!]));
    expect(outcome).toEqual({ batchItemFailures: [] });

    const record = JSON.parse(
      (await jobsApi.invoke(httpEvent('GET /v1/guard/s3/jobs/{job_id}', { key: apiKey, pathParameters: { job_id: jobId } }))).body,
    );
    expect(record).toMatchObject({ job_id: jobId, status: 'COMPLETED', action: 'MASK' });
    const target = new URL(record.tgt_s3_url);
    const written = await s3.send(new GetObjectCommand({ Bucket: target.hostname, Key: target.pathname.slice(1) }));
    expect(await written.Body!.transformToString()).toBe('Ticket from [EMAIL_ADDRESS] about [EMPLOYEE_ID].\n');

    // A message that reached the dead-letter queue (its receives spent) finalizes its job FAILED.
    const second = await jobsApi.invoke(
      httpEvent('POST /v1/guard/s3', { key: apiKey, body: { src_s3_url: `s3://${BUCKET}/incoming/${stamp}.txt`, tgt_s3_url: `s3://${BUCKET}/masked/again/`, process_type: 'input' } }),
    );
    expect(second.statusCode).toBe(202);
    const secondId = JSON.parse(second.body).job_id as string;
    const [dead] = await receiveAll(queueOf('main'), 1);
    expect(await deadLetters.invoke(sqsEvent(queueOf('dead-letter'), [dead!]))).toEqual({ batchItemFailures: [] });
    const failed = JSON.parse(
      (await jobsApi.invoke(httpEvent('GET /v1/guard/s3/jobs/{job_id}', { key: apiKey, pathParameters: { job_id: secondId } }))).body,
    );
    expect(failed).toMatchObject({ job_id: secondId, status: 'FAILED', error: { code: 'PROCESSING_FAILED' } });

    // The scheduled sweeper (EventBridge) finds no job left behind: both are final.
    const sweeper = await start('Content Guard job sweeper');
    const scheduled = {
      version: '0',
      id: 'sweep-1',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '123456789012',
      time: new Date().toISOString(),
      region: LOCAL_AWS.region,
      resources: [`arn:aws:events:${LOCAL_AWS.region}:123456789012:rule/sweep`],
      detail: {},
    };
    expect(await sweeper.invoke(scheduled)).toEqual({ requeued: 0, failed: 0 });
  }, 120_000);
});

/** Secrets Manager's GetSecretValue (JSON 1.1 protocol), the one call the trace forwarder makes. */
function startSecretsManagerStandIn(secretsByArn: Record<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString('utf8')));
    req.on('end', () => {
      const id = (JSON.parse(body || '{}') as { SecretId?: string }).SecretId ?? '';
      const value = secretsByArn[id];
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue' || value === undefined) {
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'not found' }));
        return;
      }
      res.end(JSON.stringify({ ARN: id, Name: 'langfuse', SecretString: value, VersionId: 'v1', CreatedDate: 1_767_225_600 }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

