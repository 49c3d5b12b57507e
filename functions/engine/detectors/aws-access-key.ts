import { keywordList } from '../text-index';
import type { Detector, DetectorExamples } from './types';

/**
 * AWS access key IDs: a 4-letter prefix + 16 characters of the base32 alphabet `[A-Z2-7]` (20 in all).
 *
 * Prefixes, from the IAM User Guide, "Understanding unique ID prefixes"
 * (docs.aws.amazon.com/IAM/latest/UserGuide/reference_identifiers.html#identifiers-unique-ids):
 * AKIA = long-term access key, ASIA = temporary (STS) access key, ABIA = AWS STS service bearer token,
 * ACCA = context-specific credential. The other documented prefixes (AIDA user, AROA role, AGPA group,
 * ANPA/ANVA policy, AIPA instance profile, APKA public key, ASCA certificate) name resources, not
 * credentials, so they are not secrets and are not reported. The `[A-Z2-7]{16}` body follows gitleaks'
 * `aws-access-token` rule (github.com/gitleaks/gitleaks, config/gitleaks.toml).
 *
 * Key IDs ending in `EXAMPLE` (AKIAIOSFODNN7EXAMPLE) are the placeholders of AWS's own documentation; like
 * gitleaks' allow-list, we do not report them.
 */
/** Every match holds one of the prefixes (case-sensitive). */
const PREFIXES = keywordList(['AKIA', 'ASIA', 'ABIA', 'ACCA']);

export const awsAccessKey: Detector = {
  id: 'aws-access-key',
  entity: 'AWS_ACCESS_KEY',
  requires: { keywords: PREFIXES },
  patterns: [
    {
      name: 'access-key-id',
      // Word-bounded on both sides: not inside a longer upper-case/digit token.
      regex: /(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}(?![A-Za-z0-9])/g,
      // The prefix + exact length + alphabet is very specific; key IDs alone are not secret but signal one.
      score: 0.9,
    },
  ],
  validate: (value) => !value.endsWith('EXAMPLE'),
  context: ['aws', 'access key', 'access_key', 'aws_access_key_id', 'key id', 'credentials', '액세스 키'],
};

/** awsAccessKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const awsAccessKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: 'aws_access_key_id = AKIAZ3MSJV4WQGTBD3HM', values: ['AKIAZ3MSJV4WQGTBD3HM'] },
    { text: 'export AWS_ACCESS_KEY_ID="ASIAQX7G2V5LMN3OPQRS"', values: ['ASIAQX7G2V5LMN3OPQRS'] },
    { text: '키는 AKIA2E0A8F3B244C9986 아니고 AKIAJ7Q2LSMXA3ZZ5VTK 입니다', values: ['AKIAJ7Q2LSMXA3ZZ5VTK'] },
    { text: '{"key":"ABIAXW4RL7TQ2ZSNUJ6E","bearer":true}', values: ['ABIAXW4RL7TQ2ZSNUJ6E'] },
    { text: 'ctx cred ACCAQ2M7WZ5R4KXJ3N6P in logs', values: ['ACCAQ2M7WZ5R4KXJ3N6P'] },
  ],
  negative: [
    'AKIAIOSFODNN7EXAMPLE', // AWS documentation placeholder
    'AKIAZ3MSJV4WQGTBD3H', // 19 characters
    'AKIAZ3MSJV4WQGTBD3HMX', // 21 characters
    'AIDAZ3MSJV4WQGTBD3HM', // IAM user unique id, not a credential
    'xAKIAZ3MSJV4WQGTBD3HM', // inside a longer token
    'akiaz3msjv4wqgtbd3hm', // lower case
    'AKIAZ3MSJV4WQGTBD3H1', // 1 is not in the base32 alphabet
  ],
});
