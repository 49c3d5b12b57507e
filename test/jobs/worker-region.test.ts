/**
 * Buckets in another region, through the worker path: the worker's S3 client follows a region redirect, and a
 * wrong-region answer it cannot follow ends the job at once — FAILED SOURCE_ACCESS_DENIED or TARGET_WRITE_FAILED
 * with the bucket's region in `details` — instead of being retried until the dead-letter queue.
 *
 * The S3 side is a small HTTP server in this file, not the emulator: fauxqs (like every local S3 emulator) serves
 * one region and never answers "this bucket lives elsewhere", so this server stands in for that behaviour of the
 * real service. It answers as S3 does for a request signed for the wrong region — 301 PermanentRedirect with the
 * `x-amz-bucket-region` header, 400 AuthorizationHeaderMalformed naming the expected region, 400
 * IllegalLocationConstraintException; a HEAD without a body — and serves objects (HEAD, GET, PUT) to requests
 * signed for the bucket's own region (or 403 AccessDenied, for a bucket whose policy denies the worker). Everything else is real: the production S3 client configuration
 * (`createS3Client`), the S3 adapter, the worker's SQS handler, and the job store and HTTP API on the emulators.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { SQSEvent } from 'aws-lambda';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createS3Client, createS3ObjectStore } from '../../functions/adapters/aws/s3-object-store';
import { createGuardianVersionCache } from '../../functions/auth/access';
import { compileGuardian } from '../helpers/catalog';
import type { GuardianInput } from '../../functions/guardians/schema';
import { createJobsWorkerHandler } from '../../functions/handlers/jobs-worker';
import { readKillSwitch } from '../../functions/jobs/worker';
import type { LocalStack } from '../../functions/local/stack';
import { systemClock } from '../../functions/ports';
import { http } from '../helpers/jobs';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

/** The region the service (its S3 client) runs in. */
const SERVICE_REGION = 'us-east-1';

/** How a bucket answers a request signed for a region other than its own. */
type WrongRegionAnswer = 'permanent-redirect' | 'authorization-header-malformed' | 'illegal-location-constraint';

interface FakeBucket {
  readonly region: string;
  readonly answer: WrongRegionAnswer;
  /** Whether the wrong-region answer carries `x-amz-bucket-region` (S3 usually sends it; the SDK follows only with it). */
  readonly regionHeader: boolean;
  /** False: the bucket answers wrong-region even when asked in its own region (what is left after a followed redirect fails). */
  readonly servesOwnRegion: boolean;
  /** Answers 403 AccessDenied to every request signed for its region (a bucket policy denying the worker). */
  readonly denies?: boolean;
}

interface Request {
  readonly method: string;
  readonly bucket: string;
  readonly signedFor: string | undefined;
}

/** An S3 stand-in for buckets in several regions (path-style addressing). */
class FakeRegionalS3 {
  readonly requests: Request[] = [];
  readonly objects = new Map<string, Buffer>();
  private server!: Server;
  endpoint = '';

