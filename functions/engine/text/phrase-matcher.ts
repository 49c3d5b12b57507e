import { createStartAutomaton, END_MARK, leftmostLongest, START_MARK, SymbolStream } from './aho-corasick';
import * as chars from './chars';
import { foldString } from './fold';

// Local bindings: hot loops call these per character, and a module namespace's getter per call (as CommonJS
// transpilers emit for imports) costs several times the work itself.
const isHangul = chars.isHangul;
const isScriptioContinua = chars.isScriptioContinua;
const isSpace = chars.isSpace;

/**
 * Finds words and phrases of a list in folded text, at word boundaries, in time linear in the text whatever the
 * list (text/aho-corasick.ts: the longest entry starting at every position, then one left-to-right pick).
 *
 * Why not a regular expression: a V8 alternation of 10,000 entries (even factored into a trie) took seconds to
 * compile and was slower by orders of magnitude once Korean entries widened the first-character branching;
 * Aho-Corasick packages were slow on Korean (LOCAL-STACK.md). Why not a trie walked from every word start: a
 * shared prefix is re-read once per start, so text × prefix length (4,000 entries sharing 90 characters against a
 * text repeating that prefix).
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
 *
 * The boundaries are symbols: the text and the entries carry START_MARK before a word start (unless the
 * character is of a script without spaces) and END_MARK after a word end (unless the character before is
 * Hangul or of such a script), so an entry matching symbol for symbol satisfies its boundaries. Inside an entry
 * the marks fall where they fall in any text holding the entry, since they depend only on the two characters
 * around them.
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
  if (s.length === 0 || !chars.wordChars.isWordAt(s, 0) || !chars.wordChars.isWordBefore(s, s.length)) return undefined;
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
  const ids = new Map<string, number>();
  const values: T[] = [];
  const symbols: Int32Array[] = [];
  // The matcher's own word-character answers, kept for its texts (chars.ts).
  const wordChars = chars.createWordChars();
  for (const { phrase, value } of entries) {
    const id = ids.get(phrase);
    if (id !== undefined) {
      values[id] = merge(values[id]!, value);
      continue;
    }
    ids.set(phrase, values.length);
    values.push(value);
    const { stream } = toSymbols(phrase, false, wordChars);
    symbols.push(stream.symbols.slice(0, stream.n));
  }
  const size = values.length;
  const automaton = createStartAutomaton(symbols);

  return {
    size,
    find(s) {
      const out: PhraseMatch<T>[] = [];
      if (size === 0) return out;
      const { stream, gluedStart } = toSymbols(s, true, wordChars);
      const found = automaton.longestStarts(stream.symbols, stream.n, gluedStart);
      const { start, end } = stream;
      leftmostLongest(found, automaton.lengths, stream.n, (id, first, last) => {
        out.push({ start: start[first]!, end: end[last - 1]!, value: values[id]! });
      });
      return out;
    },
  };
}

/**
 * Folded text (or an entry) as symbols: code units, a whitespace run as one space, and the boundary marks.
 * For a text, `gluedStart[k]` is 1 at a word character that would take a START_MARK were the character before it
 * not a letter (the symbol right after a match ending inside a word).
 */
function toSymbols(s: string, text: boolean, wordChars: chars.WordChars): { stream: SymbolStream; gluedStart: Uint8Array | undefined } {
  const stream = new SymbolStream(2 * s.length + 1);
  const glued = text ? new Uint8Array(2 * s.length + 1) : undefined;
  /** The previous character is a word character that needs an END_MARK after it (not Hangul, not spaceless). */
  let prevBoundedWord = false;
  let prevWord = false;
  for (let p = 0; p < s.length; ) {
    const c = s.charCodeAt(p);
    if (isSpace(c)) {
      if (prevBoundedWord) stream.push(END_MARK, p, p);
      let q = p + 1;
      while (q < s.length && isSpace(s.charCodeAt(q))) q++;
      stream.push(0x20, p, q);
      prevWord = prevBoundedWord = false;
      p = q;
      continue;
    }
    const word = wordChars.isWordAt(s, p);
    const pair = c >= 0xd800 && c <= 0xdbff && p + 1 < s.length;
    if (word) {
      if (!isScriptioContinua(c)) {
        if (!prevWord) stream.push(START_MARK, p, p);
        else if (glued) glued[stream.n] = 1;
      }
    } else if (prevBoundedWord) stream.push(END_MARK, p, p);
    stream.push(c, p, p + 1);
    if (pair) stream.push(s.charCodeAt(p + 1), p + 1, p + 2);
    const cp = pair ? s.codePointAt(p)! : c;
    prevWord = word;
    prevBoundedWord = word && !isHangul(cp) && !isScriptioContinua(cp);
    p += pair ? 2 : 1;
  }
  if (prevBoundedWord) stream.push(END_MARK, s.length, s.length);
  return { stream, gluedStart: glued };
}
