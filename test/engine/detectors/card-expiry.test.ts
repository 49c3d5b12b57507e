import fc from 'fast-check';
import { cardExpiry } from '../../../functions/engine/detectors/card-expiry';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(cardExpiry);

describe('card-expiry finder', () => {
  it('finds what a whole-text scan of the label and value finds (random text)', () => {
    const label =
      String.raw`(?<![A-Za-z])(?:exp(?:iry|iration|ires|\.)?(?: date)?|valid (?:thru|through|until)|good thru|유효기간)` +
      String.raw`\s{0,2}[:=]?\s{0,2}`;
    const value = String.raw`(?:0[1-9]|1[0-2])\s?[/-]\s?(?:20)?[0-9]{2}(?![0-9])`;
    const scan = new RegExp(`(?<=${label})${value}`, 'giu');
    const unit = fc.constantFrom('exp', 'Expires', 'valid thru', '유효기간', ': ', ' ', '\u2003', '12', '05', '13', '1', '/', '-', '27', '2027', 'x', 'é');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        expect(runDetector(cardExpiry, text).map((c) => text.slice(c.start, c.end))).toEqual(allMatches(scan, text).map((m) => m[0]));
      }),
      { numRuns: 3000 },
    );
  });
});
