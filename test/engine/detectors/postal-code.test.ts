import { postalCode } from '../../../functions/engine/detectors/postal-code';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(postalCode);
