import fc from 'fast-check';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { swiftBic } from '../../../functions/engine/detectors/swift-bic';
import { describeDetector, gatesPass } from '../../helpers/detector-conformance';

describeDetector(swiftBic);

describe('swift-bic specifics', () => {
  it('the prefilter holds exactly where the BIC pattern matches (random text of capitals, digits and words)', () => {
    const bic = /(?<![0-9A-Za-z])[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![0-9A-Za-z])/g;
    const unit = fc.constantFrom('DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'AKIA', 'X', '9', 'a', 'z', ' ', '-', 'é', 'É');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        expect(gatesPass(swiftBic, text)).toBe(allMatches(bic, text).length > 0);
      }),
      { numRuns: 3000 },
    );
  });
});
