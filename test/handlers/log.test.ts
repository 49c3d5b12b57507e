/**
 * The inline Lambda's JSON logger (functions/handlers/log.ts): Powertools Logger's line format, level settings,
 * and it never throws into the request path.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { createJsonLog } from '../../functions/handlers/log';
import { captureLogs } from '../helpers/stack';

function lines(env: NodeJS.ProcessEnv, emit: (log: ReturnType<typeof createJsonLog>) => void): string[] {
  const out: string[] = [];
  emit(createJsonLog(env, (line) => out.push(line)));
  return out;
}

const TS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

test('one newline-terminated JSON line: level, message, timestamp, service, sampling_rate, then the attributes', () => {
  const [line] = lines({}, (log) => log.info('guard.request', { project_id: 'p1', detections: [{ policyName: 'pii', count: 2 }], latency_ms: 3 }));
  expect(line!.endsWith('}\n')).toBe(true);
  expect(line!.indexOf('\n')).toBe(line!.length - 1);
  const parsed = JSON.parse(line!);
  expect(Object.keys(parsed)).toEqual(['level', 'message', 'timestamp', 'service', 'sampling_rate', 'project_id', 'detections', 'latency_ms']);
  expect(parsed).toEqual({
    level: 'INFO',
    message: 'guard.request',
    timestamp: expect.stringMatching(TS),
    service: 'content-guard',
    sampling_rate: 0,
    project_id: 'p1',
    detections: [{ policyName: 'pii', count: 2 }],
    latency_ms: 3,
  });
});

test('the same keys and values as a Powertools Logger line for the same call', () => {
  const logs = captureLogs();
  try {
    // info: Powertools writes warnings and errors to stderr (CloudWatch gets both streams alike).
    new Logger({ serviceName: 'content-guard' }).info('request.rejected', { status: 401, code: 'INVALID_API_KEY' });
  } finally {
    logs.restore();
  }
  const [powertools] = logs.records();
  const [ours] = lines({}, (log) => log.info('request.rejected', { status: 401, code: 'INVALID_API_KEY' })).map((l) => JSON.parse(l));
  expect({ ...ours, timestamp: 'T' }).toEqual({ ...powertools, timestamp: 'T' });
});

test.each<[string, NodeJS.ProcessEnv, string[]]>([
  ['INFO by default', {}, ['INFO', 'WARN', 'ERROR']],
  ['POWERTOOLS_LOG_LEVEL=WARN', { POWERTOOLS_LOG_LEVEL: 'WARN' }, ['WARN', 'ERROR']],
  ['AWS_LAMBDA_LOG_LEVEL=ERROR (the function setting)', { AWS_LAMBDA_LOG_LEVEL: 'ERROR' }, ['ERROR']],
  ['POWERTOOLS_LOG_LEVEL wins over AWS_LAMBDA_LOG_LEVEL', { POWERTOOLS_LOG_LEVEL: 'info', AWS_LAMBDA_LOG_LEVEL: 'ERROR' }, ['INFO', 'WARN', 'ERROR']],
  ['SILENT', { POWERTOOLS_LOG_LEVEL: 'SILENT' }, []],
  ['an unknown level means INFO', { POWERTOOLS_LOG_LEVEL: 'LOUD' }, ['INFO', 'WARN', 'ERROR']],
])('levels: %s', (_name, env, expected) => {
  const out = lines(env, (log) => {
    log.info('a');
    log.warn('b');
    log.error('c');
  });
  expect(out.map((l) => JSON.parse(l).level)).toEqual(expected);
});

test('service from POWERTOOLS_SERVICE_NAME', () => {
  expect(JSON.parse(lines({ POWERTOOLS_SERVICE_NAME: 'cg-staging' }, (log) => log.info('x'))[0]!).service).toBe('cg-staging');
});

test('the X-Ray trace id of the current invocation, read per line', () => {
  const saved = process.env._X_AMZN_TRACE_ID;
  try {
    process.env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=557abcec3ee5a047;Sampled=1';
    const log = createJsonLog({}, (line) => out.push(line));
    const out: string[] = [];
    log.info('first');
    process.env._X_AMZN_TRACE_ID = 'Root=1-00000000-000000000000000000000001;Sampled=0';
    log.info('second');
    expect(out.map((l) => JSON.parse(l).xray_trace_id)).toEqual(['1-5759e988-bd862e3fe1be46a994272793', '1-00000000-000000000000000000000001']);
  } finally {
    if (saved === undefined) delete process.env._X_AMZN_TRACE_ID;
    else process.env._X_AMZN_TRACE_ID = saved;
  }
});

test('attributes cannot overwrite the line\'s own keys', () => {
  const parsed = JSON.parse(lines({}, (log) => log.info('m', { level: 'DEBUG', message: 'x', service: 'y', code: 'C' }))[0]!);
  expect(parsed).toMatchObject({ level: 'INFO', message: 'm', service: 'content-guard', code: 'C' });
});

test('an Error argument is logged by its class name only (its message may quote content)', () => {
  const parsed = JSON.parse(lines({}, (log) => log.error('failed', new TypeError('jane.doe@example.com is bad')))[0]!);
  expect(parsed.error).toEqual({ name: 'TypeError' });
  expect(JSON.stringify(parsed)).not.toContain('jane.doe');
});

test('an attribute JSON cannot represent loses the line, never throws', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  expect(lines({}, (log) => log.info('m', { big: 10n }))).toEqual([]);
  expect(lines({}, (log) => log.info('m', { cyclic }))).toEqual([]);
});

test('writes to stdout by default, one write per line', () => {
  const logs = captureLogs();
  try {
    const log = createJsonLog({});
    log.info('one');
    log.warn('two');
  } finally {
    logs.restore();
  }
  expect(logs.lines).toHaveLength(2);
  expect(logs.records().map((r) => r.message)).toEqual(['one', 'two']);
});
