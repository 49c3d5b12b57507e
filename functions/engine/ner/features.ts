import { isHangulCode as isHangulImported, possessiveEnd, tokenize } from '../text/tokens';
import {
  HANGUL_DOUBLE_SURNAMES as DOUBLE_SURNAMES,
  HANGUL_SUFFIX_MAX as SUFFIX_MAX,
  HANGUL_SUFFIXES as SUFFIXES,
  HANGUL_SURNAMES as SURNAMES,
  TITLES as TITLE_WORDS,
  type Lexicon,
} from './lexicon';
import { int32s } from './arrays';
import { NAME_LISTS, type LexiconFilter } from './lexicon-filter';

/** `Math` functions as module constants: hot loops call them per token (a global read is slow in some hosts' contexts). */
const { imul, min, max } = Math;


// Module-local references, read per token and per character (an import may be a getter once transpiled).
const isHangulCode = isHangulImported;
const HANGUL_SUFFIXES = SUFFIXES;
const HANGUL_SURNAMES = SURNAMES;
const HANGUL_DOUBLE_SURNAMES = DOUBLE_SURNAMES;
const HANGUL_SUFFIX_MAX = SUFFIX_MAX;
const TITLES = TITLE_WORDS;

/**
 * The name model's tokens and features, defined once here and read by both the trainer
 * (bin/train-name-model/train.ts) and the runtime (./model.ts): a model file is only valid with the feature
 * version it was trained with (`FEATURE_VERSION`, checked when the model loads).
 *
 * Each feature is a string (`template:value`) hashed to 32 bits (FNV-1a over its UTF-16 units); the model keeps a
 * weight per tag for the hashes it learnt. Nothing is allocated per feature: the hash is folded over the
 * template and value in place.
 */
export const FEATURE_VERSION = 3;

export interface NerToken {
  readonly start: number;
  /** End of the value the token contributes to a span: a final `'s` is left out (`Anna's` → `Anna`). */
  readonly end: number;
  /** The token as written (without the `'s`). */
  readonly word: string;
  readonly kind: 'word' | 'number' | 'punct';
  readonly lineBreakBefore: boolean;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a of `s[from, to)`'s UTF-16 units, from the state `h`. */
function foldRange(h: number, s: string, from: number, to: number): number {
  for (let i = from; i < to; i++) h = imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/**
 * `foldRange` of the lower-cased string, for a string `lowerForHash` gave (lower-cased already, or all ASCII: its
 * lower case is then its ASCII capitals lowered, unit for unit, and no lower-cased copy is built).
 */
export function foldLowerRange(h: number, s: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    h = imul(h ^ (c >= 0x41 && c <= 0x5a ? c + 0x20 : c), FNV_PRIME);
  }
  return h;
}

/** A word as `foldLowerRange` hashes it lower-cased: as it is when all ASCII, else lower-cased. */
export function lowerForHash(word: string): string {
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) >= 0x80) return word.toLowerCase();
  return word;
}

/** The hash of a string (FNV-1a). */
export const hashOf = (s: string): number => foldRange(FNV_OFFSET, s, 0, s.length);

/** One more part into a feature hash: the part's own hash, mixed as one FNV step. */
const mix = (h: number, part: number): number => imul(h ^ part, FNV_PRIME);

/** A feature template's seed: the hash of its name. */
const seed = hashOf;

/**
 * The model's tokens: the shared tokenizer's (../text/tokens.ts), with a final `'s` left out of a word, and a
 * Hangul word split before its longest known suffix (`김민수님이` → `김민수`, `님이`; `서울에서` → `서울`, `에서`)
 * when two to HANGUL_STEM_MAX syllables remain, so a Korean name or place is a token of its own.
 */
export function nerTokens(text: string): NerToken[] {
  const out: NerToken[] = [];
  for (const t of tokenize(text)) {
    const end = possessiveEnd(text, t);
    if (t.kind === 'word' && isHangulCode(text.charCodeAt(t.start))) {
      const cut = splitHangul(text, t.start, end);
      if (cut > 0) {
        out.push({ start: t.start, end: cut, word: text.slice(t.start, cut), kind: 'word', lineBreakBefore: t.lineBreakBefore });
        out.push({ start: cut, end, word: text.slice(cut, end), kind: 'word', lineBreakBefore: false });
        continue;
      }
    }
    out.push({ start: t.start, end, word: text.slice(t.start, end), kind: t.kind, lineBreakBefore: t.lineBreakBefore });
  }
  return out;
}

