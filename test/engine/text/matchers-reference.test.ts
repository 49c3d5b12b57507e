/**
 * The linear-time list matchers (text/aho-corasick.ts behind the WORD/TOPIC phrase matcher and the PII deny list)
 * against the plain implementations beside this file: a trie walked from every word start, and the phrase list
 * compared at every position. Small alphabets make shared prefixes, nested phrases, boundaries and whitespace
 * runs frequent; both must report the same spans, values and indices.
 */
import fc from 'fast-check';
import { compileDenyList } from '../../../functions/engine/policies/deny-list';
import { createPhraseMatcher, normalizeEntry } from '../../../functions/engine/text/phrase-matcher';
import { compileDenyList as referenceDenyList } from './reference-deny-list';
import { createPhraseMatcher as referencePhraseMatcher } from './reference-phrase-matcher';

/** Latin letters and digits, `_`, punctuation, whitespace, Hangul, Han, kana, Thai, a combining mark, astral letter and emoji. */
const UNITS = ['a', 'b', 'A', '1', '_', '#', '-', ' ', '  ', '\t', '\n', 'é', '\u0301', '가', '나', '中', 'か', 'ก', '𐐨', '😀', 'İ', 'ß'];
const piece = fc.constantFrom(...UNITS);
const str = (maxLength: number) => fc.array(piece, { maxLength }).map((a) => a.join(''));

describe('deny list: same matches as the reference', () => {
  const run = (phrases: string[], text: string) => {
    const fast = compileDenyList(phrases);
    const ref = referenceDenyList(phrases);
    expect(fast === undefined).toBe(ref === undefined);
    if (!fast || !ref) return;
    expect([...fast.matches(text)]).toEqual([...ref.matches(text)]);
  };

  it.each<[string, string[], string]>([
    ['nested phrases', ['a', 'a b', 'a b a b'], 'a b a b a b a'],
    ['a long shared prefix', ['aaaa1', 'aaaa2', 'aa'], 'aaaaaaaa aaaa2 aa'],
    ['a shorter phrase inside a failed longer one', ['ab', 'abcd', 'cd'], 'abcx abcd cd'],
    ['Hangul without an end boundary', ['가나', '가나다'], '가나라 가나다라'],
    ['punctuation edges', ['#a', 'a#'], 'b#a a#b #a#'],
  ])('%s', (_name, phrases, text) => run(phrases, text));

  it('random lists and texts (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(str(6), { minLength: 1, maxLength: 8 }), str(40), (phrases, text) => run(phrases, text)),
      { numRuns: 1000 },
    );
  });

  it('texts built from the phrases themselves (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(str(6), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), str(2)), { maxLength: 12 }),
        (phrases, picks) => run(phrases, picks.map(([i, glue]) => phrases[i % phrases.length] + glue).join('')),
      ),
      { numRuns: 1000 },
    );
  });
});

describe('phrase matcher: same matches as the reference', () => {
  const run = (raw: string[], text: string) => {
    const entries = raw.flatMap((w, i) => {
      const phrase = normalizeEntry(w);
      return phrase === undefined ? [] : [{ phrase, value: [i] }];
    });
    const merge = (a: number[], b: number[]) => [...a, ...b];
    expect(createPhraseMatcher(entries, merge).find(text)).toEqual(referencePhraseMatcher(entries, merge).find(text));
  };

  it.each<[string, string[], string]>([
    ['nested phrases', ['a', 'a b', 'a b a b'], 'a b a b a b a'],
    ['a Korean entry glued to the next one', ['가나', 'ab', '다'], '가나ab 가나다 가나라'],
    ['spaceless scripts need no boundary', ['中', 'か中'], 'a中bか中中'],
    ['a long shared prefix', ['a a a a 1', 'a a a a 2', 'a a'], 'a a a a a a a a 2 a a'],
  ])('%s', (_name, raw, text) => run(raw, text));

  it('random lists and texts (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(str(6), { minLength: 1, maxLength: 8 }), str(40), (raw, text) => run(raw, text)),
      { numRuns: 1000 },
    );
  });

  it('texts built from the entries themselves (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(str(6), { minLength: 1, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), str(2)), { maxLength: 12 }),
        (raw, picks) => run(raw, picks.map(([i, glue]) => raw[i % raw.length] + glue).join('')),
      ),
      { numRuns: 1000 },
    );
  });
});
