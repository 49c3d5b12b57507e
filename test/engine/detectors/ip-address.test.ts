import { testCatalog } from '../../helpers/catalog';
import { ipAddress } from '../../../functions/engine/detectors/ip-address';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(ipAddress);

const values = (text: string): string[] => runDetector(ipAddress, text, testCatalog.tables).map((c) => text.slice(c.start, c.end));

describe('ip-address specifics', () => {
  it.each([
    ['0.0.0.0', ['0.0.0.0']],
    ['255.255.255.255', ['255.255.255.255']],
    ['(192.168.1.1)', ['192.168.1.1']],
    ['IP: 192.168.1.1.', ['192.168.1.1']],
    ['192.168.2.1@eth0', ['192.168.2.1']],
    ['text::ffff:192.0.2.1', ['192.0.2.1']],
    ['::ffff:192.0.2.1', ['::ffff:192.0.2.1']],
    ['::192.168.1.1', ['::192.168.1.1']],
    ['64:ff9b::198.51.100.1', ['64:ff9b::198.51.100.1']],
    ['0:0:0:0:0:FFFF:129.144.52.38', ['0:0:0:0:0:FFFF:129.144.52.38']],
    ['::1', ['::1']],
    ['Multicast ff02::1', ['ff02::1']],
    ['A099::09C0:876A:130B', ['A099::09C0:876A:130B']],
    ['Visit http://[2001:db8::1]/path', ['2001:db8::1']],
    ['SSH to user@2001:db8::1', ['2001:db8::1']],
    ["'2001:db8::1'", ['2001:db8::1']],
    ['gateway fe80::1: down', ['fe80::1']],
    ['192.168.1.1.1', ['192.168.1.1']], // five numbers not from an OID root: the first four, as Presidio reports
    ['IPv6: ::', ['::']], // the unspecified address where the text calls it one
  ])('finds %j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it.each([
    '256.256.256.256',
    '192.168.1.256',
    '300.168.1.1',
    '1.3.6.1.4', // five dotted numbers from an OID root: an OID, not an address
    'v1.2.3.4', // glued to a letter
    'IP192.168.1.1text',
    'text192.168.1.1',
    '01.02.03.04', // leading zeros
    '684D:1111:222:3333:4444:5555:77', // 7 groups without ::
    '12345:db8::1',
    'gggg:hhhh::1234',
    '2001::25de::cade',
    '2001:db8::256.1.1.1',
    '::ffff:192.168.1',
    'Ratio 1:2:3:4',
    'Port 80:443',
    'abc:def:ghi',
    'file:///path/to/file',
    ':::',
    'src=:: dst',
    'CSS color #ff00aa',
    `${'ab12:'.repeat(20)}1`, // hex blob
  ])('rejects %j', (text) => {
    expect(runDetector(ipAddress, text, testCatalog.tables)).toEqual([]);
  });

  it('scores the first four of five numbers and the unspecified address below a plain address', () => {
    const scores = (text: string) => runDetector(ipAddress, text, testCatalog.tables).map((c) => c.score);
    expect(scores('192.168.1.1.1')).toEqual([0.5]);
    expect(scores('10.0.0.1')).toEqual([0.6]);
    // `::` alone stays under every threshold until its context word (`ipv6`) lifts it.
    expect(scores('use local ipv6 ::')).toEqual([0.2]);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '😀 서버 10.0.0.1, 👩‍💻 2001:db8::8a2e:370:7334';
    expect(runDetector(ipAddress, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [6, 14],
      [22, 45],
    ]);
  });
});
