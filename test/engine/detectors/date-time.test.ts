import { dateTime } from '../../../functions/engine/detectors/date-time';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(dateTime);
