/** TOPIC policy: keywords and example similarity, English and Korean, thresholds, spans, actions. */
import fc from 'fast-check';
import { compileTopicPolicy } from '../../../functions/engine/policies/topic';
import { topicPolicySchema } from '../../../functions/engine/policies/topic-schema';

const INVESTMENT = {
  name: 'investment-advice',
  definition: 'Recommendations on which securities, funds or crypto-assets to buy or sell.',
  keywords: ['stock tip', 'stock tips', '주식 추천', '종목 추천'],
  examples: [
    'Which stocks should I buy this year?',
    'Should I invest my savings in bitcoin?',
    'Recommend a good fund to invest my retirement money in.',
    '어떤 주식을 사야 할까요?',
    '비트코인에 투자해도 될까요?',
    '노후 자금을 어떤 펀드에 투자하면 좋을까요?',
  ],
};
const ELECTIONS = {
  name: 'elections',
  definition: 'Opinions on candidates, parties and how to vote.',
  action: 'CHECK',
  keywords: ['who should I vote for', '누구 찍어'],
  examples: ['Which candidate should I vote for in the election?', 'What do you think of the president and his party?', '이번 대선에서 어느 후보를 뽑아야 하나요?'],
};

const policy = compileTopicPolicy(topicPolicySchema.parse({ name: 'topics', type: 'TOPIC', topics: [INVESTMENT, ELECTIONS] }));
const detect = (text: string) => policy.inspect(text).map((f) => [f.ruleName, f.action, text.slice(f.start, f.end)]);

describe('TOPIC policy', () => {
  it.each<[string, string, string[][]]>([
    ['an English keyword', 'Give me a stock tip.', [['investment-advice', 'BLOCK', 'Give me a stock tip']]],
    ['a keyword in fullwidth capitals', 'ＳＴＯＣＫ ＴＩＰＳ please', [['investment-advice', 'BLOCK', 'ＳＴＯＣＫ ＴＩＰＳ please']]],
    ['a Korean keyword phrase', '종목 추천 좀 해주세요', [['investment-advice', 'BLOCK', '종목 추천 좀 해주세요']]],
    ['a Korean keyword with a particle attached', '누구 찍어야 돼?', [['elections', 'CHECK', '누구 찍어야 돼']]],
    ['an English paraphrase of an example', 'What stocks should I buy next year?', [['investment-advice', 'BLOCK', 'stocks should I buy next year']]],
    ['another English paraphrase', 'Is it a good time to invest in bitcoin?', [['investment-advice', 'BLOCK', 'good time to invest in bitcoin']]],
    ['a Korean paraphrase (bigrams, particles removed)', '요즘 비트코인 투자 어떤가요?', [['investment-advice', 'BLOCK', '요즘 비트코인 투자 어떤가요']]],
    ['another Korean paraphrase', '노후 자금은 어떤 펀드가 좋을까요?', [['investment-advice', 'BLOCK', '노후 자금은 어떤 펀드가 좋을까요']]],
    ['a CHECK topic', 'Which candidate is best in the next election?', [['elections', 'CHECK', 'candidate is best in the next election']]],
    [
      'the triggering sentence of a longer text',
      'Thanks for the summary.\nAlso, which stocks should I buy this year? Bye!',
      [['investment-advice', 'BLOCK', 'stocks should I buy this year']],
    ],
    [
      'two topics in one text',
      'Give me a stock tip. And who should I vote for?',
      [['investment-advice', 'BLOCK', 'Give me a stock tip'], ['elections', 'CHECK', 'And who should I vote for']],
    ],
  ])('detects %s', (_name, text, expected) => {
    expect(detect(text)).toEqual(expected);
  });

  it.each([
    // Everyday prompts (the benchmark's sentences) and near misses sharing a word or two with the examples.
    'Can you summarize the attached meeting notes for the leadership team?',
    'Please draft a polite reply to the customer who asked about the refund policy.',
    'What are the main differences between a Roth IRA and a traditional IRA?',
    'I need a SQL query that returns the top ten customers by revenue in 2024.',
    '다음 회의 일정을 정리해서 팀에 공유해 주세요.',
    'Our quarterly numbers look better than expected, but churn in Europe is still high.',
    'Which shoes should I buy this year?',
    'The president of our company will visit the office.',
    '주식회사 설립 절차를 알려주세요.',
    'The fund raiser for the school is next week.',
    'stock tipping point', // keywords match whole words only
  ])('passes %j', (text) => {
    expect(policy.inspect(text)).toEqual([]);
  });

  it('reports the topic as rule type TOPIC with its score as confidence', () => {
    const [finding] = policy.inspect('Give me a stock tip and tell me which stocks to buy this year.');
    expect(finding).toEqual(
      expect.objectContaining({ ruleType: 'TOPIC', ruleName: 'investment-advice', action: 'BLOCK', alertMessage: 'Topic investment-advice detected (blocked)' }),
    );
    // Keyword (0.8) and similarity combine as independent evidence: above either alone, at most 1.
    expect(finding!.confidence).toBeGreaterThan(0.8);
    expect(finding!.confidence).toBeLessThanOrEqual(1);
    expect(policy.inspect('Give me a stock tip.')[0]!.confidence).toBeCloseTo(0.8, 10);
  });

  it.each([
    ['the policy threshold', { threshold: 0.85 }, {}],
    ['a topic threshold', {}, { threshold: 0.85 }],
  ])('%s raises the bar', (_name, policyExtra, topicExtra) => {
    const strict = compileTopicPolicy(
      topicPolicySchema.parse({ name: 't', type: 'TOPIC', ...policyExtra, topics: [{ ...INVESTMENT, ...topicExtra }] }),
    );
    expect(strict.inspect('Give me a stock tip.')).toEqual([]); // one keyword: 0.8
    expect(strict.inspect('Give me stock tips and a stock tip.').map((f) => f.confidence)).toEqual([0.9]); // two distinct
  });

  it('spans stay in range and never throw on arbitrary text (fast-check)', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('stock tip', '주식 추천', 'bitcoin', '투자', '.', '\r\n', '😀', 'e\u0301', 'ＳＴＯＣＫ', '?'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 25 }), (pieces) => {
        const text = pieces.join(' ');
        for (const f of policy.inspect(text)) {
          expect(f.start).toBeGreaterThanOrEqual(0);
          expect(f.end).toBeGreaterThan(f.start);
          expect(f.end).toBeLessThanOrEqual(text.length);
          expect(f.confidence).toBeGreaterThan(0);
          expect(f.confidence).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
