import { isValidDate } from '../checksums';
import { keywordList, TextIndex } from '../text-index';
import { allDigitRunMatches, allMatches, allMatchesAtOrScan, anchoredRegex } from './matches';
import { UnitsCopy } from './units-copy';
import type { Candidate, Detector, DetectorExamples } from './types';
import { asciiHash, hashesOf, hashStep, isAsciiLetter, isAsciiUpper } from './word-hash';

/**
 * Dates and date-times (DATE_TIME): a date of birth, an appointment, an admission date — quasi-identifiers
 * that re-identify people when combined (HIPAA Safe Harbor, 45 CFR 164.514(b)(2)(i)(C), lists "all elements
 * of dates (except year) directly related to an individual"). Scores:
 *
 * - full numeric dates that exist on the calendar (`YYYY-MM-DD` with an optional time, `M/D/YYYY`,
 *   `D.M.YYYY`, also with a 2-digit year read as 20YY; day/month order is accepted when either reading is a
 *   real date; ISO 8601 date-times with fraction and zone): 0.6;
 * - hyphenated month names as in logs and forms (`5-May-2021`, `5-MAY-2021`, `21-May`, `May-2021`): 0.6;
 * - dates with a month name (`March 5, 2021`, `5 Mar 2021`, `March 2021`): 0.6;
 * - weekday names (`Tuesday`), capitalised as in running text: 0.5;
 * - a bare year 1900–2099 only right after a temporal preposition (`in 1988`, `since 2001`, `during 1972`)
 *   and only when the sentence dates an event (`yearIsDated`: "founded in 1977", "born in 1985", "During
 *   1971, …", "Act of 1964"): 0.5. Without the preposition the number is far more often a quantity; without
 *   the event, a period a question is about ("revenue in 2024"), which prompts mention all the time.
 *
 * - a year as the attribute of something dated, between an article and a nationality adjective (`a 2017 Polish
 *   action-comedy`, `the 1996 American election`): a release or an event, 0.5.
 *
 * Context words (born, date of birth, dob, …) raise the score. The engine has no clock, so "future" dates
 * are not rejected.
 */

const MONTHS =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';

