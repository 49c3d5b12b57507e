import fc from 'fast-check';
import { deVatId, validateDeVat } from '../../../functions/engine/detectors/de-vat-id';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(deVatId);

describe('de-vat-id finder', () => {
  it('finds what a whole-text scan of the pattern finds, validated (random text)', () => {
    const scan = /(?<![0-9A-Za-z])[Dd][Ee][ .-]?[0-9]{3}[ .-]?[0-9]{3}[ .-]?[0-9]{3}(?![0-9A-Za-z]|[ .-][0-9])/g;
    const unit = fc.constantFrom('DE', 'de', 'xDE', 'DE136695976', '136695976', '136', '695', '976', '123', ' ', '.', '-', 'x', '9', 'é');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const expected = allMatches(scan, text).map((m) => m[0]).filter(validateDeVat);
        expect(runDetector(deVatId, text).map((c) => text.slice(c.start, c.end))).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
