import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { startLocalStack } from '../../functions/local/stack';
import { createAccessResolver } from '../../functions/auth/access';
import { createGuardApiHandler } from '../../functions/handlers/guard-api';
import { createEmfMetrics } from '../../functions/handlers/metrics';
import { stdoutTraceSink } from '../../functions/tracing/recorder';
import { systemClock } from '../../functions/ports';
import { makePrompt, seededRandom } from './prompts';
import { inspectText } from '../../functions/engine/inspect';
import { compileGuardian } from '../../functions/guardians/compile';
import { DEMO_GUARDIAN } from '../../functions/local/demo';
import { parseGuardRequest } from '../../functions/guard/request';

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const stack = await startLocalStack({ logger: new Logger({ logLevel: 'SILENT' }), jobs: { workers: false },
    cacheTtls: { keyMs: 3_600_000, unknownKeyMs: 3_600_000, guardianMs: 3_600_000, projectMs: 3_600_000 } });
  const r = seededRandom(42);
  const bodies = Array.from({ length: 500 }, () => JSON.stringify({ processType: 'input', messages: [
    { role: 'system', content: 'You are a helpful assistant.' },
    { role: 'user', content: makePrompt(r, 50 + Math.floor(r() * 950)) }] }));
  const events = bodies.map((body) => ({ version: '2.0', routeKey: 'POST /v1/guard/api', rawPath: '/v1/guard/api', rawQueryString: '',
    headers: { 'content-type': 'application/json', 'x-svc-guard-api-key': stack.demoKey!, host: 'x', 'user-agent': 'ac' },
    requestContext: { accountId: 'l', apiId: 'l', domainName: 'x', domainPrefix: 'l', http: { method: 'POST', path: '/v1/guard/api', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'ac' },
      requestId: 'r', routeKey: 'POST /v1/guard/api', stage: '$default', time: '', timeEpoch: 0 }, body, isBase64Encoded: false }) as any);
  const ctx = { awsRequestId: 'r', functionName: 'local', getRemainingTimeInMillis: () => 30000 } as Context;
  const access = createAccessResolver(stack.store, systemClock, { keyMs: 3_600_000, unknownKeyMs: 3_600_000, guardianMs: 3_600_000, projectMs: 3_600_000 });
  const mode = process.argv[2] ?? 'local';
  const handler = mode === 'local'
    ? createGuardApiHandler({ access, logger: new Logger({ logLevel: 'WARN' }), clock: systemClock, maxBodyBytes: 1 << 20, traceSink: () => {} })
    : createGuardApiHandler({ access, logger: new Logger({ logLevel: 'INFO' }), clock: systemClock, maxBodyBytes: 1 << 20, traceSink: stdoutTraceSink, metrics: createEmfMetrics(process.env) });
  const guardian = compileGuardian(DEMO_GUARDIAN, 1);
  const policies = guardian.processTypes.get('input')!;
  const texts = bodies.map((b) => (JSON.parse(b).messages as { content: string }[]));
  const time = async (label: string, n: number, fn: (i: number) => unknown) => {
    for (let i = 0; i < 500; i++) await fn(i);
    const c0 = process.cpuUsage(); const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) await fn(i % 500);
    const c = process.cpuUsage(c0); const t = Number(process.hrtime.bigint() - t0) / 1e3;
    process.stderr.write(`${label.padEnd(30)} wall ${(t / n).toFixed(1)} µs  cpu ${((c.user + c.system) / n).toFixed(1)} µs (sys ${(c.system / n).toFixed(1)})\n`);
  };
  const N = Number(process.env.N ?? 20000);
  await time('JSON.parse body', N, (i) => JSON.parse(bodies[i]!));
  await time('parseGuardRequest', N, (i) => parseGuardRequest(JSON.parse(bodies[i]!)));
  await time('engine only (both msgs)', N, (i) => { for (const m of texts[i]!) inspectText(m.content, policies); });
  await time('authenticate', N, () => access.authenticate(stack.demoKey!));
  await time(`handler (${mode})`, N, (i) => handler(events[i], ctx));
  if (process.env.PROFILE) {
    const { Session } = await import('node:inspector/promises');
    const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
    for (let i = 0; i < N; i++) await handler(events[i % 500], ctx);
    const { profile } = await s.post('Profiler.stop');
    require('node:fs').writeFileSync(process.env.PROFILE, JSON.stringify(profile));
  }
  await stack.close();
}
void main();
