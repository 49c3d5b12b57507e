import { ukNhs } from '../../../functions/engine/detectors/uk-nhs';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(ukNhs);
