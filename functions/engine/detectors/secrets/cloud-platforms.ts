/**
 * Prefixed tokens of cloud and infrastructure platforms. Formats (vendor docs; gitleaks rules of the same
 * names for the regex shapes):
 * - DigitalOcean: `dop_v1_` personal access token, `doo_v1_` OAuth token, `dor_v1_` refresh token, + 64 hex.
 * - Databricks: personal access tokens `dapi` + 32 hex (optionally `-<digit>`).
 * - Doppler: `dp.<kind>.` + 40–44 alphanumerics, kind ∈ pt, st(.<env>), ct, sa, scim, audit.
 * - HashiCorp Vault (≥ 1.10): `hvs.` service, `hvb.` batch, `hvr.` recovery tokens (Vault docs, "Tokens").
 * - Grafana: service-account tokens `glsa_` + 32 + `_` + 8 hex; Grafana Cloud tokens `glc_` + base64.
 * - New Relic: license (ingest) keys are 36 hex (EU accounts: `eu01xx` + 30 hex) + `NRAL`; user API keys
 *   `NRAK-` + 27.
 * - JFrog Artifactory: API keys `AKCp` + 69 alphanumerics.
 * - Heroku: API keys are UUIDs, reported only as the value of a name mentioning heroku (Heroku Dev Center,
 *   "Heroku CLI authentication").
 * - Dropbox: short-lived access tokens `sl.` + 130–160 characters. Mapbox: secret tokens `sk.eyJ…`.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const DO = 'c7976d7539f5ae2d7c9cb4d3906f4017a3ce24a7a6e1c52af08f21cb56e01a16';

function digitalOcean(id: string, prefix: string, what: string) {
  return defineSecret({
    id,
    entity: 'DIGITALOCEAN_TOKEN',
    keywords: [prefix],
    patterns: [
      { name: what, regex: new RegExp(`(?<![A-Za-z0-9_-])${prefix}[0-9a-f]{64}(?![A-Za-z0-9_-])`, 'g'), score: 0.98 },
    ],
    context: ['digitalocean', 'token', 'bearer', 'doctl'],
  });
}

/** The examples of a DigitalOcean token rule (conformance suite), beside the rules rather than on them. */
function digitalOceanExamples(prefix: string): DetectorExamples {
  const value = `${prefix}${DO}`;
  return {
    positive: [
      { text: `token = "${value}"`, values: [value] },
      { text: `-H "Authorization: Bearer ${value}"`, values: [value] },
      { text: `"refresh_token": "${value}",`, values: [value] },
    ],
    negative: [value.slice(0, -1), `${value}0`, value.toUpperCase()],
  };
}

export const digitaloceanPat = digitalOcean('digitalocean-pat', 'dop_v1_', 'personal-access-token');
export const digitaloceanPatExamples = (): DetectorExamples => digitalOceanExamples('dop_v1_');
export const digitaloceanOauthToken = digitalOcean('digitalocean-oauth-token', 'doo_v1_', 'oauth-token');
export const digitaloceanOauthTokenExamples = (): DetectorExamples => digitalOceanExamples('doo_v1_');
export const digitaloceanRefreshToken = digitalOcean('digitalocean-refresh-token', 'dor_v1_', 'refresh-token');
export const digitaloceanRefreshTokenExamples = (): DetectorExamples => digitalOceanExamples('dor_v1_');

export const databricksToken = defineSecret({
  id: 'databricks-token',
  entity: 'DATABRICKS_TOKEN',
  keywords: ['dapi'],
  patterns: [{ name: 'pat', regex: /(?<![A-Za-z0-9_-])dapi[0-9a-f]{32}(?:-[0-9])?(?![A-Za-z0-9_-])/g, score: 0.9 }],
  minEntropy: 3.2,
  context: ['databricks', 'token', 'workspace'],
});

const DP = 'dp.st.dev.FAKE5jd7gfVDkgk3hlKPG0apZ4LxY9154IuFZto2M00';

