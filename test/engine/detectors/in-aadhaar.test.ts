import { inAadhaar } from '../../../functions/engine/detectors/in-aadhaar';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(inAadhaar);

describe('in-aadhaar requirements', () => {
  it('hides no match in random text of Aadhaar pieces (bare and grouped, mixed separators, letters around)', () => {
    expectFiltersHideNoMatch(inAadhaar, ['312345678909', '3998', '7654', '3211', ' ', '-', ':', 'x', '9', 'é']);
  });
});
