import fc from 'fast-check';
import {
  digitsOnly,
  isAsciiDigits,
  isLeapYear,
  isValidDate,
  krRrnCheckDigitValid,
  luhnValid,
} from '../../functions/engine/checksums';

describe('luhnValid (ISO/IEC 7812-1 Annex B)', () => {
  it.each([
    ['4111111111111111', true], // Visa test number
    ['4012888888881881', true],
    ['378282246310005', true], // Amex test number
    ['5555555555554444', true], // Mastercard test number
    ['2223003122003222', true], // Mastercard 2-series test number
    ['30569309025904', true], // Diners
    ['79927398713', true], // the worked example on en.wikipedia.org/wiki/Luhn_algorithm
    ['4111111111111112', false],
    ['4012888888881882', false],
    ['79927398710', false],
    ['0', false], // too short to carry a check digit
    ['', false],
    ['4111-1111-1111-1111', false], // separators must be stripped first
    ['٤١١١١١١١١١١١١١١١', false], // non-ASCII digits are not read
  ])('%j → %s', (digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });

  it('detects every single-digit substitution (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{12,18}$/), fc.nat(18), fc.integer({ min: 1, max: 9 }), (body, pos, d) => {
        // Build a valid number by choosing the check digit, then change one digit.
        const check = [...'0123456789'].find((d) => luhnValid(body + d));
        expect(check).toBeDefined();
        const valid = body + (check ?? '');
        const i = pos % valid.length;
        const changed = valid.slice(0, i) + String((Number(valid[i]) + d) % 10) + valid.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});

describe('isLeapYear (Gregorian)', () => {
  it.each([
    [1900, false],
    [2000, true],
    [2024, true],
    [2023, false],
    [1896, true],
    [2100, false],
  ])('%i → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });
});

describe('isValidDate', () => {
  it.each([
    [1996, 1, 21, true],
    [2000, 2, 29, true],
    [1900, 2, 29, false],
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2023, 4, 31, false],
    [2023, 12, 31, true],
    [2023, 13, 1, false],
    [2023, 0, 10, false],
    [2023, 1, 0, false],
    [2023, 1.5, 1, false],
  ])('%i-%i-%i → %s', (y, m, d, expected) => {
    expect(isValidDate(y, m, d)).toBe(expected);
  });
});

describe('krRrnCheckDigitValid', () => {
  it.each([
    ['9601211021413', true],
    ['0509122000019', true],
    ['0511029234110', true],
    ['9601211234567', false],
    ['0005053637892', false],
    ['960121102141', false], // 12 digits
    ['960121-1021413', false], // hyphen must be removed first
  ])('%j → %s', (digits, expected) => {
    expect(krRrnCheckDigitValid(digits)).toBe(expected);
  });
});

describe('digit helpers', () => {
  it.each([
    ['4111 1111-1111.1111', '4111111111111111'],
    ['abc', ''],
    ['٤١', ''],
    ['+82 (10) 1234', '82101234'],
  ])('digitsOnly(%j) → %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it.each([
    ['0123456789', true],
    ['', false],
    ['12a', false],
    ['１２', false],
  ])('isAsciiDigits(%j) → %s', (input, expected) => {
    expect(isAsciiDigits(input)).toBe(expected);
  });
});
