/**
 * Phone numbers, found and validated by libphonenumber-js (a port of Google's libphonenumber).
 *
 * Metadata build: `libphonenumber-js/max`. Only the max build carries the per-type number patterns, so
 * `isValid()` checks that the number is one a carrier could actually assign (e.g. KR mobile `10` + 8 digits,
 * US NPA/NXX rules); with the `min` build `isValid()` degrades to a length check (`800 123 4567` and
 * `650 253 0001` with a KR default pass) and the `mobile` build only knows mobile patterns, which would drop
 * landlines such as `02-123-4567`. The cost is bundle size: ~150 KB of metadata instead of ~80 KB, loaded once
 * per cold start — small next to a Lambda's budget, and worth the precision.
 *
 * Search strategy (linear, bounded):
 * 1. Prefilter: the text holds at least 7 digits (counted with early exit).
 * 2. We cut the text into maximal runs of characters libphonenumber treats as phone text (digits, `+`,
 *    dashes, dots, slashes, brackets, spaces; see its `VALID_PUNCTUATION`) and hand the library only the
 *    runs that could hold a number, with one character of context on each side (it needs the neighbours to
 *    reject numbers glued to letters). The library costs up to ~20 µs per character on long runs of
 *    digits and spaces, so a run with more than MAX_RUN_DIGITS digits or MAX_RUN_GROUPS digit groups is
 *    treated as a numeric blob (a flattened table, a hex dump) and skipped: that keeps any 100 KB input well
 *    under our time budget. A list of many numbers separated only by single spaces is the cost of this.
 * 3. Each run is parsed with the US default (national formats like `(650) 253-0000`; `+CC` numbers are found
 *    with any default). Only when the run has a group starting with `0` that no US match covers — the
 *    trunk prefix of Korean national numbers (`010-1234-5678`, `02-123-4567`) — is it parsed again with the
 *    KR default, keeping matches that start with `0` and resolve to KR.
 * 4. Matches must be `isValid()` and not look like a date (`2024-01-15`, `15.01.2024`).
 * Spans are the library's `startsAt`/`endsAt`, which are UTF-16 indices (offset by the run's start).
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import type { Candidate, Detector } from './types';

const MIN_DIGITS = 7;
const MAX_RUN_DIGITS = 34;
const MAX_RUN_GROUPS = 12;

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

/** `2024-01-15`, `2024.1.5`, `15/01/2024`, `01-15-24`: dates that the library may read as numbers. */
const DATE_LIKE = /^(?:[0-9]{4}([-./ ])[0-9]{1,2}\1[0-9]{1,2}|[0-9]{1,2}([-./ ])[0-9]{1,2}\2(?:[0-9]{2}|[0-9]{4}))$/;

/** An extension right after the run: `x123`, `ext. 123`, `#123`. */
const EXTENSION = /(?:[ ]?(?:ext\.?|extension|x)[ ]?|#)[0-9]{1,7}(?![0-9A-Za-z])/iy;

interface Run {
  readonly start: number;
  readonly end: number;
  readonly digits: number;
  readonly groups: number;
  /** Indexes of digits that start a digit group and are `0` (candidate trunk prefixes). */
  readonly zeroGroupStarts: readonly number[];
}

function* phoneRuns(text: string): Generator<Run> {
  let i = 0;
  while (i < text.length) {
    if (!isRunChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let digits = 0;
    let groups = 0;
    const zeroGroupStarts: number[] = [];
    let prevDigit = false;
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (isPhoneDigit(c)) {
        digits++;
        if (!prevDigit) {
          groups++;
          if (c === 48 || c === 0xff10 || c === 0x0660 || c === 0x06f0) zeroGroupStarts.push(i);
        }
        prevDigit = true;
      } else if (PHONE_PUNCTUATION.has(c)) {
        prevDigit = false;
      } else {
        break;
      }
    }
    yield { start, end: i, digits, groups, zeroGroupStarts };
  }
}

interface Match {
  readonly start: number;
  readonly end: number;
  readonly formatted: boolean;
}

function search(text: string, from: number, to: number, country: CountryCode): Match[] {
  const window = text.slice(from, to);
  const out: Match[] = [];
  for (const found of findPhoneNumbersInText(window, { defaultCountry: country })) {
    if (!found.number.isValid()) continue;
    const raw = window.slice(found.startsAt, found.endsAt);
    if (DATE_LIKE.test(raw)) continue;
    if (country === 'KR' && (found.number.country !== 'KR' || !/^[(\uFF08]?[0０]/.test(raw))) continue;
    out.push({ start: from + found.startsAt, end: from + found.endsAt, formatted: /[^0-9]/.test(raw) });
  }
  return out;
}

function overlaps(a: Match, list: readonly Match[]): boolean {
  return list.some((b) => a.start < b.end && b.start < a.end);
}

function* findPhones(text: string): Generator<Candidate> {
  for (const run of phoneRuns(text)) {
    if (run.digits < MIN_DIGITS || run.digits > MAX_RUN_DIGITS || run.groups > MAX_RUN_GROUPS) continue;
    const from = Math.max(0, run.start - 1);
    let to = run.end;
    EXTENSION.lastIndex = run.end;
    const ext = EXTENSION.exec(text);
    if (ext) to += ext[0].length;
    to = Math.min(text.length, to + 1);

    const matches = search(text, from, to, 'US');
    const uncoveredZero = run.zeroGroupStarts.some((z) => !matches.some((m) => z >= m.start && z < m.end));
    if (uncoveredZero) {
      for (const kr of search(text, from, to, 'KR')) if (!overlaps(kr, matches)) matches.push(kr);
      matches.sort((a, b) => a.start - b.start);
    }
    for (const m of matches) {
      yield { start: m.start, end: m.end, score: m.formatted ? 0.7 : 0.4, pattern: m.formatted ? 'phone' : 'phone-digits-only' };
    }
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
    '번호',
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
      'Invoice 555-123-4567 is overdue', // 555 is not a US area code
      'short 253-0000',
      'version 1.2.3.4.5.6.7',
      'order 1 2 3 4 5 6 7 8 9 0 1 2 3',
      'price 1,234,567.89 KRW',
    ],
  },
};
