/**
 * Phone numbers: candidates are extracted by one linear scan, the common shapes are validated with exact
 * numbering-plan rules, and only international numbers of other countries reach libphonenumber-js.
 *
 * Why not `findPhoneNumbersInText`: it costs ~55 µs even for one short number and 0.05–1.4 ms per prompt
 * that holds a Korean national number (every rejected candidate is tried against many countries, and each
 * `isValid()` builds regular expressions). This finder costs ~5 µs per 1,000-character prompt.
 *
 * 1. Runs: at least 7 digits (ASCII, fullwidth, Arabic-Indic) joined by at most three separator characters each
 *    (spaces, dashes, dots, brackets — libphonenumber's VALID_PUNCTUATION minus slashes and tildes, which in
 *    prose separate numbers: `T 02-123-4567~8`, `650-253-0000 / 650-253-0001`), read on char codes from the
 *    first digit of a digit run. A `+` or `(` right before the run is read separately. The detector's gate reads
 *    the digit groups the text's index already counted (no scan of its own).
 * 2. Groups. A run is cut into digit groups; each records the separator before it (one space, one dash, one
 *    dot, brackets only, or "hard" — anything longer) and whether it is in brackets. A number never starts or
 *    ends inside a dash- or dot-joined token (`978-3-16-148410-0`, `650-253-0000-12`).
 * 3. Shapes, tried at each group start, first match wins:
 *    - `+CC …` (and `00CC` / `011 CC` international prefixes): `+1` and `+82` go to the exact rules below;
 *      other countries (and `+1`/`+82` numbers the rules reject) go to libphonenumber-js `max`
 *      (`parsePhoneNumberFromString` + `isValid()`), longest reading first, at most three readings, results
 *      remembered for the text, at most LIB_CALLS_PER_TEXT calls per text. A `+` number the library finds possible (right
 *      length for the country) but not valid is still reported, with a lower score (`phone-unverified`): the
 *      `+CC` form is strong evidence, and a number from a range opened after the metadata was cut, or mistyped
 *      by one digit, is still personal data. `00`/`011` numbers must be valid.
 *    - NANP national: `(NPA) NXX-XXXX`, `NPA-NXX-XXXX`, `NPA.NXX.XXXX`, `NPA NXX XXXX`, `NPA NXXXXXX`,
 *      ten bare digits, each with an optional trunk `1`.
 *    - Korean national: `0` + area or service code, then `XXX(X)-XXXX`, `XXXXXXX(X)` or all bare; at a fresh
 *      start (see below) any phone-like grouping of a number valid under the Korean plan.
 *    - Any other national layout (the whole loosely joined sequence: 1–6 groups of ≥ 2 digits, one separator
 *      kind, 7–12 digits) only when a phone word (`phone`, `tel`, `mobile`, `call`, `fax`, `Handy`, `portable`,
 *      `celular`, `전화`, `연락처`, …) stands at most 32 characters before it or 16 after it with no other digits
 *      and no sentence end in between
 *      (`phone-with-context`, score 0.3, which the context boost lifts to 0.65). Dates, times, year ranges,
 *      dotted quads and the SSN layout are excluded.
 *    - A number spelt one digit at a time (`6 5 0 2 5 3 0 0 0 0`): the digits it spells, read as above.
 *    National readings right after a word naming another kind of number (`order #`, `invoice no.`, `ticket`,
 *    `주문번호`) are not reported: that is what the number is.
 *    International prefixes and the looser readings need a fresh start — the start of a run, after a hard
 *    break, or right after a number — so the groups of an IBAN or a card (`DE89 3704 0044 0532 …`) are never
 *    read as `+44 …` or cut into a "phone number".
 * 4. Boundaries: a number glued to a Latin letter, a digit, `_` or `@` (or preceded by a currency sign) is
 *    not reported; Korean particles may follow directly (`010-1234-5678이고`). An extension (`x123`,
 *    `ext. 123`, `#123`) right after the number is part of the span.
 *
 * Numbering-plan rules (the metadata of libphonenumber-js 1.13.16 agrees with them; see the tests):
 * - NANP (ITU-T country code 1). The area code (NPA) must be one in service according to NANPA's area code
 *   assignments (nationalnanpa.com, "NPA Database" / "Area Codes in Service"), including the non-geographic
 *   service codes: toll-free 800/833/844/855/866/877/888, premium 900, personal communications 5XX and the
 *   Canadian 600/622/633. The table (./data/nanp-area-codes.ts) was cut from the `max` metadata, which tracks
 *   NANPA; a test re-derives it from the installed library so an update that opens a new overlay fails loudly.
 *   The central office code (NXX) is `[2-9]XX` and never an N11 service code (ATIS-0300051, Central Office Code
 *   (NXX) Assignment Guidelines). `555-0100`…`555-0199` in a geographic NPA are reserved for fictional use
 *   (ATIS-0300115, 555 NXX Line Number Reference Document): they are reported with a low score
 *   (`phone-fictional`, 0.4) so they are masked only when the text calls them a phone number. Exchange-level
 *   assignment inside the Caribbean NPAs is not checked (the library knows it; we accept the whole NPA).
 * - Korea (country code 82), 전기통신번호관리세칙 (Telecommunications Numbering Management Rules, Ministry of
 *   Science and ICT notice), 별표 (annex) of number allocations: trunk prefix `0`; geographic area codes 02
 *   (Seoul), 031–033, 041–044, 051–055, 061–064, followed by a 7–8 digit subscriber number that does not start
 *   with 0; mobile 010 (and 011, 016–019 of the former 2G networks) + 7–8 digits; internet telephony 070 + 8;
 *   personal numbers 050X + 7–8 (050 + 8–9); free-phone 080 + 7; premium 060 + 7 starting with 2–9. Toll
 *   representative numbers (`1588-1234`) carry no trunk prefix and are a business's, not a person's: not
 *   reported.
 */
