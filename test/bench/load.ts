/**
 * `npm run load`: autocannon against the local runner on loopback for a bounded time, with realistic prompts
 * (seeded, 75 % carrying PII). Not part of `npm test`. Targets (issue "Reliability and security suite"):
 * ≥ 5,000 requests/s on 2 cores, p99 ≤ 5 ms, zero 5xx, RSS flat.
 *
 * Honest measurement:
 * - The load generator runs in its own process (this file, forked with `--client`), so the server's CPU time
 *   and RSS are the server's alone, and the generator does not share the server's event loop.
 * - The server is the local runner as `npm start` builds it (same handlers, caches, logger level, trace sink),
 *   in-process here so its RSS and CPU can be read; with LOAD_HTTP_WORKERS > 1 it is the cluster mode of
 *   `CG_HTTP_WORKERS` and the figures add up the primary and every HTTP worker process.
 * - A warm-up phase (JIT, caches, first-use data) is reported but not judged; then consecutive steady-state
 *   windows, each with its own throughput, percentiles, status counts and the server's RSS at its end. "RSS flat"
 *   is judged between the end of the first and the end of the last steady window.
 * - Every response is counted: 2xx, non-2xx, 5xx, socket errors and timeouts.
 *
 * The connections are closed-loop (one request in flight each), so by Little's law the mean latency is
 * connections ÷ throughput: 32 connections at 5,000 requests/s cannot average under 6.4 ms. The default of 8
 * keeps the queue short enough for the p99 target to be meaningful; raise LOAD_CONNECTIONS to find the
 * saturation throughput.
 *
 * Env: LOAD_SECONDS (steady-state seconds, default 30, split into LOAD_WINDOWS windows, default 3),
 * LOAD_WARMUP_SECONDS (default 5), LOAD_CONNECTIONS (default 8), LOAD_HTTP_WORKERS (default 1: one process).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startLocalStack } from '../../functions/local/stack';
import { makePrompt, seededRandom } from './prompts';

interface Phase {
  readonly name: string;
  readonly seconds: number;
}

interface PhaseResult {
  readonly name: string;
  readonly seconds: number;
  readonly requests: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly ok: number;
  readonly non2xx: number;
  readonly s5xx: number;
  readonly errors: number;
  readonly timeouts: number;
  /** CPU time (user + system) the load generator spent in this phase. */
  readonly clientCpuMicros: number;
}

interface ServerSample {
  readonly rssBytes: number;
  readonly cpuMicros: number;
  /** CPU time of this process alone (in cluster mode: the emulators and the connection hand-out). */
  readonly primaryCpuMicros: number;
}

const MiB = 2 ** 20;

// ---------------------------------------------------------------------------------------------------------
// Client (the forked process): autocannon, one run per phase, results back over IPC.
// ---------------------------------------------------------------------------------------------------------

async function client(): Promise<void> {
  const { url, key, connections, phases } = JSON.parse(process.env.LOAD_CLIENT_CONFIG!) as {
    url: string;
    key: string;
    connections: number;
    phases: Phase[];
  };
  const r = seededRandom(42);
  const requests = Array.from({ length: 500 }, () => ({
    method: 'POST' as const,
    path: '/v1/guard/api',
    headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': key },
    body: JSON.stringify({
      processType: 'input',
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: makePrompt(r, 50 + Math.floor(r() * 950)) },
      ],
    }),
  }));
  for (const phase of phases) {
    process.send!({ type: 'start', name: phase.name });
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const result = await autocannon({ url, connections, duration: phase.seconds, requests });
    // The measured wall time, not the nominal duration: a phase runs a little longer than asked (the requests in
    // flight at its end are awaited), and those requests are in `requests.total`.
    const elapsed = (performance.now() - t0) / 1000;
    const out: PhaseResult = {
      name: phase.name,
      seconds: elapsed,
      requests: result.requests.total,
      rps: result.requests.total / elapsed,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      ok: result['2xx'],
      non2xx: result.non2xx,
      s5xx: result['5xx'] ?? 0,
      errors: result.errors,
      timeouts: result.timeouts,
      clientCpuMicros: ((c) => c.user + c.system)(process.cpuUsage(cpu)),
    };
    await new Promise<void>((resolve) => process.send!({ type: 'done', result: out }, () => resolve()));
  }
  process.disconnect();
}

