import { bech32AddressValid } from '../checksums';
import { allMatches, KeywordSet } from './features';
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
const SEGWIT = /(?<![0-9A-Za-z])(?:bc|tb|BC|TB)1[02-9ac-hj-np-zAC-HJ-NP-Z]{8,87}(?![0-9A-Za-z])/g;
const LEGACY = /(?<![0-9A-Za-z])[13][1-9A-HJ-NP-Za-km-z]{25,33}(?![0-9A-Za-z])/g;
const ETH = /(?<![0-9A-Za-z])0x[0-9a-fA-F]{40}(?![0-9A-Za-z])/g;

function* findWallets(text: string): Generator<Candidate> {
  for (const m of allMatches(SEGWIT, text)) {
    if (bech32AddressValid(m[0])) yield { start: m.index, end: m.index + m[0].length, score: 0.9, pattern: 'btc-bech32' };
  }
  for (const m of allMatches(LEGACY, text)) {
    const v = m[0];
    if (/[a-z]/.test(v) && /[A-Z]/.test(v) && /[0-9].*[0-9]/.test(v.slice(1))) {
      yield { start: m.index, end: m.index + v.length, score: 0.5, pattern: 'btc-base58' };
    }
  }
  for (const m of allMatches(ETH, text)) {
    yield { start: m.index, end: m.index + m[0].length, score: 0.5, pattern: 'eth-address' };
  }
}

/** `/bc1|tb1/i` as a keyword set: its letter pairs and triples rule out most texts without a search. */
const SEGWIT_PREFIXES = new KeywordSet(['bc1', 'tb1'], true);

export const cryptoWallet: Detector = {
  id: 'crypto-wallet',
  entity: 'CRYPTO',
  // Base58 and 0x addresses are runs of 26+ letters and digits; without one only `bc1`/`tb1` can match (a `1`).
  prefilter: (text, f) =>
    f.hasAlnumRun(26)
      ? /[13][1-9A-HJ-NP-Za-km-z]{25}|bc1|tb1|0x[0-9a-fA-F]{40}/i.test(text)
      : f.hasChar('1') && f.includesAnyOf(SEGWIT_PREFIXES),
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
