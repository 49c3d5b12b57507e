import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GuardianUnavailableError } from '../auth/errors';
import type { CompiledGuardian } from '../guardians/compile';
import { ObjectStoreError, type Clock, type ConfigReader, type JobError, type JobFinal, type JobRecord, type JobStore, type ObjectStore } from '../ports';
import { formatS3Address, parseS3Address, resolveTarget } from '../storage/s3-address';
import { createFormatTransform, detectFormat } from './formats';
import { FormatError } from './formats/types';
import { ResultAggregator } from './results';
import { createMaskingContext } from '../engine/masking-context';

export interface WorkerDeps {
  readonly jobs: JobStore;
  readonly objects: ObjectStore;
  readonly clock: Clock;
  /** The compiled Guardian of exactly the version the job pinned. */
  readonly guardianVersion: (projectId: string, name: string, version: number) => Promise<CompiledGuardian>;
  /** Largest source object processed (default 100 MiB). */
  readonly maxSourceBytes: number;
  /** How long a claim is held before another delivery may take the job over (≥ the worker's timeout). */
  readonly leaseMs: number;
  /** Identifies this worker instance in leases. */
  readonly owner?: string;
  /** The project's pseudonym secret, asked for only when the Guardian uses pseudonyms. */
  readonly pseudonymSecret?: (projectId: string) => Promise<string | undefined>;
  /**
   * Whether the project's kill switch is on now (read fresh, not cached): asked when a job is picked up and
   * again just before its output is committed. A job that finds it on ends FAILED `KILL_SWITCH_ACTIVE` with
   * nothing written.
   */
  readonly killSwitchActive: (projectId: string) => Promise<boolean>;
}

/** `WorkerDeps.killSwitchActive` from the configuration store: one uncached read of the project. */
export function readKillSwitch(config: Pick<ConfigReader, 'getProject'>): WorkerDeps['killSwitchActive'] {
  return async (projectId) => (await config.getProject(projectId))?.killSwitch?.active === true;
}

/** What happened to one message; `retry` makes the SQS handler report it as a batch item failure. */
export type WorkOutcome =
  | {
      readonly kind: 'finalized';
      readonly status: 'COMPLETED' | 'FAILED';
      readonly action?: string;
      readonly code?: string;
      readonly bytes: number;
      /** The unexpected error behind an `INTERNAL_ERROR` (for the log: its class and stack, never its message). */
      readonly cause?: unknown;
    }
  | { readonly kind: 'skipped'; readonly reason: 'missing' | 'final' | 'lease-lost' }
  | { readonly kind: 'retry'; readonly reason: 'leased' };


/** A job-level failure: the job is finalized FAILED with this code (never retried). */
class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** Raised inside the output stream when the verdict needs no masked output (PASS or BLOCK): aborts the upload. */
class NoMaskedOutput extends Error {}

const killSwitchFailure = () =>
  new JobFailure('KILL_SWITCH_ACTIVE', "The project's kill switch is active: the job was stopped and nothing was written");

/**
 * Processes one job: claim (conditional PENDING → PROCESSING, or take over an expired lease), inspect the one
 * source object, write the output atomically, finalize (conditional on still holding the lease). Safe under
 * at-least-once delivery: a final job is never touched again, a live lease sends the message back for later,
 * and a crash after writing the output re-runs to the same bytes under the same name.
 */