/** The longest Hangul stem split off a suffix: a name has two to four syllables, a place up to seven (`제주특별자치도`). */
const HANGUL_STEM_MAX = 7;

/** Where a Hangul word's longest known suffix starts, leaving two to HANGUL_STEM_MAX syllables before it; 0 when none does. */
function splitHangul(text: string, start: number, end: number): number {
  for (let cut = max(start + 2, end - HANGUL_SUFFIX_MAX); cut < end && cut - start <= HANGUL_STEM_MAX; cut++) {
    if (HANGUL_SUFFIXES.has(text.slice(cut, end))) return cut;
  }
  return 0;
}

/** Capitalisation class of a token. */
export function capClass(t: NerToken | undefined): string {
  if (t === undefined) return '^';
  if (t.kind === 'number') return 'd';
  if (t.kind === 'punct') return t.word;
  const w = t.word;
  const c = w.charCodeAt(0);
  if (isHangulCode(c)) return 'K';
  const first = w.charAt(0);
  const upper = first !== first.toLowerCase();
  const lowerFirst = first !== first.toUpperCase();
  if (!upper && !lowerFirst) return 'o'; // a script without case (CJK, …)
  const rest = w.slice(1);
  if (upper) {
    if (rest.length === 0) return 'X';
    if (rest === rest.toUpperCase() && rest !== rest.toLowerCase()) return 'XX';
    return rest === rest.toLowerCase() ? 'Xx' : 'XxX';
  }
  return w === w.toLowerCase() ? 'x' : 'xX';
}

/** Whether a token is a word whose first character has a lower-case form of its own (class X, Xx, XX or XxX). */
function startsUpper(t: NerToken): boolean {
  if (t.kind !== 'word') return false;
  const first = t.word.charAt(0);
  return first !== first.toLowerCase();
}

/** Whether token i or a neighbour within two is marked. */
function near(only: Uint8Array, i: number): boolean {
  for (let k = max(0, i - 2); k <= min(only.length - 1, i + 2); k++) if (only[k] !== 0) return true;
  return false;
}

/** Word shape: X, x, d or the character itself, runs collapsed, at most 6 symbols (`O'Brien` → `X'Xx`). */
export function shape(w: string): string {
  let out = '';
  let last = '';
  for (let i = 0; i < w.length && out.length < 6; i++) {
    const ch = w.charAt(i);
    const code = w.charCodeAt(i);
    const s =
      code >= 0x30 && code <= 0x39 ? 'd' : isHangulCode(code) ? 'K' : ch !== ch.toLowerCase() ? 'X' : ch !== ch.toUpperCase() ? 'x' : ch;
    if (s !== last) out += s;
    last = s;
  }
  return out;
}

/**
 * `capClass` and `hashOf(shape(w))` computed from the character codes of an ASCII word, without building strings;
 * any other word goes to the plain functions above, which define both. The featurisation of every token reads these
 * (profiled at over a tenth of the model's time on the realistic corpus); test/engine/ner/features.test.ts checks
 * them against the plain functions.
 */
export function capClassFast(t: NerToken): string {
  if (t.kind !== 'word') return capClass(t);
  const w = t.word;
  let upperRest = false;
  let lowerRest = false;
  for (let i = 1; i < w.length; i++) {
    const c = w.charCodeAt(i);
    if (c >= 0x80) return capClass(t);
    if (c >= 0x41 && c <= 0x5a) upperRest = true;
    else if (c >= 0x61 && c <= 0x7a) lowerRest = true;
  }
  const c = w.charCodeAt(0);
  if (c >= 0x80) return capClass(t);
  if (c >= 0x41 && c <= 0x5a) return w.length === 1 ? 'X' : upperRest && !lowerRest ? 'XX' : !upperRest ? 'Xx' : 'XxX';
  if (c >= 0x61 && c <= 0x7a) return upperRest ? 'xX' : 'x';
  return capClass(t);
}

