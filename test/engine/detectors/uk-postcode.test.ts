import { ukPostcode } from '../../../functions/engine/detectors/uk-postcode';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(ukPostcode);
