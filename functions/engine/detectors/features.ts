import { isAsciiLetter, isHangulSyllable } from './word-hash';

/**
 * Cheap facts about one text, computed once (each on first use) and shared by every detector's prefilter, so
 * that the ~135 detectors of the full catalog do not each scan the text (or lower-case it) to decide whether to
 * run.
 *
 * Every fact is exact, so a prefilter written with it is a precise replacement of the regex or `includes`
 * test it stands for (`/[0-9]{11}/.test(text)` ⟺ `maxDigitRun >= 11`); none is a heuristic that could skip a
 * detector on a text where its patterns would match.
 */

/**
 * Separators that may sit between the digits of one printed number (`536-22-8726`, `4111 1111 1111 1111`, a card
 * number broken over lines).
 */
function isDigitSeparator(c: number): boolean {
  // space, tab, line feed, carriage return, - . / : + ( ) and NBSP
  return (
    c === 0x20 || c === 0x2d || c === 0x2e || c === 0x2f || c === 0x3a || c === 0x2b || c === 0x09 || c === 0x28 ||
    c === 0x29 || c === 0xa0 || c === 0x0a || c === 0x0d
  );
}

/** At most this many separators in a row still join two digits into one group. */
const MAX_SEPARATORS_IN_GROUP = 3;

/** ASCII letters folded to lower case; other ASCII codes unchanged. */
const fold = (c: number): number => (c >= 0x41 && c <= 0x5a ? c | 0x20 : c);

/** A UTF-16 unit as the keyword pass reads it: an ASCII code as it is (case kept), 0 for any other unit. */
const asciiOrZero = (c: number): number => (c < 0x80 ? c : 0);

/**
 * The keyword pass's hash of three characters in a row (`asciiOrZero` codes `a`, `b`, `c`), 18 bits: each position's
 * hash is computed from its own three codes, not rolled from the previous one, so no hash waits for the one before
 * (a rolled hash's shift-xor-mask chain bounded the pass at about three cycles a character).
 */
const PASS_HASH_BITS = 18;
const PASS_HASH_MASK = (1 << PASS_HASH_BITS) - 1;
const passHash = (a: number, b: number, c: number): number => ((a << 12) ^ (b << 6) ^ c) & PASS_HASH_MASK;

/**
 * Keywords prepared once (at module load) for `TextFeatures.includesAnyOf`. `lowerCase`: the keywords are lower
 * case and are looked for in the lower-cased text. Each set is registered in `REGISTERED`: the first keyword
 * question about a text finds the keywords of every set in one pass (`scanKeywords`).
 */
export class KeywordSet {
  readonly keywords: readonly string[];
  /** Index in `REGISTERED` (and in `KeywordTables.found`). */
  readonly id: number;
  /**
   * The keywords the pass does not look for (see `scannable`), searched for by
   * `includesAnyOf` itself, and for each whether it holds a character outside ASCII (2: a Hangul syllable, 1:
   * another, 0: none), which a text without such characters cannot hold (nor its lower case).
   */
  readonly direct: readonly string[];
  readonly directNeeds: readonly number[];
  /**
   * For each `direct` keyword of a `lowerCase` set, whether it may be looked for in the text itself instead of its
   * lower case (`CASELESS`): no character lower-cases to (or into) one of its characters but that character itself,
   * so the lower-cased text holds it exactly where the text does, and a Korean text is not lower-cased to ask.
   */
  readonly directCaseless: readonly boolean[];
  constructor(
    keywords: readonly string[],
    readonly lowerCase = false,
  ) {
    this.keywords = lowerCase ? keywords.map((k) => k.toLowerCase()) : keywords;
    this.direct = this.keywords.filter((k) => !scannable(k));
    this.directNeeds = this.direct.map((k) => (HANGUL.test(k) ? 2 : NON_ASCII.test(k) ? 1 : 0));
    this.directCaseless = this.direct.map((k) => CASELESS.test(k));
    // A set made after the tables were built (a test's) rebuilds them on the next question.
    this.id = REGISTERED.push(this) - 1;
    tables = undefined;
    scanOwner = undefined;
  }
}

/**
 * Every `KeywordSet` made so far (all at module load): the keywords of all of them are looked for together, in
 * one pass over a text on its first keyword question, which then answers every set's question from memory.
 */
const REGISTERED: KeywordSet[] = [];

/**
 * Keywords of Hangul syllables, digits, spaces and ASCII punctuation: characters that no other character lower-cases
 * to or into (the lower case of a character is letters and combining marks), and that lower-case to themselves.
 */