/** See `capClassFast`. */
export function shapeHash(w: string): number {
  let h = FNV_OFFSET;
  let last = -1;
  for (let i = 0, symbols = 0; i < w.length && symbols < 6; i++) {
    const c = w.charCodeAt(i);
    if (c >= 0x80) return hashOf(shape(w));
    const s = c >= 0x30 && c <= 0x39 ? 0x64 : c >= 0x41 && c <= 0x5a ? 0x58 : c >= 0x61 && c <= 0x7a ? 0x78 : c; // d X x
    if (s !== last) {
      h = imul(h ^ s, FNV_PRIME);
      symbols++;
    }
    last = s;
  }
  return h;
}

/**
 * Lexicon flags of a token, as bits of FLAG_LETTERS: F first name, A ambiguous first name, S surname, P place,
 * T title, H Hangul name shape. The feature reads them as that string of letters (`flagLetters`), hashed once per
 * combination (LEXICON_PART).
 */
function lexFlags(t: NerToken | undefined, lex: Lexicon, filter?: LexiconFilter): number {
  if (t === undefined || t.kind !== 'word') return 0;
  // The name lists that hold the lower-cased word: from the sets, or from the filter after its pre-test.
  const lists =
    filter === undefined ? nameListsOf(lex, t.word.toLowerCase()) : filter.nameListsOf(t.word.toLowerCase());
  let f = 0;
  if (lists & NAME_LISTS.first) f |= 1;
  if (lists & NAME_LISTS.ambiguous) f |= 2;
  if (lists & NAME_LISTS.surname) f |= 4;
  if ((filter === undefined || filter.mayBePlace(t.word)) && lex.places.has(t.word)) f |= 8;
  if (lists & NAME_LISTS.title) f |= 16;
  const n = t.word.length;
  if (n >= 2 && n <= 4 && isHangulCode(t.word.charCodeAt(0)) && (HANGUL_SURNAMES.has(t.word.charAt(0)) || (n >= 3 && HANGUL_DOUBLE_SURNAMES.has(t.word.slice(0, 2))))) f |= 32;
  return f;
}

/** The letters of lexicon flag bits (`lexFlags`), in bit order. */
const FLAG_LETTERS = 'FASPTH';
const flagLetters = (bits: number): string => [...FLAG_LETTERS].filter((_, k) => bits & (1 << k)).join('');

/** The multi-word place marks of `multiWordPlaces`, by index. */
const MULTI_MARKS = ['', 'M', 'm'] as const;

/**
 * A token's lexicon part of the features, by `flags * 3 + mark` (mark: an index of MULTI_MARKS): the hash of its
 * flag letters with its multi-word mark written after them.
 */
const LEXICON_PART = Int32Array.from({ length: (1 << FLAG_LETTERS.length) * 3 }, (_, k) => {
  const mark = MULTI_MARKS[k % 3]!;
  return foldRange(hashOf(flagLetters(Math.floor(k / 3))), mark, 0, mark.length);
});

/** The name lists (NAME_LISTS bits) that hold a lower-cased word: first names, ambiguous first names, surnames, titles. */
function nameListsOf(lex: Lexicon, lower: string): number {
  return (
    (lex.firstNames.has(lower) ? NAME_LISTS.first : 0) |
    (lex.ambiguousNames.has(lower) ? NAME_LISTS.ambiguous : 0) |
    (lex.surnames.has(lower) ? NAME_LISTS.surname : 0) |
    (TITLES.has(lower) ? NAME_LISTS.title : 0)
  );
}

/** Per token, an index of MULTI_MARKS: 1 (`M`) when it starts a multi-word place name of the lexicon, 2 (`m`) when inside one, 0 otherwise. */
function multiWordPlaces(tokens: readonly NerToken[], lex: Lexicon, filter?: LexiconFilter): Uint8Array {
  const marks = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    if (filter !== undefined && !filter.mayBePlace(tokens[i]!.word)) continue;
    const names = lex.multiWordPlaces.get(tokens[i]!.word);
    if (names === undefined) continue;
    for (const words of names) {
      if (i + words.length > tokens.length) continue;
      let ok = true;
      for (let k = 1; k < words.length && ok; k++) ok = tokens[i + k]!.word === words[k];
      if (!ok) continue;
      marks[i] = 1;
      for (let k = 1; k < words.length; k++) marks[i + k] = 2;
      i += words.length - 1;
      break;
    }
  }
  return marks;
}

