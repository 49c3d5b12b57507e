import { featurize, FEATURE_VERSION, nerTokens, opensSentence, type NerToken } from './features';
import { commonWord, TITLES, type Lexicon } from './lexicon';
import { koreanNameEnd } from './korean-names';
import { LexiconFilter } from './lexicon-filter';
import { marginals, spansOf, T as TAG_COUNT, TAGS, transitionPotentials, viterbi } from './decode';
import { knownAs, koreanPlaceWord, lowerCaseStart, modelWindows, SPAN_STOP_WORDS } from './windows';

/** `Math` functions as module constants (a global read is slow in some hosts' contexts). */
const { imul, min } = Math;

/** The number of tags, as a module constant (read in the inner loops). */
const T = TAG_COUNT;

/**
 * The name model at run time: an averaged structured perceptron over BIO tags of people (PER), places (LOC) and
 * street addresses (ADR), its weights read from a packed data table (the `name-model-v2` table, written by
 * bin/train-name-model/train.ts; see ./README.md). Pure: a model object holds only what it decoded from its file.
 */

/** The model file as packed (JSON inside brotli). */
export interface NameModelFile {
  /** The file's name and version (`name-model-v2`); explanations name it. */
  readonly version: string;
  /** The feature definitions it was trained with (./features.ts FEATURE_VERSION). */
  readonly featureVersion: number;
  readonly tags: readonly string[];
  /** Weight = stored int8 × scale. */
  readonly scale: number;
  /** The feature hashes, ascending, as base64 of LEB128 varints of the gaps between them. */
  readonly keys: string;
  /** The weights, `tags.length` per feature in key order, as base64 of signed bytes. */
  readonly weights: string;
  /** Tag-to-tag transition weights (`from * T + to`) and the first token's tag weights. */
  readonly transitions: readonly number[];
  readonly start: readonly number[];
}

export interface ModelSpan {
  readonly start: number;
  readonly end: number;
  readonly cls: 'PER' | 'LOC' | 'ADR';
  /** The lowest probability, over the span's tokens, of the tag the best sequence gives it (0–1). */
  readonly probability: number;
}

export class NameModel {
  readonly version: string;
  private readonly index: FeatureIndex;
  /** Weight = stored int8 × scale. */
  private readonly scale: number;
  private readonly transitions: Float64Array;
  private readonly start: Float64Array;
  /** The scores of a first tag after an O (the O row of the transitions): a window's start (`find`). */
  private readonly afterO: Float64Array;
  private readonly filter: LexiconFilter;
  /** The transitions' potentials for forward–backward (./decode.ts `transitionPotentials`). */
  private readonly potentials: Float64Array;

  constructor(
    file: NameModelFile,
    private readonly lexicon: Lexicon,
  ) {
    if (file.featureVersion !== FEATURE_VERSION) throw new Error(`name model ${file.version}: feature version ${file.featureVersion}, code has ${FEATURE_VERSION}`);
    if (file.tags.join(' ') !== TAGS.join(' ')) throw new Error(`name model ${file.version}: tags ${file.tags.join(' ')}`);
    this.version = file.version;
    const keys = decodeKeys(Buffer.from(file.keys, 'base64'));
    const raw = Buffer.from(file.weights, 'base64');
    if (raw.length !== keys.length * T) throw new Error(`name model ${file.version}: ${raw.length} weights for ${keys.length} features`);
    this.scale = file.scale;
    this.index = new FeatureIndex(keys, Int8Array.from(raw, (b) => (b << 24) >> 24));
    this.transitions = Float64Array.from(file.transitions);
    this.start = Float64Array.from(file.start);
    this.afterO = this.transitions.slice(0, T);
    this.filter = new LexiconFilter(lexicon);
    this.potentials = transitionPotentials(this.transitions);
  }

  /** The per-token tag scores of `tokens` (n × T). */
  emissions(tokens: readonly NerToken[]): Float64Array {
    const { hashes, offsets } = featurize(tokens, this.lexicon, { filter: this.filter });
    return this.score(hashes, offsets, tokens.length);
  }

  /**
   * The per-token tag scores of featurised tokens (`featurize`'s hashes and offsets of `n` tokens): per tag, the sum
   * of the stored int8 weights of the token's features, times the scale.
   */
  score(hashes: Uint32Array, offsets: Int32Array, n: number): Float64Array {
    return this.index.score(hashes, offsets, n, this.scale);
  }

  /** Whether the lexicon knows every word of a span as its class (a first name or surname; a place). */
  private known(tokens: readonly NerToken[], from: number, to: number, cls: ModelSpan['cls']): boolean {
    for (let i = from; i < to; i++) if (tokens[i]!.kind === 'word' && !knownAs(this.lexicon, tokens[i]!.word, cls === 'PER' ? 'PER' : 'LOC')) return false;
    return true;
  }

