import fc from 'fast-check';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { runDetector } from '../../../functions/engine/detectors/run';
import { ukNino, validateNino } from '../../../functions/engine/detectors/uk-nino';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(ukNino);

describe('uk-nino specifics', () => {
  const values = ['AB 12 34 56 C', 'ce123456d', 'QQ 12 34 56', 'AB12 34 56 C', 'DE89 3704'];
  const pieces = [...values, ' 12', '123456', '12 34', 'Z', 'x', ' ', 'C', '7', 'é'];

  it('the requirements hide no match in random text of NINO pieces', () => {
    expectFiltersHideNoMatch(ukNino, pieces);
  });

  it('the finder finds what a whole-text scan of the pattern finds, validated (random text)', () => {
    const scan = /(?<![0-9A-Za-z])[A-Za-z]{2} ?[0-9]{2}( ?)[0-9]{2}\1[0-9]{2} ?[A-Da-d](?![0-9A-Za-z])/g;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const expected = allMatches(scan, text).map((m) => m[0]).filter(validateNino);
        expect(runDetector(ukNino, text).map((c) => text.slice(c.start, c.end))).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
