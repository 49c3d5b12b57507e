import { isIP } from 'node:net';
import { keywordList, type TextIndex } from '../text-index';
import { allMatches } from './matches';
import { isHostName, isHostNameChar } from './host-name';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * URLs written with an `http://` / `https://` scheme or starting with `www.`, and bare host names under the
 * common generic top-level domains (`microsoft.com`, `google.co.il`: see `findBareDomains`). The e-mail detector
 * covers `name@example.com`: this detector never reads a host right after an `@`.
 *
 * - Characters: RFC 3986 §2 (unreserved, reserved and `%`), ASCII only, so a Korean particle right after
 *   the URL (`https://example.com에서`) ends it. Length is bounded (MAX_URL).
 * - Trailing punctuation that ends a sentence or clause (`. , ; : ! ? ' "` and an unbalanced `)` or `]`) is
 *   trimmed, the way GitHub's and linkify-it's autolinkers do it.
 * - The host must be an IP literal or a name of ≥ 2 LDH labels (RFC 1123 §2.1) whose last label is ≥ 2
 *   letters or an IDNA A-label (`xn--…`), so `http://microsoft` and `www.microsoft` are rejected.
 * - Scores stay below the e-mail detector's (0.9) so a URL reading never outranks an address.
 */

const MAX_URL = 2048;
const URL_START = /(?<![A-Za-z0-9@.%+_-])(?:https?:\/\/|www\.)/gi;

/** RFC 3986 characters allowed in a URL (ASCII), minus nothing: trimming handles trailing punctuation. */
function isUrlChar(c: number): boolean {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return true;
  // - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; = %
  switch (c) {
    case 45: case 46: case 95: case 126: case 58: case 47: case 63: case 35: case 91: case 93: case 64:
    case 33: case 36: case 38: case 39: case 40: case 41: case 42: case 43: case 44: case 59: case 61: case 37:
      return true;
    default:
      return false;
  }
}

function count(s: string, ch: number): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === ch) n++;
  return n;
}

const TRAILING_PUNCTUATION = new Set([46, 44, 59, 58, 33, 63, 39, 34, 42]); // . , ; : ! ? ' " *

/**
 * Drops sentence punctuation and unbalanced closing brackets from the end of a candidate. Bracket counts are
 * taken once and updated while trimming, so this is linear in the candidate's length.
 */
export function trimUrlEnd(candidate: string): string {
  const open = count(candidate, 40);
  let close = count(candidate, 41);
  const openSquare = count(candidate, 91);
  let closeSquare = count(candidate, 93);
  let end = candidate.length;
  while (end > 0) {
    const last = candidate.charCodeAt(end - 1);
    if (TRAILING_PUNCTUATION.has(last)) {
      end--;
    } else if (last === 41 && close > open) {
      end--;
      close--;
    } else if (last === 93 && closeSquare > openSquare) {
      end--;
      closeSquare--;
    } else {
      break;
    }
  }
  return candidate.slice(0, end);
}

/**
 * Structural check of a (trimmed) candidate: scheme or `www.`, then a valid host and optional port; or a bare
 * host name (`isBareHost`) and optional path.
 */
export function validateUrl(value: string): boolean {
  const lower = value.toLowerCase();
  const hasScheme = lower.startsWith('http://') || lower.startsWith('https://');
  if (!hasScheme && !lower.startsWith('www.')) return isBareHost(value.split('/', 1)[0]!);
  const afterScheme = hasScheme ? value.slice(value.indexOf('//') + 2) : value;
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  const at = authority.lastIndexOf('@');
  // `www.john@example.com` is an e-mail address, not a URL with user info.
  if (at !== -1 && !hasScheme) return false;
  const hostPort = authority.slice(at + 1);
  if (hostPort.startsWith('[')) {
    const close = hostPort.indexOf(']');
    if (close === -1 || isIP(hostPort.slice(1, close)) !== 6) return false;
    return /^(?::[0-9]{1,5})?$/.test(hostPort.slice(close + 1));
  }
  const m = /^([^:]*)(?::[0-9]{1,5})?$/.exec(hostPort);
  const host = m?.[1];
  if (host === undefined) return false;
  if (isIP(host) === 4) return hasScheme;
  // `www.` must be followed by a registrable name and a TLD (`www.example.com`, not `www.microsoft`).
  return isHostName(host, hasScheme ? 2 : 3);
}

