import * as chars from '../../../functions/engine/text/chars';
import { foldString } from '../../../functions/engine/text/fold';

// Local bindings: hot loops call these per character, and a module namespace's getter per call (as CommonJS
// transpilers emit for imports) costs several times the work itself.
const isHangul = chars.isHangul;
const isScriptioContinua = chars.isScriptioContinua;
const isSpace = chars.isSpace;
const isWordAt = chars.wordChars.isWordAt;
const isWordBefore = chars.wordChars.isWordBefore;

/**
 * Finds words and phrases of a list in folded text, at word boundaries, in one left-to-right pass.
 *
 * Why not a regular expression: a V8 alternation of 10,000 entries (even factored into a trie) took seconds to
 * compile and was slower than this walk by orders of magnitude once Korean entries widened the first-character
 * branching; Aho-Corasick packages were slow on Korean (LOCAL-STACK.md). This is a character trie walked only
 * from word starts, so the work per text is linear in its length times the depth of the trie that matches.
 *
 * Boundary rules (decided here, documented in the README):
 * - an entry starts at a word start: the character before is not a letter, digit or mark;
 * - an entry ends at a word end: the character after is not a letter, digit or mark — except when the entry's
 *   last character is Hangul, because Korean attaches particles and endings to the word (`씨발놈아` holds
 *   `씨발`): a Hangul entry matches as a prefix of a Hangul word;
 * - in scripts written without spaces (Han, kana, Thai, …) neither boundary is required;
 * - a space in an entry matches any run of whitespace (spaces, tabs, line breaks) in the text;
 * - of the entries that match at one position, the longest wins; matches do not overlap, and the end of a
 *   match counts as a word boundary for the next one (as it will once the match is masked).
 */
export interface PhraseMatch<T> {
  /** Folded-text UTF-16 indices. */
  readonly start: number;
  readonly end: number;
  readonly value: T;
}

export interface PhraseMatcher<T> {
  readonly size: number;
  find(folded: string): PhraseMatch<T>[];
}

/**
 * The folded, whitespace-collapsed form of a list entry, or undefined when it cannot be matched: empty, or
 * not starting and ending with a letter or digit (boundaries are defined on letters and digits).
 */
export function normalizeEntry(raw: string): string | undefined {
  const s = foldString(raw).replace(/\s+/gu, ' ').trim();
  if (s.length === 0 || !isWordAt(s, 0) || !isWordBefore(s, s.length)) return undefined;
  return s;
}

/**
 * Builds a matcher. `entries` must already be normalized (normalizeEntry). When two entries fold to the same
 * phrase, `merge` decides the value kept.
 */
export function createPhraseMatcher<T>(
  entries: Iterable<{ readonly phrase: string; readonly value: T }>,
  merge: (kept: T, added: T) => T,
): PhraseMatcher<T> {
  // Built with a Map per node, then flattened into one open-addressing hash table of edges
  // (node, UTF-16 unit) → child: a lookup is a multiply and one or two array reads, no Map per step.
  const children: Map<number, number>[] = [new Map()];
  const values: (T | undefined)[] = [undefined];
  const rightFree: number[] = [0];
  /** First UTF-16 unit of some entry: positions starting with anything else are skipped at once. */
  const first = new Uint8Array(0x10000);
  let size = 0;
  for (const { phrase, value } of entries) {
    let node = 0;
    for (let i = 0; i < phrase.length; i++) {
      const c = phrase.charCodeAt(i);
      let next = children[node]!.get(c);
      if (next === undefined) {
        next = children.length;
        children.push(new Map());
        values.push(undefined);
        rightFree.push(0);
        children[node]!.set(c, next);
      }
      node = next;
    }
    first[phrase.charCodeAt(0)] = 1;
    const kept = values[node];
    if (kept === undefined) size++;
    values[node] = kept === undefined ? value : merge(kept, value);
    const last = lastCodePoint(phrase);
    rightFree[node] = isHangul(last) || isScriptioContinua(last) ? 1 : 0;
  }
  let slots = 16;
  while (slots < children.length * 2) slots *= 2;
  const mask = slots - 1;
  const edgeFrom = new Int32Array(slots).fill(-1);
  const edgeUnit = new Uint16Array(slots);
  const edgeTo = new Int32Array(slots);
  children.forEach((edges, from) => {
    for (const [unit, to] of edges) {
      let h = slot(from, unit) & mask;
      while (edgeFrom[h] !== -1) h = (h + 1) & mask;
      edgeFrom[h] = from;
      edgeUnit[h] = unit;
      edgeTo[h] = to;
    }
  });
  children.length = 0;
  const terminal = Uint8Array.from(values, (v) => (v === undefined ? 0 : 1));
  const free = Uint8Array.from(rightFree);

  function child(from: number, unit: number): number {
    let h = slot(from, unit) & mask;
    for (;;) {
      const f = edgeFrom[h]!;
      if (f === -1) return -1;
      if (f === from && edgeUnit[h] === unit) return edgeTo[h]!;
      h = (h + 1) & mask;
    }
  }

  // The longest entry matching at a position (walk's result): its end and terminal node; bestNode -1 for none.
  let bestEnd = 0;
  let bestNode = -1;
  function walk(s: string, p: number): void {
    let node = 0;
    bestNode = -1;
    let q = p;
    while (q < s.length) {
      const c = s.charCodeAt(q);
      if (isSpace(c)) {
        const next = child(node, 0x20);
        if (next === -1) return;
        q++;
        while (q < s.length && isSpace(s.charCodeAt(q))) q++;
        node = next;
        continue;
      }
      const next = child(node, c);
      if (next === -1) return;
      node = next;
      q++;
      if (terminal[node] === 1 && (free[node] === 1 || !isWordAt(s, q))) {
        bestEnd = q;
        bestNode = node;
      }
    }
  }

  return {
    size,
    find(s) {
      const out: PhraseMatch<T>[] = [];
      if (size === 0) return out;
      let prevWord = false;
      for (let p = 0; p < s.length; ) {
        const c = s.charCodeAt(p);
        const word = isWordAt(s, p);
        if (word && first[c] === 1 && (!prevWord || isScriptioContinua(c))) {
          walk(s, p);
          if (bestNode !== -1) {
            out.push({ start: p, end: bestEnd, value: values[bestNode]! });
            p = bestEnd;
            // The end of a match counts as a boundary, as it will once the match is masked: in `가나ab` after a
            // Hangul entry `가나`, `ab` may match too, so masking is idempotent.
            prevWord = false;
            continue;
          }
        }
        prevWord = word;
        p += c >= 0xd800 && c <= 0xdbff && p + 1 < s.length ? 2 : 1;
      }
      return out;
    },
  };
}

/** Hash of an edge (node, UTF-16 unit) for the edge table. */
function slot(from: number, unit: number): number {
  let h = Math.imul(from, 0x9e3779b1) ^ unit;
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

function lastCodePoint(s: string): number {
  const c = s.charCodeAt(s.length - 1);
  if (c >= 0xdc00 && c <= 0xdfff && s.length >= 2) return s.codePointAt(s.length - 2)!;
  return c;
}
