import { inGstin } from '../../../functions/engine/detectors/in-gstin';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(inGstin);
