import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { RestoreKeyUnavailableError } from '../../guard/errors';

type SecretsManagerSdk = typeof import('@aws-sdk/client-secrets-manager');

/**
 * Required at the first call that needs the restore key, not when the inline handler loads (as bedrock-judge.ts
 * does with its SDK): most calls never restore, and the cold start should not pay for the module.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const secretsManagerSdk = (): SecretsManagerSdk => require('@aws-sdk/client-secrets-manager') as SecretsManagerSdk;

/** Fewer characters than this cannot hold 256 bits of a generated alphanumeric secret (43 × ~5.95 bits). */
const MIN_SECRET_CHARS = 43;

/**
 * The service's restore master key: the string value of a Secrets Manager secret (the stack generates 64
 * alphanumeric characters). Per-project keys are derived from it (functions/guard/sealed.ts). Read once per
 * Lambda instance, at the first call that needs it.
 */
export async function readRestoreMasterKey(secretId: string, client?: Pick<SecretsManagerClient, 'send'>): Promise<Buffer> {
  const sdk = secretsManagerSdk();
  const out = await (client ?? new sdk.SecretsManagerClient({})).send(new sdk.GetSecretValueCommand({ SecretId: secretId }));
  const value = out.SecretString?.trim();
  if (!value || value.length < MIN_SECRET_CHARS) throw new RestoreKeyUnavailableError();
  return Buffer.from(value, 'utf8');
}