export async function processJob(jobId: string, deps: WorkerDeps): Promise<WorkOutcome> {
  const existing = await deps.jobs.get(jobId);
  if (!existing) return { kind: 'skipped', reason: 'missing' };
  if (existing.status === 'COMPLETED' || existing.status === 'FAILED') return { kind: 'skipped', reason: 'final' };
  const owner = `${deps.owner ?? 'worker'}:${randomUUID()}`;
  const job = await deps.jobs.claim(jobId, owner, deps.clock.now(), deps.leaseMs);
  if (!job) {
    const now = await deps.jobs.get(jobId);
    return now && (now.status === 'COMPLETED' || now.status === 'FAILED')
      ? { kind: 'skipped', reason: 'final' }
      : { kind: 'retry', reason: 'leased' };
  }

  let final: JobFinal;
  let bytes = 0;
  let cause: unknown;
  try {
    const done = await run(job, deps);
    bytes = done.bytes;
    final = { ...done.final, completedAt: new Date(deps.clock.now()).toISOString() };
  } catch (err) {
    const failure = asJobFailure(err);
    if (!failure) throw err; // transient (AWS or network): the message is retried, then dead-lettered
    if (!(err instanceof JobFailure)) cause = err;
    final = {
      status: 'FAILED',
      action: null,
      writtenS3Url: null,
      results: [],
      error: { code: failure.code, message: failure.message, details: failure.details } satisfies JobError,
      completedAt: new Date(deps.clock.now()).toISOString(),
    };
  }
  const finalized = await deps.jobs.finalize(jobId, owner, final);
  if (!finalized) return { kind: 'skipped', reason: 'lease-lost' };
  return {
    kind: 'finalized',
    status: final.status,
    ...(final.action ? { action: final.action } : {}),
    ...(final.error ? { code: final.error.code } : {}),
    bytes,
    ...(cause !== undefined ? { cause } : {}),
  };
}

async function run(job: JobRecord, deps: WorkerDeps): Promise<{ final: Omit<JobFinal, 'completedAt'>; bytes: number }> {
  // Queued jobs do not start while the kill switch is on (checked again before the output is committed).
  if (await deps.killSwitchActive(job.projectId)) throw killSwitchFailure();
  let guardian: CompiledGuardian;
  try {
    guardian = await deps.guardianVersion(job.projectId, job.guardianName, job.guardianVersion);
  } catch (err) {
    if (err instanceof GuardianUnavailableError) {
      throw new JobFailure('INTERNAL_ERROR', "The job's Guardian version cannot be loaded", { reason: `guardian_${err.reason}` });
    }
    throw err;
  }
  const policies = guardian.processTypes.get(job.processType);
  if (!policies) throw new JobFailure('INTERNAL_ERROR', "The job's process type is not in its Guardian version");

  const src = parseS3Address(job.srcS3Url);
  const tgt = parseS3Address(job.tgtS3Url);
  const target = resolveTarget(src, tgt);

  const info = await source(() => deps.objects.head(src.bucket, src.key));
  if (info.size > deps.maxSourceBytes) {
    throw new JobFailure('SOURCE_TOO_LARGE', 'The source object is larger than the size limit', {
      size_bytes: info.size,
      limit_bytes: deps.maxSourceBytes,
    });
  }
  const format = detectFormat(src.key, info.contentType);
  if (!format) {
    const dot = basename(src.key).lastIndexOf('.');
    throw new JobFailure('UNSUPPORTED_FORMAT', 'The source format is not supported', {
      extension: dot > 0 ? basename(src.key).slice(dot).toLowerCase().slice(0, 16) : '',
      supported: ['.txt', '.text', '.log', '.md', '.csv', '.tsv', '.json', '.jsonl', '.ndjson'],
    });
  }

  let pseudonymKey: string | undefined;
  if (guardian.needsPseudonymKey) {
    pseudonymKey = deps.pseudonymSecret ? await deps.pseudonymSecret(job.projectId) : undefined;
    if (pseudonymKey === undefined) {
      throw new JobFailure('INTERNAL_ERROR', "The job's project has no pseudonym secret", {
        reason: 'guardian_pseudonym_secret_missing',
      });
    }
  }

  const results = new ResultAggregator();
  const transform = createFormatTransform(format, {
    policies,
    results,
    delimited: guardian.batch.delimited,
    // One job = one call: placeholders are consistent across the whole file.
    masking: createMaskingContext({ pseudonymKey }),
  });
  // The gate sees the end of the masked stream after every part was inspected: only a MASK (or CHECK) verdict
  // lets the upload complete, and only while the kill switch is off; otherwise it fails the stream so the upload
  // aborts and nothing is written.
  let stopped = false;
  const gate = new Transform({
    transform: (chunk, _enc, cb) => cb(null, chunk),
    flush: (cb) => {
      if (results.action !== 'MASK' && results.action !== 'CHECK') return cb(new NoMaskedOutput());
      deps.killSwitchActive(job.projectId).then(
        (active) => {
          stopped = active;
          cb(active ? killSwitchFailure() : null);
        },
        (err: unknown) => cb(err instanceof Error ? err : new Error('kill switch lookup failed')),
      );
    },
  });
  const body = await source(() => deps.objects.read(src.bucket, src.key));
  let readBytes = 0;
  const counter = new Transform({
    transform: (chunk: Buffer, _enc, cb) => {
      readBytes += chunk.length;
      cb(null, chunk);
    },
  });
  const processing = pipeline(body, counter, transform, gate);
  const writing = deps.objects.write(target.bucket, target.key, gate, info.contentType);
  const [processed, written] = await Promise.allSettled([processing, writing]);
  if (stopped) throw killSwitchFailure();
  if (processed.status === 'rejected' && !(processed.reason instanceof NoMaskedOutput)) {
    if (processed.reason instanceof FormatError) {
      throw new JobFailure(processed.reason.code, processed.reason.message, processed.reason.details);
    }
    throw processed.reason;
  }

  const action = results.action;
  const base = { status: 'COMPLETED' as const, action, results: results.results(), error: null };
  if (action === 'MASK' || action === 'CHECK') {
    if (written.status === 'rejected') throw targetFailure(written.reason);
    return { final: { ...base, writtenS3Url: formatS3Address(target) }, bytes: readBytes };
  }
  if (action === 'PASS' && job.onPass === 'copy_original') {
    if (await deps.killSwitchActive(job.projectId)) throw killSwitchFailure();
    try {
      await deps.objects.copy(src.bucket, src.key, target.bucket, target.key);
    } catch (err) {
      throw targetFailure(err);
    }
    return { final: { ...base, writtenS3Url: formatS3Address(target) }, bytes: readBytes };
  }
  return { final: { ...base, writtenS3Url: null }, bytes: readBytes };
}

