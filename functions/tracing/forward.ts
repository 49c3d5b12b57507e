import type { Logger } from '@aws-lambda-powertools/logger';
import type { Trace } from './build-trace';
import { authorizationHeader, ingestionUrl, type LangfuseConfig } from './config';
import {
  batchBody,
  serializeEvent,
  toBatches,
  toIngestionEvents,
  MAX_BATCH_BYTES,
  type IngestionEvent,
  type SerializedEvent,
} from './langfuse';

export interface ForwardOptions {
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch;
  /** Tries per batch, the first included. @default 4 */
  readonly maxAttempts?: number;
  /** First backoff; doubles per retry, with jitter. @default 250 */
  readonly baseDelayMs?: number;
  /** Longest backoff, also the cap on a `Retry-After` answer. @default 5000 */
  readonly maxDelayMs?: number;
  /** Per request, response body included. @default 10000 */
  readonly timeoutMs?: number;
  /** @default MAX_BATCH_BYTES (3.5 MB) */
  readonly maxBatchBytes?: number;
  /** Aborts every request and backoff; what is not delivered by then is counted as undelivered. */
  readonly signal?: AbortSignal;
  /** Warnings for dropped events: counts and HTTP statuses only. */
  readonly logger?: Pick<Logger, 'warn'>;
}

/** What happened to the events of one forward. Every event ends in exactly one of the last three counts. */
export interface ForwardStats {
  events: number;
  batches: number;
  requests: number;
  retries: number;
  /** Accepted by the backend. */
  delivered: number;
  /** Permanently refused (4xx for the request or the event, or larger than a batch may be): dropped. */
  rejected: number;
  /** Transient failures left after the last try (5xx, 429, network, timeout, abort). */
  undelivered: number;
  /** HTTP status → events rejected with it (`oversized` for events too large to send). */
  rejectedByStatus: Record<string, number>;
}

/** Posts traces to Langfuse: one `trace-create` + one `score-create` per policy count, in ≤ 3.5 MB batches. */
export function forwardTraces(
  traces: readonly Trace[],
  config: LangfuseConfig,
  options: ForwardOptions = {},
): Promise<ForwardStats> {
  return forwardEvents(traces.flatMap(toIngestionEvents), config, options);
}

type PostResult =
  | { readonly kind: 'response'; readonly status: number; readonly text: string; readonly retryAfter: string | null }
  | { readonly kind: 'failure'; readonly reason: 'network' | 'timeout' | 'aborted' };

/**
 * Sends events batch by batch. Retries with exponential backoff and jitter on 5xx, 429, network errors and
 * timeouts; on a 207 multi-status answer, only the events reported with a transient status are re-sent and
 * events reported with a 4xx are dropped and counted. A 4xx for the whole request (bad credentials, …) drops the
 * batch; a 413 splits it. Never throws; never logs event content or the backend's error messages (they may
 * quote the event).
 */
