/**
 * API keys of AI platforms, all prefixed:
 * - OpenAI: `sk-` (optionally `sk-proj-`, `sk-svcacct-`, `sk-admin-`) with the marker `T3BlbkFJ` (base64 of
 *   "OpenAI") in the middle (gitleaks rule `openai-api-key`); older user keys are `sk-` + 48 alphanumerics.
 * - Anthropic: `sk-ant-api03-` (and `sk-ant-admin01-` admin keys), 93 characters of `[A-Za-z0-9_-]`, ending
 *   in `AA` (gitleaks rule `anthropic-api-key`).
 * - Hugging Face: user access tokens `hf_` + 34 letters, organisation tokens `api_org_` + 34 letters
 *   (Hugging Face docs, "User access tokens"; gitleaks `huggingface-access-token`).
 * - Groq: `gsk_` + 52 alphanumerics. Tavily: `tvly-` (optionally `tvly-dev-`) + 32 alphanumerics.
 */
import { defineSecret, hasCharClasses } from './shared';
import type { DetectorExamples } from '../types';

const OA1 = 'sk-FAKELvulX9LjDi8vZ1GUT3BlbkFJZIRsDzmYGgCjQpyxVCyL';
const OA2 =
  'sk-proj-FAKEhOkvpsGl_g3WP0LnjZn1L64dWVyxHwrwClOVfnzIKfuHeD1m9-Ew9UcKfhFnVbv3GrPgx3T3BlbkFJdTb2p-sAruPfURxW64k0TwDIHEC40HCUdMteT6x2IVPhATSuJ4rwqFtyDDdrL64ca5muCfq5eB';

export const openaiApiKey = defineSecret({
  id: 'openai-api-key',
  entity: 'OPENAI_API_KEY',
  keywords: ['sk-'],
  patterns: [
    {
      name: 'api-key',
      regex: /(?<![A-Za-z0-9_-])sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,200}T3BlbkFJ[A-Za-z0-9_-]{20,200}(?![A-Za-z0-9_-])/g,
      score: 0.99,
    },
    {
      // Legacy user keys: `sk-` + 48 alphanumerics; a mixed-case, random-looking body is required (below).
      name: 'legacy-api-key',
      regex: /(?<![A-Za-z0-9_-])sk-[A-Za-z0-9]{48}(?![A-Za-z0-9_-])/g,
      score: 0.8,
    },
  ],
  minEntropy: 4,
  validate: (v) => hasCharClasses(v, 3),
  context: ['openai', 'api key', 'api_key', 'bearer', 'gpt'],
});

const AN1 = 'sk-ant-api03-FAKEj3PEYFhhLsyurwhlz45f7gD_BnHnUuFKQvzpojzwFoxpCYO4L4S9iK3eVL4hsjH2oOoFw3zw6EPpiS23_5y4rIZ84AA';
const AN2 =
  'sk-ant-admin01-FAKEekIT-Em1YGQU3e7jCqAHv5SzkmEomgncgMdvJIawU4NW51QpmXfAXP_Vk3M5DIeBStJOx71C2TpUs1dATpr7GeXO2AA';

export const anthropicApiKey = defineSecret({
  id: 'anthropic-api-key',
  entity: 'ANTHROPIC_API_KEY',
  keywords: ['sk-ant-'],
  patterns: [
    {
      name: 'api-key',
      regex: /(?<![A-Za-z0-9_-])sk-ant-(?:api03|admin01)-[A-Za-z0-9_-]{80,120}AA(?![A-Za-z0-9_-])/g,
      score: 0.99,
    },
  ],
  context: ['anthropic', 'claude', 'x-api-key', 'api key', 'api_key'],
});

export const huggingfaceToken = defineSecret({
  id: 'huggingface-token',
  entity: 'HUGGINGFACE_TOKEN',
  keywords: ['hf_', 'api_org_'],
  patterns: [{ name: 'access-token', regex: /(?<![A-Za-z0-9_-])(?:hf|api_org)_[A-Za-z]{34}(?![A-Za-z0-9_-])/g, score: 0.9 }],
  // 34 letters could spell an identifier such as `hf_someVeryLongCamelCaseFunctionName`; require a mix.
  validate: (v) => /[A-Z].*[A-Z].*[A-Z]/.test(v.slice(3)) && /[a-z].*[a-z].*[a-z]/.test(v.slice(3)),
  minEntropy: 4,
  context: ['hugging face', 'huggingface', 'hf_token', 'token'],
});