const CASELESS = /^[\uAC00-\uD7A3 0-9!-\/:-@\[-`{-~]+$/;

/**
 * A keyword the pass looks for: two characters or more, the first ASCII other than NUL. The pass reads every
 * other character as 0, so a keyword begun by one (`비밀번호`) would be compared at most positions of a text in
 * that script: such keywords are searched for by `includesAnyOf` itself.
 */
const scannable = (k: string): boolean => k.length >= 2 && asciiOrZero(k.charCodeAt(0)) !== 0;

/**
 * A keyword of a registered set, as the pass compares it with the text, listed under the hash of its anchor (the
 * three characters `anchorOf` picks; the two of a two-character keyword), whose last character is `end`
 * characters into the keyword.
 */
interface Candidate {
  readonly end: number;
  readonly keyword: string;
  readonly set: number;
  readonly lowerCase: boolean;
}

/**
 * How common each ASCII character is in prose, roughly, per mille (English letter frequencies, a letter's capital
 * counted as the letter; the space about a sixth of all characters; digits, punctuation and controls rare).
 */
const PROSE_FREQUENCY = Uint8Array.from({ length: 0x80 }, (_, c) => {
  const letter = 'etaoinshrdlcumwfgypbvkjxqz'.indexOf(String.fromCharCode(fold(c)));
  if (letter >= 0) return [127, 91, 82, 75, 70, 67, 63, 61, 60, 43, 40, 28, 28, 24, 24, 22, 20, 20, 19, 15, 10, 8, 2, 2, 1, 1][letter]!;
  return c === 0x20 ? 170 : 5;
});

/**
 * Where in `keyword` (of three characters or more) the pass looks for it: the start of its three ASCII characters
 * in a row least common in prose (`PROSE_FREQUENCY`; a capital of a case-sensitive keyword, which the pass compares
 * only where the text has that capital, counts as a twentieth of its letter), the first such triple on a tie, or 0.
 * The keywords are then compared where their rarest triple occurs, not at every occurrence of their first:
 * `travel document` at `cum`, not at the `tra` of every `traditional` and `translate` of a text.
 */
function anchorOf(keyword: string, lowerCase: boolean): number {
  let best = 0;
  let bestWeight = Infinity;
  for (let o = 0; o + 3 <= keyword.length; o++) {
    let weight = 1;
    for (let j = o; j < o + 3; j++) {
      const c = keyword.charCodeAt(j);
      weight *= c > 0 && c < 0x80 ? PROSE_FREQUENCY[c]! : Infinity;
      if (!lowerCase && c >= 0x41 && c <= 0x5a) weight /= 20;
    }
    if (weight < bestWeight) {
      best = o;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * The registered keywords arranged for the pass: `marked[h]` is 1 when some keyword's anchor (`Candidate`) has the
 * pass hash `h` (`passHash`) in one of the spellings the pass may meet: a keyword of a `lowerCase` set in either
 * case of each of its anchor's letters, one of a case-sensitive set as it is written, and a two-character keyword
 * after any character. `begin` lists the keywords under each such hash; `found[set.id]` is set when a keyword of the
 * set occurs in the text last scanned (`scanOwner`). A look-up of `marked` is one byte read per character of the
 * text (256 KB, of which a prose text touches the few lines of its letter pairs); `begin` is read only at a hit.
 */
interface KeywordTables {
  readonly marked: Uint8Array;
  readonly begin: Map<number, Candidate[]>;
  readonly found: Uint8Array;
}

let tables: KeywordTables | undefined;
/** The text whose keywords `tables.found` records. Texts are inspected one at a time; each scan clears it. */
let scanOwner: TextFeatures | undefined;

/** The spellings of `c` the pass may meet for a keyword of a `lowerCase` set (both cases of a letter) or not. */
const spellings = (c: number, lowerCase: boolean): number[] =>
  lowerCase && c >= 0x61 && c <= 0x7a ? [c, c ^ 0x20] : [asciiOrZero(c)];

function buildTables(): KeywordTables {
  const marked = new Uint8Array(1 << PASS_HASH_BITS);
  const begin = new Map<number, Candidate[]>();
  for (const set of REGISTERED) {
    for (const keyword of set.keywords) {
      if (!scannable(keyword)) continue;
      // A two-character keyword is its own anchor, after any character (every code the pass may read before it).
      const offset = keyword.length > 2 ? anchorOf(keyword, set.lowerCase) : 0;
      const end = Math.min(offset + 2, keyword.length - 1);
      const at = (j: number): number[] => spellings(keyword.charCodeAt(j), set.lowerCase);
      const firsts = keyword.length > 2 ? at(offset) : Array.from({ length: 0x80 }, (_, c) => c);
      const hashes = new Set<number>();
      for (const a of firsts) for (const b of at(end - 1)) for (const c of at(end)) hashes.add(passHash(a, b, c));
      for (const h of hashes) {
        marked[h] = 1;
        let list = begin.get(h);
        if (list === undefined) begin.set(h, (list = []));
        list.push({ end, keyword, set: set.id, lowerCase: set.lowerCase });
      }
    }
  }
  return { marked, begin, found: new Uint8Array(REGISTERED.length) };
}

/**
 * What `scanKeywords` saw besides the keywords: a character outside ASCII, one of them U+0130 or U+212A, one of them
 * not a Hangul syllable, one a Hangul syllable.
 */
const SAW_NON_ASCII = 1;
const SAW_LOWERS_TO_ASCII = 2;
const SAW_OUTSIDE_HANGUL = 4;
const SAW_HANGUL = 8;

/**
 * A reusable copy of strings' UTF-16 units in a typed array, made natively (`Buffer#write`, `utf16le`, about 0.1 ns a
 * character): V8 compiles `charCodeAt` in a loop to a check of the string's representation at every call (about 12
 * instructions), which a `Uint16Array` read does not make. `of(s)` returns the units of `s` from index 0, valid until
 * the next call; the array grows to fit and may be longer than `s`.
 */
export class UnitsCopy {
  private units: Uint16Array;
  private bytes: Buffer;

  constructor(size: number) {
    this.units = new Uint16Array(size);
    this.bytes = Buffer.from(this.units.buffer, this.units.byteOffset, this.units.byteLength);
  }

  of(s: string): Uint16Array {
    if (s.length > this.units.length) {
      this.units = new Uint16Array(s.length);
      this.bytes = Buffer.from(this.units.buffer, this.units.byteOffset, this.units.byteLength);
    }
    this.bytes.write(s, 0, 'utf16le');
    return this.units;
  }
}

/** The keyword pass copies a text this many units at a time (`PASS_UNITS`), so a long text needs no long copy. */
const PASS_CHUNK = 8192;
const PASS_UNITS = new UnitsCopy(PASS_CHUNK);

/** What the pass records of a UTF-16 unit outside ASCII (`SAW_…`). */
function sawOf(c: number): number {
  if (c < 0x80) return 0;
  const lowersToAscii = c === 0x130 || c === 0x212a ? SAW_LOWERS_TO_ASCII : 0;
  return SAW_NON_ASCII | lowersToAscii | (isHangulSyllable(c) ? SAW_HANGUL : SAW_OUTSIDE_HANGUL);
}

/**
 * What the keyword pass finds on the way, as it reads every character: the starts of the digit runs (a digit not
 * after a digit), and the ASCII capitals not after an ASCII letter, apart from those after a Hangul syllable
 * (`afterHangul`). On a text whose characters are ASCII and Hangul syllables, `capitals` and `afterHangul` are the
 * word starts `mixedCapitals` finds (no other character there is a letter or a capital); otherwise only `digits`
 * is used.
 */
interface PassFinds {
  readonly digits: number[];
  readonly capitals: number[];
  readonly afterHangul: number[];
}

/**
 * Records in `finds` what the ASCII code `c` (0 for a unit outside ASCII) starts at `from + j` (`units[j]`, the
 * piece of the text being read), after the code `before`; `hangulBefore` says whether the unit before the piece's
 * first was a Hangul syllable.
 */
function recordStart(
  finds: PassFinds,
  units: Uint16Array,
  c: number,
  before: number,
  from: number,
  j: number,
  hangulBefore: boolean,
): void {
  if (c >= 0x30 && c <= 0x39) {
    if (before < 0x30 || before > 0x39) finds.digits.push(from + j);
  } else if (c >= 0x41 && c <= 0x5a && !isAsciiLetter(before)) {
    const afterHangul = before === 0 && (j > 0 ? isHangulSyllable(units[j - 1]!) : hangulBefore);
    (afterHangul ? finds.afterHangul : finds.capitals).push(from + j);
  }
}

