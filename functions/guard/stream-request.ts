import * as z from '../zod';
import { formatPath } from '../guardians/parse';
import { InvalidRequestError, safeFieldName } from './errors';

/** A sealed value's size cap: a token of thousands of pairs fits; anything bigger is not ours. */
const sealedValue = z.string().check(z.minLength(1), z.maxLength(512 * 1024));

/**
 * `POST /v1/guard/restore` (snake_case, as the batch body). One text: `{restore_token, text}`. A stream: the
 * first chunk with `stream: true`, each next one with the `carry` the previous response returned, the last with
 * `final: true`.
 */
export const restoreRequestSchema = z.strictObject({
  restore_token: sealedValue,
  text: z.string(),
  stream: z.optional(z.boolean()),
  carry: z.optional(sealedValue),
  final: z.optional(z.boolean()),
});
export type RestoreRequest = z.output<typeof restoreRequestSchema>;

/**
 * `POST /v1/guard/stream`: output guarding over chunks. `restore_token` continues the numbering of the prompt's
 * call; with `restore: true` the released text also has that call's placeholders restored.
 */
export const guardStreamRequestSchema = z.strictObject({
  process_type: z.string().check(z.maxLength(64)),
  text: z.string(),
  carry: z.optional(sealedValue),
  final: z.optional(z.boolean()),
  restore_token: z.optional(sealedValue),
  restore: z.optional(z.boolean()),
});
export type GuardStreamRequest = z.output<typeof guardStreamRequestSchema>;

/** Validates a parsed JSON body against a strict schema; the error names the first offending field only. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidRequestError('', 'the body must be a JSON object');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as z.output<S>;
  const issue = parsed.error.issues[0]!;
  let field = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    field = [field, safeFieldName(issue.keys[0]!)].filter(Boolean).join('.');
    throw new InvalidRequestError(field, 'unknown field');
  }
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    throw new InvalidRequestError(field, 'is required');
  }
  throw new InvalidRequestError(field, issue.message);
}
