import { krBankAccount } from '../../../functions/engine/detectors/kr-bank-account';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(krBankAccount);

describe('kr-bank-account prefilter', () => {
  it('hides no account in random text of account pieces', () => {
    expectFiltersHideNoMatch(krBankAccount, ['계좌 ', '국민은행 ', '123456-12-123456', '110-123-456789', '-', '12', '1234567', '900101-1234568', ' ', '1']);
  });
});