// The library's core functions with the full (`max`) metadata, packed: decoded on the first `+CC` number only.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import type { Tables } from '../data/tables';
import type { TextIndex } from '../text-index';
import { followsReferenceLabel } from './reference-label';
import type { Candidate, Detector, DetectorExamples } from './types';
import { codeAt } from '../text/ascii';

/** Fewest digits of a number we report. */
const MIN_DIGITS = 7;

/** Digits libphonenumber reads: ASCII, fullwidth, Arabic-Indic and Eastern Arabic-Indic. */
function isPhoneDigit(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 0xff10 && c <= 0xff19) || (c >= 0x0660 && c <= 0x0669) || (c >= 0x06f0 && c <= 0x06f9)
  );
}

/** A run of isPhoneDigit digits, for the search of run starts in a text with non-ASCII digits or separators. */
const DIGIT_RUN = /[0-9\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9]+/g;

// ---------------------------------------------------------------------------------------------------------
// Numbering plans
// ---------------------------------------------------------------------------------------------------------

/** Non-geographic NANP service codes (toll-free, premium, personal communications): no fictional 555 range. */
const NANP_NON_GEOGRAPHIC = new Set([
  500, 521, 522, 523, 524, 525, 526, 527, 528, 529, 533, 544, 566, 577, 588, 600, 622, 633, 800, 833, 844, 855,
  866, 877, 888, 900,
]);

/** The NANP area codes in service (./data/nanp-area-codes.ts), as a lookup by code. */
function buildAreaCodesInService(tables: Tables): Uint8Array {
  const inService = new Uint8Array(1000);
  for (const code of tables.read('nanp-area-codes')) inService[code] = 1;
  return inService;
}

/** The lookup of NANP area codes in service of a catalog's tables, built on first use and kept with them. */
export const areaCodesInService = (tables: Tables): Uint8Array => tables.derived(buildAreaCodesInService);

/** The NANP area codes in service, for tests. */
export function nanpAreaCodes(tables: Tables): number[] {
  const out: number[] = [];
  const inService = areaCodesInService(tables);
  for (let npa = 0; npa < 1000; npa++) if (inService[npa] === 1) out.push(npa);
  return out;
}

const INVALID = 0;
const VALID = 1;
const FICTIONAL = 2;
type PlanVerdict = typeof INVALID | typeof VALID | typeof FICTIONAL;

const digitAt = (s: string, i: number): number => s.charCodeAt(i) - 48;

/** Checks a 10-digit NANP national number `NPA NXX XXXX` (ASCII digits); `inService`: `areaCodesInService`. */
export function nanpVerdict(nsn: string, inService: Uint8Array): PlanVerdict {
  if (nsn.length !== 10) return INVALID;
  const npa = digitAt(nsn, 0) * 100 + digitAt(nsn, 1) * 10 + digitAt(nsn, 2);
  if (inService[npa] !== 1) return INVALID;
  const n = digitAt(nsn, 3);
  const x1 = digitAt(nsn, 4);
  const x2 = digitAt(nsn, 5);
  if (n < 2) return INVALID; // NXX starts with 2–9
  if (x1 === 1 && x2 === 1) return INVALID; // N11 service codes
  if (n === 5 && x1 === 5 && x2 === 5 && digitAt(nsn, 6) === 0 && digitAt(nsn, 7) === 1) {
    return NANP_NON_GEOGRAPHIC.has(npa) ? VALID : FICTIONAL;
  }
  return VALID;
}

/**
 * Length of the trunk prefix plus area or service code of a Korean national number (`0…`, ASCII digits) when
 * the number is valid under the rules in the header, else 0.
 */
export function krPrefixLength(d: string): number {
  if (d.charCodeAt(0) !== 48 || d.length < 9 || d.length > 12) return 0;
  const a = digitAt(d, 1);
  const b = digitAt(d, 2);
  const len = d.length;
  if (a === 2) return len >= 9 && len <= 10 && b !== 0 ? 2 : 0; // 02 + 7–8 digits, not 0…
  if (b === 0) {
    // Service codes 0X0.
    if (a === 1) return len === 10 || len === 11 ? 3 : 0; // 010 mobile + 7–8
    if (a === 7) return len === 11 ? 3 : 0; // 070 internet telephony + 8
    if (a === 5) return len === 11 || len === 12 ? 3 : 0; // 050X personal numbers: 050 + 8–9
    if (a === 8) return len === 10 ? 3 : 0; // 080 free-phone + 7
    if (a === 6) return len === 10 && digitAt(d, 3) >= 2 ? 3 : 0; // 060 premium + [2-9]XXXXXX
    return 0;
  }
  if (a === 1) return (b === 1 || b >= 6) && (len === 10 || len === 11) ? 3 : 0; // 011, 016–019 (2G)
  const maxArea = a === 3 ? 3 : a === 4 || a === 6 ? 4 : a === 5 ? 5 : 0; // 031–033, 041–044, 051–055, 061–064
  if (b > maxArea) return 0;
  return (len === 10 || len === 11) && digitAt(d, 3) !== 0 ? 3 : 0;
}

// ---------------------------------------------------------------------------------------------------------
// libphonenumber-js, for `+CC` numbers the exact rules do not cover
// ---------------------------------------------------------------------------------------------------------

const LIB_VALID = 2;
const LIB_POSSIBLE = 1;
const LIB_NEITHER = 0;
/**
 * Library calls (numbers not asked about before in the text) allowed per text. A 100 KB text of distinct unassigned `+CC` numbers would
 * otherwise cost seconds; past the budget a `+` number of 8–15 digits is reported as unverified without the
 * library, and an `00`/`011` number (which must be valid) is not reported.
 */
const LIB_CALLS_PER_TEXT = 64;

/** Asks the library (20–80 µs) about `digits`, the international number without `+`. */
function libVerdict(digits: string, tables: Tables): number {
  const parsed = parsePhoneNumberFromString(`+${digits}`, tables.read('phone-metadata-max'));
  if (parsed?.isValid()) return LIB_VALID;
  if (parsed?.isPossible()) return LIB_POSSIBLE;
  return LIB_NEITHER;
}

