/**
 * The name model's tokens and features (functions/engine/ner/features.ts): the Hangul split before a title or
 * particle, the possessive left out, and the feature layout the trainer's dropout relies on. Sentences written here.
 */
import { testCatalog } from '../../helpers/catalog';
import { featurize, nerTokens, OWN_LEXICON_FEATURES, OWN_SPELLING_FEATURES } from '../../../functions/engine/ner/features';
import { buildLexicon } from '../../../functions/engine/ner/lexicon';

const words = (text: string) => nerTokens(text).map((t) => t.word);

describe('nerTokens', () => {
  it.each<[string, string[]]>([
    ['김민수님이 왔어요', ['김민수', '님이', '왔어요']],
    ['김민수님께서 승인하셨습니다', ['김민수', '님께서', '승인하셨습니다']],
    ['박지훈팀장님께 보고했습니다', ['박지훈', '팀장님께', '보고했습니다']],
    ['저는 이서연입니다', ['저는', '이서연', '입니다']],
    ['서울에서 만나요', ['서울', '에서', '만나요']],
    ['제주특별자치도로 갑니다', ['제주특별자치도', '로', '갑니다']],
    ['정도', ['정도']],
    ["Anna's flat in Leeds", ['Anna', 'flat', 'in', 'Leeds']],
  ])('%j', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('keeps exact offsets: a split token ends where the next starts', () => {
    const text = '고객 김민수님의 주문';
    for (const t of nerTokens(text)) expect(text.slice(t.start, t.end)).toBe(t.word);
    const [, name, suffix] = nerTokens(text);
    expect(name!.end).toBe(suffix!.start);
  });
});

describe('featurize', () => {
  const lexicon = buildLexicon(testCatalog.tables);

  it('is deterministic and gives every token its features', () => {
    const tokens = nerTokens('Hi, I am Hope Okonkwo from Galway. 김민수님, 안녕하세요.');
    const a = featurize(tokens, lexicon);
    const b = featurize(tokens, lexicon);
    expect(Array.from(a.hashes)).toEqual(Array.from(b.hashes));
    expect(a.offsets).toHaveLength(tokens.length + 1);
    for (let i = 0; i < tokens.length; i++) expect(a.offsets[i + 1]! - a.offsets[i]!).toBeGreaterThanOrEqual(17);
  });

  it("places the own-spelling and lexicon features where the trainer's dropout reads them", () => {
    // Two texts that differ in one word: only that token's own-spelling features (and its neighbours' context
    // features) change; the positions listed for its lexicon flags change when the flags do.
    const one = featurize(nerTokens('I met Zorblat today'), lexicon);
    const two = featurize(nerTokens('I met Margaret today'), lexicon);
    const at = (f: typeof one, k: number) => f.hashes[f.offsets[2]! + k];
    for (const k of OWN_SPELLING_FEATURES) expect(at(one, k)).not.toBe(at(two, k));
    for (const k of OWN_LEXICON_FEATURES) expect(at(one, k)).not.toBe(at(two, k));
  });
});
