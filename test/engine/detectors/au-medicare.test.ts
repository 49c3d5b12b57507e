import { auMedicare } from '../../../functions/engine/detectors/au-medicare';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(auMedicare);
