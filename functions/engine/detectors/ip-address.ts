import { isIP } from 'node:net';
import { digitRunChain } from '../text-index';
import type { Candidate, Detector, DetectorExamples } from './types';
import { isAsciiAlnum } from '../text/ascii';

/**
 * IPv4 and IPv6 addresses. Candidates are validated with Node's `net.isIP`, which implements the textual
 * forms of RFC 4291 §2.2 (full, `::`-compressed, IPv4-mapped/embedded `::ffff:192.0.2.1`) and RFC 4007 §11
 * zone indices (`fe80::1%eth0`), and rejects IPv4 octets over 255 and octets with leading zeros (`010.1.1.1`
 * is octal to some parsers and decimal to others — ambiguous, so not reported).
 *
 * IPv4 must not be part of a longer dotted number, with one exception: `192.168.1.1.1` reports its first four
 * parts at a lower score (`IPV4_OF_FIVE`), as Presidio does, when its first cannot begin an OID (OIDs begin with
 * 0, 1 or 2, ITU-T X.660) — `1.3.6.1.4` and `2.5.4.3.1` are OIDs, not addresses. The unspecified address `::`
 * is reported only where the text calls it an IPv6 address (`ipv6 ::`), at a score only that context word lifts
 * over a threshold: alone it is a placeholder (`std::`, Haskell's `::`), not an identifier.
 */

// RFC 791 dotted quad, each octet 0–255 without a leading zero (so `[1-9]?[0-9]` for 0–99).
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const IPV4 = new RegExp(`(?<![0-9A-Za-z.])(?:${OCTET}\\.){3}${OCTET}(?![0-9A-Za-z]|\\.[0-9])`, 'g');
/** An octet that cannot be an OID's first arc (0–2). */
const NOT_OID_ROOT = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[3-9])';
/** The first four of exactly five dotted numbers, the first not an OID root (see the module's notes). */
const IPV4_OF_FIVE = new RegExp(
  `(?<![0-9A-Za-z.])${NOT_OID_ROOT}(?:\\.${OCTET}){3}(?=\\.[0-9]{1,3}(?![0-9A-Za-z]|\\.[0-9]))`,
  'g',
);

/**
 * IPv6 candidates: a maximal run of hex digits, colons and dots (for an embedded IPv4) holding a colon, not
 * glued to a letter before it, plus an optional zone index. The longest textual IPv6 address is 45 characters
 * (`0000:0000:0000:0000:0000:ffff:255.255.255.255`); a longer run is a hex blob and is skipped.
 *
 * The scan is anchored on `:` (found with `indexOf`) and expands both ways, so prose costs nothing: a regex
 * over hex-letter runs matched nearly every word starting with a–f (`cafe`, `be`, `deadline`) and cost ~20 µs
 * per 1,000-character prompt.
 */
const MAX_IPV6_TOKEN = 46;
const ZONE = /^%[0-9A-Za-z]{1,15}(?![0-9A-Za-z])/;

function isTokenChar(c: number): boolean {
  return (c >= 48 && c <= 58) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102) || c === 46; // 0-9 : A-F a-f .
}

/** Into an array, not a generator: most texts with a colon have no address, where a generator's set-up cost more. */
function findIpv6(text: string): Candidate[] {
  const out: Candidate[] = [];
  let pos = 0;
  for (let colon = text.indexOf(':', pos); colon !== -1; colon = text.indexOf(':', pos)) {
    let start = colon;
    while (start > 0 && isTokenChar(text.charCodeAt(start - 1))) start--;
    let runEnd = colon + 1;
    while (runEnd < text.length && isTokenChar(text.charCodeAt(runEnd))) runEnd++;
    pos = runEnd;
    if (runEnd - start > MAX_IPV6_TOKEN) continue; // hex blob
    if (start > 0 && isAsciiAlnum(text.charCodeAt(start - 1))) continue; // starts inside a word
    let end = runEnd;
    // A sentence may end right after the address ("… is 2001:db8::1."), or a label may follow ("fe80::1: up").
    while (end > start && text.charCodeAt(end - 1) === 46) end--;
    if (end - start >= 2 && text.charCodeAt(end - 1) === 58 && text.charCodeAt(end - 2) !== 58) end--;
    let value = text.slice(start, end);
    const firstColon = value.indexOf(':');
    if (firstColon === -1 || value.indexOf(':', firstColon + 1) === -1) continue; // at least two colons
    const zone = ZONE.exec(text.slice(end, end + 17));
    if (zone && end === runEnd) {
      value += zone[0];
      end += zone[0].length;
    } else if (end < text.length && isAsciiAlnum(text.charCodeAt(end))) {
      continue; // glued to a word: `fe80::1text`
    }
    if (value === '::') {
      if (callsItIpv6(text, start)) out.push({ start, end, score: 0.2, pattern: 'ipv6-unspecified' });
      continue;
    }
    if (!validateIp(value)) continue;
    out.push({ start, end, score: 0.7, pattern: 'ipv6' });
  }
  return out;
}

