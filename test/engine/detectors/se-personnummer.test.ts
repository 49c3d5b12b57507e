import { sePersonnummer } from '../../../functions/engine/detectors/se-personnummer';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(sePersonnummer);
