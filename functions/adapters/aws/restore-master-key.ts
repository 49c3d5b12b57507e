import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { RestoreKeyUnavailableError } from '../../guard/errors';

/** Fewer characters than this cannot hold 256 bits of a generated alphanumeric secret (64 × ~5.95 bits). */
const MIN_SECRET_CHARS = 43;

/**
 * The service's restore master key: the string value of a Secrets Manager secret (the stack generates 64
 * alphanumeric characters). Per-project keys are derived from it (functions/guard/sealed.ts). Read once per
 * Lambda instance, at the first call that needs it.
 */
export async function readRestoreMasterKey(
  secretId: string,
  client: Pick<SecretsManagerClient, 'send'> = new SecretsManagerClient({}),
): Promise<Buffer> {
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  const value = out.SecretString?.trim();
  if (!value || value.length < MIN_SECRET_CHARS) throw new RestoreKeyUnavailableError();
  return Buffer.from(value, 'utf8');
}
