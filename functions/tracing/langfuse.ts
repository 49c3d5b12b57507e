import { createHash } from 'node:crypto';
import type { Trace } from './build-trace';

/**
 * Langfuse's public ingestion API (`POST /api/public/ingestion`, langfuse/langfuse
 * fern/apis/server/definition/ingestion.yml): a body `{ batch: IngestionEvent[] }`, each event
 * `{ id, type, timestamp, body }`. `trace-create` upserts the trace on `body.id`; `score-create` upserts a score
 * on its `body.id`. The event `id` deduplicates re-sent events, so every id here is derived from the trace's
 * `call_id`: a batch sent twice (a retry, a re-delivered log event) creates nothing twice.
 */
export interface IngestionEvent {
  readonly id: string;
  readonly type: 'trace-create' | 'score-create';
  readonly timestamp: string;
  readonly body: Readonly<Record<string, unknown>>;
}

/** "Batch sizes are limited to 3.5 MB in total" (ingestion API docs); bytes of the JSON request body. */
export const MAX_BATCH_BYTES = 3_500_000;

/** Namespace of the name-based (v5) UUIDs below; a fixed random UUID owned by Content Guard. */
const ID_NAMESPACE = Buffer.from('6f1c3a52b0d94e7e9a4d2c8b5e7f1a03', 'hex');

/** RFC 9562 UUID version 5: SHA-1 of namespace + name, version and variant bits set. */
export function nameUuid(name: string): string {
  const b = createHash('sha1').update(ID_NAMESPACE).update(name, 'utf8').digest();
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** One `trace-create` and one `score-create` per policy count. */
export function toIngestionEvents(trace: Trace): IngestionEvent[] {
  const events: IngestionEvent[] = [
    {
      id: nameUuid(`${trace.call_id}/trace-create`),
      type: 'trace-create',
      timestamp: trace.timestamp,
      body: {
        id: trace.id,
        timestamp: trace.timestamp,
        name: trace.name,
        ...(trace.user_id !== undefined ? { userId: trace.user_id } : {}),
        ...(trace.session_id !== undefined ? { sessionId: trace.session_id } : {}),
        version: String(trace.guardian_version),
        tags: trace.tags,
        metadata: trace.truncated ? { ...trace.metadata, truncated: trace.truncated } : trace.metadata,
        ...(trace.input !== undefined ? { input: trace.input } : {}),
        output: { action: trace.action, latencyMs: trace.latency_ms },
      },
    },
  ];
  for (const score of trace.scores) {
    events.push({
      id: nameUuid(`${trace.call_id}/score-create/${score.policy_name}`),
      type: 'score-create',
      timestamp: trace.timestamp,
      body: {
        id: nameUuid(`${trace.call_id}/score/${score.policy_name}`),
        traceId: trace.id,
        name: score.name,
        value: score.value,
        dataType: 'NUMERIC',
        comment: `${score.policy_type} policy ${score.policy_name}: ${score.action}`,
      },
    });
  }
  return events;
}

/** An event serialized once: its JSON is measured for batching and then sent exactly as measured. */
export interface SerializedEvent {
  readonly id: string;
  readonly json: string;
  readonly bytes: number;
}

export function serializeEvent(event: IngestionEvent): SerializedEvent {
  const json = JSON.stringify(event);
  return { id: event.id, json, bytes: Buffer.byteLength(json, 'utf8') };
}

const BODY_OVERHEAD = Buffer.byteLength('{"batch":[]}', 'utf8');

/** The request body of a batch. */
export function batchBody(events: readonly SerializedEvent[]): string {
  return `{"batch":[${events.map((e) => e.json).join(',')}]}`;
}

/** Size in bytes of `batchBody(events)`. */
export function batchBytes(events: readonly SerializedEvent[]): number {
  return BODY_OVERHEAD + events.reduce((n, e) => n + e.bytes, 0) + Math.max(0, events.length - 1);
}

/**
 * Splits events, in order, into batches whose request body stays within `maxBytes`. An event that alone
 * exceeds the limit cannot be sent and is returned in `oversized` (the envelope size limit makes this
 * practically impossible).
 */
export function toBatches(
  events: readonly SerializedEvent[],
  maxBytes = MAX_BATCH_BYTES,
): { batches: SerializedEvent[][]; oversized: SerializedEvent[] } {
  const batches: SerializedEvent[][] = [];
  const oversized: SerializedEvent[] = [];
  let current: SerializedEvent[] = [];
  let size = BODY_OVERHEAD;
  for (const event of events) {
    if (BODY_OVERHEAD + event.bytes > maxBytes) {
      oversized.push(event);
      continue;
    }
    const added = event.bytes + (current.length > 0 ? 1 : 0);
    if (size + added > maxBytes) {
      batches.push(current);
      current = [];
      size = BODY_OVERHEAD;
      size += event.bytes;
    } else {
      size += added;
    }
    current.push(event);
  }
  if (current.length > 0) batches.push(current);
  return { batches, oversized };
}
