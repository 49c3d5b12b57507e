import { bech32AddressValid } from '../checksums';
import { type TextIndex } from '../text-index';
import { allMatches } from './matches';
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

/** A Base58 character (LEGACY's `[1-9A-HJ-NP-Za-km-z]`): a digit but 0, an ASCII letter but I, O and l. */
const isBase58 = (c: number): boolean =>
  (c >= 0x31 && c <= 0x39) ||
  (c >= 0x41 && c <= 0x7a && (c <= 0x5a || c >= 0x61) && c !== 0x49 && c !== 0x4f && c !== 0x6c);
const isHex = (c: number): boolean => (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);

/** `count` characters from `from` (the caller keeps `from` ≥ 0) pass `test`, all in range. */
function allFrom(text: string, from: number, count: number, test: (c: number) => boolean): boolean {
  if (from + count > text.length) return false;
  for (let i = from; i < from + count; i++) if (!test(text.charCodeAt(i))) return false;
  return true;
}

/** `bc`, `tb`, `BC` or `TB` at `at` (in range): SEGWIT's human-readable parts. */
function segwitPartAt(text: string, at: number): boolean {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  return (
    (a === 0x62 && b === 0x63) || (a === 0x74 && b === 0x62) || (a === 0x42 && b === 0x43) || (a === 0x54 && b === 0x42)
  );
}

/**
 * Some digit run starts the digit of a match: every match of the three patterns holds one, where a digit run
 * starts (no digit before it) — SEGWIT's `1` after its two letters, LEGACY's first `1` or `3` and ETH's `0`, both
 * after no letter or digit — with what the pattern needs after it (25 Base58 characters, `x` and 40 hex digits).
 * Read at the text's digit runs (a few in a prompt) instead of a search for a run of 26 letters and digits and a
 * regex scan of the whole text.
 */
function hasWalletStart(text: string, f: TextIndex): boolean {
  const starts = f.digitRunStarts(1);
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k]!;
    const c = text.charCodeAt(at);
    if (c === 0x31 && at >= 2 && segwitPartAt(text, at - 2)) return true;
    if ((c === 0x31 || c === 0x33) && allFrom(text, at + 1, 25, isBase58)) return true;
    if (c === 0x30 && at + 1 < text.length && text.charCodeAt(at + 1) === 0x78 && allFrom(text, at + 2, 40, isHex)) {
      return true;
    }
  }
  return false;
}

export const cryptoWallet: Detector = {
  id: 'crypto-wallet',
  entity: 'CRYPTO',
  requires: { minDigitRun: 1 },
  prefilter: (index) => hasWalletStart(index.text, index),
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
