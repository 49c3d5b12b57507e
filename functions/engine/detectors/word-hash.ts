/**
 * Cheap membership pre-tests for the prose scanners (person, location): a number hashed from a word's char
 * codes, looked up in a set of the lexicon's hashes, before any `slice`/`toLowerCase`/string-set lookup. Most
 * capitalised words of prose (`The`, `Please`, `SQL`) are in no lexicon, and a miss in the hash set proves it
 * without allocating a string. A hit (or a word with a character outside ASCII, where lower-casing is not a
 * per-character affair: `İ`, the Kelvin sign) falls back to the exact string lookup, so results never change.
 */

/** 30 bits: the hash stays a small integer (a Smi), which a `Set<number>` looks up without boxing. */
export const HASH_MASK = 0x3fffffff;

/** Hash of `text[from, to)` with ASCII letters lower-cased; -1 when a character is outside ASCII. */
export function lowerAsciiHash(text: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0x80) return -1;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    h = (Math.imul(h, 31) + c) & HASH_MASK;
  }
  return h;
}

/** Hash of `text[from, to)` as it stands (case-sensitive); -1 when a character is outside ASCII. */
export function asciiHash(text: string, from: number, to: number): number {
  let h = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) return -1;
    h = (Math.imul(h, 31) + c) & HASH_MASK;
  }
  return h;
}

/**
 * The hashes of the ASCII entries of `words` (`hash` is `lowerAsciiHash` for a set of lower-case words,
 * `asciiHash` for a case-sensitive one). Entries with other characters are left out: their lookups never take
 * the shortcut (the word's hash is -1).
 */
export function hashesOf(words: Iterable<string>, hash: (text: string, from: number, to: number) => number): ReadonlySet<number> {
  const out = new Set<number>();
  for (const w of words) {
    const h = hash(w, 0, w.length);
    if (h >= 0) out.add(h);
  }
  return out;
}
