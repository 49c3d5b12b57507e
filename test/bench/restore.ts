/**
 * Reversible masking and streams (functions/guard/README.md "Restore", "Streams"): what one call costs beyond
 * HTTP and authentication, on one core, after warm-up — opening the restore token, restoring, and for a stream
 * chunk opening and sealing the carry too. Targets: restore ≤ 0.2 ms per KB; a 200-character chunk ≤ 1 ms p99.
 */
import { randomBytes } from 'node:crypto';
import type { Caller } from '../../functions/auth/access';
import type { CompiledGuardian } from '../../functions/guardians/compile';
import { sealRestoreToken } from '../../functions/guard/reversible';
import { handleGuardStream, handleRestore } from '../../functions/handlers/restore-api';
import { makePrompt, seededRandom } from './prompts';

type Measure = <T>(inputs: readonly T[], rounds: number, fn: (s: T) => unknown) => { p50: number; p99: number; n: number };

const PROJECT = 'bench-project';

/** A model answer of about `length` characters quoting the call's placeholders in several forms. */
function answerWithPlaceholders(r: () => number, length: number): string {
  const forms = ['[PERSON_1]', '[person_2]', 'EMAIL_ADDRESS_1', '[Phone Number 1]', '[LOCATION_3]', '[PERSON_7]'];
  let s = '';
  while (s.length < length) s += `${makePrompt(r, 60)} ${forms[Math.floor(r() * forms.length)]} `;
  return s.slice(0, length);
}

/** Awaits a promise that settles synchronously in practice (no I/O: the key is in memory). */
async function timeAsync<T>(inputs: readonly T[], rounds: number, fn: (s: T) => Promise<unknown>) {
  for (const s of inputs) await fn(s);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const s of inputs) {
      const t0 = process.hrtime.bigint();
      await fn(s);
      samples.push(Number(process.hrtime.bigint() - t0) / 1000);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
  return { p50: at(50), p99: at(99), n: samples.length };
}

export async function restoreRows(guardian: CompiledGuardian, fmt: (us: number) => string, _measure: Measure): Promise<string[][]> {
  const key = randomBytes(32);
  const clock = { now: () => Date.parse('2026-06-01T00:00:00Z') };
  const deps = { restoreKeys: async () => key, clock };
  const caller = { key: { projectId: PROJECT }, guardian } as unknown as Caller;
  const originals = [
    ...['Jane Doe', 'John Smith', 'Kim Min-jun', 'Ola Nordmann', 'Max Mustermann'].map((v, i) => ({ prefix: 'PERSON', suffix: String(i + 1), value: v })),
    { prefix: 'EMAIL_ADDRESS', suffix: '1', value: 'jane.doe@example.com' },
    { prefix: 'PHONE_NUMBER', suffix: '1', value: '(650) 253-0000' },
  ];
  const token = sealRestoreToken({ projectId: PROJECT, key, nowSeconds: Math.floor(clock.now() / 1000) }, 3600, originals);
  const rows: string[][] = [];
  const r = seededRandom(24);

  for (const kb of [1, 16]) {
    const texts = Array.from({ length: 200 }, () => answerWithPlaceholders(r, kb * 1024));
    const m = await timeAsync(texts, 5, (text) => handleRestore(deps, caller, { restore_token: token, text }));
    rows.push([`restore, ${kb} KB (per KB)`, fmt(m.p50 / kb), fmt(m.p99 / kb), String(m.n), `p50 ≤ ${fmt(200)}/KB`, m.p50 / kb <= 200 ? 'met' : 'MISSED']);
  }

  // Streams: 200-character chunks of 4 KB answers, each chunk with the carry of the previous one.
  const answers = Array.from({ length: 40 }, () => answerWithPlaceholders(r, 4096));
  const chunkSteps = async (send: (text: string, carry: string | undefined) => Promise<{ carry?: string }>) => {
    const samples: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const a of answers) {
        let carry: string | undefined;
        for (let i = 0; i < a.length; i += 200) {
          const t0 = process.hrtime.bigint();
          carry = (await send(a.slice(i, i + 200), carry)).carry;
          if (round > 0) samples.push(Number(process.hrtime.bigint() - t0) / 1000);
        }
      }
    }
    samples.sort((x, y) => x - y);
    const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
    return { p50: at(50), p99: at(99), n: samples.length };
  };
  const restoreChunk = await chunkSteps(async (text, carry) =>
    (await handleRestore(deps, caller, { restore_token: token, text, ...(carry ? { carry } : { stream: true }) })).body,
  );
  rows.push(['restore stream, 200-char chunk', fmt(restoreChunk.p50), fmt(restoreChunk.p99), String(restoreChunk.n), `p99 ≤ ${fmt(1000)}`, restoreChunk.p99 <= 1000 ? 'met' : 'MISSED']);
  const processType = [...guardian.processTypes.keys()][0]!;
  const noPseudonym = async () => ({});
  const guardChunk = await chunkSteps(async (text, carry) =>
    (await handleGuardStream(deps, caller, { process_type: processType, restore_token: token, restore: true, text, ...(carry ? { carry } : {}) }, noPseudonym)).body,
  );
  rows.push([`guard+restore stream, 200-char chunk (${processType})`, fmt(guardChunk.p50), fmt(guardChunk.p99), String(guardChunk.n), `p99 ≤ ${fmt(1000)}`, guardChunk.p99 <= 1000 ? 'met' : 'MISSED']);
  return rows;
}