// ISO 8601 / RFC 3339: date, optional time with seconds, fraction and zone (`Z`, `+02:00`).
const ISO = anchoredRegex(/(?<![0-9A-Za-z])((?:19|20)[0-9]{2})-([01][0-9])-([0-3][0-9])(?:[T ][0-2][0-9]:[0-5][0-9](?::[0-5][0-9](?:\.[0-9]{1,9})?)?(?:Z|[+-][01][0-9]:?[0-5][0-9])?)?(?![0-9A-Za-z])/g);
// Day and month in either order, a 4-digit or 2-digit year, the same separator twice.
const NUMERIC = anchoredRegex(/(?<![0-9A-Za-z/.-])([0-3]?[0-9])([/.-])([0-3]?[0-9])\2((?:19|20)?[0-9]{2})(?![0-9A-Za-z]|[/.-][0-9A-Za-z])/g);
// `5-May-2021`, `5-MAY-2021`, `21-May`, `May-21`, `May-2021` (the hyphenated forms of logs and forms).
// The "not after a letter, digit or hyphen" check follows the first consumed character (`.` in the lookbehind
// steps back over it) or the month name (which starts with the only capital, so no other month can end there),
// instead of leading the pattern, where it ran at every position of the text. Same matches, ~8× faster.
const NOT_AFTER_WORD = '(?<![0-9A-Za-z-].)';
const HYPHEN_MONTH = new RegExp(
  `(?:(?:[0-3]${NOT_AFTER_WORD}[0-9]|[0-9]${NOT_AFTER_WORD})-(?:${MONTHS.toUpperCase()}|${MONTHS})(?:-(?:19|20)?[0-9]{2})?|(?:${MONTHS})(?<![0-9A-Za-z-](?:${MONTHS}))-(?:19|20)?[0-9]{2})(?![0-9A-Za-z]|-[0-9A-Za-z])`,
  'g',
);
const MONTH_FIRST = new RegExp(
  `(?<![A-Za-z])(?:${MONTHS})\\.? (?:[0-3]?[0-9](?:st|nd|rd|th)?,? )?(?:19|20)[0-9]{2}(?![0-9A-Za-z])`,
  'g',
);
const DAY_FIRST = anchoredRegex(new RegExp(
  `(?<![0-9A-Za-z])[0-3]?[0-9](?:st|nd|rd|th)? (?:of )?(?:${MONTHS})\\.?,? (?:19|20)[0-9]{2}(?![0-9A-Za-z])`,
  'g',
));
/**
 * Every month name of MONTHS and its upper-case form starts with one of these three letters: a text without any
 * has no month-name date (the scan for them costs about as much as one of the month-name patterns' own scans).
 */
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_STARTS = [...MONTH_ABBREVIATIONS, ...MONTH_ABBREVIATIONS.map((m) => m.toUpperCase())];
const MONTH_START_WORDS = keywordList(MONTH_STARTS);
/** The seven names WEEKDAY matches (case as written): a text without any has no weekday. */
const WEEKDAY_NAMES = keywordList(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

/** Some month name's start occurs (the text's index answers). */
function hasMonthStart(_text: string, f: TextIndex): boolean {
  return f.containsAny(MONTH_START_WORDS);
}

/** Some weekday name WEEKDAY can match occurs (exact: WEEKDAY's matches are those seven names). */
function mayHaveWeekday(f: TextIndex): boolean {
  return f.containsAny(WEEKDAY_NAMES);
}

/** The letters every weekday name holds. */
const DAY = keywordList(['day']);
/**
 * A weekday name, matched from its `day` (a literal V8 finds fast) with the name before it in a lookbehind, whose
 * group gives the span's start: the same spans as `(?<![A-Za-z])(?:Mon|…|Sun)day(?![A-Za-z])` (no two names
 * end at one `day` with no letter before them), without a leading lookbehind run at every position.
 */
const WEEKDAY = /day(?<=(?<![A-Za-z])(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)(?![A-Za-z])/g;
// The lookbehind sits after the century digits (and repeats them), not before: a leading lookbehind with an
// alternation is evaluated at every position of the text (~7 µs per 1,000 characters); after `19|20` it runs
// only where a year can start (~0.8 µs). Same matches.
const YEAR_AFTER_PREPOSITION = anchoredRegex(/(?:19|20)(?<=\b(?:[Ii]n|[Ss]ince|[Dd]uring|[Uu]ntil|[Oo]f|[Bb]y) (?:19|20))[0-9]{2}(?![0-9A-Za-z]|[.,][0-9])/g);
/**
 * `a 2017 Polish …`: an article, the year, then a capitalised demonym (English demonyms end in -an/-ian, -ish,
 * -ese, -ch, -ic or -i: American, Polish, Japanese, French, Icelandic, Israeli). The lookbehind sits after the
 * century digits, as above.
 */
const YEAR_BEFORE_DEMONYM = anchoredRegex(/(?:19|20)(?<=(?:^|[^A-Za-z])(?:[Aa]n?|[Tt]he) (?:19|20))[0-9]{2}(?= [A-Z][a-z]{2,20}(?:an|ish|ese|ch|ic|i)(?![A-Za-z]))/g);

/**
 * Evidence that a bare year after a preposition dates an event (a founding, a birth, a release), not a period
 * a question is about ("revenue in 2024", "trends since 1999"): a year alone is not personal data (HIPAA Safe
 * Harbor keeps years, 45 CFR 164.514(b)(2)(i)(C)), and prompts mention years all the time. Evidence, any of:
 * - the preposition opens the sentence, capitalised ("During 1971, …", "In 1985, …": a dated narrative);
 * - `of` after a capitalised word or a law/treaty/class word: the year of a named thing ("Civil Rights Act of
 *   1964", "the civil rights act of 1964", "Class of 2019");
 * - earlier in the same sentence (up to 120 characters back), a verb in the past tense or participle (a word
 *   in -ed, not -eed: "founded in", "arranged and sung by … in"; or a common irregular one: "became", "born",
 *   "began", …) or one of the detector's date words ("date", "birth", "admitted", …).
 */
const IRREGULAR_PAST =
  'born became began begun built came died drew drove fell fled flew forgot found fought gave gone grew held hid ' +
  'kept knew laid led left lost made met paid put quit ran rang rose sang saw sent set shot shut sold spent ' +
  'spoke stood stole struck sung swore taught thought threw took told understood went won wore wrote written';
/** IRREGULAR_PAST's verbs, and their hashes (./word-hash.ts): a word's hash is tested before any `slice`. */
const IRREGULAR_PAST_WORDS: ReadonlySet<string> = new Set(IRREGULAR_PAST.split(' '));
const IRREGULAR_PAST_HASHES = hashesOf(IRREGULAR_PAST_WORDS, asciiHash);

/**
 * The detector's date words, found anywhere in a clause, whole word or not ("birthday", "updated"), ASCII letters in
 * either case: what `/(?:born|birth|…)/i` finds (without `u`, such a regex matches no character outside ASCII to an
 * ASCII letter).
 */
const DATE_WORDS = ['born', 'birth', 'dob', 'date', 'admitted', 'discharged', 'appointment', 'married', 'died', 'graduated', 'anniversary'];

/** Three lower-case ASCII letters as one number, 5 bits each (`a`–`z` as 1–26): `tri` of `hasEventWord`. */
const trigramOf = (w: string): number => ((w.charCodeAt(0) & 0x1f) << 10) | ((w.charCodeAt(1) & 0x1f) << 5) | (w.charCodeAt(2) & 0x1f);

/** For each trigram, 1 + the index in DATE_WORDS of the word it starts (0: none). No two date words start alike. */
const DATE_WORD_BY_TRIGRAM = (() => {
  const table = new Uint8Array(1 << 15);
  DATE_WORDS.forEach((w, i) => {
    if (table[trigramOf(w)] !== 0) throw new Error(`date-time: two date words start with '${w.slice(0, 3)}'`);
    table[trigramOf(w)] = i + 1;
  });
  return table;
})();

/** `-ed` as the last two letters of `tri`, and `e` as its first. */
const ED = (0x05 << 5) | 0x04;
const E = 0x05;

/**
 * The clause's UTF-16 units for `hasEventWord` (a clause is at most 120 characters, twice as many after lower-casing
 * U+0130).
 */
const CLAUSE_UNITS = new UnitsCopy(256);

/** The units from `at` on are `word` (lower-case letters) in either case, within the first `n`. */
function unitsHold(units: Uint16Array, n: number, at: number, word: string): boolean {
  if (at + word.length > n) return false;
  for (let j = 3; j < word.length; j++) if ((units[at + j]! | 0x20) !== word.charCodeAt(j)) return false;
  return true;
}

/**
 * `s` holds a date word (DATE_WORDS) or a whole word (a maximal run of ASCII letters, either case) in the past
 * tense: five or more letters ending in -ed but not -eed, or an IRREGULAR_PAST verb. One pass over its letters,
 * each lower-cased (`| 0x20`: a unit is an ASCII letter exactly when that falls in `a`–`z`) and kept as the last
 * three (`tri`) and the word's hash (./word-hash.ts): a date word is compared where its first three letters end,
 * a word's ending and hash tested at its end, before any `slice`. The regex alternations of the date words and of
 * the 59 irregular verbs cost several times as much.
 */
function hasEventWord(s: string): boolean {
  const n = s.length;
  const units = CLAUSE_UNITS.of(s);
  let h = 0;
  let len = 0;
  let tri = 0;
  for (let i = 0; i <= n; i++) {
    const l = i < n ? units[i]! | 0x20 : 0;
    if (((l - 0x61) >>> 0) < 26) {
      tri = ((tri << 5) | (l & 0x1f)) & 0x7fff;
      h = hashStep(h, l);
      len++;
      const w = DATE_WORD_BY_TRIGRAM[tri]!;
      if (w !== 0 && unitsHold(units, n, i - 2, DATE_WORDS[w - 1]!)) return true;
      continue;
    }
    if (len === 0) continue;
    if (len >= 5 && (tri & 0x3ff) === ED && tri >>> 10 !== E) return true;
    if (IRREGULAR_PAST_HASHES.mayHave(h) && IRREGULAR_PAST_WORDS.has(s.slice(i - len, i).toLowerCase())) return true;
    h = 0;
    len = 0;
    tri = 0;
  }
  return false;
}
/** Instruments named with their year, also in lower-case text ("the civil rights act of 1964"). */
const NAMED_WITH_YEAR = /\b(?:act|law|statute|treaty|convention|accord|amendment|class) $/i;
/** The sentence's start: after `.`, `!`, `?` or `;` followed by white space and a capital, or a line break. */
const SENTENCE_BREAK = /(?:[.!?;]["”’)]?\s+(?=[A-Z0-9"“])|\n)/g;

/**
 * The bare year at `yearAt` (after a preposition and a space, as YEAR_AFTER_PREPOSITION matched it) dates an
 * event: see IRREGULAR_PAST. Called for every such year, most of which are not dated ("revenue in 2024"): the
 * common answer, false, takes every test, so each reads the clause where it stands, with no lower-cased copy.
 */
function yearIsDated(text: string, yearAt: number, f: TextIndex): boolean {
  const prepEnd = yearAt - 1;
  // The preposition's letters (the pattern put one of `in`, `since`, … right before the space).
  let prepStart = prepEnd;
  while (prepStart > 0 && isAsciiLetter(text.charCodeAt(prepStart - 1))) prepStart--;
  const prep = text.slice(prepStart, prepEnd);
  // The clause before the preposition, from the sentence start (at most 120 characters back). The preposition is
  // kept in the searched window, so a break before a sentence-opening `In` sees its capital.
  const windowStart = Math.max(0, prepStart - 120);
  const window = text.slice(windowStart, prepEnd);
  let clauseStart = 0;
  SENTENCE_BREAK.lastIndex = 0;
  while (SENTENCE_BREAK.test(window)) clauseStart = SENTENCE_BREAK.lastIndex;
  const clause = window.slice(clauseStart, window.length - prep.length);
  if (isAsciiUpper(prep.charCodeAt(0)) && prep !== 'Of' && prep !== 'By' && clause.trim().length === 0) return true;
  if (prep === 'of' && (/\b[A-Z][a-z]+ $/.test(clause) || NAMED_WITH_YEAR.test(clause))) return true;
  // hasEventWord folds ASCII letters only, as lower-casing does every character but U+0130 and U+212A (which
  // lower-case to ASCII letters): only a text holding one needs the lower-cased clause.
  return hasEventWord(f.lowersToAscii ? clause.toLowerCase() : clause);
}

/** `/`, `.` or `-`: NUMERIC's separators. */
const isDateSeparator = (c: number): boolean => c === 0x2f || c === 0x2e || c === 0x2d;

/**
 * `19` or `20` at `at`, the start of a run of four digits or more: there, the year of ISO, YEAR_AFTER_PREPOSITION
 * and YEAR_BEFORE_DEMONYM.
 */
function centuryAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  const d = text.charCodeAt(at + 1);
  return (c === 0x31 && d === 0x39) || (c === 0x32 && d === 0x30);
}

