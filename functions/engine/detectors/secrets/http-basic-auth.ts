/**
 * HTTP Basic credentials in an `Authorization` header: `Basic base64(user ":" password)` (RFC 7617 §2). The
 * value is decoded and must contain a `:` with a non-empty password, which drops `Basic realm=…` challenges
 * and random base64 that is not a credential pair.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

export function basicCredentialsValid(value: string): boolean {
  const decoded = Buffer.from(value, 'base64').toString('latin1');
  const colon = decoded.indexOf(':');
  // Printable ASCII only (RFC 7617 allows UTF-8; a mis-decoded binary blob is not a credential pair).
  return colon > 0 && colon < decoded.length - 1 && /^[\x20-\x7e\u00a0-\u00ff]+$/.test(decoded);
}

const B1 = 'ZmFrZS11c2VyOk4wdC1hLVJlYWwtcHc='; // fake-user:N0t-a-Real-pw

export const httpBasicAuth = defineSecret({
  id: 'http-basic-auth',
  entity: 'HTTP_BASIC_AUTH',
  // The header's name, as the pattern spells it (`Basic` may be followed by any white space, a line break included).
  keywords: ['Authorization', 'authorization', 'AUTHORIZATION'],
  patterns: [
    {
      name: 'authorization-basic',
      regex: /(?<=(?:[Aa]uthorization|AUTHORIZATION)["']?\s{0,4}[:=]\s{0,4}["']?(?:Basic|basic|BASIC)\s{1,4})[A-Za-z0-9+/]{8,400}={0,2}(?![A-Za-z0-9+/=])/g,
      score: 0.9,
    },
  ],
  validate: basicCredentialsValid,
  context: ['authorization', 'basic auth', 'curl', 'header'],
});

/** httpBasicAuth's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const httpBasicAuthExamples = (): DetectorExamples => ({
  positive: [
    { text: `Authorization: Basic ${B1}`, values: [B1] },
    { text: `curl -H "Authorization: Basic ${B1}" https://api.example.com`, values: [B1] },
    { text: `headers = {'Authorization': 'Basic ${B1}'}`, values: [B1] },
    { text: `headers = {'Authorization': 'Basic\n ${B1}'}`, values: [B1] }, // a line break after the scheme
  ],
  negative: [
    'WWW-Authenticate: Basic realm="example"',
    'Authorization: Basic Zm9vYmFy', // "foobar": no colon
    `Basic ${B1}`, // no Authorization header name
    'Authorization: Basic ZmFrZS11c2VyOg==', // "fake-user:" without a password
  ],
});