export const groqApiKey = defineSecret({
  id: 'groq-api-key',
  entity: 'GROQ_API_KEY',
  keywords: ['gsk_'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])gsk_[A-Za-z0-9]{52}(?![A-Za-z0-9_-])/g, score: 0.95 }],
  context: ['groq', 'api_key', 'api key'],
});

export const tavilyApiKey = defineSecret({
  id: 'tavily-api-key',
  entity: 'TAVILY_API_KEY',
  keywords: ['tvly-'],
  patterns: [{ name: 'api-key', regex: /(?<![A-Za-z0-9_-])tvly-(?:dev-)?[A-Za-z0-9]{32}(?![A-Za-z0-9_-])/g, score: 0.95 }],
  context: ['tavily', 'api_key', 'search'],
});

/** openaiApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const openaiApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `-H "Authorization: Bearer ${OA1}"`, values: [OA1] },
    { text: `OPENAI_API_KEY=${OA2}`, values: [OA2] },
    { text: `client = OpenAI(api_key="${OA1}")`, values: [OA1] },
    { text: 'key sk-FAKEa1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2', values: ['sk-FAKEa1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2'] },
  ],
  negative: [
    OA1.replace('T3BlbkFJ', 'T3BlbkFK').slice(0, -1), // no marker, and not 48 characters either
    'sk-T3BlbkFJ',
    `x${OA1}`,
    OA1.replace('sk-', 'pk-'),
    `sk-${'abcdefgh'.repeat(6)}`, // legacy length, but no entropy / case mix
  ],
});

/** anthropicApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const anthropicApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: AN1, values: [AN1] },
    { text: `ANTHROPIC_API_KEY="${AN2}"`, values: [AN2] },
    { text: `-H "x-api-key: ${AN1}" -H "anthropic-version: 2023-06-01"`, values: [AN1] },
  ],
  negative: ['sk-ant-api03-short', AN1.slice(0, -2), AN1.replace('api03', 'api99'), `${AN1}x`],
});

/** huggingfaceToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const huggingfaceTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: 'HF_TOKEN:"hf_FAKEvMOhcAKRJiKdTihPzudGTmCUxfJJhg"', values: ['hf_FAKEvMOhcAKRJiKdTihPzudGTmCUxfJJhg'] },
    { text: 'huggingface-cli login --token hf_FAKEzAUpsSKWWtozXkLKomuyqGxyaBtXyP', values: ['hf_FAKEzAUpsSKWWtozXkLKomuyqGxyaBtXyP'] },
    { text: 'org: api_org_FAKEzAUpsSKWWtozXkLKomuyqGxyaBtXyP', values: ['api_org_FAKEzAUpsSKWWtozXkLKomuyqGxyaBtXyP'] },
  ],
  negative: [
    'hf_FAKEvMOhcAKRJiKdTihPzudGTmCUxfJJh', // 33 letters
    'hf_FAKEvMOhcAKRJiKdTihPzudGTmCUxfJJh9', // a digit
    'hf_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', // all lower case
  ],
});

/** groqApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const groqApiKeyExamples = (): DetectorExamples => ({
  positive: [
    {
      text: 'OpenAI(base_url="https://api.groq.com/openai/v1/", api_key="gsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYF")',
      values: ['gsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYF'],
    },
    { text: 'gsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYF', values: ['gsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYF'] },
    { text: "const k = 'gsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYF';", values: ['gsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYF'] },
  ],
  negative: ['gsk_FAKEC678u6WGXP15xnXLdqX', 'gsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYFx', 'xgsk_FAKEC678u6WGXP15xnXLdqXuzxqEWjddc9WmpSZxLtSbvYvSuDYF'],
});

/** tavilyApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const tavilyApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: 'tvly-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK6', values: ['tvly-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK6'] },
    { text: 'TAVILY_API_KEY = "tvly-dev-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK6"', values: ['tvly-dev-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK6'] },
    { text: "key='tvly-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK6'", values: ['tvly-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK6'] },
  ],
  negative: ['tvly-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK', 'tvly-FAKEPAHMtVPVtq3b2jVePSiuxvrtJaK6x', 'tvly-<your-key>'],
});
