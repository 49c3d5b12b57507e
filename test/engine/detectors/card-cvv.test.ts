import { cardCvv } from '../../../functions/engine/detectors/card-cvv';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(cardCvv);
