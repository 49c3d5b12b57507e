/**
 * Google credentials. API keys are `AIza` + 35 characters of `[A-Za-z0-9_-]` (Google Cloud docs, "Manage API
 * keys"; gitleaks rule `gcp-api-key`). OAuth client secrets created since 2021 start with `GOCSPX-` + 28
 * characters (Google Cloud docs, "OAuth client secret format"); older ones are 24 characters with no prefix,
 * so we only report those after a `client_secret` assignment and with enough entropy. OAuth 2.0 access
 * tokens start with `ya29.` (Google Identity docs, token examples).
 */
import { defineSecret, hasCharClasses } from './shared';
import type { DetectorExamples } from '../types';

const K1 = 'AIzaSyFAKEX2dCQaCMRY-hV5tcJMl11bxefDClL';
const K2 = 'AIzaSyFAKE_AUByzYS1U_vcq17cNyuZw2XGPcAT';

export const googleApiKey = defineSecret({
  id: 'google-api-key',
  entity: 'GOOGLE_API_KEY',
  keywords: ['AIza'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])AIza[A-Za-z0-9_-]{35}(?![A-Za-z0-9_-])/g, score: 0.95 }],
  context: ['google', 'api key', 'api_key', 'developer_key', 'firebase', 'maps'],
});

const G1 = 'GOCSPX-FAKEMTAVnTmZrrkg2wUUPv18-5Q9';
const G2 = 'GOCSPX-FAKECwuT5q5OQDaNROHavp6K5i6B';
const L1 = 'FAKEVcIAc5L1Y25vm1Vfidot';
const L2 = 'FAKEBDyrbI3x-00iGocCyp-y';

export const googleOauthClientSecret = defineSecret({
  id: 'google-oauth-client-secret',
  entity: 'GOOGLE_OAUTH_CLIENT_SECRET',
  keywords: ['GOCSPX-', 'client_secret', 'clientSecret', 'CLIENT_SECRET', 'ClientSecret'],
  patterns: [
    { name: 'gocspx', regex: /(?<![A-Za-z0-9_-])GOCSPX-[A-Za-z0-9_-]{28}(?![A-Za-z0-9_-])/g, score: 0.97 },
    {
      name: 'assigned-legacy-secret',
      regex:
        /(?<=(?:client_secret|clientSecret|CLIENT_SECRET|ClientSecret)["']?\s{0,8}(?::|=|=>)\s{0,8}["'])[A-Za-z0-9_-]{24}(?=["'])/g,
      score: 0.7,
    },
  ],
  // Entropy over the whole value keeps `aaaa…` placeholders out; GOCSPX keys pass easily.
  minEntropy: 3.2,
  validate: (v) => v.startsWith('GOCSPX-') || hasCharClasses(v, 2),
  context: ['google', 'oauth', 'client secret', 'client_secret', 'googleusercontent'],
});

const Y1 =
  'ya29.a0FAKE0rY3APZyqIKPHts4IZ3FCtDWTO12V_NB-VbOm703B9vTEyhwK_YwBJ-LSDr4tKp7iCjK4aWUK0iHby_3WQkTvojS0g8feoB_2WrqTtkBlTkPzk0Apy';

export const googleOauthAccessToken = defineSecret({
  id: 'google-oauth-access-token',
  entity: 'GOOGLE_OAUTH_TOKEN',
  keywords: ['ya29.'],
  patterns: [{ name: 'access-token', regex: /(?<![A-Za-z0-9_-])ya29\.[A-Za-z0-9_-]{30,2048}(?![A-Za-z0-9_-])/g, score: 0.9 }],
  minEntropy: 3.5,
  context: ['google', 'access_token', 'bearer', 'oauth'],
});

/** googleApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const googleApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `var DEVELOPER_KEY = '${K1}';`, values: [K1] },
    { text: `value="${K2}"`, values: [K2] },
    { text: `https://maps.googleapis.com/maps/api/js?key=${K1}&callback=init`, values: [K1] },
  ],
  negative: [K1.slice(0, -1), `${K1}x`, K1.replace('AIza', 'AIzb'), `x${K1}`],
});

/** googleOauthClientSecret's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const googleOauthClientSecretExamples = (): DetectorExamples => ({
  positive: [
    { text: `const CLIENTSECRET = "${G1}"`, values: [G1] },
    { text: `"client_secret":"${L1}"`, values: [L1] },
    { text: `'clientSecret' : '${L2}', other: '${G2}'`, values: [L2, G2] },
  ],
  negative: [
    '"client_secret":"aaaaaaaaaaaaaaaaaaaaaaa-"',
    `"client_secret":"${L1}x"`,
    `"name":"${L1}"`,
    'GOCSPX-short',
  ],
});

/** googleOauthAccessToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const googleOauthAccessTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `access_token:\n    '${Y1}'`, values: [Y1] },
    { text: `Authorization: Bearer ${Y1}`, values: [Y1] },
    { text: `{"token":"${Y1}"}`, values: [Y1] },
  ],
  negative: ['ya29.short', 'ya29.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', `xya29.${Y1.slice(5)}`],
});
