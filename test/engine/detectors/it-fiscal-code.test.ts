import fc from 'fast-check';
import { itFiscalCode } from '../../../functions/engine/detectors/it-fiscal-code';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector, gatesPass } from '../../helpers/detector-conformance';

describeDetector(itFiscalCode);

describe('it-fiscal-code requirements', () => {
  const PIECES = ['12', '7', 'RSSMRA85T10A562S', 'RSSMRALRT10A562S', 'A', 't', 'Z', 'x', ' ', 'é'];

  it('are a run of two digits before a letter, and a whole word of sixteen letters and digits holding a digit (random text)', () => {
    const code = /(?<![0-9A-Za-z])[A-Za-z]{6}[0-9]{2}[ABCDEHLMPRSTabcdehlmprst][0-9LMNP-V]{2}[A-Za-z][0-9LMNP-V]{3}[A-Za-z](?![0-9A-Za-z])/;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const passes = gatesPass(itFiscalCode, text);
        expect(passes).toBe(/[0-9]{2}[A-Za-z]/.test(text) && /(?<![0-9A-Za-z])(?=[A-Za-z]*[0-9])[0-9A-Za-z]{16}(?![0-9A-Za-z])/.test(text));
        if (code.test(text)) expect(passes).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds omocodia codes up to the fifth (the year digits stay digits), not from the sixth on', () => {
    // RSSMRA85T10A562S with its last five digits replaced (omocodia L–V for 0–9), then all seven; check letters
    // recomputed.
    const text = 'CF RSSMRA85TMLARSNC, RSSMRAURTMLARSNL';
    expect(runDetector(itFiscalCode, text).map((c) => [text.slice(c.start, c.end), c.pattern])).toEqual([['RSSMRA85TMLARSNC', 'cf-checked']]);
  });
});