  /**
   * Whether a name or place may start at `tokens[a]` and span to `b`. Not with a closed-class word (SPAN_STOP_WORDS:
   * `Ihnen`, `Les`, `Monsieur`, `Das Gerät`), unless more words follow and it is a surname particle (`De Luca`,
   * `Van Dyke`) or the lexicon knows it as the span's class (`Les Paul`, `An Jung-geun`; `El Paso`, `The Hague`);
   * not a common English word alone that no name list holds, or a compound of such words (`Revenue`, `Go-live`);
   * not a verb with a pronoun glued after it (`Rappelez-moi`, `Dites-nous`);
   * with no word cased as code (`ReactIs`, `MyKey`; `McDonald`, `DeShawn` are names); and a name not of titles alone
   * (`Herr`, `Dr.`).
   */
  private nameStart(tokens: readonly NerToken[], a: number, b: number, cls: 'PER' | 'LOC'): boolean {
    const first = tokens[a]!.word;
    const lower = first.toLowerCase();
    if (SPAN_STOP_WORDS.has(lower) && (b - a === 1 || !(NAME_PARTICLES.has(lower) || knownAs(this.lexicon, first, cls)))) return false;
    if (b - a === 1 && commonWord(this.lexicon, lower)) return false;
    if (b - a === 1 && CLITIC_PRONOUN.test(lower)) return false;
    for (let i = a; i < b; i++) if (tokens[i]!.kind === 'word' && IDENTIFIER_CASE.test(tokens[i]!.word) && !NAME_PREFIX_CASE.test(tokens[i]!.word)) return false;
    if (cls === 'LOC') return true;
    for (let i = a; i < b; i++) if (tokens[i]!.kind === 'word' && !TITLES.has(tokens[i]!.word.toLowerCase())) return true;
    return false;
  }

  /**
   * Whether a street address spans `tokens[a, b)` as an address is written: its first line holds more than numbers
   * (not `1` over `#56674233,SKU 12-4766`), and one written in Hangul names a place (`koreanPlaceWord`: `역삼동`,
   * `테헤란로`, `서울`; not `혈압 143/90, 맥박 78`).
   */
  private addressShaped(tokens: readonly NerToken[], a: number, b: number): boolean {
    if (tokens[a]!.kind === 'number' && a + 1 < b && tokens[a + 1]!.lineBreakBefore) return false;
    let hangul = false;
    for (let i = a; i < b; i++) {
      const w = tokens[i]!.word;
      if (tokens[i]!.kind !== 'word' || !HANGUL_START.test(w)) continue;
      if (koreanPlaceWord(this.lexicon, w)) return true;
      hangul = true;
    }
    return !hangul;
  }

  /** The best tag sequence for per-token scores. */
  decode(emissions: Float64Array, n: number): Int32Array {
    return viterbi(emissions, n, this.transitions, this.start);
  }

  /**
   * The spans the best tag sequence holds, with their probability. The model reads the text's windows
   * (./windows.ts) and tags every token outside them O; `everywhere` reads every token (the reference the windows
   * are measured against). Each window is decoded on its own, as the text's sequence given an O before and after it:
   * its first token's tag follows O (the O→tag transition scores; the first token of the text: the start scores) and
   * the tag→O transition after its last token is added to that token's scores. The best sequence and the
   * probabilities are then the text's own, given O outside the windows.
   */
  find(text: string, everywhere = false): ModelSpan[] {
    const tokens = nerTokens(text);
    const n = tokens.length;
    if (n === 0) return [];
    // In a text with capitals, a name or place written in lower case is far more often a word (`fn`, `key`).
    const hasCapitals = /\p{Lu}/u.test(text);
    const inside = everywhere ? undefined : modelWindows(tokens, this.lexicon, hasCapitals);
    const { hashes, offsets } = featurize(tokens, this.lexicon, { only: inside, filter: this.filter });
    const e = this.score(hashes, offsets, n);
    const out: ModelSpan[] = [];
    for (let from = 0; from < n; ) {
      if (inside !== undefined && inside[from] === 0) {
        from++;
        continue;
      }
      let to = from + 1;
      while (to < n && (inside === undefined || inside[to] !== 0)) to++;
      this.findIn(text, tokens, e, from, to, hasCapitals, out);
      from = to;
    }
    return out;
  }

