import { ukNino } from '../../../functions/engine/detectors/uk-nino';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(ukNino);
