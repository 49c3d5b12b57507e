import { testCatalog } from '../../../helpers/catalog';
/**
 * Every credential detector runs the shared conformance suite (its own examples with exact spans, the
 * Unicode-prefix shift, the 100 KB adversarial inputs). Looping over `SECRET_DETECTORS` means a rule added to
 * the secrets registry is tested without another file; rule-specific behaviour is asserted below.
 */
import { DETECTORS } from '../../../../functions/engine/detectors';
import { runDetector } from '../../../../functions/engine/detectors/run';
import { githubPatClassic } from '../../../../functions/engine/detectors/secrets/github';
import { SECRET_DETECTORS } from '../../../../functions/engine/detectors/secrets';
import { jsonWebToken, jwtHeaderHasAlg } from '../../../../functions/engine/detectors/secrets/json-web-token';
import { npmAccessToken } from '../../../../functions/engine/detectors/secrets/package-registries';
import { pemPrivateKey } from '../../../../functions/engine/detectors/secrets/pem-private-key';
import {
  base62Crc32Valid,
  crc32,
  shannonEntropy,
  toBase62,
} from '../../../../functions/engine/detectors/secrets/shared';
import { describeDetector } from '../../../helpers/detector-conformance';

for (const detector of SECRET_DETECTORS) describeDetector(detector);

describe('secrets registry', () => {
  it('holds at least 50 credential types, all in the built-in registry', () => {
    expect(SECRET_DETECTORS.length).toBeGreaterThanOrEqual(50);
    for (const d of SECRET_DETECTORS) expect(DETECTORS.get(d.id)).toBe(d);
  });

  it('is alphabetical by id', () => {
    const ids = SECRET_DETECTORS.map((d) => d.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('gives every detector a keyword gate', () => {
    for (const d of SECRET_DETECTORS) expect(d.requires?.keywords?.words.length).toBeGreaterThan(0);
  });
});

describe('shared helpers', () => {
  it.each([
    ['', 0],
    ['aaaa', 0],
    ['ab', 1],
    ['abcd', 2],
    ['0123456789abcdef', 4],
  ])('shannonEntropy(%j) = %d bits/char', (s, bits) => {
    expect(shannonEntropy(s)).toBeCloseTo(bits, 10);
  });

  it('computes the IEEE CRC-32 (check value of "123456789" is 0xCBF43926)', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('encodes base62 with digits, then upper, then lower case, zero-padded', () => {
    expect(toBase62(0, 6)).toBe('000000');
    expect(toBase62(61, 2)).toBe('0z');
    expect(toBase62(62, 2)).toBe('10');
    expect(toBase62(0xffffffff, 6)).toBe('4gfFC3');
  });
});

describe('GitHub / npm CRC32 checksum', () => {
  const body30 = 'FAKEKGpOyQNcdOyZbkBFTFoOxtzHq8';
  const token = `ghp_${body30}${toBase62(crc32(body30), 6)}`;

  it('accepts a token whose last 6 characters are the base62 CRC32 of the first 30', () => {
    expect(base62Crc32Valid(token.slice(4))).toBe(true);
    expect(token).toBe('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');
  });

  it('scores a checksum-valid token above a well-formed one with a wrong checksum', () => {
    const bad = `${token.slice(0, -1)}M`;
    const [good] = runDetector(githubPatClassic, token, testCatalog.tables);
    const [wrong] = runDetector(githubPatClassic, bad, testCatalog.tables);
    expect(good).toMatchObject({ start: 0, end: 40, score: 1, pattern: 'checksum' });
    expect(wrong).toMatchObject({ start: 0, end: 40, pattern: 'format-only' });
    expect(wrong!.score).toBeLessThan(good!.score);
  });

  it('applies the same scheme to npm tokens', () => {
    const npm = `npm_${body30}${toBase62(crc32(body30), 6)}`;
    expect(runDetector(npmAccessToken, `//registry.npmjs.org/:_authToken=${npm}`, testCatalog.tables)).toEqual([
      { start: 33, end: 73, score: 1, pattern: 'checksum' },
    ]);
  });
});

describe('JSON Web Token header check', () => {
  it('requires a JSON header that names alg', () => {
    expect(jwtHeaderHasAlg('eyJhbGciOiJIUzI1NiJ9.x')).toBe(true); // {"alg":"HS256"}
    expect(jwtHeaderHasAlg('eyJ0eXAiOiJKV1QifQ.x')).toBe(false); // {"typ":"JWT"}
    expect(jwtHeaderHasAlg('bm90IGpzb24.x')).toBe(false);
  });

  it('reports exact spans of two tokens on one line', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmYWtlIn0.FAKEsignatureFAKEsignature';
    const text = `a=${jwt};b=${jwt}`;
    expect(runDetector(jsonWebToken, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [2, 2 + jwt.length],
      [5 + jwt.length, 5 + 2 * jwt.length],
    ]);
  });
});

describe('PEM private keys', () => {
  const body = 'MIIFAKEkeyFAKEkeyBODYQIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6\n'.repeat(3);

  it('needs the END label to match the BEGIN label for a full block', () => {
    const text = `-----BEGIN RSA PRIVATE KEY-----\n${body}-----END PRIVATE KEY-----`;
    const [c] = runDetector(pemPrivateKey, text, testCatalog.tables);
    expect(c).toMatchObject({ start: 0, pattern: 'truncated-block', score: 0.85 });
    expect(text.slice(c!.start, c!.end).endsWith('ezV6')).toBe(true);
  });

  it('reports a full BEGIN/END block at the top score', () => {
    const key = `-----BEGIN PRIVATE KEY-----\n${body}-----END PRIVATE KEY-----`;
    expect(runDetector(pemPrivateKey, `x ${key} y`, testCatalog.tables)).toEqual([
      { start: 2, end: 2 + key.length, score: 1, pattern: 'begin-end-block' },
    ]);
  });

  it('stays linear on many BEGIN markers without bodies', () => {
    const text = '-----BEGIN PRIVATE KEY-----'.repeat(4000);
    const started = performance.now();
    expect(runDetector(pemPrivateKey, text, testCatalog.tables)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('secret-specific adversarial inputs (linearity guard)', () => {
  const size = 100_000;
  const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  const inputs: [string, string][] = [
    ['prefix runs', fill('ghp_sk-ant-xoxb-glpat-AIza')],
    ['JWT-like dots', fill('eyJhbGciOiJIUzI1NiJ9.')],
    ['assignments', fill('aws_secret_access_key = "')],
    ['password assignments', fill('password="a')],
    ['base64 with padding', fill('QUJDRA==')],
    ['URIs without hosts', fill('postgres://u:p')],
    ['PEM headers', fill('-----BEGIN PRIVATE KEY-----\nQUJD')],
  ];
  it.each(inputs)('%s (100 KB) completes under 2000 ms for every secret detector', (_name, text) => {
    const started = performance.now();
    for (const d of SECRET_DETECTORS) runDetector(d, text, testCatalog.tables);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
