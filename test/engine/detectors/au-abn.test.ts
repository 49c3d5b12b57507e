import { auAbn } from '../../../functions/engine/detectors/au-abn';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(auAbn);
