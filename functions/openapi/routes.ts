import * as z from '../zod';
import { litellmRequestSchema } from '../guard/litellm-request';
import { guardRequestSchema } from '../guard/request';
import { guardStreamRequestSchema, restoreRequestSchema } from '../guard/stream-request';
import type { ErrorCode } from '../handlers/errors';
import { createJobSchema } from '../jobs/intake';
import { MAX_SEARCH_LIMIT, DEFAULT_SEARCH_LIMIT } from '../jobs/query';
import { ref, type JsonSchema } from './schemas';
import { OPENAPI_ROUTE_KEY } from './serve';

/** One query or path parameter. */
export interface ApiParameter {
  readonly name: string;
  readonly in: 'query' | 'path';
  readonly required?: boolean;
  readonly description: string;
  readonly schema: JsonSchema;
}

/** A success answer: its status, what it means and its body schema. */
export interface ApiSuccess {
  readonly status: number;
  readonly description: string;
  readonly schema: JsonSchema;
}

/**
 * One route of the HTTP API, registered once: the OpenAPI document (functions/openapi/openapi.json, `npm run docs`)
 * is built from this list, and tests check that the local server and the CDK API serve exactly these routes.
 */
export interface ApiRoute {
  /** The HTTP API route key: `METHOD /path`, `{name}` for a path parameter. */
  readonly key: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Needs the `X-Svc-Guard-Api-Key` header. */
  readonly apiKey: boolean;
  /** The key may come as `x-api-key` instead (LiteLLM sends its guardrail `api_key` so). */
  readonly xApiKey?: boolean;
  /** The JSON request body: the zod schema the handler validates with (converted, never rewritten by hand). */
  readonly body?: z.ZodMiniType;
  readonly parameters?: readonly ApiParameter[];
  readonly success: ApiSuccess;
  /** Every error the handler can answer, by status. */
  readonly errors: Readonly<Partial<Record<number, readonly ErrorCode[]>>>;
}

/** What every keyed route can answer before its own logic runs. */
const KEYED_ERRORS = {
  401: ['MISSING_API_KEY', 'INVALID_API_KEY'],
  500: ['INTERNAL_ERROR'],
  503: ['ANALYSIS_UNAVAILABLE'],
} as const satisfies Record<number, readonly ErrorCode[]>;

/** A sealed value the handler opens: a restore token or a stream's carry (functions/guard/README.md). */
const TOKEN_ERRORS = ['INVALID_RESTORE_TOKEN', 'RESTORE_TOKEN_EXPIRED'] as const satisfies readonly ErrorCode[];
const CARRY_ERRORS = ['INVALID_CARRY', 'CARRY_EXPIRED'] as const satisfies readonly ErrorCode[];

/** And a route with a JSON body. */
const BODY_ERRORS = {
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
} as const satisfies Record<number, readonly ErrorCode[]>;

