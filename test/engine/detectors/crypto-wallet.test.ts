import { cryptoWallet } from '../../../functions/engine/detectors/crypto-wallet';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(cryptoWallet);