/**
 * Where, among a token's feature hashes, `featurize` puts the ones read from the token's own spelling (the word,
 * its prefix and suffixes; the last four for words only). The trainer drops them at random (word dropout) so that
 * the model also learns to read a name it has never seen from its context, lexicon flags and shape.
 */
export const OWN_SPELLING_FEATURES: readonly number[] = [1, 17, 18, 19, 20];

/** Where `featurize` puts the features that read the token's own lexicon flags (the trainer's lexicon dropout). */
export const OWN_LEXICON_FEATURES: readonly number[] = [4, 5, 16];

const SENTENCE_END = new Set(['.', '!', '?', ':', ';', '"', '“', '(', '-', '*', '•', '>', '|']);

/**
 * Whether `tokens[i]` opens a sentence, as the model's features read it: the text's or a line's first token, or one
 * after `.`, `!`, `?`, `:`, `;`, an opening quote or bracket, or a list or quote marker.
 */
export function opensSentence(tokens: readonly NerToken[], i: number): boolean {
  const before = tokens[i - 1];
  // Every SENTENCE_END entry is punctuation: a word before needs no lookup.
  return before === undefined || tokens[i]!.lineBreakBefore || (before.kind === 'punct' && SENTENCE_END.has(before.word));
}

// Template seeds, one per feature template.
const B = seed('b');
const W0 = seed('w');
const SH = seed('sh');
const C0 = seed('c');
const L0 = seed('l');
const ST = seed('st');
const WM1 = seed('w-1');
const WP1 = seed('w+1');
const WM2 = seed('w-2');
const WP2 = seed('w+2');
const WM2M1 = seed('w-2w-1');
const WM1C = seed('w-1c');
const CWP1 = seed('cw+1');
const CCC = seed('ccc');
const LM1 = seed('l-1');
const LP1 = seed('l+1');
const LN = seed('ln');
const P3 = seed('p3');
const S2 = seed('s2');
const S3 = seed('s3');
const S4 = seed('s4');
const NC = seed('nc');
const NCL = seed('ncl');
const KL = seed('kl');
const K1 = seed('k1');
const KN1 = seed('kn1');
const BEFORE = hashOf('<s>');
const AFTER = hashOf('</s>');
const NONE = hashOf('');
const LONG = hashOf('~long');

/**
 * The features of every token: `hashes[offsets[i] .. offsets[i + 1])` are token i's feature hashes. Pure: the
 * same tokens and lexicon give the same hashes. Each feature is a template's seed mixed with the hashes of its
 * parts (the token's lower-cased word, capitalisation class, shape, lexicon flags, and those of its neighbours),
 * each part hashed once per token.
 *
 * Options that change how, never what: with `only`, the features of the tokens it marks (non-zero) and none for the
 * others — a marked token's hashes are the same as without `only` (its parts, its neighbours' and the text-wide
 * facts are read from every token), and the parts are computed for the marked tokens and their neighbours alone;
 * with `filter`, the lexicon lookups of a word its pre-tests rule out are skipped (./lexicon-filter.ts).
 */
