import { cryptoWallet } from '../../../functions/engine/detectors/crypto-wallet';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(cryptoWallet);

describe('crypto-wallet specifics', () => {
  it('the prefilter (read at digit runs) hides no match in random text of address pieces', () => {
    expectFiltersHideNoMatch(cryptoWallet, [
      '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'TB1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KXPJZSX',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      ...'013 xbcBCtTl-_.aZé'.split(''),
    ]);
  });
});
