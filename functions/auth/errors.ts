/** Authentication failures. Messages never contain the key or its hash. */
export class AuthError extends Error {
  override name = 'AuthError';
}

export class MissingApiKeyError extends AuthError {
  override name = 'MissingApiKeyError';
  constructor() {
    super('The X-Svc-Guard-Api-Key header is required');
  }
}

/** Unknown, revoked or malformed key: one error for all, so a caller cannot tell which. */
export class InvalidApiKeyError extends AuthError {
  override name = 'InvalidApiKeyError';
  constructor() {
    super('The API key is invalid or has been revoked');
  }
}

/** The key's Guardian cannot be loaded or compiled: an operator problem, reported as an internal error. */
export class GuardianUnavailableError extends Error {
  override name = 'GuardianUnavailableError';
  constructor(
    /** `pseudonym_secret_missing`: the Guardian uses pseudonyms but its project has no secret (README). */
    readonly reason: 'missing' | 'invalid' | 'pseudonym_secret_missing',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'pseudonym_secret_missing'
        ? "The API key's Guardian uses pseudonyms but its project has no pseudonym secret (content-guard project rotate-pseudonym-secret)"
        : `The API key's Guardian is ${reason}`,
      options,
    );
  }
}

/** The configuration store could not be read (throttled, unreachable): retryable, reported as 503. */
export class ConfigUnavailableError extends Error {
  override name = 'ConfigUnavailableError';
  constructor(options?: { cause?: unknown }) {
    super('The configuration store is unavailable', options);
  }
}
