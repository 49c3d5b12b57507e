/** The shared word tokenizer: kinds, joiners, script changes, and its offset invariants on random text. */
import fc from 'fast-check';
import { possessiveEnd, tokenize } from '../../../functions/engine/text/tokens';

const values = (text: string) => tokenize(text).map((t) => text.slice(t.start, t.end));

describe('tokenize', () => {
  it.each<[string, string, string[]]>([
    ['apostrophe names stay whole', "Ask O'Brien or D’Angelo", ['Ask', "O'Brien", 'or', 'D’Angelo']],
    ['hyphenated names stay whole', 'Ji-woo met Grace Hopper-Lee.', ['Ji-woo', 'met', 'Grace', 'Hopper-Lee', '.']],
    ['a trailing hyphen or quote is punctuation', "rock- 'n roll'", ['rock', '-', "'", 'n', 'roll', "'"]],
    ['numbers keep inner separators', 'Pay 1,250.00 on 2024-01-05 at 12:30.', ['Pay', '1,250.00', 'on', '2024-01-05', 'at', '12:30', '.']],
    ['numbers take letters after digits', 'Flat 221B, 3rd floor', ['Flat', '221B', ',', '3rd', 'floor']],
    ['Hangul and Latin split', '김민수님 Seoul시 강남구', ['김민수님', 'Seoul', '시', '강남구']],
    ['accents and marks stay in the word', 'Inês Figueiredo and Wojciech Szczęsny', ['Inês', 'Figueiredo', 'and', 'Wojciech', 'Szczęsny']],
    ['emoji is one punctuation token', 'hi 😀 there', ['hi', '😀', 'there']],
    ['a run of one punctuation character is one token', 'wait... no!!?', ['wait', '...', 'no', '!!', '?']],
    ['e-mail is cut at punctuation', 'a.b@c.io', ['a', '.', 'b', '@', 'c', '.', 'io']],
  ])('%s', (_name, text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it('reads every Hangul syllable and jamo and CJK unified ideograph as a letter (answered without a Unicode search)', () => {
    const notLetters: number[] = [];
    for (const [from, to] of [[0xac00, 0xd7a3], [0x3131, 0x318e], [0x1100, 0x11ff], [0x4e00, 0x9fff]] as const) {
      for (let cp = from; cp <= to; cp++) if (!/^\p{L}$/u.test(String.fromCodePoint(cp))) notLetters.push(cp);
    }
    expect(notLetters).toEqual([]);
    expect(values('가ㅅ\u1100a 각')).toEqual(['가ㅅ\u1100', 'a', '각']);
  });

  it('marks line breaks between tokens', () => {
    const tokens = tokenize('Dear Ann,\n\nJohn Smith\r\n12 Elm St');
    expect(tokens.map((t) => t.lineBreakBefore)).toEqual([true, false, false, true, false, true, false, false]);
  });

  it('kinds', () => {
    expect(tokenize('Room 12, ok').map((t) => t.kind)).toEqual(['word', 'number', 'punct', 'word']);
  });

  it("possessiveEnd strips a final 's of a word of two letters or more", () => {
    const text = "Anna's and James’s, not Ann’t or s's";
    const ends = tokenize(text).map((t) => text.slice(t.start, possessiveEnd(text, t)));
    expect(ends).toEqual(['Anna', 'and', 'James', ',', 'not', 'Ann’t', 'or', "s's"]);
  });

  it('offsets are increasing, cover every non-space character, and never hold whitespace', () => {
    const alphabet = fc.constantFrom(...'aZé 김\n\t-\'’.,:/9😀\u0301\u00a0ÅΩ'.split(''), '😀', 'x');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 60 }).map((a) => a.join('')), fc.string({ maxLength: 30 }), (a, b) => {
        for (const text of [a, b, a + b]) {
          const tokens = tokenize(text);
          let last = 0;
          for (const t of tokens) {
            expect(t.start).toBeGreaterThanOrEqual(last);
            expect(t.end).toBeGreaterThan(t.start);
            expect(t.end).toBeLessThanOrEqual(text.length);
            expect(/^\s*$/u.test(text.slice(last, t.start))).toBe(true);
            expect(/\s/u.test(text.slice(t.start, t.end))).toBe(false);
            // never splits a surrogate pair
            const before = text.charCodeAt(t.start - 1);
            const first = text.charCodeAt(t.start);
            expect(before >= 0xd800 && before <= 0xdbff && first >= 0xdc00 && first <= 0xdfff).toBe(false);
            last = t.end;
          }
          expect(/^\s*$/u.test(text.slice(last))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
