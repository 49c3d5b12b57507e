import { usBankAccount } from '../../../functions/engine/detectors/us-bank-account';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(usBankAccount);
