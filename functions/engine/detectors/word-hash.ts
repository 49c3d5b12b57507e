/**
 * Cheap membership pre-tests for the prose scanners (person, location): a number hashed from a word's char
 * codes, looked up in a set of the lexicon's hashes, before any `slice`/`toLowerCase`/string-set lookup. Most
 * capitalised words of prose (`The`, `Please`, `SQL`) are in no lexicon, and a miss in the hash set proves it
 * without allocating a string. A hit (or a word with a character outside ASCII, where lower-casing is not a
 * per-character affair: `İ`, the Kelvin sign) falls back to the exact string lookup, so results never change.
 * Used by the prose finders (person, location, street address, date-time) only.
 */

import { codeAt, isAsciiLetter } from '../text/ascii';

// The prose finders read the character tests through this module.
export { codeAt, isAsciiAlnum, isAsciiDigit, isAsciiLetter, isAsciiLower, isAsciiUpper, isHangulSyllable } from '../text/ascii';

const LETTER = /[\p{L}\p{M}]/u;

/** Whether the UTF-16 unit at `i` is a letter or a mark (`[\p{L}\p{M}]`; false outside the text), ASCII read on its code. */
export function letterAt(text: string, i: number): boolean {
  const c = codeAt(text, i);
  return c < 0x80 ? isAsciiLetter(c) : LETTER.test(text.charAt(i));
}

/** The number of slots of a table indexed by `capitalPair`. */
export const CAPITAL_PAIRS = 26 << 7;

/**
 * The slot of a word's first two characters in a table of CAPITAL_PAIRS slots, when they are an ASCII capital
 * and an ASCII character (0, what `codeAt` reads past the end, included); -1 otherwise.
 */
export const capitalPair = (first: number, second: number): number =>
  first >= 0x41 && first <= 0x5a && second < 0x80 ? ((first - 0x41) << 7) | second : -1;

/**
 * `entries` grouped by the `capitalPair` of their words' first two characters, in a table read by index (no
 * hashing per capital): the few words a capital may start are those in its slot. Every word must start with an
 * ASCII capital and an ASCII character.
 */
export function byCapitalPair<T>(entries: Iterable<readonly [string, T]>): readonly (readonly T[] | undefined)[] {
  // Every slot filled (no holes): the array stays a packed one.
  const slots: (T[] | undefined)[] = Array.from({ length: CAPITAL_PAIRS }, () => undefined);
  for (const [word, value] of entries) {
    const slot = capitalPair(word.charCodeAt(0), word.charCodeAt(1));
    if (slot < 0) throw new Error(`byCapitalPair: '${word}' does not start with an ASCII capital and an ASCII character`);
    (slots[slot] ??= []).push(value);
  }
  return slots;
}

/** 30 bits: the hash stays a small integer (a Smi), which a `Set<number>` looks up without boxing. */
export const HASH_MASK = 0x3fffffff;

/**
 * One step of the word hash: `h` extended by the character code `c`. Every hash a filter is tested with is built
 * from these steps (`asciiHash`, `lowerAsciiHash`, and the scanners' own char-code loops), so a miss stays a proof.
 */
export const hashStep = (h: number, c: number): number => (Math.imul(h, 31) + c) & HASH_MASK;

/**
 * Hash of `text[from, to)` with ASCII letters lower-cased; -1 when a character is outside ASCII. `seed`: the hash
 * of what comes before (the result is then the hash of that and `text[from, to)` together).
 */
export function lowerAsciiHash(text: string, from: number, to: number, seed = 0): number {
  let h = seed;
  for (let i = from; i < to; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0x80) return -1;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    h = hashStep(h, c);
  }
  return h;
}

/** Hash of `text[from, to)` as it stands (case-sensitive); -1 when a character is outside ASCII. */
export function asciiHash(text: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return -1;
    h = hashStep(h, c);
  }
  return h;
}

/**
 * A set of word hashes that answers "maybe" or "certainly not": two bits per hash in one 32-bit word of a bit
 * array sized to the set (about 32 bits per entry, at most 2^18 bits, 32 KB) — the word chosen by the top bits of
 * a multiplicative mix of the hash, the two bits by that mix and by a second one. A miss proves the hash is not
 * in the set; a hit may be a collision (about one per cent on the lexicons of ~10,000 names, a quarter to a fifth
 * of what one bit per hash gives, for the same single memory read), which only sends the word to the exact string
 * lookup that follows every hit. A `Set<number>` answers the same question exactly, but its lookup (~30 ns, more on a cold
 * cache) cost more than the whole char-code scan of a word, paid once per capitalised word.
 */
export class HashFilter {
  private readonly bits: Int32Array;
  private readonly shift: number;
  constructor(hashes: Iterable<number>) {
    const list = [...hashes];
    let log2 = 6;
    while (log2 < 18 && 1 << log2 < list.length * 32) log2++;
    this.bits = new Int32Array(1 << (log2 - 5));
    this.shift = 32 - log2;
    for (const h of list) {
      const b = Math.imul(h, 0x9e3779b1) >>> this.shift;
      this.bits[b >>> 5]! |= (1 << (b & 31)) | (1 << (Math.imul(h, 0x85ebca6b) >>> 27));
    }
  }
  /** False when `hash` is certainly not in the set (always false for -1, the hash of a non-ASCII word). */
  mayHave(hash: number): boolean {
    if (hash < 0) return false;
    const b = Math.imul(hash, 0x9e3779b1) >>> this.shift;
    const marks = (1 << (b & 31)) | (1 << (Math.imul(hash, 0x85ebca6b) >>> 27));
    return (this.bits[b >>> 5]! & marks) === marks;
  }
}

/**
 * The hashes of the ASCII entries of `words` (`hash` is `lowerAsciiHash` for a set of lower-case words,
 * `asciiHash` for a case-sensitive one), as a `HashFilter`. Entries with other characters are left out: their
 * lookups never take the shortcut (the word's hash is -1, which callers test first).
 */
export function hashesOf(words: Iterable<string>, hash: (text: string, from: number, to: number) => number): HashFilter {
  const out: number[] = [];
  for (const w of words) {
    const h = hash(w, 0, w.length);
    if (h >= 0) out.push(h);
  }
  return new HashFilter(out);
}
