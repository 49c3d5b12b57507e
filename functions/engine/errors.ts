/** Base of every error the engine raises. Messages name configuration paths, never inspected text. */
export class EngineError extends Error {
  override name = 'EngineError';
}

/**
 * A policy (or custom rule) that cannot be compiled. `path` points into the Guardian document
 * (e.g. `policies[0].customRules[2].pattern`) so the operator can find and fix it.
 */
export class InvalidPolicyError extends EngineError {
  override name = 'InvalidPolicyError';
  constructor(
    readonly path: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${path}: ${reason}`, options);
  }
}

/** A masking operator cannot run (e.g. `pseudonym` without the project's key). Names the cause, never text. */
export class MaskingError extends EngineError {
  override name = 'MaskingError';
}

/**
 * The call's analysis ran past its deadline (operators' patterns can be slow on long texts): the call has no
 * verdict, which is an error, never a PASS.
 */
export class AnalysisDeadlineError extends EngineError {
  override name = 'AnalysisDeadlineError';
  constructor(readonly budgetMs: number) {
    super(`The analysis ran past its time budget of ${budgetMs} ms`);
  }
}