// ---------------------------------------------------------------------------------------------------------
// Scanning
// ---------------------------------------------------------------------------------------------------------

/**
 * The non-ASCII digits and separators of a run (`isPhoneDigit`, `isSeparator`). A run without any is ASCII digits
 * joined by ASCII separators, all of which the index's digit groups join too (`maxDigitGroup`).
 */
const NON_ASCII_RUN_CHAR = /[\uFF10-\uFF19\u0660-\u0669\u06F0-\u06F9\u00A0\u2000-\u200B\u202F\u205F\u3000\u2010-\u2015\u2212\u30FC\uFF0D\uFF0E\uFF08\uFF09]/;

/**
 * Some character of NON_ASCII_RUN_CHAR occurs. None is ASCII or a Hangul syllable, so a text whose other
 * characters are all Hangul (most Korean prompts) is answered from the text's index without a search.
 */
const hasNonAsciiRunChar = (text: string, f: TextIndex): boolean =>
  f.hasNonAsciiOutsideHangul && NON_ASCII_RUN_CHAR.test(text);

/** An extension right after a number: `x123`, `ext. 123`, `#123`. */
const EXTENSION = /(?:[ ]?(?:ext\.?|extension|x)[ ]?|#)[0-9]{1,7}(?![0-9A-Za-z])/iy;
/**
 * Whether EXTENSION may match at `at`: it opens with `#`, `e` or `x` (either case), or a space and `e` or `x`. Most
 * numbers end before a comma, a full stop or a space and a word, ruled out on char codes without a regex call.
 */
function mayStartExtension(text: string, at: number): boolean {
  let c = codeAt(text, at);
  if (c === 0x23) return true;
  if (c === 0x20) c = codeAt(text, at + 1);
  c |= 0x20;
  return c === 0x65 || c === 0x78;
}

/** How a group is joined to the previous one. */
const HARD = 0; // not part of the same number (several characters, or the first group of the run)
const SPACE = 1;
const DASH = 2;
const DOT = 3;
const BRACKET = 4; // brackets only: `(02)123`, `+44 (0)20`
type Join = typeof HARD | typeof SPACE | typeof DASH | typeof DOT | typeof BRACKET;

interface Group {
  /** Index of the first digit in the text. */
  readonly start: number;
  readonly end: number;
  /** ASCII digits. */
  readonly digits: string;
  readonly join: Join;
  /** `(` right before the group. */
  readonly open: boolean;
  /** `)` right after the group. */
  close: boolean;
}

const isOpen = (c: number): boolean => c === 40 || c === 0xff08;
const isClose = (c: number): boolean => c === 41 || c === 0xff09;
const isPlus = (c: number): boolean => c === 43 || c === 0xff0b;

/** A space, dash or dot: the separators a group may be joined by. */
function lightJoin(c: number): Join {
  if (c === 32 || c === 0xa0 || (c >= 0x2000 && c <= 0x200b) || c === 0x202f || c === 0x205f || c === 0x3000) {
    return SPACE;
  }
  if (c === 45 || (c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0x30fc || c === 0xff0d) return DASH;
  if (c === 46 || c === 0xff0e) return DOT;
  return HARD;
}

/**
 * Spaces, dashes, dots and brackets: what joins the digits of a run (libphonenumber's VALID_PUNCTUATION without
 * slashes and tildes).
 */
const isSeparator = (c: number): boolean => lightJoin(c) !== HARD || isOpen(c) || isClose(c);

/** Characters a number must not be glued to: Latin letters and digits, `_`, `@`. */
function isGlue(c: number): boolean {
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    c === 64 ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7)
  );
}

/** Currency signs: `$650 253 0000` is an amount, not a number to call. */
function isCurrency(c: number): boolean {
  return c === 36 || c === 0xa3 || c === 0xa5 || c === 0x20ac || c === 0x20a9 || c === 0xffe5 || c === 0xffe6;
}

function asciiDigits(text: string, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c <= 57) out += String.fromCharCode(c);
    else if (c >= 0xff10) out += String.fromCharCode(c - 0xff10 + 48);
    else if (c <= 0x0669) out += String.fromCharCode(c - 0x0660 + 48);
    else out += String.fromCharCode(c - 0x06f0 + 48);
  }
  return out;
}

/**
 * The run from the digit `from`, cut into digit groups; undefined when it holds fewer than MIN_DIGITS digits. Digits
 * and separators are disjoint, so the run from a given digit is one: each group is followed by the next when at
 * most three separators stand between them, and the run ends with the first group that is not.
 */
function readRun(text: string, from: number): Group[] | undefined {
  const groups: Group[] = [];
  const n = text.length;
  let digitCount = 0;
  let i = from;
  let join: Join = HARD;
  let open = isOpen(text.charCodeAt(from - 1));
  for (;;) {
    const start = i;
    let ascii = true;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) continue;
      if (!isPhoneDigit(c)) break;
      ascii = false;
    }
    const end = i;
    digitCount += end - start;
    const group: Group = {
      start,
      end,
      digits: ascii ? text.slice(start, end) : asciiDigits(text, start, end),
      join,
      open,
      close: false,
    };
    groups.push(group);
    // Separator [i, j): the run goes on when it has at most three characters and a digit follows.
    let j = i;
    while (j < n && j - i <= 3 && isSeparator(text.charCodeAt(j))) j++;
    if (j - i > 3 || j >= n || !isPhoneDigit(text.charCodeAt(j))) {
      group.close = end < n && isClose(text.charCodeAt(end));
      break;
    }
    let a = i;
    let b = j;
    if (isClose(text.charCodeAt(a))) {
      group.close = true;
      a++;
    }
    open = false;
    if (b > a && isOpen(text.charCodeAt(b - 1))) {
      open = true;
      b--;
    }
    if (b === a) join = BRACKET;
    else if (b - a === 1) join = lightJoin(text.charCodeAt(a));
    else join = HARD;
    i = j;
  }
  return digitCount >= MIN_DIGITS ? groups : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Not a phone number
