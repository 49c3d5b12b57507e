import { krFrn } from '../../../functions/engine/detectors/kr-frn';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(krFrn);

describe('kr-frn requirements', () => {
  it('hides no match in random text of FRN pieces (6-7 with a hyphen, thirteen bare)', () => {
    expectFiltersHideNoMatch(krFrn, ['900101-5234568', '9001015234568', '900101', '-', '5234568', '12', ' ', '0', 'x']);
  });
});
