/**
 * JSON Web Tokens (RFC 7519, compact JWS serialisation, RFC 7515 §7.1): three base64url segments separated by
 * dots. Header and payload are JSON objects, so both segments start with `eyJ` (base64 of `{"`). We decode the
 * header and require a JSON object that names an `alg` (RFC 7515 §4.1.1 makes `alg` mandatory) — this drops
 * look-alikes such as `eye.eyeable.should` and Grafana's single-segment `eyJrIjoi…` keys.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

function decodeBase64Url(segment: string): string {
  return Buffer.from(segment, 'base64url').toString('latin1');
}

/**
 * The decoded header must open a JSON object whose first members include `"alg"`. We check the text rather
 * than `JSON.parse` so a token with a corrupted byte later in the header (common in pasted or redacted
 * samples) is still recognised.
 */
export function jwtHeaderHasAlg(token: string): boolean {
  const dot = token.indexOf('.');
  if (dot <= 0) return false;
  const header = decodeBase64Url(token.slice(0, dot));
  return /^\s*\{[^}]{0,200}"alg"\s*:\s*"[A-Za-z0-9+-]{2,20}"/.test(header);
}

const H = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9'; // {"alg":"HS256","typ":"JWT"}
const P = 'eyJzdWIiOiJmYWtlLXVzZXIiLCJuYW1lIjoiRmFrZSBVc2VyIiwiaWF0IjoxNzAwMDAwMDAwfQ'; // {"sub":"fake-user",…}
const SIG = 'FAKESX5sPQTPfhdnsFkQQLYUosVhpe_bQaypX80Iomy';
const JWT = `${H}.${P}.${SIG}`;
const NONE = 'eyJhbGciOiJub25lIn0'; // {"alg":"none"}
const UNSIGNED = `${NONE}.${P}.`;
const NO_ALG = 'eyJ0eXAiOiJKV1QifQ'; // {"typ":"JWT"}

export const jsonWebToken = defineSecret({
  id: 'json-web-token',
  entity: 'JSON_WEB_TOKEN',
  keywords: ['eyJ'],
  patterns: [
    {
      name: 'compact-jws',
      regex: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{10,1000}\.eyJ[A-Za-z0-9_-]{2,8000}\.[A-Za-z0-9_-]{0,1000}(?![A-Za-z0-9_-])/g,
      score: 0.9,
    },
  ],
  validate: jwtHeaderHasAlg,
  context: ['jwt', 'bearer', 'token', 'authorization', 'id_token', 'access_token'],
});

/** jsonWebToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const jsonWebTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `Authorization: Bearer ${JWT}`, values: [JWT] },
    { text: `ANON_KEY=${JWT}`, values: [JWT] },
    { text: `{"id_token":"${UNSIGNED}"}`, values: [UNSIGNED] },
  ],
  negative: [
    'eye.eyeable.should be_nill',
    `${NO_ALG}.${P}.${SIG}`, // header without alg
    'eyJrIjoiWHZiSWd5NzdCYUZnNUtibE8obUpESmE2bzJYNDRIc1UiLCJuIjoibXlrZXkiLCJpZCI7MX1', // one segment
    `${H}.bm90LWpzb24.${SIG}`, // payload is not JSON
  ],
});
