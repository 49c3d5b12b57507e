import { createStartAutomaton, END_MARK, leftmostLongest, START_MARK, SymbolStream } from '../text/aho-corasick';

/**
 * Deny lists: operator-given phrases that are always reported, found in time linear in the text whatever the
 * list's length or how many phrases share a prefix (text/aho-corasick.ts: the longest phrase starting at every
 * position in one right-to-left pass, then one left-to-right pick). No regular expression is built from the
 * phrases, so operator input never becomes regex syntax and nothing can backtrack. (A V8 alternation of the
 * escaped phrases was measured first: fine at 1,000 phrases, but at 10,000 its first executions took over a
 * second and short texts ran interpreted at ~18 ms each — too slow for the inline path.)
 *
 * Matching is case-insensitive (JavaScript lower-casing, applied to the phrases and the text alike), and
 * whitespace inside a phrase matches any run of whitespace. Word boundaries: a phrase edge that is a letter,
 * digit or `_` must not touch another letter, digit or `_` (Unicode classes; JavaScript's `\b` is ASCII-only).
 * Edges in Hangul, Han, Hiragana, Katakana or Thai have no boundary check: those scripts attach particles
 * without a space (`홍길동은`) or use no spaces at all, so a boundary would miss most real mentions. Of the
 * phrases matching at one position the longest wins; matches do not overlap, in text order.
 *
 * The boundaries are symbols (as in text/phrase-matcher.ts): START_MARK before a bounded character (a letter,
 * digit or `_` outside those scripts) that no word character precedes, END_MARK after one that no word
 * character follows — in the text and in the phrases alike, so a phrase matching symbol for symbol has its
 * boundaries.
 */
export interface DenyListMatch {
  readonly start: number;
  readonly end: number;
  /** Index of the phrase in the configured list (for explanations), when it can be told. */
  readonly index: number | undefined;
}

export interface DenyList {
  matches(text: string): Iterable<DenyListMatch>;
}

/** A letter, digit or `_` outside the scripts written without spaces between words. */
const BOUNDED_WORD_CHAR = /^(?![\p{sc=Hang}\p{sc=Hani}\p{sc=Hira}\p{sc=Kana}\p{sc=Thai}])[\p{L}\p{N}_]$/u;
const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const WHITESPACE = /\s/;

/**
 * Lower-cases without moving offsets: whole-string when that keeps the length (nearly always), otherwise unit by
 * unit, keeping a unit whose lower case is longer (`İ`) as it is.
 */
function lowerAligned(s: string): string {
  const lower = s.toLowerCase();
  if (lower.length === s.length) return lower;
  let out = '';
  for (const c of s) {
    const l = c.toLowerCase();
    out += l.length === c.length ? l : c;
  }
  return out;
}

const isSpace = (unit: number) => unit === 32 || (unit < 128 ? unit >= 9 && unit <= 13 : WHITESPACE.test(String.fromCharCode(unit)));

/** Character classes of one compiled list: 1 word, 2 bounded word (implies word), 0 neither; memoised per BMP unit. */
function createClasses(): (cp: number) => number {
  const bmp = new Uint8Array(0x10000);
  const classify = (cp: number) => {
    const ch = String.fromCodePoint(cp);
    return BOUNDED_WORD_CHAR.test(ch) ? 2 : WORD_CHAR.test(ch) ? 1 : 0;
  };
  return (cp) => {
    if (cp >= 0x10000) return classify(cp);
    if (cp >= 0xd800 && cp <= 0xdfff) return 0; // a lone surrogate
    const k = bmp[cp]!;
    if (k !== 0) return k - 1;
    const c = classify(cp);
    bmp[cp] = c + 1;
    return c;
  };
}

/**
 * `lower` as symbols. Whether a character is a word character (for its neighbours' boundaries) is read on the
 * original text; whether it needs boundaries itself, on `lower` (as the phrases are lower-cased).
 */
function toSymbols(lower: string, orig: string, classOf: (cp: number) => number): SymbolStream {
  const stream = new SymbolStream(2 * lower.length + 1);
  const same = orig === lower; // once: comparing two distinct strings reads them whole
  let prevWord = false;
  let prevBounded = false;
  for (let i = 0; i < lower.length; ) {
    const c = lower.charCodeAt(i);
    if (isSpace(c)) {
      if (prevBounded) stream.push(END_MARK, i, i);
      let j = i + 1;
      while (j < lower.length && isSpace(lower.charCodeAt(j))) j++;
      stream.push(0x20, i, j);
      prevWord = prevBounded = false;
      i = j;
      continue;
    }
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < lower.length && (lower.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const width = pair ? 2 : 1;
    const lowerClass = classOf(pair ? lower.codePointAt(i)! : c);
    const bounded = lowerClass === 2;
    const word = (same ? lowerClass : classOf(pair ? orig.codePointAt(i)! : orig.charCodeAt(i))) !== 0;
    if (bounded && !prevWord) stream.push(START_MARK, i, i);
    else if (prevBounded && !word) stream.push(END_MARK, i, i);
    stream.push(c, i, i + 1);
    if (pair) stream.push(lower.charCodeAt(i + 1), i + 1, i + 2);
    prevWord = word;
    prevBounded = bounded;
    i += width;
  }
  if (prevBounded) stream.push(END_MARK, lower.length, lower.length);
  return stream;
}

export function compileDenyList(values: readonly string[]): DenyList | undefined {
  const seen = new Set<string>();
  const indices: number[] = [];
  const symbols: Int32Array[] = [];
  const classOf = createClasses();
  values.forEach((v, index) => {
    const text = lowerAligned(v.trim()).replace(/\s+/g, ' ');
    if (text === '' || seen.has(text)) return;
    seen.add(text);
    indices.push(index);
    const stream = toSymbols(text, text, classOf);
    symbols.push(stream.symbols.slice(0, stream.n));
  });
  if (symbols.length === 0) return undefined;
  const automaton = createStartAutomaton(symbols);

  return {
    matches(text) {
      const lower = lowerAligned(text);
      const stream = toSymbols(lower, text, classOf);
      const found = automaton.longestStarts(stream.symbols, stream.n);
      const out: DenyListMatch[] = [];
      leftmostLongest(found, automaton.lengths, stream.n, (id, first, end) => {
        out.push({ start: stream.start[first]!, end: stream.end[end - 1]!, index: indices[id] });
      });
      return out;
    },
  };
}