/**
 * Records in `t.found` the sets one of whose scannable keywords occurs in `f.text` (in its lower case for a
 * `lowerCase` set), in `finds` the digit runs and capitals (`PassFinds`), and returns what else it saw (`SAW_…`).
 * One pass reads each character once, two per step, and tests the hash of the three characters ending at each
 * (`passHash`) in `t.marked`; only where it is set (a few positions of a prompt) are keywords compared, each where it
 * would begin. Exact: a keyword that occurs at `at` holds at its anchor the characters of one of the spellings
 * listed (a character outside ASCII is 0 in both, and lower-cases to one outside ASCII unless it is U+0130 or
 * U+212A), so the hash where the anchor ends is marked. The `lowerCase` sets' marks assume that no character
 * lower-cases to ASCII or changes length; when the pass saw one (`SAW_LOWERS_TO_ASCII`) they are not to be used.
 */
function scanKeywords(t: KeywordTables, f: TextFeatures, finds: PassFinds): number {
  const { marked, found } = t;
  const text = f.text;
  const n = text.length;
  found.fill(0);
  let saw = 0;
  // The two codes before the next one read (0 before the text), and whether the last unit of the previous piece
  // was a Hangul syllable.
  let a = 0;
  let b = 0;
  let hangulBefore = false;
  for (let from = 0; from < n; from += PASS_CHUNK) {
    const to = Math.min(n, from + PASS_CHUNK);
    const units = PASS_UNITS.of(from === 0 && to === n ? text : text.slice(from, to));
    const m = to - from;
    let j = 0;
    for (; j + 1 < m; j += 2) {
      let x = units[j]!;
      let y = units[j + 1]!;
      if ((x | y) >= 0x80) {
        saw |= sawOf(x) | sawOf(y);
        x = asciiOrZero(x);
        y = asciiOrZero(y);
      }
      // Only a digit or a capital (or one of the few characters between them) may start a run or a word.
      if (((x - 0x30) >>> 0) < 43 || ((y - 0x30) >>> 0) < 43) {
        recordStart(finds, units, x, b, from, j, hangulBefore);
        recordStart(finds, units, y, x, from, j + 1, hangulBefore);
      }
      const hx = passHash(a, b, x);
      const hy = passHash(b, x, y);
      if ((marked[hx]! | marked[hy]!) !== 0) {
        if (marked[hx] !== 0) verifyAt(t, f, hx, from + j);
        if (marked[hy] !== 0) verifyAt(t, f, hy, from + j + 1);
      }
      a = x;
      b = y;
    }
    if (j < m) {
      const unit = units[j]!;
      saw |= sawOf(unit);
      const x = asciiOrZero(unit);
      recordStart(finds, units, x, b, from, j, hangulBefore);
      const hx = passHash(a, b, x);
      if (marked[hx] !== 0) verifyAt(t, f, hx, from + j);
      a = b;
      b = x;
    }
    hangulBefore = isHangulSyllable(units[m - 1]!);
  }
  return saw;
}

/**
 * Compares the keywords `t.begin` lists under the hash `h` of the characters ending at `i` with the text where each
 * would begin, marking the sets of those found.
 */
function verifyAt(t: KeywordTables, f: TextFeatures, h: number, i: number): void {
  const candidates = t.begin.get(h)!;
  const found = t.found;
  for (let k = 0; k < candidates.length; k++) {
    const c = candidates[k]!;
    const at = i - c.end;
    if (found[c.set] !== 0 || at < 0) continue;
    if (c.lowerCase ? lowerStartsWith(f, at, c.keyword) : f.text.startsWith(c.keyword, at)) found[c.set] = 1;
  }
}

/**
 * `f.lower.startsWith(keyword, at)` when no character of the text lower-cases to ASCII or changes length (U+0130,
 * U+212A): compared one character at a time on the text itself, so the lower-cased text is made only when a
 * keyword's character outside ASCII is reached.
 */
function lowerStartsWith(f: TextFeatures, at: number, keyword: string): boolean {
  const text = f.text;
  if (at + keyword.length > text.length) return false;
  for (let j = 0; j < keyword.length; j++) {
    const c = text.charCodeAt(at + j);
    const k = keyword.charCodeAt(j);
    if (c < 0x80) {
      if (fold(c) !== k) return false;
    } else if (k < 0x80) return false;
    else return f.lower.startsWith(keyword, at);
  }
  return true;
}

const IS_UPPER = /^\p{Lu}$/u;
const IS_LETTER = /^\p{L}$/u;

/**
 * Where words start, for the prose scanners (person, location, street-address), found by native search instead
 * of each scanner running a Unicode regex with a leading lookbehind at every position of the text:
 *
 * - `capitals`: an upper-case letter (`\p{Lu}`, any script, astral included) not preceded by a letter
 *   (`\p{L}`), i.e. every place where a pattern of the shape `(?<![\p{L}…])\p{Lu}…` can start;
 * - `digits`: an ASCII digit not preceded by an ASCII digit (every start of a `[0-9]+` run).
 *
 * Each list is in text order. The scanners re-check their own (narrower) lookbehind at each start with a sticky
 * regex, so using the lists finds exactly what the global scan found.
 */
export interface WordStarts {
  readonly capitals: readonly number[];
  readonly digits: readonly number[];
}

/**
 * Blocks of UTF-16 units outside ASCII that hold no upper-case letter (`\p{Lu}`) in Unicode: Latin-1 and Cyrillic
 * lower case, Greek lower case, Hebrew, Arabic, Thai, general punctuation, CJK symbols, kana and ideographs, Hangul
 * syllables. The search for capitals passes over them natively: a text in Russian, Chinese or Korean returns from
 * it only at its capitals (and at characters outside these blocks), not at every character. That none of them holds
 * a capital is checked against the runtime's own `\p{Lu}` by test/engine/detectors/features.test.ts.
 */
export const CASELESS_BLOCKS: readonly (readonly [number, number])[] = [
  [0x00df, 0x00f6], [0x00f8, 0x00ff], [0x03ac, 0x03ce], [0x0430, 0x045f], [0x0590, 0x06ff], [0x0e00, 0x0e7f],
  [0x2000, 0x206f], [0x3000, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3],
];

const hex = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;

