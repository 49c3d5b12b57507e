/**
 * Batch format throughput: MB/s = 10^6 bytes of source per CPU second of this process (one core; GC helper
 * threads count too, so the figure is if anything low, and it holds on a busy machine where wall time does
 * not). ~20 MB of seeded realistic content per format (test/bench/prompts.ts), simple policy set: one custom
 * the default policy (the demo Guardian's `input` process type). Measures the transform alone: in-memory
 * source in 64 KiB chunks, output discarded; best of three runs after a warm-up.
 */
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { compileGuardian } from '../helpers/catalog';
import { DEMO_GUARDIAN } from '../../functions/local/demo';
import { createFormatTransform, type FormatContext, type FormatName } from '../../functions/jobs/formats';
import { ResultAggregator } from '../../functions/jobs/results';
import { makePrompt, seededRandom } from './prompts';
import { createMaskingContext } from '../../functions/engine/masking-context';

const SIZE = 20_000_000;
const CHUNK = 64 * 1024;
const ROUNDS = 3;

/** Text targets from the batch requirements; other formats are reported without one. */
const TARGETS: Partial<Record<FormatName, number>> = { text: 30 };

/** The default policy: the demo Guardian's `input` process type (the one `npm start` serves). */
function policies() {
  return compileGuardian(DEMO_GUARDIAN, 1).processTypes.get('input')!;
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
        masking: createMaskingContext(),
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

/**
 * Peak memory of the worker's text path on a large object: `bytes` of generated text streamed through the text
 * format (64 KiB chunks, as S3 delivers them), output discarded. RSS is sampled every 50 ms.
 */
export async function benchTextMemory(bytes: number): Promise<string[]> {
  const line = Buffer.from(`${makePrompt(seededRandom(9), 300)} mail jane.doe@example.com id EMP-123456\n`);
  const chunk = Buffer.alloc(CHUNK);
  for (let i = 0; i < CHUNK; i++) chunk[i] = line[i % line.length]!;
  let sent = 0;
  const source = new Readable({
    read() {
      if (sent >= bytes) return this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const t0 = process.cpuUsage();
  await pipeline(
    source,
    createFormatTransform('text', { policies: policies(), results: new ResultAggregator(), delimited: { skipColumns: [], entityColumns: {} }, masking: createMaskingContext() }),
    new Writable({ write: (_c, _e, cb) => cb() }),
  );
  const used = process.cpuUsage(t0);
  clearInterval(timer);
  const mib = (n: number) => `${(n / 2 ** 20).toFixed(0)} MiB`;
  return [
    `text ${(bytes / 2 ** 30).toFixed(2)} GiB streamed: peak RSS (start ${mib(baseline)})`,
    mib(peak),
    `< 256 MiB ${peak < 256 * 2 ** 20 ? 'met' : 'MISSED'}; ${(bytes / 1e6 / ((used.user + used.system) / 1e6)).toFixed(1)} MB/s`,
  ];
}
