import { hasAtLeastDigits, phoneNumber } from '../../../functions/engine/detectors/phone-number';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(phoneNumber);

const values = (text: string): string[] => runDetector(phoneNumber, text).map((c) => text.slice(c.start, c.end));

describe('phone-number specifics', () => {
  it.each([
    ['(650) 253-0000', ['(650) 253-0000']],
    ['650-253-0000', ['650-253-0000']],
    ['+1 650-253-0000', ['+1 650-253-0000']],
    ['+44 20 7946 0958', ['+44 20 7946 0958']],
    ['+33 1 23 45 67 89', ['+33 1 23 45 67 89']],
    ['+49 30 901820', ['+49 30 901820']],
    ['+82 10-1234-5678', ['+82 10-1234-5678']],
    ['010-1234-5678', ['010-1234-5678']],
    ['010 1234 5678', ['010 1234 5678']],
    ['02-123-4567', ['02-123-4567']],
    ['(02) 123-4567', ['(02) 123-4567']],
    ['031-123-4567', ['031-123-4567']],
    ['070-1234-5678', ['070-1234-5678']],
    ['T 02-123-4567 F 02-123-4568', ['02-123-4567', '02-123-4568']],
    ['650-253-0000 / 650-253-0001', ['650-253-0000', '650-253-0001']],
    ['１-６５０-２５３-００００', ['１-６５０-２５３-００００']], // fullwidth digits
  ])('finds %j', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it.each([
    '2024-01-15',
    '15.01.2024',
    '2024.01.15',
    '01/15/2024',
    '555-123-4567', // no such US area code
    '123-456-7890',
    '1234567',
    '0000000000',
    '099-123-4567', // no such Korean prefix
    '1 1 1 1 1 1 1 1 1 1',
    'ISBN 978-3-16-148410-0',
    '12:30-14:45',
  ])('rejects %j', (text) => {
    expect(runDetector(phoneNumber, text)).toEqual([]);
  });

  it('scores formatted numbers above bare digit runs', () => {
    const text = 'call 6502530000 or (650) 253-0000';
    expect(runDetector(phoneNumber, text).map((c) => c.score)).toEqual([0.4, 0.7]);
  });

  it.each([
    ['123456', false],
    ['1234567', true],
    ['a1b2c3d4e5f6g7', true],
    ['１２３４５６７', true],
    ['', false],
  ])('prefilter hasAtLeastDigits(%j) → %s', (text, expected) => {
    expect(hasAtLeastDigits(text)).toBe(expected);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '😀 전화 010-1234-5678, 👩‍💻 office (650) 253-0000.';
    expect(runDetector(phoneNumber, text).map((c) => [c.start, c.end])).toEqual([
      [6, 19],
      [34, 48],
    ]);
  });
});
