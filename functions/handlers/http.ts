import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { InvalidRequestError } from '../guard/errors';
import type { Log } from './log';
import { PayloadTooLargeError, ResponseTooLargeError, toHttpError, UnsupportedMediaTypeError } from './errors';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;

export const API_KEY_HEADER = 'x-svc-guard-api-key';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Largest response body the inline call returns: well under Lambda's 6 MB synchronous response limit (headers and
 * the gateway's envelope included), so an oversized answer is a clear 413 from us, not a gateway 5xx.
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

export function jsonResponse(statusCode: number, body: unknown, serialized = JSON.stringify(body)): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: serialized,
  };
}

/** The body of a 200 answer, refused with ResponseTooLargeError when over MAX_RESPONSE_BYTES. */
export function boundedBody(body: unknown): string {
  const serialized = JSON.stringify(body);
  // UTF-8 takes at most 3 bytes per UTF-16 unit: only a long answer is measured.
  if (serialized.length * 3 > MAX_RESPONSE_BYTES && Buffer.byteLength(serialized, 'utf8') > MAX_RESPONSE_BYTES) {
    throw new ResponseTooLargeError(MAX_RESPONSE_BYTES);
  }
  return serialized;
}

/** Header lookup that does not depend on the casing the gateway (or the local server) delivers. */
export function header(event: HttpEvent, name: string): string | undefined {
  const headers = event.headers ?? {};
  const direct = headers[name];
  if (direct !== undefined) return direct;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return v;
  return undefined;
}

/**
 * Content type, size limit and JSON parsing of a request body. The size is checked on the decoded bytes
 * before parsing. Parse errors are reported without the parser's message (it quotes the input).
 */
export function readJsonBody(event: HttpEvent, maxBytes: number): unknown {
  const contentType = header(event, 'content-type');
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new UnsupportedMediaTypeError();
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : undefined;
  const size = bytes ? bytes.length : Buffer.byteLength(raw, 'utf8');
  if (size > maxBytes) throw new PayloadTooLargeError(maxBytes);
  let text = raw;
  if (bytes) {
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      throw new InvalidRequestError('', 'the body is not valid UTF-8');
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // a UTF-8 BOM before the JSON is tolerated
  if (text.trim() === '') throw new InvalidRequestError('', 'the body is empty; send a JSON object');
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidRequestError('', 'the body is not valid JSON');
  }
}

/**
 * Maps any error to the documented error body (one mapping for all routes) and logs it: 4xx at info with the
 * status and code, 5xx at error with the error's class name and stack frames (the stack's first line, the
 * message, is dropped: a foreign error's message might quote content).
 */
export function httpErrors(logger: Log): MiddlewareObj<HttpEvent, HttpResult> {
  return {
    onError: async (request) => {
      const mapped = toHttpError(request.error);
      if (!mapped.internal) {
        logger.info('request.rejected', { status: mapped.status, code: mapped.body.error.code });
      } else {
        const err = request.error;
        logger.error('request.failed', {
          code: mapped.body.error.code,
          error_name: err instanceof Error ? err.name : typeof err,
          cause_name: err instanceof Error && err.cause instanceof Error ? err.cause.name : undefined,
          stack: err instanceof Error ? err.stack?.split('\n').slice(1, 8).join('\n') : undefined,
        });
      }
      request.response = jsonResponse(mapped.status, mapped.body);
    },
  };
}