  constructor(private readonly buckets: Readonly<Record<string, FakeBucket>>) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.answer(req, res, Buffer.concat(chunks)));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    const [, bucketName = '', ...keyParts] = path.split('/');
    const key = keyParts.join('/');
    // SigV4: `Credential=<key id>/<date>/<region>/s3/aws4_request`.
    const signedFor = /Credential=[^/]+\/\d{8}\/([^/]+)\/s3\//.exec(String(req.headers.authorization ?? ''))?.[1];
    this.requests.push({ method: req.method!, bucket: bucketName, signedFor });
    const bucket = this.buckets[bucketName];
    if (!bucket) return this.error(req, res, 404, {}, 'NoSuchBucket', '');
    if (bucket.denies && signedFor === bucket.region) return this.error(req, res, 403, {}, 'AccessDenied', '', 'Access Denied');
    if (signedFor !== bucket.region || !bucket.servesOwnRegion) return this.wrongRegion(req, res, bucket, bucketName, signedFor);
    const id = `${bucketName}/${key}`;
    if (req.method === 'PUT') {
      this.objects.set(id, body);
      res.writeHead(200, { etag: '"0"' }).end();
      return;
    }
    const object = this.objects.get(id);
    if (!object) return this.error(req, res, 404, {}, 'NoSuchKey', '');
    const headers = { 'content-length': String(object.length), 'content-type': 'text/plain', etag: '"0"' };
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : object);
  }

  private wrongRegion(req: IncomingMessage, res: ServerResponse, bucket: FakeBucket, name: string, signedFor = ''): void {
    const headers: Record<string, string> = bucket.regionHeader ? { 'x-amz-bucket-region': bucket.region } : {};
    switch (bucket.answer) {
      case 'permanent-redirect':
        return this.error(req, res, 301, headers, 'PermanentRedirect', `<Endpoint>${name}.s3.${bucket.region}.amazonaws.com</Endpoint><Bucket>${name}</Bucket>`);
      case 'authorization-header-malformed':
        return this.error(req, res, 400, headers, 'AuthorizationHeaderMalformed', `<Region>${bucket.region}</Region>`, `the region '${signedFor}' is wrong; expecting '${bucket.region}'`);
      case 'illegal-location-constraint':
        return this.error(req, res, 400, headers, 'IllegalLocationConstraintException', '', `The ${bucket.region} location constraint is incompatible for the region specific endpoint this request was sent to.`);
    }
  }

  /** S3's XML error document; a HEAD answer has none (only the status and headers). */
  private error(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, code: string, extra: string, message = code): void {
    res.writeHead(status, { 'content-type': 'application/xml', ...headers });
    res.end(
      req.method === 'HEAD'
        ? undefined
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${extra}<RequestId>R</RequestId><HostId>H</HostId></Error>`,
    );
  }
}

const GUARDIAN: GuardianInput = {
  name: 'regions',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] }],
};
const SOURCE_TEXT = 'id EMP-123456\n';

const fake = new FakeRegionalS3({
  // The service's own region: a readable source and a writable target.
  'home-in': { region: SERVICE_REGION, answer: 'permanent-redirect', regionHeader: true, servesOwnRegion: true },
  'home-out': { region: SERVICE_REGION, answer: 'permanent-redirect', regionHeader: true, servesOwnRegion: true },
  // Another region, reachable by following the redirect.
  'eu-in': { region: 'eu-west-1', answer: 'permanent-redirect', regionHeader: true, servesOwnRegion: true },
  'eu-out': { region: 'eu-west-1', answer: 'illegal-location-constraint', regionHeader: true, servesOwnRegion: true },
  // Another region, and the followed redirect is answered the same way again.
  'moved-in': { region: 'eu-west-1', answer: 'permanent-redirect', regionHeader: true, servesOwnRegion: false },
  'moved-out': { region: 'eu-central-1', answer: 'permanent-redirect', regionHeader: false, servesOwnRegion: false },
  // Answers the SDK does not follow.
  'seoul-in': { region: 'ap-northeast-2', answer: 'authorization-header-malformed', regionHeader: true, servesOwnRegion: true },
  'sydney-out': { region: 'ap-southeast-2', answer: 'authorization-header-malformed', regionHeader: false, servesOwnRegion: true },
  'optin-out': { region: 'af-south-1', answer: 'illegal-location-constraint', regionHeader: true, servesOwnRegion: false },
  // The service's region, but the bucket policy denies the worker.
  'locked-out': { region: SERVICE_REGION, answer: 'permanent-redirect', regionHeader: true, servesOwnRegion: true, denies: true },
});

const BUCKETS = ['home-in', 'home-out', 'eu-in', 'eu-out', 'moved-in', 'moved-out', 'seoul-in', 'sydney-out', 'optin-out', 'locked-out'];

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  await fake.start();
  stack = await startTestStack({ jobs: { workers: false } });
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  // Sources in the *-in buckets, outputs in the *-out ones (read and write scopes may not overlap).
  await stack.store.setStorageScopes('acme', {
    read: BUCKETS.filter((b) => b.endsWith('-in')).map((b) => `s3://${b}/`),
    write: BUCKETS.filter((b) => b.endsWith('-out')).map((b) => `s3://${b}/`),
  });
});
afterAll(async () => {
  await stack.close();
  await fake.close();
});

const worker = () =>
  createJobsWorkerHandler({
    jobs: stack.jobs,
    objects: createS3ObjectStore(
      createS3Client({
        region: SERVICE_REGION,
        endpoint: fake.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
        maxAttempts: 1,
      }),
    ),
    clock: systemClock,
    guardianVersion: createGuardianVersionCache(stack.store, systemClock, compileGuardian),
    killSwitchActive: readKillSwitch(stack.store),
    maxSourceBytes: 1024 * 1024,
    leaseMs: 60_000,
    logger: new Logger({ logLevel: 'SILENT' }),
  });

const sqsEvent = (jobId: string): SQSEvent => ({
  Records: [
    {
      messageId: `m-${jobId}`,
      receiptHandle: 'r',
      body: JSON.stringify({ job_id: jobId }),
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 's', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn',
      awsRegion: SERVICE_REGION,
    },
  ],
});

/** Places the source, creates the job through the HTTP API, delivers its message to the worker once. */
async function runJob(src: string, tgt: string) {
  fake.objects.set(src.slice('s3://'.length), Buffer.from(SOURCE_TEXT));
  const created = await http(stack, 'POST', '/v1/guard/s3', key, { src_s3_url: src, tgt_s3_url: tgt, process_type: 'input' });
  expect(created.status).toBe(202);
  const jobId: string = created.body.job_id;
  const delivery = await worker()(sqsEvent(jobId));
  const view = await http(stack, 'GET', `/v1/guard/s3/jobs/${jobId}`, key);
  return { jobId, delivery, view: view.body, record: await stack.jobs.get(jobId) };
}