// ---------------------------------------------------------------------------------------------------------

/**
 * Shapes that are something else (found on the Presidio synthetic set and in prompts): a date, possibly
 * followed by the hour (`2015-12-22 04`), a date written day first (`15.01.2024`), a dotted quad (an IPv4
 * address), the US SSN layout `AAA-GG-SSSS`, a year range (`2019-2020`), office hours (`0900-1730`) and a
 * compact date (`20240115`).
 */
const NOT_A_PHONE = new RegExp(
  `^(?:${[
    '(?:1[89]|2[01])[0-9]{2}(?<ymd>[-./ ])(?:0?[1-9]|1[0-2])\\k<ymd>(?:0?[1-9]|[12][0-9]|3[01])(?![0-9])', // year first
    // day or month first
    '(?:0?[1-9]|[12][0-9]|3[01])(?<dmy>[-./ ])(?:0?[1-9]|[12][0-9]|3[01])\\k<dmy>(?:[0-9]{2}|(?:1[89]|2[01])[0-9]{2})$',
    '[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}$',
    '[0-9]{3}(?<ssn>[- ])[0-9]{2}\\k<ssn>[0-9]{4}$',
    '(?:19|20)[0-9]{2}[- ]?(?:19|20)[0-9]{2}$',
    '(?:[01][0-9]|2[0-3])[0-5][0-9][- ]?(?:[01][0-9]|2[0-3])[0-5][0-9]$',
    '(?:19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])$',
  ].join('|')})`,
);

/** Dash and space variants a run may hold (`lightJoin`), read by NOT_A_PHONE as `-` and ` `. */
const DASH_VARIANT = /[\u2010-\u2015\u2212\u30fc\uff0d]/g;
const SPACE_VARIANT = /[\u00a0\u2000-\u200b\u202f\u205f\u3000]/g;

/**
 * Whether the span `raw` has a shape of NOT_A_PHONE (`2018–2022` with an en dash too): one regex of alternatives
 * (each with its own named separator group), so one call instead of one per shape.
 */
export function looksLikeSomethingElse(raw: string): boolean {
  return NOT_A_PHONE.test(/[^\x00-\x7f]/.test(raw) ? raw.replace(DASH_VARIANT, '-').replace(SPACE_VARIANT, ' ') : raw);
}

// ---------------------------------------------------------------------------------------------------------
// Context words for national numbers of other countries
// ---------------------------------------------------------------------------------------------------------

/**
 * Phone words. Latin words must stand alone (`tel`, not `hotel`; checked in code, so the regex has no leading
 * lookbehind and V8 can skip to candidate first letters); Hangul and CJK words may be glued to particles.
 */
const PHONE_WORDS = new RegExp(
  [
    '(?:tele|cell)?phones?',
    'tel',
    'mobiles?',
    'cells?',
    'call(?:s|ed|ing)?',
    'fax(?:es)?',
    'contacts?',
    'whatsapp',
    'landline',
    'hotline',
    'helpline',
    'sms',
    // What one does with a phone number: "not answering at …", "stop receiving messages to …", "dial …".
    'answer(?:s|ed|ing)?',
    'messag(?:es|e|ing)',
    'dial(?:s|ed|led|ing)?',
    'voicemail',
    // "My number is …", "reach me at …", "text me on …": a person's own number, in English and the languages below
    // (`mi número`, `mon numéro`, `meine Nummer`, …); `number` alone names orders and accounts as often.
    '(?:my|our) (?:number|no\\.?|#)(?! of)',
    '(?:reach|text|ring|phone) (?:me|us)',
    'mi número',
    'meu número',
    'mon numéro',
    'il mio numero',
    '(?:meine|mijn|mitt|mit) nummer',
    'mój numer',
    // The phone's names in German, French, Spanish, Portuguese and Italian.
    'telefon(?:o|e|nummer)?',
    'teléfono',
    'téléphone',
    'móvil',
    'handy',
    'portable',
    'celular',
    'telemóvel',
    'cellulare',
    '전화',
    '휴대폰',
    '핸드폰',
    '연락',
    '팩스',
    '電話',
    '电话',
    '手机',
    '携帯',
  ].join('|'),
  'gi',
);
/** How far before (word start) or after (word end) a number a phone word may stand. */
const WORD_BEFORE = 32;
const WORD_AFTER = 16;

const isLatinLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

function hasDigit(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isPhoneDigit(text.charCodeAt(i))) return true;
  return false;
}

/**
 * A phone word within `WORD_BEFORE` characters before `[start, end)` or `WORD_AFTER` after it, with no digit and no
 * sentence end between the word and the number. Only that window is searched, so the cost does not grow with the text.
 */
function nearPhoneWord(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - WORD_BEFORE);
  const window = text.slice(from, Math.min(text.length, end + WORD_AFTER));
  // exec on the shared regex, not matchAll: matchAll clones the regex on every call.
  PHONE_WORDS.lastIndex = 0;
  for (let m = PHONE_WORDS.exec(window); m !== null; m = PHONE_WORDS.exec(window)) {
    const ws = from + m.index;
    const we = ws + m[0].length;
    const latin = isLatinLetter(m[0].charCodeAt(0));
    if (latin && (isLatinLetter(text.charCodeAt(ws - 1)) || isLatinLetter(text.charCodeAt(we)))) continue;
    if (we <= start && !hasDigit(text, we, start) && !SENTENCE_BREAK.test(text.slice(we, start))) return true;
    if (ws >= end && !hasDigit(text, end, ws) && !SENTENCE_BREAK.test(text.slice(end, ws))) return true;
  }
  return false;
}

/** A sentence's end between a phone word and a number: the word speaks of another sentence (`… mobile? NHS number …`). */
const SENTENCE_BREAK = /[?!]|\.\s+\p{Lu}/u;

