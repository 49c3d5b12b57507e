/**
 * What the evaluations of generated values in everyday frames share (./eval-addresses.ts, ./eval-places.ts,
 * ./eval-dates.ts, ./eval-phones.ts, ./eval-names.ts, ./eval-name-model.ts): the policy they run, a seeded random
 * source, and the test of whether a value came out masked.
 */
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { testCatalog } from '../helpers/catalog';

/** Every built-in entity masked at the demo Guardian's threshold (0.5); `nameModel`: with the learned name model or the rules alone. */
export const catalogPolicy = (name: string, nameModel: boolean): CompiledPolicy =>
  compilePiiPolicy(
    {
      name,
      type: 'PII',
      entities: Object.fromEntries(testCatalog.entities.map((e) => [e, { action: 'MASK' as const }])),
      customRules: [],
      minConfidence: 0.5,
      allowList: [],
      nameModel,
    },
    testCatalog,
  );

/** A small linear congruential generator in [0, 1): the same values on every run. */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Which characters of `text` the findings cover. */
export function coverage(text: string, findings: readonly { start: number; end: number }[]): Uint8Array {
  const covered = new Uint8Array(text.length);
  for (const f of findings) covered.fill(1, f.start, f.end);
  return covered;
}

/** Whether every character of `text[start, end)` that `counts` (letters, digits) is covered. */
export function coveredWhole(covered: Uint8Array, text: string, start: number, end: number, counts: RegExp = /[\p{L}\p{N}]/u): boolean {
  for (let i = start; i < end; i++) if (!covered[i] && counts.test(text[i]!)) return false;
  return true;
}

/** Whether the policy masks `value`, written once in `text`, whole. */
export const maskedWhole = (policy: CompiledPolicy, text: string, value: string, counts?: RegExp): boolean => {
  const at = text.indexOf(value);
  return coveredWhole(coverage(text, policy.inspect(text)), text, at, at + value.length, counts);
};
