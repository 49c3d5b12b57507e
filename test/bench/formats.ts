/**
 * Batch format throughput: MB/s = 10^6 bytes of source per CPU second of this process (one core; GC helper
 * threads count too, so the figure is if anything low, and it holds on a busy machine where wall time does
 * not). ~20 MB of seeded realistic content per format (test/bench/prompts.ts), simple policy set: one custom
 * regex rule + EMAIL_ADDRESS + PHONE_NUMBER + CREDIT_CARD, all MASK. Measures the transform alone: in-memory
 * source in 64 KiB chunks, output discarded; best of three runs after a warm-up.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { compilePiiPolicy, piiPolicySchema } from '../../functions/engine/policies/pii';
import { createFormatTransform, type FormatContext, type FormatName } from '../../functions/jobs/formats';
import { ResultAggregator } from '../../functions/jobs/results';
import { makePrompt, seededRandom } from './prompts';

const SIZE = 20_000_000;
const CHUNK = 64 * 1024;
const ROUNDS = 3;

/** Text targets from the batch requirements; other formats are reported without one. */
const TARGETS: Partial<Record<FormatName, number>> = { text: 30 };

function policies() {
  return [
    compilePiiPolicy(
      piiPolicySchema.parse({
        name: 'bench-pii',
        type: 'PII',
        entities: {
          EMAIL_ADDRESS: { action: 'MASK' },
          PHONE_NUMBER: { action: 'MASK' },
          CREDIT_CARD: { action: 'MASK' },
        },
        customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }],
      }),
    ),
  ];
}

/** ~`size` bytes of the format, built from seeded prompts of 100–2,000 characters (75 % with PII). */
export function makeFormatSource(format: FormatName, size: number, seed = 1): Buffer {
  const r = seededRandom(seed);
  const out: string[] = [];
  let bytes = 0;
  const push = (s: string) => {
    out.push(s);
    bytes += Buffer.byteLength(s);
  };
  const prompt = () => makePrompt(r, 100 + Math.floor(r() * 1_900)).replace(/[\t\r\n]/g, ' ');
  switch (format) {
    case 'text':
      for (let i = 0; bytes < size; i++) push(`${prompt()} EMP-${String(100_000 + i).slice(-6)}\n`);
      break;
    case 'csv':
    case 'tsv': {
      const d = format === 'csv' ? ',' : '\t';
      push(['id', 'user', 'prompt'].join(d) + '\n');
      for (let i = 0; bytes < size; i++) {
        const p = prompt();
        const cell = format === 'csv' ? `"${p.replaceAll('"', '""')}"` : p.replaceAll('"', "'");
        push([String(i), `EMP-${String(100_000 + i).slice(-6)}`, cell].join(d) + '\n');
      }
      break;
    }
    case 'json':
      push('[\n');
      for (let i = 0; bytes < size; i++) {
        push(`${i === 0 ? '' : ',\n'}  {"id": ${i}, "user": "EMP-${String(100_000 + i).slice(-6)}", "prompt": ${JSON.stringify(prompt())}}`);
      }
      push('\n]\n');
      break;
    case 'jsonl':
      for (let i = 0; bytes < size; i++) {
        push(`{"id":${i},"user":"EMP-${String(100_000 + i).slice(-6)}","prompt":${JSON.stringify(prompt())}}\n`);
      }
      break;
  }
  return Buffer.from(out.join(''));
}

async function run(format: FormatName, source: Buffer, ctx: FormatContext): Promise<number> {
  const chunks = function* () {
    for (let i = 0; i < source.length; i += CHUNK) yield source.subarray(i, i + CHUNK);
  };
  // CPU time of this process, not wall time: the figure is per core and holds on a busy machine.
  const t0 = process.cpuUsage();
  await pipeline(
    Readable.from(chunks()),
    createFormatTransform(format, ctx),
    new Writable({ write: (_c, _e, cb) => cb() }),
  );
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / 1e6;
}

/**
 * Rows `[case, MB/s, target]` for the bench table: each format with the policy set, then each format with no
 * policy at all (the format's own cost: decoding, splitting, re-encoding — the rest is the engine's).
 */
export async function benchFormats(): Promise<string[][]> {
  const compiled = policies();
  const rows: string[][] = [];
  for (const withPolicies of [true, false]) {
    for (const format of ['text', 'csv', 'tsv', 'json', 'jsonl'] as const) {
      const ctx = (): FormatContext => ({
        policies: withPolicies ? compiled : [],
        results: new ResultAggregator(),
        delimited: { skipColumns: [], entityColumns: {} },
      });
      await run(format, makeFormatSource(format, 2_000_000, 2), ctx()); // warm-up: JIT, phone metadata
      const source = makeFormatSource(format, SIZE);
      let seconds = Infinity; // best of ROUNDS: the least disturbed run
      for (let round = 0; round < ROUNDS; round++) seconds = Math.min(seconds, await run(format, source, ctx()));
      const mbps = source.length / 1e6 / seconds;
      const target = withPolicies ? TARGETS[format] : undefined;
      rows.push([
        `format ${format}, ${(source.length / 1e6).toFixed(0)} MB${withPolicies ? '' : ', no policies (format overhead)'}`,
        `${mbps.toFixed(1)} MB/s`,
        target === undefined ? '—' : `≥ ${target} MB/s`,
      ]);
    }
  }
  return rows;
}
