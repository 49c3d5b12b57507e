import { compileGuardian, type CompiledGuardian } from '../guardians/compile';
import { GuardianValidationError } from '../guardians/errors';
import type { ApiKeyRecord, Clock, ConfigStore } from '../ports';
import { ConfigUnavailableError, GuardianUnavailableError, InvalidApiKeyError, MissingApiKeyError } from './errors';
import { hashApiKey, isWellFormedApiKey, maskedKeyId } from './keys';
import { TtlCache } from './ttl-cache';

/** How long an instance trusts what it read from the store. Documented in the README. */
export interface AccessCacheTtls {
  /** A known key (active or revoked): revocation takes effect within this time. */
  readonly keyMs: number;
  /** An unknown key: a key created after a failed attempt works within this time. */
  readonly unknownKeyMs: number;
  /** A Guardian: a newly applied version is used within this time. */
  readonly guardianMs: number;
}

export const DEFAULT_ACCESS_TTLS: AccessCacheTtls = { keyMs: 30_000, unknownKeyMs: 5_000, guardianMs: 30_000 };

export interface Caller {
  readonly key: ApiKeyRecord;
  /** `svc_…` plus the key's last four characters; safe for logs and traces. */
  readonly keyId: string;
  readonly guardian: CompiledGuardian;
}

export interface AccessResolver {
  /** Resolves the caller of a request from its raw API key header value. */
  authenticate(rawKey: string | undefined): Promise<Caller>;
}

export function createAccessResolver(
  store: ConfigStore,
  clock: Clock,
  ttls: AccessCacheTtls = DEFAULT_ACCESS_TTLS,
): AccessResolver {
  const keys = new TtlCache<string, ApiKeyRecord | undefined>(clock);
  const guardians = new TtlCache<string, CompiledGuardian>(clock, 1_000);
  // Compiling (RE2, catalogs) is the expensive part: reuse a compiled Guardian while its version is unchanged.
  const compiled = new Map<string, CompiledGuardian>();

  async function loadGuardian(projectId: string, name: string): Promise<CompiledGuardian> {
    const cacheKey = `${projectId}/${name}`;
    return guardians.get(
      cacheKey,
      () => ttls.guardianMs,
      async () => {
        const record = await readStore(() => store.getGuardian(projectId, name));
        if (!record) throw new GuardianUnavailableError('missing');
        const previous = compiled.get(cacheKey);
        if (previous && previous.version === record.version) return previous;
        try {
          const guardian = compileGuardian(record.document, record.version);
          compiled.set(cacheKey, guardian);
          return guardian;
        } catch (cause) {
          if (cause instanceof GuardianValidationError) throw new GuardianUnavailableError('invalid', { cause });
          throw cause;
        }
      },
    );
  }

  return {
    async authenticate(rawKey) {
      if (rawKey === undefined || rawKey.trim() === '') throw new MissingApiKeyError();
      const key = rawKey.trim();
      // Shape first: a malformed key never costs a table read.
      if (!isWellFormedApiKey(key)) throw new InvalidApiKeyError();
      const keyHash = hashApiKey(key);
      const record = await keys.get(
        keyHash,
        (r) => (r ? ttls.keyMs : ttls.unknownKeyMs),
        () => readStore(() => store.getApiKey(keyHash)),
      );
      if (!record || record.status !== 'ACTIVE') throw new InvalidApiKeyError();
      const guardian = await loadGuardian(record.projectId, record.guardianName);
      return { key: record, keyId: maskedKeyId(record.last4), guardian };
    },
  };
}

async function readStore<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    throw new ConfigUnavailableError({ cause });
  }
}
