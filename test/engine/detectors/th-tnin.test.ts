import { thTnin } from '../../../functions/engine/detectors/th-tnin';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(thTnin);
