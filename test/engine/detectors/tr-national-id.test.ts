import { trNationalId } from '../../../functions/engine/detectors/tr-national-id';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(trNationalId);
