import fc from 'fast-check';
import { bech32AddressValid } from '../../../functions/engine/checksums';
import { cryptoWallet } from '../../../functions/engine/detectors/crypto-wallet';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector, expectFiltersHideNoMatch } from '../../helpers/detector-conformance';

describeDetector(cryptoWallet);

const PIECES = [
  '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ',
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'TB1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KXPJZSX',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  ...'013 xbcBCtTl-_.aZé'.split(''),
];

describe('crypto-wallet specifics', () => {
  it('the requirements hide no match in random text of address pieces', () => {
    expectFiltersHideNoMatch(cryptoWallet, PIECES);
  });

  it('the finder finds what whole-text scans of the three patterns find (random text)', () => {
    const segwit = /(?<![0-9A-Za-z])(?:bc|tb|BC|TB)1[02-9ac-hj-np-zAC-HJ-NP-Z]{8,87}(?![0-9A-Za-z])/g;
    const legacy = /(?<![0-9A-Za-z])[13][1-9A-HJ-NP-Za-km-z]{25,33}(?![0-9A-Za-z])/g;
    const eth = /(?<![0-9A-Za-z])0x[0-9a-fA-F]{40}(?![0-9A-Za-z])/g;
    const scanned = (text: string): string[] =>
      [
        ...allMatches(segwit, text).filter((m) => bech32AddressValid(m[0])),
        ...allMatches(legacy, text).filter((m) => /[a-z]/.test(m[0]) && /[A-Z]/.test(m[0]) && /[0-9].*[0-9]/.test(m[0].slice(1))),
        ...allMatches(eth, text),
      ]
        .sort((a, b) => a.index - b.index)
        .map((m) => m[0]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        expect(runDetector(cryptoWallet, text).map((c) => text.slice(c.start, c.end))).toEqual(scanned(text));
      }),
      { numRuns: 2000 },
    );
  });
});
