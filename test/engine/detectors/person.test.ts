import { person } from '../../../functions/engine/detectors/person';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(person);