export async function forwardEvents(
  events: readonly IngestionEvent[],
  config: LangfuseConfig,
  options: ForwardOptions = {},
): Promise<ForwardStats> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 4);
  const baseDelayMs = options.baseDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const { signal } = options;
  const url = ingestionUrl(config.host);
  const authorization = authorizationHeader(config);

  const stats: ForwardStats = {
    events: events.length,
    batches: 0,
    requests: 0,
    retries: 0,
    delivered: 0,
    rejected: 0,
    undelivered: 0,
    rejectedByStatus: {},
  };
  const reject = (count: number, status: number | 'oversized') => {
    stats.rejected += count;
    stats.rejectedByStatus[status] = (stats.rejectedByStatus[status] ?? 0) + count;
  };

  async function post(batch: readonly SerializedEvent[]): Promise<PostResult> {
    stats.requests += 1;
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: batchBody(batch),
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      const text = await res.text();
      return { kind: 'response', status: res.status, text, retryAfter: res.headers.get('retry-after') };
    } catch {
      if (signal?.aborted) return { kind: 'failure', reason: 'aborted' };
      return { kind: 'failure', reason: timeout.aborted ? 'timeout' : 'network' };
    }
  }

  async function send(batch: readonly SerializedEvent[]): Promise<void> {
    let pending = batch;
    for (let attempt = 1; ; attempt++) {
      const res = await post(pending);
      let retry: readonly SerializedEvent[] = [];
      let retryAfterMs: number | undefined;
      if (res.kind === 'failure') {
        retry = pending;
      } else if (res.status === 429 || res.status >= 500) {
        retry = pending;
        retryAfterMs = parseRetryAfter(res.retryAfter);
      } else if (res.status === 413 && pending.length > 1) {
        // The backend's limit is lower than ours: halve until it fits.
        const half = Math.ceil(pending.length / 2);
        await send(pending.slice(0, half));
        await send(pending.slice(half));
        return;
      } else if (res.status < 200 || res.status >= 300) {
        reject(pending.length, res.status);
        return;
      } else {
        const answer = parseIngestionResponse(res.text);
        const failed = new Map<string, number>();
        for (const error of answer?.errors ?? []) failed.set(error.id, error.status);
        const retryable: SerializedEvent[] = [];
        for (const event of pending) {
          const status = failed.get(event.id);
          if (status === undefined) stats.delivered += 1;
          else if (isTransient(status)) retryable.push(event);
          else reject(1, status);
        }
        retry = retryable;
      }
      if (retry.length === 0) return;
      if (attempt >= maxAttempts || signal?.aborted) {
        stats.undelivered += retry.length;
        return;
      }
      stats.retries += 1;
      await sleep(backoff(attempt, baseDelayMs, maxDelayMs, retryAfterMs), signal);
      if (signal?.aborted) {
        stats.undelivered += retry.length;
        return;
      }
      pending = retry;
    }
  }

  const { batches, oversized } = toBatches(events.map(serializeEvent), options.maxBatchBytes ?? MAX_BATCH_BYTES);
  if (oversized.length > 0) reject(oversized.length, 'oversized');
  stats.batches = batches.length;
  for (const batch of batches) {
    if (signal?.aborted) stats.undelivered += batch.length;
    else await send(batch);
  }

  if (stats.rejected > 0) {
    options.logger?.warn('trace.forward.rejected', { events: stats.rejected, by_status: stats.rejectedByStatus });
  }
  if (stats.undelivered > 0) {
    options.logger?.warn('trace.forward.undelivered', { events: stats.undelivered, requests: stats.requests });
  }
  return stats;
}

/** Per-event statuses worth another try. */
function isTransient(status: number): boolean {
  return status === 429 || status >= 500;
}

interface IngestionAnswer {
  readonly successes: readonly { id: string; status: number }[];
  readonly errors: readonly { id: string; status: number }[];
}

/** The 207 body `{ successes: [{id, status}], errors: [{id, status, message?, error?}] }`; undefined if not that. */
function parseIngestionResponse(text: string): IngestionAnswer | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const pick = (list: unknown) =>
    Array.isArray(list)
      ? list.flatMap((e: unknown) => {
          const item = e as { id?: unknown; status?: unknown };
          return typeof item?.id === 'string' ? [{ id: item.id, status: typeof item.status === 'number' ? item.status : 400 }] : [];
        })
      : [];
  const { successes, errors } = body as { successes?: unknown; errors?: unknown };
  return { successes: pick(successes), errors: pick(errors) };
}

/** `Retry-After` as seconds or an HTTP date. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

/** Exponential backoff with "equal jitter" (half fixed, half random), at least `Retry-After`, capped. */
function backoff(attempt: number, baseMs: number, maxMs: number, retryAfterMs: number | undefined): number {
  const exp = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
  const jittered = exp / 2 + Math.random() * (exp / 2);
  return Math.min(maxMs, Math.max(jittered, retryAfterMs ?? 0));
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