/** Source-side object store failures become job failures; anything else is transient. */
async function source<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ObjectStoreError) {
      switch (err.failure) {
        case 'NOT_FOUND':
          throw new JobFailure('SOURCE_NOT_FOUND', 'The source object does not exist');
        case 'ACCESS_DENIED':
          throw new JobFailure('SOURCE_ACCESS_DENIED', 'Reading the source object was denied');
        case 'WRONG_REGION':
          throw new JobFailure(
            'SOURCE_ACCESS_DENIED',
            "The source bucket is in another region and could not be read from the service's region",
            wrongRegionDetails(err),
          );
      }
    }
    throw err;
  }
}

function targetFailure(err: unknown): unknown {
  if (err instanceof ObjectStoreError) {
    switch (err.failure) {
      case 'NOT_FOUND':
        return new JobFailure('TARGET_WRITE_FAILED', 'Writing the output object failed', { reason: 'target_bucket_not_found' });
      case 'ACCESS_DENIED':
        return new JobFailure('TARGET_WRITE_FAILED', 'Writing the output object failed', { reason: 'access_denied' });
      case 'WRONG_REGION':
        return new JobFailure(
          'TARGET_WRITE_FAILED',
          "The target bucket is in another region and could not be written from the service's region",
          wrongRegionDetails(err),
        );
    }
  }
  return err;
}

/** The bucket's region (null when S3 did not name it) and the region the service addressed. */
function wrongRegionDetails(err: ObjectStoreError): Record<string, unknown> {
  return { reason: 'bucket_in_other_region', bucket_region: err.bucketRegion ?? null, service_region: err.storeRegion ?? null };
}

/**
 * Job failures are final. AWS SDK and network errors are transient: rethrown so SQS redelivers (and, after
 * the last attempt, the dead-letter handler records PROCESSING_FAILED). Anything else is a defect that a retry
 * will not fix: recorded as INTERNAL_ERROR at once.
 */
function asJobFailure(err: unknown): JobFailure | undefined {
  if (err instanceof JobFailure) return err;
  if (isTransient(err)) return undefined;
  return new JobFailure('INTERNAL_ERROR', 'Processing failed unexpectedly');
}

export function isTransient(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { $metadata?: unknown; code?: unknown; name?: unknown };
  if (e.$metadata !== undefined) return true; // any AWS service error (throttling, 5xx, …)
  if (typeof e.code === 'string' && /^E[A-Z]+/.test(e.code)) return true; // ECONNRESET, ETIMEDOUT, …
  return e.name === 'TimeoutError' || e.name === 'AbortError';
}
