import { usMbi } from '../../../functions/engine/detectors/us-mbi';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(usMbi);

describe('us-mbi specifics', () => {
  it('the requirements hide no match in random text of MBI pieces', () => {
    const values = ['1EG4-TE5-MK73', '4EF6GH8JK12', '2A94-XC4-NN22', '1e94te5mk73'];
    expectFiltersHideNoMatch(usMbi, [...values, '1EG4', '5pm', '-', '0', 'S', ' ', 'é']);
  });
});
