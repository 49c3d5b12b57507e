/**
 * AWS secret credentials (access key IDs live in `../aws-access-key.ts`). A secret access key is 40
 * characters of base64 (`[A-Za-z0-9/+]`, IAM User Guide, "Managing access keys"); it has no prefix, so like
 * gitleaks and noseyparker we only report it after an assignment to a name that mentions both `aws` and
 * `secret`, and require the value to look random (Shannon entropy). Session tokens (STS) are long base64
 * strings assigned to `aws_session_token` / `AWS_SESSION_TOKEN` (AWS CLI configuration docs).
 */
import { defineSecret, hasCharClasses } from './shared';
import type { DetectorExamples } from '../types';

const S1 = 'FAKEtf3tufcYXdyuglzMCsin57vD4I4IP3XnYmrI';
const S2 = 'FAKEDLyFsRhl03SUSD3TN+RH1tNmsxBkixfneD+n';
const S3 = 'FAKEPO3ZzxsMW1Ix9bz5LK0X1i1wqZ8e+IC31JD/';

export const awsSecretAccessKey = defineSecret({
  id: 'aws-secret-access-key',
  entity: 'AWS_SECRET_KEY',
  keywords: ['aws', 'AWS', 'Aws'],
  patterns: [
    {
      name: 'assigned-secret-key',
      // `aws…secret… = value`: the name is an identifier mentioning aws then secret, in one casing style.
      regex:
        /(?<=(?:aws|AWS|Aws)[A-Za-z0-9_.-]{0,24}(?:secret|SECRET|Secret)[A-Za-z0-9_.-]{0,24}["']?\s{0,8}(?::|=|=>|:=)\s{0,8}["']?)[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
      score: 0.9,
    },
  ],
  minEntropy: 3.5,
  validate: (v) => hasCharClasses(v, 2),
  context: ['aws', 'secret', 'credentials', 'secret_access_key'],
});

const SESSION = `FwoGZXIvYXdzEFAKE${'Q2xOpL7vRk9sTz3WnB5yHcJd8MfGa1Ue6IbVq4XrCt0SmPw'.repeat(3)}==`;

export const awsSessionToken = defineSecret({
  id: 'aws-session-token',
  entity: 'AWS_SESSION_TOKEN',
  keywords: ['session_token', 'SESSION_TOKEN', 'sessionToken', 'SessionToken'],
  patterns: [
    {
      name: 'assigned-session-token',
      regex:
        /(?<=(?:aws|AWS|Aws)_?(?:session|SESSION|Session)_?(?:token|TOKEN|Token)["']?\s{0,8}(?::|=|=>|:=)\s{0,8}["']?)[A-Za-z0-9/+=._-]{100,4000}(?![A-Za-z0-9/+=._-])/g,
      score: 0.9,
    },
  ],
  minEntropy: 4,
  context: ['aws', 'session', 'sts', 'credentials'],
});

/** awsSecretAccessKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const awsSecretAccessKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `aws_secret_access_key = ${S1}`, values: [S1] },
    { text: `export AWS_SECRET_ACCESS_KEY="${S2}"`, values: [S2] },
    { text: `{"awsSecretKey": "${S3}"}`, values: [S3] },
  ],
  negative: [
    'aws_secret_access_key = aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', // placeholder, no entropy
    `aws_secret_access_key = ${S1.slice(0, 38)}`, // 38 characters
    `aws_secret_access_key = ${S1}AB`, // 42 characters
    `secret = ${S1}`, // no aws in the name
    `AWS_SECRET_ACCESS_KEY=<your-secret-key>`,
  ],
});

/** awsSessionToken's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const awsSessionTokenExamples = (): DetectorExamples => ({
  positive: [
    { text: `aws_session_token = ${SESSION}`, values: [SESSION] },
    { text: `export AWS_SESSION_TOKEN="${SESSION}"`, values: [SESSION] },
    { text: `{"AwsSessionToken": "${SESSION}"}`, values: [SESSION] },
  ],
  negative: [
    'aws_session_token = <token>',
    `aws_session_token = ${'A'.repeat(120)}`,
    `session_token = ${SESSION}`,
  ],
});