/**
 * Where a capital of a text with characters outside ASCII may stand: an ASCII capital not preceded by an ASCII
 * letter, or a UTF-16 unit outside ASCII and outside the CASELESS_BLOCKS. One search finds both kinds in text
 * order. Without the `u` flag (several times faster to search): the caller joins a surrogate pair into one code
 * point itself.
 */
const MIXED_CAPITAL = new RegExp(
  `(?<![A-Za-z])[A-Z]|[^\\u0000-\\u007f${CASELESS_BLOCKS.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]`,
  'g',
);

/** `unitClass` bits: the UTF-16 unit alone is a letter (`IS_LETTER`), is upper case (`IS_UPPER`). */
const UNIT_LETTER = 1;
const UNIT_UPPER = 2;
/** Bit 2 of a `unitClasses` entry: its block of 256 units has been filled. */
const UNIT_KNOWN = 4;
let unitClasses: Uint8Array | undefined;

/**
 * `IS_LETTER` and `IS_UPPER` of the UTF-16 unit `c` taken alone (`UNIT_…` bits), from a table (64 KB, made on the
 * first text with such characters) filled one block of 256 units at a time by those regexes, on the block's first
 * use: a text in Cyrillic or Greek asks for nearly every character, where a regex test (on a new one-character
 * string) cost about 30 ns. Exact by construction: each entry is the regexes' answer for that unit.
 */
function unitClass(c: number): number {
  const table = (unitClasses ??= new Uint8Array(0x10000));
  if (table[c]! === 0) {
    for (let u = c & 0xff00, end = u + 0x100; u < end; u++) {
      const s = String.fromCharCode(u);
      table[u] = UNIT_KNOWN | (IS_LETTER.test(s) ? UNIT_LETTER : 0) | (IS_UPPER.test(s) ? UNIT_UPPER : 0);
    }
  }
  return table[c]!;
}

/** Whether the code point that ends right before `i` is a letter (`\p{L}`). */
function letterBefore(text: string, i: number): boolean {
  if (i === 0) return false;
  const c = text.charCodeAt(i - 1);
  if (c < 0x80) return isAsciiLetter(c);
  if (isHangulSyllable(c)) return true;
  // A low surrogate after a high one is the second half of one code point.
  const pair = c >= 0xdc00 && c <= 0xdfff && i >= 2 && text.charCodeAt(i - 2) >= 0xd800 && text.charCodeAt(i - 2) <= 0xdbff;
  return pair ? IS_LETTER.test(text.slice(i - 2, i)) : (unitClass(c) & UNIT_LETTER) !== 0;
}

const NO_POSITIONS: readonly number[] = [];

/**
 * The capitals of a text with characters outside ASCII, from one native search (`MIXED_CAPITAL`): an ASCII
 * capital is kept unless a letter outside ASCII stands before it, another character the search stops at when it is
 * upper case and no letter stands before it. Prose in Korean, Russian or Chinese (with spaces and ASCII) is read by
 * that one search, not one character at a time. The ASCII capitals left out for a letter outside ASCII before them
 * go to `afterLetter`.
 */
function mixedCapitals(text: string, afterLetter: number[]): number[] {
  const out: number[] = [];
  const search = MIXED_CAPITAL;
  search.lastIndex = 0;
  while (search.test(text)) {
    const at = search.lastIndex - 1;
    const c = text.charCodeAt(at);
    let end = at + 1;
    if (c >= 0xd800 && c <= 0xdbff && end < text.length) {
      const d = text.charCodeAt(end);
      if (d >= 0xdc00 && d <= 0xdfff) search.lastIndex = ++end; // the low half is not a character of its own
    }
    // An ASCII capital the search stops at is upper case; `letterBefore` still rules out one after a non-ASCII letter.
    const upper = c < 0x80 || (end - at === 1 ? (unitClass(c) & UNIT_UPPER) !== 0 : IS_UPPER.test(text.slice(at, end)));
    if (!upper) continue;
    if (!letterBefore(text, at)) out.push(at);
    else if (c < 0x80) afterLetter.push(at);
  }
  return out;
}

/**
 * The matches of the sticky `re` at `starts` (text order), each search resuming after the previous match, as a
 * global scan's `matchAll` does: exact when every match of `re` starts at one of `starts`.
 */
export function* matchesAt(re: RegExp, text: string, starts: readonly number[]): Generator<RegExpExecArray> {
  let next = 0;
  for (const at of starts) {
    if (at < next) continue;
    re.lastIndex = at;
    const m = re.exec(text);
    if (m === null) continue;
    next = at + Math.max(1, m[0].length);
    yield m;
  }
}

/**
 * Every match of the global `re` in `text`, as `text.matchAll(re)` yields them, collected eagerly with `exec`
 * on `re` itself: `matchAll` clones the regex (a new RegExp object) on every call, which cost more than the
 * search on short texts. Eager, so no caller sees `lastIndex` move under it.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    if (m[0].length === 0) re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
  }
  re.lastIndex = 0;
  return out;
}

/** AdvanceStringIndex (ECMA-262): one code unit, or one code point for a `u`/`v` regex. */
function advance(text: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= text.length) return i + 1;
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return i + 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? i + 2 : i + 1;
}

/**
 * The matches `allMatches(re, text)` would return, searched only at `starts` (text order) with the sticky twin
 * of `re`: exact when every match of `re` starts at one of `starts` (the caller's claim; see
 * `DetectorPattern.digitRunStart`).
 */
export function allMatchesAt(re: RegExp, text: string, starts: readonly number[]): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  const sticky = stickyOf(re);
  let next = 0;
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k]!;
    if (at < next) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m === null || m[0].length === 0) continue;
    next = at + m[0].length;
    out.push(m);
  }
  return out;
}

/**
 * Sticky tries at digit-run starts beat one global scan unless the starts are denser than one per this many
 * characters (a text of short digit runs, `1 1 1 …`), where the per-call cost of `exec` dominates. Set from
 * the adversarial inputs: digit runs beside hex letters (few starts, costly global attempts) and single digits
 * between spaces (many starts).
 */
export const STICKY_TRY_COST = 8;

/**
 * `allMatches(re, text)` for a pattern whose every match starts at one of `starts` (text order): tried there,
 * sticky (`allMatchesAt`), unless the starts are so dense (`STICKY_TRY_COST`) that one global scan is cheaper.
 */
export function allMatchesAtOrScan(re: RegExp, text: string, starts: readonly number[]): RegExpExecArray[] {
  if (starts.length === 0) return [];
  return starts.length * STICKY_TRY_COST <= text.length ? allMatchesAt(re, text, starts) : allMatches(re, text);
}

