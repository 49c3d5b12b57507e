import { plPesel } from '../../../functions/engine/detectors/pl-pesel';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(plPesel);
