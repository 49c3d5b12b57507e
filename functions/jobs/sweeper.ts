import type { Clock, JobFinal, JobRecord, JobStore, WorkQueue } from '../ports';

export interface SweepDeps {
  readonly jobs: JobStore;
  readonly queue: WorkQueue;
  readonly clock: Clock;
  /**
   * A PENDING job not claimed this long after it was (last) queued is queued again: its message may be lost
   * (intake stopped between the record and the message, or the local runner restarted with an in-memory queue).
   */
  readonly pendingGraceMs: number;
  /** Claims (deliveries) after which a job whose lease expired is finalized instead of queued again. */
  readonly maxAttempts: number;
  /** Jobs looked at per state per run. @default 100 */
  readonly batchSize?: number;
}

export interface SweepReport {
  /** Jobs put back to PENDING (or queued again) with a new message. */
  readonly requeued: number;
  /** Jobs finalized FAILED `PROCESSING_FAILED`. */
  readonly failed: number;
}

/**
 * One sweep: every job whose lease expired (its worker died: a crash, a timeout, Ctrl-C) is put back to PENDING
 * and queued again, or finalized FAILED `PROCESSING_FAILED` once it has been claimed `maxAttempts` times; every
 * PENDING job unclaimed `pendingGraceMs` after it was queued gets a new message. Every change is conditional on
 * the state the sweep read, so a job a worker claimed or finished meanwhile is left alone, and a duplicate
 * message is harmless (the worker skips final jobs and sends leased ones back).
 */
export async function sweepJobs(deps: SweepDeps): Promise<SweepReport> {
  const now = deps.clock.now();
  const limit = deps.batchSize ?? 100;
  let requeued = 0;
  let failed = 0;
  for (const job of await deps.jobs.listStale('PROCESSING', now, limit)) {
    if (job.attempts >= deps.maxAttempts) {
      if (await deps.jobs.finalize(job.jobId, job.leaseOwner ?? '', leaseExpiredFailure(job, now))) failed++;
    } else if (await requeue(deps, job, now)) {
      requeued++;
    }
  }
  for (const job of await deps.jobs.listStale('PENDING', now - deps.pendingGraceMs, limit)) {
    if (await requeue(deps, job, now)) requeued++;
  }
  return { requeued, failed };
}

/**
 * Puts back every PROCESSING job held by a worker known to be gone, whatever its lease says (`isGone` tells one
 * by its lease owner string), and with `requeuePending` queues every PENDING job again: the local runner's
 * recovery when it starts (its queue lived in memory: every job is requeued) and when its job worker process
 * exits (the queue lives on: only that worker's jobs).
 */
export async function recoverJobs(
  deps: SweepDeps,
  options: { readonly isGone: (leaseOwner: string) => boolean; readonly requeuePending: boolean },
): Promise<SweepReport> {
  const { isGone } = options;
  const now = deps.clock.now();
  const limit = deps.batchSize ?? 100;
  let requeued = 0;
  let failed = 0;
  for (const job of await deps.jobs.listStale('PROCESSING', Number.MAX_SAFE_INTEGER, limit)) {
    if (!isGone(job.leaseOwner ?? '')) continue;
    if (job.attempts >= deps.maxAttempts) {
      if (await deps.jobs.finalize(job.jobId, job.leaseOwner ?? '', leaseExpiredFailure(job, now))) failed++;
    } else if (await requeue(deps, job, now)) {
      requeued++;
    }
  }
  // Queued before this moment: every PENDING job that existed when recovery started.
  if (options.requeuePending) {
    for (const job of await deps.jobs.listStale('PENDING', now, limit)) {
      if (await requeue(deps, job, now)) requeued++;
    }
  }
  return { requeued, failed };
}

async function requeue(deps: SweepDeps, job: JobRecord, now: number): Promise<boolean> {
  const from = { status: job.status as 'PENDING' | 'PROCESSING', leaseOwner: job.status === 'PENDING' ? null : job.leaseOwner };
  if (!(await deps.jobs.requeue(job.jobId, from, now))) return false;
  // The record first, then the message: if the message fails, the next sweep finds the job PENDING again.
  await deps.queue.enqueue(job.jobId);
  return true;
}

function leaseExpiredFailure(job: JobRecord, now: number): JobFinal {
  return {
    status: 'FAILED',
    action: null,
    writtenS3Url: null,
    results: [],
    error: {
      code: 'PROCESSING_FAILED',
      message: 'Processing stopped repeatedly before finishing; retries are exhausted',
      details: { reason: 'lease_expired', attempts: job.attempts },
    },
    completedAt: new Date(now).toISOString(),
  };
}
