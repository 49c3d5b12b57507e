import { cardExpiry } from '../../../functions/engine/detectors/card-expiry';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(cardExpiry);
