/** Folding for word and topic matching, and the map from folded indices back to the original text. */
import fc from 'fast-check';
import { createFolder, fold } from '../../../functions/engine/text/fold';

describe('fold', () => {
  it.each([
    ['ASCII is lower-cased', 'Hello WORLD', 'hello world'],
    ['Hangul is unchanged', '안녕하세요 ㅅㅂ', '안녕하세요 ㅅㅂ'],
    ['fullwidth to ASCII', 'ＡＢＣ１２３', 'abc123'],
    ['precomposed accents removed', 'Café Ñandú', 'cafe nandu'],
    ['decomposed accents removed', 'Cafe\u0301', 'cafe'],
    ['ligatures expanded', 'ﬁne', 'fine'],
    ['dotted capital I', 'İstanbul', 'istanbul'],
    ['astral math letters to ASCII', '𝐀𝐁', 'ab'],
    ['emoji unchanged', 'a😀b', 'a😀b'],
    ['ideographic space to a space', 'a\u3000b', 'a b'],
  ])('%s', (_name, text, folded) => {
    expect(fold(text).folded).toBe(folded);
  });

  it.each<[string, number, number, number, number]>([
    // [text, folded start, folded end (exclusive), original start, original end]
    ['xﬁne', 1, 3, 1, 2], // both letters of the ligature come from one character
    ['Cafe\u0301 ole', 0, 4, 0, 5], // the removed mark belongs to the `e` before it
    ['𝐀b', 0, 1, 0, 2], // an astral letter folds to one unit
    ['😀 ＡＢ', 3, 5, 3, 5],
  ])('maps %j folded [%i, %i) back to [%i, %i)', (text, fs, fe, os, oe) => {
    const f = fold(text);
    expect([f.startOf(fs), f.endOf(fe - 1)]).toEqual([os, oe]);
  });

  it('every folded unit maps into the original text, in order', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const f = fold(text);
        let last = 0;
        for (let i = 0; i < f.folded.length; i++) {
          expect(f.startOf(i)).toBeGreaterThanOrEqual(last);
          expect(f.endOf(i)).toBeGreaterThan(f.startOf(i));
          expect(f.endOf(i)).toBeLessThanOrEqual(text.length);
          last = f.startOf(i);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('createFolder', () => {
  it('folds as fold does, text after text (random text; the folder keeps what it folded)', () => {
    const foldText = createFolder();
    const unit = fc.constantFrom(...'aZ9 .é\u0301ＡﬁİЖ中한😀'.split(''), '😀', 'ß');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        const expected = fold(text);
        const got = foldText(text);
        expect(got.folded).toBe(expected.folded);
        for (let i = 0; i < got.folded.length; i++) expect([got.startOf(i), got.endOf(i)]).toEqual([expected.startOf(i), expected.endOf(i)]);
      }),
      { numRuns: 500 },
    );
  });
});
