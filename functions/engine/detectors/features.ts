/**
 * Cheap facts about one text, computed in ONE pass and shared by every detector's prefilter, so that the
 * ~125 detectors of the full catalog do not each scan the text (or lower-case it) to decide whether to run.
 *
 * Every fact is exact, so a prefilter written with it is a precise replacement of the regex or `includes`
 * test it stands for (`/[0-9]{11}/.test(text)` ⟺ `maxDigitRun >= 11`); none is a heuristic that could skip a
 * detector on a text where its patterns would match.
 */

/** Separators that may sit between the digits of one printed number (`536-22-8726`, `4111 1111 1111 1111`). */
function isDigitSeparator(c: number): boolean {
  // space, tab, - . / : + ( ) and NBSP
  return (
    c === 0x20 || c === 0x2d || c === 0x2e || c === 0x2f || c === 0x3a || c === 0x2b || c === 0x09 || c === 0x28 ||
    c === 0x29 || c === 0xa0
  );
}

/** At most this many separators in a row still join two digits into one group. */
const MAX_SEPARATORS_IN_GROUP = 3;

/** ASCII letters folded to lower case; other ASCII codes unchanged. */
const fold = (c: number): number => (c >= 0x41 && c <= 0x5a ? c | 0x20 : c);

/**
 * ASCII bigrams of the text that owns it, letters folded: bit (a << 7 | b), filled on the first keyword-set
 * question about a text (`includesAnyOf`; policies without credential rules never pay for it). ONE buffer for
 * the module, not one per text: a 2 KB typed array costs ~1.4 µs to allocate (off-heap backing store), more
 * than the whole pass over a short prompt. Texts are inspected one at a time, so the last text to fill it owns
 * it; another text asking a keyword question refills it first.
 */
const BIGRAMS = new Int32Array(512);
let bigramOwner: TextFeatures | undefined;

function fillBigrams(text: string): void {
  BIGRAMS.fill(0);
  let prev = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) {
      prev = -1;
      continue;
    }
    const folded = fold(c);
    if (prev >= 0) {
      const b = (prev << 7) | folded;
      BIGRAMS[b >>> 5]! |= 1 << (b & 31);
    }
    prev = folded;
  }
}

/** The folded ASCII bigrams of `keyword` as bit indices (pairs across a non-ASCII character are skipped). */
function bigramIndices(keyword: string): Int32Array {
  const out: number[] = [];
  let prev = -1;
  for (let i = 0; i < keyword.length; i++) {
    const c = keyword.charCodeAt(i);
    if (c >= 0x80) {
      // Lower-casing may map non-ASCII to ASCII (U+212A KELVIN SIGN → k): no bigram claim across it.
      prev = -1;
      continue;
    }
    const folded = fold(c);
    if (prev >= 0) out.push((prev << 7) | folded);
    prev = folded;
  }
  return Int32Array.from(out);
}

/**
 * Keywords prepared once (at module load) for `TextFeatures.includesAnyOf`: their bigrams are computed here,
 * not on every text. `lowerCase`: the keywords are lower case and are looked for in the lower-cased text.
 */
export class KeywordSet {
  readonly keywords: readonly string[];
  readonly bigrams: readonly Int32Array[];
  constructor(
    keywords: readonly string[],
    readonly lowerCase = false,
  ) {
    this.keywords = lowerCase ? keywords.map((k) => k.toLowerCase()) : keywords;
    this.bigrams = this.keywords.map(bigramIndices);
  }
}

const IS_UPPER = /^\p{Lu}$/u;
const IS_LETTER = /^\p{L}$/u;

/**
 * Where words start, for the prose scanners (person, location, street-address), found in one char-code pass
 * instead of each scanner running a Unicode regex with a leading lookbehind at every position of the text:
 *
 * - `capitals`: an upper-case letter (`\p{Lu}`, any script, astral included) not preceded by a letter
 *   (`\p{L}`), i.e. every place where a pattern of the shape `(?<![\p{L}…])\p{Lu}…` can start;
 * - `digits`: an ASCII digit not preceded by an ASCII digit (every start of a `[0-9]+` run);
 * - `hangul`: a Hangul syllable (U+AC00–U+D7A3) not preceded by one.
 *
 * Each list is in text order. The scanners re-check their own (narrower) lookbehind at each start with a sticky
 * regex, so using the lists finds exactly what the global scan found.
 */
