/**
 * `npm run load`: autocannon against the local runner on loopback for a bounded time, with realistic prompts
 * (seeded, 75 % carrying PII). Prints throughput, latency percentiles, status counts and RSS. Not part of
 * `npm test`. Targets (issue "Reliability and security suite"): ≥ 5,000 requests/s on 2 cores, p99 ≤ 5 ms,
 * zero 5xx, RSS flat.
 *
 * Env: LOAD_SECONDS (default 15), LOAD_CONNECTIONS (default 32).
 */
import { Logger } from '@aws-lambda-powertools/logger';
import autocannon from 'autocannon';
import { startLocalStack } from '../../functions/local/stack';
import { makePrompt, seededRandom } from './prompts';

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const seconds = Number(process.env.LOAD_SECONDS ?? 15);
  const connections = Number(process.env.LOAD_CONNECTIONS ?? 32);
  const stack = await startLocalStack({
    logger: new Logger({ logLevel: 'SILENT' }),
    cacheTtls: { keyMs: 3_600_000, unknownKeyMs: 3_600_000, guardianMs: 3_600_000, projectMs: 3_600_000 },
    jobs: { workers: false },
  });
  try {
    const r = seededRandom(42);
    const requests = Array.from({ length: 500 }, () => ({
      method: 'POST' as const,
      path: '/v1/guard/api',
      headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': stack.demoKey! },
      body: JSON.stringify({
        processType: 'input',
        messages: [
          { role: 'system', content: 'You are a helpful assistant.' },
          { role: 'user', content: makePrompt(r, 50 + Math.floor(r() * 950)) },
        ],
      }),
    }));
    // Warm-up: JIT, caches.
    await autocannon({ url: stack.url, connections: 8, duration: 2, requests });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const result = await autocannon({ url: stack.url, connections, duration: seconds, requests, workers: 1 });
    const rssAfter = process.memoryUsage().rss;
    const target = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const rows = [
      ['measure', 'value', 'target'],
      ['requests/s (mean)', result.requests.average.toFixed(0), `≥ 5000 ${target(result.requests.average >= 5000)}`],
      ['latency p50', `${result.latency.p50} ms`, ''],
      ['latency p99', `${result.latency.p99} ms`, `≤ 5 ms ${target(result.latency.p99 <= 5)}`],
      ['2xx', String(result['2xx']), ''],
      ['non-2xx', String(result.non2xx), ''],
      ['5xx', String(result['5xx'] ?? 0), `0 ${target((result['5xx'] ?? 0) === 0)}`],
      ['errors / timeouts', `${result.errors} / ${result.timeouts}`, ''],
      ['RSS before → after', `${(rssBefore / 2 ** 20).toFixed(0)} → ${(rssAfter / 2 ** 20).toFixed(0)} MiB`, 'flat'],
    ];
    const w = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
    process.stdout.write(`Content Guard load — ${seconds} s, ${connections} connections, node ${process.version}, loopback\n\n`);
    for (const row of rows) process.stdout.write(`${row.map((cell, c) => cell.padEnd(w[c]!)).join('  ')}\n`);
  } finally {
    await stack.close();
  }
}

void main();
