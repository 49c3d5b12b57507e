import { usDriverLicense } from '../../../functions/engine/detectors/us-driver-license';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usDriverLicense);
