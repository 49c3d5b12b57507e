/**
 * How long an instance trusts what it read from the store. Documented in the README. Kept apart from access.ts
 * (which compiles Guardians, and so pulls in the engine and re2) so that reading settings costs nothing.
 */
export interface AccessCacheTtls {
  /** A known key (active or revoked): revocation takes effect within this time. */
  readonly keyMs: number;
  /** An unknown key: a key created after a failed attempt works within this time. */
  readonly unknownKeyMs: number;
  /** A Guardian: a newly applied version is used within this time. */
  readonly guardianMs: number;
  /** A project (kill switch, storage scopes): a flipped kill switch is seen within this time. */
  readonly projectMs: number;
}

export const DEFAULT_ACCESS_TTLS: AccessCacheTtls = {
  keyMs: 30_000,
  unknownKeyMs: 5_000,
  guardianMs: 30_000,
  projectMs: 5_000,
};
