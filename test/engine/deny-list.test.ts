/** Deny lists: one escaped alternation, case-insensitive, Unicode word boundaries; any phrase is safe to compile. */
import fc from 'fast-check';
import { compileDenyList } from '../../functions/engine/policies/deny-list';

const spans = (values: string[], text: string) =>
  [...compileDenyList(values)!.matches(text)].map((m) => [m.start, m.end, text.slice(m.start, m.end), m.index]);

describe('compileDenyList', () => {
  it.each([
    ['case-insensitive', ['Project Falcon'], 'see PROJECT falcon.', [[4, 18, 'PROJECT falcon', 0]]],
    ['whitespace runs inside a phrase', ['Project Falcon'], 'Project\n\tFalcon', [[0, 15, 'Project\n\tFalcon', 0]]],
    ['regex syntax is literal', ['a.b*(c)?', 'x|y'], 'a.b*(c)? axb x|y xy', [[0, 8, 'a.b*(c)?', 0], [13, 16, 'x|y', 1]]],
    ['longest phrase first', ['acme', 'acme corp'], 'acme corp and acme', [[0, 9, 'acme corp', 1], [14, 18, 'acme', 0]]],
    ['no match inside words', ['cat'], 'concatenate cats cat_x cat', [[23, 26, 'cat', 0]]],
    ['Unicode letters are word characters', ['café'], 'cafés café', [[6, 10, 'café', 0]]],
    ['Hangul edges match before a particle', ['홍길동'], '홍길동은 왔다', [[0, 3, '홍길동', 0]]],
    ['spans after astral characters', ['secret'], '😀😀 secret', [[5, 11, 'secret', 0]]],
    ['duplicates keep the first index', ['X1', 'x1'], 'x1', [[0, 2, 'x1', 0]]],
    ['punctuation edges need no boundary', ['#tag'], 'a#tag', [[1, 5, '#tag', 0]]],
    ['a shorter phrase when the longer one is glued to a word', ['acme', 'acme corp'], 'acme corpx', [[0, 4, 'acme', 0]]],
    ['Cyrillic case folding', ['Москва'], 'в МОСКВА.', [[2, 8, 'МОСКВА', 0]]],
    ['a letter whose lower case is longer keeps the offsets', ['İstanbul'], 'İSTANBUL, İstanbul', [[0, 8, 'İSTANBUL', 0], [10, 18, 'İstanbul', 0]]],
    ['one-character phrases', ['X', '€'], 'x €5 Xy', [[0, 1, 'x', 0], [2, 3, '€', 1]]],
    ['astral phrases', ['😀x'], 'a 😀X b', [[2, 5, '😀X', 0]]],
  ])('%s', (_name, values, text, expected) => {
    expect(spans(values, text)).toEqual(expected);
  });

  it('ignores blank phrases', () => {
    expect(compileDenyList(['  ', '\n'])).toBeUndefined();
  });

  it('any phrase compiles and is found with its exact span, alone and after other text (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '' && !s.includes('\u0000')),
        (phrase) => {
          const p = phrase.trim();
          const list = compileDenyList([phrase])!;
          expect([...list.matches(p)].map((m) => [m.start, m.end])).toEqual([[0, p.length]]);
          // A NUL and a space before it: a prefix no phrase here contains, and the offsets move by two.
          expect([...list.matches(`\u0000 ${p} `)].map((m) => [m.start, m.end])).toEqual([[2, 2 + p.length]]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
