import { testCatalog } from '../../helpers/catalog';
import fc from 'fast-check';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { runDetector } from '../../../functions/engine/detectors/run';
import { vin } from '../../../functions/engine/detectors/vin';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(vin);

describe('vin finder', () => {
  // The whole-text scan the finder stands for: every 17-character run of VIN characters between non-alphanumerics
  // that holds a capital and a digit.
  const SCAN = /(?<![0-9A-Za-z])[A-HJ-NPR-Z0-9]{17}(?![0-9A-Za-z])/g;
  const scanned = (text: string): string[] =>
    allMatches(SCAN, text)
      .map((m) => m[0])
      .filter((v) => /[A-Z]/.test(v) && /[0-9]/.test(v));

  it('finds what a whole-text scan finds (random runs of VIN characters)', () => {
    const unit = fc.constantFrom('1HGCM82633A004352', 'WVWZZZ1JZXW00000', 'ABCDEFGH', '1234', 'A', '1', 'I', 'o', ' ', '-', 'é');
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(runDetector(vin, text, testCatalog.tables).map((c) => text.slice(c.start, c.end))).toEqual(scanned(text));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('vin requirements', () => {
  it('hides no match in random runs of VIN characters', () => {
    const pieces = ['1HGCM82633A004352', 'WVWZZZ1JZXW00000', 'ABCDEFGH', '1234', 'A', '1', 'I', 'o', ' ', '-', 'é'];
    expectFiltersHideNoMatch(vin, pieces);
  });
});
