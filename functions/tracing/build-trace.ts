import type { Caller } from '../auth/access';
import type { Verdict } from '../engine/verdict';
import type { GuardOutcome } from '../guard/guard';
import type { TracingHints } from '../guard/request';

/**
 * One trace per answered inline call (functions/tracing/README.md).
 * This is the backend-neutral record carried in the log-line envelope; functions/tracing/langfuse.ts maps it to
 * Langfuse ingestion events. It holds ids, names, verdicts and counts — never raw content. `input` holds the
 * masked content only, and only when the Guardian opts in (`tracing.includeMaskedContent`).
 */
export interface Trace {
  /** The caller's `trace_id`, or a generated one. */
  readonly id: string;
  /** Unique per call; backend event ids are derived from it so a re-delivered trace is deduplicated. */
  readonly call_id: string;
  /** The Guardian's name. */
  readonly name: string;
  /** Call start, ISO 8601 UTC with milliseconds. */
  readonly timestamp: string;
  readonly latency_ms: number;
  readonly session_id?: string;
  readonly user_id?: string;
  readonly project_id: string;
  readonly guardian_version: number;
  /** Top-level verdict of the call. */
  readonly action: Verdict;
  readonly tags: readonly string[];
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly scores: readonly TraceScore[];
  /** Masked content of the MASK parts (opt-in per Guardian); PASS and BLOCK parts never appear. */
  readonly input?: readonly MaskedPart[];
  /** Parts left out to keep the envelope under its size limit (see envelope.ts). */
  readonly truncated?: readonly ('input' | 'metadata')[];
}

/** A per-policy detection count of the call's process type (0 when the policy found nothing). */
export interface TraceScore {
  /** `detections:<policy_name>`. */
  readonly name: string;
  readonly value: number;
  readonly policy_name: string;
  readonly policy_type: string;
  /** The policy's verdict in this call (PASS when it found nothing). */
  readonly action: Verdict;
}

export interface MaskedPart {
  readonly index: number;
  readonly part_index?: number;
  readonly processed_content: string;
}

/** Metadata keys the service sets itself; on a conflict with the caller's metadata the system value wins. */
export const SYSTEM_METADATA_KEYS = ['processType', 'apiKeyId', 'model', 'projectId'] as const;

/** What building a trace needs about the call; everything is passed in (no clock, no randomness here). */
export interface TraceInput {
  /** The request's validated `tracing` object, when sent. */
  readonly hints: TracingHints | undefined;
  readonly caller: Pick<Caller, 'key' | 'keyId' | 'guardian'>;
  /** Trimmed, lower-cased process type of the call. */
  readonly processType: string;
  readonly outcome: GuardOutcome;
  /** Epoch milliseconds. */
  readonly startedAt: number;
  readonly finishedAt: number;
  /** Tags the service adds for the call's kind (`monitor`, `restore`, `stream`, `litellm`), after the key's name. */
  readonly systemTags?: readonly string[];
}

export interface TraceIds {
  /** The caller's `trace_id` or a generated one (resolveTraceId). */
  readonly traceId: string;
  /** A new id for this call. */
  readonly callId: string;
}

/** The caller's `trace_id`, or a new one. */
export function resolveTraceId(hints: TracingHints | undefined, newId: () => string): string {
  return hints?.trace_id ?? newId();
}

/**
 * Applies the enrichment rules. Deterministic: the same input gives the same trace.
 * - name: the Guardian's name; `session_id`, `user_id` from the hints;
 * - tags: caller tags ∪ root action ∪ `<policy_type>:<action>` ∪ `<policy_name>:<action>` ∪ the key's name,
 *   in that order, first occurrence kept;
 * - metadata: the caller's metadata, then the system keys over it (the system value wins);
 * - scores: one per policy of the process type, its detection count.
 */