it('a source bucket in another region: the redirect is followed and the job completes', async () => {
  const from = fake.requests.length;
  const { delivery, view } = await runJob('s3://eu-in/in/a.txt', 's3://home-out/out/');
  expect(delivery).toEqual({ batchItemFailures: [] });
  expect(view).toMatchObject({ status: 'COMPLETED', action: 'MASK', tgt_s3_url: 's3://home-out/out/a.txt', error: null });
  expect(fake.objects.get('home-out/out/a.txt')?.toString()).toBe('id [EMPLOYEE_ID]\n');
  // Each call to the source: first signed for the service's region, answered 301, then again for the bucket's.
  const toSource = fake.requests.slice(from).filter((r) => r.bucket === 'eu-in');
  expect(toSource.map((r) => `${r.method} ${r.signedFor}`)).toEqual(['HEAD us-east-1', 'HEAD eu-west-1', 'GET us-east-1', 'GET eu-west-1']);
});

it('a target bucket in another region that answers IllegalLocationConstraintException: followed, the output is written', async () => {
  const { delivery, view } = await runJob('s3://home-in/in/b.txt', 's3://eu-out/out/');
  expect(delivery).toEqual({ batchItemFailures: [] });
  expect(view).toMatchObject({ status: 'COMPLETED', action: 'MASK', tgt_s3_url: 's3://eu-out/out/b.txt' });
  expect(fake.objects.get('eu-out/out/b.txt')?.toString()).toBe('id [EMPLOYEE_ID]\n');
});

const WRONG_REGION_CASES: ReadonlyArray<{
  readonly name: string;
  readonly src: string;
  readonly tgt: string;
  readonly code: 'SOURCE_ACCESS_DENIED' | 'TARGET_WRITE_FAILED';
  readonly bucketRegion: string;
  /** Requests to the failing bucket: one, or two when the client followed a redirect that failed again. */
  readonly requests: number;
}> = [
  { name: 'source: 301 PermanentRedirect again after following it', src: 's3://moved-in/in/c.txt', tgt: 's3://home-out/out/', code: 'SOURCE_ACCESS_DENIED', bucketRegion: 'eu-west-1', requests: 2 },
  { name: 'source: 400 AuthorizationHeaderMalformed (HEAD: no body, x-amz-bucket-region)', src: 's3://seoul-in/in/d.txt', tgt: 's3://home-out/out/', code: 'SOURCE_ACCESS_DENIED', bucketRegion: 'ap-northeast-2', requests: 1 },
  { name: 'target: 301 PermanentRedirect without x-amz-bucket-region (region from its Endpoint)', src: 's3://home-in/in/e.txt', tgt: 's3://moved-out/out/', code: 'TARGET_WRITE_FAILED', bucketRegion: 'eu-central-1', requests: 1 },
  { name: 'target: 400 AuthorizationHeaderMalformed (region from its Region element)', src: 's3://home-in/in/f.txt', tgt: 's3://sydney-out/out/', code: 'TARGET_WRITE_FAILED', bucketRegion: 'ap-southeast-2', requests: 1 },
  { name: 'target: 400 IllegalLocationConstraintException again after following it', src: 's3://home-in/in/g.txt', tgt: 's3://optin-out/out/', code: 'TARGET_WRITE_FAILED', bucketRegion: 'af-south-1', requests: 2 },
];

it.each(WRONG_REGION_CASES)('$name → FAILED $code with the region, at once', async ({ src, tgt, code, bucketRegion, requests }) => {
  const failing = (code === 'SOURCE_ACCESS_DENIED' ? src : tgt).slice('s3://'.length).split('/')[0];
  const from = fake.requests.length;
  const { delivery, view, record } = await runJob(src, tgt);
  // Final on the first delivery: the message is not handed back to the queue, so no retry and no dead letter.
  expect(delivery).toEqual({ batchItemFailures: [] });
  expect(record).toMatchObject({ status: 'FAILED', attempts: 1 });
  const side = code === 'SOURCE_ACCESS_DENIED' ? 'source' : 'target';
  expect(view).toMatchObject({
    status: 'FAILED',
    action: null,
    tgt_s3_url: null,
    error: {
      code,
      message: `The ${side} bucket is in another region and could not be ${side === 'source' ? 'read' : 'written'} from the service's region`,
      details: { reason: 'bucket_in_other_region', bucket_region: bucketRegion, service_region: SERVICE_REGION },
    },
  });
  expect(view.completed_at).toEqual(expect.any(String));
  expect(fake.requests.slice(from).filter((r) => r.bucket === failing)).toHaveLength(requests);
  // Nothing was written where the output would go.
  const output = `${tgt.slice('s3://'.length)}${src.slice(src.lastIndexOf('/') + 1)}`;
  expect(fake.objects.has(output)).toBe(false);
});

it('a target bucket that denies the write (403) → FAILED TARGET_WRITE_FAILED access_denied, at once', async () => {
  const { delivery, view, record } = await runJob('s3://home-in/in/h.txt', 's3://locked-out/out/');
  expect(delivery).toEqual({ batchItemFailures: [] });
  expect(record).toMatchObject({ status: 'FAILED', attempts: 1 });
  expect(view.error).toEqual({ code: 'TARGET_WRITE_FAILED', message: 'Writing the output object failed', details: { reason: 'access_denied' } });
});
