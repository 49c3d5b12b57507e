import { bech32AddressValid } from '../checksums';
import { keywordList, type TextIndex } from '../text-index';
import { allMatchesAtOrScan, anchoredRegex } from './matches';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Cryptocurrency wallet addresses (CRYPTO):
 * - Bitcoin segwit `bc1…` (and testnet `tb1…`): Bech32/Bech32m checksum (`bech32AddressValid`; BIP-173,
 *   BIP-350) — validated, 0.9;
 * - Bitcoin legacy P2PKH `1…` / P2SH `3…`: Base58, 26–34 characters (Bitcoin wiki, "Base58Check encoding").
 *   The Base58Check digest needs SHA-256, which the pure engine does not carry yet, so these are structural:
 *   they must mix upper case, lower case and digits, score 0.5;
 * - Ethereum `0x` + 40 hex digits (Ethereum Yellow Paper, address = last 20 bytes of Keccak-256): structural,
 *   0.5 (EIP-55 mixed-case checksum also needs Keccak).
 */
const SEGWIT = anchoredRegex(/(?<![0-9A-Za-z])(?:bc|tb|BC|TB)1[02-9ac-hj-np-zAC-HJ-NP-Z]{8,87}(?![0-9A-Za-z])/g);
const LEGACY = anchoredRegex(/(?<![0-9A-Za-z])[13][1-9A-HJ-NP-Za-km-z]{25,33}(?![0-9A-Za-z])/g);
const ETH = anchoredRegex(/(?<![0-9A-Za-z])0x[0-9a-fA-F]{40}(?![0-9A-Za-z])/g);

/**
 * Each pattern is tried where its matches start: SEGWIT two letters before its `1`, which starts a digit run; LEGACY
 * and ETH at their first digit, which starts a digit run (no letter or digit before it). Into an array, not a
 * generator: most texts that pass the gate hold no address.
 */
function findWallets(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  for (const m of allMatchesAtOrScan(SEGWIT, text, f.digitRunStarts(1, 2))) {
    if (bech32AddressValid(m[0])) out.push({ start: m.index, end: m.index + m[0].length, score: 0.9, pattern: 'btc-bech32' });
  }
  const runStarts = f.digitRunStarts(1);
  for (const m of allMatchesAtOrScan(LEGACY, text, runStarts)) {
    const v = m[0];
    if (/[a-z]/.test(v) && /[A-Z]/.test(v) && /[0-9].*[0-9]/.test(v.slice(1))) {
      out.push({ start: m.index, end: m.index + v.length, score: 0.5, pattern: 'btc-base58' });
    }
  }
  for (const m of allMatchesAtOrScan(ETH, text, runStarts)) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.5, pattern: 'eth-address' });
  }
  return out;
}

/** SEGWIT's human-readable parts and separator, in any case. */
const SEGWIT_PREFIXES = keywordList(['bc1', 'tb1'], { caseInsensitive: true });

export const cryptoWallet: Detector = {
  id: 'crypto-wallet',
  entity: 'CRYPTO',
  // Every address is a whole word of letters and digits holding both: SEGWIT's prefix and 8 more (11 or more in
  // all), LEGACY's 26 or more (the reported ones mix upper and lower case), ETH's 42.
  requires: {
    anyOf: [
      { keywords: SEGWIT_PREFIXES, alnumWord: { minLength: 11, digit: true, letter: true } },
      { alnumWord: { minLength: 26, digit: true, letter: true } },
    ],
  },
  patterns: [],
  find: findWallets,
  context: ['wallet', 'bitcoin', 'btc', 'ethereum', 'eth', 'crypto', 'address'],
};

/** cryptoWallet's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const cryptoWalletExamples = (): DetectorExamples => ({
  positive: [
    { text: '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ', values: ['16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ'] },
    { text: 'send to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq now', values: ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'] },
    {
      text: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      values: ['bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'],
    },
    { text: 'ETH: 0x52908400098527886E0F7030069857D2E4169EE7', values: ['0x52908400098527886E0F7030069857D2E4169EE7'] },
  ],
  negative: [
    '16Yeky6GMjeNkAiNcBY7ZhrLoMSgg1BoyZ2',
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr',
    '8f953371d3e85eddb89b05ed6b9e680791055315c73e1025ab5dba7bb2ae',
    '1111111111111111111111111111',
  ],
});
