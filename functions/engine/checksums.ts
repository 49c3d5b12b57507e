/**
 * Small pure checksum and date helpers shared by detectors. Inputs are plain strings of ASCII digits (callers
 * strip separators first); anything else makes the check fail rather than throw.
 */

const CODE_0 = 48;
const CODE_9 = 57;

/** True when every character of `s` is an ASCII digit (and `s` is not empty). */
export function isAsciiDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < CODE_0 || c > CODE_9) return false;
  }
  return true;
}

/** Keeps only the ASCII digits of `s` (drops spaces, dashes, dots, …). */
export function digitsOnly(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= CODE_0 && c <= CODE_9) out += s[i];
  }
  return out;
}

/**
 * Luhn (mod 10) check, as specified for payment card numbers in ISO/IEC 7812-1 Annex B: from the rightmost
 * digit (the check digit) leftwards, double every second digit, subtract 9 from products over 9, and the sum
 * must be a multiple of 10.
 */
export function luhnValid(digits: string): boolean {
  if (digits.length < 2 || !isAsciiDigits(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - CODE_0;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Gregorian leap year rule (divisible by 4, except centuries not divisible by 400). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** True when year/month/day (month 1–12) is a real day of the proleptic Gregorian calendar. */
export function isValidDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const max = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= max;
}

/** Weights of the Korean RRN check digit, applied to the first 12 digits. */
const KR_RRN_WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5] as const;

/**
 * Check digit of a Korean resident registration number (주민등록번호): weights 2,3,4,5,6,7,8,9,2,3,4,5 over
 * the first 12 digits, check = (11 − sum mod 11) mod 10. Source: the algorithm published with the RRN scheme
 * (주민등록법 시행규칙 별표, as documented on ko.wikipedia.org/wiki/주민등록번호) and implemented by Presidio's
 * `KrRrnRecognizer`. `digits` must be exactly 13 ASCII digits.
 */
export function krRrnCheckDigitValid(digits: string): boolean {
  if (digits.length !== 13 || !isAsciiDigits(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (digits.charCodeAt(i) - CODE_0) * (KR_RRN_WEIGHTS[i] ?? 0);
  const check = (11 - (sum % 11)) % 10;
  return check === digits.charCodeAt(12) - CODE_0;
}