// ---------------------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------------------

/**
 * The loosely joined sequence of groups from `i` up to the next hard break, when it reads as one number:
 * at most 6 groups of at least two digits, one kind of separator (the one after a bracketed first group, or after
 * a trunk-prefixed area code of up to four digits, aside: Swedish `070-123 46 46`, Argentine `011 15-2345-9930`), at
 * most 12 digits. Undefined otherwise.
 */
function readSequence(groups: readonly Group[], i: number): { last: number; digits: string } | undefined {
  const first = groups[i]!;
  const areaCodeApart = (first.open && first.close) || (first.digits.length <= 4 && first.digits.charCodeAt(0) === 48);
  let digits = '';
  let kind: Join = HARD;
  let last = i;
  for (let k = i; k < groups.length; k++) {
    const g = groups[k]!;
    if (k > i) {
      if (g.join === HARD) break;
      if (g.join !== BRACKET && !(k === i + 1 && areaCodeApart)) {
        if (kind === HARD) kind = g.join;
        else if (g.join !== kind) return undefined;
      }
    }
    if (g.digits.length < 2 || k - i >= 6) return undefined;
    digits += g.digits;
    if (digits.length > 12) return undefined;
    last = k;
  }
  return { last, digits };
}

interface Match {
  readonly first: number;
  readonly last: number;
  /** Characters of extension after the last group. */
  readonly ext: number;
  /** The span starts at the `(` before the first group. */
  readonly bracketStart: boolean;
  readonly score: number;
  readonly pattern: string;
}

const SCORE_FORMATTED = 0.7;
const SCORE_DIGITS_ONLY = 0.4;
const SCORE_FICTIONAL = 0.4;
const SCORE_UNVERIFIED = 0.5;
const SCORE_CONTEXT_ONLY = 0.3;

class RunMatcher {
  /** The library's verdicts on this text's numbers (digits without `+`): one call per number (LIB_CALLS_PER_TEXT). */
  private readonly libVerdicts = new Map<string, number>();

  private readonly inService: Uint8Array;

  constructor(
    private readonly text: string,
    private readonly tables: Tables,
  ) {
    this.inService = areaCodesInService(tables);
  }

  /** Reports the numbers of one run. */
  scan(groups: readonly Group[], runStart: number, plus: boolean, out: Candidate[]): void {
    const n = groups.length;
    let i = 0;
    /** The group starts the run, follows a hard break or follows a number just reported. */
    let fresh = true;
    while (i < n) {
      const g = groups[i]!;
      if (g.join === HARD) fresh = true;
      let match: Match | undefined;
      if (i === 0 && plus) {
        const c = this.text.charCodeAt(runStart - 1);
        if (!isGlue(c) && !isCurrency(c)) match = this.international(groups, 0, 0, false);
        if (!match) {
          // The digits after a `+` that is not a valid number are not read again as a national number.
          i++;
          while (i < n && groups[i]!.join !== HARD) i++;
          continue;
        }
      } else if (fresh || g.join === SPACE) {
        if (i === 0) {
          const start = g.open ? g.start - 1 : g.start;
          const c = this.text.charCodeAt(start - 1);
          if (isGlue(c) || isCurrency(c)) {
            i++;
            fresh = false;
            continue;
          }
        }
        // Inside a run (`DE89 3704 0044 0532 …`, `4111 1111 …`) only the exact national rules may start a
        // number; international prefixes and context-only readings need a fresh start.
        match = fresh
          ? (this.idd(groups, i) ??
            this.nanp(groups, i) ??
            this.korean(groups, i, true) ??
            this.withContext(groups, i) ??
            this.spacedDigits(groups, i))
          : (this.nanp(groups, i) ?? this.korean(groups, i, false));
      }
      if (!match) {
        i++;
        fresh = false;
        continue;
      }
      const first = groups[match.first]!;
      const start = i === 0 && plus ? runStart : match.bracketStart ? first.start - 1 : first.start;
      // A number labelled as an order, ticket, invoice, … number is that, not a phone number (`+CC` aside).
      const reference = !(i === 0 && plus) && followsReferenceLabel(this.text, start);
      if (!reference) out.push({ start, end: groups[match.last]!.end + match.ext, score: match.score, pattern: match.pattern });
      i = match.last + 1;
      fresh = true;
    }
  }

  /**
   * Whether a number may end at group `j`: not followed by a dash- or dot-joined group, and (after an
   * optional extension) not glued to a letter. Returns the extension length, or -1.
   */
  private tail(groups: readonly Group[], j: number): number {
    const next = groups[j + 1];
    if (next !== undefined && next.join !== SPACE && next.join !== HARD) return -1;
    const end = groups[j]!.end;
    EXTENSION.lastIndex = end;
    const ext = next === undefined && mayStartExtension(this.text, end) ? EXTENSION.exec(this.text) : null;
    const after = ext ? end + ext[0].length : end;
    if (after < this.text.length && isGlue(this.text.charCodeAt(after))) return -1;
    return after - end;
  }

  /**
   * Bracket rules for group `k` of a number starting at `first` and ending at `last`: a bracketed group only
   * at `bracketAt`; a lone `(` only before the first group (a bracket around the whole number); a lone `)`
   * only after the first group (`02)123-4567`) or the last.
   */
  private static bracketsOk(g: Group, k: number, first: number, last: number, bracketAt: number): boolean {
    if (g.open && g.close) return k === bracketAt || (k === first && k === last);
    if (g.open) return k === first;
    if (g.close) return k === first || k === last;
    return true;
  }

  private static allBracketsOk(groups: readonly Group[], first: number, last: number, bracketAt: number): boolean {
    for (let k = first; k <= last; k++) {
      if (!RunMatcher.bracketsOk(groups[k]!, k, first, last, bracketAt)) return false;
    }
    return true;
  }

