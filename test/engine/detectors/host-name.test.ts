import { isHostName } from '../../../functions/engine/detectors/host-name';

describe('isHostName', () => {
  const label63 = 'a'.repeat(63);
  it.each([
    ['example.com', 2, true],
    ['a.b.example.co.uk', 2, true],
    ['xn--9n2bp8q.xn--3e0b707e', 2, true], // IDNA A-labels
    ['my-host.example.org', 2, true],
    [`${label63}.com`, 2, true],
    [`${'a'.repeat(64)}.com`, 2, false], // a label over 63
    [`${[label63, label63, label63, 'a'.repeat(57)].join('.')}.com`, 2, true], // 253 characters
    [`${[label63, label63, label63, 'a'.repeat(58)].join('.')}.com`, 2, false], // 254
    ['localhost', 2, false], // one label
    ['example.c', 2, false], // one-letter top level
    ['example.c0m', 2, false], // a digit in the top level
    ['-example.com', 2, false],
    ['example-.com', 2, false],
    ['example..com', 2, false], // an empty label
    ['.example.com', 2, false],
    ['example.com.', 2, false],
    ['exa_mple.com', 2, false],
    ['', 2, false],
    ['www.example.com', 3, true],
    ['www.example', 3, false],
  ])('%j with %i labels or more → %s', (host, minLabels, expected) => {
    expect(isHostName(host, minLabels)).toBe(expected);
  });
});
