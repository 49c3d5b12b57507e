/**
 * WireGuard keys in `wg-quick` configuration files (wg(8), "CONFIGURATION FILE FORMAT"): `PrivateKey` in the
 * `[Interface]` section and `PresharedKey` in a `[Peer]` section, each the base64 of 32 bytes (44 characters
 * ending in `=`). `PublicKey` is public and not reported.
 */
import { defineSecret } from './shared';
import type { DetectorExamples } from '../types';

const K = 'FAKEoE2u6Qe1NBPBTrbEpvpDbnIIAp0OoPnu+4Rk/Q8=';

export const wireguardKey = defineSecret({
  id: 'wireguard-key',
  entity: 'WIREGUARD_KEY',
  keywords: ['PrivateKey', 'PresharedKey'],
  patterns: [
    {
      name: 'private-or-preshared-key',
      regex: /(?<=(?<![A-Za-z0-9_])(?:PrivateKey|PresharedKey)[ \t]{0,8}=[ \t]{0,8})[A-Za-z0-9+/]{42}[A-Za-z0-9]=(?![A-Za-z0-9+/=])/g,
      score: 0.95,
    },
  ],
  minEntropy: 4,
  context: ['wireguard', '[interface]', '[peer]', 'wg0'],
});

/** wireguardKey's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const wireguardKeyExamples = (): DetectorExamples => ({
  positive: [
    { text: `[Interface]\nAddress = 10.0.0.3/32\nPrivateKey = ${K}\nDNS = 1.1.1.1\n`, values: [K] },
    { text: `[Peer]\nPublicKey = [server key]\nPresharedKey = ${K}\n`, values: [K] },
    { text: `PrivateKey=${K}`, values: [K] },
  ],
  negative: [
    `PublicKey = ${K}`,
    `PrivateKey = ${K.slice(1)}`,
    'PrivateKey = <base64 private key>',
    `PrivateKey = ${'A'.repeat(43)}=`,
  ],
});
