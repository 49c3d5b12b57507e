/**
 * Generic `name = value` secrets with no vendor prefix, after gitleaks' `generic-api-key` rule idea: a name
 * that says what the value is, an assignment (`=`, `:`, `:=`, `=>`), and a value that looks random (Shannon
 * entropy). These are the noisiest rules, so they score lower than prefixed formats; context words raise them.
 * Spans cover the value only, never the name.
 */
import { defineSecret, hasCharClasses, shannonEntropy } from './shared';
import type { DetectorExamples } from '../types';

/** Values that are references or templates, not secrets: `$VAR`, `${…}`, `{{…}}`, `<…>`, `%s`, `&lt;`. */
function looksLikeReference(v: string): boolean {
  return (
    /^[$%#<{[(@*,;:)\]}]|\$\{|\{\{|&lt;|&gt;|^(?:null|none|true|false|undefined|changeme|password|secret)$/i.test(v) ||
    // Routes and paths of lower-case words (`cms/sites/passwords#edit`), and labels ending in a colon.
    /^[a-z0-9_.#-]*\/[a-z0-9_./#:-]*$/.test(v) ||
    v.endsWith(':')
  );
}

const K1 = 'FAKEX1Skb1F6rF6TUd591Dw5oqmbulAN';
const K2 = '6fb1cff7690db9ac066cadbbde8e3c078efdabcf';

export const genericApiKey = defineSecret({
  id: 'generic-api-key',
  entity: 'GENERIC_SECRET',
  keywords: ['key', 'secret', 'token', 'KEY', 'SECRET', 'TOKEN', 'Key', 'Secret', 'Token'],
  // The name is assigned with `:` or `=` (`:=`, `=>`): prose that merely mentions a key skips the rule.
  requires: { anyChar: ':=' },
  patterns: [
    {
      name: 'assigned-high-entropy',
      regex:
        /(?<=(?:api|API|Api|secret|SECRET|Secret|access|ACCESS|Access|auth|AUTH|Auth|client|CLIENT|Client|private|PRIVATE|Private)[_.-]?(?:key|KEY|Key|secret|SECRET|Secret|token|TOKEN|Token)["']?\s{0,8}(?::|=|:=|=>)\s{0,8}["'`]?)[A-Za-z0-9_+/=.~-]{20,128}(?![A-Za-z0-9_+/=.~-])/g,
      score: 0.55,
    },
  ],
  minEntropy: 3.5,
  validate: (v) => hasCharClasses(v, 2) && !looksLikeReference(v) && !/^[a-z]+(?:[._-][a-z]+)+$/.test(v),
  context: ['api key', 'secret', 'token', 'credential', 'auth'],
});

/** Shannon entropy floor for passwords: low (passwords are short and human), but above `aaaaaa`. */
const PASSWORD_MIN_ENTROPY = 2.3;

export const genericPassword = defineSecret({
  id: 'generic-password',
  entity: 'PASSWORD',
  keywords: ['pass', 'pwd', 'PASS', 'PWD', 'Pass', 'Pwd'],
  patterns: [
    {
      name: 'assigned-quoted-password',
      // The name ends in password/passwd/pwd/pass (AdminPassword, db_pass, PGPASSWORD); the value is quoted.
      regex:
        /(?<=(?:pass(?:word|wd)?|pwd|PASS(?:WORD|WD)?|PWD|Pass(?:word|wd)?|Pwd)["']?\s{0,8}(?::|=|:=|=>|==|!=)\s{0,8}["'])[^"'\s]{6,64}(?=["'])/g,
      score: 0.6,
    },
  ],
  validate: (v) => shannonEntropy(v) >= PASSWORD_MIN_ENTROPY && !looksLikeReference(v) && !/^(?:[a-z]+:\/\/|arn:|\/)/.test(v),
  context: ['password', 'passwd', 'credential', 'login', '비밀번호'],
});

/** genericApiKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const genericApiKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `API_KEY = "${K1}"`, values: [K1] },
    { text: `private static String CLIENT_SECRET = "${K2}";`, values: [K2] },
    { text: `{"auth_token": "${K1}", "apiKey": '${K2}'}`, values: [K1, K2] },
  ],
  negative: [
    "secret_access_key = 'abcdefg12346+FJQCK'", // 18 characters
    'API_KEY = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"', // no entropy
    'api_key = ${process.env.API_KEY_FROM_ENVIRONMENT}', // a reference
    'client_secret = "my.very-long.placeholder-name"', // words
    `monkey = "${K1}"`, // not a secret-ish name
  ],
});

/** genericPassword's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const genericPasswordExamples = (): DetectorExamples => ({
  positive: [
    { text: 'password = "Fake$ecret9"\n', values: ['Fake$ecret9'] },
    { text: "user: 'demo', password: 'fAk3-pw-52VeZq'", values: ['fAk3-pw-52VeZq'] },
    { text: '"AdminPassword" : "notreal-Pw4!",', values: ['notreal-Pw4!'] },
  ],
  negative: [
    'password = "123"', // too short
    'export PGPASSWORD="$db_password"', // a reference
    'this.addPassword = "#add-password";',
    'IAMUserChangePassword = "arn:aws:iam::aws:policy/IAMUserChangePassword"',
    '"password": "&lt;YOURPASSWORD&gt;"',
    'password = "aaaaaaaa"',
    'passport = "X1234567"',
    'passwordLabel:"Password:",rememberMeLabel:"Remember me:"',
    'put \'/forgot-password\' => "cms/sites/passwords#update"',
  ],
});
