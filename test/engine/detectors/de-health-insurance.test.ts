import { deHealthInsurance } from '../../../functions/engine/detectors/de-health-insurance';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(deHealthInsurance);