  /** The spans of the window `tokens[from, to)` (see `find`), appended to `out`. */
  private findIn(text: string, tokens: readonly NerToken[], all: Float64Array, from: number, to: number, hasCapitals: boolean, out: ModelSpan[]): void {
    const n = to - from;
    // The window's scores, in place: windows do not overlap.
    const e = all.subarray(from * T, to * T);
    if (to < tokens.length) for (let y = 0; y < T; y++) e[(n - 1) * T + y]! += this.transitions[y * T]!;
    const start = from === 0 ? this.start : this.afterO;
    const tags = viterbi(e, n, this.transitions, start);
    let p: Float64Array | undefined;
    for (const span of spansOf(tags)) {
      const [b, cls] = [from + span.to, span.cls];
      let a = from + span.from;
      // A sentence's first word before a name or place is no part of it (`Rewrite Priya Raman's bio`).
      if (cls !== 'ADR' && b - a > 1 && opensSentence(tokens, a) && commonWord(this.lexicon, tokens[a]!.word.toLowerCase())) a++;
      if (!wellFormed(tokens, a, b, cls) || inIdentifier(text, tokens[a]!.start, tokens[b - 1]!.end)) continue;
      if (cls === 'LOC' && this.lexicon.notPlaces.has(text.slice(tokens[a]!.start, tokens[b - 1]!.end))) continue;
      if (cls === 'ADR' ? !this.addressShaped(tokens, a, b) : !this.nameStart(tokens, a, b, cls)) continue;
      let end = tokens[b - 1]!.end;
      if (cls === 'PER' && HANGUL_START.test(tokens[a]!.word)) {
        end = koreanNameEnd(text.slice(tokens[a]!.start, end), end, tokens[b]);
        if (end < 0) continue;
      }
      const lower = cls !== 'ADR' && lowerCaseStart(tokens[a]!.word);
      if (lower && (hasCapitals || !this.known(tokens, a, b, cls))) continue;
      p ??= marginals(e, n, this.transitions, start, this.potentials);
      let probability = 1;
      for (let i = a - from; i < span.to; i++) probability = min(probability, p[i * T + tags[i]!]!);
      // One word the lexicon does not know (`Default`, `Alias` at a line start) needs the model to be sure.
      if (cls !== 'ADR' && b - a === 1 && probability < LONE_UNKNOWN_MIN && !this.known(tokens, a, b, cls)) continue;
      out.push({ start: tokens[a]!.start, end, cls, probability });
    }
  }
}

/**
 * Whether `text[start, end)` is part of a code identifier or path (`ec2.Vpc`, `Node.js`, `s3/Bucket`): glued to a
 * `.`, `/`, `_`, `@`, `:` or `#` before it, or followed right away by one of `. / _` and a letter or digit.
 */
function inIdentifier(text: string, start: number, end: number): boolean {
  if (start > 0 && GLUE.has(text.charAt(start - 1))) return true;
  return end + 1 < text.length && GLUE_AFTER.has(text.charAt(end)) && /[\p{L}\p{N}]/u.test(text.charAt(end + 1));
}
const GLUE = new Set(['.', '/', '_', '@', ':', '#']);
const GLUE_AFTER = new Set(['.', '/', '_']);

const HANGUL_START = /^\p{Script=Hangul}/u;

/** A word with a capital after a lower-case letter (`ReactIs`, `MyKey`, `GitHub`): code and product names. */
const IDENTIFIER_CASE = /\p{Ll}\p{Lu}/u;
/** Names written so (`McDonald`, `MacArthur`, `DeShawn`, `LaToya`, `DiCaprio`, `VanDyke`, `FitzGerald`). */
const NAME_PREFIX_CASE = /^(?:Mc|Mac|Fitz|D[aeiu]|L[ae]|Van|Von)\p{Lu}\p{Ll}+$/u;

/** Particles that lead surnames (`De Luca`, `Du Bois`, `Van Dyke`, `Dos Santos`). */
const NAME_PARTICLES: ReadonlySet<string> = new Set(['de', 'du', 'da', 'di', 'la', 'le', 'van', 'von', 'del', 'della', 'dos']);

/** A French imperative's pronoun after its hyphen (`Rappelez-moi`, `Donnez-leur`). */
const CLITIC_PRONOUN = /-(?:moi|toi|nous|vous|lui|leur|les)$/u;

/** The probability a one-word span the lexicon does not know needs. */
const LONE_UNKNOWN_MIN = 0.8;

/** Punctuation a name or place may hold inside (`J. R. Smith`, `St. Louis`, `Stratford-upon-Avon`). */
const NAME_PUNCT = new Set(['.', '-', "'", '’']);

/**
 * Whether a span is shaped like its class, whatever the scores: a name or place starts and ends with a word and
 * holds only words and NAME_PUNCT; an address starts and ends with a word or number and holds a word.
 */
