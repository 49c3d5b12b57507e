/**
 * Prefixed tokens of developer tools and SaaS:
 * - Atlassian (Jira / Confluence) API tokens: `ATATT3` + ~180 characters ending in `=` + 8 hex (gitleaks
 *   `atlassian-api-token`).
 * - Sourcegraph access tokens: `sgp_` + (16 hex or `local`) + `_` + 40 hex, or the older `sgp_` + 40 hex.
 * - Postman API keys: `PMAK-` + 24 hex + `-` + 34 hex (Postman docs, "Postman API keys").
 * - Figma personal access tokens: `figd_` + 40 characters (current format), or the older `<4 digits>-<uuid>`
 *   sent in an `X-Figma-Token` header (Figma REST API docs, "Authentication").
 * - Adafruit IO keys: `aio_` + 28 alphanumerics.
 * - age secret keys: `AGE-SECRET-KEY-1` + 58 Bech32 characters (age specification, "Native X25519 keys").
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const ATATT =
  'ATATT3xFfGF0FAKE1CtZSc6SX0-Raa2UHigsTppPUhAesaX6LTLs68YnTjToW3vq76Ge2HQ3Bs59AczcN19W9UAcXYb2U-dDUiD6TCUiDKJ2CUDYpgcRPzN7mpnUaw6Ke9ZkUFmFk4Rmyg3ozlBg-o2ZV-2-ep6ELoTaaF2xlIttBU4av6UpbV=53D242FC';

export const atlassianApiToken = defineSecret({
  id: 'atlassian-api-token',
  entity: 'ATLASSIAN_API_TOKEN',
  keywords: ['ATATT3'],
  patterns: [
    {
      name: 'api-token',
      regex: /(?<![A-Za-z0-9_-])ATATT3[A-Za-z0-9_=-]{100,300}(?:=[A-F0-9]{8})?(?![A-Za-z0-9_=-])/g,
      score: 0.95,
    },
  ],
  context: ['jira', 'confluence', 'atlassian', 'api_token'],
});

const SGP = 'sgp_8d1fd37026283c36_a15bd08b93b9a62f7c639ce9b2902fa05060a569';

export const sourcegraphAccessToken = defineSecret({
  id: 'sourcegraph-access-token',
  entity: 'SOURCEGRAPH_TOKEN',
  keywords: ['sgp_'],
  patterns: [
    {
      name: 'access-token',
      regex: /(?<![A-Za-z0-9_-])sgp_(?:[0-9a-f]{16}_|local_)?[0-9a-f]{40}(?![A-Za-z0-9_-])/g,
      score: 0.95,
    },
  ],
  context: ['sourcegraph', 'access token', 'token'],
});

const PMAK = 'PMAK-f73a63df805dd5e80729c263-654c028b4e1445c2360ac8c0db25c2f6d7';

export const postmanApiKey = defineSecret({
  id: 'postman-api-key',
  entity: 'POSTMAN_API_KEY',
  keywords: ['PMAK-'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])PMAK-[0-9a-f]{24}-[0-9a-f]{34}(?![A-Za-z0-9_-])/g, score: 0.97 }],
  context: ['postman', 'x-api-key', 'api key'],
});

export const adafruitIoKey = defineSecret({
  id: 'adafruit-io-key',
  entity: 'ADAFRUIT_IO_KEY',
  keywords: ['aio_'],
  patterns: [{ name: 'io-key', regex: /(?<![A-Za-z0-9_-])aio_[A-Za-z0-9]{28}(?![A-Za-z0-9_-])/g, score: 0.9 }],
  minEntropy: 3.5,
  context: ['adafruit', 'io_key', 'aio'],
});

const AGE = 'AGE-SECRET-KEY-1FY8MDPEM5K3KULWSKKV0Y6UR0Y596XSMQ6K5JQSN65A0T2WPY6HEUU5N0F';

export const ageSecretKey = defineSecret({
  id: 'age-secret-key',
  entity: 'AGE_SECRET_KEY',
  keywords: ['AGE-SECRET-KEY-1'],
  // Bech32 data alphabet (BIP 173): digits and lower-case letters minus 1, b, i, o; age upper-cases it.
  patterns: [{ name: 'secret-key', regex: /(?<![A-Za-z0-9_-])AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}(?![A-Za-z0-9_-])/g, score: 0.99 }],
  context: ['age', 'identity', 'secret key', 'sops'],
});

const FIGD = 'figd_FAKE5WhqBTxDo8dyc0_9lfAaHIXYqJl0kQ2xOpL7';

export const figmaPat = defineSecret({
  id: 'figma-pat',
  entity: 'FIGMA_TOKEN',
  keywords: ['figd_', 'Figma-Token', 'figma-token', 'FIGMA-TOKEN'],
  patterns: [
    { name: 'figd', regex: /(?<![A-Za-z0-9_-])figd_[A-Za-z0-9_-]{40}(?![A-Za-z0-9_-])/g, score: 0.95 },
    {
      name: 'legacy-header',
      regex:
        /(?<=[Ff][Ii][Gg][Mm][Aa]-[Tt][Oo][Kk][Ee][Nn]["']?\s{0,4}:\s{0,4})[0-9]{4,6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![A-Za-z0-9_-])/g,
      score: 0.9,
    },
  ],
  context: ['figma', 'x-figma-token', 'token'],
});

/** atlassianApiToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const atlassianApiTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `api_token = '${ATATT}'`, values: [ATATT] },
    { text: `JIRA_API_TOKEN="${ATATT}"`, values: [ATATT] },
    { text: `env('JIRA_API_TOKEN', '${ATATT.slice(0, 120)}`, values: [ATATT.slice(0, 120)] },
  ],
  negative: ['ATATT3xFfGF0short', `x${ATATT}`, 'ATATT4xFfGF0FAKE1CtZSc6SX0-Raa2UHigsTppPUhAesaX6LTLs68YnTjToW3vq76Ge2HQ3Bs59AczcN19W9UAcXYb2U-dDUiD6TCUi'],
});

/** sourcegraphAccessToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const sourcegraphAccessTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `sourcegraph access token ${SGP}<br/>`, values: [SGP] },
    { text: "var accessToken = 'sgp_a15bd08b93b9a62f7c639ce9b2902fa05060a569';", values: ['sgp_a15bd08b93b9a62f7c639ce9b2902fa05060a569'] },
    { text: 'sgp_local_a15bd08b93b9a62f7c639ce9b2902fa05060a569', values: ['sgp_local_a15bd08b93b9a62f7c639ce9b2902fa05060a569'] },
  ],
  negative: ['sgp_a15bd08b93b9a62f7c639ce9b2902fa05060a56', `${SGP}0`, 'sgp_XYZ'],
});

/** postmanApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const postmanApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `// ('x-api-key', '${PMAK}')`, values: [PMAK] },
    { text: `POSTMAN_API_KEY=${PMAK}`, values: [PMAK] },
    { text: PMAK, values: [PMAK] },
  ],
  negative: [PMAK.slice(0, -1), `${PMAK}0`, 'PMAK-xxxxxxxx'],
});

/** adafruitIoKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const adafruitIoKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: '#define IO_KEY       "aio_FAKEMc06RXjWao9bz9IBZMhg5CVi"', values: ['aio_FAKEMc06RXjWao9bz9IBZMhg5CVi'] },
    { text: 'export IO_KEY="aio_FAKEMc06RXjWao9bz9IBZMhg5CVi"', values: ['aio_FAKEMc06RXjWao9bz9IBZMhg5CVi'] },
    { text: 'ADAFRUIT_IO_KEY = "aio_FAKEMc06RXjWao9bz9IBZMhg5CVi"', values: ['aio_FAKEMc06RXjWao9bz9IBZMhg5CVi'] },
  ],
  negative: ['aio_FAKEMc06RXjWao9bz9IBZMhg5CV', 'aio_FAKEMc06RXjWao9bz9IBZMhg5CViX', 'radio_FAKEMc06RXjWao9bz9IBZMhg5CVi'],
});

/** ageSecretKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ageSecretKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `# public key: age1fake\n${AGE}\n`, values: [AGE] },
    { text: AGE, values: [AGE] },
    { text: `SOPS_AGE_KEY=${AGE}`, values: [AGE] },
  ],
  negative: [AGE.slice(0, -1), `${AGE}Q`, AGE.replace('Y8M', 'Y8B')],
});

/** figmaPat's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const figmaPatExamples = (): DetectorExamples => ({
  positive: [
    { text: `FIGMA_TOKEN=${FIGD}`, values: [FIGD] },
    {
      text: "--header='X-Figma-Token: 1234-0fa7a5be-8e22-40ee-8c40-778d41ab2313'",
      values: ['1234-0fa7a5be-8e22-40ee-8c40-778d41ab2313'],
    },
    { text: `"${FIGD}"`, values: [FIGD] },
  ],
  negative: [FIGD.slice(0, -1), `${FIGD}x`, '1234-0fa7a5be-8e22-40ee-8c40-778d41ab2313'],
});
