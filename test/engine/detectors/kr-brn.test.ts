import { krBrn } from '../../../functions/engine/detectors/kr-brn';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(krBrn);
