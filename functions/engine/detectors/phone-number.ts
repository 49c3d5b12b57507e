/**
 * Phone numbers, found and validated by libphonenumber-js (a port of Google's libphonenumber).
 *
 * Metadata build: `libphonenumber-js/max`. Only the max build carries the per-type number patterns, so
 * `isValid()` checks that the number is one a carrier could actually assign (e.g. KR mobile `10` + 8 digits,
 * US NPA/NXX rules); with the `min` build `isValid()` degrades to a length check (`800 123 4567` passes as a
 * US number and `650 253 0001` with a KR default) and the `mobile` build only knows mobile patterns, which
 * would drop landlines such as `02-123-4567`. The cost is bundle size: ~150 KB of metadata instead of ~80 KB,
 * loaded once per cold start — small next to a Lambda's budget, and worth the precision.
 *
 * Search strategy (linear, bounded):
 * 1. Prefilter: the text holds at least 7 digits (counted with early exit).
 * 2. We cut the text into maximal runs of characters libphonenumber reads as phone text (digits, `+`,
 *    dashes, dots, slashes, brackets, spaces — its `VALID_PUNCTUATION`). The library's matcher costs
 *    0.05–0.3 ms per candidate it rejects (an invalid NANP number is tried against all 25 NANP countries), so
 *    a 100 KB flood of digit groups would take seconds. We therefore hand it only runs that could hold a
 *    number: 7–34 digits, at most 12 digit groups and 4 one-digit groups (numeric blobs, flattened tables
 *    and `1 2 3 4 …` are not phone numbers), and either a `+` or a sequence of groups shaped like a NANP
 *    number (`1? [2-9]XX [2-9]XX XXXX`) for the US pass, or a group starting with the trunk prefix `0`
 *    followed by 9–11 digits for the KR pass.
 * 3. The kept runs, each with one character of real context on either side (the library rejects numbers
 *    glued to letters) and an extension (`x123`, `ext. 123`) if one follows, are joined into one compact
 *    text with `_` between them, so the library is called once per pass and never reads the prose around
 *    them. Its UTF-16 `startsAt`/`endsAt` are mapped back to the original text.
 * 4. Pass 1 uses the US default (national formats like `(650) 253-0000`; `+CC` numbers are found with any
 *    default). Only runs with a `0`-initial group that no US match covers — the trunk prefix of Korean
 *    national numbers (`010-1234-5678`, `02-123-4567`) — go through pass 2 with the KR default, keeping
 *    matches that start with `0` and resolve to KR.
 * 5. Matches must be `isValid()` and not look like a date (`2024-01-15`, `15.01.2024`), an IPv4 address or
 *    an SSN (`looksLikeSomethingElse`).
 *
 * Known cost: a crafted 100 KB flood of NANP-shaped but unassigned numbers (`(555) 223-4567 …`) still
 * reaches the library and takes ~1 s; it is linear, and the analyzer's input cap bounds it.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import type { Candidate, Detector } from './types';

/** Fewest digits of a number we report (with a `+`; national numbers need 9–10, see couldBeUs/krTrunkStarts). */
const MIN_DIGITS = 7;
/** Runs beyond these caps are numeric blobs, not one or two phone numbers. */
const MAX_RUN_DIGITS = 34;
const MAX_RUN_GROUPS = 12;
const MAX_SINGLE_DIGIT_GROUPS = 4;

/** Digits libphonenumber reads: ASCII, fullwidth, Arabic-Indic and Eastern Arabic-Indic. */
function isPhoneDigit(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19) || (c >= 0x0660 && c <= 0x0669) || (c >= 0x06f0 && c <= 0x06f9)
  );
}

/** libphonenumber's VALID_PUNCTUATION plus the `+` signs (source/constants.js). */
const PHONE_PUNCTUATION = new Set(
  Array.from(
    '-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u30FC\uFF0D' + // dashes
      '\uFF0F/' + // slashes
      '\uFF0E.' + // dots
      ' \u00A0\u00AD\u200B\u2060\u3000' + // spaces
      '()\uFF08\uFF09\uFF3B\uFF3D[]' + // brackets
      '~\u2053\u223C\uFF5E' + // tildes
      '+\uFF0B', // plus signs
  ).map((ch) => ch.charCodeAt(0)),
);

function isRunChar(c: number): boolean {
  return isPhoneDigit(c) || PHONE_PUNCTUATION.has(c);
}

/** Counts digits with an early exit: the prefilter only needs to know there are at least `MIN_DIGITS`. */
export function hasAtLeastDigits(text: string, n: number = MIN_DIGITS): boolean {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    if (isPhoneDigit(text.charCodeAt(i)) && ++count >= n) return true;
  }
  return false;
}

