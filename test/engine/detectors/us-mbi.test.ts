import { usMbi } from '../../../functions/engine/detectors/us-mbi';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usMbi);