/**
 * `allMatches(re, text)` for a pattern whose every match starts a digit run in a group of `minGroupDigits`
 * or more digits (see `DetectorPattern.digitRunStart`): `allMatchesAtOrScan` at those run starts.
 */
export function allDigitRunMatches(re: RegExp, text: string, f: TextFeatures, minGroupDigits: number): RegExpExecArray[] {
  return allMatchesAtOrScan(re, text, f.digitRunStarts(minGroupDigits));
}

/**
 * `allMatches(re, text)` for a case-insensitive (`iu`) pattern whose every match starts with one of its label
 * words (the pattern's lookbehind, if any, looks before them): tried, sticky, only where `words` — a global
 * regex of those words in lower case, without lookaround — matches the lower-cased text. One native scan for
 * the words costs less than the pattern's own scan (whose leading lookbehind runs at every position), and than
 * an `indexOf` per word. Falls back to the whole-text scan when the lower-cased text does not stand for what the
 * pattern matches (`TextFeatures.lowerFoldsLikeRegex`).
 */
export function allMatchesAtWords(re: RegExp, text: string, f: TextFeatures, words: RegExp): RegExpExecArray[] {
  if (!f.lowerFoldsLikeRegex) return allMatches(re, text);
  const lower = f.lower;
  const starts: number[] = [];
  // Resuming one after each word's start finds every start of every word, also one inside another word.
  words.lastIndex = 0;
  for (let m = words.exec(lower); m !== null; m = words.exec(lower)) {
    starts.push(m.index);
    words.lastIndex = m.index + 1;
  }
  words.lastIndex = 0;
  return starts.length === 0 ? [] : allMatchesAt(re, text, starts);
}

/** The sticky (`y`) twin of each `g` pattern, made on first use. */
const STICKY = new WeakMap<RegExp, RegExp>();

/** `re` itself when it is sticky already, else its sticky twin. */
function stickyOf(re: RegExp): RegExp {
  if (re.sticky) return re;
  let s = STICKY.get(re);
  if (s === undefined) STICKY.set(re, (s = new RegExp(re.source, re.flags.replace('g', '') + 'y')));
  return s;
}

/** Two ascending lists merged into one. */
export function merged(a: readonly number[], b: readonly number[]): readonly number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  return out;
}

/** Every digit run of a text, in text order (`TextFeatures.digitRuns`). */
export interface DigitRuns {
  /** Index of the first digit of every digit run. */
  readonly runStarts: readonly number[];
  /** For each run (same order), how many digits it holds. */
  readonly runLengths: readonly number[];
  /** For each run (same order), the UTF-16 unit right after it; -1 when it ends the text. */
  readonly runAfter: readonly number[];
  /** For each run (same order), how many digits its whole group holds (see `TextFeatures.maxDigitGroup`). */
  readonly runGroupDigits: readonly number[];
}

/** Digit-run facts, computed together on first use (see `TextFeatures.maxDigitRun`, `maxDigitGroup`). */
interface DigitFacts extends DigitRuns {
  readonly maxRun: number;
  readonly maxGroup: number;
  readonly maxRunAfterLetter: number;
  readonly maxRunBeforeLetter: number;
  /** Bit n set: some run holds exactly n digits (n < 32). */
  readonly lengthSet: number;
}

/** Finds the next ASCII digit natively (`test` on a global regex moves `lastIndex` past it, allocating nothing). */
const NEXT_DIGIT = /[0-9]/g;

/**
 * Longest digit run and largest digit group of `text`. The groups begin at digit-run starts: `runStartsFound` when
 * the keyword pass found them (`PassFinds.digits`), else a native search for the next digit, which skips the
 * stretches without digits (most of a prose text). Only the characters of each digit group and the separators after it are
 * read one by one.
 */
function scanDigits(text: string, runStartsFound?: readonly number[]): DigitFacts {
  let maxRun = 0;
  let maxGroup = 0;
  let maxRunAfterLetter = 0;
  let maxRunBeforeLetter = 0;
  let lengthSet = 0;
  const runStarts: number[] = [];
  const runLengths: number[] = [];
  const runAfter: number[] = [];
  const runGroupDigits: number[] = [];
  const n = text.length;
  // Where the previous group ended (a character that is not a digit), and the next of `runStartsFound` to look at.
  let next = 0;
  let k = 0;
  for (;;) {
    // A new group starts at the next digit: the characters before it (since the previous group ended) are not all
    // separators, or there are more than MAX_SEPARATORS_IN_GROUP of them. It starts a run: the character at `next`
    // is not a digit.
    let i: number;
    if (runStartsFound !== undefined) {
      while (k < runStartsFound.length && runStartsFound[k]! < next) k++;
      if (k === runStartsFound.length) break;
      i = runStartsFound[k]!;
    } else {
      NEXT_DIGIT.lastIndex = next;
      if (!NEXT_DIGIT.test(text)) break;
      i = NEXT_DIGIT.lastIndex - 1;
    }
    let group = 0;
    const firstRun = runStarts.length;
    for (;;) {
      // A run of digits.
      const runStart = i;
      runStarts.push(runStart);
      let c = 0;
      while (i < n && (c = text.charCodeAt(i)) >= 0x30 && c <= 0x39) i++;
      const run = i - runStart;
      runLengths.push(run);
      runAfter.push(i < n ? c : -1);
      group += run;
      if (run < 32) lengthSet |= 1 << run;
      if (run > maxRun) maxRun = run;
      if (run > maxRunAfterLetter && runStart > 0 && isAsciiLetter(text.charCodeAt(runStart - 1))) maxRunAfterLetter = run;
      if (run > maxRunBeforeLetter && i < n && isAsciiLetter(c)) maxRunBeforeLetter = run;
      // Up to MAX_SEPARATORS_IN_GROUP separators, then a digit, continue the group.
      let gap = 0;
      while (i + gap < n && gap <= MAX_SEPARATORS_IN_GROUP && isDigitSeparator(text.charCodeAt(i + gap))) gap++;
      if (gap === 0 || gap > MAX_SEPARATORS_IN_GROUP || i + gap >= n) break;
      const d = text.charCodeAt(i + gap);
      if (d < 0x30 || d > 0x39) break;
      i += gap;
    }
    if (group > maxGroup) maxGroup = group;
    for (let r = firstRun; r < runStarts.length; r++) runGroupDigits.push(group);
    next = i;
  }
  return {
    maxRun,
    maxGroup,
    maxRunAfterLetter,
    maxRunBeforeLetter,
    lengthSet,
    runStarts,
    runLengths,
    runAfter,
    runGroupDigits,
  };
}

