/**
 * Output guarding over a stream (functions/guard/stream-guard.ts), with real policies: whatever the chunking,
 * the released pieces concatenate to the text guarded in one step, no piece ends inside a finding, and the
 * held-back tail stays under MAX_SEGMENT_CHARS (+ the restorer's MAX_TOKEN_CHARS when restoring).
 */
import fc from 'fast-check';
import { chunksOf } from '../helpers/chunks';
import { compileGuardian } from '../helpers/catalog';
import { createRestorer, MAX_TOKEN_CHARS } from '../../functions/guard/restore';
import {
  guardStreamStep,
  initialGuardStreamState,
  MAX_SEGMENT_CHARS,
  segmentEnd,
  type GuardStreamOptions,
} from '../../functions/guard/stream-guard';

const guardian = compileGuardian(
  {
    name: 'stream',
    processTypes: { output: { policies: ['pii'] } },
    policies: [
      {
        name: 'pii',
        type: 'PII',
        entities: {
          EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'placeholder' } },
          PHONE_NUMBER: { action: 'MASK', operator: { type: 'placeholder' } },
          PERSON: { action: 'MASK', operator: { type: 'placeholder' } },
        },
        customRules: [
          { name: 'employee-id', pattern: 'EMP-[0-9]{6}', action: 'MASK', operator: { type: 'placeholder', prefix: 'EMPLOYEE' } },
          { name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' },
        ],
      },
    ],
  },
  1,
);
const policies = guardian.processTypes.get('output')!;
const SEED = [{ prefix: 'PERSON', suffix: '1', value: 'Jane Doe' }];
const restorer = createRestorer(SEED);

const piece = fc.constantFrom(
  'Jane Doe', 'John Smith', 'jane.doe@example.com', 'mail john@example.org', '(650) 253-0000', 'EMP-123456', 'EMP-12345',
  '[PERSON_1]', 'PERSON_1', ' ', '. ', '.\n', '\n', '! ', 'the', 'call', 'Dr.', 'is at', '😀', 'falcon-7', ',',
  'a long sentence of plain words that goes on for a while without anything personal in it',
);
const answer = fc.array(piece, { maxLength: 30 }).map((a) => a.join(' '));

function run(chunks: readonly string[], options: GuardStreamOptions) {
  let state = initialGuardStreamState(SEED);
  const released: string[] = [];
  let maxTail = 0;
  chunks.forEach((chunk, i) => {
    const step = guardStreamStep(state, chunk, i === chunks.length - 1, options);
    released.push(step.released);
    state = step.state;
    maxTail = Math.max(maxTail, state.tail.length + state.restore.tail.length);
  });
  return { released, state, maxTail };
}

describe.each([
  ['guard', { policies }],
  ['guard + restore', { policies, restorer }],
  ['monitor', { policies, monitor: true }],
])('%s', (_name, options: GuardStreamOptions) => {
  test('released pieces concatenate to the one-step result, for any chunking', () => {
    fc.assert(
      fc.property(answer, fc.array(fc.nat(), { maxLength: 10 }), (s, cuts) => {
        const whole = run([s], options);
        const streamed = run(chunksOf(s, cuts), options);
        expect(streamed.released.join('')).toBe(whole.released.join(''));
        expect(streamed.state.action).toBe(whole.state.action);
        if (options.monitor) expect(streamed.released.join('')).toBe(s);
      }),
      { numRuns: 500 },
    );
  });

  test('the held-back tail is bounded', () => {
    fc.assert(
      fc.property(answer, answer, fc.array(fc.nat(), { maxLength: 10 }), (a, b, cuts) => {
        const bound = MAX_SEGMENT_CHARS + (options.restorer ? MAX_TOKEN_CHARS : 0);
        expect(run([...chunksOf(`${a} ${b}`, cuts), ''], options).maxTail).toBeLessThan(bound);
      }),
      { numRuns: 300 },
    );
  });
});

test('no detected value is ever released in clear, however the stream is cut', () => {
  const s = 'Contact John Smith at john@example.org or (650) 253-0000, badge EMP-123456.\n';
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 12 }), (cuts) => {
      const text = run(chunksOf(s, cuts), { policies }).released.join('');
      for (const v of ['John Smith', 'john@example.org', '253-0000', 'EMP-123456', 'EMP-', '(650)']) expect(text).not.toContain(v);
    }),
    { numRuns: 300 },
  );
});

test('a blocking segment ends the stream', () => {
  const { released, state } = run(['First line.\nThe code is falcon', '-7 here.\nLater text.\n'], { policies });
  expect(released.join('')).toBe('First line.\n');
  expect(state.action).toBe('BLOCK');
});

test.each([
  ['line break', 'abc\ndef', 0, false, 4],
  ['short sentence: no cut', 'Hi. There', 0, false, undefined],
  ['incomplete', 'no end yet', 0, false, undefined],
  ['final', 'no end yet', 0, true, 10],
  ['sentence end after 200 characters', `${'a'.repeat(199)}. b`, 0, false, 201],
  ['forced at the last space before 1,000', `${'a '.repeat(600)}`, 0, false, 1000],
  ['forced exactly at 1,000 without spaces', 'a'.repeat(1200), 0, false, 1000],
])('segmentEnd: %s', (_name, s, p, final, expected) => {
  expect(segmentEnd(s, p, final)).toBe(expected);
});
