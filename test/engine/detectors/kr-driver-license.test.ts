import { krDriverLicense } from '../../../functions/engine/detectors/kr-driver-license';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(krDriverLicense);