export interface WordStarts {
  readonly capitals: readonly number[];
  readonly digits: readonly number[];
  readonly hangul: readonly number[];
}

function scanWordStarts(text: string): WordStarts {
  const capitals: number[] = [];
  const digits: number[] = [];
  const hangul: number[] = [];
  // What the previous code point was: 0 other, 1 letter, 2 ASCII digit, 3 Hangul syllable (also a letter).
  let prev = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      if (c >= 0x41 && c <= 0x5a) {
        if (prev !== 1 && prev !== 3) capitals.push(i);
        prev = 1;
      } else if (c >= 0x61 && c <= 0x7a) prev = 1;
      else if (c >= 0x30 && c <= 0x39) {
        if (prev !== 2) digits.push(i);
        prev = 2;
      } else prev = 0;
      continue;
    }
    if (c >= 0xac00 && c <= 0xd7a3) {
      if (prev !== 3) hangul.push(i);
      prev = 3;
      continue;
    }
    // Other non-ASCII: one code point (a surrogate pair is one character to a /u regex).
    let ch = text[i]!;
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) ch = text.slice(i, i + 2);
    }
    if (IS_LETTER.test(ch)) {
      if (prev !== 1 && prev !== 3 && IS_UPPER.test(ch)) capitals.push(i);
      prev = 1;
    } else prev = 0;
    i += ch.length - 1;
  }
  return { capitals, digits, hangul };
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

export class TextFeatures {
  /** Longest run of consecutive ASCII digits (`[0-9]{n}` occurs ⟺ `maxDigitRun >= n`). */
  readonly maxDigitRun: number;
  /**
   * Most ASCII digits in one group: digits joined by at most three separators (space, tab, `-`, `.`, `/`,
   * `:`, `+`, `(`, `)`, NBSP) in a row. A pattern whose every match holds `n` digits joined that way needs
   * `maxDigitGroup >= n`.
   */
  readonly maxDigitGroup: number;
  /** Some character is outside ASCII. */
  readonly hasNonAscii: boolean;
  /** Some character is a Hangul syllable (U+AC00–U+D7A3). */
  readonly hasHangul: boolean;
  /** ASCII characters present: bit (c & 31) of word c >> 5 of the 128-bit set. */
  private readonly ascii0: number;
  private readonly ascii1: number;
  private readonly ascii2: number;
  private readonly ascii3: number;
  /** U+0130 or U+212A occurs: the only characters whose lower case holds ASCII letters (i, k). */
  private readonly lowersToAscii: boolean;
  private lowerText: string | undefined;
  /** Longest run of ASCII upper-case letters and digits (`[A-Z0-9]{n}` occurs ⟺ `upperDigitRun >= n`). */
  readonly upperDigitRun: number;
  /**
   * Longest run of ASCII letters and digits (`[A-Za-z0-9]{n}` occurs ⟺ `alnumRun >= n`): long tokens are rare
   * in prose, so credential rules with common keywords (`token`, `pat`) skip most texts.
   */
  readonly alnumRun: number;

