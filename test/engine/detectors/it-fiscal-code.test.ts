import { itFiscalCode } from '../../../functions/engine/detectors/it-fiscal-code';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(itFiscalCode);
