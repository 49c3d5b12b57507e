/**
 * PEM-encoded private keys (RFC 7468: `-----BEGIN <label>-----`, base64 body, `-----END <label>-----`).
 * Labels: `PRIVATE KEY` (PKCS #8), `ENCRYPTED PRIVATE KEY`, `RSA` / `EC` / `DSA` (legacy OpenSSL),
 * `OPENSSH PRIVATE KEY`, `PGP PRIVATE KEY BLOCK` (RFC 4880 armor). Public keys and certificates are not secret.
 *
 * A BEGIN/END pair with the same label and at least 64 base64 characters between them is a full key (top
 * score). Prompts often carry a truncated paste (BEGIN and part of the body only); that is still a leaked
 * private key, reported from BEGIN to the end of the body at a lower score. The body may be split by real
 * line breaks, escaped `\n` / `\r\n`, or source-code string concatenation (`" +\n"`).
 *
 * A hand-written scanner instead of one regex: it is anchored on the literal `-----BEGIN `, linear in the text,
 * and avoids a lazy `[\s\S]*?` search for the END line.
 */
import type { Candidate, DetectorExamples } from '../types';
import { defineSecret } from './shared';

const BEGIN = '-----BEGIN ';
const LABEL_RE = /^((?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?)-----/;
/** Longest key body we look through for the END line (an RSA-8192 key is ~6.5 KB). */
const MAX_BODY = 16_384;
const MIN_BASE64 = 64;

function isBase64Char(c: number): boolean {
  return (
    (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47 || c === 61
  );
}

/**
 * Characters allowed between base64 runs: whitespace, quotes, `+` concatenation, `\` of escaped `\n`, commas.
 * (`:`, `-` and `.` are also skipped, for `Proc-Type: 4,ENCRYPTED` headers of legacy encrypted keys.)
 */
function isSeparatorChar(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 34 || c === 39 || c === 92 || c === 44 || c === 43;
}

export function* findPemPrivateKeys(text: string): Iterable<Candidate> {
  let from = 0;
  while (from < text.length) {
    const start = text.indexOf(BEGIN, from);
    if (start < 0) return;
    const label = LABEL_RE.exec(text.slice(start + BEGIN.length, start + BEGIN.length + 40));
    if (!label) {
      from = start + BEGIN.length;
      continue;
    }
    const bodyStart = start + BEGIN.length + label[0].length;
    const endMarker = `-----END ${label[1]}-----`;
    const limit = Math.min(text.length, bodyStart + MAX_BODY);
    // Walk the body: base64 runs, separators and (in encrypted legacy keys) `Proc-Type:` header lines.
    let i = bodyStart;
    let base64 = 0;
    let lastBase64End = bodyStart;
    while (i < limit) {
      const c = text.charCodeAt(i);
      // Any run of five dashes ends the body: the END line (checked below) or the next BEGIN.
      if (c === 45 /* - */ && text.startsWith('-----', i)) break;
      if (isBase64Char(c)) {
        base64++;
        lastBase64End = i + 1;
        i++;
      } else if (isSeparatorChar(c) || c === 58 /* : */ || c === 45 /* - */ || c === 46 /* . */) {
        i++;
      } else {
        break;
      }
    }
    if (base64 >= MIN_BASE64) {
      if (text.startsWith(endMarker, i)) {
        yield { start, end: i + endMarker.length, score: 1, pattern: 'begin-end-block' };
        from = i + endMarker.length;
        continue;
      }
      yield { start, end: lastBase64End, score: 0.85, pattern: 'truncated-block' };
      from = lastBase64End;
      continue;
    }
    from = bodyStart;
  }
}

const BODY = Array.from({ length: 4 }, (_, k) => `MIIFAKEkeyFAKEkeyBODY${k}QIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6`).join(
  '\n',
);
const RSA = `-----BEGIN RSA PRIVATE KEY-----\n${BODY}\n-----END RSA PRIVATE KEY-----`;
const PKCS8 = `-----BEGIN PRIVATE KEY-----\n${BODY}\n-----END PRIVATE KEY-----`;
const TRUNCATED = `-----BEGIN OPENSSH PRIVATE KEY-----\n${BODY}`;
const ESCAPED = `-----BEGIN EC PRIVATE KEY-----\\r\\n${BODY.replace(/\n/g, '\\r\\n')}\\r\\n-----END EC PRIVATE KEY-----`;

export const pemPrivateKey = defineSecret({
  id: 'pem-private-key',
  entity: 'PRIVATE_KEY',
  keywords: [BEGIN],
  patterns: [],
  find: findPemPrivateKeys,
  context: ['private key', 'ssh', 'pem', 'rsa', 'id_rsa', 'tls'],
});

/** `-----BEGIN` in base64 (`LS0tLS1CRUdJTi…`), as in Kubernetes secrets and CI variables. */
const B64_PEM = Buffer.from(RSA, 'latin1').toString('base64');

export const pemPrivateKeyBase64 = defineSecret({
  id: 'pem-private-key-base64',
  entity: 'PRIVATE_KEY',
  keywords: ['LS0tLS1CRUdJTi'],
  patterns: [
    { name: 'base64-pem', regex: /(?<![A-Za-z0-9+/])LS0tLS1CRUdJTi[A-Za-z0-9+/]{80,20000}={0,2}(?![A-Za-z0-9+/=])/g, score: 0.95 },
  ],
  // Decode the start (a multiple of 4 characters) and require a private-key label.
  validate: (v) => /-----BEGIN [A-Z ]{0,20}PRIVATE KEY/.test(Buffer.from(v.slice(0, 80), 'base64').toString('latin1')),
  context: ['private key', 'privatekey', 'base64', 'tls.key', 'secret'],
});

/** pemPrivateKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const pemPrivateKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `key:\n${RSA}\n`, values: [RSA] },
    { text: `${PKCS8}\nand\n${ESCAPED}`, values: [PKCS8, ESCAPED] },
    { text: `"${TRUNCATED}...`, values: [TRUNCATED] },
  ],
  negative: [
    `-----BEGIN PUBLIC KEY-----\n${BODY}\n-----END PUBLIC KEY-----`,
    `-----BEGIN CERTIFICATE-----\n${BODY}\n-----END CERTIFICATE-----`,
    '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----', // no body
    '-----BEGIN PRIVATE KEY-----', // header only
  ],
});

/** pemPrivateKeyBase64's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const pemPrivateKeyBase64Examples = (): DetectorExamples => ({
  positive: [
    { text: `PRIVATE_KEY_B64=${B64_PEM}`, values: [B64_PEM] },
    { text: `  tls.key: ${B64_PEM}\n`, values: [B64_PEM] },
    { text: `"privateKey": "${B64_PEM}"`, values: [B64_PEM] },
  ],
  negative: [
    Buffer.from(`-----BEGIN CERTIFICATE-----\n${BODY}`, 'latin1').toString('base64'),
    Buffer.from(`-----BEGIN PUBLIC KEY-----\n${BODY}`, 'latin1').toString('base64'),
    'LS0tLS1CRUdJTi',
  ],
});
