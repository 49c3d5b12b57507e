/**
 * Helpers shared by the credential (secret) detectors: Shannon entropy, the CRC32 + base62 checksum of
 * GitHub-style tokens, and `defineSecret`, which turns a rule (keywords + bounded regex + checks + examples)
 * into a `Detector`. Pure and allocation-light: no clock, no environment.
 */
import { keywordList, type TextRequirements } from '../../text-index';
import type { Detector } from '../types';

/**
 * Shannon entropy of `s` in bits per character (0 for a single repeated character, log2(n) at most for n
 * distinct symbols). Gitleaks uses the same measure to keep generic `key = value` rules off placeholders.
 */
export function shannonEntropy(s: string): number {
  if (s.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/** True when `s` mixes at least `classes` of: lower-case letters, upper-case letters, digits. */
export function hasCharClasses(s: string, classes: number): boolean {
  const found = Number(/[a-z]/.test(s)) + Number(/[A-Z]/.test(s)) + Number(/[0-9]/.test(s));
  return found >= classes;
}

const CRC_TABLE: readonly number[] = (() => {
  const table: number[] = [];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table.push(c >>> 0);
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) of the ASCII string `s`. */
export function crc32(s: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < s.length; i++) crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ s.charCodeAt(i)) & 0xff] ?? 0);
  return (crc ^ 0xffffffff) >>> 0;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `n` in base62 (digits, then upper case, then lower case), left-padded with `0` to `width`. */
export function toBase62(n: number, width: number): string {
  let out = '';
  let rest = n;
  while (rest > 0) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out.padStart(width, '0');
}

/**
 * The checksum of GitHub's prefixed tokens (and npm's `npm_` tokens, which copied the scheme): the token body
 * after the `xxx_` prefix is 30 random base62 characters followed by the CRC32 of those 30 characters,
 * base62-encoded and zero-padded to 6. Source: GitHub engineering blog, "Behind GitHub's new authentication
 * token formats" (2021-04-05), and npm's "new access token format" announcement (2021-09-23).
 */
export function base62Crc32Valid(body36: string): boolean {
  if (body36.length !== 36) return false;
  return toBase62(crc32(body36.slice(0, 30)), 6) === body36.slice(30);
}

/** What one secret rule declares; `defineSecret` turns it into a `Detector`. */
export interface SecretRule {
  readonly id: string;
  readonly entity: string;
  /**
   * Literal substrings, at least one of which must occur in the text for the rule to run (gitleaks'
   * `keywords`). Case-sensitive unless `caseInsensitiveKeywords` is set.
   */
  readonly keywords: readonly string[];
  readonly caseInsensitiveKeywords?: boolean;
  /**
   * Further necessary conditions of every match (a long letter-digit run, an assignment character), checked
   * against the text's index: the rule is skipped on texts without them, whatever keywords they hold.
   */
  readonly requires?: Omit<TextRequirements, 'keywords'>;
  readonly patterns: Detector['patterns'];
  /** Minimum Shannon entropy (bits/char) of the part of the value `entropyOf` selects (default: all). */
  readonly minEntropy?: number;
  readonly entropyOf?: (value: string) => string;
  readonly validate?: (value: string) => boolean;
  readonly find?: Detector['find'];
  readonly context: readonly string[];
}

export function defineSecret(rule: SecretRule): Detector {
  // The keywords join the rule's other requirements: the analyzer's one keyword pass answers them for every rule.
  const keywords = keywordList(rule.keywords, { caseInsensitive: rule.caseInsensitiveKeywords === true });
  const { minEntropy, entropyOf, validate } = rule;
  const check =
    minEntropy === undefined && validate === undefined
      ? undefined
      : (value: string) =>
          (minEntropy === undefined || shannonEntropy(entropyOf ? entropyOf(value) : value) >= minEntropy) &&
          (validate === undefined || validate(value));
  return {
    id: rule.id,
    entity: rule.entity,
    requires: { ...rule.requires, keywords },
    patterns: rule.patterns,
    ...(rule.find ? { find: rule.find } : {}),
    ...(check ? { validate: check } : {}),
    context: rule.context,
  };
}
