import { esNif } from '../../../functions/engine/detectors/es-nif';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(esNif);

describe('es-nif requirements', () => {
  it('hides no match in random text of NIF pieces (the letter after the run, a hyphen, letters or digits around)', () => {
    expectFiltersHideNoMatch(esNif, ['12345678Z', '1111111G', '55555555', '-', 'K', 'z', 'a', '9', ' ', '.', 'é']);
  });
});
