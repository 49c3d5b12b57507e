import type { CompiledGuardian } from '../guardians/compile';
import { GuardianValidationError } from '../guardians/errors';
import type { ApiKeyRecord, Clock, ConfigReader, ProjectRecord } from '../ports';
import { DEFAULT_ACCESS_TTLS, type AccessCacheTtls } from './cache-ttls';
import { ConfigUnavailableError, GuardianUnavailableError, InvalidApiKeyError, MissingApiKeyError } from './errors';
import { hashApiKey, isWellFormedApiKey, maskedKeyId } from './keys';
import { TtlCache } from './ttl-cache';

/** Re-exported: the TTLs live in cache-ttls.ts so that settings.ts can read them without loading the engine. */
export { DEFAULT_ACCESS_TTLS, type AccessCacheTtls };

/**
 * Builds a Guardian from a stored version: `compileGuardian` for the APIs that inspect content, the lighter
 * `describeGuardian` (guardians/parse.ts) for the job API, which then never loads the engine. Either throws
 * GuardianValidationError for a document it cannot use.
 */
export type GuardianLoader<G> = (document: unknown, version: number) => G;

export interface Caller<G = CompiledGuardian> {
  readonly key: ApiKeyRecord;
  /** `svc_…` plus the key's last four characters; safe for logs and traces. */
  readonly keyId: string;
  readonly guardian: G;
}

export interface AccessResolver<G = CompiledGuardian> {
  /** Resolves the caller of a request from its raw API key header value. */
  authenticate(rawKey: string | undefined): Promise<Caller<G>>;
  /** The caller's project (kill switch, storage scopes), cached for `projectMs`. */
  project(projectId: string): Promise<ProjectRecord>;
}

export function createAccessResolver<G extends { readonly version: number }>(
  store: ConfigReader,
  clock: Clock,
  ttls: AccessCacheTtls,
  load: GuardianLoader<G>,
): AccessResolver<G> {
  const keys = new TtlCache<string, ApiKeyRecord | undefined>(clock);
  const guardians = new TtlCache<string, G>(clock, 1_000);
  const projects = new TtlCache<string, ProjectRecord>(clock, 1_000);
  // Compiling (RE2, catalogs) is the expensive part: reuse a compiled Guardian while its version is unchanged.
  const compiled = new Map<string, G>();

  async function loadGuardian(projectId: string, name: string): Promise<G> {
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
          const guardian = load(record.document, record.version);
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
    project(projectId) {
      return projects.get(
        projectId,
        () => ttls.projectMs,
        async () => {
          const project = await readStore(() => store.getProject(projectId));
          // A key whose project is gone is unusable: treat it like an invalid key.
          if (!project) throw new InvalidApiKeyError();
          return project;
        },
      );
    },

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

/**
 * Compiled Guardians by exact version, for the batch worker (a job pins the version it was created with).
 * Versions are immutable, so entries never go stale; the cache is bounded.
 */
export function createGuardianVersionCache<G>(store: ConfigReader, clock: Clock, load: GuardianLoader<G>) {
  const cache = new TtlCache<string, G>(clock, 200);
  return (projectId: string, name: string, version: number): Promise<G> =>
    cache.get(
      `${projectId}/${name}/${version}`,
      () => Number.POSITIVE_INFINITY,
      async () => {
        const record = await readStore(() => store.getGuardianVersion(projectId, name, version));
        if (!record) throw new GuardianUnavailableError('missing');
        try {
          return load(record.document, record.version);
        } catch (cause) {
          if (cause instanceof GuardianValidationError) throw new GuardianUnavailableError('invalid', { cause });
          throw cause;
        }
      },
    );
}
