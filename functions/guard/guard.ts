import { inspectText, type TextInspection } from '../engine/inspect';
import { createMaskingContext, type MaskedOriginal } from '../engine/masking-context';
import type { AnalysisDeadline, FindingExplanation, PolicyFinding } from '../engine/policies/types';
import { aggregate, type Verdict } from '../engine/verdict';
import type { CompiledGuardian } from '../guardians/compile';
import { UnanalyzableContentError, UnsupportedProcessTypeError, InvalidRequestError } from './errors';
import type { Clock } from '../ports';
import type { GuardRequest } from './request';

/** One inspected piece of content: a `user` message's string content, or one text part of it. */
export interface InspectedPart {
  /** Position of the message in `messages` (0-based). */
  readonly index: number;
  /** Position of the part in the message's content array; absent for string content. */
  readonly partIndex?: number;
  readonly text: string;
}

/** What the use-case runs with, once the request has been resolved against the Guardian. */
export interface GuardCall {
  /** Trimmed, lower-cased, and declared by the Guardian. */
  readonly processType: string;
  /** The Guardian's `additionalData` with the call's values merged over it (the call wins). */
  readonly additionalData: Readonly<Record<string, unknown>>;
  /** The `user` content to inspect, in message order. Empty → the call passes unchecked. */
  readonly parts: readonly InspectedPart[];
}

/** Part types of the chat-completions family named in errors; any other type is reported without its name. */
const KNOWN_PART_TYPES = new Set(['image_url', 'input_audio', 'file', 'image', 'audio', 'video', 'video_url', 'refusal']);

/**
 * Pre-validation and role rules of `POST /v1/guard/api`:
 * only `user` messages are inspected; `assistant`, `system` and any other role are left alone.
 */
export function prepareGuardCall(request: GuardRequest, guardian: CompiledGuardian): GuardCall {
  const processType = request.processType.trim().toLowerCase();
  if (!guardian.processTypes.has(processType) && !guardian.criteriaProcessTypes.has(processType)) {
    throw new UnsupportedProcessTypeError(
      [...guardian.processTypes.keys(), ...guardian.criteriaProcessTypes.keys()].sort(),
    );
  }
  const parts: InspectedPart[] = [];
  request.messages.forEach((message, index) => {
    // Case-insensitive on purpose: a `User` message must not slip past inspection on a lenient model API.
    if (message.role.trim().toLowerCase() !== 'user') return;
    const content = message.content;
    if (typeof content === 'string') {
      parts.push({ index, text: content });
      return;
    }
    if (!Array.isArray(content)) {
      throw new InvalidRequestError(`messages[${index}].content`, 'a user message needs string or array content');
    }
    content.forEach((part, partIndex) => {
      const field = `messages[${index}].content[${partIndex}]`;
      if (part.type !== 'text') {
        throw new UnanalyzableContentError(field, KNOWN_PART_TYPES.has(part.type) ? part.type : undefined);
      }
      if (typeof part.text !== 'string') throw new InvalidRequestError(`${field}.text`, 'must be a string');
      parts.push({ index, partIndex, text: part.text });
    });
  });
  return {
    processType,
    additionalData: { ...guardian.additionalData, ...request.additionalData },
    parts,
  };
}

export interface DetectedItemView {
  readonly rule_type: string;
  readonly rule_name: string;
  readonly action: Verdict;
  /** Absent only for a criteria judge that gave no confidence. */
  readonly confidence?: number;
  readonly mask_word: string;
  readonly alert_message: string;
  /**
   * Occurrences merged into this item: identical items of a part (same rule type, rule name, action and mask
   * word) are one item, as in job records, so a response grows with the rules that fired, not with the text.
   * Absent when 1, so an item found once keeps the interface's item shape exactly.
   */
  readonly count?: number;
  /**
   * Only with `?explain=true`: names and scores from the configuration, never the detected value. Occurrences
   * are then merged only when their explanations are equal too.
   */
  readonly explanation?: FindingExplanation;
}

/**
 * How long one inline call's analysis may run: half the inline function's 10 s timeout, so a call whose
 * operator patterns are slow on a long text ends in a clear 503 rather than in the gateway's timeout.
 */
export const ANALYSIS_BUDGET_MS = 5_000;

/** The deadline of a call that started at `startedAt` on `clock`. */
export function analysisDeadline(clock: Clock, startedAt: number, budgetMs = ANALYSIS_BUDGET_MS): AnalysisDeadline {
  return { budgetMs, passed: () => clock.now() - startedAt > budgetMs };
}

/** Per-call options of the inline guard. */
export interface GuardOptions {
  /** When the analysis must end (AnalysisDeadlineError past it). @default none */
  readonly deadline?: AnalysisDeadline;
  /** Attach `explanation` to every detected item. */
  readonly explain?: boolean;
  /** The project's pseudonym secret (needed when the Guardian uses the `pseudonym` operator). */
  readonly pseudonymKey?: string;
  /** Keep the call's token → original pairs (reversible masking): returned as `originals`. */
  readonly recordOriginals?: boolean;
  /** A previous turn's pairs: placeholder numbering continues from them. */
  readonly seed?: readonly MaskedOriginal[];
}