const NON_ASCII = /[^\u0000-\u007f]/;
const HANGUL = /[\uAC00-\uD7A3]/;
const NON_ASCII_OUTSIDE_HANGUL = /[^\u0000-\u007f\uAC00-\uD7A3]/;
/** U+0130 and U+212A: the only characters whose lower case holds ASCII letters (i, k). */
const LOWERS_TO_ASCII = /[\u0130\u212A]/;
/**
 * The characters that keep `toLowerCase` from standing for case-insensitive matching: U+0130 lower-cases to two
 * code units (shifting every later index), and an `iu` regex matches U+017F (long s) to `s`, which `toLowerCase`
 * leaves as it is. (U+212A, the Kelvin sign, lower-cases to `k` in place, as an `iu` regex matches it.)
 */
const FOLDS_UNLIKE_LOWER = /[\u0130\u017F]/;
const ASCII_UPPER = /[A-Z]/;
/** An ASCII capital not preceded by an ASCII letter (global: `test` steps through them without allocating). */
const ASCII_CAPITAL = /(?<![A-Za-z])[A-Z]/g;

/**
 * Longest run of `[A-Za-z0-9]`, in one pass. (A native search such as `/[A-Za-z0-9]{26}/` retries at every
 * position inside every word, which made it slower than this loop.)
 */
function longestAlnumRun(text: string): number {
  let run = 0;
  let longest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a)) {
      if (++run > longest) longest = run;
    } else {
      run = 0;
    }
  }
  return longest;
}

/**
 * Some run of at least `n` ASCII letters and digits (`alnum`) or capitals and digits occurs. Tries windows of
 * `n` characters, reading each from its end backwards: a character outside the class rules out every window
 * that holds it, so the next window starts right after it (as Boyer–Moore skips). In prose a window's end
 * mostly falls in a word or on a space, so a few characters are read per window, about one in n - 3 in all.
 * The class test is written out in the loop, once per class: through a callback it cost about twice as much.
 */
function hasRun(text: string, n: number, alnum: boolean): boolean {
  if (n <= 0) return true;
  const len = text.length;
  for (let end = n - 1; end < len; ) {
    let q = end;
    if (alnum) {
      for (; q > end - n; q--) {
        const c = text.charCodeAt(q);
        if (c > 0x7a || c < 0x30 || (c > 0x39 && c < 0x41) || (c > 0x5a && c < 0x61)) break;
      }
    } else {
      for (; q > end - n; q--) {
        const c = text.charCodeAt(q);
        if (c > 0x5a || c < 0x30 || (c > 0x39 && c < 0x41)) break;
      }
    }
    if (q === end - n) return true;
    end = q + n;
  }
  return false;
}

/**
 * Facts are computed lazily, each on the first question that needs it, and mostly by native string search
 * (`RegExp.prototype.test`, `String.prototype.includes`), which on this engine reads a character several times
 * faster than a JavaScript loop: a text pays only for the facts its detectors' prefilters ask about, and a
 * question answered once (per text) is answered from memory after that.
 */
export class TextFeatures {
  private digits: DigitFacts | undefined;
  private nonAscii: boolean | undefined;
  private hangul: boolean | undefined;
  private lowersAscii: boolean | undefined;
  private upper: boolean | undefined;
  private lowerText: string | undefined;
  /**
   * ASCII characters asked about (`hasChar`) and those found: bit c of the 128-bit sets, in 32-bit words
   * (fields, not a typed array: allocating one per text costs more than most questions).
   */
  private asked0 = 0;
  private asked1 = 0;
  private asked2 = 0;
  private asked3 = 0;
  private present0 = 0;
  private present1 = 0;
  private present2 = 0;
  private present3 = 0;
  private longestAlnum: number | undefined;
  /**
   * `hasUpperDigitRun` / `hasAlnumRun` answers for n ≤ 30, per class (index 0 capitals and digits, 1 letters and
   * digits): bit n of `runKnown` says asked, bit n of `runHas` the answer.
   */
  private readonly runKnown = [0, 0];
  private readonly runHas = [0, 0];

  /**
   * `known`: facts the caller found on its own scan of the text (the normalised view's fast path), so the features
   * need not scan for them again — every character is ASCII (`ascii`), every character is ASCII or a Hangul syllable
   * (`asciiOrHangul`).
   */
  constructor(
    readonly text: string,
    known?: { readonly ascii: boolean; readonly asciiOrHangul: boolean },
  ) {
    if (known !== undefined) {
      this.nonAscii = !known.ascii;
      if (known.asciiOrHangul) this.outsideHangul = false;
    }
  }

  /** What the keyword pass found on the way, when it ran for this text. */
  private passFinds: PassFinds | undefined;

  /** Results computed once per text for several detectors (`shared`). */
  private sharedResults: Map<object, unknown> | undefined;

  /**
   * `compute()` once per text and key: the first detector that asks computes it, the others read it (the name
   * model's spans serve the PERSON, LOCATION and STREET_ADDRESS detectors). `key` is a module-level constant of
   * the caller; `compute` must be a pure function of the text.
   */
  shared<T>(key: object, compute: () => T): T {
    const results = (this.sharedResults ??= new Map());
    if (results.has(key)) return results.get(key) as T;
    const value = compute();
    results.set(key, value);
    return value;
  }

  private get digitFacts(): DigitFacts {
    return (this.digits ??= scanDigits(this.text, this.passFinds?.digits));
  }

  /** Longest run of consecutive ASCII digits (`[0-9]{n}` occurs ⟺ `maxDigitRun >= n`). */
  get maxDigitRun(): number {
    return this.digitFacts.maxRun;
  }

  /**
   * Most ASCII digits in one group: digits joined by at most three separators (space, tab, line feed, carriage
   * return, `-`, `.`, `/`, `:`, `+`, `(`, `)`, NBSP) in a row. A pattern whose every match holds `n` digits joined that way needs
   * `maxDigitGroup >= n`.
   */
  get maxDigitGroup(): number {
    return this.digitFacts.maxGroup;
  }

  /** Longest digit run right after an ASCII letter (`[A-Za-z][0-9]{n}` occurs ⟺ `maxDigitRunAfterLetter >= n`). */
  get maxDigitRunAfterLetter(): number {
    return this.digitFacts.maxRunAfterLetter;
  }

