import { monotonicFactory } from 'ulid';
import * as z from '../zod';
import type { Caller } from '../auth/access';
import type { GuardianSummary } from '../guardians/parse';
import { InvalidRequestError, safeFieldName, UnsupportedProcessTypeError } from '../guard/errors';
import { formatPath } from '../guardians/parse';
import type { Clock, JobRecord, JobStore, OnPass, ProjectRecord, WorkQueue } from '../ports';
import { formatS3Address, hasLoneSurrogate, InvalidS3AddressError, isWithinScopes, parseS3Address, resolveTarget, type S3Address } from '../storage/s3-address';
import { EnqueueFailedError, KillSwitchActiveError, ScopeDeniedError, TargetConflictError, TargetOverlapsSourceError } from './errors';

/** The batch request body (snake_case, `POST /v1/guard/s3`). Unknown fields are rejected. */
export const createJobSchema = z.strictObject({
  src_s3_url: z.string().check(z.minLength(1), z.maxLength(2048)),
  tgt_s3_url: z.string().check(z.minLength(1), z.maxLength(2048)),
  process_type: z.string().check(z.maxLength(64)),
  options: z.optional(z.strictObject({ on_pass: z.optional(z.enum(['copy_original', 'skip'])) })),
});

export interface IntakeDeps {
  readonly jobs: JobStore;
  readonly queue: WorkQueue;
  readonly clock: Clock;
  /** How long job records are kept (default 30 days). */
  readonly retentionDays: number;
}

const ulid = monotonicFactory();

export function newJobId(now: number): string {
  return `job_${ulid(now)}`;
}

/** Rejects every batch call while the project's kill switch is on. */
export function assertNoKillSwitch(project: ProjectRecord): void {
  if (project.killSwitch?.active) throw new KillSwitchActiveError();
}

/**
 * Intake validates synchronously only authentication (done by the caller), the kill switch, `process_type`
 * and the storage scopes; then writes the PENDING record and enqueues one message. Existence, size and format
 * of the source are the worker's business.
 */
export async function createJob(body: unknown, caller: Caller<GuardianSummary>, project: ProjectRecord, deps: IntakeDeps) {
  assertNoKillSwitch(project);
  const request = parseBody(body);
  const processType = request.process_type.trim().toLowerCase();
  if (!caller.guardian.processTypes.has(processType)) {
    throw new UnsupportedProcessTypeError([...caller.guardian.processTypes.keys()].sort(), 'process_type');
  }
  const readScopes = project.storage?.read ?? [];
  const src = checkScope('src_s3_url', request.src_s3_url, readScopes, false);
  const tgt = checkScope('tgt_s3_url', request.tgt_s3_url, project.storage?.write ?? [], true);
  const output = resolveTarget(src, tgt);
  if (output.bucket === src.bucket && output.key === src.key) throw new TargetOverlapsSourceError('target_is_source');
  if (isWithinScopes(output, readScopes)) throw new TargetOverlapsSourceError('target_in_read_scope');

  const now = deps.clock.now();
  const expiresAt = Math.floor(now / 1000) + deps.retentionDays * 86_400;
  // One output file, one source: jobs of the same source share it (same name, same content for the same
  // Guardian version); a job of another source is refused rather than overwrite an output another job reports.
  if (!(await deps.jobs.reserveTarget(formatS3Address(output), request.src_s3_url, expiresAt, Math.floor(now / 1000)))) {
    throw new TargetConflictError();
  }
  const job: JobRecord = {
    jobId: newJobId(now),
    projectId: caller.key.projectId,
    guardianName: caller.guardian.name,
    guardianVersion: caller.guardian.version,
    processType,
    srcS3Url: request.src_s3_url,
    tgtS3Url: request.tgt_s3_url,
    onPass: (request.options?.on_pass ?? 'copy_original') satisfies OnPass,
    status: 'PENDING',
    action: null,
    writtenS3Url: null,
    results: [],
    error: null,
    createdAt: new Date(now).toISOString(),
    completedAt: null,
    expiresAt,
    attempts: 0,
    leaseUntil: null,
    leaseOwner: null,
  };
  await deps.jobs.create(job);
  try {
    await deps.queue.enqueue(job.jobId);
  } catch (cause) {
    // Nothing is lost: without its message the job would never run, so it must not exist either.
    await deps.jobs.deletePending(job.jobId);
    throw new EnqueueFailedError({ cause });
  }
  return { job_id: job.jobId, status: 'PENDING' as const };
}

function parseBody(body: unknown) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidRequestError('', 'the body must be a JSON object');
  }
  const parsed = createJobSchema.safeParse(body);
  if (parsed.success) {
    for (const field of ['src_s3_url', 'tgt_s3_url'] as const) {
      if (hasLoneSurrogate(parsed.data[field])) throw new InvalidRequestError(field, 'is not well-formed Unicode (it holds an unpaired surrogate)');
    }
    return parsed.data;
  }
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw new InvalidRequestError(formatPath([...issue.path, safeFieldName(issue.keys[0]!)]), 'unknown field');
  }
  const field = formatPath(issue.path);
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    throw new InvalidRequestError(field, 'is required');
  }
  throw new InvalidRequestError(field, issue.message);
}

/**
 * The source must be one object (not a folder); the target may be a folder (trailing `/`). Both must parse as
 * plain s3:// addresses and fall inside one of the project's scopes.
 */
function checkScope(field: 'src_s3_url' | 'tgt_s3_url', url: string, scopes: readonly string[], folderAllowed: boolean): S3Address {
  let address;
  try {
    address = parseS3Address(url);
  } catch (err) {
    if (err instanceof InvalidS3AddressError) throw new ScopeDeniedError(field, err.reason);
    throw err;
  }
  if (address.key === '' || (!folderAllowed && address.key.endsWith('/'))) {
    throw new ScopeDeniedError(field, folderAllowed ? 'it names no object or folder' : 'it must name one object, not a folder');
  }
  if (!isWithinScopes(address, scopes)) throw new ScopeDeniedError(field, 'no scope of the storage connection contains it');
  return address;
}