export interface PolicyResultView {
  readonly policy_name: string;
  readonly policy_type: string;
  readonly action: Verdict;
  readonly detected_items: readonly DetectedItemView[];
}

export interface InputResultView {
  readonly index: number;
  readonly part_index?: number;
  readonly type: 'text';
  readonly action: Verdict;
  readonly processed_content?: string;
  readonly results: readonly PolicyResultView[];
}

export interface GuardResponse {
  readonly action: Verdict;
  readonly input_results: readonly InputResultView[];
}

/** Detection summary of a call, for logs, metrics and traces: counts and names, never content. */
export interface GuardOutcome {
  readonly response: GuardResponse;
  readonly detections: readonly { policyName: string; policyType: string; action: Verdict; count: number }[];
  /** With `recordOriginals`: the seed's pairs and this call's, for the restore token. Never logged or traced. */
  readonly originals?: readonly MaskedOriginal[];
  /** A policy-not-required call: the criteria it was judged against (each one a policy of the response). */
  readonly criteria?: readonly string[];
}

/**
 * Inspects every part with the process type's policies. When nothing is detected anywhere the answer is a
 * bare PASS with empty `input_results`; otherwise every inspected part is listed (PASS parts with no results).
 */
export function runGuard(call: GuardCall, guardian: CompiledGuardian, options: GuardOptions = {}): GuardOutcome {
  const policies = guardian.processTypes.get(call.processType)!;
  // One masking context for the whole call: placeholders are numbered consistently across all messages/parts.
  const masking = createMaskingContext({
    pseudonymKey: options.pseudonymKey,
    recordOriginals: options.recordOriginals === true,
    ...(options.seed ? { seed: options.seed } : {}),
  });
  const explain = options.explain === true;
  const deadline = options.deadline;
  const inspections = call.parts.map((part) => inspectText(part.text, policies, { masking, explain, ...(deadline ? { deadline } : {}) }));
  const action = aggregate(inspections.map((i) => i.action));
  const detected = inspections.some((i) => i.results.length > 0);
  const input_results = detected ? call.parts.map((part, i) => toInputResult(part, inspections[i]!)) : [];
  return {
    response: { action, input_results },
    detections: summarize(inspections),
    ...(options.recordOriginals === true ? { originals: masking.originals() } : {}),
  };
}

export function toInputResult(part: InspectedPart, inspection: TextInspection): InputResultView {
  return {
    index: part.index,
    ...(part.partIndex !== undefined ? { part_index: part.partIndex } : {}),
    type: 'text',
    action: inspection.action,
    ...(inspection.processedContent !== undefined ? { processed_content: inspection.processedContent } : {}),
    results: inspection.results.map((r) => ({
      policy_name: r.policyName,
      policy_type: r.policyType,
      action: r.action,
      detected_items: mergeItems(r.findings),
    })),
  };
}

/**
 * A policy's findings in one part as detected items: identical ones (rule type, rule name, action, mask word,
 * and explanation when asked for) merged in first-seen order, with the highest confidence and a count.
 */
function mergeItems(findings: readonly PolicyFinding[]): DetectedItemView[] {
  const merged: { best: PolicyFinding; count: number }[] = [];
  const byKey = new Map<string, { best: PolicyFinding; count: number }>();
  for (const f of findings) {
    // With explanations, occurrences explained differently (another pattern, context word or score) stay apart.
    const why = f.explanation === undefined ? '' : JSON.stringify(f.explanation);
    const key = `${f.ruleType}\u0000${f.ruleName}\u0000${f.action}\u0000${f.maskWord}\u0000${why}`;
    const entry = byKey.get(key);
    if (entry === undefined) {
      const e = { best: f, count: 1 };
      byKey.set(key, e);
      merged.push(e);
    } else {
      entry.count++;
      if (f.confidence > entry.best.confidence) entry.best = f;
    }
  }
  return merged.map(({ best, count }) => toItem(best, count));
}

function toItem(f: PolicyFinding, count: number): DetectedItemView {
  return {
    rule_type: f.ruleType,
    rule_name: f.ruleName,
    action: f.action,
    confidence: Math.round(f.confidence * 100) / 100,
    mask_word: f.maskWord,
    alert_message: f.alertMessage,
    ...(count > 1 ? { count } : {}),
    ...(f.explanation !== undefined ? { explanation: f.explanation } : {}),
  };
}

export function summarize(inspections: readonly TextInspection[]): GuardOutcome['detections'] {
  const byPolicy = new Map<string, { policyName: string; policyType: string; action: Verdict; count: number }>();
  for (const inspection of inspections) {
    for (const r of inspection.results) {
      const entry = byPolicy.get(r.policyName);
      if (entry) {
        entry.count += r.findings.length;
        entry.action = aggregate([entry.action, r.action]);
      } else {
        byPolicy.set(r.policyName, {
          policyName: r.policyName,
          policyType: r.policyType,
          action: r.action,
          count: r.findings.length,
        });
      }
    }
  }
  return [...byPolicy.values()];
}
