import fc from 'fast-check';
import {
  CAPITAL_PAIRS,
  HashFilter,
  asciiHash,
  byCapitalPair,
  capitalPair,
  hashesOf,
  lowerAsciiHash,
} from '../../../functions/engine/detectors/word-hash';

describe('word-hash (pre-tests of the prose scanners)', () => {
  it('HashFilter never rules out a hash it was given (a miss is a proof)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0x3fffffff }), { maxLength: 3000 }), (hashes) => {
        const filter = new HashFilter(hashes);
        for (const h of hashes) expect(filter.mayHave(h)).toBe(true);
        expect(filter.mayHave(-1)).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('HashFilter rules out most other hashes (collisions are rare, about one per cent at 32 bits per entry)', () => {
    const words = Array.from({ length: 8000 }, (_, i) => `name${i}`);
    const filter = hashesOf(words, lowerAsciiHash);
    let hits = 0;
    for (let i = 0; i < 20000; i++) if (filter.mayHave(lowerAsciiHash(`other${i}`, 0, `other${i}`.length))) hits++;
    expect(hits / 20000).toBeLessThan(0.02);
  });

  it('lowerAsciiHash with a seed is the hash of both parts together', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'binary-ascii' }), (a, b) => {
        const seed = lowerAsciiHash(a, 0, a.length);
        expect(lowerAsciiHash(b, 0, b.length, seed)).toBe(lowerAsciiHash(a + b, 0, a.length + b.length));
      }),
    );
  });

  it('lowerAsciiHash folds ASCII capitals only; both hashes are -1 outside ASCII', () => {
    expect(lowerAsciiHash('Follow Up', 0, 9)).toBe(lowerAsciiHash('follow up', 0, 9));
    expect(asciiHash('Turkey', 0, 6)).not.toBe(asciiHash('turkey', 0, 6));
    expect(lowerAsciiHash('Kraków', 0, 6)).toBe(-1);
    expect(asciiHash('\u212aelvin', 0, 6)).toBe(-1);
  });

  it('capitalPair gives a slot to an ASCII capital and an ASCII character only', () => {
    expect(capitalPair(0x41, 0x00)).toBe(0);
    expect(capitalPair(0x5a, 0x7f)).toBe(CAPITAL_PAIRS - 1);
    expect(capitalPair(0x61, 0x62)).toBe(-1); // `ab`
    expect(capitalPair(0xc9, 0x62)).toBe(-1); // `Éb`
    expect(capitalPair(0x41, 0xe9)).toBe(-1); // `Aé`
  });

  it('byCapitalPair groups words by their first two characters, in order', () => {
    const slots = byCapitalPair([
      ['Mr', 1],
      ['Mrs', 2],
      ['Ms', 3],
      ['Dr', 4],
    ] as const);
    expect(slots).toHaveLength(CAPITAL_PAIRS);
    expect(slots[capitalPair(0x4d, 0x72)]).toEqual([1, 2]);
    expect(slots[capitalPair(0x4d, 0x73)]).toEqual([3]);
    expect(slots[capitalPair(0x44, 0x72)]).toEqual([4]);
    expect(slots[capitalPair(0x44, 0x61)]).toBeUndefined();
    expect(() => byCapitalPair([['ul. ', 0]])).toThrow();
  });
});
