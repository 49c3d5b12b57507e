/**
 * Decoding of the name model's tag sequence (first-order, BIO): Viterbi for the best sequence and
 * forward–backward for each position's tag probability, over per-token tag scores (`emissions`, n × T, row-major)
 * and tag-to-tag transition scores (T × T, `from * T + to`), plus a score per tag for the first token.
 *
 * BIO is enforced, not learnt: `I-x` may only follow `B-x` or `I-x`. Shared by the trainer
 * (bin/train-name-model/train.ts) and the runtime (./model.ts).
 */

import { float64s, typedArrays } from './arrays';

/** `Math` functions as module constants: hot loops call them per token (a global read is slow in some hosts' contexts). */
const { abs, exp, log } = Math;
/** −∞ as a module constant (`Infinity` is a global). */
const NEG_INF = -Infinity;

/** The tags, in model order: O, then B and I of each class. */
export const TAGS = ['O', 'B-PER', 'I-PER', 'B-LOC', 'I-LOC', 'B-ADR', 'I-ADR'] as const;
export type Tag = (typeof TAGS)[number];
export const T = TAGS.length;

/** Whether tag `to` may follow tag `from` (`from` −1: the first token). */
export function allowed(from: number, to: number): boolean {
  if (to === 0 || (to & 1) === 1) return true; // O or B-x
  return from === to || from === to - 1; // I-x after B-x or I-x
}

const ALLOWED: readonly boolean[] = Array.from({ length: (T + 1) * T }, (_, k) => allowed(Math.floor(k / T) - 1, k % T));

/**
 * The tags that may precede tag y, `[FIRST_BEFORE[y], LAST_BEFORE[y]]`: a range (every tag before O and B-x, B-x and
 * I-x before I-x), checked against `allowed` here.
 */
const FIRST_BEFORE = Int32Array.from({ length: T }, (_, y) => [...Array(T).keys()].find((x) => allowed(x, y))!);
const LAST_BEFORE = Int32Array.from({ length: T }, (_, y) => [...Array(T).keys()].findLast((x) => allowed(x, y))!);
for (let y = 0; y < T; y++) for (let x = 0; x < T; x++) if (allowed(x, y) !== (x >= FIRST_BEFORE[y]! && x <= LAST_BEFORE[y]!)) throw new Error('decode: allowed predecessors are not a range');

/** The best tag sequence. */
export function viterbi(emissions: Float64Array, n: number, transitions: Float64Array, start: Float64Array): Int32Array {
  const [[score], [tags, back]] = typedArrays([n * T], [n, n * T]);
  if (n === 0) return tags;
  for (let y = 0; y < T; y++) score[y] = ALLOWED[y] ? start[y]! + emissions[y]! : NEG_INF;
  for (let i = 1; i < n; i++) {
    for (let y = 0; y < T; y++) {
      let best = NEG_INF;
      let arg = 0;
      for (let x = FIRST_BEFORE[y]!; x <= LAST_BEFORE[y]!; x++) {
        const s = score[(i - 1) * T + x]! + transitions[x * T + y]!;
        if (s > best) {
          best = s;
          arg = x;
        }
      }
      score[i * T + y] = best + emissions[i * T + y]!;
      back[i * T + y] = arg;
    }
  }
  let best = NEG_INF;
  for (let y = 0; y < T; y++) {
    if (score[(n - 1) * T + y]! > best) {
      best = score[(n - 1) * T + y]!;
      tags[n - 1] = y;
    }
  }
  for (let i = n - 1; i > 0; i--) tags[i - 1] = back[i * T + tags[i]!]!;
  return tags;
}

/**
 * Each position's probability of each tag (n × T), reading the scores as log-potentials of a linear-chain model
 * (forward–backward). The perceptron's scores are not trained as probabilities: the values rank and compare spans,
 * and ./model.ts maps them to a confidence.
 *
 * Computed in the probability domain with per-position scaling (Rabiner 1989, "A tutorial on hidden Markov
 * models", §V.A): each token's scores are shifted by their maximum before `exp`, and the forward values are
 * normalised to sum 1 at each position, so the products stay in range however long the text. A tag sequence whose
 * prefix falls more than ~e^−700 behind the best one's reads as 0 there, however strongly the tokens after it favour
 * it: a token's scores spread over at most SPREAD_LIMIT (and transitions of at most an eighth of it) keep every
 * sequence with a probability that counts within range; beyond that (or when a normaliser still reaches 0 or ∞) the
 * result is `logMarginals`'s. Both give the same values up to rounding (test/engine/ner/decode.test.ts checks both
 * against a sum over every tag sequence, and against each other).
 */
