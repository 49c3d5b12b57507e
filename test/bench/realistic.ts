/**
 * The realistic corpus's measures for the full-catalog table (test/bench/catalog.ts): the prompts, planted-value
 * recall and hard negatives altered, and the worst 100 KB adversarial input. Latency and throughput are measured
 * by catalog.ts's own helpers, the same way as its bench-prompt rows.
 */
import { inspectText } from '../../functions/engine/inspect';
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { ADVERSARIAL_INPUTS, ADVERSARIAL_SIZE } from '../helpers/detector-conformance';
import { intact, realisticCorpus, realisticText, type RealisticPrompt } from '../helpers/realistic-corpus';

/** Targets of the realistic rows (test/README.md "Benchmarks"). */
export const REALISTIC_TARGETS = { p50Us: 60, p99Us: 600, mbPerS: 6, adversarialMs: 300, negativesAltered: 0.02 } as const;

const PROMPT_SEED = 2202;
const TEXT_SEED = 2203;

/** The latency and accuracy prompts (`BENCH_REALISTIC_PROMPTS`, default 2,000). */
export function realisticPrompts(): RealisticPrompt[] {
  return realisticCorpus(PROMPT_SEED, Number(process.env.BENCH_REALISTIC_PROMPTS ?? 2_000));
}

/** About `BENCH_REALISTIC_MB` (default 10) MB of realistic prompts for throughput, one record each. */
export function realisticThroughputText(): { lines: string[]; bytes: number; chars: number } {
  const { texts, bytes, chars } = realisticText(TEXT_SEED, Number(process.env.BENCH_REALISTIC_MB ?? 10) * 1e6);
  return { lines: texts, bytes, chars };
}

export interface RealisticAccuracy {
  readonly planted: number;
  readonly recall: number;
  readonly byEntity: ReadonlyMap<string, { planted: number; found: number }>;
  readonly negatives: number;
  readonly altered: number;
  /** Altered, public figures (names as the topic of a question) left out. */
  readonly alteredWithoutFigures: number;
  readonly byKind: ReadonlyMap<string, { count: number; altered: number }>;
}

/**
 * A planted value counts as found when the output no longer holds it intact (`intact`); a hard negative counts as
 * altered when the output no longer holds it intact.
 */
export function realisticAccuracy(redact: (text: string) => string, prompts: readonly RealisticPrompt[]): RealisticAccuracy {
  const byEntity = new Map<string, { planted: number; found: number }>();
  const byKind = new Map<string, { count: number; altered: number }>();
  let planted = 0;
  let found = 0;
  let negatives = 0;
  let altered = 0;
  for (const p of prompts) {
    const out = redact(p.text);
    for (const v of p.planted) {
      const e = byEntity.get(v.entity) ?? { planted: 0, found: 0 };
      const hit = !intact(out, v.value);
      e.planted++;
      planted++;
      if (hit) {
        e.found++;
        found++;
      }
      byEntity.set(v.entity, e);
    }
    for (const n of p.negatives) {
      const k = byKind.get(n.kind) ?? { count: 0, altered: 0 };
      const changed = !intact(out, n.value);
      k.count++;
      negatives++;
      if (changed) {
        k.altered++;
        altered++;
      }
      byKind.set(n.kind, k);
    }
  }
  const figures = byKind.get('public figure') ?? { count: 0, altered: 0 };
  const alteredWithoutFigures = (altered - figures.altered) / (negatives - figures.count);
  return { planted, recall: found / planted, byEntity, negatives, altered: altered / negatives, alteredWithoutFigures, byKind };
}

const repeatTo = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/**
 * 100 KB inputs: the detector conformance suite's adversarial inputs (runs of letters, digits, separators, hex,
 * `@`, dots, schemes, key prefixes), runs aimed at the catalog's prose, phone, address and credential finders,
 * and realistic prompts joined to 100 KB (a long document, for reference).
 */
function adversarialInputs(): { name: string; text: string }[] {
  const realistic = realisticText(2204, ADVERSARIAL_SIZE).texts.join('\n\n').slice(0, ADVERSARIAL_SIZE);
  return [
    ...ADVERSARIAL_INPUTS,
    { name: 'capitalised words', text: repeatTo('Aaaa Bbbb ', ADVERSARIAL_SIZE) },
    { name: 'title and capitalised words', text: repeatTo('Mr Aaaa Bbbb Cccc, ', ADVERSARIAL_SIZE) },
    { name: 'house numbers and capitalised words', text: repeatTo('12 Aaaa Bbbb ', ADVERSARIAL_SIZE) },
    { name: 'digits and hyphens in 3-2-4', text: repeatTo('123-45-6789 ', ADVERSARIAL_SIZE) },
    { name: 'phone word and digit groups', text: repeatTo('tel 12 34 56 ', ADVERSARIAL_SIZE) },
    { name: 'CSV of numbers', text: repeatTo('1234,5678,90,1234567,', ADVERSARIAL_SIZE) },
    { name: 'base64-like run', text: repeatTo('QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3+/=', ADVERSARIAL_SIZE) },
    { name: 'key = value runs', text: repeatTo('api_key = "aaaaaaaaaaaaaaaaaaaaaaaa" ', ADVERSARIAL_SIZE) },
    { name: 'aws secret assignments', text: repeatTo('aws_secret_access_key=', ADVERSARIAL_SIZE) },
    { name: 'Hangul and digits', text: repeatTo('주민등록번호 900101 ', ADVERSARIAL_SIZE) },
    { name: 'Hangul names with a particle', text: repeatTo('김민준님 ', ADVERSARIAL_SIZE) },
    { name: 'date-like numbers', text: repeatTo('12/12/12 ', ADVERSARIAL_SIZE) },
    { name: 'JSON of short strings', text: repeatTo('{"a":"b","c":[1,2,3]},', ADVERSARIAL_SIZE) },
    { name: 'realistic prompts joined (reference)', text: realistic },
  ];
}

/** The slowest 100 KB input through the policy (`inspectText`): the median of 5 runs after a warm-up. */
export function worstAdversarial100k(policy: CompiledPolicy): { name: string; ms: number; inputs: number } {
  const inputs = adversarialInputs();
  let worst = { name: '', ms: 0 };
  for (const input of inputs) {
    inspectText(input.text.slice(0, 2_000), [policy]);
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = process.hrtime.bigint();
      inspectText(input.text, [policy]);
      samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    samples.sort((a, b) => a - b);
    if (samples[2]! > worst.ms) worst = { name: input.name, ms: samples[2]! };
  }
  return { ...worst, inputs: inputs.length };
}