  constructor(readonly text: string) {
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let maxRun = 0;
    let run = 0;
    let maxGroup = 0;
    let group = 0;
    let gap = 0; // separators since the last digit of the current group
    let nonAscii = false;
    let hangul = false;
    let lowersToAscii = false;
    let upperDigit = 0;
    let maxUpperDigit = 0;
    let alnum = 0;
    let maxAlnum = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) {
        const bit = 1 << (c & 31);
        if (c < 0x20) a0 |= bit;
        else if (c < 0x40) a1 |= bit;
        else if (c < 0x60) a2 |= bit;
        else a3 |= bit;
        if (c >= 0x30 && c <= 0x39) {
          if (++upperDigit > maxUpperDigit) maxUpperDigit = upperDigit;
          if (++alnum > maxAlnum) maxAlnum = alnum;
          if (++run > maxRun) maxRun = run;
          if (group > 0 && gap <= MAX_SEPARATORS_IN_GROUP) group++;
          else group = 1;
          if (group > maxGroup) maxGroup = group;
          gap = 0;
          continue;
        }
        const folded = fold(c);
        if (folded >= 0x61 && folded <= 0x7a) {
          // A letter: any case continues an alphanumeric run, upper case an upper-case/digit run.
          if (++alnum > maxAlnum) maxAlnum = alnum;
          if (c <= 0x5a) {
            if (++upperDigit > maxUpperDigit) maxUpperDigit = upperDigit;
          } else upperDigit = 0;
        } else {
          alnum = 0;
          upperDigit = 0;
        }
      } else {
        alnum = 0;
        upperDigit = 0;
        nonAscii = true;
        if (c >= 0xac00 && c <= 0xd7a3) hangul = true;
        else if (c === 0x130 || c === 0x212a) lowersToAscii = true;
      }
      run = 0;
      if (group > 0) {
        if (isDigitSeparator(c)) gap++;
        else group = 0;
      }
    }
    this.upperDigitRun = maxUpperDigit;
    this.alnumRun = maxAlnum;
    this.maxDigitRun = maxRun;
    this.maxDigitGroup = maxGroup;
    this.hasNonAscii = nonAscii;
    this.hasHangul = hangul;
    this.lowersToAscii = lowersToAscii;
    this.ascii0 = a0;
    this.ascii1 = a1;
    this.ascii2 = a2;
    this.ascii3 = a3;
  }

  private starts: WordStarts | undefined;

  /** Word starts for the prose scanners (`WordStarts`), computed once on first use. */
  get wordStarts(): WordStarts {
    return (this.starts ??= scanWordStarts(this.text));
  }

  /** `text.toLowerCase()`, computed once on first use. */
  get lower(): string {
    return (this.lowerText ??= this.text.toLowerCase());
  }

  /** True when the ASCII character `ch` (one UTF-16 unit) occurs in the text. */
  hasChar(ch: string): boolean {
    const c = ch.charCodeAt(0);
    if (c >= 0x80) return this.text.includes(ch);
    const word = c < 0x20 ? this.ascii0 : c < 0x40 ? this.ascii1 : c < 0x60 ? this.ascii2 : this.ascii3;
    return (word & (1 << (c & 31))) !== 0;
  }

  /** Some ASCII digit occurs. */
  get hasDigit(): boolean {
    return this.maxDigitRun > 0;
  }

  /** Some ASCII upper-case letter occurs. */
  get hasAsciiUpper(): boolean {
    // bits 0x41–0x5a live in word 2 (0x40–0x5f): bits 1–26
    return (this.ascii2 & 0x07fffffe) !== 0;
  }

  /** Some ASCII lower-case letter occurs. */
  get hasAsciiLower(): boolean {
    return (this.ascii3 & 0x07fffffe) !== 0;
  }

  /** True when `keyword` occurs in the text (case-sensitive). */
  includes(keyword: string): boolean {
    return this.text.includes(keyword);
  }

  /** True when the lower-case `keyword` occurs in the lower-cased text. */
  includesLower(keyword: string): boolean {
    return this.lower.includes(keyword);
  }

  /** Some keyword of the prepared set occurs (in the lower-cased text for a `lowerCase` set). */
  includesAnyOf(set: KeywordSet): boolean {
    const { keywords, bigrams } = set;
    for (let i = 0; i < keywords.length; i++) {
      if (!set.lowerCase || !this.lowersToAscii) {
        if (!this.hasBigrams(bigrams[i]!)) continue;
      }
      if ((set.lowerCase ? this.lower : this.text).includes(keywords[i]!)) return true;
    }
    return false;
  }

  /** Some keyword occurs (case-sensitive). */
  includesAny(keywords: readonly string[]): boolean {
    for (const k of keywords) if (this.includes(k)) return true;
    return false;
  }

  /** Some lower-case keyword occurs in the lower-cased text. */
  includesAnyLower(keywords: readonly string[]): boolean {
    for (const k of keywords) if (this.includesLower(k)) return true;
    return false;
  }

  /** Every one of these bigram bits is present in the text. */
  private hasBigrams(indices: Int32Array): boolean {
    if (bigramOwner !== this) {
      fillBigrams(this.text);
      bigramOwner = this;
    }
    for (let i = 0; i < indices.length; i++) {
      const b = indices[i]!;
      if ((BIGRAMS[b >>> 5]! & (1 << (b & 31))) === 0) return false;
    }
    return true;
  }
}
