/**
 * Azure credentials.
 * - Storage account keys appear in connection strings as `AccountKey=<base64 of 64 bytes>` (88 characters
 *   ending in `==`); Service Bus / Event Hubs / IoT Hub strings carry `SharedAccessKey=<base64 of 32 bytes>`
 *   (Azure Storage docs, "Configure a connection string"; Service Bus docs, "SAS authentication").
 * - App Configuration connection strings: `Endpoint=https://<name>.azconfig.io;Id=<id>;Secret=<base64>`
 *   (Azure App Configuration docs, "Access keys").
 * - Azure DevOps personal access tokens: the current 84-character format carries the signature `AZDO` at
 *   offsets 76–79 (Microsoft, "Azure DevOps PAT format change", 2024); the legacy format is 52 characters of
 *   lower-case alphanumerics (base32 in practice), reported only after a `pat` / `token` assignment.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const AK1 = 'FAKEjKg9Z6Un94zSiKwa/smjlzcFGbhT74bXUrEUxEOnl0uOKFcMNCG3kQSDU7sWTDwTV6Psk7/Vmwpjel339h==';
const AK2 = 'FAKETTfcVJDd+uLEgcz6iizSf/Vkz3290apEMY7pp2SHFFh9Dc490Lq+d/8xMqLuqdxmhifAhp1HSOmIhBVrVO==';
const SAK = 'FAKERZeBthh2jR76METw4u0NqCRiizk5SlAPTiPRVhl=';

export const azureStorageAccountKey = defineSecret({
  id: 'azure-storage-account-key',
  entity: 'AZURE_ACCOUNT_KEY',
  keywords: ['AccountKey=', 'SharedAccessKey=', 'accountkey=', 'sharedaccesskey='],
  caseInsensitiveKeywords: true,
  patterns: [
    {
      name: 'account-key',
      // Exact 88 characters for genuine keys; hand-edited samples vary, so accept 40–100 with entropy.
      regex: /(?<=[Aa]ccount[Kk]ey=)[A-Za-z0-9+/]{40,100}={0,2}(?![A-Za-z0-9+/=])/g,
      score: 0.95,
    },
    {
      name: 'shared-access-key',
      regex: /(?<=[Ss]hared[Aa]ccess[Kk]ey=)[A-Za-z0-9+/]{40,50}={0,2}(?![A-Za-z0-9+/=])/g,
      score: 0.95,
    },
  ],
  minEntropy: 3.8,
  context: ['azure', 'connection string', 'defaultendpointsprotocol', 'storage', 'accountname'],
});

const CFG = 'FAKEg830VQ0CmZ4KyBaVt3mtOXj1OaptdSJP8JQZGU5=';

export const azureAppConfigSecret = defineSecret({
  id: 'azure-app-config-secret',
  entity: 'AZURE_APP_CONFIG_SECRET',
  keywords: ['.azconfig.io'],
  patterns: [
    {
      name: 'connection-string-secret',
      regex: /(?<=\.azconfig\.io;Id=[A-Za-z0-9:/+=-]{4,64};Secret=)[A-Za-z0-9+/]{40,60}={0,2}(?![A-Za-z0-9+/=])/g,
      score: 0.95,
    },
  ],
  context: ['azure', 'app configuration', 'appconfig', 'connection string'],
});

const PAT1 = 'FAKERSqmdlMVGyJ9TDhT6mYePSIsQsMBlBMa08JdKVz8FbX3A5gRJQQJ99vKGBpHCQ6EcTqSngM0AZDOKO2j';
const PAT2 = 'FAKEN0po3qNwbjjMgMw1jYGH8IaLuRCBlY1Gfe33ZskGuwxi5InDJQQJ99apuPN96XO8iJfWrw3FAZDOOMv8';
const OLD = 'fakerb5cxur2sodh6grc533uwvvw2gza5xubbsg5jxer5jxopo5k';

export const azureDevopsPat = defineSecret({
  id: 'azure-devops-pat',
  entity: 'AZURE_DEVOPS_PAT',
  keywords: ['AZDO', 'pat', 'PAT', 'Pat', 'token', 'Token', 'TOKEN'],
  // 84 or 52 letters and digits: without such a run the keywords (common in prose: "pattern", "token") do not
  // matter, and the 76-character pattern would otherwise be tried at every letter of the text.
  requires: { minAlnumRun: 52 },
  patterns: [
    { name: 'pat-azdo-signature', regex: /(?<![A-Za-z0-9])[A-Za-z0-9]{76}AZDO[A-Za-z0-9]{4}(?![A-Za-z0-9])/g, score: 0.95 },
    {
      name: 'assigned-legacy-pat',
      regex:
        /(?<=(?:pat|PAT|Pat|token|Token|TOKEN)[A-Za-z0-9_]{0,20}["']?\s{0,8}(?::|=|:=)\s{0,8}["']?)[a-z0-9]{52}(?![A-Za-z0-9])/g,
      score: 0.75,
    },
  ],
  minEntropy: 3.8,
  context: ['azure', 'devops', 'dev.azure.com', 'pat', 'personal access token', 'ado'],
});

/** azureStorageAccountKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const azureStorageAccountKeyExamples = (): DetectorExamples => ({
  positive: [
    {
      text: `DefaultEndpointsProtocol=https;AccountName=fakeacct;AccountKey=${AK1};EndpointSuffix=core.windows.net`,
      values: [AK1],
    },
    { text: `AccountName=fake2;\nAccountKey=${AK2};\nBlobEndpoint=http://127.0.0.1:10000/fake2;`, values: [AK2] },
    { text: `HostName=fake.azure-devices.net;SharedAccessKeyName=reg;SharedAccessKey=${SAK}`, values: [SAK] },
  ],
  negative: [
    'AccountName=X;AccountKey=X;',
    'AccountName=<YOUR_ACCOUNT_NAME>;AccountKey=<YOUR_ACCOUNT_KEY>;',
    'AccountName={2};AccountKey={3};',
    'SharedAccessKeyName=[name];SharedAccessKey=[Shared Access key goes here];',
    `AccountKey=${'A'.repeat(86)}==`,
  ],
});

/** azureAppConfigSecret's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const azureAppConfigSecretExamples = (): DetectorExamples => ({
  positive: [
    { text: `Endpoint=https://fake-appconfig.azconfig.io;Id=FAKE-E6-s0:abc123/p;Secret=${CFG}`, values: [CFG] },
    { text: `"Endpoint=https://appcs-fake.azconfig.io;Id=fk5x-l9-s0:FAKE0Nz2MpAl04cU;Secret=${CFG}";`, values: [CFG] },
    { text: `https://x.azconfig.io;Id=09pv-l0-s0:FAKE+9485xJgN5Ws;Secret=${CFG}`, values: [CFG] },
  ],
  negative: [
    'Endpoint=https://contoso.azconfig.io;Id=xxx;Secret=xxx',
    `Endpoint=https://contoso.example.io;Id=FAKE-E6-s0:abc;Secret=${CFG}`,
    `Endpoint=https://contoso.azconfig.io;Id=FAKE-E6-s0:abc;Secret=${CFG.slice(0, 30)}`,
  ],
});

/** azureDevopsPat's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const azureDevopsPatExamples = (): DetectorExamples => ({
  positive: [
    { text: `azure_devops_pat = "${PAT1}"`, values: [PAT1] },
    { text: `token = '${PAT2}'`, values: [PAT2] },
    { text: `var personalAccessToken = "${OLD}";`, values: [OLD] },
  ],
  negative: [
    PAT1.slice(1), // 83 characters
    `${PAT1}X`, // 85 characters
    PAT1.replace('AZDO', 'XXXX'),
    OLD, // legacy format without an assignment
    `token = "${'a'.repeat(52)}"`,
  ],
});