function wellFormed(tokens: readonly NerToken[], from: number, to: number, cls: ModelSpan['cls']): boolean {
  const first = tokens[from]!;
  const last = tokens[to - 1]!;
  if (cls === 'ADR') {
    if (first.kind === 'punct' || last.kind === 'punct') return false;
    // An address names a street or a place: a word of two letters or more (`1, 1, 2` is a list of numbers).
    for (let i = from; i < to; i++) if (tokens[i]!.kind === 'word' && tokens[i]!.word.length >= 2) return true;
    return false;
  }
  if (first.kind !== 'word' || last.kind !== 'word') return false;
  for (let i = from + 1; i < to - 1; i++) {
    const t = tokens[i]!;
    if (t.kind === 'number' || (t.kind === 'punct' && !NAME_PUNCT.has(t.word)) || t.lineBreakBefore) return false;
    // `.` only before a space (`J. Smith`, not `ec2.Vpc`).
    if (t.word === '.' && tokens[i + 1]!.start === t.end) return false;
  }
  return !last.lineBreakBefore || from === to - 1;
}

/**
 * The model's feature hashes → their T int8 weights, as an open-addressing table over one typed array (linear
 * probing, at most half full): a slot is four 32-bit words — the hash, weights 0–3 as bytes, weights 4–6 as bytes
 * with a 1 in the top byte (an occupied slot), and a spare word for 16-byte alignment — so a probe reads one cache
 * line, hit or miss. The keys are 32-bit unsigned values, which a `Map` would box.
 */
class FeatureIndex {
  private readonly mask: number;
  private readonly slots: Int32Array;

  constructor(keys: readonly number[], weights: Int8Array) {
    if (T !== 7) throw new Error(`the weight table packs 7 tags a slot, not ${T}`);
    let size = 16;
    while (size < keys.length * 2) size *= 2;
    this.mask = size - 1;
    this.slots = new Int32Array(size * 4);
    keys.forEach((h, i) => {
      let slot = this.slotOf(h);
      while (this.slots[slot * 4 + 2] !== 0) slot = (slot + 1) & this.mask;
      const w = (y: number) => weights[i * T + y]! & 0xff;
      this.slots[slot * 4] = h | 0;
      this.slots[slot * 4 + 1] = w(0) | (w(1) << 8) | (w(2) << 16) | (w(3) << 24);
      this.slots[slot * 4 + 2] = w(4) | (w(5) << 8) | (w(6) << 16) | (1 << 24);
    });
  }

  private slotOf(h: number): number {
    return (imul(h, 0x9e3779b1) >>> 0) & this.mask;
  }

  /** Per token, per tag (n × T): the sum of its features' weights (`offsets` and `hashes` as `featurize` gives them), times `scale`. */
  score(hashes: Uint32Array, offsets: Int32Array, n: number, scale: number): Float64Array {
    const { slots, mask } = this;
    const out = new Float64Array(n * T);
    for (let i = 0; i < n; i++) {
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
      for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
        const key = hashes[k]! | 0;
        for (let slot = this.slotOf(key); ; slot = (slot + 1) & mask) {
          const high = slots[slot * 4 + 2]!;
          if (high === 0) break; // not in the model
          if (slots[slot * 4] !== key) continue;
          const low = slots[slot * 4 + 1]!;
          // Each byte sign-extended: shifted to the top, then back down.
          s0 += (low << 24) >> 24;
          s1 += (low << 16) >> 24;
          s2 += (low << 8) >> 24;
          s3 += low >> 24;
          s4 += (high << 24) >> 24;
          s5 += (high << 16) >> 24;
          s6 += (high << 8) >> 24;
          break;
        }
      }
      const at = i * T;
      out[at] = s0 * scale;
      out[at + 1] = s1 * scale;
      out[at + 2] = s2 * scale;
      out[at + 3] = s3 * scale;
      out[at + 4] = s4 * scale;
      out[at + 5] = s5 * scale;
      out[at + 6] = s6 * scale;
    }
    return out;
  }
}

/** Unsigned LEB128 gaps → ascending 32-bit keys. */
export function decodeKeys(bytes: Uint8Array): number[] {
  const keys: number[] = [];
  let last = 0;
  for (let i = 0; i < bytes.length; ) {
    let v = 0;
    let shift = 0;
    let b: number;
    do {
      b = bytes[i++]!;
      v += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    last += v;
    keys.push(last);
  }
  return keys;
}

/** Ascending 32-bit keys → unsigned LEB128 gaps (the trainer's side of `decodeKeys`). */
export function encodeKeys(keys: readonly number[]): Uint8Array {
  const out: number[] = [];
  let last = 0;
  for (const k of keys) {
    let v = k - last;
    last = k;
    do {
      let b = v % 128;
      v = Math.floor(v / 128);
      if (v > 0) b |= 0x80;
      out.push(b);
    } while (v > 0);
  }
  return Uint8Array.from(out);
}
