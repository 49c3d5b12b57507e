import { krFrn } from '../../../functions/engine/detectors/kr-frn';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(krFrn);
