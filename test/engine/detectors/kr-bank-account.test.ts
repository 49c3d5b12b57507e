import { krBankAccount } from '../../../functions/engine/detectors/kr-bank-account';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(krBankAccount);

describe('kr-bank-account requirements', () => {
  it('hides no account in random text of account pieces', () => {
    const values = ['123456-12-123456', '110-123-456789', '900101-1234568'];
    expectFiltersHideNoMatch(krBankAccount, [...values, '계좌 ', '국민은행 ', '-', '12', '1234567', ' ', '1']);
  });
});
