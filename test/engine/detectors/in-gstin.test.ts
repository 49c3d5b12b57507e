import fc from 'fast-check';
import { inGstin } from '../../../functions/engine/detectors/in-gstin';
import { describeDetector, gatesPass } from '../../helpers/detector-conformance';

describeDetector(inGstin);

describe('in-gstin prefilter', () => {
  const PIECES = ['12', '7', '27AAPFU0939F1ZV', 'ABCDE', 'AB', 'C', 'x', ' ', '-', 'é'];

  it('is /[0-9]{2}[A-Z]{5}/ read at the digit runs (random text)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(gatesPass(inGstin, text)).toBe(/[0-9]{2}[A-Z]{5}/.test(text));
      }),
      { numRuns: 2000 },
    );
  });
});
