import { deSocialSecurity } from '../../../functions/engine/detectors/de-social-security';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(deSocialSecurity);
