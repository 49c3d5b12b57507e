import { vin } from '../../../functions/engine/detectors/vin';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(vin);
