/** Errors of the batch job API. Messages name fields and codes, never addresses' contents or file content. */
export class JobsError extends Error {
  override name = 'JobsError';
}

/** An address outside the storage connection's read/write scopes (or not an acceptable s3:// address). */
export class ScopeDeniedError extends JobsError {
  override name = 'ScopeDeniedError';
  constructor(
    readonly field: 'src_s3_url' | 'tgt_s3_url',
    readonly reason: string,
  ) {
    super(`${field} is outside the storage connection's allowed ${field === 'src_s3_url' ? 'read' : 'write'} scope: ${reason}`);
  }
}

export class KillSwitchActiveError extends JobsError {
  override name = 'KillSwitchActiveError';
  constructor() {
    super('The kill switch is active for this project: batch jobs are stopped');
  }
}

/** Unknown, expired, malformed or another project's job: one answer for all, so existence never leaks. */
export class JobNotFoundError extends JobsError {
  override name = 'JobNotFoundError';
  constructor() {
    super('No such job');
  }
}

/** The job could not be enqueued after its record was written; the record is removed (no job was created). */
export class EnqueueFailedError extends JobsError {
  override name = 'EnqueueFailedError';
  constructor(options?: { cause?: unknown }) {
    super('The job could not be queued; retry later', options);
  }
}

/**
 * The target would overwrite a source: it resolves to the job's own source object, or lies inside a read scope
 * of the storage connection (where it could overwrite this or another job's source).
 */
export class TargetOverlapsSourceError extends JobsError {
  override name = 'TargetOverlapsSourceError';
  constructor(readonly reason: 'target_is_source' | 'target_in_read_scope') {
    super(
      reason === 'target_is_source'
        ? 'tgt_s3_url resolves to the source object itself: the job would overwrite its own source'
        : "tgt_s3_url lies inside a read scope of the storage connection: the job could overwrite a source; use a write scope that no read scope contains",
    );
  }
}

/** The target object is bound to another source's jobs (within the job retention period): one output file, one source. */
export class TargetConflictError extends JobsError {
  override name = 'TargetConflictError';
  constructor() {
    super('tgt_s3_url resolves to an output file that jobs from another source write; choose another target name or folder');
  }
}
