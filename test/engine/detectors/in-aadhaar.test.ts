import { inAadhaar } from '../../../functions/engine/detectors/in-aadhaar';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(inAadhaar);
