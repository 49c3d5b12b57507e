import type { Logger } from '@aws-lambda-powertools/logger';
import type { Trace } from '../tracing/build-trace';
import { readLangfuseSettings, type LangfuseConfig } from '../tracing/config';
import { parseEnvelopeLine } from '../tracing/envelope';
import { TracingConfigError } from '../tracing/errors';
import { forwardTraces, type ForwardOptions, type ForwardStats } from '../tracing/forward';
import type { TraceSink } from '../tracing/recorder';

export interface LocalTracingOptions {
  /** Also hands every envelope line to this sink (tests capture them here). */
  readonly sink?: TraceSink;
  /** Where to forward; `false` never forwards. @default from LANGFUSE_HOST, LANGFUSE_PUBLIC_KEY, LANGFUSE_SECRET_KEY */
  readonly langfuse?: LangfuseConfig | false;
  /** @default process.env */
  readonly env?: NodeJS.ProcessEnv;
  /** @default 1000 */
  readonly flushIntervalMs?: number;
  /** How long `close()` may spend delivering what is queued before giving up on it. @default 2000 */
  readonly closeTimeoutMs?: number;
  /** Envelopes kept while the backend is slow or down; the oldest are dropped beyond this. @default 10000 */
  readonly maxQueue?: number;
  readonly forward?: Omit<ForwardOptions, 'logger' | 'signal'>;
}

export interface LocalTracing {
  /** The inline handler's trace sink: queues the line and returns at once. */
  readonly sink: TraceSink;
  /** True when envelopes are forwarded to a Langfuse host. */
  readonly forwarding: boolean;
  /** Forwards what is queued now (after any flush in flight); undefined when not forwarding or nothing was queued. */
  flush(): Promise<ForwardStats | undefined>;
  /** Totals since the start. */
  stats(): { readonly queued: number; readonly droppedQueueFull: number; readonly delivered: number; readonly rejected: number; readonly undelivered: number };
  close(): Promise<void>;
}

/**
 * The local stand-in for the CloudWatch Logs subscription + forwarder Lambda: the inline handler's envelopes go
 * to an in-process queue, flushed in the background on an interval and on close, with the same forward code as
 * in AWS. The request path only pushes onto an array; a dead or slow backend never delays a call.
 */
export function startLocalTracing(options: LocalTracingOptions = {}, logger?: Pick<Logger, 'info' | 'warn'>): LocalTracing {
  const config = options.langfuse === undefined ? localLangfuseConfig(options.env ?? process.env) : options.langfuse;
  const observer = options.sink;
  if (!config) {
    return {
      sink: observer ?? (() => {}),
      forwarding: false,
      flush: async () => undefined,
      stats: () => ({ queued: 0, droppedQueueFull: 0, delivered: 0, rejected: 0, undelivered: 0 }),
      close: async () => {},
    };
  }

  const maxQueue = options.maxQueue ?? 10_000;
  const abort = new AbortController();
  let queue: string[] = [];
  let inFlight: Promise<ForwardStats | undefined> = Promise.resolve(undefined);
  let closed = false;
  const totals = { queued: 0, droppedQueueFull: 0, delivered: 0, rejected: 0, undelivered: 0 };

  const sink: TraceSink = (line) => {
    observer?.(line);
    if (closed) return;
    if (queue.length >= maxQueue) {
      queue.shift();
      totals.droppedQueueFull += 1;
    }
    queue.push(line);
    totals.queued += 1;
  };

  async function drain(): Promise<ForwardStats | undefined> {
    if (queue.length === 0) return undefined;
    const lines = queue;
    queue = [];
    const traces: Trace[] = [];
    for (const line of lines) {
      const trace = parseEnvelopeLine(line);
      if (trace) traces.push(trace);
    }
    const stats = await forwardTraces(traces, config as LangfuseConfig, { ...options.forward, signal: abort.signal, logger });
    totals.delivered += stats.delivered;
    totals.rejected += stats.rejected;
    totals.undelivered += stats.undelivered;
    return stats;
  }

  // Flushes run one at a time: a slow backend makes the queue grow (up to maxQueue), never the calls wait.
  const flush = () => (inFlight = inFlight.then(drain, drain));
  const timer = setInterval(() => void flush(), options.flushIntervalMs ?? 1_000);
  timer.unref();

  return {
    sink,
    forwarding: true,
    flush,
    stats: () => ({ ...totals }),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      const deadline = setTimeout(() => abort.abort(), options.closeTimeoutMs ?? 2_000);
      try {
        await flush();
      } finally {
        clearTimeout(deadline);
        abort.abort();
      }
      if (totals.undelivered > 0 || totals.droppedQueueFull > 0) {
        logger?.warn('trace.forward.local_summary', { ...totals });
      }
    },
  };
}

/** Locally the secret key comes from the environment only (no Secrets Manager or SSM). */
function localLangfuseConfig(env: NodeJS.ProcessEnv): LangfuseConfig | undefined {
  const settings = readLangfuseSettings(env);
  if (!settings) return undefined;
  if (settings.secretKey.kind !== 'value') {
    throw new TracingConfigError('LANGFUSE_SECRET_KEY', 'is required locally (Secrets Manager and SSM are AWS only)');
  }
  return { host: settings.host, publicKey: settings.publicKey, secretKey: settings.secretKey.value };
}
