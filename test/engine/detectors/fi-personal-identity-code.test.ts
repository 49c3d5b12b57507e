import { fiPersonalIdentityCode } from '../../../functions/engine/detectors/fi-personal-identity-code';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(fiPersonalIdentityCode);

describe('fi-personal-identity-code requirements', () => {
  it('hides no match in random text of code pieces (century signs, control characters, what follows the code)', () => {
    expectFiltersHideNoMatch(fiPersonalIdentityCode, ['131052-308T', '010594Y9032', '131052', '-', 'A', '308', 'T', '5', 'x', ' ', 'é']);
  });
});
