import { testCatalog } from '../helpers/catalog';
/**
 * Engine figures with the FULL default catalog, and the same figures for two npm peers, in one run:
 *
 * - per-prompt p50/p99 on seeded prompts of 50–2,000 characters (test/bench/prompts.ts `makePlantedPrompt`:
 *   ~25 % PII-free, the rest with 1–3 planted values), one core (this process), after five untimed passes over
 *   them (`WARM_UP_PASSES`), measured before the throughput text is built;
 * - worst case on adversarial 2,000-character inputs (runs of letters, digits, separators, hex, …): the
 *   slowest input's median of 50 runs (a median, so one preemption of this shared machine does not count);
 * - text throughput: MB (10^6 bytes of UTF-8) per CPU second, one prompt per line through `inspectText`, on
 *   ~50 MB of ASCII prompts and ~50 MB of Korean prompts (`BENCH_TEXT_MB` to change), a first pass and a second
 *   at steady state (judged; see `throughput`);
 * - evasion (ours only, test/bench/evasion.ts): latency and recall on the same prompts with their planted values
 *   obfuscated (fullwidth forms, invisible characters; recall read on the normalised output), and the seeded
 *   evasion corpus's catch rate and hard-negative alteration rate;
 * - planted-PII recall: a planted value counts as found when the engine's output no longer contains it intact
 *   (the peers' own redacted text; ours: every finding masked), and the share of PII-free prompts whose text
 *   the engine changed at all;
 * - the realistic corpus (ours only, test/bench/realistic.ts, test/helpers/realistic-corpus.ts), each row beside
 *   its bench-prompt counterpart: per-prompt p50/p99, the worst 100 KB adversarial input, batch throughput,
 *   planted recall (by type) and hard negatives altered (by kind).
 *
 * Each engine runs alone, one after the other: ours first, all of its measures before a peer's code runs (see
 * `benchCatalog`).
 *
 * "Full default catalog" = one PII policy with every entity `testCatalog.entities` lists (credentials
 * included), action MASK, the policy default minConfidence 0.5.
 */
import { Redactor } from '@redactpii/node';
import { OpenRedaction } from 'openredaction';
import { inspectText } from '../../functions/engine/inspect';
import { compilePiiPolicy } from '../../functions/engine/policies/pii';
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { rewrite } from '../../functions/engine/rewrite';
import { normalise } from '../../functions/engine/normalise';
import { ADVERSARIAL_INPUTS } from '../helpers/detector-conformance';
import { makePlantedPrompt, makePlantedText, seededRandom, type PlantedPrompt } from './prompts';
import { evasionAccuracy, obfuscatedPrompts } from './evasion';
import { REALISTIC_TARGETS, realisticAccuracy, realisticPrompts, realisticThroughputText, worstAdversarial100k } from './realistic';

/** The engine's targets (test/README.md "Benchmarks"). */
export const TARGETS = { p50Us: 30, p99Us: 150, adversarialUs: 1_000, mbPerS: 40, koreanRatio: 2 } as const;

/** The three prose scanners (capitalised words, house numbers): shown apart as the diagnostic row. */
const PROSE_SCANNERS = ['PERSON', 'LOCATION', 'STREET_ADDRESS'];

export function fullCatalogPolicy(without: readonly string[] = [], nameModel = true): CompiledPolicy {
  return compilePiiPolicy({
    name: 'full-catalog',
    type: 'PII',
    entities: Object.fromEntries(
      testCatalog.entities
        .filter((e) => !without.includes(e))
        .map((e) => [e, { action: 'MASK' as const }]),
    ),
    customRules: [],
    minConfidence: 0.5,
    allowList: [],
    nameModel,
  }, testCatalog);
}

/** An engine under comparison: redacts one text and returns the output text. */
interface Engine {
  readonly name: string;
  /** Ours: judged against the targets; peers are shown beside it. */
  readonly primary: boolean;
  readonly redact: (text: string) => string | Promise<string>;
  /** Peers that are much slower are measured on fewer prompts and less text (stated in the table). */
  readonly prompts: number;
  readonly textMb: number;
}

