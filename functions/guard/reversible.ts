import { createHash } from 'node:crypto';
import type { MaskedOriginal } from '../engine/masking-context';
import { InvalidSealedValueError, RestoreKeyUnavailableError, SealedValueExpiredError, type SealedField } from './errors';
import { deriveProjectRestoreKey, seal, unseal, UnsealError, type SealedPurpose, type Unsealed } from './sealed';

/** The project's restore key (32 bytes), derived from the service's restore master key. */
export type RestoreKeys = (projectId: string) => Promise<Buffer>;

/**
 * Per-project keys from a master key loaded once (Secrets Manager on AWS, a key file locally). A failed load is
 * retried on the next call; derived keys are kept for the instance's life (a handful of projects per instance).
 */
export function createRestoreKeys(loadMaster: () => Promise<Buffer>): RestoreKeys {
  let master: Promise<Buffer> | undefined;
  const derived = new Map<string, Buffer>();
  return async (projectId) => {
    const hit = derived.get(projectId);
    if (hit) return hit;
    master ??= loadMaster().catch((cause: unknown) => {
      master = undefined;
      throw cause instanceof RestoreKeyUnavailableError ? cause : new RestoreKeyUnavailableError({ cause });
    });
    const key = deriveProjectRestoreKey(await master, projectId);
    if (derived.size >= 1_000) derived.clear();
    derived.set(projectId, key);
    return key;
  };
}

/** Sealing context of one call: the project, its key and the clock (epoch seconds). */
export interface SealContext {
  readonly projectId: string;
  readonly key: Buffer;
  readonly nowSeconds: number;
}

export function sealRestoreToken(ctx: SealContext, ttlSeconds: number, originals: readonly MaskedOriginal[]): string {
  return seal('restoreToken', ctx.key, ctx.projectId, ctx.nowSeconds + ttlSeconds, {
    e: originals.map((o) => [o.prefix, o.suffix, o.value]),
  });
}

const MAX_ENTRIES = 10_000;

/** An opened restore token: its token → original pairs and its expiry (epoch seconds). */
export interface RestoreToken {
  readonly originals: MaskedOriginal[];
  readonly expiresAt: number;
}

export function openRestoreToken(ctx: SealContext, token: string, field: SealedField = 'restore_token'): RestoreToken {
  const { payload, expiresAt } = openSealed('restoreToken', ctx, token, field);
  const entries = (payload as { e?: unknown } | null)?.e;
  if (!Array.isArray(entries) || entries.length > MAX_ENTRIES) throw new InvalidSealedValueError(field);
  const originals = entries.map((e: unknown) => {
    if (!Array.isArray(e) || e.length !== 3 || !e.every((x) => typeof x === 'string')) throw new InvalidSealedValueError(field);
    return { prefix: e[0] as string, suffix: e[1] as string, value: e[2] as string };
  });
  return { originals, expiresAt };
}

/** Seals a stream's carry; `binding` ties it to the stream's restore token (or to nothing, ''). */
export function sealCarry(purpose: 'restoreCarry' | 'guardCarry', ctx: SealContext, ttlSeconds: number, payload: object): string {
  return seal(purpose, ctx.key, ctx.projectId, ctx.nowSeconds + ttlSeconds, payload);
}

export function openCarry(purpose: 'restoreCarry' | 'guardCarry', ctx: SealContext, carry: string): Record<string, unknown> {
  const { payload } = openSealed(purpose, ctx, carry, 'carry');
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new InvalidSealedValueError('carry');
  return payload as Record<string, unknown>;
}

/** A short digest of a restore token, kept in a carry so the carry is refused with another token. */
export function tokenBinding(token: string | undefined): string {
  return token === undefined ? '' : createHash('sha256').update(token).digest('base64url').slice(0, 22);
}

function openSealed(purpose: SealedPurpose, ctx: SealContext, value: string, field: SealedField): Unsealed {
  try {
    return unseal(purpose, ctx.key, ctx.projectId, ctx.nowSeconds, value);
  } catch (err) {
    if (!(err instanceof UnsealError)) throw err;
    if (err.failure === 'expired') throw new SealedValueExpiredError(field);
    throw new InvalidSealedValueError(field);
  }
}
