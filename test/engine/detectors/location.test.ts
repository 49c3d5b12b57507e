import { location } from '../../../functions/engine/detectors/location';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(location);
