/**
 * Hostile inputs against operator lists (`BENCH_ONLY=adversarial-rows npm run bench`):
 * the worst cases for the deny list (PII policy) and the word lists (WORD policy) — 100 KB texts that repeat the
 * start of thousands of phrases, so any matcher that re-reads a shared prefix from every start is quadratic —
 * each through the whole engine (`inspectText`), best of 5 runs after a warm-up. Target ≤ 100 ms per 100 KB.
 */
import { inspectText } from '../../functions/engine/inspect';
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { compileGuardian } from '../helpers/catalog';

const TARGET_MS = 100;

/** "Project Falcon 17"-like code names: many phrases sharing their first word. */
const codeNames = (n: number) => Array.from({ length: n }, (_, i) => `Project ${['Falcon', 'Heron', 'Osprey', 'Kite'][i % 4]} ${i}`);
/** Phrases sharing a long prefix, at most `max` characters, differing only in their last word. */
const sharedPrefix = (n: number, max: number, word: string) => {
  const prefix = `${word} `.repeat(Math.floor((max - 6) / (word.length + 1)));
  return Array.from({ length: n }, (_, i) => `${prefix}x${i}`);
};

function policiesOf(doc: Record<string, unknown>): readonly CompiledPolicy[] {
  return compileGuardian({ name: 'adversarial', processTypes: { input: { policies: ['p'] } }, policies: [{ name: 'p', ...doc }] }, 1)
    .processTypes.get('input')!;
}

function bestMs(text: string, policies: readonly CompiledPolicy[]): number {
  inspectText(text.slice(0, 2_000), policies); // warm-up
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const t0 = process.hrtime.bigint();
    inspectText(text, policies);
    best = Math.min(best, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return best;
}

export function benchAdversarial(): string[][] {
  const cases: [string, Record<string, unknown>, string][] = [
    [
      'deny list, 5,000 code names + 5,000 sharing 250 chars; "Project " × 12,800',
      { type: 'PII', denyList: { action: 'MASK', values: [...codeNames(5_000), ...sharedPrefix(5_000, 256, 'project')] } },
      'Project '.repeat(12_800),
    ],
    [
      'deny list, 10,000 sharing 250 chars; their prefix repeated to 100 KB',
      { type: 'PII', denyList: { action: 'MASK', values: sharedPrefix(10_000, 256, 'a') } },
      'a '.repeat(51_200),
    ],
    [
      'deny list, 10,000 Korean sharing 250 chars; "가나 " × 34,134',
      { type: 'PII', denyList: { action: 'BLOCK', values: sharedPrefix(10_000, 256, '가나') } },
      '가나 '.repeat(34_134),
    ],
    [
      'word lists, 5,000 code names + 5,000 sharing 94 chars; "Project " × 12,800',
      { type: 'WORD', lists: [{ name: 'l', action: 'MASK', words: [...codeNames(5_000), ...sharedPrefix(5_000, 100, 'project')] }] },
      'Project '.repeat(12_800),
    ],
    [
      'word lists, 10,000 sharing 94 chars; their prefix repeated to 100 KB',
      { type: 'WORD', lists: [{ name: 'l', action: 'MASK', words: sharedPrefix(10_000, 100, 'a') }] },
      'a '.repeat(51_200),
    ],
    [
      'word lists + profanity, 10,000 Korean sharing 94 chars; "가나 " × 34,134',
      { type: 'WORD', profanity: {}, lists: [{ name: 'l', action: 'BLOCK', words: sharedPrefix(10_000, 100, '가나') }] },
      '가나 '.repeat(34_134),
    ],
  ];
  const rows: string[][] = [];
  for (const [label, doc, text] of cases) {
    const t0 = process.hrtime.bigint();
    const policies = policiesOf(doc);
    const compileMs = Number(process.hrtime.bigint() - t0) / 1e6;
    const ms = bestMs(text, policies);
    rows.push([`${label} (${(text.length / 1024).toFixed(0)} KB)`, `${ms.toFixed(1)} ms (compile ${compileMs.toFixed(0)} ms)`, `≤ ${TARGET_MS} ms`, ms <= TARGET_MS ? 'met' : 'MISSED']);
  }
  return rows;
}

