import { testCatalog } from '../../helpers/catalog';
import {
  KR_RRN_SCORE_CHECKSUM_INVALID,
  KR_RRN_SCORE_CHECKSUM_VALID,
  krRrn,
  validateKrRrn,
} from '../../../functions/engine/detectors/kr-rrn';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(krRrn);

describe('kr-rrn specifics', () => {
  it.each([
    ['960121-1021413', KR_RRN_SCORE_CHECKSUM_VALID],
    ['9601211021413', KR_RRN_SCORE_CHECKSUM_VALID],
    ['050912-2000019', KR_RRN_SCORE_CHECKSUM_VALID],
    ['960121-1234567', KR_RRN_SCORE_CHECKSUM_INVALID], // post-2020 style: no valid check digit
    ['000505-3637892', KR_RRN_SCORE_CHECKSUM_INVALID],
    ['200229-3123456', KR_RRN_SCORE_CHECKSUM_INVALID], // 29 Feb 2020 (leap year)
    ['751102-9234117', KR_RRN_SCORE_CHECKSUM_VALID], // born 1875: G = 9 (1800s) with a valid check digit
  ])('%s is found with score %d', (value, score) => {
    const found = runDetector(krRrn, value, testCatalog.tables);
    expect(found).toEqual([{ start: 0, end: value.length, score, pattern: expect.any(String) }]);
  });

  it.each([
    ['960121-5021413', 'G = 5: foreigner'],
    ['960121-6021413', 'G = 6: foreigner'],
    ['960121-7021413', 'G = 7: foreigner'],
    ['960121-8021413', 'G = 8: foreigner'],
    ['051102-9234111', 'G = 9 (1800s) needs a valid check digit'],
    ['051102-9234110', 'born 1805: too old to have received a number when they were first issued (1968)'],
    ['190229-1234567', '29 Feb 1919'],
    ['000229-1234567', '29 Feb 1900 (not a leap year)'],
    ['960431-1234567', '31 April'],
    ['960100-1234567', 'day 0'],
    ['961321-1234567', 'month 13'],
    ['96012-11021413', 'hyphen in the wrong place'],
  ])('%s is rejected (%s)', (value) => {
    expect(validateKrRrn(value)).toBe(false);
    expect(runDetector(krRrn, value, testCatalog.tables)).toEqual([]);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '😀 주민번호: 960121-1021413 👩‍💻 9601211234567입니다';
    expect(runDetector(krRrn, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [9, 23],
      [30, 43],
    ]);
  });
});

describe('kr-rrn requirements', () => {
  it('hides no match in random text of RRN pieces (6-7 with a hyphen, thirteen bare)', () => {
    expectFiltersHideNoMatch(krRrn, ['900101-1234568', '9001011234568', '900101', '-', '1234568', '12', ' ', '0', 'x']);
  });
});
