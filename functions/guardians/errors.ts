/** One problem in a Guardian document: where it is (`policies[0].customRules[1].pattern`) and what to do. */
export interface GuardianIssue {
  readonly path: string;
  readonly message: string;
}

/** A Guardian document that does not validate or compile. Lists every problem found, never content. */
export class GuardianValidationError extends Error {
  override name = 'GuardianValidationError';
  constructor(
    readonly issues: readonly GuardianIssue[],
    options?: { cause?: unknown },
  ) {
    super(issues.map((i) => `${i.path || '(document)'}: ${i.message}`).join('; '), options);
  }
}
