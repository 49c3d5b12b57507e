/**
 * Ports: the small, domain-named interfaces use-cases depend on. Adapters (functions/adapters) implement them;
 * handlers build the adapters once per cold start and pass them in.
 */

export type ApiKeyStatus = 'ACTIVE' | 'REVOKED';

/** An API key as stored: never the key itself, only its SHA-256 hash and the last four characters. */
export interface ApiKeyRecord {
  readonly keyHash: string;
  readonly projectId: string;
  readonly guardianName: string;
  readonly name: string;
  readonly status: ApiKeyStatus;
  readonly last4: string;
  readonly createdAt: string;
}

/** Who turned the kill switch on or off, why and when. While active, batch job calls are rejected. */
export interface KillSwitchState {
  readonly active: boolean;
  readonly actor: string;
  readonly reason: string;
  readonly changedAt: string;
}

/** The storage connection's scopes: `s3://bucket/prefix/` addresses batch jobs may read from / write to. */
export interface StorageScopes {
  readonly read: readonly string[];
  readonly write: readonly string[];
}

export interface ProjectRecord {
  readonly projectId: string;
  readonly name: string;
  readonly createdAt: string;
  readonly killSwitch?: KillSwitchState;
  readonly storage?: StorageScopes;
}

/** One stored version of a Guardian document (the raw document as applied; compiled by the reader). */
export interface GuardianRecord {
  readonly projectId: string;
  readonly name: string;
  readonly version: number;
  readonly document: unknown;
  readonly createdAt: string;
}

/** Projects, Guardians and API keys: the configuration the service reads and the operator CLI writes. */
export interface ConfigStore {
  getApiKey(keyHash: string): Promise<ApiKeyRecord | undefined>;
  /** The latest version of a Guardian. */
  getGuardian(projectId: string, name: string): Promise<GuardianRecord | undefined>;
  getProject(projectId: string): Promise<ProjectRecord | undefined>;
  listProjects(): Promise<ProjectRecord[]>;
  /** The latest version of every Guardian of a project, by name. */
  listGuardians(projectId: string): Promise<GuardianRecord[]>;
  getGuardianVersion(projectId: string, name: string, version: number): Promise<GuardianRecord | undefined>;
  /** A project's keys, oldest first (records hold the hash, never the key; callers must not display it). */
  listApiKeys(projectId: string): Promise<ApiKeyRecord[]>;

  /** Creates a project; false when it already exists. */
  createProject(project: ProjectRecord): Promise<boolean>;
  /** Stores `document` as the next version of the Guardian and returns that version (1 for a new one). */
  putGuardianVersion(projectId: string, name: string, document: unknown, createdAt: string): Promise<number>;
  /** Stores a new key record; fails if the hash already exists. */
  createApiKey(key: ApiKeyRecord): Promise<void>;
  /** Sets a key's status; false when no such key exists. */
  setApiKeyStatus(keyHash: string, status: ApiKeyStatus): Promise<boolean>;
  /** False when the project does not exist. */
  setKillSwitch(projectId: string, state: KillSwitchState): Promise<boolean>;
  /** Replaces the storage scopes; false when the project does not exist. */
  setStorageScopes(projectId: string, scopes: StorageScopes): Promise<boolean>;
}

/** Wall-clock time in epoch milliseconds; injected so tests can control TTLs and timestamps. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
