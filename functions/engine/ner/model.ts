import { featurize, FEATURE_VERSION, nerTokens, type NerToken } from './features';
import { buildLexicon, type Lexicon } from './lexicon';
import { marginals, spansOf, T as TAG_COUNT, TAGS, viterbi } from './decode';

/** `Math.min` as a module constant (a global read is slow in some hosts' contexts). */
const { min } = Math;

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
  private readonly weights: Float32Array;
  private readonly transitions: Float64Array;
  private readonly start: Float64Array;

  constructor(
    file: NameModelFile,
    private readonly lexicon: Lexicon = buildLexicon(),
  ) {
    if (file.featureVersion !== FEATURE_VERSION) throw new Error(`name model ${file.version}: feature version ${file.featureVersion}, code has ${FEATURE_VERSION}`);
    if (file.tags.join(' ') !== TAGS.join(' ')) throw new Error(`name model ${file.version}: tags ${file.tags.join(' ')}`);
    this.version = file.version;
    const keys = decodeKeys(Buffer.from(file.keys, 'base64'));
    const raw = Buffer.from(file.weights, 'base64');
    if (raw.length !== keys.length * T) throw new Error(`name model ${file.version}: ${raw.length} weights for ${keys.length} features`);
    this.weights = new Float32Array(raw.length);
    for (let k = 0; k < raw.length; k++) this.weights[k] = ((raw[k]! << 24) >> 24) * file.scale;
    this.index = new FeatureIndex(keys);
    this.transitions = Float64Array.from(file.transitions);
    this.start = Float64Array.from(file.start);
  }

  /** The per-token tag scores of `tokens` (n × T). */
  emissions(tokens: readonly NerToken[]): Float64Array {
    const { hashes, offsets } = featurize(tokens, this.lexicon);
    return this.score(hashes, offsets, tokens.length);
  }

  /** The per-token tag scores of featurised tokens (`featurize`'s hashes and offsets of `n` tokens). */
  score(hashes: Uint32Array, offsets: Int32Array, n: number): Float64Array {
    const out = new Float64Array(n * T);
    for (let i = 0; i < n; i++) {
      for (let k = offsets[i]!; k < offsets[i + 1]!; k++) {
        const row = this.index.rowOf(hashes[k]!);
        if (row < 0) continue;
        for (let y = 0; y < T; y++) out[i * T + y]! += this.weights[row + y]!;
      }
    }
    return out;
  }

  /** Whether the lexicon knows every word of a span as its class (a first name or surname; a place). */
  private known(tokens: readonly NerToken[], from: number, to: number, cls: ModelSpan['cls']): boolean {
    const lex = this.lexicon;
    for (let i = from; i < to; i++) {
      const w = tokens[i]!.word;
      if (tokens[i]!.kind !== 'word') continue;
      const lower = w.toLowerCase();
      const ok =
        cls === 'PER'
          ? lex.firstNames.has(lower) || lex.surnames.has(lower) || lex.ambiguousNames.has(lower) || /^\p{Script=Hangul}+$/u.test(w)
          : lex.places.has(w.charAt(0).toUpperCase() + w.slice(1)) || lex.multiWordPlaces.has(w.charAt(0).toUpperCase() + w.slice(1));
      if (!ok) return false;
    }
    return true;
  }

  /** The best tag sequence for per-token scores. */
  decode(emissions: Float64Array, n: number): Int32Array {
    return viterbi(emissions, n, this.transitions, this.start);
  }

  /** The spans the best tag sequence holds, with their probability. */
  find(text: string): ModelSpan[] {
    const tokens = nerTokens(text);
    const n = tokens.length;
    if (n === 0) return [];
    const e = this.emissions(tokens);
    const tags = this.decode(e, n);
    const spans = spansOf(tags);
    if (spans.length === 0) return [];
    const out: ModelSpan[] = [];
    // In a text with capitals, a name or place written in lower case is far more often a word (`fn`, `key`).
    const hasCapitals = /\p{Lu}/u.test(text);
    let p: Float64Array | undefined;
    for (const { from, to, cls } of spans) {
      if (!wellFormed(tokens, from, to, cls) || inIdentifier(text, tokens[from]!.start, tokens[to - 1]!.end)) continue;
      if (cls === 'LOC' && this.lexicon.notPlaces.has(text.slice(tokens[from]!.start, tokens[to - 1]!.end))) continue;
      const lower = cls !== 'ADR' && lowerCaseStart(tokens[from]!.word);
      if (lower && (hasCapitals || !this.known(tokens, from, to, cls))) continue;
      p ??= marginals(e, n, this.transitions, this.start);
      let probability = 1;
      for (let i = from; i < to; i++) probability = min(probability, p[i * T + tags[i]!]!);
      // One word the lexicon does not know (`Default`, `Alias` at a line start) needs the model to be sure.
      if (cls !== 'ADR' && to - from === 1 && probability < LONE_UNKNOWN_MIN && !this.known(tokens, from, to, cls)) continue;
      out.push({ start: tokens[from]!.start, end: tokens[to - 1]!.end, cls, probability });
    }
    return out;
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

/** The probability a one-word span the lexicon does not know needs. */
const LONE_UNKNOWN_MIN = 0.8;

/** Whether a word starts with a lower-case letter (a script with case). */
function lowerCaseStart(word: string): boolean {
  const c = word.charAt(0);
  return c !== c.toUpperCase();
}

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
 * The model's feature hashes → their weight rows (`row × T` into the weights), as an open-addressing table over
 * typed arrays (linear probing, at most half full): the keys are 32-bit unsigned values, which a `Map` would box.
 */
class FeatureIndex {
  private readonly mask: number;
  private readonly keys: Uint32Array;
  /** Row offset + 1 per slot; 0 marks an empty slot. */
  private readonly rows: Int32Array;

  constructor(keys: readonly number[]) {
    let size = 16;
    while (size < keys.length * 2) size *= 2;
    this.mask = size - 1;
    this.keys = new Uint32Array(size);
    this.rows = new Int32Array(size);
    keys.forEach((h, i) => {
      let slot = this.slotOf(h);
      while (this.rows[slot] !== 0) slot = (slot + 1) & this.mask;
      this.keys[slot] = h;
      this.rows[slot] = i * T + 1;
    });
  }

  private slotOf(h: number): number {
    return Math.imul(h, 0x9e3779b1) >>> 0 & this.mask;
  }

  /** The weight offset of feature `h`, or −1 when the model has no weights for it. */
  rowOf(h: number): number {
    for (let slot = this.slotOf(h); ; slot = (slot + 1) & this.mask) {
      const row = this.rows[slot]!;
      if (row === 0) return -1;
      if (this.keys[slot] === h) return row - 1;
    }
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
