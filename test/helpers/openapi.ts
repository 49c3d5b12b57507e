/** Validation of requests and responses against the committed OpenAPI document (functions/openapi/openapi.json). */
import Ajv2020 from 'ajv/dist/2020';
import document from '../../functions/openapi/openapi.json';

const ID = 'https://content-guard.invalid/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('date-time', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
ajv.addSchema({ ...document, $id: ID });

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const cache = new Map<string, ReturnType<typeof ajv.compile>>();

function validator(ref: string) {
  let v = cache.get(ref);
  if (!v) cache.set(ref, (v = ajv.compile({ $ref: `${ID}#/${ref}` })));
  return v;
}

type Doc = { paths: Record<string, Record<string, any>> };
const paths = (document as unknown as Doc).paths;

/** The operation of a route key (`POST /v1/guard/api`); a concrete path matches a `{param}` template. */
export function findOperation(method: string, path: string): { template: string; operation: any } | undefined {
  for (const [template, ops] of Object.entries(paths)) {
    const re = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (re.test(path) && ops[method.toLowerCase()]) return { template, operation: ops[method.toLowerCase()] };
  }
  return undefined;
}

/** Errors of a JSON value against the request body schema of an operation (empty when valid). */
export function requestErrors(method: string, path: string, body: unknown): string[] {
  const found = findOperation(method, path);
  if (!found) return [`no operation ${method} ${path}`];
  if (!found.operation.requestBody) return ['the operation takes no body'];
  const v = validator(pointer('paths', found.template, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'));
  return v(body) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** Errors of a response (status and JSON body) against the document (empty when it agrees). */
export function responseErrors(method: string, path: string, status: number, body: unknown): string[] {
  const found = findOperation(method, path);
  if (!found) return [`no operation ${method} ${path}`];
  if (!found.operation.responses[String(status)]) return [`status ${status} is not declared for ${method} ${found.template}`];
  const v = validator(pointer('paths', found.template, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema'));
  return v(body) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Every (route key, status, error code) the document declares. */
export function declaredErrors(): [string, number, string][] {
  const out: [string, number, string][] = [];
  for (const [template, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        const codes = response.content['application/json'].schema;
        const enumOf = (s: any): string[] => s?.properties?.error?.properties?.code?.enum ?? (s?.anyOf ?? []).flatMap(enumOf);
        for (const code of enumOf(codes)) out.push([`${method.toUpperCase()} ${template}`, Number(status), code]);
      }
    }
  }
  return out;
}

export { document as openApiDocument };

/** Errors of a value against one component schema (`DetectedItem`, …). */
export function componentErrors(name: string, value: unknown): string[] {
  const v = validator(pointer('components', 'schemas', name));
  return v(value) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
