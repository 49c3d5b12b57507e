/**
 * Host names as the e-mail and URL detectors read them: LDH labels of 1–63 characters that neither start nor end
 * with `-` (RFC 1035 §2.3.1, RFC 1123 §2.1), at most MAX_HOST_NAME characters (RFC 5321 §4.5.3.1.2 less the
 * trailing dot), and a top-level label of two letters or more, or an IDNA A-label `xn--…` (RFC 5890) such as
 * `xn--p1ai` (.рф).
 */

import { isAsciiDigit, isAsciiLetter } from '../text/ascii';

export const MAX_HOST_NAME = 253;
const MAX_LABEL = 63;
const TLD = /^(?:[A-Za-z]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})$/;

/** A character of a host name: a letter, digit or hyphen of a label, or the dot between labels. */
export function isHostNameChar(c: number): boolean {
  return isAsciiLetter(c) || isAsciiDigit(c) || c === 46 || c === 45;
}

/**
 * `host.slice(from, to)`, which holds no dot, is an LDH label (`/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/`,
 * read in place).
 */
function isLabel(host: string, from: number, to: number): boolean {
  if (to <= from || to - from > MAX_LABEL || host.charCodeAt(from) === 45 || host.charCodeAt(to - 1) === 45) {
    return false;
  }
  for (let i = from; i < to; i++) if (!isHostNameChar(host.charCodeAt(i))) return false;
  return true;
}

/**
 * `host` is a host name of at least `minLabels` labels (see the module's notes). The labels are read in place,
 * not split into strings each matched by a regex: the e-mail detector checks every address it finds, where the
 * split and the regex calls cost ~1.4 µs of its finder's ~3.5 µs per prompt with an address (full catalog).
 */
export function isHostName(host: string, minLabels = 2): boolean {
  if (host.length === 0 || host.length > MAX_HOST_NAME) return false;
  let labels = 1;
  let from = 0;
  for (let dot = host.indexOf('.'); dot !== -1; dot = host.indexOf('.', from)) {
    if (!isLabel(host, from, dot)) return false;
    from = dot + 1;
    labels++;
  }
  return labels >= minLabels && isLabel(host, from, host.length) && TLD.test(host.slice(from));
}
