import { fiPersonalIdentityCode } from '../../../functions/engine/detectors/fi-personal-identity-code';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(fiPersonalIdentityCode);
