import { usBankRouting } from '../../../functions/engine/detectors/us-bank-routing';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usBankRouting);
