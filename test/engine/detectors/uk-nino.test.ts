import { ukNino } from '../../../functions/engine/detectors/uk-nino';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(ukNino);

describe('uk-nino specifics', () => {
  it('the prefilter (read at digit runs) hides no match in random text of NINO pieces', () => {
    const values = ['AB 12 34 56 C', 'ce123456d', 'QQ 12 34 56', 'AB12 34 56 C', 'DE89 3704'];
    expectFiltersHideNoMatch(ukNino, [...values, ' 12', '123456', 'Z', ' ', 'C', '7', 'é']);
  });
});
