import { hash, randomInt } from 'node:crypto';

export const API_KEY_PREFIX = 'svc_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters ≈ 256 bits of entropy (at least 40 characters are required). */
const RANDOM_LENGTH = 43;
/** Keys are checked for shape before any table read: prefix, 40–128 base62 characters. */
const WELL_FORMED = /^svc_[0-9A-Za-z]{40,128}$/;

/** A new random API key (`svc_` + 43 base62 characters from the CSPRNG, without modulo bias). */
export function generateApiKey(): string {
  let out = API_KEY_PREFIX;
  for (let i = 0; i < RANDOM_LENGTH; i++) out += BASE62[randomInt(BASE62.length)];
  return out;
}

export function isWellFormedApiKey(key: string): boolean {
  return WELL_FORMED.test(key);
}

/**
 * SHA-256 (hex) of the key: the only form in which a key is stored or looked up. It runs on every inline call:
 * the one-shot `crypto.hash` (Node ≥ 20.12) takes ~1.6 µs against ~3.5 µs for a createHash object.
 */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** The masked key identifier for traces and logs: `svc_…` plus the last four characters. */
export function maskedKeyId(last4: string): string {
  return `${API_KEY_PREFIX}…${last4}`;
}
