import fc from 'fast-check';
import {
  compileRequirements,
  createKeywordMatcher,
  keywordList,
  listOccurs,
  MAX_LETTERS_AROUND_RUN,
  MAX_WORD_LENGTH,
  meets,
  TextIndex,
  UPPER_CASE_WORD,
  WORD_WITH_DIGIT,
  WORD_WITH_LETTER,
  type KeywordList,
} from '../../../functions/engine/text-index';
import { CASELESS_BLOCKS } from '../../../functions/engine/text-index/word-starts';

/** An index whose keyword questions about `lists` are answered by a matcher's one pass. */
const indexWith = (text: string, lists: readonly KeywordList[]) => new TextIndex(text, { keywords: createKeywordMatcher(lists) });

describe('TextIndex (per-text facts)', () => {
  it.each([
    ['', 0, 0],
    ['no digits here', 0, 0],
    ['call 650-253-0000 now', 4, 10],
    ['card 4111 1111 1111 1111', 4, 16],
    ['IBAN DE89 3704 0044 0532 0130 00', 4, 20],
    ['year 2024 and 12 items', 4, 4],
    ['1 - 2', 1, 2],
    ['1 - - 2', 1, 1],
    ['12345678901', 11, 11],
    ['time 12:30, +82 10', 2, 4],
    ['a1b2c3', 1, 1],
  ] as const)('%j: longest digit run %i, largest digit group %i', (text, run, group) => {
    const f = new TextIndex(text);
    expect(f.maxDigitRun).toBe(run);
    expect(f.maxDigitGroup).toBe(group);
    expect(f.hasDigit).toBe(run > 0);
  });

  it.each([
    ['Hello', true, false, false],
    ['hello', false, false, false],
    ['123', false, false, false],
    ['주민등록번호', false, true, true],
    ['café', false, true, false],
    ['café 한국 A', true, true, true],
  ] as const)('%j: upper %s, non-ASCII %s, Hangul %s (own search, after a keyword pass)', (text, upper, nonAscii, hangul) => {
    const f = new TextIndex(text);
    expect([f.hasAsciiUpper, f.hasNonAscii, f.hasHangul]).toEqual([upper, nonAscii, hangul]);
    const list = keywordList(['zzz']);
    const scanned = indexWith(text, [list]);
    expect(scanned.containsAny(list)).toBe(false);
    expect([scanned.hasAsciiUpper, scanned.hasNonAscii, scanned.hasHangul]).toEqual([upper, nonAscii, hangul]);
  });

  it.each([
    ['hello 123', false],
    ['주민등록번호 010-1234-5678', false],
    ['café', true],
    ['전화 ０１０', true],
    ['😀 smile', true],
    ['a\u2010b 계좌', true],
  ] as const)('%j: a character outside ASCII and Hangul %s (own search, after a keyword pass)', (text, outside) => {
    expect(new TextIndex(text).hasNonAsciiOutsideHangul).toBe(outside);
    const list = keywordList(['zzz']);
    const scanned = indexWith(text, [list]);
    scanned.containsAny(list);
    expect(scanned.hasNonAsciiOutsideHangul).toBe(outside);
  });

  it('answers character and keyword questions exactly, including the characters whose lower case is ASCII', () => {
    const f = new TextIndex('AccountKey=abc; \u212Aey and \u0130d, 보안코드 123');
    expect(f.hasChar('=')).toBe(true);
    expect(f.hasChar('@')).toBe(false);
    expect(f.hasChar('보')).toBe(true);
    expect(f.containsAny(keywordList(['AccountKey=']))).toBe(true);
    expect(f.containsAny(keywordList(['accountkey=']))).toBe(false);
    expect(f.containsAny(keywordList(['accountkey='], { caseInsensitive: true }))).toBe(true);
    // U+212A KELVIN SIGN lower-cases to "k", U+0130 to "i̇": lower-cased search must still see them.
    expect(f.containsAny(keywordList(['key and'], { caseInsensitive: true }))).toBe(true);
    expect(f.containsAny(keywordList(['i\u0307d'], { caseInsensitive: true }))).toBe(true);
    expect(f.containsAny(keywordList(['nope', '보안코드'], { caseInsensitive: true }))).toBe(true);
    expect(f.containsAny(keywordList(['nope', 'Nope']))).toBe(false);
    expect(f.lower).toBe(f.text.toLowerCase());
  });

  it.each([
    ['VIN 1HGCM82633A004352 ok', 17, 17],
    ['SWIFT DEUTDEFF500', 11, 11],
    ['ABCDEFG 1234567', 7, 7],
    ['token=ghp_aBcD1234xyz', 5, 11],
    ['', 0, 0],
  ] as const)('%j: longest [A-Z0-9] run %i, longest [A-Za-z0-9] run %i', (text, upperDigit, alnum) => {
    const f = new TextIndex(text);
    expect([f.hasUpperDigitRun(upperDigit), f.hasUpperDigitRun(upperDigit + 1)]).toEqual([true, false]); // the longest run is exactly upperDigit
    expect(f.alnumRun).toBe(alnum);
  });

  // Property: every fact equals the regex or string test it stands for.
  const alphabet = fc.constantFrom(...'0123456789 -./:+()\tabcKEYkeyZz`[{=\u212A\u0130보x_'.split(''));
  const texts = fc.array(alphabet, { maxLength: 60 }).map((cs) => cs.join(''));
  const keywords = fc.constantFrom('key', 'KEY', 'k=', 'y=', '_k', '보x', 'e', '1-2', 'ab');

  it('digit facts match the regexes they replace', () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 1, max: 12 }), (text, n) => {
        const f = new TextIndex(text);
        expect(f.maxDigitRun >= n).toBe(new RegExp(`[0-9]{${n}}`).test(text));
        expect(f.alnumRun >= n).toBe(new RegExp(`[A-Za-z0-9]{${n}}`).test(text));
        expect(f.hasUpperDigitRun(n)).toBe(new RegExp(`[A-Z0-9]{${n}}`).test(text));
        expect(f.hasAlnumRun(n)).toBe(new RegExp(`[A-Za-z0-9]{${n}}`).test(text));
        expect(f.hasAlnumRun(n + 30)).toBe(new RegExp(`[A-Za-z0-9]{${n + 30}}`).test(text));
        for (let letters = 0; letters <= MAX_LETTERS_AROUND_RUN; letters++) {
          expect(f.maxDigitRunAfterLetters(letters) >= n).toBe(new RegExp(`[A-Za-z]{${letters}}[0-9]{${n}}`).test(text));
          expect(f.maxDigitRunBeforeLetters(letters) >= n).toBe(new RegExp(`[0-9]{${n}}[A-Za-z]{${letters}}`).test(text));
        }
        // A group of n digits with single separators implies maxDigitGroup >= n.
        if (new RegExp(`[0-9](?:[ \\-./:+()\\t]?[0-9]){${n - 1}}`).test(text)) expect(f.maxDigitGroup).toBeGreaterThanOrEqual(n);
      }),
      { numRuns: 500 },
    );
  });

  it('letters around digit runs and whole words match the regexes they stand for (letters, digits, capitals)', () => {
    const unit = fc.constantFrom(...'0123456789aZbYcX -.é은\u0301'.split(''), 'ABCDE', 'abcdefgh', '12345', 'DEUTDEFF', '1HGCM82633A004352', 'É');
    const wordOf = (n: number, lookaheads: string, orLonger = false): RegExp =>
      new RegExp(`(?<![0-9A-Za-z])${lookaheads}[0-9A-Za-z]{${n}${orLonger ? ',' : ''}}(?![0-9A-Za-z])`);
    // Each kind of word, by its definition: a lookahead for a digit, for a capital and no lower-case letter.
    const digit = '(?=[A-Za-z]*[0-9])';
    const upper = '(?=[0-9A-Z]*[A-Z])(?![0-9A-Z]*[a-z])';
    const letter = '(?=[0-9]*[A-Za-z])';
    const kinds = [
      [0, ''],
      [WORD_WITH_DIGIT, digit],
      [UPPER_CASE_WORD, upper],
      [WORD_WITH_DIGIT | UPPER_CASE_WORD, digit + upper],
      [WORD_WITH_DIGIT | WORD_WITH_LETTER, digit + letter],
      [UPPER_CASE_WORD | WORD_WITH_LETTER, upper + letter],
      [WORD_WITH_DIGIT | UPPER_CASE_WORD | WORD_WITH_LETTER, digit + upper + letter],
    ] as const;
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 24 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: MAX_LETTERS_AROUND_RUN }), (parts, n, letters) => {
        const text = parts.join('');
        const f = new TextIndex(text);
        expect(f.maxDigitRunAfterLetters(letters) >= n).toBe(new RegExp(`[A-Za-z]{${letters}}[0-9]{${n}}`).test(text));
        expect(f.maxDigitRunBeforeLetters(letters) >= n).toBe(new RegExp(`[0-9]{${n}}[A-Za-z]{${letters}}`).test(text));
        for (const [kind, lookaheads] of kinds) {
          expect((f.words(kind).lengths & (1 << n)) !== 0).toBe(wordOf(n, lookaheads).test(text));
          expect(f.words(kind).longest >= n).toBe(wordOf(n, lookaheads, true).test(text));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('lists the runs right after k letters where `[A-Za-z]{k}[0-9]` starts (random text)', () => {
    const unit = fc.constantFrom(...'0123456789aZ -é'.split(''), 'AB', 'xyz12', 'DE89 3704');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 20 }), fc.integer({ min: 1, max: MAX_LETTERS_AROUND_RUN }), (parts, letters) => {
        const text = parts.join('');
        const expected = [...text.matchAll(new RegExp(`(?=[A-Za-z]{${letters}}[0-9])`, 'g'))].map((m) => m.index);
        expect(new TextIndex(text).digitRunStarts(1, letters)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    [{ lettersThenDigits: { letters: 2, digits: 2 } }, 'IBAN DE89 3704', true],
    [{ lettersThenDigits: { letters: 2, digits: 2 } }, 'room A12', false],
    [{ digitsThenLetters: { digits: 4, letters: 1 } }, 'PAN ABCDE1234F', true],
    [{ alnumWord: { lengths: [8, 11], upperCase: true } }, 'SWIFT DEUTDEFF500', true],
    [{ alnumWord: { lengths: [8, 11], upperCase: true } }, 'SWIFT DeutDEFF500', false],
    [{ alnumWord: { lengths: [17], digit: true, upperCase: true } }, 'VIN ABCDEFGHJKLMNPRST', false],
    [{ alnumWord: { lengths: [17], digit: true, upperCase: true } }, 'VIN 1HGCM82633A004352.', true],
    [{ alnumWord: { minLength: 26, digit: true } }, 'to 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', true],
    [{ alnumWord: { minLength: 26, digit: true } }, 'internationalisationsprojekte', false],
    [{ alnumWord: { lengths: [16] } }, 'the responsibilities', true],
    [{ nonAsciiOutsideHangul: true }, '전화 010', false],
    [{ nonAsciiOutsideHangul: true }, '전화 ０１０', true],
  ] as const)('requirement %j on %j: %s', (requires, text, expected) => {
    expect(meets(compileRequirements(requires), new TextIndex(text))).toBe(expected);
  });

  it('rejects requirements the index does not record', () => {
    expect(() => compileRequirements({ lettersThenDigits: { letters: MAX_LETTERS_AROUND_RUN + 1, digits: 1 } })).toThrow(/letters next to a digit run/);
    expect(() => compileRequirements({ alnumWord: { lengths: [MAX_WORD_LENGTH] } })).toThrow(/a word of 32 characters/);
    expect(() => compileRequirements({ alnumWord: { lengths: [9], letter: true } })).toThrow(/with `digit`/);
  });

  it('the digit group equals a character-by-character reference count', () => {
    const separators = ' \t-./:+()\u00a0';
    const reference = (text: string): number => {
      let best = 0;
      let group = 0;
      let gap = 0;
      for (const ch of text) {
        if (ch >= '0' && ch <= '9') {
          group = group > 0 && gap <= 3 ? group + 1 : 1;
          gap = 0;
          best = Math.max(best, group);
        } else if (group > 0) {
          if (separators.includes(ch)) gap++;
          else group = 0;
        }
      }
      return best;
    };
    const digitsAndSeparators = fc.constantFrom(...'0123456789 -./:+()\t\u00a0ax'.split(''));
    fc.assert(
      fc.property(fc.array(digitsAndSeparators, { maxLength: 40 }).map((cs) => cs.join('')), (text) => {
        expect(new TextIndex(text).maxDigitGroup).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('keyword facts match includes on the text and on its lower case (with and without a matcher)', () => {
    fc.assert(
      fc.property(texts, keywords, (text, k) => {
        const exact = keywordList([k]);
        const folded = keywordList([k], { caseInsensitive: true });
        for (const f of [new TextIndex(text), indexWith(text, [exact, folded])]) {
          expect(f.containsAny(exact)).toBe(text.includes(k));
          expect(f.containsAny(folded)).toBe(text.toLowerCase().includes(k.toLowerCase()));
        }
      }),
      { numRuns: 1000 },
    );
  });
  it.each([
    ['', [], []],
    ['Hello World', [0, 6], []],
    ['McCray and O\'Brien', [0, 11, 13], []],
    ['at 221 Baker St, 10115 Berlin', [7, 13, 23], [3, 17]],
    ['x12y345 6', [], [1, 4, 8]],
    ['Élodie, émile, Ωmega', [0, 15], []],
    ['\uD835\uDC00bc \uD835\uDC00', [0, 5], []],
    ['대한민국 Seoul 서울시', [5], []],
    ['x\u0301Mary 3Mr', [2, 8], [7]],
    ['éA 한B \uD835\uDC00C \uD835C \uDC00D', [6, 11, 14], []],
  ] as const)('%j: capitals %j, digit runs %j', (text, capitals, digits) => {
    expect(new TextIndex(text).wordStarts).toEqual({ capitals, digits });
  });

  it('lists the same word starts on all-ASCII text (native search path)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('A', 'b', 'Z', 'z', '1', '0', ' ', '.', '-', '_', '\n') }), (text) => {
        expect(new TextIndex(text).wordStarts).toEqual({
          capitals: [...text.matchAll(/(?<!\p{L})\p{Lu}/gu)].map((m) => m.index),
          digits: [...text.matchAll(/(?<![0-9])[0-9]/g)].map((m) => m.index),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('lists every word start a leading-lookbehind scan finds (capitals, digit runs)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('A', 'b', 'É', 'é', '1', ' ', '.', '\u0301', '한', '\uD835\uDC00', '\uD835', '\uDC00', 'Ω', '\u212A', '’', '中', 'カ', '。') }),
        (text) => {
          const expected = {
            capitals: [...text.matchAll(/(?<!\p{L})\p{Lu}/gu)].map((m) => m.index),
            digits: [...text.matchAll(/(?<![0-9])[0-9]/g)].map((m) => m.index),
          };
          expect(new TextIndex(text).wordStarts).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('answers containsAny as a search of each keyword (in the lower-cased text for a case-insensitive list)', () => {
    const sets = [
      keywordList(['pw', 'pass', 'código', '비밀', '밀 1-'], { caseInsensitive: true }),
      keywordList(['SK', 'Pass', 'sk-a', 'ó', 'İp']),
      keywordList(['kS', 'ós', 'İp'], { caseInsensitive: true }),
    ];
    const unit = fc.constantFrom('p', 'P', 'a', 's', 'S', 'w', 'k', 'K', '-', 'c', 'ó', 'Ó', 'd', 'i', 'g', 'o', '비', '밀', 'İ', '\u212A', 'ſ', ' ', '1', 'Σ');
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        const lower = text.toLowerCase();
        const expected = sets.map((set) => set.words.some((k) => (set.caseInsensitive ? lower : text).includes(k)));
        expect(sets.map((set) => listOccurs(set, text, () => lower))).toEqual(expected);
        const f = indexWith(text, sets);
        expect(sets.map((set) => f.containsAny(set))).toEqual(expected);
        const plain = new TextIndex(text);
        expect(sets.map((set) => plain.containsAny(set))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds keywords that overlap, nest or share a prefix', () => {
    const sets = [
      keywordList(['sk-pass'], { caseInsensitive: true }),
      keywordList(['ago1'], { caseInsensitive: true }),
      keywordList(['wiSk']),
      keywordList(['sk-']),
      keywordList(['sk-ant-', 'k-pa']),
      keywordList(['iSk', 'Sk']),
    ];
    const texts = ['sk-pass', 'SK-Pass x', 'k-pass', 'x sk-pas', 'ago1', 'x AGO1', 'go1', 'wiSk', 'a wiSkb', 'wisk', 'WiSk', 'iSk', 'sk-ant-x', 'sk-an', 'sk-pa'];
    for (const text of texts) {
      const lower = text.toLowerCase();
      const expected = sets.map((set) => set.words.some((k) => (set.caseInsensitive ? lower : text).includes(k)));
      expect(sets.map((set) => indexWith(text, sets).containsAny(set))).toEqual(expected);
    }
  });

  it('finds keywords at every position of a long text', () => {
    const sets = [
      keywordList(['pw'], { caseInsensitive: true }),
      keywordList(['Secret']),
      keywordList(['api_key'], { caseInsensitive: true }),
      keywordList(['밀x'], { caseInsensitive: true }),
    ];
    const filler = (n: number) => 'a b '.repeat(n).slice(0, n);
    for (const boundary of [8192, 16384]) {
      for (const keyword of ['pw', 'PW', 'Secret', 'secret', 'API_KEY', '밀x']) {
        // The keyword ending just before, on, and just after the boundary, and straddling it.
        for (let shift = -keyword.length - 1; shift <= 2; shift++) {
          const text = filler(boundary + shift) + keyword + filler(5 + (shift & 1));
          const lower = text.toLowerCase();
          const expected = sets.map((set) => set.words.some((k) => (set.caseInsensitive ? lower : text).includes(k)));
          const f = indexWith(text, sets);
          expect(sets.map((set) => f.containsAny(set))).toEqual(expected);
          expect(expected.some((x) => x)).toBe(keyword !== 'secret');
        }
      }
    }
  });

  it('finds the same digit runs and word starts with a keyword pass run first as without', () => {
    const facts = (f: TextIndex) => ({ runs: f.digitRuns, starts: f.wordStarts, afterLetter: f.asciiCapitalsAfterLetter });
    const list = keywordList(['zz', '12'], { caseInsensitive: true });
    const same = (text: string) => {
      const scanned = indexWith(text, [list]);
      scanned.containsAny(list);
      expect(facts(scanned)).toEqual(facts(new TextIndex(text)));
      // ASCII capitals right after a letter outside ASCII, as a Unicode search finds them.
      expect(facts(scanned).afterLetter).toEqual([...text.matchAll(/(?<=[^\u0000-\u007f])(?<=\p{L})[A-Z]/gu)].map((m) => m.index));
    };
    const unit = fc.constantFrom('1', '2', '0', '9', 'A', 'Z', 'a', 'z', ' ', '-', '.', '(', '한', '국', 'É', 'é', 'Ж', '\u0130', '\uD835', '\uDC00', '_');
    fc.assert(fc.property(fc.string({ unit, maxLength: 60 }), same), { numRuns: 3000 });
    // Long texts: a digit run or a capital far in.
    for (const shift of [-2, -1, 0, 1, 2]) {
      for (const piece of ['12 34', 'Ab', '한Ab', 'x9', 'aB']) same('a '.repeat(4096).slice(0, 8192 + shift) + piece + ' 7 Q');
    }
  });
});

describe('CASELESS_BLOCKS', () => {
  // The capital search passes over these blocks: none may hold an upper-case letter in this runtime's Unicode.
  it.each(CASELESS_BLOCKS.map(([from, to]) => [from.toString(16), to.toString(16), from, to] as const))(
    'U+%s–U+%s holds no \\p{Lu}',
    (_from, _to, from, to) => {
      const units = Array.from({ length: to - from + 1 }, (_, k) => String.fromCharCode(from + k)).join('');
      expect(/\p{Lu}/u.test(units)).toBe(false);
    },
  );
});
