import { testCatalog } from '../../helpers/catalog';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  areaCodesInService,
  krPrefixLength,
  nanpAreaCodes,
  nanpVerdict,
  phoneNumber,
} from '../../../functions/engine/detectors/phone-number';
import { runDetector } from '../../../functions/engine/detectors/run';
import { ADVERSARIAL_BOUND_MS, ADVERSARIAL_SIZE, describeDetector } from '../../helpers/detector-conformance';

describeDetector(phoneNumber);

const values = (text: string): string[] => runDetector(phoneNumber, text, testCatalog.tables).map((c) => text.slice(c.start, c.end));

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
    // NANP layouts
    ['1 (650) 253-0000', ['1 (650) 253-0000']],
    ['+1 (650) 253-0000', ['+1 (650) 253-0000']],
    ['(650)253-0000', ['(650)253-0000']],
    ['650 253 0000', ['650 253 0000']],
    ['+16502530000', ['+16502530000']],
    ['650-253-0000 ext. 42', ['650-253-0000 ext. 42']],
    ['345-899-3560x4587', ['345-899-3560x4587']],
    // Korean layouts
    ['+82-2-123-4567', ['+82-2-123-4567']],
    ['+82 (0)10-1234-5678', ['+82 (0)10-1234-5678']],
    ['+82 010-1234-5678', ['+82 010-1234-5678']],
    ['010-123-4567', ['010-123-4567']],
    ['0505-123-4567', ['0505-123-4567']],
    ['080-123-4567', ['080-123-4567']],
    ['(031)123-4567', ['(031)123-4567']],
    ['02)123-4567', ['02)123-4567']],
    ['010-1234-5678이고', ['010-1234-5678']], // a particle glued to the number
    ['010-1234-5678 010-2345-6789', ['010-1234-5678', '010-2345-6789']],
    ['0412 345 678', ['0412 345 678']], // trunk-prefixed number that fits the Korean plan
    // international prefixes
    ['001-650-253-0000', ['001-650-253-0000']],
    ['0044 20 7946 0958', ['0044 20 7946 0958']],
    ['011 44 20 7946 0958', ['011 44 20 7946 0958']],
    ['+41 (0)44 668 18 00', ['+41 (0)44 668 18 00']],
    ['+290 8999', ['+290 8999']], // 7 digits in all (Tristan da Cunha)
    // other national layouts next to a phone word
    ['Phone: 0490 39 07 81', ['0490 39 07 81']],
    ['Tel. (08) 8747 6301', ['(08) 8747 6301']],
    ['call me on 9472 7916', ['9472 7916']],
    ['telephone: 03.93.92.16.85', ['03.93.92.16.85']],
    ['9472 7916 (mobile)', ['9472 7916']],
    ['전화 0393 1144137', ['0393 1144137']],
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
    '212-211-1234', // N11 central office code
    '650-153-0000', // central office code starting with 1
    '(555) 123-4567',
    '$650 253 0000', // an amount
    '6502530000@example.com', // an e-mail local part
    '650-253-0000-12', // part of a longer token
    '010-12-3456',
    '02-0123-4567', // Korean subscriber numbers do not start with 0
    '035-123-4567', // no such Korean area code
    '070-123-4567', // internet telephony numbers have 8 digits after 070
    'DE89 3704 0044 0532 0130 00', // IBAN groups are not phone numbers
    'call about card 4111 1111 1111 1111', // a card number is never cut into a phone number
    'Phone: 192.168.10.24',
    'hotel 9472 7916', // `tel` inside a word is not a phone word
    'phone 2019-2020',
    'call on 2024 01 15',
    'call 20240115',
    '+999 1234 5678', // no such country code
  ])('rejects %j', (text) => {
    expect(runDetector(phoneNumber, text, testCatalog.tables)).toEqual([]);
  });

  it('scores formatted numbers above bare digit runs', () => {
    const text = 'call 6502530000 or (650) 253-0000';
    expect(runDetector(phoneNumber, text, testCatalog.tables).map((c) => c.score)).toEqual([0.4, 0.7]);
  });

  it.each([
    ['(650) 253-0000', 'phone', 0.7],
    ['6502530000', 'phone-digits-only', 0.4],
    ['01012345678', 'phone-digits-only', 0.4],
    ['(212) 555-0123', 'phone-fictional', 0.4], // 555-01XX: reserved for fiction in geographic area codes
    ['1-800-555-0199', 'phone', 0.7], // … but not in toll-free codes
    ['+44 7700 921916', 'phone-unverified', 0.5], // right length for GB, not an assigned range
    ['+1-984-182-0190', 'phone-unverified', 0.5], // central office code 182 does not exist
    ['Phone: 0490 39 07 81', 'phone-with-context', 0.3],
  ])('labels %j as %s (%s)', (text, pattern, score) => {
    expect(runDetector(phoneNumber, text, testCatalog.tables).map((c) => [c.pattern, c.score])).toEqual([[pattern, score]]);
  });

  it.each(['123456', 'a1b2c3d4e5f6', '１２３４５６', ''])('reports nothing with fewer than 7 digits: %j', (text) => {
    expect(runDetector(phoneNumber, text, testCatalog.tables)).toEqual([]);
  });

  function fill(unit: string): string {
    return unit.repeat(Math.ceil(ADVERSARIAL_SIZE / unit.length)).slice(0, ADVERSARIAL_SIZE);
  }

  it.each([
    '+44 20 7946 0958 ',
    '+1 555 123 4567 ', // rejected by the rules, then asked of the library (memoised)
    '00 44 ',
    '010-1234-5678 ',
    'call 12 34 56 78 ',
    '(02) ',
    '4111 1111 1111 1111 ',
  ])(`phone-shaped flood %j (100 KB) completes under ${ADVERSARIAL_BOUND_MS} ms`, (unit) => {
    const text = fill(unit);
    const started = performance.now();
    runDetector(phoneNumber, text, testCatalog.tables);
    expect(performance.now() - started).toBeLessThan(ADVERSARIAL_BOUND_MS);
  });

  it('reports exact UTF-16 spans after emoji and Korean', () => {
    const text = '😀 전화 010-1234-5678, 👩‍💻 office (650) 253-0000.';
    expect(runDetector(phoneNumber, text, testCatalog.tables).map((c) => [c.start, c.end])).toEqual([
      [6, 19],
      [34, 48],
    ]);
  });
});

