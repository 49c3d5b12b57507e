import type { Detector } from './types';

/**
 * MAC-48 / EUI-48 hardware addresses (IEEE 802, "Guidelines for Use of EUI-48"): six hex octets separated by
 * colons or hyphens (one separator throughout) or three dot-separated groups of four (Cisco notation).
 * The all-zero and broadcast (FF:FF:FF:FF:FF:FF) addresses identify no device and are rejected.
 */
export function validateMac(value: string): boolean {
  const hex = value.replace(/[:.-]/g, '').toLowerCase();
  return hex.length === 12 && hex !== '000000000000' && hex !== 'ffffffffffff';
}

export const macAddress: Detector = {
  id: 'mac-address',
  entity: 'MAC_ADDRESS',
  prefilter: (_text, f) => f.hasChar(':') || f.hasChar('-') || f.hasChar('.'),
  patterns: [
    {
      name: 'mac-colon-or-hyphen',
      regex: /(?<![0-9A-Fa-f:-])[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![0-9A-Fa-f]|[:-][0-9A-Fa-f])/g,
      score: 0.6,
    },
    {
      name: 'mac-cisco-dotted',
      regex: /(?<![0-9A-Fa-f.])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![0-9A-Fa-f]|\.[0-9A-Fa-f])/g,
      score: 0.6,
    },
  ],
  validate: validateMac,
  context: ['mac', 'hardware address', 'physical address', 'ethernet', 'wifi', 'wi-fi', 'bssid'],
  examples: {
    positive: [
      { text: 'My MAC address is 00:1A:2B:3C:4D:5E', values: ['00:1A:2B:3C:4D:5E'] },
      { text: 'Mixedcase MAC: 0d-B3-4a-6A-d9-cF', values: ['0d-B3-4a-6A-d9-cF'] },
      { text: 'Cisco MAC: 0012.3456.789A', values: ['0012.3456.789A'] },
      { text: 'MACs: 00:11:22:33:44:55 and AA-BB-CC-DD-EE-FF', values: ['00:11:22:33:44:55', 'AA-BB-CC-DD-EE-FF'] },
    ],
    negative: [
      'Not a MAC: 00:1A:2B:3C:4D',
      'Invalid: ZZ:ZZ:ZZ:ZZ:ZZ:ZZ',
      'Broadcast: FF:FF:FF:FF:FF:FF',
      'Invalid: 00:00:00:00:00:00',
      'Mixed: 10:2F:33-AC-29-C3',
      'time 12:30:45:10:20:30:40',
    ],
  },
};
