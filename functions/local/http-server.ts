import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import type { HttpEvent, HttpResult } from '../handlers/http';

export type RouteHandler = (event: HttpEvent, context: Context) => Promise<HttpResult>;

/** API Gateway HTTP APIs accept payloads up to 10 MB; the local server refuses larger bodies the same way. */
const GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * A loopback HTTP server that turns each request into an API Gateway HTTP API (payload v2.0) event and calls
 * the same Lambda handler as in AWS. Routes are `"METHOD /path"` keys, as HTTP API route keys are.
 */
export function createLocalHttpServer(routes: Readonly<Record<string, RouteHandler>>): Server {
  const compiled = compileRoutes(routes);
  return createServer((req, res) => {
    void serve(compiled, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"Internal Server Error"}');
    });
  });
}

interface CompiledRoute {
  readonly routeKey: string;
  readonly method: string;
  /** Path segments: a literal, or `{name}` capturing one segment. */
  readonly parts: readonly ({ readonly literal: string } | { readonly param: string })[];
  readonly handler: RouteHandler;
}

/** Route keys are parsed once, not on every request. */
function compileRoutes(routes: Readonly<Record<string, RouteHandler>>): readonly CompiledRoute[] {
  return Object.entries(routes).map(([routeKey, handler]) => {
    const [method, template] = routeKey.split(' ') as [string, string];
    const parts = template
      .split('/')
      .map((p) => (p.startsWith('{') && p.endsWith('}') ? { param: p.slice(1, -1) } : { literal: p }));
    return { routeKey, method, parts, handler };
  });
}

/**
 * Finds the route for a request the way HTTP API route keys match: literal segments, or `{name}` segments
 * that capture one path segment into `pathParameters`.
 */
function match(routes: readonly CompiledRoute[], method: string, path: string) {
  const segments = path.split('/');
  for (const route of routes) {
    if (route.method !== method || route.parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = route.parts.every((p, i) => {
      const seg = segments[i]!;
      if ('param' in p) {
        if (seg === '') return false;
        params[p.param] = decodeURIComponent(seg);
        return true;
      }
      return p.literal === seg;
    });
    if (ok) return { routeKey: route.routeKey, handler: route.handler, params };
  }
  return undefined;
}

async function serve(routes: readonly CompiledRoute[], req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let matched;
  try {
    matched = match(routes, req.method ?? 'GET', url.pathname);
  } catch {
    matched = undefined; // a malformed %-escape in the path
  }
  if (!matched) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
    return;
  }
  const body = await readBody(req);
  if (body === undefined) {
    res.writeHead(413, { 'content-type': 'application/json' }).end('{"message":"Request Entity Too Large"}');
    return;
  }
  const { routeKey, handler: route, params } = matched;
  const requestId = randomUUID();
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  }
  const now = Date.now();
  const event: HttpEvent = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
    // Like API Gateway: text bodies arrive as strings, anything that is not valid UTF-8 as base64.
    ...encodeBody(body),
  };
  const context = { awsRequestId: requestId, functionName: 'local', getRemainingTimeInMillis: () => 30_000 } as Context;
  const result = await route(event, context);
  res.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
  res.end(result.body ?? '');
}

function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > GATEWAY_MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? undefined : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function listen(server: Server, port: number, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return `http://${host}:${address.port}`;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function encodeBody(body: Buffer): { body: string | undefined; isBase64Encoded: boolean } {
  if (body.length === 0) return { body: undefined, isBase64Encoded: false };
  try {
    return { body: strictUtf8.decode(body), isBase64Encoded: false };
  } catch {
    return { body: body.toString('base64'), isBase64Encoded: true };
  }
}
