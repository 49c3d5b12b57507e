import { esNie } from '../../../functions/engine/detectors/es-nie';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(esNie);