  /** Longest digit run right before an ASCII letter (`[0-9]{n}[A-Za-z]` occurs ⟺ `maxDigitRunBeforeLetter >= n`). */
  get maxDigitRunBeforeLetter(): number {
    return this.digitFacts.maxRunBeforeLetter;
  }

  /**
   * The first digit of every digit run that lies in a digit group (see `maxDigitGroup`) of at least
   * `minGroupDigits` digits, in text order: where a pattern declaring `DetectorPattern.digitRunStart` can match.
   */
  digitRunStarts(minGroupDigits: number): readonly number[] {
    const { runStarts, runGroupDigits } = this.digitFacts;
    if (minGroupDigits <= 1) return runStarts;
    const cache = (this.runStartsByGroup ??= []);
    let out = cache[minGroupDigits];
    if (out === undefined) {
      const list: number[] = [];
      for (let r = 0; r < runStarts.length; r++) if (runGroupDigits[r]! >= minGroupDigits) list.push(runStarts[r]!);
      cache[minGroupDigits] = out = list;
    }
    return out;
  }

  private runStartsByGroup: (readonly number[] | undefined)[] | undefined;

  /**
   * Every digit run: its start (`digitRunStarts(1)`), its length, the character after it and the digits of its group,
   * from the digit scan.
   */
  get digitRuns(): DigitRuns {
    return this.digitFacts;
  }

  /**
   * The lengths of the digit runs below 32 digits, as a bit set (bit n: some run holds exactly n digits): a pattern
   * whose match begins with a run of exactly n digits needs bit n.
   */
  get digitRunLengths(): number {
    return this.digitFacts.lengthSet;
  }

  /** Some character is outside ASCII. */
  get hasNonAscii(): boolean {
    return (this.nonAscii ??= NON_ASCII.test(this.text));
  }

  /** Some character is a Hangul syllable (U+AC00–U+D7A3). */
  get hasHangul(): boolean {
    return (this.hangul ??= this.hasNonAscii && HANGUL.test(this.text));
  }

  private outsideHangul: boolean | undefined;

  /**
   * Some character is outside ASCII and not a Hangul syllable (fullwidth digits, other spaces and dashes, other
   * scripts). Answered by the keyword pass when it ran (it reads every character); a text in Korean and ASCII then
   * needs no search of its own for the characters of other scripts.
   */
  get hasNonAsciiOutsideHangul(): boolean {
    return (this.outsideHangul ??= this.hasNonAscii && NON_ASCII_OUTSIDE_HANGUL.test(this.text));
  }

  /**
   * U+0130 or U+212A occurs: the only characters whose lower case holds ASCII letters (i, k). Without them, a
   * case-insensitive (`i`, no `u`) regex made of ASCII letters matches a piece of the text where the same regex
   * matches its lower case: no copy needs to be lower-cased.
   */
  get lowersToAscii(): boolean {
    return (this.lowersAscii ??= this.hasNonAscii && LOWERS_TO_ASCII.test(this.text));
  }

  private foldsLikeLower: boolean | undefined;

  /**
   * `lower` has the text's indices, and wherever a case-insensitive (`i` or `iu`) regex matches a lower-case word
   * (ASCII, Hangul, accented Latin letters such as `código`), `lower` holds that word: true unless the text holds
   * U+0130 or U+017F (see `FOLDS_UNLIKE_LOWER`).
   */
  get lowerFoldsLikeRegex(): boolean {
    return (this.foldsLikeLower ??= !this.hasNonAscii || !FOLDS_UNLIKE_LOWER.test(this.text));
  }

  /**
   * Longest run of ASCII letters and digits (`[A-Za-z0-9]{n}` occurs ⟺ `alnumRun >= n`): long tokens are rare
   * in prose, so credential rules with common keywords (`token`, `pat`) skip most texts.
   */
  get alnumRun(): number {
    return (this.longestAlnum ??= longestAlnumRun(this.text));
  }

  /** `[A-Z0-9]{n}` occurs, reading about one character in n (see `hasRun`). */
  hasUpperDigitRun(n: number): boolean {
    return this.hasRunOf(n, false);
  }

  /** `[A-Za-z0-9]{n}` occurs (`alnumRun >= n`), reading about one character in n (see `hasRun`). */
  hasAlnumRun(n: number): boolean {
    return this.hasRunOf(n, true);
  }

  private hasRunOf(n: number, alnum: boolean): boolean {
    if (n > 30) return this.longRun(n, alnum);
    const kind = alnum ? 1 : 0;
    const bit = 1 << n;
    if ((this.runKnown[kind]! & bit) === 0) {
      this.runKnown[kind]! |= bit;
      if (hasRun(this.text, n, alnum)) this.runHas[kind]! |= bit;
    }
    return (this.runHas[kind]! & bit) !== 0;
  }

  /** Answers for runs longer than 30 (rare questions: a map, keyed `n` or `-n` for letters and digits). */
  private longRuns: Map<number, boolean> | undefined;

  private longRun(n: number, alnum: boolean): boolean {
    const key = alnum ? -n : n;
    const known = (this.longRuns ??= new Map()).get(key);
    if (known !== undefined) return known;
    const has = hasRun(this.text, n, alnum);
    this.longRuns.set(key, has);
    return has;
  }

  private starts: WordStarts | undefined;
  private capitalsAfterLetter: number[] | undefined;

  /**
   * The ASCII capitals preceded by a letter outside ASCII (`은DEUTDEFF`), in text order: with `wordStarts.capitals`,
   * every ASCII capital not preceded by an ASCII letter. Found by the same search (none on an all-ASCII text).
   */
  get asciiCapitalsAfterLetter(): readonly number[] {
    if (this.starts === undefined) void this.wordStarts;
    return this.capitalsAfterLetter ?? NO_POSITIONS;
  }

  /**
   * Word starts for the prose scanners (`WordStarts`), computed once on first use: capitals by native search
   * (`[A-Z]` not after `[A-Za-z]` on an all-ASCII text, `mixedCapitals` otherwise), digit-run starts from the
   * digit scan.
   */
  get wordStarts(): WordStarts {
    if (this.starts === undefined) {
      let capitals: number[];
      const finds = this.passFinds;
      if (finds !== undefined && !this.hasNonAsciiOutsideHangul) {
        // Found by the keyword pass: exact on a text of ASCII and Hangul syllables (see `PassFinds`).
        capitals = finds.capitals;
        this.capitalsAfterLetter = finds.afterHangul;
      } else if (this.hasNonAscii) capitals = mixedCapitals(this.text, (this.capitalsAfterLetter = []));
      else {
        capitals = [];
        const text = this.text;
        ASCII_CAPITAL.lastIndex = 0;
        while (ASCII_CAPITAL.test(text)) capitals.push(ASCII_CAPITAL.lastIndex - 1);
      }
      this.starts = { capitals, digits: this.digitFacts.runStarts };
    }
    return this.starts;
  }