  private static startsInBracket(groups: readonly Group[], first: number, last: number): boolean {
    const g = groups[first]!;
    return g.open && g.close && last > first;
  }

  /** `00CC…` or `011 CC…` (North American international prefix). */
  private idd(groups: readonly Group[], i: number): Match | undefined {
    const d = groups[i]!.digits;
    if (d.charCodeAt(0) !== 48) return undefined;
    if (d.startsWith('011')) return this.international(groups, i, 3, true);
    if (d.startsWith('00') && d.charCodeAt(2) !== 48) return this.international(groups, i, 2, true);
    return undefined;
  }

  /**
   * An international number from group `i`, skipping `skip` digits of international prefix. Readings end at
   * each group; the exact rules try them for `+1`/`+82`, then the library, longest first.
   */
  private international(groups: readonly Group[], i: number, skip: number, requireValid: boolean): Match | undefined {
    const head = groups[i]!;
    if (head.open) return undefined;
    const ends: number[] = [];
    const readings: string[] = [];
    let digits = head.digits.slice(skip);
    if (digits.length > 0) {
      ends.push(i);
      readings.push(digits);
    }
    if (head.close) return undefined;
    for (let k = i + 1; k < groups.length && k <= i + 8; k++) {
      const g = groups[k]!;
      if (g.join === HARD) break;
      if (g.open && !(g.close && k === i + 1)) break;
      if (g.open && g.digits === '0') continue; // `+44 (0)20 …`: the trunk prefix shown for domestic callers
      digits += g.digits;
      if (digits.length > 15) break;
      if (g.close && !g.open) {
        ends.push(k);
        readings.push(digits);
        break;
      }
      ends.push(k);
      readings.push(digits);
    }
    const formatted = !requireValid || ends.length > 1 || ends[0] !== i;
    for (let x = readings.length - 1; x >= 0; x--) {
      const d = readings[x]!;
      const j = ends[x]!;
      let verdict: PlanVerdict = INVALID;
      if (d.charCodeAt(0) === 49 && d.length === 11) verdict = nanpVerdict(d.slice(1), this.inService);
      else if (d.startsWith('82') && d.length >= 10) {
        const nsn = d.charCodeAt(2) === 48 ? d.slice(2) : `0${d.slice(2)}`;
        verdict = krPrefixLength(nsn) > 0 ? VALID : INVALID;
      }
      if (verdict === INVALID) continue;
      const ext = this.tail(groups, j);
      if (ext < 0) continue;
      return this.result(i, j, ext, false, verdict, formatted);
    }
    let possible: Match | undefined;
    let tries = 0;
    for (let x = readings.length - 1; x >= 0 && tries < 3; x--) {
      const d = readings[x]!;
      if (d.length < MIN_DIGITS) break; // `+290 8999` (Tristan da Cunha) has 7 digits in all
      const j = ends[x]!;
      const ext = this.tail(groups, j);
      if (ext < 0) continue;
      tries++;
      let verdict = this.libVerdicts.get(d);
      if (verdict === undefined) {
        if (this.libVerdicts.size >= LIB_CALLS_PER_TEXT) {
          // Over budget: an unverified reading if the length is one E.164 allows.
          if (possible === undefined && !requireValid && d.length >= 8) possible = this.unverified(i, j, ext);
          continue;
        }
        verdict = libVerdict(d, this.tables);
        this.libVerdicts.set(d, verdict);
      }
      if (verdict === LIB_VALID) return this.result(i, j, ext, false, VALID, formatted);
      if (verdict === LIB_POSSIBLE && possible === undefined && !requireValid) possible = this.unverified(i, j, ext);
    }
    return possible;
  }

  private unverified(first: number, last: number, ext: number): Match {
    return { first, last, ext, bracketStart: false, score: SCORE_UNVERIFIED, pattern: 'phone-unverified' };
  }

  private result(
    first: number,
    last: number,
    ext: number,
    bracketStart: boolean,
    verdict: PlanVerdict,
    formatted: boolean,
  ): Match {
    if (verdict === FICTIONAL) {
      return { first, last, ext, bracketStart, score: SCORE_FICTIONAL, pattern: 'phone-fictional' };
    }
    return formatted
      ? { first, last, ext, bracketStart, score: SCORE_FORMATTED, pattern: 'phone' }
      : { first, last, ext, bracketStart, score: SCORE_DIGITS_ONLY, pattern: 'phone-digits-only' };
  }

  /** NANP national formats, with an optional trunk `1`. */
  private nanp(groups: readonly Group[], i: number): Match | undefined {
    const head = groups[i]!;
    if (head.digits.charCodeAt(0) === 48) return undefined;
    const next = groups[i + 1];
    const trunk = head.digits === '1' && !head.open && !head.close && next !== undefined && next.join !== HARD;
    const k = trunk ? i + 1 : i;
    const a = groups[k]!;
    const la = a.digits.length;
    let last = -1;
    let nsn = '';
    if (la === 10) {
      last = k;
      nsn = a.digits;
    } else if (la === 11 && k === i && a.digits.charCodeAt(0) === 49) {
      last = k;
      nsn = a.digits.slice(1);
    } else if (la === 3) {
      const b = groups[k + 1];
      if (b !== undefined && b.join !== HARD) {
        if (b.digits.length === 7) {
          last = k + 1;
          nsn = a.digits + b.digits;
        } else if (b.digits.length === 3) {
          const c = groups[k + 2];
          if (c !== undefined && c.join !== HARD && c.digits.length === 4) {
            last = k + 2;
            nsn = a.digits + b.digits + c.digits;
          }
        }
      }
    }
    if (last < 0) return undefined;
    const verdict = nanpVerdict(nsn, this.inService);
    if (verdict === INVALID) return undefined;
    if (!RunMatcher.allBracketsOk(groups, k, last, k)) return undefined;
    const ext = this.tail(groups, last);
    if (ext < 0) return undefined;
    return this.result(i, last, ext, k === i && RunMatcher.startsInBracket(groups, k, last), verdict, last > i);
  }

