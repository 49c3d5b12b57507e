import * as z from '../zod';
import { VERDICTS } from '../engine/verdict';
import { SYSTEM_METADATA_KEYS, type Trace } from './build-trace';

/**
 * The trace log line (functions/tracing/README.md): one JSON object on one line,
 *
 *   {"cg_trace":1,"trace":{…}}
 *
 * `cg_trace` is both the marker a CloudWatch Logs subscription filter matches (`{ $.cg_trace = 1 }`) and the
 * version of the format. No other log line of the service has a `cg_trace` key.
 */
export const ENVELOPE_MARKER = 'cg_trace';
export const ENVELOPE_VERSION = 1;
/** The subscription filter pattern (CloudWatch Logs JSON filter syntax) selecting trace lines. */
export const ENVELOPE_FILTER_PATTERN = `{ $.${ENVELOPE_MARKER} = ${ENVELOPE_VERSION} }`;

/**
 * Largest envelope line in bytes. CloudWatch Logs events are capped at 256 KB and a trace is a summary: when
 * the caller's metadata or the opted-in masked content make a line larger, both are left out (system metadata,
 * tags and scores stay) and `truncated` says so.
 */
export const MAX_ENVELOPE_BYTES = 64 * 1024;

const PREFIX = `{"${ENVELOPE_MARKER}":${ENVELOPE_VERSION},"trace":`;

/** One trace as one log line, newline-terminated. */
export function toEnvelopeLine(trace: Trace): string {
  const line = `${PREFIX}${JSON.stringify(trace)}}\n`;
  // A UTF-8 byte is at most 3 per UTF-16 unit: short lines skip the byte count.
  if (line.length * 3 <= MAX_ENVELOPE_BYTES || Buffer.byteLength(line, 'utf8') <= MAX_ENVELOPE_BYTES) return line;
  return `${PREFIX}${JSON.stringify(shrink(trace))}}\n`;
}

function shrink(trace: Trace): Trace {
  const metadata: Record<string, unknown> = {};
  for (const key of SYSTEM_METADATA_KEYS) metadata[key] = trace.metadata[key];
  const { input: _input, ...rest } = trace;
  return { ...rest, metadata, truncated: trace.input ? ['input', 'metadata'] : ['metadata'] };
}

const traceSchema = z.object({
  id: z.string().check(z.minLength(1)),
  call_id: z.string().check(z.minLength(1)),
  name: z.string(),
  timestamp: z.string(),
  latency_ms: z.number(),
  session_id: z.optional(z.string()),
  user_id: z.optional(z.string()),
  project_id: z.string(),
  guardian_version: z.number(),
  action: z.enum(VERDICTS),
  tags: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  scores: z.array(
    z.object({
      name: z.string(),
      value: z.number(),
      policy_name: z.string(),
      policy_type: z.string(),
      action: z.enum(VERDICTS),
    }),
  ),
  input: z.optional(
    z.array(z.object({ index: z.number(), part_index: z.optional(z.number()), processed_content: z.string() })),
  ),
  truncated: z.optional(z.array(z.enum(['input', 'metadata']))),
});

const envelopeSchema = z.object({ [ENVELOPE_MARKER]: z.literal(ENVELOPE_VERSION), trace: traceSchema });

/**
 * The trace of one log message, or undefined when the message is not a trace envelope of this version.
 * Tolerates a prefix before the JSON (a runtime that prepends timestamp and request id) and trailing whitespace.
 */
export function parseEnvelopeLine(message: string): Trace | undefined {
  const start = message.indexOf(`{"${ENVELOPE_MARKER}":`);
  if (start < 0) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(start === 0 ? message : message.slice(start));
  } catch {
    return undefined;
  }
  const parsed = envelopeSchema.safeParse(json);
  return parsed.success ? (parsed.data.trace as Trace) : undefined;
}
