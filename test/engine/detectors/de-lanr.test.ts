import { deLanr } from '../../../functions/engine/detectors/de-lanr';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(deLanr);
