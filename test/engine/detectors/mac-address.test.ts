import { macAddress } from '../../../functions/engine/detectors/mac-address';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(macAddress);
