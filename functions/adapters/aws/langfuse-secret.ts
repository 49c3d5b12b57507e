import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import type { SecretKeySource } from '../../tracing/config';
import { TracingConfigError } from '../../tracing/errors';

/** The clients the secret can come from; built lazily, only the one the configuration names. */
export interface SecretClients {
  readonly secretsManager?: () => Pick<SecretsManagerClient, 'send'>;
  readonly ssm?: () => Pick<SSMClient, 'send'>;
}

/**
 * Resolves the Langfuse secret key. A Secrets Manager secret may hold the key itself or a JSON object with a
 * `secretKey` (or `LANGFUSE_SECRET_KEY`) field; an SSM parameter is read as a SecureString (decrypted).
 */
export async function readLangfuseSecretKey(source: SecretKeySource, clients: SecretClients = {}): Promise<string> {
  switch (source.kind) {
    case 'value':
      return source.value;
    case 'secrets-manager': {
      const client = clients.secretsManager?.() ?? new SecretsManagerClient({});
      const out = await client.send(new GetSecretValueCommand({ SecretId: source.secretId }));
      if (out.SecretString === undefined) {
        throw new TracingConfigError('LANGFUSE_SECRET_ARN', 'names a secret without a string value');
      }
      return secretKeyFromSecretString(out.SecretString);
    }
    case 'ssm-parameter': {
      const client = clients.ssm?.() ?? new SSMClient({});
      const out = await client.send(new GetParameterCommand({ Name: source.name, WithDecryption: true }));
      const value = out.Parameter?.Value?.trim();
      if (!value) throw new TracingConfigError('LANGFUSE_SECRET_PARAMETER', 'names a parameter without a value');
      return value;
    }
  }
}

/** `sk-lf-…` as such, or `{"secretKey":"sk-lf-…"}` (the shape of a key/value secret in the console). */
export function secretKeyFromSecretString(secret: string): string {
  const trimmed = secret.trim();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new TracingConfigError('LANGFUSE_SECRET_ARN', 'holds malformed JSON');
    }
    const record = parsed as Record<string, unknown>;
    const value = record['secretKey'] ?? record['LANGFUSE_SECRET_KEY'];
    if (typeof value !== 'string' || value.trim() === '') {
      throw new TracingConfigError('LANGFUSE_SECRET_ARN', 'holds JSON without a "secretKey" string field');
    }
    return value.trim();
  }
  if (trimmed === '') throw new TracingConfigError('LANGFUSE_SECRET_ARN', 'holds an empty secret');
  return trimmed;
}
