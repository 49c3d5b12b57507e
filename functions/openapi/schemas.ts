import { ERROR_CODES, type ErrorCode } from '../handlers/errors';

/**
 * Response schemas of the HTTP API (JSON Schema 2020-12, as OpenAPI 3.1 uses it). Request schemas are not written
 * here: they are generated from the zod schemas the handlers validate with (routes.ts).
 */
export type JsonSchema = Record<string, unknown>;

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const VERDICT: JsonSchema = { type: 'string', enum: ['PASS', 'MASK', 'BLOCK', 'CHECK'] };
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });

const JOB_SUMMARY_REQUIRED = ['job_id', 'status', 'action', 'src_s3_url', 'tgt_s3_url', 'error', 'created_at', 'completed_at'];
const JOB_SUMMARY_PROPERTIES: Record<string, JsonSchema> = {
  job_id: ref('JobId'),
  status: { type: 'string', enum: ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED'] },
  action: { ...nullable(VERDICT), description: 'The verdict once COMPLETED, else null.' },
  src_s3_url: { type: 'string' },
  tgt_s3_url: { ...nullable({ type: 'string' }), description: 'The object written; null until then, or when nothing is.' },
  error: nullable(ref('JobError')),
  created_at: { type: 'string', format: 'date-time' },
  completed_at: nullable({ type: 'string', format: 'date-time' }),
};

export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
  Verdict: { ...VERDICT, description: 'BLOCK > CHECK > MASK > PASS. CHECK only for Guardians with `verdicts: v1.3`.' },
  Explanation: {
    type: 'object',
    description: 'Only with `?explain=true`: names and scores from the configuration, never the detected value.',
    required: ['detector', 'pattern', 'validation', 'base_score', 'final_score'],
    properties: {
      detector: { type: 'string' },
      pattern: { type: 'string' },
      context_word: { type: 'string' },
      validation: { type: 'string', enum: ['valid', 'not_applicable'] },
      base_score: { type: 'number', minimum: 0, maximum: 1 },
      final_score: { type: 'number', minimum: 0, maximum: 1 },
      normalised: {
        type: 'boolean',
        enum: [true],
        description: 'Present when the value was found after normalisation: its original characters differ from the ones the rule read (fullwidth forms, invisible characters, dash or space variants, look-alike letters).',
      },
    },
    additionalProperties: false,
  },
  DetectedItem: {
    type: 'object',
    required: ['rule_type', 'rule_name', 'action', 'mask_word', 'alert_message'],
    properties: {
      rule_type: { type: 'string', enum: ['ENTITY', 'REGEX', 'DENY_LIST', 'TOPIC', 'WORD', 'PROFANITY', 'CRITERION'] },
      rule_name: { type: 'string' },
      action: ref('Verdict'),
      confidence: { type: 'number', minimum: 0, maximum: 1, description: 'Absent only for a criteria judge that gave none.' },
      mask_word: { type: 'string' },
      alert_message: { type: 'string' },
      count: {
        type: 'integer',
        minimum: 2,
        description: 'Identical items of a part (rule type, rule name, action, mask word) are one item: the occurrences. Absent when 1.',
      },
      explanation: ref('Explanation'),
    },
    additionalProperties: false,
  },
  PolicyResult: {
    type: 'object',
    required: ['policy_name', 'policy_type', 'action', 'detected_items'],
    properties: {
      policy_name: { type: 'string' },
      policy_type: { type: 'string', enum: ['PII', 'TOPIC', 'WORD', 'CRITERIA'] },
      action: ref('Verdict'),
      detected_items: { type: 'array', items: ref('DetectedItem') },
    },
    additionalProperties: false,
  },
  InputResult: {
    type: 'object',
    required: ['index', 'type', 'action', 'results'],
    properties: {
      index: { type: 'integer', minimum: 0, description: "The message's position in `messages`." },
      part_index: { type: 'integer', minimum: 0, description: 'The part of an array `content`.' },
      type: { type: 'string', const: 'text' },
      action: ref('Verdict'),
      processed_content: { type: 'string', description: 'The masked text: on MASK (and CHECK) parts only.' },
      results: { type: 'array', items: ref('PolicyResult') },
    },
    additionalProperties: false,
  },
  GuardResponse: {
    type: 'object',
    required: ['action', 'input_results'],
    properties: {
      action: ref('Verdict'),
      input_results: { type: 'array', items: ref('InputResult') },
      restore_token: {
        ...ref('RestoreToken'),
        description: "On a MASK (or CHECK) answer of a Guardian with `restore.enabled`: the call's placeholders, sealed.",
      },
      monitored: { type: 'boolean', const: true, description: 'Monitor mode: the verdict was computed and recorded, the answer is PASS.' },
      monitored_action: { ...ref('Verdict'), description: 'Monitor mode: the verdict the Guardian computed.' },
    },
    additionalProperties: false,
  },
  RestoreToken: {
    type: 'string',
    minLength: 1,
    description: '`rt1.` + base64url: placeholder → original pairs sealed with AES-256-GCM under the project key: as sensitive as the prompt.',
  },
  RestoreResponse: {
    type: 'object',
    required: ['text'],
    properties: {
      text: { type: 'string', description: 'The text with the placeholders of the token restored (in a stream: the released piece).' },
      carry: { type: 'string', minLength: 1, description: '`rc1.` + base64url. A stream: send it with the next chunk; absent after `final: true`.' },
    },
    additionalProperties: false,
  },
  GuardStreamResponse: {
    type: 'object',
    required: ['action', 'text', 'results'],
    properties: {
      action: { ...ref('Verdict'), description: 'The highest verdict of the stream so far (PASS in monitor mode).' },
      text: { type: 'string', description: 'The released piece: guarded (and restored with `restore: true`) segments.' },
      carry: {
        type: 'string',
        minLength: 1,
        description: '`gc1.` + base64url. Send it with the next chunk; absent after `final: true` and after a BLOCK (the stream is over).',
      },
      results: { type: 'array', items: ref('PolicyResult'), description: 'Policy results of the segments inspected in this call.' },
      monitored: { type: 'boolean', const: true },
      monitored_action: ref('Verdict'),
    },
    additionalProperties: false,
  },
  LitellmResponse: {
    type: 'object',
    description: "LiteLLM's Generic Guardrail API answer (functions/guard/litellm.md).",
    required: ['action'],
    properties: {
      action: { type: 'string', enum: ['NONE', 'GUARDRAIL_INTERVENED', 'BLOCKED'] },
      texts: { type: 'array', items: { type: 'string' }, description: 'GUARDRAIL_INTERVENED: every text, in the order sent.' },
      blocked_reason: { type: 'string', description: 'BLOCKED: names the policies, never content.' },
      stream_holdback_chars: {
        type: 'array',
        items: { type: 'integer', minimum: 0 },
        description: 'Post-call: per text, the trailing characters that may still change as a streamed answer grows.',
      },
    },
    additionalProperties: false,
  },
  JobCreated: {
    type: 'object',
    required: ['job_id', 'status'],
    properties: { job_id: ref('JobId'), status: { type: 'string', const: 'PENDING' } },
    additionalProperties: false,
  },
  JobId: { type: 'string', pattern: '^job_[0-9A-HJKMNP-TV-Z]{26}$' },
  JobItem: {
    type: 'object',
    description: 'A detected item of a job: identical items (rule, action, mask word) merged with a count.',
    required: ['rule_type', 'rule_name', 'action', 'mask_word', 'alert_message', 'count'],
    properties: {
      rule_type: { type: 'string' },
      rule_name: { type: 'string' },
      action: ref('Verdict'),
      confidence: { type: 'number', minimum: 0, maximum: 1 },
      mask_word: { type: 'string' },
      alert_message: { type: 'string' },
      count: { type: 'integer', minimum: 1 },
    },
    additionalProperties: false,
  },
  JobPolicyResult: {
    type: 'object',
    required: ['policy_name', 'policy_type', 'action', 'detected_items'],
    properties: {
      policy_name: { type: 'string' },
      policy_type: { type: 'string' },
      action: ref('Verdict'),
      detected_items: { type: 'array', items: ref('JobItem') },
    },
    additionalProperties: false,
  },
  JobError: {
    type: 'object',
    required: ['code', 'message', 'details'],
    properties: {
      code: {
        type: 'string',
        enum: [
          'SOURCE_NOT_FOUND',
          'SOURCE_ACCESS_DENIED',
          'SOURCE_TOO_LARGE',
          'UNSUPPORTED_FORMAT',
          'INVALID_ENCODING',
          'MALFORMED_CONTENT',
          'TARGET_WRITE_FAILED',
          'PROCESSING_FAILED',
          'INTERNAL_ERROR',
        ],
      },
      message: { type: 'string' },
      details: { type: 'object' },
    },
    additionalProperties: false,
  },
  JobSummary: {
    type: 'object',
    description: 'A job in a search listing: its status without `results`.',
    required: JOB_SUMMARY_REQUIRED,
    properties: JOB_SUMMARY_PROPERTIES,
    additionalProperties: false,
  },
  JobStatus: {
    type: 'object',
    required: [...JOB_SUMMARY_REQUIRED, 'results'],
    properties: {
      ...JOB_SUMMARY_PROPERTIES,
      results: { type: 'array', items: ref('JobPolicyResult'), description: 'Per policy; empty until the job completes.' },
    },
    additionalProperties: false,
  },
  JobSearchResult: {
    type: 'object',
    required: ['jobs'],
    properties: { jobs: { type: 'array', items: ref('JobSummary'), maxItems: 100 } },
    additionalProperties: false,
  },
  Error: {
    type: 'object',
    description: 'Every error of the service. Messages and details name fields, limits and codes, never content.',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message', 'details'],
        properties: {
          code: { type: 'string', enum: [...ERROR_CODES] },
          message: { type: 'string' },
          details: {
            type: 'object',
            description:
              '`field` names the offending field; limits as `limit_bytes`, `response_limit_bytes`, `limit`; ' +
              '`supported_process_types`; `budget_ms` for an analysis past its deadline (503).',
          },
        },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  GatewayMessage: {
    type: 'object',
    description: "API Gateway's own answers (throttling, bodies over 10 MB): not the service's error body.",
    required: ['message'],
    properties: { message: { type: 'string' } },
    additionalProperties: false,
  },
};

/** The error body restricted to the codes one status of one route can carry. */
export function errorSchema(codes: readonly ErrorCode[]): JsonSchema {
  return {
    allOf: [ref('Error')],
    properties: { error: { properties: { code: { enum: [...codes] } } } },
  };
}

export { ref };