export const API_ROUTES: readonly ApiRoute[] = [
  {
    key: 'POST /v1/guard/api',
    operationId: 'guard',
    summary: 'Inspect chat messages against the Guardian of the API key',
    description:
      'Inspects the `user` messages with the policies of the process type and answers PASS, MASK (with the masked ' +
      'content to forward) or BLOCK. A policy-not-required process type judges the content against ' +
      '`additionalData.check_criteria` instead. With `restore.enabled` on the Guardian a MASK answer carries ' +
      '`restore_token` (send it to `POST /v1/guard/restore`, or as `restoreToken` with the next turn); in monitor ' +
      'mode the answer is PASS with `monitored_action`. An analysis past its deadline is 503 with `details.budget_ms`.',
    tags: ['inline'],
    apiKey: true,
    body: guardRequestSchema,
    parameters: [
      {
        name: 'explain',
        in: 'query',
        description: 'Adds an `explanation` to every detected item.',
        schema: { type: 'string', enum: ['true', 'false'], default: 'false' },
      },
    ],
    success: { status: 200, description: 'The verdict, per part and overall.', schema: ref('GuardResponse') },
    errors: {
      400: ['INVALID_REQUEST', 'UNSUPPORTED_PROCESS_TYPE', ...TOKEN_ERRORS],
      ...BODY_ERRORS,
      422: ['UNANALYZABLE_CONTENT'],
      ...KEYED_ERRORS,
    },
  },
  {
    key: 'POST /v1/guard/restore',
    operationId: 'restore',
    summary: 'Put the originals of a restore token back into a text, at once or over a stream',
    description:
      'Placeholders of the token are restored, also reformatted ones (`[person_1]`, `EMAIL_ADDRESS_1`); others stay. ' +
      'A stream: the first chunk with `stream: true`, each next one with the `carry` of the previous answer, the last ' +
      'with `final: true`. No Guardian policy runs. A deployment without a restore key answers 503.',
    tags: ['inline'],
    apiKey: true,
    body: restoreRequestSchema,
    success: { status: 200, description: 'The restored text (a stream: the released piece and the carry).', schema: ref('RestoreResponse') },
    errors: {
      400: ['INVALID_REQUEST', ...TOKEN_ERRORS, ...CARRY_ERRORS],
      ...BODY_ERRORS,
      ...KEYED_ERRORS,
    },
  },
  {
    key: 'POST /v1/guard/stream',
    operationId: 'guardStream',
    summary: "Guard a model's answer chunk by chunk (and restore the prompt's placeholders)",
    description:
      "Inspects the answer segment by segment with the policies of `process_type` (policy process types only); " +
      'nothing detected is released before its segment is complete. `restore_token` continues the numbering of the ' +
      "prompt's call; with `restore: true` the released text also has that call's placeholders restored. A BLOCK ends " +
      'the stream (no carry).',
    tags: ['inline'],
    apiKey: true,
    body: guardStreamRequestSchema,
    success: { status: 200, description: 'The released piece, the verdict so far and the carry.', schema: ref('GuardStreamResponse') },
    errors: {
      400: ['INVALID_REQUEST', 'UNSUPPORTED_PROCESS_TYPE', ...TOKEN_ERRORS, ...CARRY_ERRORS],
      ...BODY_ERRORS,
      ...KEYED_ERRORS,
    },
  },
  {
    key: 'POST /v1/litellm/beta/litellm_basic_guardrail_api',
    operationId: 'litellmGuardrail',
    summary: "LiteLLM's Generic Guardrail API: pre-call masking or blocking, post-call guarding and restore",
    description:
      "Set LiteLLM's `api_base` to `{base_url}/v1/litellm`; its `api_key` (a Content Guard key) arrives as `x-api-key`. " +
      "Fields LiteLLM sends that are not used are accepted; `additional_provider_specific_params` is checked strictly. " +
      'A non-empty `images` is 422. The stored restore token of a call is opened on the post-call: one that fails to ' +
      'open is 400 `INVALID_RESTORE_TOKEN`.',
    tags: ['inline'],
    apiKey: true,
    xApiKey: true,
    body: litellmRequestSchema,
    success: { status: 200, description: "LiteLLM's answer: NONE, GUARDRAIL_INTERVENED (texts) or BLOCKED.", schema: ref('LitellmResponse') },
    errors: {
      400: ['INVALID_REQUEST', 'UNSUPPORTED_PROCESS_TYPE', 'INVALID_RESTORE_TOKEN'],
      ...BODY_ERRORS,
      422: ['UNANALYZABLE_CONTENT'],
      ...KEYED_ERRORS,
    },
  },
  {
    key: 'POST /v1/guard/s3',
    operationId: 'createJob',
    summary: 'De-identify one S3 object into a target address (a batch job)',
    description:
      'Validates the key, the kill switch, `process_type` and the storage scopes, then queues the job. Everything ' +
      'about the object itself is reported on the job record.',
    tags: ['batch'],
    apiKey: true,
    body: createJobSchema,
    success: { status: 202, description: 'The job was created and queued.', schema: ref('JobCreated') },
    errors: {
      400: ['INVALID_REQUEST', 'UNSUPPORTED_PROCESS_TYPE', 'TARGET_OVERLAPS_SOURCE'],
      403: ['SCOPE_DENIED', 'KILL_SWITCH_ACTIVE'],
      409: ['TARGET_CONFLICT'],
      ...BODY_ERRORS,
      ...KEYED_ERRORS,
    },
  },
  {
    key: 'GET /v1/guard/s3/jobs/{job_id}',
    operationId: 'getJob',
    summary: "A job's status and results",
    description: "Another project's job, an expired one and an unknown id all answer the same 404.",
    tags: ['batch'],
    apiKey: true,
    parameters: [{ name: 'job_id', in: 'path', required: true, description: 'The id `POST /v1/guard/s3` returned.', schema: { type: 'string' } }],
    success: { status: 200, description: 'The job.', schema: ref('JobStatus') },
    errors: { 403: ['KILL_SWITCH_ACTIVE'], 404: ['JOB_NOT_FOUND'], ...KEYED_ERRORS },
  },
  {
    key: 'GET /v1/guard/s3/jobs',
    operationId: 'searchJobs',
    summary: "The project's jobs of one source object, newest first",
    description: 'Unknown query parameters are rejected (400 naming the parameter).',
    tags: ['batch'],
    apiKey: true,
    parameters: [
      { name: 'src_s3_url', in: 'query', required: true, description: 'The source address as submitted.', schema: { type: 'string', minLength: 1, maxLength: 2048 } },
      {
        name: 'limit',
        in: 'query',
        description: 'Page size.',
        schema: { type: 'integer', minimum: 1, maximum: MAX_SEARCH_LIMIT, default: DEFAULT_SEARCH_LIMIT },
      },
    ],
    success: { status: 200, description: 'The jobs, without `results`.', schema: ref('JobSearchResult') },
    errors: { 400: ['INVALID_REQUEST'], 403: ['KILL_SWITCH_ACTIVE'], ...KEYED_ERRORS },
  },
  {
    key: OPENAPI_ROUTE_KEY,
    operationId: 'openApi',
    summary: 'This document',
    description: 'The OpenAPI 3.1 description of the API. No key needed.',
    tags: ['meta'],
    apiKey: false,
    success: { status: 200, description: 'The OpenAPI document.', schema: { type: 'object', required: ['openapi', 'paths'] } },
    errors: {},
  },
];
