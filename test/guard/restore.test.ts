/**
 * The restore scanner (functions/guard/restore.ts): tolerated forms, what is never restored, and the streaming
 * guarantees — released pieces concatenate to the one-shot result, whatever the chunking, and the held-back
 * tail stays within MAX_TOKEN_CHARS.
 */
import fc from 'fast-check';
import { chunksOf } from '../helpers/chunks';
import { createRestorer, INITIAL_RESTORE_STATE, MAX_TOKEN_CHARS, type RestoreState } from '../../functions/guard/restore';

const ORIGINALS = [
  { prefix: 'PERSON', suffix: '1', value: 'Jane Doe' },
  { prefix: 'PERSON', suffix: '2', value: 'Kim Min-jun' },
  { prefix: 'PERSON', suffix: '12', value: 'Ola Nordmann' },
  { prefix: 'EMAIL_ADDRESS', suffix: '1', value: 'jane@example.com' },
  { prefix: 'PHONE_NUMBER', suffix: '1', value: '(650) 253-0000' },
  { prefix: 'PERSON', suffix: '3f9a1c0b7d2e', value: 'Pseudo Person' },
];
const restorer = createRestorer(ORIGINALS);

describe('restore: one text', () => {
  test.each([
    ['[PERSON_1] wrote', 'Jane Doe wrote'],
    ['[person_1] wrote', 'Jane Doe wrote'],
    ['[ PERSON_1 ] wrote', 'Jane Doe wrote'],
    ['[Person 1] wrote', 'Jane Doe wrote'],
    ['[PERSON-1]', 'Jane Doe'],
    ['[PERSON1]', 'Jane Doe'],
    ['PERSON_1 wrote', 'Jane Doe wrote'],
    ['Dear person_1,', 'Dear Jane Doe,'],
    ['[PERSON_1 wrote', 'Jane Doe wrote'],
    ['PERSON_1] wrote', 'Jane Doe wrote'],
    ['[PERSON_12] and [PERSON_2]', 'Ola Nordmann and Kim Min-jun'],
    ['mail [email address 1] or [Email-Address_1]', 'mail jane@example.com or jane@example.com'],
    ['EMAIL_ADDRESS_1.', 'jane@example.com.'],
    ['call [PHONE_NUMBER_1]!', 'call (650) 253-0000!'],
    ['[PERSON_3F9A1C0B7D2E]', 'Pseudo Person'],
    ['[PERSON_1][PERSON_2]', 'Jane DoeKim Min-jun'],
    // More than two spaces after `[`: the bracket is not part of the token, the bare `PERSON_1]` is.
    ['[   PERSON_1]', '[   Jane Doe'],
  ])('%j → %j', (text, expected) => {
    expect(restorer.restore(text)).toBe(expected);
  });

  test.each([
    ['[PERSON_7] is another call’s placeholder', 'unknown number'],
    ['[LOCATION_1] is not in this call', 'unknown prefix'],
    ['XPERSON_1 and PERSON_1X and PERSON_1_a', 'runs into a word'],
    ['person 1 and email address 1 in prose', 'bare phrase with spaces'],
    ['[PERSON_01]', 'another number'],
    ['[PERSON__1]', 'two separators'],
    ['', 'empty'],
  ])('%j stays as it is (%s)', (text) => {
    expect(restorer.restore(text)).toBe(text);
  });

  test('a restorer without originals returns the text unchanged', () => {
    expect(createRestorer([]).restore('[PERSON_1]')).toBe('[PERSON_1]');
  });
});

/** Text pieces that exercise the scanner: tokens in many forms, their fragments, brackets, words, astral characters. */
const piece = fc.constantFrom(
  '[PERSON_1]', '[person_2]', 'PERSON_12', '[PERSON_7]', '[EMAIL_ADDRESS_1]', '[email address 1]', 'EMAIL_ADDRESS_1',
  '[PHONE_NUMBER_1 ]', '[PERSON_3f9a1c0b7d2e]', 'PERSON', 'person', '_', '1', '2', '12', '[', ']', ' ', '  ', '-',
  'EMAIL', 'ADDRESS', 'x', 'Jane', '.', '\n', '😀', 'é', 'PHONE_NUMBER', 'PERSON_1', 'PERSON_1x',
);
const text = fc.array(piece, { maxLength: 40 }).map((a) => a.join(''));


function streamRestore(chunks: readonly string[]) {
  let state: RestoreState = INITIAL_RESTORE_STATE;
  const released: string[] = [];
  let maxTail = 0;
  chunks.forEach((chunk, i) => {
    const step = restorer.step(state, chunk, i === chunks.length - 1);
    released.push(step.released);
    state = step.state;
    maxTail = Math.max(maxTail, state.tail.length);
  });
  return { released, state, maxTail };
}

describe('restore: streaming', () => {
  test('released pieces concatenate to the one-shot restore, for any chunking', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 12 }), (s, cuts) => {
        const { released, state } = streamRestore(chunksOf(s, cuts));
        expect(released.join('')).toBe(restorer.restore(s));
        expect(state.tail).toBe('');
      }),
      { numRuns: 5000 },
    );
  });

  test('the held-back tail never exceeds MAX_TOKEN_CHARS', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 12 }), (s, cuts) => {
        expect(streamRestore([...chunksOf(s, cuts), '']).maxTail).toBeLessThanOrEqual(MAX_TOKEN_CHARS);
      }),
      { numRuns: 2000 },
    );
  });

  test('no placeholder is released before it is complete: a released piece never ends inside a token', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', ' ', '.'), { maxLength: 8 }), fc.nat(), (filler, at) => {
        const token = '[PERSON_12]';
        const s = `${filler.join('')}${token} end`;
        const cut = (filler.length + (at % token.length)) % s.length;
        const first = restorer.step(INITIAL_RESTORE_STATE, s.slice(0, cut), false);
        // Whatever was released is a prefix of the final text and holds no fragment of the token.
        expect(restorer.restore(s).startsWith(first.released)).toBe(true);
        expect(first.released).not.toMatch(/\[|PERSON/);
      }),
      { numRuns: 2000 },
    );
  });

  test('one character at a time', () => {
    const s = 'Hi [PERSON_1], reach [Email Address 1] or PHONE_NUMBER_1 😀.';
    const { released } = streamRestore([...s.split(''), '']);
    expect(released.join('')).toBe('Hi Jane Doe, reach jane@example.com or (650) 253-0000 😀.');
    // A surrogate pair is never split across released pieces.
    for (const r of released) expect(r).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
  });
});