export const dopplerToken = defineSecret({
  id: 'doppler-token',
  entity: 'DOPPLER_TOKEN',
  keywords: ['dp.'],
  patterns: [
    {
      name: 'token',
      regex: /(?<![A-Za-z0-9_.-])dp\.(?:pt|ct|sa|scim|audit|st(?:\.[a-z0-9_-]{1,40})?)\.[A-Za-z0-9]{40,44}(?![A-Za-z0-9_-])/g,
      score: 0.97,
    },
  ],
  context: ['doppler', 'token', 'service token'],
});

const HVS = 'hvs.CAESIFAKEb0W_QmLoVzC5IIGocfmm9o1hNPVk4wubkn4tGNMnMiQtrZZEEHT9nehnDMuWx4KA5fvRGc9bKziV_t2hl';
const HVB =
  'hvb.AAAAAQFAKEN9ChFcBIb71sWQWkP38l8NxZTlhQZljfdoQFz5b-32lJ7kLyagdx8zGojdz34TDUze_SXWW45lb2VshrU41-s7R4hYkQpHlegeg00J101qq1vw';

export const hashicorpVaultToken = defineSecret({
  id: 'hashicorp-vault-token',
  entity: 'VAULT_TOKEN',
  keywords: ['hvs.', 'hvb.', 'hvr.'],
  patterns: [{ name: 'token', regex: /(?<![A-Za-z0-9_.-])hv[sbr]\.[A-Za-z0-9_-]{24,400}(?![A-Za-z0-9_-])/g, score: 0.95 }],
  minEntropy: 3.5,
  context: ['vault', 'token', 'vault_token', 'x-vault-token'],
});

const GLSA = 'glsa_FAKESBfZbduPHxto13ZBpUyJB0XGPOiQ_7ffcce00';
const GLC = 'glc_eyJvIjoiRkFLRSIsIm4iOiJmYWtlLXRva2VuIiwiayI6IkZBS0VrZXlGQUtFa2V5In0=';

export const grafanaServiceAccountToken = defineSecret({
  id: 'grafana-service-account-token',
  entity: 'GRAFANA_TOKEN',
  keywords: ['glsa_'],
  patterns: [{ name: 'service-account', regex: /(?<![A-Za-z0-9_-])glsa_[A-Za-z0-9]{32}_[0-9a-f]{8}(?![A-Za-z0-9_-])/g, score: 0.97 }],
  context: ['grafana', 'bearer', 'token'],
});

export const grafanaCloudToken = defineSecret({
  id: 'grafana-cloud-token',
  entity: 'GRAFANA_TOKEN',
  keywords: ['glc_'],
  patterns: [{ name: 'cloud-token', regex: /(?<![A-Za-z0-9_-])glc_[A-Za-z0-9+/]{32,400}={0,2}(?![A-Za-z0-9+/=_-])/g, score: 0.95 }],
  context: ['grafana', 'grafana cloud', 'token'],
});

export const newRelicKey = defineSecret({
  id: 'new-relic-key',
  entity: 'NEW_RELIC_KEY',
  keywords: ['NRAL', 'NRAK-'],
  patterns: [
    { name: 'license-key', regex: /(?<![A-Za-z0-9_-])(?:[a-f0-9]{36}|eu01xx[a-f0-9]{30})NRAL(?![A-Za-z0-9_-])/g, score: 0.9 },
    { name: 'user-api-key', regex: /(?<![A-Za-z0-9_-])NRAK-[A-Z0-9]{27}(?![A-Za-z0-9_-])/g, score: 0.95 },
  ],
  context: ['new relic', 'newrelic', 'license_key', 'license', 'api key'],
});

const AKCP = 'AKCp8FAKEaDARUEWBZ2kgktVOrLvp2kLs28v7UWjIKDFdt3Ic8UpNx4jH0VUIBGU0GrkeMDQY';

export const artifactoryApiKey = defineSecret({
  id: 'artifactory-api-key',
  entity: 'ARTIFACTORY_API_KEY',
  keywords: ['AKCp'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])AKCp[A-Za-z0-9]{69}(?![A-Za-z0-9_-])/g, score: 0.95 }],
  context: ['artifactory', 'jfrog', 'apikey', 'x-jfrog-art-api'],
});

const SL = 'sl.FAKEZXuFw_U_vRVI-T-jH2Fn_v1Osoul3lDq1P1gKiBhH2Ti8q37K3dLTQDsVhly2SuSrPMCEk3gSAVxqqGKiLL_p8B_hK44CcbVLZEc8Pcs6KSIIxYK5MHIhhPqSczTBWOjF5y';