/** The word `ipv6` (any case) stands in the few characters before `at`: `local ipv6 ::`, `IPv6: ::`. */
function callsItIpv6(text: string, at: number): boolean {
  return /(?<![a-z0-9])ipv6(?![a-z0-9])/.test(text.slice(Math.max(0, at - 16), at).toLowerCase());
}

export function validateIp(value: string): boolean {
  return isIP(value) !== 0;
}

/** IPv4's four octets: whole runs of one to three digits joined by single dots. */
const DOTTED_QUAD = digitRunChain(4, 1, 3, '.');

export const ipAddress: Detector = {
  id: 'ip-address',
  entity: 'IP_ADDRESS',
  // IPv4: a dotted quad (each IPv4 pattern's own requirement); IPv6 always holds a colon.
  requires: { anyOf: [{ anyChar: ':' }, { digitRunChain: DOTTED_QUAD }] },
  // IPV4 has no digit before it (its lookbehind) and four octets joined by dots: it starts a digit run in a
  // group of four digits or more.
  patterns: [
    { name: 'ipv4', regex: IPV4, score: 0.6, digitRunStart: 4, requires: { digitRunChain: DOTTED_QUAD } },
    { name: 'ipv4-of-five', regex: IPV4_OF_FIVE, score: 0.5, digitRunStart: 4, requires: { digitRunChain: DOTTED_QUAD } },
  ],
  find: findIpv6,
  validate: validateIp,
  findValidates: true,
  context: ['ip', 'ip address', 'ipv4', 'ipv6', 'host', 'server', 'gateway', 'subnet', '아이피', '주소'],
};

/** ipAddress's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ipAddressExamples = (): DetectorExamples => ({
  positive: [
    { text: 'microsoft.com 192.168.0.1', values: ['192.168.0.1'] },
    { text: 'IPs: 192.168.1.1, 10.0.0.1, 2001:db8::1', values: ['192.168.1.1', '10.0.0.1', '2001:db8::1'] },
    { text: 'Server IP: 2400:c401::5054:ff:fe1b:b031.', values: ['2400:c401::5054:ff:fe1b:b031'] },
    { text: 'Connect to [2001:db8::1]:8080 or ::ffff:10.0.0.1 now', values: ['2001:db8::1', '::ffff:10.0.0.1'] },
    { text: 'link-local fe80::1%eth0 is up', values: ['fe80::1%eth0'] },
    { text: '서버 아이피는 203.0.113.7입니다', values: ['203.0.113.7'] },
    { text: 'full 2345:0425:2CA1:0000:0000:0567:5673:23b5', values: ['2345:0425:2CA1:0000:0000:0567:5673:23b5'] },
    { text: '192.168.1.1.1', values: ['192.168.1.1'] },
    { text: 'Use local ipv6 ::', values: ['::'] },
  ],
  negative: [
    '256.1.1.1',
    '1.2.3',
    '1.2.3.4.5', // an OID or a version
    'OID 2.5.4.3.1 and 1.3.6.1.4',
    '192.168.1.1.1.1', // six numbers
    'my ip: 192.168.0',
    'version 010.1.1.1', // leading zero
    'MAC address aa:bb:cc:dd:ee:ff',
    'Time 12:34:56',
    'std::cout << MyClass::toString',
    'fe80::1text',
    '2001::db8::1',
    'the address :: alone',
    'foo :: Int -> Int',
    '::ffff:256.0.0.1',
  ],
});