  /**
   * Korean national formats: `0` + area or service code, `XXX(X)-XXXX`, or bare. At a fresh start, any other
   * phone-like grouping of a number valid under the Korean plan is read too (`0412 345 678`): trunk-prefixed
   * national numbers of many countries share that shape, and the previous library-based search reported them.
   */
  private korean(groups: readonly Group[], i: number, fresh: boolean): Match | undefined {
    const a = groups[i]!;
    if (a.digits.charCodeAt(0) !== 48) return undefined;
    const la = a.digits.length;
    const b = groups[i + 1];
    const c = groups[i + 2];
    const prefixFits = (d: string): boolean => {
      const p = krPrefixLength(d);
      return p > 0 && (la === p || (la === 4 && d.startsWith('050')));
    };
    let last = -1;
    if (la >= 2 && la <= 4 && b !== undefined && b.join !== HARD) {
      const lb = b.digits.length;
      if (c !== undefined && c.join !== HARD && c.digits.length === 4 && lb >= 3 && lb <= 5) {
        if (prefixFits(a.digits + b.digits + c.digits)) last = i + 2;
      }
      if (last < 0 && lb >= 7 && lb <= 9 && prefixFits(a.digits + b.digits)) last = i + 1;
    }
    if (last < 0 && la >= 9 && krPrefixLength(a.digits) > 0) last = i;
    if (last < 0 && fresh) {
      const seq = readSequence(groups, i);
      if (seq !== undefined && seq.last > i && krPrefixLength(seq.digits) > 0) {
        const g = groups[seq.last]!;
        const start = a.open && a.close ? a.start - 1 : a.start;
        if (!looksLikeSomethingElse(this.text.slice(start, g.end))) last = seq.last;
      }
    }
    if (last < 0) return undefined;
    if (!RunMatcher.allBracketsOk(groups, i, last, i)) return undefined;
    const ext = this.tail(groups, last);
    if (ext < 0) return undefined;
    return this.result(i, last, ext, RunMatcher.startsInBracket(groups, i, last), VALID, last > i);
  }

  /**
   * Other national layouts, only next to a phone word: the whole loosely joined sequence from group `i` must
   * read as one number (see `readSequence`), so a card, an IBAN or a table row is never cut into a "phone
   * number".
   */
  private withContext(groups: readonly Group[], i: number): Match | undefined {
    const seq = readSequence(groups, i);
    if (seq === undefined || seq.digits.length < MIN_DIGITS) return undefined;
    const last = seq.last;
    if (!RunMatcher.allBracketsOk(groups, i, last, i)) return undefined;
    const ext = this.tail(groups, last);
    if (ext < 0) return undefined;
    const first = groups[i]!;
    const bracketStart = RunMatcher.startsInBracket(groups, i, last);
    const start = bracketStart ? first.start - 1 : first.start;
    const end = groups[last]!.end;
    if (looksLikeSomethingElse(this.text.slice(start, end))) return undefined;
    if (!nearPhoneWord(this.text, start, end + ext)) return undefined;
    return { first: i, last, ext, bracketStart, score: SCORE_CONTEXT_ONLY, pattern: 'phone-with-context' };
  }

  /**
   * A number written one digit at a time (`6 5 0 2 5 3 0 0 0 0`, `0-1-0-1-2-3-4-5-6-7-8`): the whole run from group
   * `i` is single digits joined by one kind of separator. Read as the digits it spells: a NANP or Korean number
   * valid under the rules above scores as bare digits do (`phone-spaced-digits`, 0.4: masked with a phone word
   * nearby), any other 7–15 digits only next to a phone word (`phone-with-context`).
   */
  private spacedDigits(groups: readonly Group[], i: number): Match | undefined {
    if (groups[i]!.digits.length !== 1 || groups[i]!.open) return undefined;
    const join = groups[i + 1]?.join;
    if (join !== SPACE && join !== DASH && join !== DOT) return undefined;
    let digits = groups[i]!.digits;
    let last = i;
    for (let k = i + 1; k < groups.length && groups[k]!.join !== HARD; k++) {
      const g = groups[k]!;
      if (g.join !== join || g.digits.length !== 1 || g.open || g.close || digits.length === 15) return undefined;
      digits += g.digits;
      last = k;
    }
    if (digits.length < MIN_DIGITS || digits.length > 15) return undefined;
    const ext = this.tail(groups, last);
    if (ext < 0) return undefined;
    const nsn = digits.length === 11 && digits.charCodeAt(0) === 49 ? digits.slice(1) : digits;
    const valid = (nsn.length === 10 && nanpVerdict(nsn, this.inService) === VALID) || krPrefixLength(digits) > 0;
    const start = groups[i]!.start;
    const end = groups[last]!.end + ext;
    if (valid) return { first: i, last, ext, bracketStart: false, score: SCORE_DIGITS_ONLY, pattern: 'phone-spaced-digits' };
    if (!nearPhoneWord(this.text, start, end)) return undefined;
    return { first: i, last, ext, bracketStart: false, score: SCORE_CONTEXT_ONLY, pattern: 'phone-with-context' };
  }

}

/**
 * Where a run may start, in text order: the first digit of a digit run (from a later digit of it a run reaches
 * fewer digits, and a run never ends right before a digit). Without a non-ASCII digit or separator in the text, a
 * run is ASCII digits joined as the index's digit groups join them (with a superset of its separators),
 * so only the digit runs in a group of `MIN_DIGITS` or more are listed; otherwise every digit run, by native search.
 */
function runStarts(text: string, f: TextIndex): readonly number[] {
  if (!hasNonAsciiRunChar(text, f)) return f.digitRunStarts(MIN_DIGITS);
  const starts: number[] = [];
  DIGIT_RUN.lastIndex = 0;
  for (let m = DIGIT_RUN.exec(text); m !== null; m = DIGIT_RUN.exec(text)) starts.push(m.index);
  return starts;
}

