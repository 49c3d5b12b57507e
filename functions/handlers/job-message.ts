/**
 * The job queue's message body, shared by the worker and the dead-letter handler. Its own file so that the
 * dead-letter handler's bundle stays free of the worker's import graph (engine, re2, formats).
 */

/** The job id of a queue message body (`{"job_id": "job_…"}`), or undefined for a body that is not ours. */
export function jobIdOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { job_id?: unknown };
    return typeof parsed.job_id === 'string' && /^job_[0-9A-Z]{26}$/.test(parsed.job_id) ? parsed.job_id : undefined;
  } catch {
    return undefined;
  }
}
