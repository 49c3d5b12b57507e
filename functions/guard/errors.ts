/** Errors of the inline guard use-case. Messages and fields name request fields, never their content. */
export class GuardError extends Error {
  override name = 'GuardError';
}

/** Schema violation: `field` is the path of the offending field (e.g. `messages[2].content`). */
export class InvalidRequestError extends GuardError {
  override name = 'InvalidRequestError';
  constructor(
    readonly field: string,
    readonly reason: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(field ? `Invalid request: ${field}: ${reason}` : `Invalid request: ${reason}`);
  }
}

export class UnsupportedProcessTypeError extends GuardError {
  override name = 'UnsupportedProcessTypeError';
  /** `field` is the request's name for the process type: `processType` (inline) or `process_type` (batch). */
  constructor(
    readonly supported: readonly string[],
    readonly field: 'processType' | 'process_type' = 'processType',
  ) {
    super(`Unsupported ${field}; supported process types: ${supported.join(', ')}`);
  }
}

/** Content the Guardian cannot analyze (e.g. an image part in a user message): never answered with PASS. */
export class UnanalyzableContentError extends GuardError {
  override name = 'UnanalyzableContentError';
  constructor(
    readonly field: string,
    readonly partType: string | undefined,
  ) {
    super(
      `Content at ${field} cannot be analyzed${partType ? ` (part type ${partType})` : ''}; only text parts are supported`,
    );
  }
}

/** A detector or evaluator backend is down or timed out: the call fails with 503, never PASS. */
export class AnalysisUnavailableError extends GuardError {
  override name = 'AnalysisUnavailableError';
  constructor(options?: { cause?: unknown }) {
    super('Analysis is temporarily unavailable; retry later', options);
  }
}

/**
 * The name of an unknown request field as it may appear in an error: identifier-shaped names (the typo
 * `processtype`) are echoed to help the caller; anything else could be content and is not.
 */
export function safeFieldName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) ? name : '(unnamed field)';
}

/** Which sealed value a request carried: a restore token or a stream's carry. */
export type SealedField = 'restore_token' | 'restoreToken' | 'carry';

/** A restore token or carry that is malformed, tampered with, of another project or of another kind. */
export class InvalidSealedValueError extends GuardError {
  override name = 'InvalidSealedValueError';
  constructor(readonly field: SealedField) {
    super(
      field === 'carry'
        ? 'The carry is not valid: send the carry the previous response of this stream returned, unchanged'
        : 'The restore token is not valid for this project: send the token a guard call of this project returned, unchanged',
    );
  }
}

/** A restore token or carry past its expiry. */
export class SealedValueExpiredError extends GuardError {
  override name = 'SealedValueExpiredError';
  constructor(readonly field: SealedField) {
    super(field === 'carry' ? 'The carry has expired: start the stream again' : 'The restore token has expired');
  }
}

/** Reversible masking is used but the service has no restore key (deployment configuration). */
export class RestoreKeyUnavailableError extends GuardError {
  override name = 'RestoreKeyUnavailableError';
  constructor(options?: { cause?: unknown }) {
    super('The restore key is not available', options);
  }
}