/**
 * NUMERIC's date starts at the digit run at `at` of `length` digits followed by `after`: `[0-3]?[0-9]` (the whole
 * run) then one of its separators, and a character after that.
 */
function numericMayStart(text: string, at: number, length: number, after: number): boolean {
  if (at + 2 >= text.length || length > 2 || !isDateSeparator(after)) return false;
  return length === 1 || text.charCodeAt(at) <= 0x33;
}

/**
 * The digit-run starts where ISO, NUMERIC and the bare-year patterns (YEAR_AFTER_PREPOSITION, YEAR_BEFORE_DEMONYM)
 * can match. Each pattern's match starts a digit run (its lookbehind rules out a digit before it) in a group of
 * four digits or more: ISO a century year and `-`, NUMERIC one or two digits and a separator, a bare year a
 * century year after a space (both lookbehinds put a word and a space before it). A few characters read at each
 * run start, in one pass (most numbers of prose are not dates: `room 204`, `4111 1111 …`, `192.168.10.24`),
 * leave the patterns' sticky tries to the few places that can be one.
 */
interface DateStarts {
  readonly iso: number[];
  readonly numeric: number[];
  readonly bareYear: number[];
}

function dateStarts(text: string, f: TextIndex): DateStarts {
  const { runStarts, runLengths, runAfter, runGroupDigits } = f.digitRuns;
  const starts: DateStarts = { iso: [], numeric: [], bareYear: [] };
  // Each run's length and the character after it come from the digit scan's run table: only the century and the
  // character before a year are read from the text.
  for (let k = 0; k < runStarts.length; k++) {
    if (runGroupDigits[k]! < 4) continue;
    const at = runStarts[k]!;
    const length = runLengths[k]!;
    if (numericMayStart(text, at, length, runAfter[k]!)) starts.numeric.push(at);
    else if (length >= 4 && centuryAt(text, at)) {
      if (length === 4 && runAfter[k] === 0x2d) starts.iso.push(at);
      if (at > 0 && text.charCodeAt(at - 1) === 0x20) starts.bareYear.push(at);
    }
  }
  return starts;
}

