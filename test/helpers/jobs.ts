import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3ObjectStore } from '../../functions/adapters/aws/s3-object-store';
import { createGuardianVersionCache } from '../../functions/auth/access';
import { compileGuardian } from './catalog';
import { readKillSwitch, type WorkerDeps } from '../../functions/jobs/worker';
import type { LocalStack } from '../../functions/local/stack';
import { systemClock } from '../../functions/ports';

export async function putObject(s3: S3Client, url: string, body: string | Buffer, contentType?: string) {
  const { bucket, key } = split(url);
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

/** The object's bytes, or undefined when it does not exist. */
export async function getObject(s3: S3Client, url: string): Promise<Buffer | undefined> {
  const { bucket, key } = split(url);
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch {
    return undefined;
  }
  const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

function split(url: string) {
  const rest = url.slice('s3://'.length);
  const i = rest.indexOf('/');
  return { bucket: rest.slice(0, i), key: rest.slice(i + 1) };
}

export interface HttpResult {
  readonly status: number;
  readonly body: any;
  readonly text: string;
}

export function http(
  stack: LocalStack,
  method: 'GET' | 'POST',
  path: string,
  key: string | undefined,
  body?: unknown,
): Promise<HttpResult> {
  return sendJson(`${stack.url}${path}`, method, key, body);
}

/** One request with the API key header; object bodies are JSON-encoded, strings sent as they are. */
export async function sendJson(
  url: string,
  method: 'GET' | 'POST',
  key: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(key !== undefined ? { 'x-svc-guard-api-key': key } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

/** Polls the job until it is final (bounded: ~15 s), as a caller would. */
export async function waitForFinal(stack: LocalStack, key: string, jobId: string): Promise<any> {
  for (let i = 0; i < 300; i++) {
    const res = await http(stack, 'GET', `/v1/guard/s3/jobs/${jobId}`, key);
    if (res.status !== 200) throw new Error(`status query failed: ${res.status} ${res.text}`);
    if (res.body.status === 'COMPLETED' || res.body.status === 'FAILED') return res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** The read and write scopes the batch tests give project `acme`. */
export const TEST_SCOPES = { read: ['s3://demo-bucket/in/'], write: ['s3://demo-bucket/out/'] } as const;

/**
 * Uploads `body` to `s3://demo-bucket/in/<name>`, creates a job writing into the `out/` folder through the HTTP
 * API (202 expected) and polls it to its final record.
 */
export async function runJobThroughApi(
  stack: LocalStack,
  key: string,
  name: string,
  body: string,
  options?: { readonly on_pass?: 'copy_original' | 'skip' },
): Promise<any> {
  await putObject(stack.s3, `s3://demo-bucket/in/${name}`, body);
  const created = await http(stack, 'POST', '/v1/guard/s3', key, {
    src_s3_url: `s3://demo-bucket/in/${name}`,
    tgt_s3_url: 's3://demo-bucket/out/',
    process_type: 'input',
    ...(options ? { options } : {}),
  });
  if (created.status !== 202) throw new Error(`job creation failed: ${created.status} ${created.text}`);
  return waitForFinal(stack, key, created.body.job_id);
}

/**
 * A batch worker's dependencies on a test stack: its job store, its S3 emulator, the system clock, a Guardian cache
 * and the kill switch from its table, 1 MiB sources and a one-minute lease. `overrides` replace any of them.
 */
export function localWorkerDeps(stack: LocalStack, overrides: Partial<WorkerDeps> = {}): WorkerDeps {
  return {
    jobs: stack.jobs,
    objects: createS3ObjectStore(stack.s3),
    clock: systemClock,
    guardianVersion: createGuardianVersionCache(stack.store, systemClock, compileGuardian),
    killSwitchActive: readKillSwitch(stack.store),
    maxSourceBytes: 1024 * 1024,
    leaseMs: 60_000,
    ...overrides,
  };
}
