/**
 * Commerce platform credentials:
 * - Shopify (Shopify dev docs, "Access tokens" / gitleaks `shopify-*`): `shpss_` shared (app) secret, and
 *   access tokens `shpat_` (admin API), `shpca_` (custom app), `shppa_` (legacy private app), each + 32 hex.
 * - Square (Square developer docs, "Access tokens"): `sq0atp-` + 22 access token, `EAAA` + 60 production
 *   access tokens, `sq0csp-` + 43 OAuth application secret.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const HEX = 'acde0125b536644eac6671ebef3bded3';

export const shopifyAppSecret = defineSecret({
  id: 'shopify-app-secret',
  entity: 'SHOPIFY_SECRET',
  keywords: ['shpss_'],
  patterns: [{ name: 'shared-secret', regex: /(?<![A-Za-z0-9_-])shpss_[a-fA-F0-9]{32}(?![A-Za-z0-9_-])/g, score: 0.98 }],
  context: ['shopify', 'api_secret', 'secret'],
});

export const shopifyAccessToken = defineSecret({
  id: 'shopify-access-token',
  entity: 'SHOPIFY_SECRET',
  keywords: ['shpat_', 'shpca_', 'shppa_'],
  patterns: [{ name: 'access-token', regex: /(?<![A-Za-z0-9_-])shp(?:at|ca|pa)_[a-fA-F0-9]{32}(?![A-Za-z0-9_-])/g, score: 0.98 }],
  context: ['shopify', 'access token', 'x-shopify-access-token', 'password'],
});

export const squareAccessToken = defineSecret({
  id: 'square-access-token',
  entity: 'SQUARE_TOKEN',
  keywords: ['sq0atp-', 'EAAA'],
  patterns: [
    { name: 'sq0atp', regex: /(?<![A-Za-z0-9_-])sq0atp-[A-Za-z0-9_-]{22}(?![A-Za-z0-9_-])/g, score: 0.97 },
    { name: 'eaaa', regex: /(?<![A-Za-z0-9_-])EAAA[A-Za-z0-9_-]{60}(?![A-Za-z0-9_-])/g, score: 0.85 },
  ],
  minEntropy: 3.5,
  context: ['square', 'access token', 'squareup'],
});

export const squareOauthSecret = defineSecret({
  id: 'square-oauth-secret',
  entity: 'SQUARE_TOKEN',
  keywords: ['sq0csp-'],
  patterns: [{ name: 'sq0csp', regex: /(?<![A-Za-z0-9_-])sq0csp-[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, score: 0.97 }],
  context: ['square', 'client secret', 'app_secret', 'oauth'],
});

/** shopifyAppSecret's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const shopifyAppSecretExamples = (): DetectorExamples => ({
  positive: [
    { text: `SHOPIFY_API_SECRET_KEY='shpss_${HEX}'`, values: [`shpss_${HEX}`] },
    { text: `SHOPIFY_API_SECRET: shpss_${HEX}\n`, values: [`shpss_${HEX}`] },
    { text: `shpss_${HEX}`, values: [`shpss_${HEX}`] },
  ],
  negative: [`shpss_${HEX.slice(1)}`, `shpss_${HEX}0`, `shpxx_${HEX}`],
});

/** shopifyAccessToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const shopifyAccessTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `$token = "shpat_${HEX}";`, values: [`shpat_${HEX}`] },
    { text: `'shpca_${HEX} fake.myshopify.com'`, values: [`shpca_${HEX}`] },
    { text: `SHOP_PASSWORD=shppa_${HEX}`, values: [`shppa_${HEX}`] },
  ],
  negative: [`shpat_${HEX.slice(1)}`, `shpss_${HEX}`, `shpat_${HEX.replace('a', 'z')}`],
});

/** squareAccessToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const squareAccessTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: '  personal access token sq0atp-FAKEJhKv2KCTn69P0Su2Kw<br/>', values: ['sq0atp-FAKEJhKv2KCTn69P0Su2Kw'] },
    { text: "var accessToken = 'sq0atp-FAKEJhKv2KCTn69P0Su2Kw';", values: ['sq0atp-FAKEJhKv2KCTn69P0Su2Kw'] },
    {
      text: 'SQUARE_ACCESS_TOKEN=EAAAFAKE5WhqBTxDo8dyc0_9lfAaHIXYqJl0kQ2xOpL7vRk9sTz3WnB5yHcJd8Mf',
      values: ['EAAAFAKE5WhqBTxDo8dyc0_9lfAaHIXYqJl0kQ2xOpL7vRk9sTz3WnB5yHcJd8Mf'],
    },
  ],
  negative: ['sq0atp-FAKEJhKv2KCTn69P0Su2K', 'sq0atp-FAKEJhKv2KCTn69P0Su2Kwx', 'sq0idp-FAKEJhKv2KCTn69P0Su2Kw'],
});

/** squareOauthSecret's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const squareOauthSecretExamples = (): DetectorExamples => ({
  positive: [
    { text: 'app_secret: sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs-\n', values: ['sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs-'] },
    { text: 'private String clientSecret = "sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs-";', values: ['sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs-'] },
    { text: 'sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs-', values: ['sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs-'] },
  ],
  negative: ['sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs', 'sq0csp-short', 'sq0csp-FAKE92fpqmaHeOjInGEi99IKl89yGSDeBvTNxknzZs-x'],
});