describe('phone-number numbering plans agree with libphonenumber-js (max metadata)', () => {
  const libValid = (e164: string): boolean => parsePhoneNumberFromString(e164)?.isValid() === true;

  it('every NANP area code the library accepts is in the table, and no other', () => {
    const table = new Set(nanpAreaCodes(testCatalog.tables));
    const exchanges = ['234', '345', '456', '567', '678', '789', '823', '946', '273', '612'];
    const missing: number[] = [];
    const extra: number[] = [];
    for (let npa = 200; npa <= 999; npa++) {
      if (table.has(npa)) {
        // Caribbean area codes only open some exchanges: look until one is valid.
        let found = exchanges.some((nxx) => libValid(`+1${npa}${nxx}4567`));
        for (let nxx = 200; nxx <= 999 && !found; nxx++) found = libValid(`+1${npa}${nxx}4567`);
        if (!found) extra.push(npa);
      } else if (exchanges.some((nxx) => libValid(`+1${npa}${nxx}4567`))) {
        missing.push(npa);
      }
    }
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('NANP: the rules differ from the library only where documented', () => {
    const inService = areaCodesInService(testCatalog.tables);
    expect(nanpVerdict('6502530000', inService)).toBe(1);
    expect(libValid('+16502110000')).toBe(true); // the library accepts N11 central office codes …
    expect(nanpVerdict('6502110000', inService)).toBe(0); // … which are never assigned (ATIS-0300051)
    expect(nanpVerdict('6505550123', inService)).toBe(2); // fictional
    expect(nanpVerdict('8005550123', inService)).toBe(1);
  });

  it.each([
    '021234567',
    '0212345678',
    '0311234567',
    '03112345678',
    '0641234567',
    '0101234567',
    '01012345678',
    '0111234567',
    '01912345678',
    '07012345678',
    '05012345678',
    '050512345678',
    '0801234567',
    '0602345678',
  ])('KR %s: valid for both', (d) => {
    expect(krPrefixLength(d)).toBeGreaterThan(0);
    expect(parsePhoneNumberFromString(d, 'KR')?.isValid()).toBe(true);
  });

  it.each(['0201234567', '0351234567', '0651234567', '0701234567', '0601234567', '0901234567', '0012345678'])(
    'KR %s: invalid for both',
    (d) => {
      expect(krPrefixLength(d)).toBe(0);
      expect(parsePhoneNumberFromString(d, 'KR')?.isValid() ?? false).toBe(false);
    },
  );
});
