import { krBankAccount } from '../../../functions/engine/detectors/kr-bank-account';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(krBankAccount);
