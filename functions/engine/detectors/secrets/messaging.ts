/**
 * E-mail, SMS and chat-platform credentials:
 * - Twilio API key SIDs are `SK` + 32 hex (Twilio docs, "API keys"); the SID is paired with a secret and is
 *   reported as the credential handle it is (gitleaks `twilio-api-key`).
 * - SendGrid API keys: `SG.` + 22 + `.` + 43 characters of `[A-Za-z0-9_-]` (gitleaks `sendgrid-api-token`).
 * - Mailgun private API keys: `key-` + 32 hex (Mailgun docs, legacy key format). Mailchimp API keys: 32 hex +
 *   `-us<datacenter>` (Mailchimp docs, "About API keys").
 * - Telegram bot tokens: `<bot id>:AA<32–33 characters>` (Telegram Bot API docs, "Authorizing your bot").
 * - Microsoft Teams incoming webhooks: `https://<tenant>.webhook.office.com/webhookb2/<guid>@<guid>/
 *   IncomingWebhook/<32 hex>/<guid>` (older host `outlook.office.com/webhook/`).
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

export const twilioApiKey = defineSecret({
  id: 'twilio-api-key',
  entity: 'TWILIO_API_KEY',
  keywords: ['SK'],
  patterns: [{ name: 'api-key-sid', regex: /(?<![A-Za-z0-9_-])SK[0-9a-f]{32}(?![A-Za-z0-9_-])/g, score: 0.85 }],
  minEntropy: 3.2,
  context: ['twilio', 'api key', 'apikeysid', 'api_key_sid'],
});

const SG1 = 'SG.FAKEUkBbfYY5hOFw1ETBlG.hM0d718kOhe8dr6eJmzNzAobtDV-hfFyhC700l4lmNB';
const SG2 = 'SG.FAKErzsei9NANPBPBEW9Jw.v-271eKWUUMwib7a_yZKchh0LOSOwxu3jD3FeCxX9AC';

export const sendgridApiKey = defineSecret({
  id: 'sendgrid-api-key',
  entity: 'SENDGRID_API_KEY',
  keywords: ['SG.'],
  patterns: [
    { name: 'api-key', regex: /(?<![A-Za-z0-9_-])SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g, score: 0.98 },
  ],
  context: ['sendgrid', 'api key', 'smtp'],
});

export const mailgunApiKey = defineSecret({
  id: 'mailgun-api-key',
  entity: 'MAILGUN_API_KEY',
  keywords: ['key-'],
  patterns: [{ name: 'private-key', regex: /(?<![A-Za-z0-9_-])key-[0-9a-f]{32}(?![A-Za-z0-9_-])/g, score: 0.8 }],
  minEntropy: 3.2,
  context: ['mailgun', 'api key', 'api_key'],
});

export const mailchimpApiKey = defineSecret({
  id: 'mailchimp-api-key',
  entity: 'MAILCHIMP_API_KEY',
  keywords: ['-us'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])[0-9a-f]{32}-us[0-9]{1,2}(?![A-Za-z0-9_-])/g, score: 0.9 }],
  minEntropy: 3.2,
  context: ['mailchimp', 'api key', 'api_key'],
});

const TG = '1234567840:AAFAKE5WhqBTxDo8dyc0_9lfAaHIXYqJl0k';

export const telegramBotToken = defineSecret({
  id: 'telegram-bot-token',
  entity: 'TELEGRAM_BOT_TOKEN',
  keywords: [':AA'],
  patterns: [{ name: 'bot-token', regex: /(?:(?<=\/bot)|(?<![A-Za-z0-9_:-]))[0-9]{8,10}:AA[A-Za-z0-9_-]{32,33}(?![A-Za-z0-9_-])/g, score: 0.9 }],
  minEntropy: 3.5,
  context: ['telegram', 'bot', 'token', 'api.telegram.org'],
});

const TEAMS =
  'https://outlook.office.com/webhook/9f1b6a2c-0d3e-4a5b-8c7d-6e5f4a3b2c1d@1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/IncomingWebhook/7d070f3ff5beeffd3d014538c8e1901e/4b3a2c1d-9e8f-4a7b-b6c5-d4e3f2a1b0c9';
const TEAMS_B2 = TEAMS.replace('outlook.office.com/webhook/', 'fake.webhook.office.com/webhookb2/');

export const msTeamsWebhookUrl = defineSecret({
  id: 'ms-teams-webhook-url',
  entity: 'MS_TEAMS_WEBHOOK_URL',
  keywords: ['IncomingWebhook/'],
  patterns: [
    {
      name: 'incoming-webhook',
      regex:
        /(?<![A-Za-z0-9])https:\/\/[a-z0-9.-]{0,64}(?:outlook\.office|webhook\.office)\.com\/webhook(?:b2)?\/[0-9a-f-]{36}@[0-9a-f-]{36}\/IncomingWebhook\/[0-9a-f]{32}\/[0-9a-f-]{36}(?![A-Za-z0-9-])/g,
      score: 0.97,
    },
  ],
  context: ['teams', 'webhook', 'office365'],
});

/** twilioApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const twilioApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: "const twilioApiKeySID = 'SKf79fb3b6eb67e7d2939b5a32a792c3db'", values: ['SKf79fb3b6eb67e7d2939b5a32a792c3db'] },
    { text: "'API' => env('TWILIO_API','SK66015fb8756f2f8c50f3b21c93fc2b43'),", values: ['SK66015fb8756f2f8c50f3b21c93fc2b43'] },
    { text: 'SKf79fb3b6eb67e7d2939b5a32a792c3db', values: ['SKf79fb3b6eb67e7d2939b5a32a792c3db'] },
  ],
  negative: ['SK00000000000000000000000000000000', 'SKf79fb3b6eb67e7d2939b5a32a792c3d', 'TASKf79fb3b6eb67e7d2939b5a32a792c3db'],
});

/** sendgridApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const sendgridApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `'SENDGRID_API_KEY': '${SG1}'`, values: [SG1] },
    { text: `require('sendgrid')('${SG2}');`, values: [SG2] },
    { text: `${SG1} ${SG2}`, values: [SG1, SG2] },
  ],
  negative: [SG1.slice(0, -1), `${SG1}x`, SG1.replace('SG.', 'SG-'), 'SG.short.key'],
});

/** mailgunApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const mailgunApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: "var apiKey = process.env.MAILGUN_API || 'key-e790532ad9d7c6c6b54bcb7d7f151b3b'", values: ['key-e790532ad9d7c6c6b54bcb7d7f151b3b'] },
    { text: 'MAILGUN_KEY=key-7b954d8c040eed01e5dec681631c78be', values: ['key-7b954d8c040eed01e5dec681631c78be'] },
    { text: 'api:key-2dadafb17755e7495d38dd71ea2f7be6', values: ['key-2dadafb17755e7495d38dd71ea2f7be6'] },
  ],
  negative: ['key-00000000000000000000000000000000', 'key-e790532ad9d7c6c6b54bcb7d7f151b3', 'monkey-e790532ad9d7c6c6b54bcb7d7f151b3b'],
});

/** mailchimpApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const mailchimpApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: "MAILCHIMP_API='23a784c2f75ff5e110d7c7eb443655c5-us13'", values: ['23a784c2f75ff5e110d7c7eb443655c5-us13'] },
    { text: 'apikey: 18569cb2e0fc1b0f62e3b5993aae7805-us6', values: ['18569cb2e0fc1b0f62e3b5993aae7805-us6'] },
    { text: '"475920f35122eeb74fc4837761b8f18f-us21"', values: ['475920f35122eeb74fc4837761b8f18f-us21'] },
  ],
  negative: ['23a784c2f75ff5e110d7c7eb443655c5-eu13', '23a784c2f75ff5e110d7c7eb443655c-us13', '00000000000000000000000000000000-us1'],
});

/** telegramBotToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const telegramBotTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: TG, values: [TG] },
    // The Bot API puts the token in the path right after `/bot`.
    { text: `https://api.telegram.org/bot${TG}/getMe`, values: [TG] },
    { text: `TELEGRAM_TOKEN="${TG}"`, values: [TG] },
  ],
  negative: ['1234567840:AAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', '1234567840:AB' + TG.slice(13), '12345:AAFAKE5WhqBTxDo8dyc0_9lfAaHIXYqJl0k'],
});

/** msTeamsWebhookUrl's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const msTeamsWebhookUrlExamples = (): DetectorExamples => ({
  positive: [
    { text: `url = '${TEAMS}';`, values: [TEAMS] },
    { text: `webhooks: ${TEAMS_B2}`, values: [TEAMS_B2] },
    { text: `curl -d "{}" ${TEAMS}`, values: [TEAMS] },
  ],
  negative: [TEAMS.replace('IncomingWebhook', 'JenkinsCI'), TEAMS.slice(0, -4), TEAMS.replace('office.com', 'example.com')],
});
