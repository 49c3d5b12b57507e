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
  /** ASCII characters present: bit c of the 128-bit set. */
  private readonly ascii: Uint32Array;
  /**
   * ASCII bigrams present, letters folded to lower case: bit (a << 7 | b). Used to rule out a keyword
   * without searching for it; a hit is confirmed with `includes`.
   */
  private readonly bigrams: Uint32Array;
  /** U+0130 or U+212A occurs: the only characters whose lower case holds ASCII letters (i, k). */
  private readonly lowersToAscii: boolean;
  private lowerText: string | undefined;
  private upperDigitRunLength: number | undefined;

  constructor(readonly text: string) {
    const ascii = new Uint32Array(4);
    const bigrams = new Uint32Array(512);
    let maxRun = 0;
    let run = 0;
    let maxGroup = 0;
    let group = 0;
    let gap = 0; // separators since the last digit of the current group
    let nonAscii = false;
    let hangul = false;
    let lowersToAscii = false;
    let prev = -1; // previous ASCII code, folded; -1 after a non-ASCII character
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) {
        ascii[c >>> 5]! |= 1 << (c & 31);
        const folded = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
        if (prev >= 0) {
          const b = (prev << 7) | folded;
          bigrams[b >>> 5]! |= 1 << (b & 31);
        }
        prev = folded;
        if (c >= 0x30 && c <= 0x39) {
          if (++run > maxRun) maxRun = run;
          if (group > 0 && gap <= MAX_SEPARATORS_IN_GROUP) group++;
          else group = 1;
          if (group > maxGroup) maxGroup = group;
          gap = 0;
          continue;
        }
      } else {
        nonAscii = true;
        if (c >= 0xac00 && c <= 0xd7a3) hangul = true;
        else if (c === 0x130 || c === 0x212a) lowersToAscii = true;
        prev = -1;
      }
      run = 0;
      if (group > 0) {
        if (isDigitSeparator(c)) gap++;
        else group = 0;
      }
    }
    this.maxDigitRun = maxRun;
    this.maxDigitGroup = maxGroup;
    this.hasNonAscii = nonAscii;
    this.hasHangul = hangul;
    this.lowersToAscii = lowersToAscii;
    this.ascii = ascii;
    this.bigrams = bigrams;
  }

  /** `text.toLowerCase()`, computed once on first use. */
  get lower(): string {
    return (this.lowerText ??= this.text.toLowerCase());
  }

  /** True when the ASCII character `ch` (one UTF-16 unit) occurs in the text. */
  hasChar(ch: string): boolean {
    const c = ch.charCodeAt(0);
    return c < 0x80 ? (this.ascii[c >>> 5]! & (1 << (c & 31))) !== 0 : this.text.includes(ch);
  }

  /**
   * Longest run of ASCII upper-case letters and digits when it is at least 8 long, else 0 (`[A-Z0-9]{n}`
   * occurs, for n ≥ 8, ⟺ `upperDigitRun >= n`). Computed on first use by one native scan for such runs.
   */
  get upperDigitRun(): number {
    if (this.upperDigitRunLength === undefined) {
      let longest = 0;
      if (this.hasAsciiUpper || this.maxDigitRun >= 8) {
        const re = /[A-Z0-9]{8,}/g;
        for (let m = re.exec(this.text); m !== null; m = re.exec(this.text)) longest = Math.max(longest, m[0].length);
      }
      this.upperDigitRunLength = longest;
    }
    return this.upperDigitRunLength;
  }

  /** Some ASCII digit occurs. */
  get hasDigit(): boolean {
    return this.maxDigitRun > 0;
  }

  /** Some ASCII upper-case letter occurs. */
  get hasAsciiUpper(): boolean {
    // bits 0x41–0x5a live in word 2 (0x40–0x5f): bits 1–26
    return (this.ascii[2]! & 0x07fffffe) !== 0;
  }

  /** Some ASCII lower-case letter occurs. */
  get hasAsciiLower(): boolean {
    return (this.ascii[3]! & 0x07fffffe) !== 0;
  }

  /**
   * True when `keyword` occurs in the text (case-sensitive). Keywords whose folded bigrams are not all present
   * are ruled out without a search.
   */
  includes(keyword: string): boolean {
    return this.mayContain(keyword) && this.text.includes(keyword);
  }

  /** True when the lower-case `keyword` occurs in the lower-cased text. */
  includesLower(keyword: string): boolean {
    return (this.lowersToAscii || this.mayContain(keyword)) && this.lower.includes(keyword);
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

  /** False only when some ASCII bigram of `keyword` (letters folded) is absent from the text. */
  private mayContain(keyword: string): boolean {
    let prev = -1;
    for (let i = 0; i < keyword.length; i++) {
      const c = keyword.charCodeAt(i);
      if (c >= 0x80) {
        // Lower-casing may map non-ASCII to ASCII (U+212A KELVIN SIGN → k): no bigram claim across it.
        prev = -1;
        continue;
      }
      const folded = c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
      if (prev >= 0) {
        const b = (prev << 7) | folded;
        if ((this.bigrams[b >>> 5]! & (1 << (b & 31))) === 0) return false;
      }
      prev = folded;
    }
    return true;
  }
}
