import fc from 'fast-check';
import { TextFeatures } from '../../../functions/engine/detectors/features';
import { itFiscalCode } from '../../../functions/engine/detectors/it-fiscal-code';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(itFiscalCode);

describe('it-fiscal-code prefilter', () => {
  it('is /[0-9]{2}[ABCDEHLMPRSTabcdehlmprst]/ read at the digit runs (random text)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...['12', '7', 'RSSMRA85T10A562S', 'A', 't', 'Z', 'x', ' ', 'é']), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(itFiscalCode.prefilter!(text, new TextFeatures(text))).toBe(/[0-9]{2}[ABCDEHLMPRSTabcdehlmprst]/.test(text));
      }),
      { numRuns: 2000 },
    );
  });
});
