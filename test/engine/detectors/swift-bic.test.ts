import { swiftBic } from '../../../functions/engine/detectors/swift-bic';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(swiftBic);