export function marginals(
  emissions: Float64Array,
  n: number,
  transitions: Float64Array,
  start: Float64Array,
  potential: Float64Array = transitionPotentials(transitions),
): Float64Array {
  const [out, psi, alpha, scale] = float64s(n * T, n * T, n * T, n);
  if (n === 0) return out;
  for (let k = 0; k < T * T; k++) if (ALLOWED[T + k] && abs(transitions[k]!) > SPREAD_LIMIT / 8) return logMarginals(emissions, n, transitions, start);
  // psi: each token's scores shifted by their maximum, as potentials (at most 1).
  for (let i = 0; i < n; i++) {
    let top = NEG_INF;
    let bottom = Infinity;
    for (let y = 0; y < T; y++) {
      const v = emissions[i * T + y]!;
      if (v > top) top = v;
      if (v < bottom) bottom = v;
    }
    if (!(top - bottom <= SPREAD_LIMIT)) return logMarginals(emissions, n, transitions, start);
    for (let y = 0; y < T; y++) psi[i * T + y] = exp(emissions[i * T + y]! - top);
  }
  let startTop = NEG_INF;
  for (let y = 0; y < T; y++) if (ALLOWED[y] && start[y]! > startTop) startTop = start[y]!;
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let y = 0; y < T; y++) {
      let a = 0;
      if (i === 0) a = ALLOWED[y] ? exp(start[y]! - startTop) : 0;
      else for (let x = 0; x < T; x++) a += alpha[(i - 1) * T + x]! * potential[x * T + y]!;
      a *= psi[i * T + y]!;
      alpha[i * T + y] = a;
      sum += a;
    }
    if (!(sum > 0 && sum < Infinity)) return logMarginals(emissions, n, transitions, start);
    scale[i] = sum;
    for (let y = 0; y < T; y++) alpha[i * T + y]! /= sum;
  }
  // Backward, scaled by the same normalisers: alpha × beta is then each position's marginal.
  let beta = new Float64Array(T).fill(1);
  let next = new Float64Array(T);
  for (let i = n - 1; i >= 0; i--) {
    let total = 0;
    for (let y = 0; y < T; y++) total += alpha[i * T + y]! * beta[y]!;
    if (!(total > 0 && total < Infinity)) return logMarginals(emissions, n, transitions, start);
    for (let y = 0; y < T; y++) out[i * T + y] = (alpha[i * T + y]! * beta[y]!) / total;
    if (i === 0) break;
    for (let x = 0; x < T; x++) {
      let b = 0;
      for (let y = 0; y < T; y++) b += potential[x * T + y]! * psi[i * T + y]! * beta[y]!;
      next[x] = b / scale[i]!;
    }
    [beta, next] = [next, beta];
  }
  return out;
}

/** The widest spread of one token's scores `marginals` computes in the probability domain (the model's stay under ~300). */
const SPREAD_LIMIT = 400;

/** `exp` of the transition scores, 0 where BIO forbids the transition: `marginals`'s potentials (T × T). */
export function transitionPotentials(transitions: Float64Array): Float64Array {
  return Float64Array.from({ length: T * T }, (_, k) => (ALLOWED[T + k] ? exp(transitions[k]!) : 0));
}

/** `marginals` in the log domain (log-sum-exp at every step): slower, and in range for any finite scores. */
export function logMarginals(emissions: Float64Array, n: number, transitions: Float64Array, start: Float64Array): Float64Array {
  const alpha = new Float64Array(n * T);
  const beta = new Float64Array(n * T);
  const out = new Float64Array(n * T);
  if (n === 0) return out;
  for (let y = 0; y < T; y++) alpha[y] = ALLOWED[y] ? start[y]! + emissions[y]! : NEG_INF;
  const terms = new Float64Array(T);
  for (let i = 1; i < n; i++) {
    for (let y = 0; y < T; y++) {
      for (let x = 0; x < T; x++) terms[x] = ALLOWED[(x + 1) * T + y] ? alpha[(i - 1) * T + x]! + transitions[x * T + y]! : NEG_INF;
      alpha[i * T + y] = logSum(terms) + emissions[i * T + y]!;
    }
  }
  for (let y = 0; y < T; y++) beta[(n - 1) * T + y] = 0;
  for (let i = n - 2; i >= 0; i--) {
    for (let x = 0; x < T; x++) {
      for (let y = 0; y < T; y++) terms[y] = ALLOWED[(x + 1) * T + y] ? transitions[x * T + y]! + emissions[(i + 1) * T + y]! + beta[(i + 1) * T + y]! : NEG_INF;
      beta[i * T + x] = logSum(terms);
    }
  }
  for (let i = 0; i < n; i++) {
    for (let y = 0; y < T; y++) terms[y] = alpha[i * T + y]! + beta[i * T + y]!;
    const z = logSum(terms);
    for (let y = 0; y < T; y++) out[i * T + y] = exp(terms[y]! - z);
  }
  return out;
}

function logSum(values: Float64Array): number {
  let max = NEG_INF;
  for (const v of values) if (v > max) max = v;
  if (max === NEG_INF) return max;
  let s = 0;
  for (const v of values) s += exp(v - max);
  return max + log(s);
}

/** Spans of a tag sequence: `[first token, last token + 1, class]` for each B-x followed by its I-x. */
export function spansOf(tags: Int32Array): { from: number; to: number; cls: 'PER' | 'LOC' | 'ADR' }[] {
  const out: { from: number; to: number; cls: 'PER' | 'LOC' | 'ADR' }[] = [];
  for (let i = 0; i < tags.length; i++) {
    const t = tags[i]!;
    if (t === 0 || (t & 1) === 0) continue;
    let j = i + 1;
    while (j < tags.length && tags[j] === t + 1) j++;
    out.push({ from: i, to: j, cls: TAGS[t]!.slice(2) as 'PER' | 'LOC' | 'ADR' });
    i = j - 1;
  }
  return out;
}