export function featurize(
  tokens: readonly NerToken[],
  lex: Lexicon,
  { only, filter }: { only?: Uint8Array; filter?: LexiconFilter } = {},
): { hashes: Uint32Array; offsets: Int32Array } {
  const n = tokens.length;
  // Per token, its word as `lowerForHash` gives it: hashed lower-cased with `foldLowerRange`.
  const lower: string[] = new Array<string>(n);
  const capStr: string[] = new Array<string>(n);
  // Per token, the hashes of its parts; index i + 2 (two slots of padding each side).
  // The tokens that get features, at most 26 each (17 for every token, 4 more for a word, 2 in a text without
  // capitals, 3 for Hangul).
  let featured = n;
  if (only !== undefined) for (let i = 0; i < n; i++) if (only[i] === 0) featured--;
  const [W, C, L, lineLength, offsets, hashes] = int32s(n + 4, n + 4, n + 4, n, n + 1, featured * 26);
  W[0] = W[1] = BEFORE;
  W[n + 2] = W[n + 3] = AFTER;
  C[0] = C[1] = hashOf('^');
  C[n + 2] = C[n + 3] = hashOf('$');
  L[0] = L[1] = L[n + 2] = L[n + 3] = NONE;
  const multi = multiWordPlaces(tokens, lex, filter);
  // A capital anywhere: a word whose capitalisation class is X, Xx, XX or XxX (`capClass`).
  let noCaps = true;
  for (let i = 0; i < n && noCaps; i++) if (startsUpper(tokens[i]!)) noCaps = false;
  for (let i = 0; i < n; i++) {
    if (only !== undefined && !near(only, i)) continue;
    const t = tokens[i]!;
    const lw = lowerForHash(t.word);
    lower[i] = lw;
    const cap = capClassFast(t);
    capStr[i] = cap;
    W[i + 2] = lw.length > 24 ? LONG : foldLowerRange(FNV_OFFSET, lw, 0, lw.length);
    C[i + 2] = hashOf(cap);
    // The hash of the flags and the multi-word mark written one after the other.
    L[i + 2] = LEXICON_PART[lexFlags(t, lex, filter) * 3 + multi[i]!]!;
  }
  // Tokens per line, for short lines (letterheads, signatures, lists).
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && !tokens[j]!.lineBreakBefore) j++;
    for (let k = i; k < j; k++) lineLength[k] = j - i;
    i = j;
  }
  const out = new Uint32Array(hashes.buffer, hashes.byteOffset, hashes.length);
  let o = 0;
  for (let i = 0; i < n; i++) {
    offsets[i] = o;
    if (only !== undefined && only[i] === 0) continue;
    const t = tokens[i]!;
    const k = i + 2;
    const w = W[k]!;
    const c = C[k]!;
    const l = L[k]!;
    const start = opensSentence(tokens, i) ? 1 : 0;
    out[o++] = B;
    out[o++] = mix(W0, w);
    out[o++] = mix(SH, shapeHash(t.word));
    out[o++] = mix(C0, c);
    out[o++] = mix(mix(L0, l), c);
    out[o++] = mix(mix(mix(ST, start), c), l);
    out[o++] = mix(WM1, W[k - 1]!);
    out[o++] = mix(WP1, W[k + 1]!);
    out[o++] = mix(WM2, W[k - 2]!);
    out[o++] = mix(WP2, W[k + 2]!);
    out[o++] = mix(mix(WM2M1, W[k - 2]!), W[k - 1]!);
    out[o++] = mix(mix(WM1C, W[k - 1]!), c);
    out[o++] = mix(mix(CWP1, c), W[k + 1]!);
    out[o++] = mix(mix(mix(CCC, C[k - 1]!), c), C[k + 1]!);
    out[o++] = mix(mix(mix(LM1, L[k - 1]!), C[k - 1]!), c);
    out[o++] = mix(mix(mix(LP1, c), L[k + 1]!), C[k + 1]!);
    out[o++] = mix(mix(mix(mix(LN, t.lineBreakBefore ? 1 : 0), min(lineLength[i]!, 5)), c), l);
    if (t.kind === 'word') {
      const lw = lower[i]!;
      const len = lw.length;
      out[o++] = mix(P3, foldLowerRange(FNV_OFFSET, lw, 0, min(3, len)));
      out[o++] = mix(S2, foldLowerRange(FNV_OFFSET, lw, max(0, len - 2), len));
      out[o++] = mix(S3, foldLowerRange(FNV_OFFSET, lw, max(0, len - 3), len));
      out[o++] = mix(S4, foldLowerRange(FNV_OFFSET, lw, max(0, len - 4), len));
      if (noCaps) {
        out[o++] = mix(mix(NC, l), W[k - 1]!);
        out[o++] = mix(mix(mix(NCL, l), L[k - 1]!), L[k + 1]!);
      }
      if (capStr[i] === 'K') {
        out[o++] = mix(mix(mix(KL, t.word.length), l), W[k + 1]!);
        // The first syllable (a family name; a suffix's title or particle: `님께서`, `님과` → `님`), and that of the
        // suffix glued after this word, if any (`김민수|님께서`, `서울|에서`).
        out[o++] = mix(K1, hashOf(t.word.charAt(0)));
        const next = tokens[i + 1];
        out[o++] = mix(mix(KN1, next !== undefined && next.start === t.end && capStr[i + 1] === 'K' ? hashOf(next.word.charAt(0)) : NONE), l);
      }
    }
  }
  offsets[n] = o;
  return { hashes: out.subarray(0, o), offsets };
}