function ours(policy: CompiledPolicy): Engine {
  return {
    name: 'content-guard (full catalog)',
    primary: true,
    // Every finding masked, whatever the action, so recall is scored on detection alone.
    redact: (text) => rewrite(text, policy.inspect(text)),
    prompts: 2_000,
    textMb: Number(process.env.BENCH_TEXT_MB ?? 50),
  };
}

function peers(): Engine[] {
  const redactpii = new Redactor();
  const openredaction = new OpenRedaction();
  return [
    { name: '@redactpii/node (defaults)', primary: false, redact: (t) => redactpii.redact(t), prompts: 2_000, textMb: 10 },
    {
      name: 'openredaction (defaults)',
      primary: false,
      redact: async (t) => (await openredaction.detect(t)).redacted,
      prompts: 300,
      textMb: 0.5,
    },
  ];
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const fmtUs = (us: number): string => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(1)} µs`);
const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');

/**
 * Untimed passes over the prompts before the timed ones. V8 keeps tiering the engine's functions and regexes up
 * through the first ~10,000 prompts (after one pass of 2,000 the full catalog's mean was still ~45 % above its
 * steady state), and a warm Lambda container serves many more requests than that.
 */
const WARM_UP_PASSES = 5;

/**
 * Per-prompt latency in steady state, as a warm Lambda serves it: `WARM_UP_PASSES` untimed passes over all the
 * prompts first (JIT tiers, lazy tables, inline caches), then `rounds` timed passes.
 */
async function latency(engine: Engine, prompts: readonly { readonly text: string }[], rounds: number) {
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) for (const p of prompts) await engine.redact(p.text);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const p of prompts) {
      const t0 = process.hrtime.bigint();
      const out = engine.redact(p.text);
      // Awaited only when a promise: an `await` of a plain value waits a turn of the microtask queue, which would be
      // timed as the engine's (the service calls ours synchronously).
      if (typeof out !== 'string') await out;
      samples.push(Number(process.hrtime.bigint() - t0) / 1000);
    }
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), n: samples.length };
}

/** Recall of planted values and share of PII-free prompts changed, per entity as well. */
async function accuracy(engine: Engine, prompts: readonly PlantedPrompt[]) {
  let planted = 0;
  let found = 0;
  let free = 0;
  let changed = 0;
  const byEntity = new Map<string, { planted: number; found: number }>();
  for (const p of prompts) {
    const out = await engine.redact(p.text);
    if (p.planted.length === 0) {
      free++;
      if (out !== p.text) changed++;
      continue;
    }
    for (const v of p.planted) {
      const hit = !out.includes(v.value);
      planted++;
      if (hit) found++;
      const e = byEntity.get(v.entity) ?? { planted: 0, found: 0 };
      e.planted++;
      if (hit) e.found++;
      byEntity.set(v.entity, e);
    }
  }
  return { recall: found / planted, planted, freeChanged: changed / free, free, byEntity };
}

/**
 * MB/s (10^6 UTF-8 bytes per CPU second of this process) and M chars/s over `lines`, with the share of that CPU
 * time spent in the kernel (page faults, memory compaction): a high share points at the machine, not the engine.
 * Two timed passes over the same lines: the first, and the second at steady state. New text still trains V8 well
 * after the latency prompts did: in the first ~25 MB some engine functions meet branches they had no feedback for,
 * are deoptimised and compiled again on a background thread (counted here: CPU time of the process), so the first
 * pass over 50 MB ran ~20 % below the second. The second is what a warm function or a long batch job runs at, and
 * is judged, as per-prompt latency is judged after untimed passes.
 */
async function throughput(engine: Engine, lines: readonly string[], bytes: number, chars: number) {
  for (const l of lines.slice(0, 200)) await engine.redact(l);
  const pass = async () => {
    const t0 = process.cpuUsage();
    for (const l of lines) {
      const out = engine.redact(l);
      if (typeof out !== 'string') await out;
    }
    const used = process.cpuUsage(t0);
    const seconds = (used.user + used.system) / 1e6;
    return { mbps: bytes / 1e6 / seconds, mcps: chars / 1e6 / seconds, kernel: used.system / 1e6 / seconds };
  };
  const first = await pass();
  return { first, steady: await pass() };
}

/** Slowest adversarial 2,000-character input: its median over 50 runs, with the input's name. */
function adversarial(policy: CompiledPolicy) {
  const inputs = [
    ...ADVERSARIAL_INPUTS.map((a) => ({ name: a.name, text: a.text.slice(0, 2_000) })),
    { name: 'capitalised words', text: 'Aaaa Bbbb '.repeat(200) },
    { name: 'digits and hyphens in 3-2-4', text: '123-45-6789 '.repeat(167).slice(0, 2_000) },
    { name: 'base64-like run', text: 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3+/='.repeat(50).slice(0, 2_000) },
    { name: 'key = value runs', text: 'api_key = "aaaaaaaaaaaaaaaaaaaaaaaa" '.repeat(60).slice(0, 2_000) },
    { name: 'Hangul and digits', text: '주민등록번호 900101 '.repeat(150).slice(0, 2_000) },
  ];
  let worst = { name: '', us: 0 };
  for (const input of inputs) {
    for (let i = 0; i < 5; i++) inspectText(input.text, [policy]);
    const samples: number[] = [];
    for (let i = 0; i < 50; i++) {
      const t0 = process.hrtime.bigint();
      inspectText(input.text, [policy]);
      samples.push(Number(process.hrtime.bigint() - t0) / 1000);
    }
    samples.sort((a, b) => a - b);
    const median = percentile(samples, 50);
    if (median > worst.us) worst = { name: input.name, us: median };
  }
  return worst;
}

/**
 * Rows for the bench table, `[case, value, target, verdict]`, and notes to print under it. Each engine is measured
 * as it would run alone, one after the other in this process: its latency and accuracy, then its throughput text is
 * built and timed and let go, before the next engine runs. Measured after the peers' runs instead, our steady-state throughput read ~7 % lower
 * (40.7 against 43.1–44.1 MB/s on one machine): another library's code and garbage in the same process is not
 * what a deployed function runs beside.
 */
export async function benchCatalog(): Promise<{ rows: string[][]; notes: string[] }> {
  const policy = fullCatalogPolicy();
  const r = seededRandom(404);
  const prompts = Array.from({ length: 2_000 }, () => makePlantedPrompt(r));
  const rows: string[][] = [];
  /** Per-type and per-kind breakdowns, too wide for a table cell: printed under the table. */
  const notes: string[] = [];
  for (const engine of [ours(policy), ...peers()]) {
    const isOurs = engine.primary;
    const n = engine.name;
    // Latency first, before the throughput text exists: a heap that large makes every major GC slower, and those
    // pauses would land in the per-prompt samples.
    const sample = prompts.slice(0, engine.prompts);
    const lat = await latency(engine, sample, isOurs ? 3 : 1);
    const acc = await accuracy(engine, sample);
    rows.push([`${n}: per prompt, 50–2,000 chars (${lat.n} samples)`, `p50 ${fmtUs(lat.p50)} · p99 ${fmtUs(lat.p99)}`,
      isOurs ? `p50 ≤ ${TARGETS.p50Us} µs · p99 ≤ ${TARGETS.p99Us} µs` : '—',
      isOurs ? verdict(lat.p50 <= TARGETS.p50Us && lat.p99 <= TARGETS.p99Us) : '']);
    // The realistic corpus: its prompts stay for the accuracy rows; its throughput text is built for its turn.
    const real = isOurs ? realisticPrompts() : [];
    const realAcc = isOurs ? realisticAccuracy((t) => rewrite(t, policy.inspect(t)), real) : undefined;
    if (isOurs) {
      const realLat = await latency(engine, real, 3);
      const meanChars = Math.round(real.reduce((sum, p) => sum + p.text.length, 0) / real.length);
      rows.push([`${n}: per prompt, realistic corpus (${real.length} prompts, mean ${meanChars} chars; ${realLat.n} samples)`, `p50 ${fmtUs(realLat.p50)} · p99 ${fmtUs(realLat.p99)}`,
        `p50 ≤ ${REALISTIC_TARGETS.p50Us} µs · p99 ≤ ${REALISTIC_TARGETS.p99Us} µs`, verdict(realLat.p50 <= REALISTIC_TARGETS.p50Us && realLat.p99 <= REALISTIC_TARGETS.p99Us)]);
      // Diagnostic: where the time goes — the same prompts without the three prose scanners.
      const rest = fullCatalogPolicy(PROSE_SCANNERS);
      const restLat = await latency({ ...engine, redact: (t) => rewrite(t, rest.inspect(t)) }, sample, 3);
      const worst = adversarial(policy);
      const worst100k = worstAdversarial100k(policy);
      // The same prompts with their planted values obfuscated (fullwidth forms, invisible characters): the cost of
      // the normalised view on the texts that need one.
      const obfuscated = obfuscatedPrompts(sample, 2120);
      const obfLat = await latency(engine, obfuscated, 3);
      const obfAcc = await accuracy({ ...engine, redact: (t) => normalise(rewrite(t, policy.inspect(t))).text }, obfuscated);
      const ev = evasionAccuracy((t) => rewrite(t, policy.inspect(t)));
      rows.push(
        [`${n}: per prompt, planted values obfuscated (${obfLat.n} samples)`, `p50 ${fmtUs(obfLat.p50)} · p99 ${fmtUs(obfLat.p99)} · recall ${(100 * obfAcc.recall).toFixed(1)} %`, '—', ''],
        [`${n}: evasion corpus, obfuscated identifiers caught (${ev.cases})`, `${(100 * ev.caught).toFixed(1)} %`, '≥ 95 %', verdict(ev.caught >= 0.95)],
        [`${n}: evasion corpus, hard negatives altered (${ev.negatives})`, `${(100 * ev.altered).toFixed(1)} %`, '≤ 2 %', verdict(ev.altered <= 0.02)],
      );
      // The same catalog with the rules alone (a policy's `nameModel: false`; the learned name model is on by
      // default) on the realistic corpus: what the model costs and what it adds to the names and places found.
      const rulesOnly = fullCatalogPolicy([], false);
      const rulesLat = await latency({ ...engine, redact: (t) => rewrite(t, rulesOnly.inspect(t)) }, real, 3);
      const rulesAcc = realisticAccuracy((t) => rewrite(t, rulesOnly.inspect(t)), real);
      const modelAcc = realAcc!;
      const recallOf = (a: typeof modelAcc, e: string) => {
        const v = a.byEntity.get(e);
        return v === undefined ? '—' : `${((100 * v.found) / v.planted).toFixed(1)} %`;
      };
      rows.push(
        [`${n} with the rules alone (nameModel: false; diagnostic), realistic corpus`, `p50 ${fmtUs(rulesLat.p50)} · p99 ${fmtUs(rulesLat.p99)} (the name model adds ${fmtUs(realLat.p50 - rulesLat.p50)} at p50) · PERSON found ${recallOf(rulesAcc, 'PERSON')} (with the model ${recallOf(modelAcc, 'PERSON')}) · LOCATION ${recallOf(rulesAcc, 'LOCATION')} (${recallOf(modelAcc, 'LOCATION')}) · hard negatives altered ${(100 * rulesAcc.altered).toFixed(1)} % (${(100 * modelAcc.altered).toFixed(1)} %)`, '—', ''],
      );
      rows.push(
        [`${n} without ${PROSE_SCANNERS.join('/')} (diagnostic)`, `p50 ${fmtUs(restLat.p50)} · p99 ${fmtUs(restLat.p99)}`, '—', ''],
        [`${n}: adversarial 2,000 chars, worst input (${worst.name})`, fmtUs(worst.us), `< ${fmtUs(TARGETS.adversarialUs)}`, verdict(worst.us < TARGETS.adversarialUs)],
        [`${n}: adversarial 100 KB, worst of ${worst100k.inputs} inputs (${worst100k.name})`, `${worst100k.ms.toFixed(1)} ms`, `≤ ${REALISTIC_TARGETS.adversarialMs} ms`, verdict(worst100k.ms <= REALISTIC_TARGETS.adversarialMs)],
      );
    }
    const ta = await throughputOf(engine, makePlantedText(41, engine.textMb * 1e6));
    const tk = await throughputOf(engine, makePlantedText(42, engine.textMb * 1e6, true));
    const rate = (t: { mbps: number; mcps: number; kernel: number }) =>
      `${t.mbps.toFixed(1)} MB/s · ${t.mcps.toFixed(1)} Mchar/s · kernel ${(100 * t.kernel).toFixed(0)} %`;
    rows.push([`${n}: text throughput, ASCII (${(ta.bytes / 1e6).toFixed(1)} MB), steady state · first pass`, `${rate(ta.steady)} · first pass ${ta.first.mbps.toFixed(1)} MB/s`,
      isOurs ? `≥ ${TARGETS.mbPerS} MB/s` : '—', isOurs ? verdict(ta.steady.mbps >= TARGETS.mbPerS) : '']);
    // Judged on characters per second: per byte, Korean (3 bytes a syllable in UTF-8) would look 3× faster.
    const ratio = ta.steady.mcps / tk.steady.mcps;
    rows.push([`${n}: text throughput, Korean (${(tk.bytes / 1e6).toFixed(1)} MB), steady state · first pass`, `${rate(tk.steady)} (ASCII/Korean ${ratio.toFixed(2)}× per char) · first pass ${tk.first.mbps.toFixed(1)} MB/s`,
      isOurs ? `within ${TARGETS.koreanRatio}× of ASCII (per char)` : '—', isOurs ? verdict(ratio <= TARGETS.koreanRatio) : '']);
    if (isOurs) {
      const tr = await throughputOf(engine, realisticThroughputText());
      rows.push([`${n}: batch throughput, realistic corpus (${(tr.bytes / 1e6).toFixed(1)} MB, one prompt a record), steady state · first pass`, `${rate(tr.steady)} · first pass ${tr.first.mbps.toFixed(1)} MB/s`,
        `≥ ${REALISTIC_TARGETS.mbPerS} MB/s`, verdict(tr.steady.mbps >= REALISTIC_TARGETS.mbPerS)]);
    }
    rows.push([`${n}: planted-PII recall (${acc.planted} values)`, `${(100 * acc.recall).toFixed(1)} %`, '—', '']);
    if (realAcc) {
      rows.push([`${n}: planted recall, realistic corpus (${realAcc.planted} values)`, `${(100 * realAcc.recall).toFixed(1)} %`, '—', '']);
      notes.push(`Realistic corpus, recall by planted type: ${percentages([...realAcc.byEntity].map(([e, v]) => [e, v.found, v.planted]))}.`);
    }
    rows.push([`${n}: PII-free prompts changed (${acc.free})`, `${(100 * acc.freeChanged).toFixed(1)} %`, '—', '']);
    if (realAcc) {
      rows.push([`${n}: hard negatives altered, realistic corpus (${realAcc.negatives})`, `${(100 * realAcc.altered).toFixed(1)} % (public figures left out: ${(100 * realAcc.alteredWithoutFigures).toFixed(1)} %)`, `≤ ${100 * REALISTIC_TARGETS.negativesAltered} %`, verdict(realAcc.altered <= REALISTIC_TARGETS.negativesAltered)]);
      notes.push(`Realistic corpus, hard negatives altered by kind: ${percentages([...realAcc.byKind].map(([k, v]) => [k, v.altered, v.count]), 1)}.`);
    }
    rows.push([`${n}: recall by planted type`,
      [...acc.byEntity].sort(([x], [y]) => x.localeCompare(y)).map(([e, v]) => `${e} ${Math.round((100 * v.found) / v.planted)}%`).join(', '), '', '']);
  }
  return { rows, notes };
}

/** `name n% of total` for each `[name, hits, total]`, by name. */
function percentages(counts: readonly (readonly [string, number, number])[], digits = 0): string {
  return [...counts].sort(([x], [y]) => x.localeCompare(y)).map(([name, hit, total]) => `${name} ${((100 * hit) / total).toFixed(digits)}% of ${total}`).join(', ');
}

/** `throughput` over one text, with the text's size. */
async function throughputOf(engine: Engine, text: { lines: string[]; bytes: number; chars: number }) {
  return { ...(await throughput(engine, text.lines, text.bytes, text.chars)), bytes: text.bytes };
}
