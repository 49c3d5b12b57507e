/** TOPIC and WORD policies end to end through HTTP: BLOCK and CHECK by topic, MASK by word list and profanity. */
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { callGuard, createGuardianWithKey, startTestStack } from '../helpers/stack';

const topics = (action: 'BLOCK' | 'CHECK') => ({
  name: 'topics',
  type: 'TOPIC' as const,
  topics: [
    {
      name: 'investment-advice',
      definition: 'Recommendations to buy or sell specific securities or crypto-assets.',
      action,
      keywords: ['stock tip', '주식 추천'],
      examples: ['Which stocks should I buy this year?', '비트코인에 투자해도 될까요?'],
    },
  ],
});
const words = {
  name: 'words',
  type: 'WORD' as const,
  profanity: {},
  lists: [{ name: 'competitors', action: 'MASK' as const, maskWord: '[RIVAL]', words: ['Globex', 'Acme Corp'] }],
};
const guardian = (name: string, verdicts: 'v1.3' | 'v1.4', action: 'BLOCK' | 'CHECK'): GuardianInput => ({
  name,
  verdicts,
  processTypes: { input: { policies: ['topics', 'words'] } },
  policies: [topics(action), words],
});

let stack: LocalStack;
let blockKey: string;
let checkKey: string;
beforeAll(async () => {
  stack = await startTestStack();
  blockKey = await createGuardianWithKey(stack.store, guardian('topics-v14', 'v1.4', 'BLOCK'), 'p-v14');
  checkKey = await createGuardianWithKey(stack.store, guardian('topics-v13', 'v1.3', 'CHECK'), 'p-v13');
});
afterAll(() => stack.close());

const ask = (key: string, content: string) => callGuard(stack.url, key, { processType: 'input', messages: [{ role: 'user', content }] });

const topicItem = (action: string, alert: string) => ({
  rule_type: 'TOPIC',
  rule_name: 'investment-advice',
  action,
  confidence: expect.any(Number),
  mask_word: '[investment-advice]',
  alert_message: alert,
});

describe('TOPIC policy over HTTP', () => {
  it.each([
    ['an English paraphrase of an example', 'What stocks should I buy next year?'],
    ['a Korean keyword with a particle', '주식 추천을 부탁해요'],
  ])('BLOCKs %s (v1.4)', async (_name, content) => {
    const res = await ask(blockKey, content);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      action: 'BLOCK',
      input_results: [
        {
          index: 0,
          type: 'text',
          action: 'BLOCK',
          results: [
            { policy_name: 'topics', policy_type: 'TOPIC', action: 'BLOCK', detected_items: [topicItem('BLOCK', 'Topic investment-advice detected (blocked)')] },
          ],
        },
      ],
    });
    const confidence = res.body.input_results[0].results[0].detected_items[0].confidence;
    expect(confidence).toBeGreaterThanOrEqual(0.5);
    expect(confidence).toBeLessThanOrEqual(1);
  });

  it('answers CHECK under v1.3, with the masked content of the same part', async () => {
    const res = await ask(checkKey, 'Give me a stock tip, Globex style.');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      action: 'CHECK',
      input_results: [
        {
          index: 0,
          type: 'text',
          action: 'CHECK',
          processed_content: 'Give me a stock tip, [RIVAL] style.',
          results: [
            { policy_name: 'topics', policy_type: 'TOPIC', action: 'CHECK', detected_items: [topicItem('CHECK', 'Topic investment-advice detected (flagged for review)')] },
            {
              policy_name: 'words',
              policy_type: 'WORD',
              action: 'MASK',
              detected_items: [
                { rule_type: 'WORD', rule_name: 'competitors', action: 'MASK', confidence: 1, mask_word: '[RIVAL]', alert_message: 'Word list competitors matched (masked)' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('passes ordinary prompts', async () => {
    expect((await ask(blockKey, 'Please summarize the attached quarterly report for the board.')).body).toEqual({ action: 'PASS', input_results: [] });
  });
});

describe('WORD policy over HTTP', () => {
  it.each([
    ['a custom list, any casing and width', 'Ask ＡＣＭＥ corp or globex.', 'Ask [RIVAL] or [RIVAL].', [['competitors', 2]]],
    ['English profanity', 'this is fucking broken', 'this is [PROFANITY] broken', [['profanity', undefined]]],
    ['Korean profanity with a particle attached', '씨발놈아 ㅅㅂ 왜 안 돼', '[PROFANITY]놈아 [PROFANITY] 왜 안 돼', [['profanity', 2]]],
  ])('MASKs %s', async (_name, content, masked, rules) => {
    const res = await ask(blockKey, content);
    expect(res.status).toBe(200);
    expect(res.body.action).toBe('MASK');
    expect(res.body.input_results).toEqual([
      expect.objectContaining({ index: 0, action: 'MASK', processed_content: masked, results: [expect.objectContaining({ policy_type: 'WORD', action: 'MASK' })] }),
    ]);
    // Identical items of a part are one item with a count (absent when 1).
    expect(res.body.input_results[0].results[0].detected_items.map((i: { rule_name: string; count?: number }) => [i.rule_name, i.count])).toEqual(rules);
  });

  it('passes innocent Korean words that start like profanity (시발점 "starting point")', async () => {
    expect((await ask(blockKey, '여기가 시발점입니다')).body).toEqual({ action: 'PASS', input_results: [] });
  });
});
