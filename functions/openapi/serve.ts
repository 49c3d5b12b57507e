import type { HttpResult } from '../handlers/http';
import document from './openapi.json';

/** The route of the OpenAPI document: no API key, served by the jobs API function (and by `npm start`). */
export const OPENAPI_ROUTE_KEY = 'GET /v1/openapi.json';

const body = JSON.stringify(document);

/** The committed document (functions/openapi/openapi.json, written by `npm run docs`), as served. */
export function openApiResponse(): HttpResult {
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' },
    body,
  };
}
