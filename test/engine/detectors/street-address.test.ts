import { streetAddress } from '../../../functions/engine/detectors/street-address';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(streetAddress);
