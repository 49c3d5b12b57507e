/** WORD policy: folding (case, width, accents), word boundaries, Korean particles, exact original offsets. */
import fc from 'fast-check';
import { inspectText } from '../../../functions/engine/inspect';
import { PROFANITY_EN, PROFANITY_KO } from '../../../functions/engine/policies/data/profanity';
import { compileWordPolicy } from '../../../functions/engine/policies/word';
import { wordPolicySchema } from '../../../functions/engine/policies/word-schema';
import { foldString } from '../../../functions/engine/text/fold';

const policy = compileWordPolicy(
  wordPolicySchema.parse({
    name: 'words',
    type: 'WORD',
    profanity: {},
    lists: [
      { name: 'competitors', action: 'MASK', words: ['Acme Corp', 'Globex', 'Café Olé', '삼성전자', 'naïve bayes'] },
      { name: 'secret-projects', action: 'BLOCK', maskWord: '[PROJECT]', words: ['Falcon', 'globex'] },
    ],
  }),
);

/** [matched original slice, rule name, start, end] of every finding. */
const spans = (text: string) => policy.inspect(text).map((f) => [text.slice(f.start, f.end), f.ruleName, f.start, f.end]);

describe('WORD policy matching', () => {
  it.each<[string, string, (string | number)[][]]>([
    ['plain English', 'ask acme corp today', [['acme corp', 'competitors', 4, 13]]],
    ['any casing', 'ASK ACME CORP', [['ACME CORP', 'competitors', 4, 13]]],
    ['a whitespace run or line break inside a phrase', 'Acme \r\n  Corp!', [['Acme \r\n  Corp', 'competitors', 0, 13]]],
    ['fullwidth letters (NFKC)', 'ＡＣＭＥ Ｃｏｒｐ', [['ＡＣＭＥ Ｃｏｒｐ', 'competitors', 0, 9]]],
    ['precomposed accents', 'at the café olé', [['café olé', 'competitors', 7, 15]]],
    ['no accents in the text', 'at the cafe ole', [['cafe ole', 'competitors', 7, 15]]],
    ['decomposed accents: the mark belongs to the match', 'cafe\u0301 ole\u0301.', [['cafe\u0301 ole\u0301', 'competitors', 0, 10]]],
    ['diaeresis dropped', 'naive Bayes works', [['naive Bayes', 'competitors', 0, 11]]],
    ['offsets after astral characters', '😀😀 falcon 😀', [['falcon', 'secret-projects', 5, 11]]],
    ['offsets after a ligature that folds to two letters', 'ﬁne Falcon', [['Falcon', 'secret-projects', 4, 10]]],
    ['offsets after CRLF', 'line\r\nfalcon\r\n', [['falcon', 'secret-projects', 6, 12]]],
    ['a phrase in two lists takes the stronger action (BLOCK)', 'globex', [['globex', 'secret-projects', 0, 6]]],
    ['Korean entry followed by a particle', '삼성전자에서 일해요', [['삼성전자', 'competitors', 0, 4]]],
    ['no match inside a longer word', 'falconry and Globexx and xacme corp', []],
    ['profanity', 'what the fuck is this shit', [['fuck', 'profanity', 9, 13], ['shit', 'profanity', 22, 26]]],
    ['profanity: multi-word phrase', 'you son  of a bitch', [['son  of a bitch', 'profanity', 4, 19]]],
    ['profanity: Scunthorpe and friends pass', 'class assessment in Scunthorpe, a cocktail', []],
    ['Korean profanity with particles attached', '씨발놈아 병신같은', [['씨발', 'profanity', 0, 2], ['병신', 'profanity', 5, 7]]],
    ['Korean abbreviations', 'ㅅㅂ 진짜', [['ㅅㅂ', 'profanity', 0, 2]]],
    ['Korean exceptions pass (시발점 "starting point", 등신대 "life-size")', '시발점에서 등신대를 봤다', []],
    ['a Korean entry does not match in the middle of a word', '아씨발', []],
    ['fullwidth profanity', 'ＦＵＣＫ', [['ＦＵＣＫ', 'profanity', 0, 4]]],
  ])('%s', (_name, text, expected) => {
    expect(spans(text)).toEqual(expected);
  });

  it('reports each finding with its rule type, action, mask word and confidence 1', () => {
    expect(policy.inspect('Falcon, shit, acme corp')).toEqual([
      expect.objectContaining({ ruleType: 'WORD', ruleName: 'secret-projects', action: 'BLOCK', maskWord: '[PROJECT]', confidence: 1, alertMessage: 'Word list secret-projects matched (blocked)' }),
      expect.objectContaining({ ruleType: 'PROFANITY', ruleName: 'profanity', action: 'MASK', maskWord: '[PROFANITY]', confidence: 1, alertMessage: 'Profanity detected (masked)' }),
      expect.objectContaining({ ruleType: 'WORD', ruleName: 'competitors', action: 'MASK', maskWord: '[COMPETITORS]', confidence: 1 }),
    ]);
  });

  it('masks in the original text', () => {
    expect(inspectText('Ｆｕｃｋ, ask ACME corp.', [policy])).toEqual(
      expect.objectContaining({ action: 'MASK', processedContent: '[PROFANITY], ask [COMPETITORS].' }),
    );
    expect(inspectText('씨발놈아', [policy]).processedContent).toBe('[PROFANITY]놈아');
  });

  it('profanity can be limited to one language or turned off', () => {
    const en = compileWordPolicy(wordPolicySchema.parse({ name: 'p', type: 'WORD', profanity: { languages: ['en'], action: 'BLOCK' } }));
    expect(en.inspect('fuck 씨발').map((f) => [f.start, f.end, f.action])).toEqual([[0, 4, 'BLOCK']]);
    const off = compileWordPolicy(
      wordPolicySchema.parse({ name: 'p', type: 'WORD', profanity: { enabled: false }, lists: [{ name: 'l', action: 'MASK', words: ['x1'] }] }),
    );
    expect(off.inspect('fuck x1').map((f) => f.ruleName)).toEqual(['l']);
  });

  it('every built-in entry is matched on its own', () => {
    for (const w of [...PROFANITY_EN, ...PROFANITY_KO]) {
      expect(policy.inspect(` ${w} `).map((f) => [f.start, f.end])).toEqual([[1, 1 + w.length]]);
    }
  });
});

