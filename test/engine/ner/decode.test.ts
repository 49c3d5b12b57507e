/**
 * The name model's decoding (functions/engine/ner/decode.ts): Viterbi and both forward–backward implementations
 * (scaled probabilities, log domain) against a plain sum over every tag sequence (small n), and the two against
 * each other on long sequences and on scores too far apart for `exp`.
 */
import fc from 'fast-check';
import { allowed, logMarginals, marginals, T, viterbi } from '../../../functions/engine/ner/decode';

/** Every BIO-valid tag sequence of length n with its score. */
function* sequences(e: Float64Array, n: number, trans: Float64Array, start: Float64Array): Generator<[number[], number]> {
  const tags = new Array<number>(n).fill(0);
  const walk = function* (i: number, score: number): Generator<[number[], number]> {
    if (i === n) {
      yield [[...tags], score];
      return;
    }
    for (let y = 0; y < T; y++) {
      if (!allowed(i === 0 ? -1 : tags[i - 1]!, y)) continue;
      tags[i] = y;
      yield* walk(i + 1, score + (i === 0 ? start[y]! : trans[tags[i - 1]! * T + y]!) + e[i * T + y]!);
    }
  };
  yield* walk(0, 0);
}

/** Marginals by enumeration: each sequence weighs exp(score − best). */
function enumerated(e: Float64Array, n: number, trans: Float64Array, start: Float64Array): { best: number[]; p: Float64Array } {
  const all = [...sequences(e, n, trans, start)];
  const top = Math.max(...all.map(([, s]) => s));
  const p = new Float64Array(n * T);
  let z = 0;
  for (const [tags, s] of all) {
    const w = Math.exp(s - top);
    z += w;
    tags.forEach((y, i) => (p[i * T + y]! += w));
  }
  for (let k = 0; k < p.length; k++) p[k]! /= z;
  return { best: all.find(([, s]) => s === top)![0], p };
}

const scores = (length: number, bound: number) => fc.float64Array({ minLength: length, maxLength: length, min: -bound, max: bound, noNaN: true, noDefaultInfinity: true });

const closeTo = (a: Float64Array, b: Float64Array, tolerance: number) => {
  expect(a.length).toBe(b.length);
  for (let k = 0; k < a.length; k++) expect(Math.abs(a[k]! - b[k]!)).toBeLessThanOrEqual(tolerance);
};

describe('decode', () => {
  it('Viterbi finds the best sequence, and forward–backward the marginals, of every sequence summed (n ≤ 4)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), scores(4 * T, 20), scores(T * T, 30), scores(T, 10), (n, e, trans, start) => {
        const { best, p } = enumerated(e, n, trans, start);
        const tags = [...viterbi(e, n, trans, start)];
        // A tie between sequences may pick either: compare scores, not tags.
        const scoreOf = (t: number[]) => t.reduce((s, y, i) => s + (i === 0 ? start[y]! : trans[t[i - 1]! * T + y]!) + e[i * T + y]!, 0);
        expect(scoreOf(tags)).toBeCloseTo(scoreOf(best), 9);
        closeTo(marginals(e, n, trans, start), p.subarray(0, n * T), 1e-9);
        closeTo(logMarginals(e, n, trans, start), p.subarray(0, n * T), 1e-9);
      }),
    );
  });

  it('forward–backward equals the log-domain recursion on long sequences and extreme scores', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.constantFrom(5, 200, 900, 5000), (n, bound) => {
        const e = new Float64Array(n * T);
        // Deterministic scores from n and the bound: a seeded walk over the range.
        let s = n * 7919 + bound;
        for (let k = 0; k < e.length; k++) {
          s = (s * 1103515245 + 12345) % 2147483648;
          e[k] = (s / 2147483648 - 0.5) * 2 * bound;
        }
        const trans = Float64Array.from({ length: T * T }, (_, k) => ((k * 37) % 23) - 11);
        const start = Float64Array.from({ length: T }, (_, k) => k - 3);
        const p = marginals(e, n, trans, start);
        for (const v of p) expect(Number.isFinite(v)).toBe(true);
        for (let i = 0; i < n; i++) expect(p.subarray(i * T, i * T + T).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
        closeTo(p, logMarginals(e, n, trans, start), 1e-9);
      }),
      { numRuns: 25 },
    );
  });

  it('forward–backward stays finite when a best tag cannot follow the one before, scores 2,000 apart', () => {
    // Token 0 is O by far; token 1's best tag, I-PER, may only follow B-PER: probabilities of e^−2000 underflow.
    const e = new Float64Array(2 * T).fill(-3000);
    e[0] = 0; // token 0: O
    e[1] = -2000; // token 0: B-PER
    e[T] = -1500; // token 1: O
    e[T + 2] = 1000; // token 1: I-PER (after B-PER: −1000 in all, the best sequence)
    const trans = new Float64Array(T * T);
    const start = new Float64Array(T);
    const p = marginals(e, 2, trans, start);
    expect([...p].every(Number.isFinite)).toBe(true);
    closeTo(p, logMarginals(e, 2, trans, start), 1e-9);
    expect(p[T + 2]).toBeCloseTo(1, 9);
  });
});
