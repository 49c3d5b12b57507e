/**
 * A word tokenizer with exact offsets, for the finders that read prose a word at a time (the name model in
 * ../ner/, PERSON's lower-case names in ../detectors/person/, and any finder that needs words rather than characters).
 *
 * Every token is `[start, end)` in UTF-16 code units of the text it was cut from (`text.slice(start, end)` is
 * the token), tokens are in text order, never overlap and never hold whitespace. What lies between two tokens is
 * whitespace only. Token kinds:
 *
 * - `word`: a letter (any script: Latin, Hangul, Cyrillic, CJK, …), then letters, combining marks and digits.
 *   An apostrophe (`'` or `’`) or a hyphen joins two letter runs into one word when a letter follows it
 *   (`O'Brien`, `Ji-woo`, `Hopper-Lee`, `don't`); a possessive `'s` stays inside the word it follows (`Anna's`:
 *   the reader may strip it, see `possessiveEnd`). A word ends where the script changes between Hangul and
 *   another script (`Seoul시` → `Seoul`, `시`), so a Korean word is never glued to a Latin one.
 * - `number`: an ASCII or other decimal digit, then digits and letters (`221B`, `3rd`), with `.`, `,`, `:`, `/`
 *   or `-` inside when a digit follows it (`1,250.00`, `12:30`, `2024-01-05`).
 * - `punct`: any other character that is not whitespace (`.`, `,`, `@`, an emoji as one code point); a run of one
 *   such character repeated is one token (`...`, `---`, `!!!`).
 * - `newline` is not a token: `lineBreakBefore` tells whether a line break lies between a token and the one
 *   before it (letterheads and lists are read by line).
 *
 * Invariants (test/engine/text/tokens.test.ts, property-based): offsets are strictly increasing and within the
 * text; the text outside tokens is whitespace only; no token holds whitespace; a surrogate pair is never split.
 */

export type TokenKind = 'word' | 'number' | 'punct';

export interface Token {
  readonly start: number;
  readonly end: number;
  readonly kind: TokenKind;
  /** A line break (`\n`, `\r`, U+2028/2029) lies between this token and the previous one (or before the first). */
  readonly lineBreakBefore: boolean;
}

const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
const DIGIT = /\p{Nd}/u;
const SPACE = /\s/u;

/** Character classes of a code point: 1 letter, 2 mark, 3 digit, 4 whitespace, 5 other. */
const C_LETTER = 1;
const C_MARK = 2;
const C_DIGIT = 3;
const C_SPACE = 4;
const C_OTHER = 5;

/** The class of a character by its Unicode properties: the definition `classOf` answers. */
function classByProperties(cp: number): number {
  const ch = String.fromCodePoint(cp);
  return LETTER.test(ch) ? C_LETTER : MARK.test(ch) ? C_MARK : DIGIT.test(ch) ? C_DIGIT : SPACE.test(ch) ? C_SPACE : C_OTHER;
}

/** Below this code point, classes are read from NEAR_ASCII (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic). */
const NEAR_ASCII_END = 0x800;
/** The class of every code point below NEAR_ASCII_END, computed once at load (2,048 characters), never changed. */
const NEAR_ASCII = Uint8Array.from({ length: NEAR_ASCII_END }, (_, cp) => classByProperties(cp));

/**
 * The class of a code point: below NEAR_ASCII_END from its table, Hangul syllables and jamo and CJK unified
 * ideographs (U+4E00–U+9FFF) as letters at once, any other by its properties, each of those answers kept in `known`
 * for the text being cut.
 */
function classOf(cp: number, known: Map<number, number>): number {
  if (cp < NEAR_ASCII_END) return NEAR_ASCII[cp]!;
  if (isHangulCode(cp) || (cp >= 0x4e00 && cp <= 0x9fff)) return C_LETTER;
  let c = known.get(cp);
  if (c === undefined) known.set(cp, (c = classByProperties(cp)));
  return c;
}

/** Hangul syllables and jamo (compatibility and conjoining). */
export function isHangulCode(cp: number): boolean {
  return (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0x3131 && cp <= 0x318e) || (cp >= 0x1100 && cp <= 0x11ff);
}

const isLineBreak = (cp: number): boolean => cp === 0x0a || cp === 0x0d || cp === 0x2028 || cp === 0x2029;
const isJoiner = (cp: number): boolean => cp === 0x27 || cp === 0x2019 || cp === 0x2d;
const isNumberJoiner = (cp: number): boolean => cp === 0x2e || cp === 0x2c || cp === 0x3a || cp === 0x2f || cp === 0x2d;

/** The code point at `i` and its length in UTF-16 units (a lone surrogate counts as one unit). */
function cpAt(text: string, i: number): number {
  return text.codePointAt(i) ?? 0;
}
const width = (cp: number): number => (cp > 0xffff ? 2 : 1);

/** Cuts `text` into tokens (see the module comment). Linear in the text. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const n = text.length;
  const known = new Map<number, number>();
  let i = 0;
  let lineBreak = true;
  while (i < n) {
    const cp = cpAt(text, i);
    const cls = classOf(cp, known);
    if (cls === C_SPACE) {
      if (isLineBreak(cp)) lineBreak = true;
      i += 1;
      continue;
    }
    const start = i;
    let kind: TokenKind;
    if (cls === C_LETTER || cls === C_MARK) {
      kind = 'word';
      const hangul = isHangulCode(cp);
      i += width(cp);
      while (i < n) {
        const c = cpAt(text, i);
        const k = classOf(c, known);
        if (k === C_LETTER) {
          if (isHangulCode(c) !== hangul) break;
        } else if (k === C_MARK || k === C_DIGIT) {
          // marks and digits continue a word
        } else if (isJoiner(c) && i + 1 < n) {
          const after = cpAt(text, i + 1);
          if (classOf(after, known) !== C_LETTER || isHangulCode(after) !== hangul) break;
        } else break;
        i += width(c);
      }
    } else if (cls === C_DIGIT) {
      kind = 'number';
      i += width(cp);
      while (i < n) {
        const c = cpAt(text, i);
        const k = classOf(c, known);
        if (k === C_DIGIT || (k === C_LETTER && !isHangulCode(c)) || k === C_MARK) {
          i += width(c);
        } else if (isNumberJoiner(c) && i + 1 < n && classOf(cpAt(text, i + 1), known) === C_DIGIT) {
          i += 1;
        } else break;
      }
    } else {
      kind = 'punct';
      i += width(cp);
      while (i < n && cpAt(text, i) === cp) i += width(cp);
    }
    tokens.push({ start, end: i, kind, lineBreakBefore: lineBreak });
    lineBreak = false;
  }
  return tokens;
}

/**
 * The end of a word token without a final `'s`/`’s` after two letters or more (`Anna's` → the end of `Anna`; a
 * contraction such as `it's` is cut the same way), else its end.
 */
export function possessiveEnd(text: string, token: Token): number {
  const e = token.end;
  if (token.kind !== 'word' || e - token.start < 4) return e;
  const q = text.charCodeAt(e - 2);
  const s = text.charCodeAt(e - 1);
  return (s === 0x73 || s === 0x53) && (q === 0x27 || q === 0x2019) ? e - 2 : e;
}
