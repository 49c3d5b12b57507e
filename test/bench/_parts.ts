import { Logger } from '@aws-lambda-powertools/logger';
import { createEmfMetrics } from '../../functions/handlers/metrics';
const logger = new Logger({ serviceName: 'content-guard', logLevel: 'INFO' });
const metrics = createEmfMetrics(process.env);
const N = 20000;
const time = (label: string, fn: (i: number) => void) => {
  for (let i = 0; i < 2000; i++) fn(i);
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) fn(i);
  const c = process.cpuUsage(c0);
  process.stderr.write(`${label.padEnd(34)} cpu ${((c.user + c.system) / N).toFixed(1)} µs (sys ${(c.system / N).toFixed(1)})\n`);
};
const line = JSON.stringify({ level: 'INFO', message: 'guard.request', timestamp: new Date().toISOString(), service: 'content-guard', project_id: 'demo', guardian: 'demo-guardian', guardian_version: 1, key_id: 'svc_…AAPo', process_type: 'input', action: 'MASK', parts_inspected: 2, detections: [{ policy: 'pii', count: 2 }], latency_ms: 0, trace: 'emitted', trace_id: '1ec8fee4-0696-4857-8b04-29e131316917' }) + '\n';
time('stdout.write 350B line', () => { process.stdout.write(line); });
time('logger.info guard.request', (i) => logger.info('guard.request', { project_id: 'demo', guardian: 'demo-guardian', guardian_version: 1, key_id: 'svc_…AAPo', process_type: 'input', action: 'MASK', parts_inspected: 2, detections: [{ policyName: 'pii', policyType: 'PII', action: 'MASK', count: 2 }], latency_ms: 0, trace: 'emitted', trace_id: 'x' }));
time('metrics.guardCall 1 policy', (i) => metrics.guardCall({ action: 'MASK', processType: 'input', latencyMs: 0, detections: [{ policyType: 'PII', count: 2 }] }));
time('metrics.guardCall 0 det', (i) => metrics.guardCall({ action: 'PASS', processType: 'input', latencyMs: 0, detections: [{ policyType: 'PII', count: 0 }] }));
time('process.env read', () => { void process.env._X_AMZN_TRACE_ID; });
