import { usPassport } from '../../../functions/engine/detectors/us-passport';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usPassport);
