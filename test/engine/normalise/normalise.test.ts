/** The canonical view (functions/engine/normalise): what it changes, what it keeps, and its map back to the text. */
import fc from 'fast-check';
import { TextIndex } from '../../../functions/engine/text-index';
import { canonical, normalise, normaliseInFull, OWN_FORM } from '../../../functions/engine/normalise';

/** Each view unit with the original characters it came from. */
function origins(text: string): [string, string][] {
  const v = normalise(text);
  return [...Array(v.text.length).keys()].map((i) => {
    const o = v.toOriginal(i, i + 1);
    return [v.text[i]!, text.slice(o.start, o.end)];
  });
}

describe('normalise: the view', () => {
  it.each([
    ['fullwidth digits and letters', '４１１１ ＡＢＣ＠ｘ．ｊｐ', '4111 ABC@x.jp'],
    ['zero-width, joiners, word joiner, soft hyphen, BOM, bidi marks, NUL', '4\u200b1\u200c1\u200d1\u20601\u00ad1\ufeff1\u200e1\u200f1\u00001', '4111111111'],
    ['bidi embeddings and isolates', 'a\u202ab\u202ec\u2066d\u2069', 'abcd'],
    ['C0 and C1 controls (tab, line feed, carriage return kept)', 'a\u0001b\u007fc\u0090d\te\nf\rg', 'abcd\te\nf\rg'],
    ['vertical tab and form feed as spaces; NEL, LS, PS as line breaks', 'a\u000bb\u000cc\u0085d\u2028e\u2029f', 'a b c\nd\ne\nf'],
    ['dash variants', '536\u201090\u20114399 \u2013 \u2014 \u2212 \uff0d \ufe63 \u2012', '536-90-4399 - - - - - -'],
    ['space variants', '4111\u00a01111\u202f1111\u20091111\u3000x\u2002y\u1680z', '4111 1111 1111 1111 x y z'],
    ['compatibility forms expand', '①② ㎏ ﬁle ½', '12 kg file 1⁄2'],
    ['digits with strike-through or overlay marks', '4\u03361\u0336 a\u0301', '41 a\u0301'],
    ['look-alike letters inside a token that mixes scripts', 'quоkkа.zер@mail.com АKIA7', 'quokka.zep@mail.com AKIA7'],
    ['Cyrillic and Greek words stay as written', 'Москва и Αθήνα', 'Москва и Αθήνα'],
    ['Hangul syllables and compatibility jamo stay as written', '안녕하세요 ㅋㅋㅋ ㅠㅠ', '안녕하세요 ㅋㅋㅋ ㅠㅠ'],
    ['emoji and their joiners', '👩\u200d💻 ok', '👩💻 ok'],
  ])('%s', (_name, text, view) => {
    expect(normalise(text).text).toBe(view);
  });

  it('a text with nothing to normalise is its own view, every index its own', () => {
    for (const text of ['plain ASCII, with punctuation!', '한국어 문장 010-1234-5678', 'emoji 😀 and “quotes”', '']) {
      const v = normalise(text);
      expect(v.changed).toBe(false);
      expect(v.text).toBe(text);
      expect(v.toOriginal(0, text.length)).toEqual({ start: 0, end: text.length });
    }
  });
});

