import { caSin } from '../../../functions/engine/detectors/ca-sin';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(caSin);