export const dropboxAccessToken = defineSecret({
  id: 'dropbox-access-token',
  entity: 'DROPBOX_TOKEN',
  keywords: ['sl.'],
  patterns: [{ name: 'short-lived-token', regex: /(?<![A-Za-z0-9_.-])sl\.[A-Za-z0-9_-]{130,160}(?![A-Za-z0-9_-])/g, score: 0.9 }],
  minEntropy: 4,
  context: ['dropbox', 'access_token', 'bearer'],
});

const MAPBOX = 'sk.eyJ1IjoiZmFrZSIsImEiOiJQr63dwU31Bb0CxbVuQtMIn0.bgO_-Xi-YdAOuEj77_5WWN';

export const mapboxSecretToken = defineSecret({
  id: 'mapbox-secret-token',
  entity: 'MAPBOX_TOKEN',
  keywords: ['sk.eyJ', 'tk.eyJ'],
  patterns: [
    { name: 'secret-token', regex: /(?<![A-Za-z0-9_.-])[st]k\.eyJ[A-Za-z0-9_-]{20,200}\.[A-Za-z0-9_-]{20,40}(?![A-Za-z0-9_-])/g, score: 0.95 },
  ],
  context: ['mapbox', 'accesstoken', 'access token'],
});

const HEROKU = '8f3c2a1d-fa4e-4b6c-9d0e-1f2a3b4c5d6e';

