import fc from 'fast-check';
import { decodeFrontCoded, encodeFrontCoded } from '../../../../functions/engine/detectors/data/front-coding';

describe('front coding of the lexicons', () => {
  it.each([
    [['aaron', 'abad', 'abarca', 'abbate'], '0aaron\n1bad\n3rca\n2bate'],
    [["'s-Hertogenbosch", 'A Coruña', 'Aachen'], "0's-Hertogenbosch\n0A Coruña\n1achen"],
    [['abcdefghijklm', 'abcdefghijklz'], '0abcdefghijklm\n9jklz'], // shared prefix capped at 9
  ])('encodes %j as %j and back', (list, encoded) => {
    expect(encodeFrontCoded(list)).toBe(encoded);
    expect(decodeFrontCoded(encoded)).toEqual(list);
  });

  it('round-trips any sorted list of line-free strings', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes('\n'))), (words) => {
        const sorted = [...words].sort();
        expect(decodeFrontCoded(encodeFrontCoded(sorted))).toEqual(sorted);
      }),
    );
  });
});
