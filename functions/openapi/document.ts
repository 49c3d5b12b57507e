import * as z from '../zod';
import { API_ROUTES, type ApiRoute } from './routes';
import { COMPONENT_SCHEMAS, errorSchema, ref, type JsonSchema } from './schemas';

export const API_KEY_SCHEME = 'apiKey';
/** The header LiteLLM sends its guardrail `api_key` in (the LiteLLM route only). */
export const X_API_KEY_SCHEME = 'xApiKey';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Missing, malformed, unknown or revoked API key',
  403: 'Forbidden',
  404: 'Not found',
  413: 'Request body too large',
  415: 'Content-Type is not application/json',
  422: 'Content that cannot be analyzed',
  429: 'Throttled by the API stage',
  500: 'Internal error',
  503: 'Temporarily unavailable (retry), or an analysis past its deadline (`details.budget_ms`: send less text)',
};

/** A zod request schema as JSON Schema: the accepted input, with limits zod checks in code written out. */
function requestSchema(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  // `tracing.metadata` allows at most 50 keys (a refinement zod cannot export).
  const metadata = (((json.properties as JsonSchema | undefined)?.tracing as JsonSchema | undefined)?.properties as JsonSchema | undefined)
    ?.metadata as JsonSchema | undefined;
  if (metadata) metadata.maxProperties = 50;
  return json;
}

function operation(route: ApiRoute): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    [route.success.status]: { description: route.success.description, content: { 'application/json': { schema: route.success.schema } } },
  };
  for (const [status, codes] of Object.entries(route.errors)) {
    const n = Number(status);
    const schema = errorSchema(codes!);
    responses[status] = {
      description: `${STATUS_TEXT[n] ?? 'Error'}: ${codes!.map((c) => `\`${c}\``).join(', ')}`,
      content: {
        'application/json': {
          // API Gateway answers a body over its 10 MB cap itself.
          schema: n === 413 ? { anyOf: [schema, ref('GatewayMessage')] } : schema,
        },
      },
    };
  }
  responses['429'] = {
    description: `${STATUS_TEXT[429]} (API Gateway's answer, not the service's error body)`,
    content: { 'application/json': { schema: ref('GatewayMessage') } },
  };
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    tags: [...route.tags],
    security: route.apiKey ? [{ [API_KEY_SCHEME]: [] }, ...(route.xApiKey ? [{ [X_API_KEY_SCHEME]: [] }] : [])] : [],
    ...(route.parameters ? { parameters: route.parameters.map((p) => ({ ...p, required: p.required ?? false })) } : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: requestSchema(route.body) } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every registered route (routes.ts). */
export function buildOpenApiDocument(routes: readonly ApiRoute[] = API_ROUTES): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const [method, path] = route.key.split(' ') as [string, string];
    (paths[path] ??= {})[method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Content Guard',
      version: '1',
      description:
        'Inspects the chat messages of LLM applications against the policies of a Guardian (PASS, MASK, BLOCK), ' +
        "restores masked values into a model's answer, guards streamed answers, serves LiteLLM's Generic Guardrail " +
        'API, and de-identifies S3 objects in batch jobs.',
    },
    servers: [{ url: 'http://127.0.0.1:8787', description: 'npm start' }],
    tags: [
      { name: 'inline', description: 'The inline guard' },
      { name: 'batch', description: 'Batch de-identification jobs' },
      { name: 'meta', description: 'This description' },
    ],
    paths,
    components: {
      schemas: COMPONENT_SCHEMAS,
      securitySchemes: {
        [API_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: 'X-Svc-Guard-Api-Key' },
        [X_API_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The same key, as LiteLLM sends it.' },
      },
    },
  };
}
