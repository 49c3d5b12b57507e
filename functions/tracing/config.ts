import { TracingConfigError } from './errors';

/** Where and as whom traces are posted: the Langfuse host and the project's API key pair. */
export interface LangfuseConfig {
  /** Base URL, e.g. `https://cloud.langfuse.com` or a self-hosted `https://langfuse.example.com/prefix`. */
  readonly host: string;
  readonly publicKey: string;
  readonly secretKey: string;
}

/** Where the secret key comes from: the environment (local), Secrets Manager or SSM Parameter Store (AWS). */
export type SecretKeySource =
  | { readonly kind: 'value'; readonly value: string }
  | { readonly kind: 'secrets-manager'; readonly secretId: string }
  | { readonly kind: 'ssm-parameter'; readonly name: string };

export interface LangfuseSettings {
  readonly host: string;
  readonly publicKey: string;
  readonly secretKey: SecretKeySource;
}

/** Environment variables of the export (functions/tracing/README.md). */
export const LANGFUSE_ENV = {
  host: 'LANGFUSE_HOST',
  publicKey: 'LANGFUSE_PUBLIC_KEY',
  secretKey: 'LANGFUSE_SECRET_KEY',
  secretArn: 'LANGFUSE_SECRET_ARN',
  secretParameter: 'LANGFUSE_SECRET_PARAMETER',
} as const;

/**
 * Reads the export settings. Undefined when `LANGFUSE_HOST` is not set (export off); a partial configuration
 * is an error naming the missing variable. Exactly one secret source must be given.
 */
export function readLangfuseSettings(env: NodeJS.ProcessEnv): LangfuseSettings | undefined {
  const host = env[LANGFUSE_ENV.host]?.trim();
  if (!host) return undefined;
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new TracingConfigError(LANGFUSE_ENV.host, 'must be an http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TracingConfigError(LANGFUSE_ENV.host, 'must be an http(s) URL');
  }
  const publicKey = env[LANGFUSE_ENV.publicKey]?.trim();
  if (!publicKey) throw new TracingConfigError(LANGFUSE_ENV.publicKey, 'is required when LANGFUSE_HOST is set');
  const sources: SecretKeySource[] = [];
  const value = env[LANGFUSE_ENV.secretKey]?.trim();
  if (value) sources.push({ kind: 'value', value });
  const secretId = env[LANGFUSE_ENV.secretArn]?.trim();
  if (secretId) sources.push({ kind: 'secrets-manager', secretId });
  const name = env[LANGFUSE_ENV.secretParameter]?.trim();
  if (name) sources.push({ kind: 'ssm-parameter', name });
  if (sources.length !== 1) {
    throw new TracingConfigError(
      `${LANGFUSE_ENV.secretKey} / ${LANGFUSE_ENV.secretArn} / ${LANGFUSE_ENV.secretParameter}`,
      sources.length === 0 ? 'one of them is required when LANGFUSE_HOST is set' : 'set exactly one of them',
    );
  }
  return { host: host.replace(/\/+$/, ''), publicKey, secretKey: sources[0]! };
}

/** Basic auth with the public key as user name and the secret key as password (Langfuse API authentication). */
export function authorizationHeader(config: Pick<LangfuseConfig, 'publicKey' | 'secretKey'>): string {
  return `Basic ${Buffer.from(`${config.publicKey}:${config.secretKey}`, 'utf8').toString('base64')}`;
}

export function ingestionUrl(host: string): string {
  return `${host.replace(/\/+$/, '')}/api/public/ingestion`;
}
