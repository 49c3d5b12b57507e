/**
 * Criteria evaluation for policy-not-required process types (functions/guard/README.md): no guard
 * policy runs; the merged `additionalData` drives the evaluation — `check_criteria` lists the criteria the
 * user content is judged against.
 */

/** The judgement of one criterion. `passed: false` means the content violates the criterion. */
export interface CriterionVerdict {
  readonly criterion: string;
  readonly passed: boolean;
  /** Why, in the judge's words (or the rule that fired): shown as `alert_message`. Never quotes content. */
  readonly reason: string;
  /** In [0, 1] when the judge gives one. */
  readonly confidence?: number;
}

export interface EvaluationRequest {
  /** The inspected `user` content (one part). */
  readonly content: string;
  readonly criteria: readonly string[];
  /** The merged additionalData, unchanged (Guardian defaults with the call's values over them). */
  readonly additionalData: Readonly<Record<string, unknown>>;
}

/** The evaluator port: one implementation per evaluator type (`rules`, `bedrock`, `openai-compatible`). */
export interface CriteriaEvaluator {
  /** One verdict per criterion, in order. Throws EvaluatorUnavailableError when it cannot judge. */
  evaluate(request: EvaluationRequest): Promise<CriterionVerdict[]>;
}

/** The model backend of an LLM judge: one chat turn in, the model's text out. */
export interface JudgeBackend {
  complete(request: JudgeRequest): Promise<string>;
}

export interface JudgeRequest {
  readonly system: string;
  readonly user: string;
  readonly modelId: string;
  readonly parameters: Readonly<Record<string, string | number | boolean>>;
  /** Aborted when the evaluator's timeout elapses. */
  readonly signal: AbortSignal;
}

/**
 * The evaluator could not produce a verdict (backend down, timed out, or an answer that does not parse).
 * The call fails with 503 ANALYSIS_UNAVAILABLE — never PASS.
 */
export class EvaluatorUnavailableError extends Error {
  override name = 'EvaluatorUnavailableError';
  constructor(
    readonly reason: 'timeout' | 'backend_error' | 'malformed_answer' | 'not_configured',
    options?: { cause?: unknown },
  ) {
    super(`The criteria evaluator is unavailable (${reason})`, options);
  }
}
