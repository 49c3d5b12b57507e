import { usItin } from '../../../functions/engine/detectors/us-itin';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usItin);