// ---------------------------------------------------------------------------------------------------------
// Server side (this process): the local stack, samples of its RSS and CPU at each phase boundary.
// ---------------------------------------------------------------------------------------------------------

/** RSS and CPU time (user + system) of this process and of the given child processes (Linux /proc). */
function sample(pids: readonly number[]): ServerSample {
  let rssBytes = process.memoryUsage().rss;
  const own = process.cpuUsage();
  let cpuMicros = own.user + own.system;
  const primaryCpuMicros = cpuMicros;
  const ticksToMicros = 1e6 / 100; // USER_HZ is 100 on Linux
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rssBytes += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpuMicros += (Number(fields[11]) + Number(fields[12])) * ticksToMicros; // utime, stime
    } catch {
      // not Linux, or the process is gone: its share is missing from the figures
    }
  }
  return { rssBytes, cpuMicros, primaryCpuMicros };
}

async function server(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const seconds = Number(process.env.LOAD_SECONDS ?? 30);
  const windows = Math.max(1, Number(process.env.LOAD_WINDOWS ?? 3));
  const warmup = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
  const connections = Number(process.env.LOAD_CONNECTIONS ?? 8);
  const httpWorkers = Number(process.env.LOAD_HTTP_WORKERS ?? 1);
  const stack = await startLocalStack({
    // As `npm start` (its default logger: warnings only, a successful call logs at info); no trace forwarding
    // without LANGFUSE_*.
    jobs: { workers: false },
    httpWorkers,
  });
  const phases: Phase[] = [
    { name: 'warm-up', seconds: warmup },
    ...Array.from({ length: windows }, (_, i) => ({ name: `steady ${i + 1}/${windows}`, seconds: seconds / windows })),
  ];
  const results: { result: PhaseResult; start: ServerSample; end: ServerSample }[] = [];
  let child: ChildProcess | undefined;
  try {
    const started = sample(stack.httpWorkerPids);
    child = fork(__filename, ['--client'], {
      env: { ...process.env, LOAD_CLIENT_CONFIG: JSON.stringify({ url: stack.url, key: stack.demoKey, connections, phases }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let phaseStart = started;
    await new Promise<void>((resolve, reject) => {
      child!.on('message', (m: { type: 'start' } | { type: 'done'; result: PhaseResult }) => {
        if (m.type === 'start') phaseStart = sample(stack.httpWorkerPids);
        else results.push({ result: m.result, start: phaseStart, end: sample(stack.httpWorkerPids) });
      });
      child!.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load client exited with ${code}`))));
      child!.on('error', reject);
    });
    print({ seconds, warmup, connections, httpWorkers, started, results });
  } finally {
    child?.kill();
    await stack.close();
  }
}

function print(run: {
  seconds: number;
  warmup: number;
  connections: number;
  httpWorkers: number;
  started: ServerSample;
  results: readonly { result: PhaseResult; start: ServerSample; end: ServerSample }[];
}): void {
  const mib = (b: number) => `${(b / MiB).toFixed(0)}`;
  const rows = [['phase', 'req/s', 'p50', 'p99', 'max', '2xx', 'non-2xx', '5xx', 'err/timeout', 'CPU/req server+client', 'RSS start→end MiB']];
  for (const { result: r, start, end } of run.results) {
    const cpuPerReq = r.requests > 0 ? (end.cpuMicros - start.cpuMicros) / r.requests : 0;
    rows.push([
      r.name,
      r.rps.toFixed(0),
      `${r.p50} ms`,
      `${r.p99} ms`,
      `${r.max} ms`,
      String(r.ok),
      String(r.non2xx),
      String(r.s5xx),
      `${r.errors}/${r.timeouts}`,
      `${cpuPerReq.toFixed(0)} + ${(r.requests > 0 ? r.clientCpuMicros / r.requests : 0).toFixed(0)} µs`,
      `${mib(start.rssBytes)} → ${mib(end.rssBytes)}`,
    ]);
  }
  const steady = run.results.filter((x) => x.result.name.startsWith('steady'));
  const total = steady.reduce(
    (t, { result: r }) => ({
      requests: t.requests + r.requests,
      seconds: t.seconds + r.seconds,
      p99: Math.max(t.p99, r.p99),
      s5xx: t.s5xx + r.s5xx,
      bad: t.bad + r.non2xx + r.errors + r.timeouts,
    }),
    { requests: 0, seconds: 0, p99: 0, s5xx: 0, bad: 0 },
  );
  const rps = total.requests / total.seconds;
  // What two otherwise idle cores could serve: the CPU both processes spent per request, whatever else ran.
  const serverCpu = steady.reduce((t, x) => t + x.end.cpuMicros - x.start.cpuMicros, 0) / total.requests;
  const clientCpu = steady.reduce((t, x) => t + x.result.clientCpuMicros, 0) / total.requests;
  const primaryCpu = steady.reduce((t, x) => t + x.end.primaryCpuMicros - x.start.primaryCpuMicros, 0) / total.requests;

  const firstEnd = steady[0]!.end.rssBytes;
  const lastEnd = steady[steady.length - 1]!.end.rssBytes;
  const growth = (lastEnd - firstEnd) / firstEnd;
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const w = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  process.stdout.write(
    `Content Guard load — node ${process.version}, loopback, ${run.connections} connections, ` +
      `${run.httpWorkers === 1 ? 'one server process' : `${run.httpWorkers} HTTP worker processes`}, ` +
      `load generator in its own process, ${run.warmup} s warm-up + ${run.seconds} s steady state\n\n`,
  );
  for (const row of rows) process.stdout.write(`${row.map((cell, c) => cell.padEnd(w[c]!)).join('  ')}\n`);
  process.stdout.write(
    `\nsteady state: ${rps.toFixed(0)} requests/s (target ≥ 5000: ${met(rps >= 5000)}), ` +
      `worst window p99 ${total.p99} ms (target ≤ 5 ms: ${met(total.p99 <= 5)}), ` +
      `5xx ${total.s5xx} (target 0: ${met(total.s5xx === 0)}), other non-2xx/errors/timeouts ${total.bad - total.s5xx}, ` +
      `server RSS ${mib(firstEnd)} → ${mib(lastEnd)} MiB over the steady windows ` +
      `(${(growth * 100).toFixed(1)} %; flat = grows at most 5 %: ${met(growth <= 0.05)})\n` +
      `CPU per request: server ${serverCpu.toFixed(0)} µs` +
      (run.httpWorkers > 1 ? ` (of which the primary ${primaryCpu.toFixed(0)} µs)` : '') +
      ` + load generator ${clientCpu.toFixed(0)} µs, so on two otherwise ` +
      `idle cores this setup tops out near ${capacity(2, run.httpWorkers, serverCpu, clientCpu).toFixed(0)} requests/s ` +
      `(${run.httpWorkers} server process${run.httpWorkers === 1 ? '' : 'es'}, each on at most one core; ` +
      `load average at the end ${loadavg()[0]!.toFixed(1)})\n`,
  );
}

/**
 * Requests/s the CPU allows: each server process is one event loop (at most one core), and the cores are shared
 * by the server processes and the load generator.
 */
function capacity(cores: number, serverProcesses: number, serverMicros: number, clientMicros: number): number {
  return Math.min((Math.min(serverProcesses, cores) * 1e6) / serverMicros, (cores * 1e6) / (serverMicros + clientMicros));
}

if (process.argv.includes('--client')) void client();
else
  void server().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  });
