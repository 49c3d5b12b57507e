import { buildTrace, isSampled, resolveTraceId, type TraceInput } from './build-trace';
import { toEnvelopeLine } from './envelope';

/**
 * Receives one envelope line per recorded trace. In AWS it is stdout (CloudWatch Logs captures it and a
 * subscription filter hands trace lines to the forwarder); locally, the in-process forwarder's queue.
 * It must not block: no network, no awaiting.
 */
export type TraceSink = (line: string) => void;

/** One `write` per line: the cheapest way into the function's log stream (no logger formatting). */
export const stdoutTraceSink: TraceSink = (line) => {
  process.stdout.write(line);
};

export type TraceStatus = 'emitted' | 'disabled' | 'sampled_out' | 'failed';

export interface TraceRecord {
  readonly status: TraceStatus;
  readonly traceId?: string;
  /** Class name of the error when `failed` (never its message). */
  readonly errorName?: string;
  /** Failures of this instance so far, when `failed`. */
  readonly failures?: number;
}

export type TraceCallInput = TraceInput;

export interface TraceRecorder {
  /** Records the call's trace when the Guardian has tracing on and the trace id is sampled. Never throws. */
  record(input: TraceCallInput): TraceRecord;
}

export function createTraceRecorder(deps: { sink: TraceSink; newId: () => string }): TraceRecorder {
  let failures = 0;
  return {
    record(input) {
      try {
        const settings = input.caller.guardian.tracing;
        if (!settings.enabled) return { status: 'disabled' };
        const traceId = resolveTraceId(input.hints, deps.newId);
        if (!isSampled(traceId, settings.sampleRate)) return { status: 'sampled_out', traceId };
        deps.sink(toEnvelopeLine(buildTrace(input, { traceId, callId: deps.newId() })));
        return { status: 'emitted', traceId };
      } catch (err) {
        // Tracing is best-effort: a failure here is counted in the call's log line, never surfaced.
        failures += 1;
        return { status: 'failed', errorName: err instanceof Error ? err.name : typeof err, failures };
      }
    },
  };
}