function numericDateValid(a: number, b: number, year: number): boolean {
  return isValidDate(year, a, b) || isValidDate(year, b, a);
}

// ISO, NUMERIC, DAY_FIRST, YEAR_AFTER_PREPOSITION and YEAR_BEFORE_DEMONYM start with the first digit of a digit run (their lookbehinds
// rule out a digit before it): DAY_FIRST is tried at every run start, the others at the starts `dateStarts` finds.
// Into an array, not a generator: nearly every prompt has a digit and few a date, where a generator's set-up
// cost more than the search.
/** A word labelling the number after it as a version (`version 16.5.69`, `v 3.12.24`, `build 20.4.21`). */
const VERSION_BEFORE = /(?:^|[^A-Za-z])(?:version|ver\.?|v|build|release|rev\.?|firmware|update(?: to)?)[ :]*$/i;

function findDates(text: string, f: TextIndex = new TextIndex(text)): Candidate[] {
  const out: Candidate[] = [];
  // Each form is skipped when the shared features rule it out: a 4-digit year needs a run of four digits,
  // numeric dates need four digits in one group, hyphenated forms a hyphen, weekdays the letters `day`.
  const year = f.maxDigitRun >= 4;
  const starts = dateStarts(text, f);
  if (year && f.hasChar('-')) for (const m of allMatchesAtOrScan(ISO, text, starts.iso)) {
    if (isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.6, pattern: 'iso-date' });
    }
  }
  for (const m of allMatchesAtOrScan(NUMERIC, text, starts.numeric)) {
    const y = m[4]!.length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    // `2.9.19` is far more often a version than a date: a dotted 2-digit-year date needs a day over 12.
    if (m[2] === '.' && m[4]!.length === 2 && Number(m[1]) <= 12) continue;
    // `version 16.5.69`, `build 20.4.21`: a dotted number labelled as a version is one, whatever its day.
    if (m[2] === '.' && VERSION_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    if (numericDateValid(Number(m[1]), Number(m[3]), y)) {
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.6, pattern: 'numeric-date' });
    }
  }
  if (f.hasAsciiUpper) {
    // The three month-name forms need a month name.
    const month = (year || (f.hasDigit && f.hasChar('-'))) && hasMonthStart(text, f);
    if (year && month) for (const m of allMatches(MONTH_FIRST, text)) {
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.6, pattern: 'month-name-first' });
    }
    if (year && month) for (const m of allDigitRunMatches(DAY_FIRST, text, f, 1)) {
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.6, pattern: 'day-first-month-name' });
    }
    if (month && f.hasDigit && f.hasChar('-')) for (const m of allMatches(HYPHEN_MONTH, text)) {
      out.push({ start: m.index, end: m.index + m[0].length, score: 0.6, pattern: 'hyphenated-month-name' });
    }
    if (mayHaveWeekday(f)) for (const m of allMatches(WEEKDAY, text)) {
      out.push({ start: m.index - m[1]!.length, end: m.index + m[0].length, score: 0.5, pattern: 'weekday' });
    }
  }
  if (year) for (const m of allMatchesAtOrScan(YEAR_AFTER_PREPOSITION, text, starts.bareYear)) {
    if (!yearIsDated(text, m.index, f)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.5, pattern: 'year-after-preposition' });
  }
  // Its year is a run of four digits (a space before it, a space after it).
  if (year && f.hasAsciiUpper) for (const m of allMatchesAtOrScan(YEAR_BEFORE_DEMONYM, text, starts.bareYear)) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.5, pattern: 'year-before-demonym' });
  }
  return out;
}

