import fc from 'fast-check';
import { inGstin } from '../../../functions/engine/detectors/in-gstin';
import { describeDetector, gatesPass } from '../../helpers/detector-conformance';

describeDetector(inGstin);

describe('in-gstin requirements', () => {
  const PIECES = ['12', '7', '27AAPFU0939F1ZV', 'ABCDE', 'AB', 'C', '1234', 'x', ' ', '-', 'é'];

  it('are /[0-9]{2}[A-Za-z]{5}/, /[A-Za-z]{5}[0-9]{4}/ and a whole word of 15 capitals and digits, and hold wherever a GSTIN stands (random text)', () => {
    const gstin = /(?<![0-9A-Za-z])[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z](?![0-9A-Za-z])/;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const passes = gatesPass(inGstin, text);
        const word = /(?<![0-9A-Za-z])(?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{15}(?![0-9A-Za-z])/;
        expect(passes).toBe(/[0-9]{2}[A-Za-z]{5}/.test(text) && /[A-Za-z]{5}[0-9]{4}/.test(text) && word.test(text));
        if (gstin.test(text)) expect(passes).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
