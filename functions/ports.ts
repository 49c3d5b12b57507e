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
  /**
   * Key of the `pseudonym` masking operator (HMAC-SHA256), generated at project creation; absent on projects
   * created before pseudonyms existed until `guardian apply` or `project rotate-pseudonym-secret` sets one.
   * A secret: never logged, printed or returned by a listing.
   */
  readonly pseudonymSecret?: string;
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
  /**
   * Sets the project's pseudonym secret; false when the project does not exist or, with `onlyIfAbsent`, when
   * it already has one (a conditional write, so two concurrent first uses keep one secret).
   */
  setPseudonymSecret(projectId: string, secret: string, options?: { onlyIfAbsent?: boolean }): Promise<boolean>;
}

/** The lookups the service itself makes (the inline and batch functions only read configuration). */
export type ConfigReader = Pick<ConfigStore, 'getApiKey' | 'getGuardian' | 'getGuardianVersion' | 'getProject'>;

/** Wall-clock time in epoch milliseconds; injected so tests can control TTLs and timestamps. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

// ---------------------------------------------------------------------------------------------------------
// Batch jobs

export type JobStatus = 'PENDING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
export type OnPass = 'copy_original' | 'skip';

export interface JobError {
  readonly code: string;
  readonly message: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** A batch job as stored. Holds addresses, counts and codes — never content. */
export interface JobRecord {
  readonly jobId: string;
  readonly projectId: string;
  readonly guardianName: string;
  /** The Guardian version pinned at intake: the worker inspects with exactly this version. */
  readonly guardianVersion: number;
  readonly processType: string;
  readonly srcS3Url: string;
  /** As submitted (a trailing `/` means a folder). */
  readonly tgtS3Url: string;
  readonly onPass: OnPass;
  readonly status: JobStatus;
  readonly action: 'PASS' | 'MASK' | 'CHECK' | 'BLOCK' | null;
  /** The confirmed key actually written, or null. */
  readonly writtenS3Url: string | null;
  readonly results: readonly unknown[];
  readonly error: JobError | null;
  readonly createdAt: string;
  readonly completedAt: string | null;
  /** Epoch seconds after which the record is treated as gone (DynamoDB TTL deletes it eventually). */
  readonly expiresAt: number;
  readonly attempts: number;
  /** Epoch ms until which the claiming worker holds the job; afterwards another delivery may reclaim it. */
  readonly leaseUntil: number | null;
  readonly leaseOwner: string | null;
}

export interface JobFinal {
  readonly status: 'COMPLETED' | 'FAILED';
  readonly action: JobRecord['action'];
  readonly writtenS3Url: string | null;
  readonly results: readonly unknown[];
  readonly error: JobError | null;
  readonly completedAt: string;
}

export interface JobStore {
  /** Creates a PENDING job; the id is new, so this never overwrites. */
  create(job: JobRecord): Promise<void>;
  get(jobId: string): Promise<JobRecord | undefined>;
  /** Removes a PENDING job that could not be enqueued (intake then reports the failure: no job was created). */
  deletePending(jobId: string): Promise<void>;
  /**
   * PENDING → PROCESSING, or PROCESSING with an expired lease → PROCESSING under a new owner (conditional
   * write). Returns the claimed record, or undefined when the job is final or held by a live lease.
   */
  claim(jobId: string, owner: string, now: number, leaseMs: number): Promise<JobRecord | undefined>;
  /** PROCESSING (held by `owner`) → final. False when the lease was lost (another worker finalizes). */
  finalize(jobId: string, owner: string, final: JobFinal): Promise<boolean>;
  /** Any non-final state → FAILED (dead-letter handling). False when the job was already final. */
  failIfNotFinal(jobId: string, final: JobFinal): Promise<boolean>;
  /** The project's jobs for one source address, newest first, unexpired, at most `limit`. */
  searchBySource(projectId: string, srcS3Url: string, limit: number, nowSeconds: number): Promise<JobRecord[]>;
  /**
   * Non-final jobs the sweeper should look at, oldest first, at most `limit`: PENDING jobs last queued before
   * `before` (epoch ms), or PROCESSING jobs whose lease ended before `before`.
   */
  listStale(status: 'PENDING' | 'PROCESSING', before: number, limit: number): Promise<JobRecord[]>;
  /**
   * Puts a non-final job back to PENDING (lease removed, queued time = `now`), conditional on its current status
   * and lease owner being `from`'s. False when the job moved on meanwhile (claimed, finalized).
   */
  requeue(jobId: string, from: { readonly status: 'PENDING' | 'PROCESSING'; readonly leaseOwner: string | null }, now: number): Promise<boolean>;
  /**
   * Binds the target object `targetS3Url` to the source `srcS3Url` until `expiresAt` (epoch s). True when the
   * target is free, already bound to the same source (the binding is extended), or its binding expired; false
   * when another source holds it.
   */
  reserveTarget(targetS3Url: string, srcS3Url: string, expiresAt: number, nowSeconds: number): Promise<boolean>;
}

/** The job queue: one message per job. */
export interface WorkQueue {
  enqueue(jobId: string): Promise<void>;
}

export interface ObjectInfo {
  readonly size: number;
  readonly contentType: string | undefined;
}

/**
 * Failures of the object store the worker turns into job error codes. `WRONG_REGION`: the bucket lives in another
 * region and the request could not be served from this one (the store follows region redirects; this is what is
 * left when following failed or the service refused to redirect).
 */
export type ObjectStoreFailure = 'NOT_FOUND' | 'ACCESS_DENIED' | 'WRONG_REGION';

export class ObjectStoreError extends Error {
  override name = 'ObjectStoreError';
  /** WRONG_REGION: the bucket's region as the service named it (a region code such as `eu-west-1`), when it did. */
  readonly bucketRegion: string | undefined;
  /** WRONG_REGION: the region the store's requests were addressed to. */
  readonly storeRegion: string | undefined;
  constructor(
    readonly failure: ObjectStoreFailure,
    options?: { cause?: unknown; bucketRegion?: string; storeRegion?: string },
  ) {
    super(`object store: ${failure}`, options);
    this.bucketRegion = options?.bucketRegion;
    this.storeRegion = options?.storeRegion;
  }
}

export interface ObjectStore {
  /** Size and type, or throws ObjectStoreError (NOT_FOUND, ACCESS_DENIED, WRONG_REGION; so do the other calls). */
  head(bucket: string, key: string): Promise<ObjectInfo>;
  read(bucket: string, key: string): Promise<NodeJS.ReadableStream>;
  /**
   * Writes the stream to the key atomically: one put, or a multipart upload completed only after the stream
   * ended successfully (aborted otherwise) — never a partial object.
   */
  write(bucket: string, key: string, body: NodeJS.ReadableStream, contentType: string | undefined): Promise<void>;
  /** Server-side copy (atomic). */
  copy(fromBucket: string, fromKey: string, toBucket: string, toKey: string): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------
// Reversible masking through a gateway (LiteLLM): the pre-call's restore token, kept for its post-call

/**
 * Restore tokens by an opaque reference (a keyed hash of the gateway's call id): the gateway cannot carry the
 * token from the pre-call to the post-call, so the service keeps it (sealed, as issued) until it expires.
 */
export interface RestoreTokenStore {
  put(projectId: string, ref: string, token: string, expiresAtSeconds: number): Promise<void>;
  /** The token, or undefined when there is none or it has expired. */
  get(projectId: string, ref: string, nowSeconds: number): Promise<string | undefined>;
}