export const dateTime: Detector = {
  id: 'date-time',
  entity: 'DATE_TIME',
  // Every form holds a digit or a weekday name ending in "day".
  requires: { anyOf: [{ minDigitRun: 1 }, { keywords: DAY }] },
  finderKeywords: [MONTH_START_WORDS, WEEKDAY_NAMES],
  patterns: [],
  find: findDates,
  context: ['born', 'birth', 'dob', 'date', 'admitted', 'discharged', 'appointment', '생년월일', '생일'],
};

/** dateTime's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const dateTimeExamples = (): DetectorExamples => ({
  positive: [
    { text: 'She was born on 9/20/1968. Her maiden name', values: ['9/20/1968'] },
    { text: 'Date: 1985-11-18 22:50:23\nName: X', values: ['1985-11-18 22:50:23'] },
    { text: "We'll meet Thursday at noon, or on March 5, 2021.", values: ['Thursday', 'March 5, 2021'] },
    { text: 'The orchestra was founded in 1977. Since then it grew.', values: ['1977'] },
    { text: 'DOB 14.02.1990, admitted 3 Jan 2024', values: ['14.02.1990', '3 Jan 2024'] },
    { text: 'Zoolander is a 2017 Polish action-comedy; the 1996 Scottish one too', values: ['2017', '1996'] },
    { text: 'She was born in 1985. During 1971, it grew. The Civil Rights Act of 1964 applies.', values: ['1985', '1971', '1964'] },
    // The past tense in capitals, and with a Kelvin sign (U+212A), which lower-cases to `k`.
    { text: 'The band FORMED in 1990; Wor\u212Aed there in 2001.', values: ['1990', '2001'] },
    // A date word alone dates the year, in any case and inside a longer word (no verb in the past tense here).
    { text: 'Your appointment is in 2026. Her BIRTHDAY party is in 1990.', values: ['2026', '1990'] },
    { text: 'logged 2024-06-05T09:15:30.500-07:00, due 5-MAY-2021 or 21.5.21', values: ['2024-06-05T09:15:30.500-07:00', '5-MAY-2021', '21.5.21'] },
  ],
  negative: [
    'We shipped 1977 units in total',
    'version 2.13.2024-rc',
    'Invalid 2023-02-30 and 13/13/2020',
    'a someday maybe',
    'in 19777 cases',
    'a 2017 Toyota and the 2020 Olympics',
    'version 1.2.3 and ratio 5/21',
    'Update to version 16.5.69 tonight', // a version whose parts read as a day, a month and a year
    'firmware 28.11.24 is out',
    'awscli (2.9.19) works',
    'I need a SQL query that returns the top ten customers by revenue in 2024.',
    'Our churn since 1999 is flat; how does it look for 2020 and in 2021?',
  ],
});
