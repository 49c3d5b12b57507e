/**
 * The stream route's handler (functions/handlers/restore-api.ts) end to end over its carry: the restore token is
 * opened on the first chunk only and what the stream needs of it travels in the sealed carry, so the released
 * pieces of any chunking must still concatenate to the answer guarded (and restored) in one call, the prompt's
 * placeholders restored and the answer's own findings kept masked. The restore key is read only when a token or a
 * carry is opened or a carry sealed.
 */
import fc from 'fast-check';
import { chunksOf } from '../helpers/chunks';
import { randomBytes } from 'node:crypto';
import type { Caller } from '../../functions/auth/access';
import { RestoreKeyUnavailableError } from '../../functions/guard/errors';
import { sealRestoreToken } from '../../functions/guard/reversible';
import { compileGuardian } from '../helpers/catalog';
import { handleGuardStream, type SealDeps } from '../../functions/handlers/restore-api';

const guardianOf = (nameModel: boolean) =>
  compileGuardian(
    {
      name: 'stream',
      processTypes: { output: { policies: ['pii'] } },
      policies: [
        {
          name: 'pii',
          type: 'PII',
          nameModel,
          entities: {
            EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'placeholder' } },
            PHONE_NUMBER: { action: 'MASK', operator: { type: 'placeholder' } },
            PERSON: { action: 'MASK', operator: { type: 'placeholder' } },
          },
          customRules: [{ name: 'codename', pattern: 'falcon-[0-9]+', action: 'BLOCK' }],
        },
      ],
    },
    1,
  );
const callerOf = (nameModel: boolean) => ({ key: { projectId: 'stream-project' }, keyId: 'svc_…test', guardian: guardianOf(nameModel) }) as unknown as Caller;
/** The policy defaults (the learned name model on). */
const caller = callerOf(true);
/** The rules alone (`nameModel: false`), for an example whose findings are spelled out. */
const rulesOnly = callerOf(false);
const KEY = randomBytes(32);
const NOW = Date.parse('2026-03-01T00:00:00.000Z');
const deps: SealDeps = { restoreKeys: async () => KEY, clock: { now: () => NOW } };
const noKey: SealDeps = { restoreKeys: () => Promise.reject(new RestoreKeyUnavailableError()), clock: deps.clock };
const noPseudonym = async () => ({});

// The prompt's call: two people, one of them twice in the pairs (the first value of a token wins).
const TOKEN = sealRestoreToken({ projectId: 'stream-project', key: KEY, nowSeconds: NOW / 1000 }, 3600, [
  { prefix: 'PERSON', suffix: '1', value: 'Jane Doe' },
  { prefix: 'EMAIL_ADDRESS', suffix: '1', value: 'jane.doe@example.com' },
  { prefix: 'PERSON', suffix: '1', value: 'Someone Else' },
  { prefix: 'PERSON', suffix: '2', value: 'Kim Min-jun' },
]);

const piece = fc.constantFrom(
  '[PERSON_1]', 'PERSON_2', '[person 1]', '[EMAIL_ADDRESS_1]', '[PERSON_3]', 'Jane Doe', 'John Smith', 'mail john@example.org',
  '(650) 253-0000', 'falcon-7', ' ', '. ', '.\n', '\n', 'the', 'a long sentence of plain words without anything personal in it',
);
const answer = fc.array(piece, { maxLength: 25 }).map((a) => a.join(' '));

/** Sends the chunks as one stream, the last one `final`; returns the released text and the last action. */
async function streamed(chunks: readonly string[], base: object, who = caller): Promise<{ text: string; action: string }> {
  let carry: string | undefined;
  let text = '';
  let action = 'PASS';
  for (let i = 0; i < chunks.length; i++) {
    const final = i === chunks.length - 1;
    const { body } = await handleGuardStream(deps, who, { ...base, text: chunks[i], ...(carry ? { carry } : {}), ...(final ? { final } : {}) }, noPseudonym);
    text += body.text;
    action = body.action;
    if (body.action === 'BLOCK') return { text, action };
    expect(body.carry === undefined).toBe(final);
    carry = body.carry;
  }
  return { text, action };
}

describe.each([
  ['guard', { process_type: 'output' }],
  ['guard, numbering from a token', { process_type: 'output', restore_token: TOKEN }],
  ['guard + restore', { process_type: 'output', restore_token: TOKEN, restore: true }],
])('%s', (_name, base) => {
  test('released pieces concatenate to the answer sent in one call, for any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(answer, fc.array(fc.nat(), { maxLength: 8 }), async (s, cuts) => {
        const once = await streamed([s], base);
        const chunked = await streamed(chunksOf(s, cuts), base);
        expect(chunked).toEqual(once);
      }),
      { numRuns: 150 },
    );
  });
});

test('restore puts the prompt’s values back and keeps the answer’s own findings masked, across chunks', async () => {
  const base = { process_type: 'output', restore_token: TOKEN, restore: true };
  const chunks = ['Dear [PERS', 'ON_1], ', 'John Smith wrote to [EMAIL_', 'ADDRESS_1] about PERSON_2.\n', 'Bye'];
  // The rules alone: the findings are spelled out (to the learned model, a sign-off on a line of its own, `Bye`, reads
  // as a name, as a signature does).
  expect(await streamed(chunks, base, rulesOnly)).toEqual({
    text: 'Dear Jane Doe, [PERSON_3] wrote to jane.doe@example.com about Kim Min-jun.\nBye',
    action: 'MASK',
  });
});

describe('without a restore key', () => {
  test('a whole answer without a token is guarded in one call', async () => {
    const { body } = await handleGuardStream(noKey, caller, { process_type: 'output', text: 'Mail john@example.org or ring (650) 253-0000.', final: true }, noPseudonym);
    expect(body).toEqual({
      action: 'MASK',
      text: 'Mail [EMAIL_ADDRESS_1] or ring [PHONE_NUMBER_1].',
      results: [expect.objectContaining({ policy_name: 'pii', action: 'MASK' })],
    });
  });

  test.each([
    ['a carry to seal', { process_type: 'output', text: 'Call John' }],
    ['a token to open', { process_type: 'output', text: 'Hi', final: true, restore_token: TOKEN }],
  ])('a call that needs it (%s) is refused as unavailable', async (_name, body) => {
    await expect(handleGuardStream(noKey, caller, body, noPseudonym)).rejects.toBeInstanceOf(RestoreKeyUnavailableError);
  });
});