  /** `text.toLowerCase()`, computed once on first use. */
  get lower(): string {
    return (this.lowerText ??= this.text.toLowerCase());
  }

  /**
   * `lower` is not made yet and every character of the text lower-cases to one UTF-16 unit by itself (ASCII and
   * Hangul syllables: no `hasNonAsciiOutsideHangul`): the lower case of a piece of the text is then the same piece of
   * `lower`, cheaper to make alone when a few short pieces are asked about.
   */
  get lowerCasesInPlace(): boolean {
    return this.lowerText === undefined && !this.hasNonAsciiOutsideHangul;
  }

  /** True when the character `ch` (one UTF-16 unit) occurs in the text; ASCII answers are remembered. */
  hasChar(ch: string): boolean {
    const c = ch.charCodeAt(0);
    if (c >= 0x80) return this.text.includes(ch);
    const bit = 1 << (c & 31);
    switch (c >>> 5) {
      case 0:
        if ((this.asked0 & bit) === 0) {
          this.asked0 |= bit;
          if (this.text.includes(ch)) this.present0 |= bit;
        }
        return (this.present0 & bit) !== 0;
      case 1:
        if ((this.asked1 & bit) === 0) {
          this.asked1 |= bit;
          if (this.text.includes(ch)) this.present1 |= bit;
        }
        return (this.present1 & bit) !== 0;
      case 2:
        if ((this.asked2 & bit) === 0) {
          this.asked2 |= bit;
          if (this.text.includes(ch)) this.present2 |= bit;
        }
        return (this.present2 & bit) !== 0;
      default:
        if ((this.asked3 & bit) === 0) {
          this.asked3 |= bit;
          if (this.text.includes(ch)) this.present3 |= bit;
        }
        return (this.present3 & bit) !== 0;
    }
  }

  /** Some ASCII digit occurs. */
  get hasDigit(): boolean {
    return this.maxDigitRun > 0;
  }

  /** Some ASCII upper-case letter occurs. */
  get hasAsciiUpper(): boolean {
    return (this.upper ??= ASCII_UPPER.test(this.text));
  }

  private anyUpper: boolean | undefined;

  /**
   * Some upper-case letter (`\p{Lu}`, any script) occurs: an ASCII capital, or a Unicode search only when there is
   * none and the text has characters outside ASCII.
   */
  get hasUpper(): boolean {
    return (this.anyUpper ??= this.hasAsciiUpper || (this.hasNonAscii && /\p{Lu}/u.test(this.text)));
  }

  /** True when `keyword` occurs in the text (case-sensitive). */
  includes(keyword: string): boolean {
    return this.text.includes(keyword);
  }

  /** True when the lower-case `keyword` occurs in the lower-cased text. */
  includesLower(keyword: string): boolean {
    return this.lower.includes(keyword);
  }

  /** Runs the keyword pass for this text. */
  private scan(t: KeywordTables): void {
    const finds: PassFinds = { digits: [], capitals: [], afterHangul: [] };
    const saw = scanKeywords(t, this, finds);
    scanOwner = this;
    this.passFinds = finds;
    // The pass read every character: what it saw answers these questions as their own searches would.
    this.nonAscii = (saw & SAW_NON_ASCII) !== 0;
    this.lowersAscii = (saw & SAW_LOWERS_TO_ASCII) !== 0;
    this.outsideHangul = (saw & SAW_OUTSIDE_HANGUL) !== 0;
    this.hangul = (saw & SAW_HANGUL) !== 0;
  }

  /** Some keyword of the prepared set occurs (in the lower-cased text for a `lowerCase` set). */
  includesAnyOf(set: KeywordSet): boolean {
    const t = (tables ??= buildTables());
    if (scanOwner !== this) this.scan(t);
    // Where lower-casing makes ASCII letters or moves indices, the pass (which reads the text) does not stand for
    // a search of the lower-cased text: a plain search.
    if (set.lowerCase && this.lowersToAscii) return this.includesAnyLower(set.keywords);
    if (t.found[set.id] !== 0) return true;
    const { direct, directNeeds } = set;
    for (let i = 0; i < direct.length; i++) {
      const needs = directNeeds[i]!;
      if (needs !== 0 && !(needs === 2 ? this.hasHangul : this.hasNonAscii)) continue;
      if ((set.lowerCase && !set.directCaseless[i] ? this.lower : this.text).includes(direct[i]!)) return true;
    }
    return false;
  }

  /**
   * The keyword pass's marks for this text, by `KeywordSet.id`: 1 when a keyword the pass looks for occurs. They
   * answer `includesAnyOf` for a set whose keywords the pass all looks for (no `direct` ones), and are read at once
   * (the next text's pass overwrites them); undefined on a text where they do not stand for the lower-cased text
   * (`lowersToAscii`), where `includesAnyOf` is to be asked.
   */
  get keywordMarks(): Uint8Array | undefined {
    const t = (tables ??= buildTables());
    if (scanOwner !== this) this.scan(t);
    return this.lowersToAscii ? undefined : t.found;
  }

  /**
   * The keyword pass has run for this text (an earlier keyword question, as with the full catalog), so
   * `includesAnyOf` answers from memory: a detector with a cheaper exact test of its own asks the pass only then.
   */
  get keywordsScanned(): boolean {
    return scanOwner === this;
  }

  /**
   * `includesAnyOf(set)`, from the keyword pass only when it already ran for this text (another detector's
   * keyword question, as with the full catalog): otherwise a plain search of each keyword, so a detector that
   * runs without the keyword prefilters does not pay for the pass. Exact either way.
   */
  includesAnyOfShared(set: KeywordSet): boolean {
    if (scanOwner === this) return this.includesAnyOf(set);
    const text = set.lowerCase ? this.lower : this.text;
    for (const k of set.keywords) if (text.includes(k)) return true;
    return false;
  }

  /** Some lower-case keyword occurs in the lower-cased text. */
  includesAnyLower(keywords: readonly string[]): boolean {
    for (const k of keywords) if (this.includesLower(k)) return true;
    return false;
  }
}