/** URLs with a scheme or `www.` (see the module's notes), in text order, into `out`. */
function findSchemeUrls(text: string, out: Candidate[]): void {
  let minStart = 0;
  for (const m of allMatches(URL_START, text)) {
    const start = m.index;
    if (start < minStart) continue; // inside the previous URL (`…?next=https://…`)
    let end = start + m[0].length;
    const limit = Math.min(text.length, start + MAX_URL);
    while (end < limit && isUrlChar(text.charCodeAt(end))) end++;
    if (end === limit && limit < text.length && isUrlChar(text.charCodeAt(end))) {
      minStart = end; // over-long: a blob, and every start inside it is part of the same blob
      continue;
    }
    const value = trimUrlEnd(text.slice(start, end));
    if (!validateUrl(value)) continue;
    minStart = start + value.length;
    out.push({ start, end: start + value.length, score: m[0].length > 4 ? 0.6 : 0.5, pattern: 'url' });
  }
}

/**
 * The end of a bare host name (`microsoft.com`, `google.co.il`): a generic top-level domain most written web
 * addresses end in, or a country's second level under which names are registered (`co.uk`, `com.au`, `ac.kr`),
 * in lower case, not followed by a character of a longer name. Kept to these on purpose: a shorter list misses
 * bare domains under country codes (`example.de`), but a longer one reads code and file names as addresses
 * (`java.io`, `README.md`, `logger.info`, `System.Net`).
 */
const GENERIC_SUFFIXES = ['com', 'org', 'net', 'edu', 'gov', 'mil'];
const REGISTRY_LEVELS = ['co', 'com', 'ac', 'org', 'net', 'gov', 'edu', 'or', 'ne', 'go'];
const SUFFIX = String.raw`\.(?:(?:${REGISTRY_LEVELS.join('|')})\.[a-z]{2}|${GENERIC_SUFFIXES.join('|')})`;
const BARE_SUFFIX = new RegExp(`${SUFFIX}(?![A-Za-z0-9_@-]|\\.[A-Za-z0-9])`, 'g');
const ENDS_IN_SUFFIX = new RegExp(`${SUFFIX}$`);

/** A bare host name as `findBareDomains` reads one: two labels or more, a bare suffix, not begun with `www.`. */
function isBareHost(host: string): boolean {
  return ENDS_IN_SUFFIX.test(host) && !/^www\./i.test(host) && isHostName(host);
}

/** How the suffixes begin: a text without one of these holds no bare host name. */
const BARE_SUFFIX_STARTS = keywordList([...GENERIC_SUFFIXES.map((s) => `.${s}`), ...REGISTRY_LEVELS.map((l) => `.${l}.`)]);

/**
 * Characters that, right before a host name, make it part of something else: an e-mail address (`@`), a URL's
 * path or authority (`/ :`, found with its scheme by `findUrls`), an identifier or an encoding (`_ % + \\`).
 */
const NOT_BEFORE_HOST = new Set([64, 47, 58, 95, 37, 43, 92]);

/**
 * Host names without a scheme or `www.`: the name ends in `BARE_SUFFIX`; the run of host characters before it is
 * two labels or more (RFC 1123) not begun with `www.` (left to `findUrls`) nor glued to `NOT_BEFORE_HOST`; a path
 * after a `/` is taken in as a URL's, trailing punctuation trimmed. Scored 0.5, as Presidio scores its bare domains
 * (below a URL with a scheme).
 */
