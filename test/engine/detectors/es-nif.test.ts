import { esNif } from '../../../functions/engine/detectors/es-nif';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(esNif);
