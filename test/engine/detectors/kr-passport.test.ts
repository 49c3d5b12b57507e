import { krPassport } from '../../../functions/engine/detectors/kr-passport';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(krPassport);