describe('normalise: the offset map', () => {
  it('maps each unit to the character it came from (expansions share it; removed characters follow the unit before)', () => {
    expect(origins('a\u200bb㎏①')).toEqual([
      ['a', 'a\u200b'],
      ['b', 'b'],
      ['k', '㎏'],
      ['g', '㎏'],
      ['1', '①'],
    ]);
    expect(origins('𝟏𝟐x')).toEqual([
      ['1', '𝟏'],
      ['2', '𝟐'],
      ['x', 'x'],
    ]);
  });

  it('a span maps to the whole original span, invisible characters inside included', () => {
    const text = 'card ４\u200b１１１\u00a01111 1111 1111 ok';
    const v = normalise(text);
    const start = v.text.indexOf('4111');
    const span = v.toOriginal(start, start + '4111 1111 1111 1111'.length);
    expect(text.slice(span.start, span.end)).toBe('４\u200b１１１\u00a01111 1111 1111');
  });

  it('an empty span maps to an empty span', () => {
    const v = normalise('a\u200bb');
    expect(v.toOriginal(1, 1)).toEqual({ start: 2, end: 2 });
    expect(v.toOriginal(2, 2)).toEqual({ start: 3, end: 3 });
  });

  /** Characters that exercise every rule, Cyrillic and Greek aside (their folding depends on the whole token). */
  const pieces = [
    'a', 'Z', '7', ' ', '-', '@', '.', '\t', '\n', '４', 'Ａ', '\u200b', '\u00ad', '\ufeff', '\u0000', '\u2013', '\u00a0',
    '\u3000', '①', '㎏', 'ﬁ', '\u0336', '\u0301', '한', 'ㅋ', '😀', '\u200d', '𝟏', '\u2028', '\u000c',
  ];
  const texts = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((p) => p.join(''));

  it('is monotone and within the text (any input, Cyrillic and Greek included)', () => {
    fc.assert(
      fc.property(fc.oneof(texts, fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 })), (text) => {
        const v = normalise(text);
        let last = 0;
        for (let i = 0; i < v.text.length; i++) {
          const o = v.toOriginal(i, i + 1);
          expect(o.start).toBeGreaterThanOrEqual(last);
          expect(o.end).toBeGreaterThan(o.start);
          expect(o.end).toBeLessThanOrEqual(text.length);
          last = o.start;
        }
        expect(normalise(v.text).text).toBe(v.text); // the view is its own view
      }),
      { numRuns: 300 },
    );
  });

  it('spans round-trip: the original slice of a view span normalises to that span', () => {
    fc.assert(
      fc.property(texts, fc.nat(), fc.nat(), (text, a, b) => {
        const v = normalise(text);
        // Span edges at the first unit of a character (an expansion is not cut).
        const edges = [0, ...[...Array(v.text.length).keys()].filter((i) => i > 0 && v.toOriginal(i - 1, i).start !== v.toOriginal(i, i + 1).start), v.text.length];
        const s = edges[a % edges.length]!;
        const e = edges[b % edges.length]!;
        if (s >= e) return;
        const o = v.toOriginal(s, e);
        expect(normalise(text.slice(o.start, o.end)).text).toBe(v.text.slice(s, e));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('normalise: facts found on the fast path', () => {
  it('`ascii` and `asciiOrHangul` of an unchanged view agree with the text index\'s own scans', () => {
    const pieces = ['a', '7', ' ', '\t', '\n', '한', 'é', '😀', '“', '가나', 'ㅋ', '~'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 20 }).map((p) => p.join('')), (text) => {
        const v = normalise(text);
        if (v.changed) return;
        const told = new TextIndex(text, { known: v });
        const own = new TextIndex(text);
        expect([told.hasNonAscii, told.hasNonAsciiOutsideHangul]).toEqual([own.hasNonAscii, own.hasNonAsciiOutsideHangul]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('normalise: the shortcuts', () => {
  // A text of ASCII and Hangul, or one whose every other character is its own form (curly quotes, accents, emoji),
  // is its own view without the full pass; the full pass must agree, unit for unit.
  const pieces = ['a', '7', ' ', '\n', '한', 'é', 'ß', '😀', '“', '’', '—', '–', '\u0336', '\u0301', '\u200b', '４', 'о', 'Москва', '①', 'ㅋ', '\ud800', '~', '\u2212', '\u00a0', '\u2010'];
  it('gives the view and map of the full pass', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 20 }).map((p) => p.join('')), (text) => {
        const v = normalise(text);
        const full = normaliseInFull(text);
        expect([v.text, v.changed]).toEqual([full.text, full.changed]);
        for (let i = 0; i <= v.text.length; i++) {
          for (let j = i; j <= v.text.length; j++) expect(v.toOriginal(i, j)).toEqual(full.toOriginal(i, j));
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('OWN_FORM', () => {
  it('holds only characters that are their own canonical form', () => {
    const own = new RegExp(`^[${OWN_FORM}]$`);
    let checked = 0;
    for (let cp = 0x80; cp <= 0xffff; cp++) {
      const ch = String.fromCharCode(cp);
      if (!own.test(ch)) continue;
      expect([cp, canonical(cp)]).toEqual([cp, ch]);
      checked++;
    }
    expect(checked).toBeGreaterThan(70);
  });
});
