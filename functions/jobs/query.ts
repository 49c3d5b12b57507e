import type { Caller } from '../auth/access';
import type { GuardianSummary } from '../guardians/parse';
import { InvalidRequestError, safeFieldName } from '../guard/errors';
import type { Clock, JobStore, ProjectRecord } from '../ports';
import { JobNotFoundError } from './errors';
import { assertNoKillSwitch } from './intake';
import { toSearchView, toStatusView } from './view';

const JOB_ID = /^job_[0-9A-HJKMNP-TV-Z]{26}$/;
export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 100;

export interface QueryDeps {
  readonly jobs: JobStore;
  readonly clock: Clock;
}

/**
 * Endpoint 2. A malformed id, an unknown id, an expired record and another project's job all answer the same
 * 404 — after the same single read for well-formed ids — so a caller cannot learn that a job exists.
 */
export async function getJob(jobId: string, caller: Caller<GuardianSummary>, project: ProjectRecord, deps: QueryDeps) {
  assertNoKillSwitch(project);
  if (!JOB_ID.test(jobId)) throw new JobNotFoundError();
  const job = await deps.jobs.get(jobId);
  const nowSeconds = Math.floor(deps.clock.now() / 1000);
  if (!job || job.projectId !== caller.key.projectId || job.expiresAt <= nowSeconds) throw new JobNotFoundError();
  return toStatusView(job);
}

/** Endpoint 3: newest first, the caller's project only, unexpired, `limit` 1–100 (default 20). */
export async function searchJobs(
  query: Readonly<Record<string, string | undefined>>,
  caller: Caller<GuardianSummary>,
  project: ProjectRecord,
  deps: QueryDeps,
) {
  assertNoKillSwitch(project);
  const src = query.src_s3_url;
  if (!src) throw new InvalidRequestError('src_s3_url', 'is required');
  if (src.length > 2048) throw new InvalidRequestError('src_s3_url', 'is longer than 2048 characters');
  let limit = DEFAULT_SEARCH_LIMIT;
  if (query.limit !== undefined) {
    limit = Number(query.limit);
    if (!/^\d+$/.test(query.limit) || limit < 1 || limit > MAX_SEARCH_LIMIT) {
      throw new InvalidRequestError('limit', `must be an integer from 1 to ${MAX_SEARCH_LIMIT}`);
    }
  }
  const unknown = Object.keys(query).find((k) => k !== 'src_s3_url' && k !== 'limit');
  if (unknown) throw new InvalidRequestError(safeFieldName(unknown), 'unknown query parameter');
  const jobs = await deps.jobs.searchBySource(caller.key.projectId, src, limit, Math.floor(deps.clock.now() / 1000));
  return { jobs: jobs.map(toSearchView) };
}
