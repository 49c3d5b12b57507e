/**
 * The credential (secret) detectors, one entity per detector, registered in the built-in registry
 * (`../index.ts`) as one spread. Keep this list alphabetical by detector id; adding a credential type is one
 * `defineSecret` rule in its provider file (or a new file), one line here, and nothing else — the test
 * `test/engine/detectors/secrets/secrets.test.ts` runs the conformance suite over every entry of this list.
 */
import type { Detector } from '../types';
import { anthropicApiKey, groqApiKey, huggingfaceToken, openaiApiKey, tavilyApiKey } from './ai-platforms';
import { awsSecretAccessKey, awsSessionToken } from './aws';
import { azureAppConfigSecret, azureDevopsPat, azureStorageAccountKey } from './azure';
import {
  artifactoryApiKey,
  databricksToken,
  digitaloceanOauthToken,
  digitaloceanPat,
  digitaloceanRefreshToken,
  dopplerToken,
  dropboxAccessToken,
  grafanaCloudToken,
  grafanaServiceAccountToken,
  hashicorpVaultToken,
  herokuApiKey,
  mapboxSecretToken,
  newRelicKey,
} from './cloud-platforms';
import { shopifyAccessToken, shopifyAppSecret, squareAccessToken, squareOauthSecret } from './commerce';
import { databaseUriPassword } from './database-uri-credentials';
import {
  adafruitIoKey,
  ageSecretKey,
  atlassianApiToken,
  figmaPat,
  postmanApiKey,
  sourcegraphAccessToken,
} from './developer-tools';
import { genericApiKey, genericPassword } from './generic';
import {
  githubAppInstallationToken,
  githubAppUserToken,
  githubOauthToken,
  githubPatClassic,
  githubPatFineGrained,
  githubRefreshToken,
} from './github';
import { gitlabAccessToken, gitlabPipelineTriggerToken, gitlabRunnerRegistrationToken } from './gitlab';
import { googleApiKey, googleOauthAccessToken, googleOauthClientSecret } from './google';
import { httpBasicAuth } from './http-basic-auth';
import { jsonWebToken } from './json-web-token';
import {
  mailchimpApiKey,
  mailgunApiKey,
  msTeamsWebhookUrl,
  sendgridApiKey,
  telegramBotToken,
  twilioApiKey,
} from './messaging';
import { oktaApiToken } from './okta';
import {
  cratesIoToken,
  dockerHubPat,
  npmAccessToken,
  nugetApiKey,
  pypiUploadToken,
  rubygemsApiKey,
} from './package-registries';
import { pemPrivateKey, pemPrivateKeyBase64 } from './pem-private-key';
import { slackAppToken, slackBotToken, slackLegacyBotToken, slackUserToken, slackWebhookUrl } from './slack';
import { stripeSecretKey, stripeWebhookSecret } from './stripe';
import { wireguardKey } from './wireguard';

export const SECRET_DETECTORS: readonly Detector[] = [
  adafruitIoKey, // adafruit-io-key
  ageSecretKey, // age-secret-key
  anthropicApiKey, // anthropic-api-key
  artifactoryApiKey, // artifactory-api-key
  atlassianApiToken, // atlassian-api-token
  awsSecretAccessKey, // aws-secret-access-key
  awsSessionToken, // aws-session-token
  azureAppConfigSecret, // azure-app-config-secret
  azureDevopsPat, // azure-devops-pat
  azureStorageAccountKey, // azure-storage-account-key
  cratesIoToken, // crates-io-token
  databaseUriPassword, // database-uri-password
  databricksToken, // databricks-token
  digitaloceanOauthToken, // databricks-token
  digitaloceanPat, // databricks-token
  digitaloceanRefreshToken, // databricks-token
  dockerHubPat, // docker-hub-pat
  dopplerToken, // doppler-token
  dropboxAccessToken, // dropbox-access-token
  figmaPat, // figma-pat
  genericApiKey, // generic-api-key
  genericPassword, // generic-password
  githubAppInstallationToken, // github-app-installation-token
  githubAppUserToken, // github-app-user-token
  githubOauthToken, // github-oauth-token
  githubPatClassic, // github-pat-classic
  githubPatFineGrained, // github-pat-fine-grained
  githubRefreshToken, // github-refresh-token
  gitlabAccessToken, // gitlab-access-token
  gitlabPipelineTriggerToken, // gitlab-pipeline-trigger-token
  gitlabRunnerRegistrationToken, // gitlab-runner-registration-token
  googleApiKey, // google-api-key
  googleOauthAccessToken, // google-oauth-access-token
  googleOauthClientSecret, // google-oauth-client-secret
  grafanaCloudToken, // grafana-cloud-token
  grafanaServiceAccountToken, // grafana-service-account-token
  groqApiKey, // groq-api-key
  hashicorpVaultToken, // hashicorp-vault-token
  herokuApiKey, // heroku-api-key
  httpBasicAuth, // http-basic-auth
  huggingfaceToken, // huggingface-token
  jsonWebToken, // json-web-token
  mailchimpApiKey, // mailchimp-api-key
  mailgunApiKey, // mailgun-api-key
  mapboxSecretToken, // mapbox-secret-token
  msTeamsWebhookUrl, // ms-teams-webhook-url
  newRelicKey, // new-relic-key
  npmAccessToken, // npm-access-token
  nugetApiKey, // nuget-api-key
  oktaApiToken, // okta-api-token
  openaiApiKey, // openai-api-key
  pemPrivateKey, // pem-private-key
  pemPrivateKeyBase64, // pem-private-key-base64
  postmanApiKey, // postman-api-key
  pypiUploadToken, // pypi-upload-token
  rubygemsApiKey, // rubygems-api-key
  sendgridApiKey, // sendgrid-api-key
  shopifyAccessToken, // shopify-access-token
  shopifyAppSecret, // shopify-app-secret
  slackAppToken, // slack-app-token
  slackBotToken, // slack-bot-token
  slackLegacyBotToken, // slack-legacy-bot-token
  slackUserToken, // slack-user-token
  slackWebhookUrl, // slack-webhook-url
  sourcegraphAccessToken, // sourcegraph-access-token
  squareAccessToken, // square-access-token
  squareOauthSecret, // square-oauth-secret
  stripeSecretKey, // stripe-secret-key
  stripeWebhookSecret, // stripe-webhook-secret
  tavilyApiKey, // tavily-api-key
  telegramBotToken, // telegram-bot-token
  twilioApiKey, // twilio-api-key
  wireguardKey, // wireguard-key
];
