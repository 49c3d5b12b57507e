import { inPan } from '../../../functions/engine/detectors/in-pan';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(inPan);
