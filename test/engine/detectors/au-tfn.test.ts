import { auTfn } from '../../../functions/engine/detectors/au-tfn';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(auTfn);
