import * as z from '../zod';

/**
 * LiteLLM's Generic Guardrail API (functions/guard/litellm.md): `POST {api_base}/beta/litellm_basic_guardrail_api`.
 * The body is LiteLLM's: fields we do not use are accepted as they come; ours are in
 * `additional_provider_specific_params` (the guardrail's config), checked strictly so a typo fails loudly.
 */
const litellmParamsSchema = z.strictObject({
  /** The Guardian's process type for prompts (pre-call). @default input */
  request_process_type: z.optional(z.string().check(z.maxLength(64))),
  /** The Guardian's process type for answers (post-call). @default output */
  response_process_type: z.optional(z.string().check(z.maxLength(64))),
});

export const litellmRequestSchema = z.looseObject({
  input_type: z.enum(['request', 'response']),
  texts: z._default(z.array(z.string()).check(z.maxLength(1_000)), []),
  images: z.optional(z.nullable(z.array(z.unknown()))),
  litellm_call_id: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  litellm_trace_id: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
  additional_provider_specific_params: z.optional(z.nullable(litellmParamsSchema)),
});
