import { randomBytes } from 'node:crypto';

/**
 * A new per-project pseudonym secret: 32 bytes from the CSPRNG (the HMAC-SHA256 key length RFC 2104 §3
 * recommends: at least the hash output size), base64url-encoded.
 */
export function generatePseudonymSecret(): string {
  return randomBytes(32).toString('base64url');
}