export const herokuApiKey = defineSecret({
  id: 'heroku-api-key',
  entity: 'HEROKU_API_KEY',
  keywords: ['heroku', 'HEROKU', 'Heroku'],
  patterns: [
    {
      name: 'assigned-uuid',
      regex:
        /(?<=(?:heroku|HEROKU|Heroku)[A-Za-z0-9_.-]{0,30}(?:key|KEY|Key|token|TOKEN|Token)["']?\s{0,8}(?::|=|=>)\s{0,8}["']?)[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![A-Za-z0-9_-])/g,
      score: 0.85,
    },
  ],
  context: ['heroku', 'api key', 'heroku_api_key'],
});

/** databricksToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const databricksTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: "DATABRICKS_TOKEN: 'dapi16bdc055ffe09d6b56ee73e1fc3a6cc6-3'", values: ['dapi16bdc055ffe09d6b56ee73e1fc3a6cc6-3'] },
    { text: 'dapi16bdc055ffe09d6b56ee73e1fc3a6cc6', values: ['dapi16bdc055ffe09d6b56ee73e1fc3a6cc6'] },
    { text: 'Bearer dapi16bdc055ffe09d6b56ee73e1fc3a6cc6 x', values: ['dapi16bdc055ffe09d6b56ee73e1fc3a6cc6'] },
  ],
  negative: ['dapiDataGetTopLongShortPositionRatio (params?: {})', 'dapi16bdc055ffe09d6b56ee73e1fc3a6cc', 'dapi00000000000000000000000000000000'],
});

/** dopplerToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const dopplerTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: DP, values: [DP] },
    { text: 'DOPPLER_TOKEN=dp.pt.FAKE5jd7gfVDkgk3hlKPG0apZ4LxY9154IuFZto2M00', values: ['dp.pt.FAKE5jd7gfVDkgk3hlKPG0apZ4LxY9154IuFZto2M00'] },
    { text: '"dp.audit.FAKE5jd7gfVDkgk3hlKPG0apZ4LxY9154IuFZto2M00"', values: ['dp.audit.FAKE5jd7gfVDkgk3hlKPG0apZ4LxY9154IuFZto2M00'] },
  ],
  negative: ['dp.xx.FAKE5jd7gfVDkgk3hlKPG0apZ4LxY9154IuFZto2M00', 'dp.pt.short', 'app.dp.pt.FAKE5jd7gfVDkgk3hlKPG0apZ4LxY9154IuFZto2M00x'],
});

/** hashicorpVaultToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const hashicorpVaultTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `VAULT_TOKEN=${HVS}`, values: [HVS] },
    { text: HVB, values: [HVB] },
    { text: 'apikey: hvr.FAKEZaCkOSgsZ56uhGlTK2zyC1j2mwhy0VLp4', values: ['hvr.FAKEZaCkOSgsZ56uhGlTK2zyC1j2mwhy0VLp4'] },
  ],
  negative: ['hvs.short', 'hvs.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'this.hvs.removeTransientObservers()'],
});

/** grafanaServiceAccountToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const grafanaServiceAccountTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `curl -H "Authorization: Bearer ${GLSA}" -X GET`, values: [GLSA] },
    { text: `\`Bearer ${GLSA}\``, values: [GLSA] },
    { text: `GRAFANA_TOKEN=${GLSA}`, values: [GLSA] },
  ],
  negative: [GLSA.slice(0, -1), `${GLSA}0`, 'glsa_FAKESBfZbduPHxto13ZBpUyJB0XGPOiQ'],
});

/** grafanaCloudToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const grafanaCloudTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `"token": "${GLC}"`, values: [GLC] },
    { text: `GRAFANA_CLOUD_TOKEN=${GLC}`, values: [GLC] },
    { text: GLC, values: [GLC] },
  ],
  negative: ['glc_short', 'myglc_eyJvIjoiRkFLRSIsIm4iOiJmYWtlLXRva2VuIiwiayI6IkZBS0VrZXlGQUtFa2V5In0=', 'glc_'],
});

/** newRelicKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const newRelicKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: 'license_key: 3cfcbf1b033a83c9ffc25ffdc5582598c2a3NRAL', values: ['3cfcbf1b033a83c9ffc25ffdc5582598c2a3NRAL'] },
    { text: 'NEW_RELIC_API_KEY=NRAK-FAKE7Q2M5X9K3B8N1V4C6Z0L2JH', values: ['NRAK-FAKE7Q2M5X9K3B8N1V4C6Z0L2JH'] },
    { text: '  license: eu01xxfa7460e1ea3abdfbbbd36e85c10cd0NRAL', values: ['eu01xxfa7460e1ea3abdfbbbd36e85c10cd0NRAL'] },
  ],
  negative: ['license_key: xxxxxxxxxxxxxxx', 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6q7r8NRAL', 'NRAK-short'],
});

/** artifactoryApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const artifactoryApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `export ARTIFACTORY_API_TOKEN=${AKCP}`, values: [AKCP] },
    { text: `jfrog rt dl --apikey=${AKCP} generic-local/x.txt`, values: [AKCP] },
    { text: `"${AKCP}"`, values: [AKCP] },
  ],
  negative: [AKCP.slice(0, -1), `${AKCP}a`, 'AKCpShort'],
});

/** dropboxAccessToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const dropboxAccessTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `--header "Authorization: Bearer ${SL}"`, values: [SL] },
    { text: `"access_token": "${SL}",`, values: [SL] },
    { text: SL, values: [SL] },
  ],
  negative: ['sl.short', `sl.${'a'.repeat(140)}`, `${SL.slice(0, 100)}`],
});

/** mapboxSecretToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const mapboxSecretTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `mapboxgl.accessToken = '${MAPBOX}';`, values: [MAPBOX] },
    { text: `export MAPBOX_SECRET_TOKEN=${MAPBOX}`, values: [MAPBOX] },
    { text: `temp ${MAPBOX.replace('sk.', 'tk.')}`, values: [MAPBOX.replace('sk.', 'tk.')] },
  ],
  negative: [MAPBOX.replace('sk.', 'pk.'), 'sk.eyJ.short', `${MAPBOX.split('.').slice(0, 2).join('.')}`],
});

/** herokuApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const herokuApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `  HEROKU_API_KEY: ${HEROKU}`, values: [HEROKU] },
    { text: `export HEROKU_API_KEY="${HEROKU}"`, values: [HEROKU] },
    { text: `{"herokuToken": "${HEROKU}"}`, values: [HEROKU] },
  ],
  negative: [
    `curl https://kolkrabbi.heroku.com/apps/${HEROKU}/github/push`,
    `api_key: ${HEROKU}`,
    `HEROKU_API_KEY: ${HEROKU.slice(1)}`,
  ],
});
