import { zaIdNumber } from '../../../functions/engine/detectors/za-id-number';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(zaIdNumber);
