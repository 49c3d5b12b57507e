import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealed values: restore tokens and stream carries. AES-256-GCM (NIST SP 800-38D) with a random 96-bit IV per
 * value, under the project's restore key. The additional authenticated data binds the value to its purpose,
 * the project and its expiry, so a value of another purpose or project, or with an edited expiry, fails
 * authentication. Layout, base64url-encoded after a purpose prefix:
 *   version (1 byte) · expiry (uint32, epoch seconds) · IV (12) · ciphertext · tag (16)
 */
export const SEALED_PURPOSES = {
  restoreToken: 'rt1',
  restoreCarry: 'rc1',
  guardCarry: 'gc1',
} as const;
export type SealedPurpose = keyof typeof SEALED_PURPOSES;

const VERSION = 1;
const HEADER = 1 + 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Why a sealed value was refused. `invalid` covers tampering, another project, another key and another purpose. */
export type UnsealFailure = 'malformed' | 'invalid' | 'expired';

export class UnsealError extends Error {
  override name = 'UnsealError';
  constructor(readonly failure: UnsealFailure) {
    super(`sealed value refused: ${failure}`);
  }
}

/** The 32-byte key of one project, derived from the service's restore master key (HKDF-SHA256, RFC 5869). */
export function deriveProjectRestoreKey(master: Buffer, projectId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'content-guard/restore-key', `project:${projectId}`, 32));
}

function aad(purpose: SealedPurpose, projectId: string, expiresAt: number): Buffer {
  return Buffer.from(`content-guard/${SEALED_PURPOSES[purpose]}/${projectId}/${expiresAt}`, 'utf8');
}

export function seal(purpose: SealedPurpose, key: Buffer, projectId: string, expiresAt: number, payload: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.alloc(HEADER);
  header.writeUInt8(VERSION, 0);
  header.writeUInt32BE(expiresAt, 1);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(purpose, projectId, expiresAt));
  const body = cipher.update(JSON.stringify(payload), 'utf8');
  const sealed = Buffer.concat([header, iv, body, cipher.final(), cipher.getAuthTag()]);
  return `${SEALED_PURPOSES[purpose]}.${sealed.toString('base64url')}`;
}

/** An opened value: its payload and its expiry (epoch seconds, authenticated). */
export interface Unsealed {
  readonly payload: unknown;
  readonly expiresAt: number;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Authenticates, decrypts and checks the expiry (`nowSeconds`); throws UnsealError otherwise. */
export function unseal(purpose: SealedPurpose, key: Buffer, projectId: string, nowSeconds: number, value: string): Unsealed {
  const prefix = `${SEALED_PURPOSES[purpose]}.`;
  if (!value.startsWith(prefix)) {
    const other = Object.values(SEALED_PURPOSES).some((p) => value.startsWith(`${p}.`));
    throw new UnsealError(other ? 'invalid' : 'malformed');
  }
  const encoded = value.slice(prefix.length);
  if (!BASE64URL.test(encoded)) throw new UnsealError('malformed');
  const raw = Buffer.from(encoded, 'base64url');
  if (raw.length < HEADER + IV_BYTES + TAG_BYTES || raw.readUInt8(0) !== VERSION) throw new UnsealError('malformed');
  const expiresAt = raw.readUInt32BE(1);
  const iv = raw.subarray(HEADER, HEADER + IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const body = raw.subarray(HEADER + IV_BYTES, raw.length - TAG_BYTES);
  let plain: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(purpose, projectId, expiresAt));
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new UnsealError('invalid');
  }
  // Checked only once the value is authentic: an expiry is never reported for a forged value.
  if (expiresAt <= nowSeconds) throw new UnsealError('expired');
  try {
    return { payload: JSON.parse(plain.toString('utf8')), expiresAt };
  } catch {
    throw new UnsealError('malformed');
  }
}
