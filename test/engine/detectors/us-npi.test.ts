import { usNpi } from '../../../functions/engine/detectors/us-npi';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usNpi);
