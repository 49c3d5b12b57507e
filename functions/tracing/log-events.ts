import { gunzipSync, gzipSync } from 'node:zlib';
import type { CloudWatchLogsDecodedData, CloudWatchLogsEvent, CloudWatchLogsLogEvent } from 'aws-lambda';
import type { Trace } from './build-trace';
import { parseEnvelopeLine } from './envelope';

/**
 * A CloudWatch Logs subscription event: `awslogs.data` is base64 of gzip of JSON
 * `{ messageType, owner, logGroup, logStream, subscriptionFilters, logEvents: [{ id, timestamp, message }] }`
 * (CloudWatch Logs User Guide, "Subscription filters", Lambda example). `CONTROL_MESSAGE`s only check
 * reachability of the destination and carry no log events worth reading.
 */
export function decodeLogsEvent(event: CloudWatchLogsEvent): CloudWatchLogsDecodedData {
  return JSON.parse(gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8')) as CloudWatchLogsDecodedData;
}

/** The inverse, for tests and the local runner. */
export function encodeLogsEvent(data: CloudWatchLogsDecodedData): CloudWatchLogsEvent {
  return { awslogs: { data: gzipSync(Buffer.from(JSON.stringify(data), 'utf8')).toString('base64') } };
}

/** The traces among the log events; `ignored` counts messages that are not valid trace envelopes. */
export function tracesFromLogEvents(logEvents: readonly CloudWatchLogsLogEvent[]): { traces: Trace[]; ignored: number } {
  const traces: Trace[] = [];
  let ignored = 0;
  for (const e of logEvents) {
    const trace = typeof e.message === 'string' ? parseEnvelopeLine(e.message) : undefined;
    if (trace) traces.push(trace);
    else ignored += 1;
  }
  return { traces, ignored };
}