/**
 * Shapes the library can read as a number but that are something else (found on the Presidio synthetic set):
 * a date, possibly followed by the hour (`2015-12-22 04:34` → `2015-12-22 04`), a date written day first
 * (`15.01.2024`), a dotted quad (`36.160.14.148`, an IPv4 address) and the US SSN layout `AAA-GG-SSSS`.
 */
const NOT_A_PHONE = [
  /^[0-9]{4}([-./])[0-9]{1,2}\1[0-9]{1,2}(?![0-9])/, // year first, anything after
  /^[0-9]{1,2}([-./])[0-9]{1,2}\1(?:[0-9]{2}|[0-9]{4})$/, // day or month first
  /^[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}$/,
  /^[0-9]{3}-[0-9]{2}-[0-9]{4}$/,
] as const;

export function looksLikeSomethingElse(raw: string): boolean {
  return NOT_A_PHONE.some((re) => re.test(raw));
}

/** An extension right after the run: `x123`, `ext. 123`, `#123`. */
const EXTENSION = /(?:[ ]?(?:ext\.?|extension|x)[ ]?|#)[0-9]{1,7}(?![0-9A-Za-z])/iy;

interface Run {
  readonly start: number;
  readonly end: number;
  readonly hasPlus: boolean;
  /** ASCII digit strings of the run's digit groups, in order (non-ASCII digits folded to ASCII). */
  readonly groups: readonly string[];
  /** Index in the text of each group's first digit. */
  readonly groupStarts: readonly number[];
}

function asciiDigit(c: number): string {
  if (c >= 48 && c <= 57) return String.fromCharCode(c);
  if (c >= 0xff10 && c <= 0xff19) return String.fromCharCode(c - 0xff10 + 48);
  if (c >= 0x0660 && c <= 0x0669) return String.fromCharCode(c - 0x0660 + 48);
  return String.fromCharCode(c - 0x06f0 + 48);
}

/**
 * Maximal runs of phone characters holding 7–34 digits in at most 12 groups. Longer runs are not collected
 * digit by digit beyond the caps (the scan still walks them once, to find their end).
 */
function* phoneRuns(text: string): Generator<Run> {
  let i = 0;
  while (i < text.length) {
    if (!isRunChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let hasPlus = false;
    let digits = 0;
    let groupCount = 0;
    let singles = 0;
    let groupLength = 0;
    const groups: string[] = [];
    const groupStarts: number[] = [];
    // Group contents are only kept while the run can still qualify, so a 100 KB blob costs one scan.
    const keep = (): boolean => groupCount <= MAX_RUN_GROUPS && digits <= MAX_RUN_DIGITS;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (isPhoneDigit(c)) {
        digits++;
        if (groupLength === 0) {
          groupCount++;
          if (keep()) {
            groupStarts.push(i);
            groups.push('');
          }
        }
        groupLength++;
        if (keep()) groups[groups.length - 1] += asciiDigit(c);
      } else if (PHONE_PUNCTUATION.has(c)) {
        if (c === 43 || c === 0xff0b) hasPlus = true;
        if (groupLength === 1) singles++;
        groupLength = 0;
      } else {
        break;
      }
    }
    if (groupLength === 1) singles++;
    if (digits < MIN_DIGITS || !keep() || singles > MAX_SINGLE_DIGIT_GROUPS) continue;
    yield { start, end: i, hasPlus, groups, groupStarts };
  }
}

/** North American Numbering Plan shape: optional 1, area code and exchange not starting with 0 or 1. */
const NANP_SHAPE = /^1?[2-9][0-9]{2}[2-9][0-9]{6}$/;

/** Some sequence of consecutive groups forms `1? NXX NXX XXXX`, or the run starts with an IDD prefix. */
function couldBeUs(run: Run): boolean {
  if (run.hasPlus) return true;
  const first = run.groups[0] ?? '';
  if (first.startsWith('011') || first.startsWith('00')) return true; // international dialling prefixes
  for (let i = 0; i < run.groups.length; i++) {
    let digits = '';
    for (let j = i; j < run.groups.length && digits.length < 11; j++) {
      digits += run.groups[j];
      if (NANP_SHAPE.test(digits)) return true;
    }
  }
  return false;
}

/** Indexes (in the text) of `0`-initial groups followed, within the run, by 9–11 digits in all. */
function krTrunkStarts(run: Run): number[] {
  const out: number[] = [];
  for (let i = 0; i < run.groups.length; i++) {
    if (!(run.groups[i] ?? '').startsWith('0')) continue;
    let n = 0;
    for (let j = i; j < run.groups.length && n < 9; j++) n += (run.groups[j] ?? '').length;
    if (n >= 9) out.push(run.groupStarts[i] ?? -1);
  }
  return out;
}

interface Match {
  readonly start: number;
  readonly end: number;
  readonly formatted: boolean;
}

/**
 * Runs the library once over the given runs: each run (with one character of context either side and a
 * trailing extension) is copied into a compact text, separated by `_`, and the matches mapped back.
 */
function search(text: string, runs: readonly Run[], country: CountryCode): Match[] {
  if (runs.length === 0) return [];
  const windowStarts: number[] = []; // original start of each window
  const compactStarts: number[] = []; // its start in the compact text
  let compact = '';
  for (const run of runs) {
    const from = Math.max(0, run.start - 1);
    EXTENSION.lastIndex = run.end;
    const ext = EXTENSION.exec(text);
    const to = Math.min(text.length, run.end + (ext ? ext[0].length : 0) + 1);
    if (compact.length > 0) compact += '_';
    windowStarts.push(from);
    compactStarts.push(compact.length);
    compact += text.slice(from, to);
  }
  const out: Match[] = [];
  let w = 0;
  for (const found of findPhoneNumbersInText(compact, { defaultCountry: country })) {
    if (!found.number.isValid()) continue;
    const raw = compact.slice(found.startsAt, found.endsAt);
    if (looksLikeSomethingElse(raw)) continue;
    if (country === 'KR' && (found.number.country !== 'KR' || !/^[(\uFF08]?[0\uFF10]/.test(raw))) continue;
    while (w + 1 < compactStarts.length && (compactStarts[w + 1] ?? Infinity) <= found.startsAt) w++;
    const offset = (windowStarts[w] ?? 0) - (compactStarts[w] ?? 0);
    out.push({ start: found.startsAt + offset, end: found.endsAt + offset, formatted: /[^0-9]/.test(raw) });
  }
  return out;
}

function overlapsAny(a: Match, list: readonly Match[]): boolean {
  return list.some((b) => a.start < b.end && b.start < a.end);
}

function* findPhones(text: string): Generator<Candidate> {
  const runs = [...phoneRuns(text)];
  const matches = search(text, runs.filter(couldBeUs), 'US');
  const krRuns = runs.filter((run) =>
    krTrunkStarts(run).some((z) => !matches.some((m) => z >= m.start && z < m.end)),
  );
  if (krRuns.length > 0) {
    for (const kr of search(text, krRuns, 'KR')) if (!overlapsAny(kr, matches)) matches.push(kr);
  }
  matches.sort((a, b) => a.start - b.start || b.end - a.end);
  let lastEnd = -1;
  for (const m of matches) {
    if (m.start < lastEnd) continue; // the same number seen through two overlapping windows
    lastEnd = m.end;
    yield {
      start: m.start,
      end: m.end,
      score: m.formatted ? 0.7 : 0.4,
      pattern: m.formatted ? 'phone' : 'phone-digits-only',
    };
  }
}

export const phoneNumber: Detector = {
  id: 'phone-number',
  entity: 'PHONE_NUMBER',
  prefilter: (text) => hasAtLeastDigits(text),
  patterns: [],
  find: findPhones,
  context: [
    'phone',
    'tel',
    'telephone',
    'mobile',
    'cell',
    'call',
    'fax',
    'contact',
    'whatsapp',
    '전화',
    '전화번호',
    '휴대폰',
    '핸드폰',
    '연락처',
  ],
  examples: {
    positive: [
      { text: 'Call me at (650) 253-0000 after 5pm.', values: ['(650) 253-0000'] },
      { text: 'UK office: +44 20 7946 0958, ask for Ann', values: ['+44 20 7946 0958'] },
      { text: '제 휴대폰은 010-1234-5678 이고 사무실은 02-123-4567 입니다', values: ['010-1234-5678', '02-123-4567'] },
      { text: 'tel: 650.253.0000 x123', values: ['650.253.0000 x123'] },
      { text: 'Toll free 1-800-555-0199 or +82 10-9876-5432', values: ['1-800-555-0199', '+82 10-9876-5432'] },
      { text: '연락처:031-123-4567', values: ['031-123-4567'] },
    ],
    negative: [
      'Meeting on 2024-01-15 at 10:30',
      'Date: 2015-12-22 04:34:22',
      'blocked address 36.160.14.148',
      "Here's my SSN: 023-01-0866",
      'Invoice 555-123-4567 is overdue', // 555 is not a US area code
      'short 253-0000',
      'version 1.2.3.4.5.6.7',
      'order 1 2 3 4 5 6 7 8 9 0 1 2 3',
      'price 1,234,567.89 KRW',
    ],
  },
};
