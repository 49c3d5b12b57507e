import { DEFAULT_ACCESS_TTLS, type AccessCacheTtls } from '../auth/cache-ttls';

/** Handler configuration read once per cold start from the environment (documented in the README). */
export interface ServiceSettings {
  readonly tableName: string;
  /** Largest accepted request body, in bytes (default 1 MiB). */
  readonly maxBodyBytes: number;
  readonly cacheTtls: AccessCacheTtls;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServiceSettings {
  const tableName = env.CG_TABLE_NAME;
  if (!tableName) throw new Error('CG_TABLE_NAME is not set');
  return {
    tableName,
    maxBodyBytes: intSetting(env, 'CG_MAX_BODY_BYTES', 1024 * 1024),
    cacheTtls: {
      keyMs: intSetting(env, 'CG_KEY_CACHE_TTL_MS', DEFAULT_ACCESS_TTLS.keyMs),
      unknownKeyMs: intSetting(env, 'CG_UNKNOWN_KEY_CACHE_TTL_MS', DEFAULT_ACCESS_TTLS.unknownKeyMs),
      guardianMs: intSetting(env, 'CG_GUARDIAN_CACHE_TTL_MS', DEFAULT_ACCESS_TTLS.guardianMs),
      projectMs: intSetting(env, 'CG_PROJECT_CACHE_TTL_MS', DEFAULT_ACCESS_TTLS.projectMs),
    },
  };
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
}

/** Batch job configuration (lib/README.md "Function environment"). */
export interface JobSettings {
  readonly queueUrl: string;
  /** Job records are kept this many days (DynamoDB TTL), default 30. */
  readonly retentionDays: number;
  /** Largest source object, default 100 MiB. */
  readonly maxSourceBytes: number;
  /** A worker's claim on a job lasts this long before another delivery may take over, default 15 min. */
  readonly leaseMs: number;
  /** Claims after which the sweeper finalizes a job whose lease expired instead of queueing it again, default 5. */
  readonly maxAttempts: number;
}

export function readJobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  return {
    queueUrl: env.CG_QUEUE_URL ?? '',
    retentionDays: intSetting(env, 'CG_JOB_RETENTION_DAYS', 30),
    maxSourceBytes: intSetting(env, 'CG_MAX_SOURCE_BYTES', 100 * 1024 * 1024),
    leaseMs: intSetting(env, 'CG_JOB_LEASE_MS', 15 * 60 * 1000),
    maxAttempts: intSetting(env, 'CG_JOB_MAX_ATTEMPTS', 5),
  };
}
