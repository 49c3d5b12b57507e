import { age } from '../../../functions/engine/detectors/age';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(age);
