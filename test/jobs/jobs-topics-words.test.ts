/** Batch jobs with TOPIC and WORD policies: results carry their policy and rule types; BLOCK writes nothing. */
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { getObject, runJobThroughApi, TEST_SCOPES } from '../helpers/jobs';
import { createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'batch-topics-words',
  processTypes: { input: { policies: ['topics', 'words'] } },
  policies: [
    {
      name: 'topics',
      type: 'TOPIC',
      topics: [{ name: 'investment-advice', definition: 'Advice on what to invest in.', keywords: ['stock tip', '주식 추천'], examples: ['Which stocks should I buy this year?'] }],
    },
    { name: 'words', type: 'WORD', profanity: {}, lists: [{ name: 'competitors', action: 'MASK', maskWord: '[RIVAL]', words: ['Globex'] }] },
  ],
};

let stack: LocalStack;
let key: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, GUARDIAN, 'acme');
  await stack.store.setStorageScopes('acme', TEST_SCOPES);
});
afterAll(() => stack.close());

const runJob = (name: string, body: string) => runJobThroughApi(stack, key, name, body);

it('MASK by word lists: masked output, WORD and PROFANITY items counted', async () => {
  const job = await runJob('chat.txt', 'Globex is shit.\r\nGLOBEX again\n씨발놈아\n');
  expect(job).toMatchObject({ status: 'COMPLETED', action: 'MASK', tgt_s3_url: 's3://demo-bucket/out/chat.txt' });
  expect(job.results).toEqual([
    {
      policy_name: 'words',
      policy_type: 'WORD',
      action: 'MASK',
      detected_items: [
        { rule_type: 'WORD', rule_name: 'competitors', action: 'MASK', confidence: 1, mask_word: '[RIVAL]', alert_message: 'Word list competitors matched (masked)', count: 2 },
        { rule_type: 'PROFANITY', rule_name: 'profanity', action: 'MASK', confidence: 1, mask_word: '[PROFANITY]', alert_message: 'Profanity detected (masked)', count: 2 },
      ],
    },
  ]);
  expect((await getObject(stack.s3, job.tgt_s3_url))?.toString('utf8')).toBe('[RIVAL] is [PROFANITY].\r\n[RIVAL] again\n[PROFANITY]놈아\n');
});

it('BLOCK by topic: nothing written, the topic in results', async () => {
  const job = await runJob('ask.txt', 'hello\n주식 추천 부탁해요\n');
  expect(job).toMatchObject({ status: 'COMPLETED', action: 'BLOCK', tgt_s3_url: null });
  expect(job.results).toEqual([
    {
      policy_name: 'topics',
      policy_type: 'TOPIC',
      action: 'BLOCK',
      detected_items: [expect.objectContaining({ rule_type: 'TOPIC', rule_name: 'investment-advice', action: 'BLOCK', count: 1 })],
    },
  ]);
  expect(await getObject(stack.s3, 's3://demo-bucket/out/ask.txt')).toBeUndefined();
});
