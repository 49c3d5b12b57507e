import fc from 'fast-check';
import { krPassport } from '../../../functions/engine/detectors/kr-passport';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(krPassport);

describe('kr-passport finder', () => {
  it('finds what a whole-text scan of the pattern finds (random text)', () => {
    const scan = /(?<![0-9A-Za-z])[MSRODmsrod](?:[0-9]{3}[A-Za-z][0-9]{4}|[0-9]{8})(?![0-9A-Za-z])/g;
    const unit = fc.constantFrom('M123A4567', 'S12345678', 'm', 'D', 'X', '123', '4567', '1', 'A', 'x', ' ', '-', '여권 ', 'é');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(runDetector(krPassport, text).map((c) => text.slice(c.start, c.end))).toEqual(allMatches(scan, text).map((m) => m[0]));
      }),
      { numRuns: 2000 },
    );
  });
});
