/**
 * Slack tokens and incoming-webhook URLs. Formats (Slack API docs, "Token types"; gitleaks rules
 * `slack-bot-token`, `slack-user-token`, `slack-app-token`, `slack-webhook-url`):
 * bot `xoxb-<team id>-<bot id>-<24 alphanumerics>` (older bots: `xoxb-<id>-<24>`), user `xoxp-` with three
 * numeric ids and a 32-hex secret, app-level `xapp-<version>-<app id>-<number>-<64 hex>`, webhooks
 * `https://hooks.slack.com/services/T…/B…/<24 alphanumerics>`.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const TOKEN = 'SLACK_TOKEN';
const CONTEXT = ['slack', 'token', 'bot', 'xox'];

const BOT1 = 'xoxb-288975544790-6120542834839-FAKE2Yfx1DxOZpl9CmOrkDtQ';
const BOT2 = 'xoxb-293675751077-0157592256469-FAKEXiYrokk4zpavHOXPQnbG';
const LEGACY1 = 'xoxb-219822715910-FAKEQept5afS7bvMp3jfcD8u';
const LEGACY2 = 'xoxb-61999370543-FAKEdjh5tYTXMRsSQTEM4vbx';
const USER1 = 'xoxp-772588392480-989141378749-142322323886-42a655ad912bbf5c4a965e648cb64eee';
const USER2 = 'xoxp-141874743113-316025924093-134486592134-01b73929a7552bcdf8e76e7d9abfc6cf';
const APP1 = 'xapp-1-AW5HR3UG6UW-5153410911312-f15434f3cb8fecb37f8cc701e66c2f9d02c37744458d540c4d292cf6312de703';
const HOOK1 = 'https://hooks.slack.com/services/TJF3UGNUO/BWR9ZLOZ1PD/FAKESVh5tKCbPWYEaKkyTwbp';
const HOOK2 = 'https://hooks.slack.com/services/TT7IOYR64/BLNMJB6EO94/FAKEG5yS5SyIc4oH7dkN32ff';

export const slackBotToken = defineSecret({
  id: 'slack-bot-token',
  entity: TOKEN,
  keywords: ['xoxb-'],
  patterns: [
    {
      name: 'bot-token',
      regex: /(?<![A-Za-z0-9_-])xoxb-[0-9]{8,14}-[0-9]{8,14}-[A-Za-z0-9]{24}(?![A-Za-z0-9_-])/g,
      score: 0.98,
    },
  ],
  context: CONTEXT,
});

export const slackLegacyBotToken = defineSecret({
  id: 'slack-legacy-bot-token',
  entity: TOKEN,
  keywords: ['xoxb-'],
  patterns: [
    { name: 'legacy-bot-token', regex: /(?<![A-Za-z0-9_-])xoxb-[0-9]{8,14}-[A-Za-z0-9]{24}(?![A-Za-z0-9_-])/g, score: 0.9 },
  ],
  // A legacy body is 24 mixed-case alphanumerics; requiring both a digit and a letter keeps off words.
  validate: (v) => /[0-9]/.test(v.slice(-24)) && /[A-Za-z]/.test(v.slice(-24)),
  context: CONTEXT,
});

export const slackUserToken = defineSecret({
  id: 'slack-user-token',
  entity: TOKEN,
  keywords: ['xoxp-', 'xoxe-'],
  patterns: [
    {
      name: 'user-token',
      regex: /(?<![A-Za-z0-9_-])xox[pe]-[0-9]{8,14}-[0-9]{8,14}-[0-9]{8,14}-[a-f0-9]{32}(?![A-Za-z0-9_-])/g,
      score: 0.98,
    },
  ],
  context: CONTEXT,
});

export const slackAppToken = defineSecret({
  id: 'slack-app-token',
  entity: TOKEN,
  keywords: ['xapp-'],
  patterns: [
    {
      name: 'app-token',
      regex: /(?<![A-Za-z0-9_-])xapp-[0-9]-[A-Z0-9]{9,12}-[0-9]{10,14}-[a-f0-9]{64}(?![A-Za-z0-9_-])/g,
      score: 0.98,
    },
    // An older app-token shape seen in the wild: 12 digits and 24 base64 characters.
    { name: 'app-token-short', regex: /(?<![A-Za-z0-9_-])xapp-[0-9]{12}-[A-Za-z0-9/+]{24}(?![A-Za-z0-9/+_-])/g, score: 0.85 },
  ],
  context: CONTEXT,
});

export const slackWebhookUrl = defineSecret({
  id: 'slack-webhook-url',
  entity: 'SLACK_WEBHOOK_URL',
  keywords: ['hooks.slack.com'],
  patterns: [
    {
      name: 'incoming-webhook',
      regex:
        /(?<![A-Za-z0-9])https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/T[A-Z0-9]{7,12}\/[AB][A-Z0-9]{7,12}\/[A-Za-z0-9]{23,32}(?![A-Za-z0-9])/g,
      score: 0.98,
    },
  ],
  context: ['slack', 'webhook', 'hook', 'notifications'],
});

/** slackBotToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const slackBotTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `SLACK_API_TOKEN=${BOT1}`, values: [BOT1] },
    { text: `{'token':'${BOT2}','channel':'C0FAKE'}`, values: [BOT2] },
    { text: `${BOT1}\n${BOT2}`, values: [BOT1, BOT2] },
  ],
  negative: [LEGACY1, USER1, BOT1.slice(0, -1), `${BOT1}x`, BOT1.replace('xoxb', 'xoxz')],
});

/** slackLegacyBotToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const slackLegacyBotTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `token = "${LEGACY1}"`, values: [LEGACY1] },
    { text: `the bot user\n\n${LEGACY2}\n`, values: [LEGACY2] },
    { text: `a ${LEGACY1} b`, values: [LEGACY1] },
  ],
  negative: [BOT1, USER1, 'xoxb-219822715910-abcdefghijklmnopqrstuvwx', `${LEGACY1}0`],
});

/** slackUserToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const slackUserTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `Authorization: Bearer ${USER1}`, values: [USER1] },
    { text: `https://slack.com/api/x?token=${USER2}&channel=C1`, values: [USER2] },
    { text: `python announce.py ${USER1} "test"`, values: [USER1] },
  ],
  negative: [BOT1, USER1.slice(0, -1), USER1.toUpperCase(), `${USER1}f`],
});

/** slackAppToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const slackAppTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `SLACK_APP_TOKEN=${APP1}`, values: [APP1] },
    { text: 'ENV SLACK_TOKEN="xapp-012345678901-FAKEa9/zQ2+c4Rt7Lm8Xw0Pq" \\', values: ['xapp-012345678901-FAKEa9/zQ2+c4Rt7Lm8Xw0Pq'] },
    { text: `"${APP1}"`, values: [APP1] },
  ],
  negative: [APP1.slice(0, -1), 'xapp-1-abc-123-def', `${APP1}0`],
});

/** slackWebhookUrl's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const slackWebhookUrlExamples = (): DetectorExamples => ({
  positive: [
    { text: `#notifications: ${HOOK1}`, values: [HOOK1] },
    { text: `webhook : "${HOOK2}",`, values: [HOOK2] },
    { text: `${HOOK1} ${HOOK2}`, values: [HOOK1, HOOK2] },
  ],
  negative: [
    'https://hooks.slack.com/services/T00000000/B00000000/',
    'https://hooks.slack.com/services/XXXXXXXXX',
    HOOK1.replace('hooks.slack.com', 'hooks.example.com'),
  ],
});
