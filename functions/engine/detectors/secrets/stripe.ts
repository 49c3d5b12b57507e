/**
 * Stripe API keys (Stripe docs, "API keys"): secret keys `sk_live_` / `sk_test_`, restricted keys `rk_live_` /
 * `rk_test_`, followed by base62 (24 characters for older keys, up to ~100 for newer ones); webhook signing
 * secrets are `whsec_` + base62 (gitleaks rule `stripe-access-token`). Publishable keys (`pk_`) are public.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const CONTEXT = ['stripe', 'api_key', 'secret', 'payment'];

export const stripeSecretKey = defineSecret({
  id: 'stripe-secret-key',
  entity: 'STRIPE_API_KEY',
  keywords: ['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'],
  patterns: [
    {
      name: 'secret-or-restricted-key',
      regex: /(?<![A-Za-z0-9_])[sr]k_(?:live|test)_[A-Za-z0-9]{20,247}(?![A-Za-z0-9_])/g,
      score: 0.97,
    },
  ],
  context: CONTEXT,
});

export const stripeWebhookSecret = defineSecret({
  id: 'stripe-webhook-secret',
  entity: 'STRIPE_WEBHOOK_SECRET',
  keywords: ['whsec_'],
  patterns: [{ name: 'webhook-secret', regex: /(?<![A-Za-z0-9_])whsec_[A-Za-z0-9]{32,64}(?![A-Za-z0-9_])/g, score: 0.95 }],
  context: ['stripe', 'webhook', 'signing secret', 'endpoint secret'],
});

/** stripeSecretKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const stripeSecretKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Stripe.api_key = "sk_live_FAKEKN2ofDyNs7figUlqWQUu"', values: ['sk_live_FAKEKN2ofDyNs7figUlqWQUu'] },
    {
      text: 'require("stripe")("sk_test_FAKEMKT4fOREMdkI2GXyozTSrWg3Jb4v7pwOkccO");',
      values: ['sk_test_FAKEMKT4fOREMdkI2GXyozTSrWg3Jb4v7pwOkccO'],
    },
    {
      text: 'rk_live_FAKEcH7ls9SuS0kygsu1uFrX and rk_test_FAKE33f1uwvqx6i9wLrvNYCSy02IzE88',
      values: ['rk_live_FAKEcH7ls9SuS0kygsu1uFrX', 'rk_test_FAKE33f1uwvqx6i9wLrvNYCSy02IzE88'],
    },
  ],
  negative: [
    'pk_live_FAKEKN2ofDyNs7figUlqWQUu', // publishable key
    'sk_live_short',
    'sk_prod_FAKEKN2ofDyNs7figUlqWQUu',
    'ask_live_FAKEKN2ofDyNs7figUlqWQUu',
  ],
});

/** stripeWebhookSecret's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const stripeWebhookSecretExamples = (): DetectorExamples => ({
  positive: [
    { text: 'STRIPE_WEBHOOK_SECRET=whsec_FAKEUp6urCHPMhqQc3KXFQIWxmBG8q1f', values: ['whsec_FAKEUp6urCHPMhqQc3KXFQIWxmBG8q1f'] },
    { text: "endpointSecret = 'whsec_FAKEUp6urCHPMhqQc3KXFQIWxmBG8q1f';", values: ['whsec_FAKEUp6urCHPMhqQc3KXFQIWxmBG8q1f'] },
    { text: 'whsec_FAKEUp6urCHPMhqQc3KXFQIWxmBG8q1fFAKE', values: ['whsec_FAKEUp6urCHPMhqQc3KXFQIWxmBG8q1fFAKE'] },
  ],
  negative: ['whsec_...', 'whsec_FAKEUp6urCHPMhqQc3', 'xwhsec_FAKEUp6urCHPMhqQc3KXFQIWxmBG8q1f'],
});
