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
