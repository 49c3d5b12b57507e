import { createHmac } from 'node:crypto';
import type { Caller } from '../auth/access';
import type { MaskedOriginal } from '../engine/masking-context';
import { aggregate, type Verdict } from '../engine/verdict';
import { InvalidRequestError, UnanalyzableContentError, UnsupportedProcessTypeError } from '../guard/errors';
import { runGuard, type GuardOutcome } from '../guard/guard';
import { openRestoreToken, sealRestoreToken } from '../guard/reversible';
import { createRestorer } from '../guard/restore';
import { guardStreamStep, initialGuardStreamState } from '../guard/stream-guard';
import { litellmRequestSchema } from '../guard/litellm-request';
import { parseBody } from '../guard/stream-request';
import type { RestoreTokenStore } from '../ports';
import { sealContext, type SealDeps } from './restore-api';

export interface LitellmResponse {
  action: 'NONE' | 'GUARDRAIL_INTERVENED' | 'BLOCKED';
  texts?: string[];
  blocked_reason?: string;
  stream_holdback_chars?: number[];
}

export interface LitellmResult {
  readonly body: LitellmResponse;
  readonly processType: string;
  /** The verdict as the Guardian computed it (before monitor mode). */
  readonly outcome: GuardOutcome;
  readonly traceId: string | undefined;
  readonly restored: boolean;
}

export interface LitellmDeps extends SealDeps {
  readonly restoreTokens: RestoreTokenStore;
}

export async function handleLitellm(
  deps: LitellmDeps,
  caller: Caller,
  body: unknown,
  pseudonymKey: () => Promise<{ pseudonymKey?: string }>,
): Promise<LitellmResult> {
  const request = parseBody(litellmRequestSchema, body);
  if (request.images && request.images.length > 0) throw new UnanalyzableContentError('images', 'image');
  const params = request.additional_provider_specific_params ?? {};
  const guardian = caller.guardian;
  const monitor = guardian.mode === 'monitor';
  const callId = request.litellm_call_id ?? undefined;
  const traceId = request.litellm_trace_id ?? undefined;
  const texts = request.texts;

  if (request.input_type === 'request') {
    const processType = (params.request_process_type ?? 'input').trim().toLowerCase();
    requirePolicyProcessType(caller, processType, 'additional_provider_specific_params.request_process_type');
    const reversible = guardian.restore.enabled && callId !== undefined && !monitor;
    const outcome = runGuard(
      { processType, additionalData: guardian.additionalData, parts: texts.map((text, index) => ({ index, text })) },
      guardian,
      { recordOriginals: reversible, ...(await pseudonymKey()) },
    );
    const action = outcome.response.action;
    let restored = false;
    let response: LitellmResponse;
    if (monitor || action === 'PASS') response = { action: 'NONE' };
    else if (action === 'BLOCK') response = { action: 'BLOCKED', blocked_reason: blockedReason(outcome) };
    else {
      const masked = texts.slice();
      for (const r of outcome.response.input_results) if (r.processed_content !== undefined) masked[r.index] = r.processed_content;
      response = { action: 'GUARDRAIL_INTERVENED', texts: masked };
      if (reversible && outcome.originals && outcome.originals.length > 0) {
        const ctx = await sealContext(deps, caller);
        const ttl = guardian.restore.ttlSeconds;
        const token = sealRestoreToken(ctx, ttl, outcome.originals);
        await deps.restoreTokens.put(ctx.projectId, callRef(ctx.key, callId!), token, ctx.nowSeconds + ttl);
        restored = true;
      }
    }
    return { body: response, processType, outcome, traceId, restored };
  }

  // Post-call: guard the answer (when the Guardian declares the process type), then restore the pre-call's
  // placeholders. A streamed answer arrives as "the text so far": the part that can still change (an incomplete
  // segment, a placeholder cut at the end) is returned as it would be final and counted in stream_holdback_chars.
  const processType = (params.response_process_type ?? 'output').trim().toLowerCase();
  const policies = guardian.processTypes.get(processType);
  let originals: MaskedOriginal[] = [];
  if (guardian.restore.enabled && callId !== undefined) {
    const ctx = await sealContext(deps, caller);
    const token = await deps.restoreTokens.get(ctx.projectId, callRef(ctx.key, callId), ctx.nowSeconds);
    if (token !== undefined) originals = openRestoreToken(ctx, token).originals;
  }
  if (!policies && originals.length === 0 && !guardian.restore.enabled) {
    requirePolicyProcessType(caller, processType, 'additional_provider_specific_params.response_process_type');
  }
  const restorer = originals.length > 0 ? createRestorer(originals) : undefined;
  const options = { policies: policies ?? [], ...(await pseudonymKey()), monitor, ...(restorer ? { restorer } : {}) };
  const out: string[] = [];
  const holdback: number[] = [];
  const results: GuardOutcome['detections'][number][] = [];
  let action: Verdict = 'PASS';
  let restoredAny = false;
  for (const text of texts) {
    const stable = guardStreamStep(initialGuardStreamState(originals), text, false, options);
    const rest = guardStreamStep(stable.state, '', true, options);
    action = aggregate([action, rest.state.action]);
    results.push(...stable.detections, ...rest.detections);
    out.push(stable.released + rest.released);
    holdback.push(rest.released.length);
    if (restorer && restorer.restore(text) !== text) restoredAny = true;
  }
  const outcome: GuardOutcome = { response: { action, input_results: [] }, detections: mergeDetections(results) };
  let response: LitellmResponse;
  if (action === 'BLOCK' && !monitor) response = { action: 'BLOCKED', blocked_reason: blockedReason(outcome) };
  else if (out.every((t, i) => t === texts[i]) && holdback.every((h) => h === 0)) response = { action: 'NONE' };
  else response = { action: 'GUARDRAIL_INTERVENED', texts: out, stream_holdback_chars: holdback };
  return { body: response, processType, outcome, traceId, restored: restoredAny };
}

/** The stored token's reference: a keyed hash of the call id, so the table never holds the id itself. */
function callRef(key: Buffer, callId: string): string {
  return createHmac('sha256', key).update(`litellm-call:${callId}`, 'utf8').digest('base64url');
}

function requirePolicyProcessType(caller: Caller, processType: string, field: string): void {
  const guardian = caller.guardian;
  if (guardian.processTypes.has(processType)) return;
  if (guardian.criteriaProcessTypes.has(processType)) {
    throw new InvalidRequestError(field, 'the LiteLLM endpoint guards with policy process types only');
  }
  throw new UnsupportedProcessTypeError([...guardian.processTypes.keys(), ...guardian.criteriaProcessTypes.keys()].sort());
}

/** Names of the policies that blocked: configuration, never content. */
function blockedReason(outcome: GuardOutcome): string {
  const names = outcome.detections.filter((d) => d.action === 'BLOCK').map((d) => d.policyName);
  return `Blocked by Content Guard policy ${[...new Set(names)].join(', ') || '(unnamed)'}`;
}

function mergeDetections(list: GuardOutcome['detections'][number][]): GuardOutcome['detections'] {
  const byPolicy = new Map<string, { policyName: string; policyType: string; action: Verdict; count: number }>();
  for (const d of list) {
    const e = byPolicy.get(d.policyName);
    if (e) {
      e.count += d.count;
      e.action = aggregate([e.action, d.action]);
    } else byPolicy.set(d.policyName, { ...d });
  }
  return [...byPolicy.values()];
}
