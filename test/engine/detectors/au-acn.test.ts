import { auAcn } from '../../../functions/engine/detectors/au-acn';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(auAcn);
