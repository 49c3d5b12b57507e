import { deVatId } from '../../../functions/engine/detectors/de-vat-id';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(deVatId);