function findBareDomains(text: string, out: Candidate[]): void {
  let minStart = 0;
  for (const m of allMatches(BARE_SUFFIX, text)) {
    if (m.index < minStart) continue; // in the path of the previous one (`example.com/a.com`)
    const hostEnd = m.index + m[0].length;
    let start = m.index;
    while (start > minStart && isHostNameChar(text.charCodeAt(start - 1))) start--;
    if (start > 0 && NOT_BEFORE_HOST.has(text.charCodeAt(start - 1))) continue;
    if (!isBareHost(text.slice(start, hostEnd))) continue;
    let end = hostEnd;
    if (text.charCodeAt(end) === 47) {
      const limit = Math.min(text.length, start + MAX_URL);
      while (end < limit && isUrlChar(text.charCodeAt(end))) end++;
      end = start + trimUrlEnd(text.slice(start, end)).length;
    }
    out.push({ start, end, score: 0.5, pattern: 'bare-domain' });
    minStart = end;
  }
}

/** A scheme's separator, and `www.` in any case: a text without either holds no URL of `findSchemeUrls`. */
const SCHEME = keywordList(['://']);
const WWW = keywordList(['www.'], { caseInsensitive: true });

const hasSchemeOrWww = (f: TextIndex): boolean => f.containsAny(SCHEME) || f.containsAny(WWW);

/**
 * Both kinds, each searched only when the text holds its start (`://` or `www.`) or a bare suffix's. A bare name
 * inside a URL found first (`?next=example.com`) is left to it.
 */
function findUrls(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  if (hasSchemeOrWww(f)) findSchemeUrls(text, out);
  if (!f.containsAny(BARE_SUFFIX_STARTS)) return out;
  const urls = out.length;
  findBareDomains(text, out);
  if (urls === 0 || out.length === urls) return out;
  return out.filter((c, i) => i < urls || !out.some((u, j) => j < urls && c.start < u.end && u.start < c.end));
}

export const url: Detector = {
  id: 'url',
  entity: 'URL',
  requires: { anyOf: [{ keywords: SCHEME }, { keywords: WWW }, { keywords: BARE_SUFFIX_STARTS }] },
  patterns: [],
  find: findUrls,
  validate: validateUrl,
  findValidates: true,
  context: ['url', 'link', 'website', 'site', 'web', 'homepage', 'domain', '링크', '사이트', '홈페이지', '주소', '도메인'],
};

/** url's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const urlExamples = (): DetectorExamples => ({
  positive: [
    { text: 'https://www.microsoft.com/', values: ['https://www.microsoft.com/'] },
    {
      text: 'See https://webhook.site/a8eedfd6-9d8a-44e0-b0fc-cc7d517db5dc?q=1&b=2.',
      values: ['https://webhook.site/a8eedfd6-9d8a-44e0-b0fc-cc7d517db5dc?q=1&b=2'],
    },
    { text: '(docs at www.example.org/guide), then reply', values: ['www.example.org/guide'] },
    { text: "'https://presidio.dataprivacystack.org/'", values: ['https://presidio.dataprivacystack.org/'] },
    { text: '자세한 내용은 https://example.co.kr/notice?id=7에서 확인하세요', values: ['https://example.co.kr/notice?id=7'] },
    {
      text: 'Wiki: https://en.wikipedia.org/wiki/Foo_(bar) and http://[2001:db8::1]:8080/x',
      values: ['https://en.wikipedia.org/wiki/Foo_(bar)', 'http://[2001:db8::1]:8080/x'],
    },
    { text: 'mirror http://203.0.113.9:8080/a.tar.gz!', values: ['http://203.0.113.9:8080/a.tar.gz'] },
    { text: 'microsoft.com', values: ['microsoft.com'] },
    { text: 'my domains: microsoft.com google.co.il', values: ['microsoft.com', 'google.co.il'] },
    { text: 'Pricing is at Example.org/pricing.', values: ['Example.org/pricing'] },
  ],
  negative: [
    'www.microsoft',
    'http://microsoft',
    "'www.microsoft'",
    'write to john@www.example.com', // the e-mail detector's job
    'www.john@example.com',
    'see java.io and logger.info', // not one of the bare suffixes
    'using System.Net;', // a suffix in upper case is code
    'read config.com.example', // a longer name
    'ftp://files.example.com/a', // other schemes are out of scope
    'http://', // nothing after the scheme
  ],
});
