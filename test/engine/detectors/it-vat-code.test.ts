import { itVatCode } from '../../../functions/engine/detectors/it-vat-code';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(itVatCode);
