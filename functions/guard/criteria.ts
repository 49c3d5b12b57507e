import { aggregate, type Verdict } from '../engine/verdict';
import { EvaluatorUnavailableError, type CriteriaEvaluator, type CriterionVerdict } from '../evaluators/types';
import type { CriteriaProcessType } from '../guardians/compile';
import { AnalysisUnavailableError, InvalidRequestError } from './errors';
import type { GuardCall, GuardOutcome, InputResultView, PolicyResultView } from './guard';

export const MAX_CRITERIA = 20;
export const MAX_CRITERION_LENGTH = 500;

/** `additionalData.check_criteria`: a non-empty list of non-empty strings within the limits. */
export function readCriteria(additionalData: Readonly<Record<string, unknown>>): string[] {
  const field = 'additionalData.check_criteria';
  const value = additionalData.check_criteria;
  if (value === undefined) throw new InvalidRequestError(field, 'is required for this process type');
  if (!Array.isArray(value) || value.length === 0) throw new InvalidRequestError(field, 'must be a non-empty list of strings');
  if (value.length > MAX_CRITERIA) throw new InvalidRequestError(field, `at most ${MAX_CRITERIA} criteria`, { limit: MAX_CRITERIA });
  value.forEach((c, i) => {
    if (typeof c !== 'string' || c.trim() === '') throw new InvalidRequestError(`${field}[${i}]`, 'must be a non-empty string');
    if (c.length > MAX_CRITERION_LENGTH) {
      throw new InvalidRequestError(`${field}[${i}]`, `at most ${MAX_CRITERION_LENGTH} characters`, { limit: MAX_CRITERION_LENGTH });
    }
  });
  return value as string[];
}

/**
 * A policy-not-required process type: every inspected `user` part is judged against the criteria of the
 * merged additionalData. Each failed criterion is one policy result (`policy_type` CRITERIA, the criterion as
 * `rule_name`, the judge's reason as `alert_message`) with the Guardian's `onFail` verdict. An evaluator that
 * cannot answer fails the call with 503 — never PASS.
 */
export async function runCriteriaGuard(
  call: GuardCall,
  config: CriteriaProcessType,
  evaluator: CriteriaEvaluator & { undefinedCriteria?(criteria: readonly string[]): string[] },
): Promise<GuardOutcome> {
  const criteria = readCriteria(call.additionalData);
  const undefinedCriteria = evaluator.undefinedCriteria?.(criteria) ?? [];
  if (undefinedCriteria.length > 0) {
    const i = criteria.indexOf(undefinedCriteria[0]!);
    throw new InvalidRequestError(`additionalData.check_criteria[${i}]`, "is not defined in the Guardian's rules evaluator");
  }
  if (call.parts.length === 0) return { response: { action: 'PASS', input_results: [] }, detections: [], criteria };
  let verdicts: CriterionVerdict[][];
  try {
    verdicts = await Promise.all(
      call.parts.map((part) => evaluator.evaluate({ content: part.text, criteria, additionalData: call.additionalData })),
    );
  } catch (cause) {
    if (cause instanceof EvaluatorUnavailableError) throw new AnalysisUnavailableError({ cause });
    throw cause;
  }
  const onFail: Verdict = config.onFail;
  const parts: InputResultView[] = call.parts.map((part, i) => {
    const results: PolicyResultView[] = verdicts[i]!.filter((v) => !v.passed).map((v) => ({
      policy_name: v.criterion,
      policy_type: 'CRITERIA',
      action: onFail,
      detected_items: [
        {
          rule_type: 'CRITERION',
          rule_name: v.criterion,
          action: onFail,
          ...(v.confidence !== undefined ? { confidence: Math.round(v.confidence * 100) / 100 } : {}),
          mask_word: '',
          alert_message: v.reason,
        },
      ],
    }));
    return {
      index: part.index,
      ...(part.partIndex !== undefined ? { part_index: part.partIndex } : {}),
      type: 'text',
      action: aggregate(results.map((r) => r.action)),
      results,
    };
  });
  const action = aggregate(parts.map((p) => p.action));
  // Each criterion is a policy of the response (`policy_name` = the criterion), so logs, metrics and trace tags
  // (`<policy_name>:<action>`) name it the same way: one detection per failed criterion, counted over the parts.
  const failedCounts = new Map<string, number>();
  for (const v of verdicts.flat()) if (!v.passed) failedCounts.set(v.criterion, (failedCounts.get(v.criterion) ?? 0) + 1);
  return {
    response: { action, input_results: failedCounts.size > 0 ? parts : [] },
    detections: [...failedCounts].map(([policyName, count]) => ({ policyName, policyType: 'CRITERIA', action: onFail, count })),
    criteria,
  };
}