export function buildTrace(input: TraceInput, ids: TraceIds): Trace {
  // Runs in the request path (budget ≤ 20 µs with serialization): plain loops, no intermediate objects.
  const { hints, caller, outcome } = input;
  const guardian = caller.guardian;
  const action = outcome.response.action;
  const detections = outcome.detections;

  const tags = new Set<string>(hints?.tags);
  tags.add(action);
  for (const d of detections) tags.add(`${d.policyType}:${d.action}`);
  for (const d of detections) tags.add(`${d.policyName}:${d.action}`);
  tags.add(caller.key.name);
  if (input.systemTags) for (const t of input.systemTags) tags.add(t);

  // Object.assign, not spread: spreading zod's null-prototype record costs ~6x more on Node 20/22's V8. A
  // `__proto__` key (JSON.parse makes it an own property) would reach the prototype setter, so it takes the spread.
  const md = hints?.metadata;
  const metadata: Record<string, unknown> = !md ? {} : Object.hasOwn(md, '__proto__') ? { ...md } : Object.assign({}, md);
  metadata['processType'] = input.processType;
  metadata['apiKeyId'] = caller.keyId;
  metadata['model'] = guardian.model ?? null;
  metadata['projectId'] = caller.key.projectId;

  const policies = guardian.processTypes.get(input.processType) ?? [];
  const scores: TraceScore[] = [];
  for (const policy of policies) {
    let count = 0;
    let policyAction: Verdict = 'PASS';
    for (const d of detections) {
      if (d.policyName === policy.name) {
        count = d.count;
        policyAction = d.action;
        break;
      }
    }
    scores.push({
      name: `detections:${policy.name}`,
      value: count,
      policy_name: policy.name,
      policy_type: policy.type,
      action: policyAction,
    });
  }

  if (outcome.criteria) {
    // A policy-not-required process type: each judged criterion is a policy (named as in the response), scored
    // by the parts that failed it (0 when it was met).
    for (const criterion of outcome.criteria) {
      const d = detections.find((x) => x.policyName === criterion);
      scores.push({
        name: `detections:${criterion}`,
        value: d?.count ?? 0,
        policy_name: criterion,
        policy_type: 'CRITERIA',
        action: d?.action ?? 'PASS',
      });
    }
  }

  const trace: Mutable<Trace> = {
    id: ids.traceId,
    call_id: ids.callId,
    name: guardian.name,
    timestamp: new Date(input.startedAt).toISOString(),
    latency_ms: input.finishedAt - input.startedAt,
  } as Mutable<Trace>;
  if (hints?.session_id !== undefined) trace.session_id = hints.session_id;
  if (hints?.user_id !== undefined) trace.user_id = hints.user_id;
  trace.project_id = caller.key.projectId;
  trace.guardian_version = guardian.version;
  trace.action = action;
  trace.tags = [...tags];
  trace.metadata = metadata;
  trace.scores = scores;
  if (guardian.tracing.includeMaskedContent) trace.input = maskedParts(outcome);
  return trace;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The content after masking of the parts that were masked: what the caller was told to forward. */
function maskedParts(outcome: GuardOutcome): MaskedPart[] {
  const parts: MaskedPart[] = [];
  for (const r of outcome.response.input_results) {
    if (r.processed_content === undefined) continue;
    parts.push(
      r.part_index !== undefined
        ? { index: r.index, part_index: r.part_index, processed_content: r.processed_content }
        : { index: r.index, processed_content: r.processed_content },
    );
  }
  return parts;
}

/**
 * Deterministic sampling: the same trace id is always in or always out, so the input-side and output-side calls
 * of one exchange (same `trace_id`) are recorded together or not at all.
 */
export function isSampled(traceId: string, sampleRate: number): boolean {
  if (sampleRate >= 1) return true;
  if (sampleRate <= 0) return false;
  return hashToUnit(traceId) < sampleRate;
}

/**
 * FNV-1a (32-bit) over the UTF-16 code units, then MurmurHash3's fmix32 finalizer so ids that differ only in
 * their last characters spread over the whole range. Result in [0, 1).
 */
export function hashToUnit(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}
