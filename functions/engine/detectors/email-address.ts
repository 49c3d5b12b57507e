import { isHostName, isHostNameChar, MAX_HOST_NAME } from './host-name';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * E-mail addresses, found by anchoring on `@` (indexOf) and expanding left and right with bounded character
 * scans. A single regex such as `[\w.+-]+@[\w-]+(\.[\w-]+)+` is quadratic on long runs of letters (every
 * start position rescans the run: 2.1 s on 64 K letters) and ~45× slower than this anchor-and-expand scan
 * (LOCAL-STACK.md, "Libraries for the engine"). Each `@` costs at most MAX_LOCAL + MAX_HOST_NAME steps.
 *
 * Syntax (addr-spec in its common dot-atom form):
 * - local part: RFC 5322 §3.2.3 allows any `atext`; in prose, quotes, slashes, braces and `|` around an
 *   address are far more often punctuation than part of it, so we accept the subset `[A-Za-z0-9._%+-]`
 *   that mail providers actually hand out. No leading, trailing or doubled dot (dot-atom). At most 64 octets
 *   (RFC 5321 §4.5.3.1.1).
 * - domain: a host name of two labels or more, as ./host-name.ts reads one (the URL detector's reading too).
 * - addresses in Unicode (RFC 6531, `사용자@예시.한국`) are not covered yet.
 */

/** Higher than the URL detector's scores, so an address is never out-ranked by a URL reading of it. */
export const EMAIL_SCORE = 0.9;

const MAX_LOCAL = 64;

function isLocalChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || // a-z
    (c >= 65 && c <= 90) || // A-Z
    (c >= 48 && c <= 57) || // 0-9
    c === 46 || // .
    c === 95 || // _
    c === 37 || // %
    c === 43 || // +
    c === 45 // -
  );
}

/** True when `domain` is a syntactically valid host name (`isHostName`: two labels or more). */
export function isValidEmailDomain(domain: string): boolean {
  return isHostName(domain);
}

/** True when `local` is a dot-atom of our accepted characters, 1–64 long. */
export function isValidLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > MAX_LOCAL) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  for (let i = 0; i < local.length; i++) if (!isLocalChar(local.charCodeAt(i))) return false;
  return true;
}

export function validateEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  return isValidLocalPart(value.slice(0, at)) && isValidEmailDomain(value.slice(at + 1));
}

/** Into an array, not a generator: the finder runs on every text with an `@`, where a generator's set-up costs. */
function findEmails(text: string): Candidate[] {
  const out: Candidate[] = [];
  let from = 0;
  for (let at = text.indexOf('@', from); at !== -1; at = text.indexOf('@', from)) {
    from = at + 1;
    // Expand left over local-part characters, at most MAX_LOCAL + 1 so an over-long run is recognised.
    let start = at;
    while (start > 0 && at - start <= MAX_LOCAL && isLocalChar(text.charCodeAt(start - 1))) start--;
    if (at - start > MAX_LOCAL) continue; // a longer run: a blob (base64, hash), not a mailbox
    // Leading dots are sentence punctuation ("see ...john@x.com"), not part of the local part.
    while (start < at && text.charCodeAt(start) === 46) start++;
    if (start === at) continue;
    // `a@b@c.com`: the part between two `@` is not a mailbox.
    if (start > 0 && text.charCodeAt(start - 1) === 64) continue;

    // Expand right over domain characters, at most MAX_HOST_NAME + 1.
    let end = at + 1;
    while (end < text.length && end - at - 1 <= MAX_HOST_NAME && isHostNameChar(text.charCodeAt(end))) end++;
    if (end - at - 1 > MAX_HOST_NAME) continue;
    // Trailing dots and hyphens end a sentence or a clause ("mail me at a@b.com."), not the domain.
    while (end > at + 1 && (text.charCodeAt(end - 1) === 46 || text.charCodeAt(end - 1) === 45)) end--;
    if (end < text.length && text.charCodeAt(end) === 64) continue; // `a@b.c@d`: ambiguous, skip

    // Local-part and domain characters exclude `@`: the value holds this one, so `validateEmail` reads it as they are.
    if (!validateEmail(text.slice(start, end))) continue;
    out.push({ start, end, score: EMAIL_SCORE, pattern: 'anchored-at' });
    from = end;
  }
  return out;
}

export const emailAddress: Detector = {
  id: 'email-address',
  entity: 'EMAIL_ADDRESS',
  requires: { anyChar: '@' },
  patterns: [],
  find: findEmails,
  validate: validateEmail,
  findValidates: true,
  context: ['email', 'e-mail', 'mail', 'contact', '이메일', '메일', '전자우편'],
};

/** emailAddress's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const emailAddressExamples = (): DetectorExamples => ({
  positive: [
    { text: 'my email address is info@presidio.site', values: ['info@presidio.site'] },
    {
      text: 'try one of these emails: info@presidio.site or anotherinfo@presidio.site',
      values: ['info@presidio.site', 'anotherinfo@presidio.site'],
    },
    { text: 'Write to John.Smith+billing@mail.example.co.uk.', values: ['John.Smith+billing@mail.example.co.uk'] },
    { text: '문의는 hong.gildong@example.kr으로 보내 주세요', values: ['hong.gildong@example.kr'] },
    { text: '<a href="mailto:first_last@sub-domain.example.com">', values: ['first_last@sub-domain.example.com'] },
    { text: 'a@xn--d1acufc.xn--p1ai', values: ['a@xn--d1acufc.xn--p1ai'] },
    { text: '(cc: ops-team@corp.io)', values: ['ops-team@corp.io'] },
  ],
  negative: [
    'my email is info@presidio.', // no top-level label
    'this is not an email: hello-world here',
    'user@localhost', // single label
    'john..doe@example.com', // doubled dot
    'john@example.c', // one-letter TLD
    'john@-example.com', // label starts with a hyphen
    'handle @example.com on twitter',
    'a@b@c.com', // two @ signs
    'version 1.2@3.4.5',
  ],
});
