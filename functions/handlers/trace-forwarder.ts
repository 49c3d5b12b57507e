import { createJsonLog, type Log } from './log';
import type { CloudWatchLogsEvent } from 'aws-lambda';
import { readLangfuseSecretKey } from '../adapters/aws/langfuse-secret';
import { readLangfuseSettings, type LangfuseConfig } from '../tracing/config';
import { TraceDeliveryError, TracingConfigError } from '../tracing/errors';
import { forwardTraces, type ForwardOptions, type ForwardStats } from '../tracing/forward';
import { decodeLogsEvent, tracesFromLogEvents } from '../tracing/log-events';

export interface TraceForwarderDeps {
  /** Called once per cold start (again only after a failure). */
  readonly loadConfig: () => Promise<LangfuseConfig>;
  readonly logger: Log;
  readonly forward?: Omit<ForwardOptions, 'logger'>;
}

export interface TraceForwarderResult {
  readonly logEvents: number;
  readonly traces: number;
  readonly ignored: number;
  readonly stats?: ForwardStats;
}

/**
 * The trace forwarder: subscribed to the inline function's log group with a filter on the envelope marker.
 * Decodes the subscription payload, parses the envelopes and posts them to Langfuse. Runs outside the request
 * path, so the guard never waits on it. Permanent refusals are counted and dropped; when events are still
 * undelivered after the retries it throws, so Lambda retries the asynchronous invocation later (event ids are
 * deterministic: what already arrived is deduplicated).
 */
export function createTraceForwarderHandler(deps: TraceForwarderDeps) {
  const { logger } = deps;
  let config: Promise<LangfuseConfig> | undefined;
  return async (event: CloudWatchLogsEvent): Promise<TraceForwarderResult> => {
    const data = decodeLogsEvent(event);
    if (data.messageType !== 'DATA_MESSAGE') return { logEvents: 0, traces: 0, ignored: 0 };
    const { traces, ignored } = tracesFromLogEvents(data.logEvents);
    if (traces.length === 0) {
      logger.info('trace.forward', { log_events: data.logEvents.length, traces: 0, ignored_lines: ignored });
      return { logEvents: data.logEvents.length, traces: 0, ignored };
    }
    const loading = (config ??= deps.loadConfig());
    let resolved: LangfuseConfig;
    try {
      resolved = await loading;
    } catch (err) {
      config = undefined;
      throw err;
    }
    const stats = await forwardTraces(traces, resolved, { ...deps.forward, logger });
    logger.info('trace.forward', {
      log_events: data.logEvents.length,
      traces: traces.length,
      ignored_lines: ignored,
      events: stats.events,
      batches: stats.batches,
      requests: stats.requests,
      retries: stats.retries,
      delivered: stats.delivered,
      rejected: stats.rejected,
      undelivered: stats.undelivered,
    });
    if (stats.undelivered > 0) throw new TraceDeliveryError(stats.undelivered);
    return { logEvents: data.logEvents.length, traces: traces.length, ignored, stats };
  };
}

/** Wires the configuration from the environment (functions/tracing/README.md); the secret key is read once per cold start. */
export function createTraceForwarderHandlerFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const settings = readLangfuseSettings(env);
  if (!settings) throw new TracingConfigError('LANGFUSE_HOST', 'is required by the trace forwarder');
  return createTraceForwarderHandler({
    loadConfig: async () => ({
      host: settings.host,
      publicKey: settings.publicKey,
      secretKey: await readLangfuseSecretKey(settings.secretKey),
    }),
    logger: createJsonLog(env),
  });
}

let instance: ReturnType<typeof createTraceForwarderHandler> | undefined;

/** Lambda entry point. */
export const handler = (event: CloudWatchLogsEvent): Promise<TraceForwarderResult> =>
  (instance ??= createTraceForwarderHandlerFromEnv())(event);
