import { password } from '../../../functions/engine/detectors/password';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(password);
