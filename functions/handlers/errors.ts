import { AnalysisDeadlineError } from '../engine/errors';
import { ConfigUnavailableError, GuardianUnavailableError, InvalidApiKeyError, MissingApiKeyError } from '../auth/errors';
import { EvaluatorUnavailableError } from '../evaluators/types';
import {
  EnqueueFailedError,
  JobNotFoundError,
  KillSwitchActiveError,
  ScopeDeniedError,
  TargetConflictError,
  TargetOverlapsSourceError,
} from '../jobs/errors';
import {
  AnalysisUnavailableError,
  InvalidRequestError,
  InvalidSealedValueError,
  RestoreKeyUnavailableError,
  SealedValueExpiredError,
  UnanalyzableContentError,
  UnsupportedProcessTypeError,
} from '../guard/errors';

/** Errors of the HTTP boundary itself (before any use-case runs). */
export class HttpBoundaryError extends Error {
  override name = 'HttpBoundaryError';
}

export class PayloadTooLargeError extends HttpBoundaryError {
  override name = 'PayloadTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The request body exceeds the limit of ${limitBytes} bytes`);
  }
}

/**
 * The answer to an accepted request would exceed the response limit (masked content grows when short matches get
 * long mask words): refused rather than cut, as a truncated verdict is not a verdict.
 */
export class ResponseTooLargeError extends HttpBoundaryError {
  override name = 'ResponseTooLargeError';
  constructor(readonly limitBytes: number) {
    super(`The response would exceed the limit of ${limitBytes} bytes (masked content is longer than the text sent); send less text per call`);
  }
}

export class UnsupportedMediaTypeError extends HttpBoundaryError {
  override name = 'UnsupportedMediaTypeError';
  constructor() {
    super('Content-Type must be application/json');
  }
}

/** Stable error codes of both APIs (declared per route in functions/openapi/routes.ts). */
export const ERROR_CODES = [
  'INVALID_REQUEST',
  'UNSUPPORTED_PROCESS_TYPE',
  'MISSING_API_KEY',
  'INVALID_API_KEY',
  'SCOPE_DENIED',
  'TARGET_OVERLAPS_SOURCE',
  'TARGET_CONFLICT',
  'KILL_SWITCH_ACTIVE',
  'JOB_NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNANALYZABLE_CONTENT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'ANALYSIS_UNAVAILABLE',
  // Reversible masking and streams (functions/guard/README.md).
  'INVALID_RESTORE_TOKEN',
  'RESTORE_TOKEN_EXPIRED',
  'INVALID_CARRY',
  'CARRY_EXPIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorBody {
  readonly error: { readonly code: ErrorCode; readonly message: string; readonly details: Record<string, unknown> };
}

export interface MappedError {
  readonly status: number;
  readonly body: ErrorBody;
  /** True for failures that are ours (5xx): logged at error level. */
  readonly internal: boolean;
}

/**
 * The one place errors become HTTP responses. Every message here is built from field names, limits and codes;
 * none carries request content. Anything unexpected becomes a generic 500.
 */
export function toHttpError(err: unknown): MappedError {
  const e = (status: number, code: ErrorCode, message: string, details: Record<string, unknown> = {}) => ({
    status,
    body: { error: { code, message, details } },
    internal: status >= 500,
  });
  if (err instanceof InvalidRequestError) {
    return e(400, 'INVALID_REQUEST', err.message, { ...(err.field ? { field: err.field } : {}), ...err.extra });
  }
  if (err instanceof UnsupportedProcessTypeError) {
    return e(400, 'UNSUPPORTED_PROCESS_TYPE', err.message, { supported_process_types: err.supported });
  }
  if (err instanceof InvalidSealedValueError) {
    return e(400, err.field === 'carry' ? 'INVALID_CARRY' : 'INVALID_RESTORE_TOKEN', err.message, { field: err.field });
  }
  if (err instanceof SealedValueExpiredError) {
    return e(400, err.field === 'carry' ? 'CARRY_EXPIRED' : 'RESTORE_TOKEN_EXPIRED', err.message, { field: err.field });
  }
  if (err instanceof RestoreKeyUnavailableError) {
    return e(503, 'ANALYSIS_UNAVAILABLE', 'Analysis is temporarily unavailable; retry later');
  }
  if (err instanceof ScopeDeniedError) return e(403, 'SCOPE_DENIED', err.message, { field: err.field });
  if (err instanceof TargetOverlapsSourceError) {
    return e(400, 'TARGET_OVERLAPS_SOURCE', err.message, { field: 'tgt_s3_url', reason: err.reason });
  }
  if (err instanceof TargetConflictError) return e(409, 'TARGET_CONFLICT', err.message, { field: 'tgt_s3_url' });
  if (err instanceof KillSwitchActiveError) return e(403, 'KILL_SWITCH_ACTIVE', err.message);
  if (err instanceof JobNotFoundError) return e(404, 'JOB_NOT_FOUND', err.message);
  if (err instanceof EnqueueFailedError) return e(503, 'ANALYSIS_UNAVAILABLE', err.message);
  if (err instanceof MissingApiKeyError) return e(401, 'MISSING_API_KEY', err.message);
  if (err instanceof InvalidApiKeyError) return e(401, 'INVALID_API_KEY', err.message);
  if (err instanceof PayloadTooLargeError) {
    return e(413, 'PAYLOAD_TOO_LARGE', err.message, { limit_bytes: err.limitBytes });
  }
  if (err instanceof ResponseTooLargeError) {
    return e(413, 'PAYLOAD_TOO_LARGE', err.message, { response_limit_bytes: err.limitBytes });
  }
  if (err instanceof UnsupportedMediaTypeError) {
    return e(415, 'UNSUPPORTED_MEDIA_TYPE', err.message, { expected: 'application/json' });
  }
  if (err instanceof UnanalyzableContentError) {
    return e(422, 'UNANALYZABLE_CONTENT', err.message, {
      field: err.field,
      ...(err.partType ? { part_type: err.partType } : {}),
    });
  }
  if (err instanceof AnalysisDeadlineError) {
    return e(503, 'ANALYSIS_UNAVAILABLE', `${err.message}: send less text per call, or ask the operator to simplify the Guardian's patterns`, {
      budget_ms: err.budgetMs,
    });
  }
  if (err instanceof AnalysisUnavailableError || err instanceof ConfigUnavailableError || err instanceof EvaluatorUnavailableError) {
    return e(503, 'ANALYSIS_UNAVAILABLE', 'Analysis is temporarily unavailable; retry later');
  }
  if (err instanceof GuardianUnavailableError) {
    return e(500, 'INTERNAL_ERROR', 'The Guardian for this API key cannot be loaded; contact the operator');
  }
  return e(500, 'INTERNAL_ERROR', 'Internal error');
}
