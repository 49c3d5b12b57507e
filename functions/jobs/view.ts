import type { JobRecord } from '../ports';

/** The job status view (`GET /v1/guard/s3/jobs/{job_id}`). */
export function toStatusView(job: JobRecord) {
  return {
    job_id: job.jobId,
    status: job.status,
    action: job.status === 'COMPLETED' ? job.action : null,
    src_s3_url: job.srcS3Url,
    tgt_s3_url: job.writtenS3Url,
    results: job.results,
    error: job.status === 'FAILED' ? job.error : null,
    created_at: job.createdAt,
    completed_at: job.completedAt,
  };
}

/** A search listing element (endpoint 3): the status view without `results`. */
export function toSearchView(job: JobRecord) {
  const { results: _omitted, ...rest } = toStatusView(job);
  return rest;
}