function findPhones(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  let matcher: RunMatcher | undefined;
  const starts = runStarts(text, f);
  for (let k = 0, next = 0; k < starts.length; k++) {
    const from = starts[k]!;
    if (from < next) continue; // inside the run just read
    const groups = readRun(text, from);
    if (groups === undefined) continue;
    next = groups[groups.length - 1]!.end;
    const plus = isPlus(text.charCodeAt(from - 1));
    matcher ??= new RunMatcher(text, f.tables);
    matcher.scan(groups, plus ? from - 1 : from, plus, out);
  }
  return out;
}

export const phoneNumber: Detector = {
  id: 'phone-number',
  entity: 'PHONE_NUMBER',
  // A run needs 7 digits joined by at most three separators; the index counts ASCII digit groups with
  // a superset of the ASCII separators, and a non-ASCII digit or separator of a run (fullwidth or Arabic-Indic
  // digits, other spaces and dashes: none is ASCII or a Hangul syllable) lets the scan run.
  requires: { anyOf: [{ minDigitGroup: MIN_DIGITS }, { nonAsciiOutsideHangul: true }] },
  patterns: [],
  find: findPhones,
  // Every PHONE_WORDS word contains one of these, so a `phone-with-context` candidate always gets the boost.
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
    'landline',
    'hotline',
    'helpline',
    'sms',
    'answer',
    'messag',
    'dial',
    'voicemail',
    // A person's own number: `my number`, `reach me`, `mi número`, … (PHONE_WORDS).
    'my number',
    'our number',
    'my no',
    'our no',
    'my #',
    'reach me',
    'reach us',
    'text me',
    'text us',
    'ring me',
    'ring us',
    'mi número',
    'meu número',
    'mon numéro',
    'il mio numero',
    'meine nummer',
    'mijn nummer',
    'mitt nummer',
    'mit nummer',
    'mój numer',
    'móvil',
    'handy',
    'portable',
    'celular',
    '전화',
    '전화번호',
    '휴대폰',
    '핸드폰',
    '연락처',
    '연락',
    '팩스',
    '電話',
    '电话',
    '手机',
    '携帯',
  ],
};

/** phoneNumber's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const phoneNumberExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My number is 07400 122561', values: ['07400 122561'] },
    { text: 'Call me on 070-123 46 46.', values: ['070-123 46 46'] },
    { text: 'Text me at 924 796 352 when you land.', values: ['924 796 352'] },
    { text: 'Call me at (650) 253-0000 after 5pm.', values: ['(650) 253-0000'] },
    { text: "They're not answering at 0680 298 70 63", values: ['0680 298 70 63'] },
    { text: 'I want to stop receiving messages to 699 956 915', values: ['699 956 915'] },
    { text: 'UK office: +44 20 7946 0958, ask for Ann', values: ['+44 20 7946 0958'] },
    { text: 'Mon numéro de portable est le 07248 336861. Meu celular é 919 451 186.', values: ['07248 336861', '919 451 186'] },
    { text: 'Mein Handy: 0171 2345678, Telefon 030 1234567; mi móvil es 612 34 56 78', values: ['0171 2345678', '030 1234567', '612 34 56 78'] },
    { text: '제 휴대폰은 010-1234-5678 이고 사무실은 02-123-4567 입니다', values: ['010-1234-5678', '02-123-4567'] },
    { text: 'tel: 650.253.0000 x123', values: ['650.253.0000 x123'] },
    { text: 'Toll free 1-800-555-0199 or +82 10-9876-5432', values: ['1-800-555-0199', '+82 10-9876-5432'] },
    { text: '연락처:031-123-4567', values: ['031-123-4567'] },
    { text: 'Mobile: 0490 39 07 81, desk +41 (0)44 668 18 00', values: ['0490 39 07 81', '+41 (0)44 668 18 00'] },
    { text: 'call 001-650-253-0000 or 011 44 20 7946 0958', values: ['001-650-253-0000', '011 44 20 7946 0958'] },
    { text: '대표번호 02)123-4567, 휴대폰 010-2345-6789로 연락', values: ['02)123-4567', '010-2345-6789'] },
    { text: 'call me on 6 5 0 2 5 3 0 0 0 0 tonight', values: ['6 5 0 2 5 3 0 0 0 0'] },
    { text: '전화 0-1-0-1-2-3-4-5-6-7-8 주세요', values: ['0-1-0-1-2-3-4-5-6-7-8'] },
    { text: 'phone 4 4 7 9 1 1 1 2 3 4 5 6', values: ['4 4 7 9 1 1 1 2 3 4 5 6'] },
    { text: 'Order #12345678 shipped; call 650-253-0000 with questions', values: ['650-253-0000'] },
  ],
  negative: [
    'Our number of users is 512 344 261',
    'The order number is 612 34 23 81',
    'Meeting on 2024-01-15 at 10:30',
    'Which mobile? Reference 0171 2345678 is the parcel.',
    'Date: 2015-12-22 04:34:22',
    'blocked address 36.160.14.148',
    "Here's my SSN: 023-01-0866",
    'Invoice 555-123-4567 is overdue', // 555 is not a US area code
    'short 253-0000',
    'version 1.2.3.4.5.6.7',
    'order 1 2 3 4 5 6 7 8 9 0 1 2 3',
    'price 1,234,567.89 KRW',
    'Call us 0900-1730 on weekdays', // office hours, not a number
    'call for papers 2024-2025', // year range
    'ID650-253-0000', // glued to a word
    'Contact us before 2024 01 15',
    'Please call about order #12345678 today', // an order number next to a phone word
    'call support with ticket 4815162342', // a ticket number, NANP-shaped
    'Invoice no. 0212345678, call us', // an invoice number, Korean-shaped
    'We worked together 2018\u20132022, call me', // a year range with an en dash
    'call me: 1 2 3', // too few digits
    'order 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6', // spaced digits, no phone word, not a valid number
  ],
});