describe('properties (fast-check)', () => {
  const alphabet = ['a', 'b', 'A', 'á', 'Ａ', 'e\u0301', '가', '나', ' ', '\r\n', '😀', '-', 'ﬁ', '.'];
  const words = ['ab', 'ba', 'aab', 'b a', '가나', 'fi'];
  const list = compileWordPolicy(
    wordPolicySchema.parse({ name: 'p', type: 'WORD', lists: [{ name: 'l', action: 'MASK', maskWord: '***', words }] }),
  );
  const normalized = new Set(words.map((w) => foldString(w)));
  const text = fc.array(fc.oneof(fc.constantFrom(...alphabet), fc.constantFrom(...words), fc.string({ maxLength: 4 })), { maxLength: 30 }).map((xs) => xs.join(''));

  it('spans are in range, ordered, non-overlapping, and slice text that folds to a list entry', () => {
    fc.assert(
      fc.property(text, (t) => {
        let last = 0;
        for (const f of list.inspect(t)) {
          expect(f.start).toBeGreaterThanOrEqual(last);
          expect(f.end).toBeGreaterThan(f.start);
          expect(f.end).toBeLessThanOrEqual(t.length);
          const folded = foldString(t.slice(f.start, f.end)).replace(/\s+/gu, ' ');
          // A Hangul entry may be followed by more Hangul (particles): the slice starts with the entry.
          expect([...normalized].some((w) => folded === w || (/[가-힣]$/u.test(w) && folded.startsWith(w)))).toBe(true);
          last = f.end;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('masked output holds no list word', () => {
    fc.assert(
      fc.property(text, (t) => {
        const masked = inspectText(t, [list]).processedContent ?? t;
        expect(list.inspect(masked)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});
