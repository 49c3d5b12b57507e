import fc from 'fast-check';
import { itFiscalCode } from '../../../functions/engine/detectors/it-fiscal-code';
import { describeDetector, gatesPass } from '../../helpers/detector-conformance';

describeDetector(itFiscalCode);

describe('it-fiscal-code prefilter', () => {
  const PIECES = ['12', '7', 'RSSMRA85T10A562S', 'A', 't', 'Z', 'x', ' ', 'é'];

  it('is /[0-9]{2}[ABCDEHLMPRSTabcdehlmprst]/ read at the digit runs (random text)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const expected = /[0-9]{2}[ABCDEHLMPRSTabcdehlmprst]/.test(text);
        expect(gatesPass(itFiscalCode, text)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
