/**
 * Trace building: the enrichment rules (functions/tracing/README.md "Enrichment rules") as table tests,
 * sampling, the recorder's never-throw contract and the envelope line.
 */
import { prepareGuardCall, runGuard } from '../../functions/guard/guard';
import { parseGuardRequest, type TracingHints } from '../../functions/guard/request';
import type { CompiledGuardian } from '../../functions/guardians/compile';
import { compileGuardian } from '../helpers/catalog';
import type { GuardianInput } from '../../functions/guardians/schema';
import type { ApiKeyRecord } from '../../functions/ports';
import { buildTrace, hashToUnit, isSampled, resolveTraceId, type Trace } from '../../functions/tracing/build-trace';
import {
  ENVELOPE_FILTER_PATTERN,
  MAX_ENVELOPE_BYTES,
  parseEnvelopeLine,
  toEnvelopeLine,
} from '../../functions/tracing/envelope';
import { createTraceRecorder } from '../../functions/tracing/recorder';

const GUARDIAN: GuardianInput = {
  name: 'support-bot',
  processTypes: { input: { policies: ['secrets', 'ids', 'quiet'] }, output: { policies: ['ids'] } },
  model: { provider: 'bedrock', modelId: 'anthropic.claude-sonnet-4', parameters: { temperature: 0 } },
  policies: [
    { name: 'ids', type: 'PII', customRules: [{ name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK' }] },
    { name: 'secrets', type: 'PII', customRules: [{ name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' }] },
    { name: 'quiet', type: 'PII', customRules: [{ name: 'never', pattern: 'ZZZ-never-ZZZ', action: 'MASK' }] },
  ],
};

const KEY: ApiKeyRecord = {
  keyHash: 'a'.repeat(64),
  projectId: 'acme',
  guardianName: 'support-bot',
  name: 'checkout-service',
  status: 'ACTIVE',
  last4: 'Wx9z',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const STARTED = Date.parse('2026-03-04T05:06:07.008Z');

function guardianWith(extra: Partial<GuardianInput> = {}, version = 3): CompiledGuardian {
  return compileGuardian({ ...GUARDIAN, ...extra }, version);
}

/** Runs the real use-case so outcomes are the ones the handler sees. */
function traceOf(
  contents: string[],
  hints?: TracingHints,
  guardian = guardianWith(),
  processType = 'input',
  ids: string[] = ['generated-trace-id', 'call-1'],
): Trace {
  const request = parseGuardRequest({
    processType,
    messages: contents.map((content) => ({ role: 'user', content })),
    ...(hints ? { tracing: hints } : {}),
  });
  const call = prepareGuardCall(request, guardian);
  const outcome = runGuard(call, guardian);
  const queue = [...ids];
  const newId = () => queue.shift()!;
  return buildTrace({
    hints: request.tracing,
    caller: { key: KEY, keyId: 'svc_…Wx9z', guardian },
    processType: call.processType,
    outcome,
    startedAt: STARTED,
    finishedAt: STARTED + 12,
  }, { traceId: resolveTraceId(request.tracing, newId), callId: newId() });
}

const SYSTEM = {
  processType: 'input',
  apiKeyId: 'svc_…Wx9z',
  model: { provider: 'bedrock', modelId: 'anthropic.claude-sonnet-4', parameters: { temperature: 0 } },
  projectId: 'acme',
};

describe('a whole trace', () => {
  it('MASK + BLOCK call with every hint', () => {
    expect(
      traceOf(['EMP-123456 and falcon-7', 'nothing here', 'EMP-000001'], {
        trace_id: 'caller-trace',
        session_id: 'session-9',
        user_id: 'user-42',
        metadata: { env: 'prod', feature: 'chat' },
        tags: ['beta'],
      }),
    ).toEqual({
      id: 'caller-trace',
      call_id: 'generated-trace-id', // the first generated id: the caller's trace id needed none
      name: 'support-bot',
      timestamp: '2026-03-04T05:06:07.008Z',
      latency_ms: 12,
      session_id: 'session-9',
      user_id: 'user-42',
      project_id: 'acme',
      guardian_version: 3,
      action: 'BLOCK',
      tags: ['beta', 'BLOCK', 'PII:BLOCK', 'PII:MASK', 'secrets:BLOCK', 'ids:MASK', 'checkout-service'],
      metadata: { env: 'prod', feature: 'chat', ...SYSTEM },
      scores: [
        { name: 'detections:secrets', value: 1, policy_name: 'secrets', policy_type: 'PII', action: 'BLOCK' },
        { name: 'detections:ids', value: 2, policy_name: 'ids', policy_type: 'PII', action: 'MASK' },
        { name: 'detections:quiet', value: 0, policy_name: 'quiet', policy_type: 'PII', action: 'PASS' },
      ],
    });
  });

  it('PASS call without a tracing object: generated trace id, only system enrichment', () => {
    expect(traceOf(['hello'])).toEqual({
      id: 'generated-trace-id',
      call_id: 'call-1',
      name: 'support-bot',
      timestamp: '2026-03-04T05:06:07.008Z',
      latency_ms: 12,
      project_id: 'acme',
      guardian_version: 3,
      action: 'PASS',
      tags: ['PASS', 'checkout-service'],
      metadata: SYSTEM,
      scores: [
        { name: 'detections:secrets', value: 0, policy_name: 'secrets', policy_type: 'PII', action: 'PASS' },
        { name: 'detections:ids', value: 0, policy_name: 'ids', policy_type: 'PII', action: 'PASS' },
        { name: 'detections:quiet', value: 0, policy_name: 'quiet', policy_type: 'PII', action: 'PASS' },
      ],
    });
  });
});

describe('ids', () => {
  it.each<[string, TracingHints | undefined, string[], { id: string; call_id: string }]>([
    ['no tracing object → generated trace id, then call id', undefined, ['t-gen', 'c-gen'], { id: 't-gen', call_id: 'c-gen' }],
    ['tracing object without trace_id → generated', { user_id: 'u' }, ['t-gen', 'c-gen'], { id: 't-gen', call_id: 'c-gen' }],
    ['caller trace_id kept as sent', { trace_id: 'abc-123' }, ['c-gen'], { id: 'abc-123', call_id: 'c-gen' }],
    ['W3C-style 32-hex trace_id kept', { trace_id: '4bf92f3577b34da6a3ce929d0e0e4736' }, ['c'], { id: '4bf92f3577b34da6a3ce929d0e0e4736', call_id: 'c' }],
  ])('%s', (_name, hints, ids, expected) => {
    expect(traceOf(['hi'], hints, undefined, 'input', ids)).toMatchObject(expected);
  });

  it('resolveTraceId calls the generator only when needed', () => {
    const newId = jest.fn(() => 'generated');
    expect(resolveTraceId({ trace_id: 'mine' }, newId)).toBe('mine');
    expect(newId).not.toHaveBeenCalled();
    expect(resolveTraceId(undefined, newId)).toBe('generated');
    expect(resolveTraceId({}, newId)).toBe('generated');
  });
});

describe('tags: caller ∪ action ∪ <policy_type>:<action> ∪ <policy_name>:<action> ∪ key name, deduplicated', () => {
  it.each<[string, string[], string[] | undefined, string[]]>([
    ['no caller tags, PASS', ['hi'], undefined, ['PASS', 'checkout-service']],
    ['empty caller tags', ['hi'], [], ['PASS', 'checkout-service']],
    ['caller tags first, in order', ['hi'], ['b', 'a'], ['b', 'a', 'PASS', 'checkout-service']],
    ['duplicate caller tags once', ['hi'], ['a', 'a', 'b', 'a'], ['a', 'b', 'PASS', 'checkout-service']],
    ['caller tag equal to the action: once, caller position', ['EMP-123456'], ['MASK'], ['MASK', 'PII:MASK', 'ids:MASK', 'checkout-service']],
    ['caller tag equal to the key name: once', ['hi'], ['checkout-service'], ['checkout-service', 'PASS']],
    [
      'caller tag equal to a policy tag: once',
      ['EMP-123456'],
      ['ids:MASK', 'x'],
      ['ids:MASK', 'x', 'MASK', 'PII:MASK', 'checkout-service'],
    ],
    [
      'two policies of one type with different actions: both type tags',
      ['EMP-123456 falcon-1'],
      undefined,
      ['BLOCK', 'PII:BLOCK', 'PII:MASK', 'secrets:BLOCK', 'ids:MASK', 'checkout-service'],
    ],
    [
      'same type and action from two policies: type tag once',
      ['falcon-1', 'falcon-2'],
      undefined,
      ['BLOCK', 'PII:BLOCK', 'secrets:BLOCK', 'checkout-service'],
    ],
    ['policies that found nothing add no tag', ['EMP-123456'], undefined, ['MASK', 'PII:MASK', 'ids:MASK', 'checkout-service']],
  ])('%s', (_name, contents, tags, expected) => {
    expect(traceOf(contents, tags === undefined ? undefined : { tags }).tags).toEqual(expected);
  });
});

describe('metadata: caller metadata + system keys; the system value wins on a conflict', () => {
  it.each<[string, Record<string, unknown> | undefined, Record<string, unknown>]>([
    ['no metadata', undefined, SYSTEM],
    ['empty metadata', {}, SYSTEM],
    ['caller keys kept, system keys added', { env: 'prod', n: 1, nested: { a: [1] } }, { env: 'prod', n: 1, nested: { a: [1] }, ...SYSTEM }],
    [
      'every system key spoofed: system wins',
      { processType: 'output', apiKeyId: 'svc_…FAKE', model: 'gpt-x', projectId: 'other', keep: true },
      { keep: true, ...SYSTEM },
    ],
    ['a null caller value on a system key is replaced', { model: null }, SYSTEM],
    ['keys are case-sensitive: ProcessType is the caller\'s', { ProcessType: 'x' }, { ProcessType: 'x', ...SYSTEM }],
    [
      'a "__proto__" key from JSON is dropped by validation; nothing leaks through a prototype',
      JSON.parse('{"__proto__":{"processType":"evil","x":1},"a":1}') as Record<string, unknown>,
      { a: 1, ...SYSTEM },
    ],
  ])('%s', (_name, metadata, expected) => {
    const trace = traceOf(['hi'], metadata === undefined ? {} : { metadata });
    expect(trace.metadata).toEqual(expected);
    expect(Object.getPrototypeOf(trace.metadata)).toBe(Object.prototype);
    expect(JSON.parse(toEnvelopeLine(trace)).trace.metadata).toEqual(expected);
  });

  it('a Guardian without a model records model: null (the key stays reserved)', () => {
    const { model: _model, ...noModel } = GUARDIAN;
    const guardian = compileGuardian(noModel, 1);
    expect(traceOf(['hi'], { metadata: { model: 'caller-model' } }, guardian).metadata).toEqual({ ...SYSTEM, model: null });
  });

  it('processType is the normalized one', () => {
    const trace = traceOf(['hi'], undefined, guardianWith(), '  OUTPUT ');
    expect(trace.metadata['processType']).toBe('output');
    expect(trace.scores.map((s) => s.policy_name)).toEqual(['ids']);
  });
});

describe('session_id and user_id', () => {
  it.each<[string, TracingHints, Partial<Trace>]>([
    ['both', { session_id: 's', user_id: 'u' }, { session_id: 's', user_id: 'u' }],
    ['only session', { session_id: 's' }, { session_id: 's' }],
    ['only user', { user_id: 'u' }, { user_id: 'u' }],
  ])('%s', (_name, hints, expected) => {
    const trace = traceOf(['hi'], hints);
    expect({ session_id: trace.session_id, user_id: trace.user_id }).toEqual({
      session_id: expected.session_id,
      user_id: expected.user_id,
    });
    expect(Object.keys(trace)).toEqual(expect.arrayContaining(Object.keys(expected)));
  });
});

describe('content: never raw; masked content only when the Guardian opts in', () => {
  const contents = ['EMP-123456 is Jane', 'plain PASS text', 'falcon-7 EMP-000002', 'EMP-999999'];

  it('default (opt-out): no input at all, and no content anywhere in the trace', () => {
    const trace = traceOf(contents);
    expect(trace).not.toHaveProperty('input');
    const text = JSON.stringify(trace);
    for (const fragment of ['EMP-', 'Jane', 'plain PASS text', 'falcon-7']) expect(text).not.toContain(fragment);
  });

  it('opt-in: only the processed_content of MASK parts; PASS and BLOCK parts are left out', () => {
    const guardian = guardianWith({ tracing: { includeMaskedContent: true } });
    const trace = traceOf(contents, undefined, guardian);
    expect(trace.input).toEqual([
      { index: 0, processed_content: '[EMPLOYEE_ID] is Jane' },
      { index: 3, processed_content: '[EMPLOYEE_ID]' },
    ]);
    const text = JSON.stringify(trace);
    for (const fragment of ['EMP-', 'plain PASS text', 'falcon-7']) expect(text).not.toContain(fragment);
  });

  it('opt-in with nothing masked: an empty input list', () => {
    const guardian = guardianWith({ tracing: { includeMaskedContent: true } });
    expect(traceOf(['hello'], undefined, guardian).input).toEqual([]);
  });
});

describe('sampling: deterministic per trace id', () => {
  const ids = Array.from({ length: 20_000 }, (_, i) => `trace-${i}`);

  it.each([0.01, 0.1, 0.25, 0.5, 0.9])('rate %p keeps about that share of ids', (rate) => {
    const kept = ids.filter((id) => isSampled(id, rate)).length / ids.length;
    expect(Math.abs(kept - rate)).toBeLessThan(0.02);
  });

  it.each([
    [1, true],
    [0, false],
    [1.5, true],
    [-1, false],
  ])('rate %p → %p for every id', (rate, expected) => {
    expect(ids.slice(0, 500).every((id) => isSampled(id, rate) === expected)).toBe(true);
  });

  it('the same id is always in or out, and a kept id stays kept at any higher rate', () => {
    for (const id of ids.slice(0, 1_000)) {
      const h = hashToUnit(id);
      expect(hashToUnit(id)).toBe(h);
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(1);
      if (isSampled(id, 0.3)) expect(isSampled(id, 0.6)).toBe(true);
    }
  });
});

describe('recorder', () => {
  const guardian = guardianWith();
  const request = parseGuardRequest({ processType: 'input', messages: [{ role: 'user', content: 'EMP-123456' }] });
  const call = prepareGuardCall(request, guardian);
  const outcome = runGuard(call, guardian);
  const input = (g: CompiledGuardian, hints?: TracingHints) => ({
    hints,
    caller: { key: KEY, keyId: 'svc_…Wx9z', guardian: g },
    processType: 'input',
    outcome,
    startedAt: STARTED,
    finishedAt: STARTED + 1,
  });
  const counter = () => {
    let n = 0;
    return () => `id-${++n}`;
  };

  it('emits one envelope line per call', () => {
    const lines: string[] = [];
    const recorder = createTraceRecorder({ sink: (l) => lines.push(l), newId: counter() });
    expect(recorder.record(input(guardian))).toEqual({ status: 'emitted', traceId: 'id-1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('}\n')).toBe(true);
    expect(lines[0]!.indexOf('\n')).toBe(lines[0]!.length - 1);
    expect(parseEnvelopeLine(lines[0]!)).toMatchObject({ id: 'id-1', call_id: 'id-2', action: 'MASK' });
  });

  it.each<[string, Partial<GuardianInput>, TracingHints | undefined, string]>([
    ['tracing disabled on the Guardian', { tracing: { enabled: false } }, undefined, 'disabled'],
    ['sample rate 0', { tracing: { sampleRate: 0 } }, { trace_id: 'x' }, 'sampled_out'],
  ])('%s: nothing written', (_name, extra, hints, status) => {
    const sink = jest.fn();
    const recorder = createTraceRecorder({ sink, newId: counter() });
    expect(recorder.record(input(guardianWith(extra), hints)).status).toBe(status);
    expect(sink).not.toHaveBeenCalled();
  });

  it('a failing sink is caught and counted, never thrown', () => {
    const recorder = createTraceRecorder({
      sink: () => {
        throw new RangeError('disk full');
      },
      newId: counter(),
    });
    expect(recorder.record(input(guardian))).toEqual({ status: 'failed', errorName: 'RangeError', failures: 1 });
    expect(recorder.record(input(guardian))).toEqual({ status: 'failed', errorName: 'RangeError', failures: 2 });
  });

  it('unserializable caller metadata (BigInt) is a counted failure', () => {
    const recorder = createTraceRecorder({ sink: () => {}, newId: counter() });
    const record = recorder.record(input(guardian, { metadata: { n: 1n } }));
    expect(record).toEqual({ status: 'failed', errorName: 'TypeError', failures: 1 });
  });
});

describe('envelope', () => {
  const trace = traceOf(['EMP-123456'], { trace_id: 't', tags: ['x'], metadata: { a: 1 } });

  it('is {"cg_trace":1,"trace":{…}} on one line and parses back to the same trace', () => {
    const line = toEnvelopeLine(trace);
    expect(line.startsWith('{"cg_trace":1,"trace":{')).toBe(true);
    expect(JSON.parse(line)).toEqual({ cg_trace: 1, trace });
    expect(parseEnvelopeLine(line)).toEqual(trace);
    expect(ENVELOPE_FILTER_PATTERN).toBe('{ $.cg_trace = 1 }');
  });

  it.each([
    ['a runtime prefix before the JSON', (l: string) => `2026-03-04T05:06:07.008Z\tabc\tINFO\t${l}`],
    ['no trailing newline', (l: string) => l.trimEnd()],
  ])('parses with %s', (_name, mutate) => {
    expect(parseEnvelopeLine(mutate(toEnvelopeLine(trace)))).toEqual(trace);
  });

  it.each([
    ['another log line', '{"level":"INFO","message":"guard.request"}'],
    ['another envelope version', '{"cg_trace":2,"trace":{}}'],
    ['a truncated line', toEnvelopeLine(trace).slice(0, 80)],
    ['a trace missing fields', '{"cg_trace":1,"trace":{"id":"x"}}'],
    ['plain text', 'START RequestId: abc'],
  ])('ignores %s', (_name, message) => {
    expect(parseEnvelopeLine(message)).toBeUndefined();
  });

  it('over the size limit: caller metadata and masked content are left out, system keys kept', () => {
    const big: Trace = {
      ...trace,
      metadata: { ...trace.metadata, blob: 'x'.repeat(MAX_ENVELOPE_BYTES) },
      input: [{ index: 0, processed_content: 'y'.repeat(1000) }],
    };
    const line = toEnvelopeLine(big);
    expect(Buffer.byteLength(line)).toBeLessThan(MAX_ENVELOPE_BYTES);
    const parsed = parseEnvelopeLine(line)!;
    expect(parsed.metadata).toEqual(SYSTEM);
    expect(parsed).not.toHaveProperty('input');
    expect(parsed.truncated).toEqual(['input', 'metadata']);
    expect(parsed.tags).toEqual(trace.tags);
    expect(parsed.scores).toEqual(trace.scores);
  });

  it('multi-byte metadata is measured in bytes, not characters', () => {
    const nearLimit: Trace = { ...trace, metadata: { ...trace.metadata, ko: '가'.repeat(Math.ceil(MAX_ENVELOPE_BYTES / 3)) } };
    expect(parseEnvelopeLine(toEnvelopeLine(nearLimit))!.truncated).toEqual(['metadata']);
  });
});
