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

/** Sum of digit × weight over the first `weights.length` digits of `digits` (all ASCII digits, checked by caller). */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits.charCodeAt(i) - CODE_0) * (weights[i] ?? 0);
  return sum;
}

// Verhoeff tables (dihedral group D5 multiplication, permutation, inverse). Source: J. Verhoeff, "Error
// Detecting Decimal Codes", Mathematical Centre Tracts 29 (1969); the scheme UIDAI uses for the Aadhaar check
// digit (UIDAI, "Aadhaar Numbering Scheme", and en.wikipedia.org/wiki/Verhoeff_algorithm for the tables).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;

/** Verhoeff check: the whole number (check digit last) must reduce to 0. */
export function verhoeffValid(digits: string): boolean {
  if (!isAsciiDigits(digits)) return false;
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - CODE_0;
    c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![d]!]!;
  }
  return c === 0;
}

/**
 * ABA routing transit number check: weights 3,7,1 repeated over the 9 digits, sum a multiple of 10
 * (American Bankers Association, "ABA Routing Number" policy; Federal Reserve E-Payments Routing Directory).
 */
export function abaRoutingValid(digits: string): boolean {
  if (digits.length !== 9 || !isAsciiDigits(digits)) return false;
  return weightedSum(digits, [3, 7, 1, 3, 7, 1, 3, 7, 1]) % 10 === 0;
}

/**
 * Australian Business Number: subtract 1 from the first digit, weights 10,1,3,5,7,9,11,13,15,17,19, the sum
 * is a multiple of 89 (Australian Business Register, "Format of the ABN", abr.business.gov.au/Help/AbnFormat).
 */
export function auAbnValid(digits: string): boolean {
  if (digits.length !== 11 || !isAsciiDigits(digits)) return false;
  const first = digits.charCodeAt(0) - CODE_0 - 1;
  if (first < 0) return false;
  const sum = first * 10 + weightedSum(digits.slice(1), [1, 3, 5, 7, 9, 11, 13, 15, 17, 19]);
  return sum % 89 === 0;
}

/**
 * Australian Company Number: weights 8,7,6,5,4,3,2,1 over the first 8 digits, check = (10 − sum mod 10) mod 10
 * (ASIC, "Australian Company Number (ACN) check digit", asic.gov.au).
 */
export function auAcnValid(digits: string): boolean {
  if (digits.length !== 9 || !isAsciiDigits(digits)) return false;
  const check = (10 - (weightedSum(digits, [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10;
  return check === digits.charCodeAt(8) - CODE_0;
}

/**
 * Australian Tax File Number (9 digits): weights 1,4,3,7,5,8,6,9,10, sum a multiple of 11 (the ATO algorithm
 * as published in the ATO's software developer notes and implemented by Presidio's AuTfnRecognizer).
 */
export function auTfnValid(digits: string): boolean {
  if (digits.length !== 9 || !isAsciiDigits(digits)) return false;
  return weightedSum(digits, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;
}

/**
 * Australian Medicare card number (10 or 11 digits): first digit 2–6, weights 1,3,7,9,1,3,7,9 over digits
 * 1–8, sum mod 10 equals digit 9; digit 10 is the issue number (Services Australia, Medicare card number
 * format, as implemented by Presidio's AuMedicareRecognizer).
 */
export function auMedicareValid(digits: string): boolean {
  if ((digits.length !== 10 && digits.length !== 11) || !isAsciiDigits(digits)) return false;
  const first = digits.charCodeAt(0) - CODE_0;
  if (first < 2 || first > 6) return false;
  return weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === digits.charCodeAt(8) - CODE_0;
}

/**
 * Korean business registration number (사업자등록번호, 10 digits): weights 1,3,7,1,3,7,1,3,5 over the first 9,
 * plus ⌊(9th digit × 5) / 10⌋; check = (10 − sum mod 10) mod 10 (국세청 사업자등록번호 검증 규칙, as implemented by
 * Presidio's KrBrnRecognizer).
 */
export function krBrnValid(digits: string): boolean {
  if (digits.length !== 10 || !isAsciiDigits(digits)) return false;
  const ninth = digits.charCodeAt(8) - CODE_0;
  const sum = weightedSum(digits, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + Math.floor((ninth * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(9) - CODE_0;
}

/**
 * NHS number (England, Wales, Isle of Man; 10 digits): weights 10…2 over the first 9, check = 11 − (sum mod 11),
 * 11 → 0, 10 → invalid (NHS Data Dictionary, "NHS Number", datadictionary.nhs.uk).
 */
export function ukNhsValid(digits: string): boolean {
  if (digits.length !== 10 || !isAsciiDigits(digits)) return false;
  let check = 11 - (weightedSum(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  if (check === 11) check = 0;
  return check !== 10 && check === digits.charCodeAt(9) - CODE_0;
}

const VIN_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4,
  V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * Vehicle identification number check digit (position 9): letters transliterated (I, O, Q never used),
 * weights 8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2, sum mod 11, 10 written `X` (49 CFR 565.15, North American VINs;
 * ISO 3779 structure). European VINs need not carry a valid check digit; callers decide what that means.
 */
export function vinCheckDigitValid(vin: string): boolean {
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i]!;
    const v = ch >= '0' && ch <= '9' ? ch.charCodeAt(0) - CODE_0 : (VIN_VALUES[ch] ?? -100);
    sum += v * (VIN_WEIGHTS[i] ?? 0);
  }
  const r = sum % 11;
  return vin[8] === (r === 10 ? 'X' : String(r));
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const;

/**
 * Bech32 / Bech32m checksum of a segwit address (BIP-173; BIP-350 for witness v1+, constant 0x2bc830a3).
 * Returns true when the human-readable part is `bc` or `tb` and the checksum matches either constant.
 */
export function bech32AddressValid(address: string): boolean {
  const s = address.toLowerCase();
  if (s !== address && address.toUpperCase() !== address) return false; // mixed case is invalid
  const sep = s.lastIndexOf('1');
  if (sep < 1 || s.length > 90 || s.length - sep < 7) return false;
  const hrp = s.slice(0, sep);
  if (hrp !== 'bc' && hrp !== 'tb') return false;
  const values: number[] = [];
  for (let i = 0; i < hrp.length; i++) values.push(hrp.charCodeAt(i) >> 5);
  values.push(0);
  for (let i = 0; i < hrp.length; i++) values.push(hrp.charCodeAt(i) & 31);
  for (let i = sep + 1; i < s.length; i++) {
    const v = BECH32_CHARSET.indexOf(s[i]!);
    if (v < 0) return false;
    values.push(v);
  }
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= BECH32_GEN[i]!;
  }
  return chk === 1 || chk === 0x2bc830a3;
}
