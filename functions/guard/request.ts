import * as z from '../zod';
import { formatPath } from '../guardians/parse';
import { InvalidRequestError, safeFieldName } from './errors';

export const MAX_MESSAGES = 1_000;

/** Chat-completions content part. Only `text` parts can be inspected. */
const partSchema = z.looseObject({ type: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * A chat-completions message. Extra fields (`name`, `tool_calls`, `tool_call_id`, …) are kept, as in the
 * chat-completions format; `content` is checked strictly only where it is inspected (`user` messages).
 */
const messageSchema = z.looseObject({
  role: z.string().check(z.minLength(1), z.maxLength(64)),
  content: z.optional(z.union([z.string(), z.array(partSchema), z.null()])),
});

export const tracingSchema = z.strictObject({
  trace_id: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  session_id: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  user_id: z.optional(z.string().check(z.minLength(1), z.maxLength(256))),
  metadata: z.optional(
    z
      .record(z.string().check(z.maxLength(128)), z.unknown())
      .check(z.refine((m) => Object.keys(m).length <= 50, 'at most 50 keys')),
  ),
  tags: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(50))),
});

/** The inline request body (camelCase). Unknown top-level fields are rejected so typos do not pass silently. */
export const guardRequestSchema = z.strictObject({
  messages: z.array(messageSchema).check(z.maxLength(MAX_MESSAGES, `at most ${MAX_MESSAGES} messages`)),
  processType: z.string().check(z.maxLength(64)),
  additionalData: z.optional(z.record(z.string(), z.unknown(), 'must be a JSON object')),
  tracing: z.optional(tracingSchema),
  /**
   * The `restore_token` of the conversation's previous turn: placeholder numbers continue from it (the same
   * value keeps its placeholder), and the new token covers both turns. An extension of interface.md's body.
   */
  restoreToken: z.optional(z.string().check(z.minLength(1), z.maxLength(512 * 1024))),
});

export type GuardRequest = z.output<typeof guardRequestSchema>;
export type GuardMessage = GuardRequest['messages'][number];
export type TracingHints = z.output<typeof tracingSchema>;

/**
 * The `explain` query parameter of the inline call: absent or `false` → off, `true` → on; anything else is a
 * 400 naming the parameter (a typo must not silently turn explanations off).
 */
export function parseExplainParam(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new InvalidRequestError('explain', 'must be true or false');
}

/** Validates a parsed JSON body. Throws InvalidRequestError naming the first offending field. */
export function parseGuardRequest(body: unknown): GuardRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new InvalidRequestError('', 'the body must be a JSON object');
  }
  const parsed = guardRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  let field = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    field = [field, safeFieldName(issue.keys[0]!)].filter(Boolean).join('.');
    throw new InvalidRequestError(field, 'unknown field');
  }
  if (issue.code === 'too_big' && field === 'messages') {
    throw new InvalidRequestError(field, issue.message, { limit: MAX_MESSAGES });
  }
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    throw new InvalidRequestError(field, 'is required');
  }
  throw new InvalidRequestError(field, issue.message);
}
