import { deTaxId } from '../../../functions/engine/detectors/de-tax-id';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(deTaxId);
