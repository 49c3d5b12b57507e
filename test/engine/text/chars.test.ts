/** Word characters for the WORD and TOPIC matchers: the definition, and a matcher's kept answers against it. */
import fc from 'fast-check';
import { createWordChars, isWordCodePoint, wordChars } from '../../../functions/engine/text/chars';

const WORD = /^[\p{L}\p{N}\p{M}]$/u;

describe('word characters', () => {
  it('isWordCodePoint is [\\p{L}\\p{N}\\p{M}] for every BMP code point (its ASCII and Hangul answers included)', () => {
    const differing: number[] = [];
    for (let cp = 0; cp < 0x10000; cp++) if (isWordCodePoint(cp) !== WORD.test(String.fromCodePoint(cp))) differing.push(cp);
    expect(differing).toEqual([]);
  });

  it('a matcher’s kept answers equal the definition at every index, asked twice (random text)', () => {
    const unit = fc.constantFrom(...'aZ9 .-é\u0301한ㅅ中Ж\u00a0'.split(''), '😀', '\uD835\uDC00', '\uD800', '\uDC00');
    const kept = createWordChars();
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        for (let round = 0; round < 2; round++) {
          for (let i = -1; i <= text.length + 1; i++) {
            expect(kept.isWordAt(text, i)).toBe(wordChars.isWordAt(text, i));
            expect(kept.isWordBefore(text, i)).toBe(wordChars.isWordBefore(text, i));
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
