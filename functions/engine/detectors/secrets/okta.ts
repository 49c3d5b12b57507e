/**
 * Okta API tokens (Okta developer docs, "Create an API token"): 42 characters starting with `00`, sent as
 * `Authorization: SSWS <token>`. The shape alone is common, so we only report it after `SSWS` or as the value
 * of a name that mentions okta.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const T = '00FAKEl4MlV-WPXM-ABCDEFGHIJKL-0HmjFx-vbGua';

export const oktaApiToken = defineSecret({
  id: 'okta-api-token',
  entity: 'OKTA_API_TOKEN',
  keywords: ['SSWS', 'okta', 'OKTA', 'Okta'],
  patterns: [
    {
      name: 'ssws-or-assigned-token',
      regex:
        /(?<=(?:SSWS\s{1,4}|(?:okta|OKTA|Okta)[A-Za-z0-9_.-]{0,30}["']?\s{0,8}(?::|=|=>)\s{0,8}["']?))00[A-Za-z0-9_-]{39}[A-Za-z0-9](?![A-Za-z0-9_-])/g,
      score: 0.9,
    },
  ],
  context: ['okta', 'ssws', 'api token'],
});

/** oktaApiToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const oktaApiTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `Authorization: SSWS ${T}`, values: [T] },
    { text: `okta_api_token = ${T}`, values: [T] },
    { text: `okta_secret:  "${T}"`, values: [T] },
  ],
  negative: [T, `okta: ${T.slice(0, -1)}-`, `okta: ${T}--`, 'okta_api_token: 000000000000000000000000000000000000000000aa'],
});
