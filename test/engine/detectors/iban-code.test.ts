import { testCatalog } from '../../helpers/catalog';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { ibanCode, ibanLength, validateIban } from '../../../functions/engine/detectors/iban-code';
import { runDetector } from '../../../functions/engine/detectors/run';
import { describeDetector, expectFiltersHideNoMatch, gatesPass } from '../../helpers/detector-conformance';

describeDetector(ibanCode);

/** Example IBANs of the SWIFT IBAN Registry / the national banks' published examples. */
const VALID_IBANS = [
  'AD12 0001 2030 2003 5910 0100',
  'AL47 2121 1009 0000 0002 3569 8741',
  'AT61 1904 3002 3457 3201',
  'BE68 5390 0754 7034',
  'BG80 BNBG 9661 1020 3456 78',
  'BR18 0036 0305 0000 1000 9795 493C 1',
  'CH93 0076 2011 6238 5295 7',
  'CY17 0020 0128 0000 0012 0052 7600',
  'CZ65 0800 0000 1920 0014 5399',
  'DE89 3704 0044 0532 0130 00',
  'DK50 0040 0440 1162 43',
  'EE38 2200 2210 2014 5685',
  'ES91 2100 0418 4502 0005 1332',
  'FI21 1234 5600 0007 85',
  'FR14 2004 1010 0505 0001 3M02 606',
  'GB29 NWBK 6016 1331 9268 19',
  'GR16 0110 1250 0000 0001 2300 695',
  'HR12 1001 0051 8630 0016 0',
  'HU42 1177 3016 1111 1018 0000 0000',
  'IE29 AIBK 9311 5212 3456 78',
  'IT60 X054 2811 1010 0000 0123 456',
  'KW81 CBKU 0000 0000 0000 1234 5601 01',
  'LT12 1000 0111 0100 1000',
  'LU28 0019 4006 4475 0000',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'NL91 ABNA 0417 1643 00',
  'NO93 8601 1117 947',
  'PL61 1090 1014 0000 0712 1981 2874',
  'PT50 0002 0123 1234 5678 9015 4',
  'RO49 AAAA 1B31 0075 9384 0000',
  'SA03 8000 0000 6080 1016 7519',
  'SE45 5000 0000 0583 9825 7466',
  'TR33 0006 1005 1978 6457 8413 26',
] as const;

describe('iban-code specifics', () => {
  it.each(VALID_IBANS.map((i) => [i]))('%s is found in paper and electronic format', (paper) => {
    const electronic = paper.replace(/ /g, '');
    expect(electronic.length).toBe(ibanLength(paper.slice(0, 2)));
    for (const value of [paper, electronic]) {
      const text = `IBAN ${value}.`;
      expect(runDetector(ibanCode, text, testCatalog.tables).map((c) => text.slice(c.start, c.end))).toEqual([value]);
    }
  });

  it.each(VALID_IBANS.map((i) => [i]))('%s with one changed digit fails mod-97', (paper) => {
    const electronic = paper.replace(/ /g, '');
    const last = electronic.charAt(electronic.length - 1);
    const bumped = last === '9' ? '8' : /[0-8]/.test(last) ? String(Number(last) + 1) : 'A';
    const changed = electronic.slice(0, -1) + bumped;
    expect(validateIban(changed)).toBe(false);
  });

  it.each([
    ['DE89 3704 0044 0532 0130 001', 'a digit too many for DE'],
    ['GB29 NWBK 6016 1331 9268 1', 'a digit too few for GB'],
    ['GB29 1234 6016 1331 9268 19', 'GB needs four letters of bank code'],
    ['US12 3456 7890 1234 5678 90', 'the US does not use IBANs'],
    ['DE89  3704 0044 0532 0130 00', 'double space'],
    ['DE89-3704-0044 0532-0130-00', 'dashes and spaces mixed'],
    ['DE89-3704-0044-0532-0130-00-', 'a dash after the last group glues it to what follows'],
    ['DE89 370 40044 0532 0130 00', 'groups must be of four'],
  ])('%j is not reported (%s)', (text) => {
    expect(runDetector(ibanCode, text, testCatalog.tables)).toEqual([]);
  });

  it.each(VALID_IBANS.map((i) => [i]))('%s: every pair of check digits is judged as ibantools judges it', (paper) => {
    // The check digits are computed without the library (see checkDigitsHold): 00, 01, 97, 98 and 99 included.
    for (const value of [paper, paper.toLowerCase()]) {
      for (let check = 0; check < 100; check++) {
        const changed = value.slice(0, 2) + String(check).padStart(2, '0') + value.slice(4);
        expect(validateIban(changed)).toBe(isValidIBAN(electronicFormatIBAN(changed)!));
      }
    }
  });

  it.each([
    ['IBAN DE89 3704', true, true],
    ['ab12', true, true],
    ['x ab1 b12 12ab a-12 1ab1 2', false, false],
    ['ÄB12 and é12', false, false],
    ['A12 aB9 9 zz1', false, false],
    ['mail connor42@example.com', false, false], // a word of eight
    ['aB12 or 9de12', true, false],
    ['(de89)', true, true],
    ['gb29nwbk60161331926819', true, true], // a word of 22
  ])('%j: the requirements %s, an IBAN start (START without its lookahead) %s', (text, requirements, start) => {
    // Two letters then two digits, in a whole word of four, or of fifteen or more, holding letters and digits.
    const words = /(?<![0-9A-Za-z])(?=[A-Za-z]*[0-9])(?=[0-9]*[A-Za-z])(?:[0-9A-Za-z]{4}|[0-9A-Za-z]{15,})(?![0-9A-Za-z])/;
    expect(gatesPass(ibanCode, text)).toBe(requirements);
    expect(/[A-Za-z]{2}[0-9]{2}/.test(text) && words.test(text)).toBe(requirements);
    expect(/(?<![A-Za-z0-9])(?:[A-Z]{2}|[a-z]{2})[0-9]{2}/.test(text)).toBe(start);
  });

  it('the requirements hide no IBAN in random text of IBAN pieces', () => {
    const values = ['DE89 3704 0044 0532 0130 00', 'gb29nwbk60161331926819', 'NO9386011117947'];
    expectFiltersHideNoMatch(ibanCode, [...values, 'DE', 'de', '89', ' ', 'x', '9', '(', 'é']);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '😀 계좌: DE89 3704 0044 0532 0130 00, 👩‍💻 NL91ABNA0417164300';
    expect(runDetector(ibanCode, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [7, 34],
      [42, 60],
    ]);
  });
});
