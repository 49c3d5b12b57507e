import fc from 'fast-check';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { swiftBic } from '../../../functions/engine/detectors/swift-bic';
import { describeDetector, gatesPass } from '../../helpers/detector-conformance';

describeDetector(swiftBic);

describe('swift-bic specifics', () => {
  it('the requirements hold exactly where a whole word of 8 or 11 capitals and digits with a capital stands, and wherever the BIC pattern matches (random text)', () => {
    const bic = /(?<![0-9A-Za-z])[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?(?![0-9A-Za-z])/g;
    const word = /(?<![0-9A-Za-z])(?=[0-9]*[A-Z])(?:[A-Z0-9]{8}|[A-Z0-9]{11})(?![0-9A-Za-z])/;
    const unit = fc.constantFrom('DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'AKIA', '12345678', 'X', '9', 'a', 'z', ' ', '-', 'é', 'É');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        const passes = gatesPass(swiftBic, text);
        expect(passes).toBe(word.test(text));
        if (allMatches(bic, text).length > 0) expect(passes).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
