import { countrySpecs, electronicFormatIBAN, isValidBBAN } from 'ibantools';
import type { TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';
import type { Candidate, Detector, DetectorExamples } from './types';
import { isAsciiAlnum } from '../text/ascii';

/**
 * International Bank Account Numbers (ISO 13616-1): country code, 2 check digits, then a country-specific
 * BBAN, written either in electronic format (no separators) or in paper format (groups of four separated by
 * single spaces, the last group possibly shorter — ISO 13616-1 §5.4). The paper format is also accepted with single
 * dashes instead of the spaces (`DE89-3704-0044-…`, as bank forms and spreadsheets print it), one kind throughout.
 *
 * Validation uses `ibantools` (MIT/MPL-2.0, no dependencies, ~48 KB unminified, kept in step with the SWIFT IBAN
 * Registry): per-country total length, the BBAN structure of the registry (e.g. `DE` = 18 digits, `GB` =
 * 4 letters + 14 digits), the ISO 7064 MOD 97-10 check digits, and national BBAN check digits where it knows
 * them (e.g. BE, ES, FR, NO). We chose the library over a hand-written table because the registry changes
 * (new countries, length changes) and a hand-copied table of ~90 formats is exactly where silent typos live.
 *
 * Finding: anchored on `CC00` at a word start, the country's length from the registry tells exactly how many
 * characters to take, so a trailing word in capitals (`… 0130 00 THEN`) is never swallowed.
 */


function isUpperAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
}

function isLowerAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122);
}

/**
 * IBANs are printed in capitals (ISO 13616-1 §5), but people type them in lower case in chats
 * (`my iban is gb42nawi…`). We accept one case throughout — all capitals or all lower case — and never a
 * mix, which in prose is far more often a word glued to a number.
 */
function uniformCase(value: string): boolean {
  return value === value.toUpperCase() || value === value.toLowerCase();
}

/** Expected total IBAN length for a country code, from the IBAN registry (via ibantools). */
export function ibanLength(countryCode: string): number | undefined {
  const spec = countrySpecs[countryCode];
  return spec?.chars ?? undefined;
}

/**
 * Reads an IBAN of `length` characters starting at `start`, either compact or grouped by four with single
 * spaces (or single dashes, the same throughout). Returns the end index, or -1 when the text does not hold one.
 */
function readIban(text: string, start: number, length: number): number {
  const isCaseAlnum = isUpperAlnum(text.charCodeAt(start)) ? isUpperAlnum : isLowerAlnum;
  // Compact: `length` alphanumerics of the country code's case, then a non-alphanumeric.
  let i = start + 4;
  while (i < text.length && i - start < length && isCaseAlnum(text.charCodeAt(i))) i++;
  if (i - start === length && !(i < text.length && isAsciiAlnum(text.charCodeAt(i)))) return i;

  // Paper format: `CCkk BBBB BBBB … B`, the same single space (or dash) before every group of four.
  let read = 4;
  i = start + 4;
  const separator = text.charCodeAt(i);
  if (separator !== 32 && separator !== 45) return -1;
  while (read < length) {
    if (text.charCodeAt(i) !== separator) return -1;
    i++;
    const group = Math.min(4, length - read);
    for (let k = 0; k < group; k++, i++) if (!isCaseAlnum(text.charCodeAt(i))) return -1;
    read += group;
  }
  // Not glued to a letter or digit, nor (dashed) to a further dash: `DE89-…-00-12` is a longer code.
  if (i < text.length && (isAsciiAlnum(text.charCodeAt(i)) || (separator === 45 && text.charCodeAt(i) === 45))) return -1;
  return i;
}

export function validateIban(value: string): boolean {
  // Compact, or groups of four after single spaces or single dashes, one kind throughout (the last group may be
  // shorter); one letter case.
  if (!/^[A-Za-z]{2}[0-9]{2}(?:[A-Za-z0-9]{11,30}|([ -])[A-Za-z0-9]{4}(?:\1[A-Za-z0-9]{4}){1,6}(?:\1[A-Za-z0-9]{1,4})?)$/.test(value)) {
    return false;
  }
  if (!uniformCase(value)) return false;
  const electronic = electronicFormatIBAN(value); // removes the spaces and dashes, and upper-cases
  return electronic !== null && isValidElectronicIban(electronic);
}

/**
 * `isValidIBAN(iban)` of ibantools for an electronic-format IBAN whose check digits are two ASCII digits (which
 * `validateIban`'s shape test ensures): the check digits, which the library computes by building a digit string
 * and slicing it (~1 µs of its ~1.4 µs per IBAN), then the BBAN (`isValidBBAN`: the country's registry entry, its
 * length and structure, and the national check digits). The same conjunction of the same pure tests (the library
 * also accepts QR-IBANs by default), with the check digits computed first and without allocating: a wrong one
 * skips the library.
 */
function isValidElectronicIban(iban: string): boolean {
  return checkDigitsHold(iban) && isValidBBAN(iban.slice(4), iban.slice(0, 2));
}

/**
 * The check digits of an electronic-format IBAN (capitals and digits) as ibantools' `isValidIBANChecksum` tests
 * them: 98 minus the MOD 97-10 remainder (ISO 7064) of the BBAN, the country code and `00` (each letter read as
 * the two digits of 10–35), equals the check-digit number. (Not the usual `remainder === 1` of the whole IBAN,
 * which also accepts check digits 00, 01 and 99.) The remainder is carried one character at a time.
 */
function checkDigitsHold(iban: string): boolean {
  let rest = 0;
  for (let i = 4; i < iban.length; i++) rest = mod97Step(rest, iban.charCodeAt(i));
  rest = mod97Step(mod97Step(rest, iban.charCodeAt(0)), iban.charCodeAt(1));
  rest = (rest * 100) % 97;
  return 98 - rest === (iban.charCodeAt(2) - 0x30) * 10 + (iban.charCodeAt(3) - 0x30);
}

/** The MOD 97 remainder after appending one IBAN character to a number whose remainder is `rest`. */
function mod97Step(rest: number, c: number): number {
  return c >= 0x41 ? (rest * 100 + c - 55) % 97 : (rest * 10 + c - 0x30) % 97;
}

/**
 * Where an IBAN may start: two letters of one case (no letter or digit before them), its two check digits, then a
 * letter or digit (after a space or dash or not). The check digits start a digit run in a group of two digits or
 * more, right after the letters, so the pattern is tried (sticky) at the letters before each such run only.
 */
const IBAN_START = /(?<![A-Za-z0-9])(?:[A-Z]{2}|[a-z]{2})[0-9]{2}(?=[ -]?[A-Za-z0-9])/y;

/** IBAN_START's matches, in text order (each is four characters: no two overlap). */
function ibanStarts(text: string, f: TextIndex): number[] {
  return matchesAt(IBAN_START, text, f.digitRunStarts(2, 2)).map((m) => m.index);
}

/** Into an array, not a generator: most texts that pass the gate hold no IBAN. */
function findIbans(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  let minStart = 0;
  for (const start of ibanStarts(text, f)) {
    if (start < minStart) continue;
    const length = ibanLength(text.slice(start, start + 2).toUpperCase());
    if (length === undefined) continue;
    const end = readIban(text, start, length);
    if (end === -1) continue;
    const value = text.slice(start, end);
    if (!validateIban(value)) continue;
    minStart = end;
    out.push({ start, end, score: 0.9, pattern: end - start > length ? 'iban-paper' : 'iban-electronic' });
  }
  return out;
}

export const ibanCode: Detector = {
  id: 'iban-code',
  entity: 'IBAN_CODE',
  // `[A-Za-z]{2}[0-9]{2}`: two letters, then a run of two digits or more, in a whole word of letters and digits: the
  // first group of the paper format (four characters), or the whole electronic format (15 or more).
  requires: {
    lettersThenDigits: { letters: 2, digits: 2 },
    anyOf: [{ alnumWord: { lengths: [4], digit: true, letter: true } }, { alnumWord: { minLength: 15, digit: true, letter: true } }],
  },
  patterns: [],
  find: findIbans,
  validate: validateIban,
  findValidates: true,
  context: ['iban', 'bank account', 'account number', 'bic', 'swift', 'transfer', '계좌', '계좌번호', '은행'],
};

/** ibanCode's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ibanCodeExamples = (): DetectorExamples => ({
  positive: [
    { text: 'Please wire it to DE89 3704 0044 0532 0130 00 today.', values: ['DE89 3704 0044 0532 0130 00'] },
    { text: 'IBAN: GB82WEST12345698765432', values: ['GB82WEST12345698765432'] },
    {
      text: 'NL91ABNA0417164300 or FR14 2004 1010 0505 0001 3M02 606',
      values: ['NL91ABNA0417164300', 'FR14 2004 1010 0505 0001 3M02 606'],
    },
    { text: '계좌 CH93 0076 2011 6238 5295 7 로 송금', values: ['CH93 0076 2011 6238 5295 7'] },
    { text: 'DE89 3704 0044 0532 0130 00 THEN pay', values: ['DE89 3704 0044 0532 0130 00'] },
    { text: '(NO9386011117947)', values: ['NO9386011117947'] },
    { text: 'my iban is gb29nwbk60161331926819', values: ['gb29nwbk60161331926819'] },
    { text: 'IBAN DE89-3704-0044-0532-0130-00, BIC COBADEFFXXX', values: ['DE89-3704-0044-0532-0130-00'] },
    { text: 'to GB82-WEST-1234-5698-7654-32.', values: ['GB82-WEST-1234-5698-7654-32'] },
  ],
  negative: [
    'DE89 3704 0044 0532 0130 01', // mod-97 fails
    'DE89 3704 0044 0532 0130', // too short for DE
    'DE89370400440532013000X', // glued to a letter
    'DE8937040044 0532 0130 00', // inconsistent grouping
    'XX89 3704 0044 0532 0130 00', // no such country
    'De89 3704 0044 0532 0130 00', // mixed case
    'gb29NWBK60161331926819', // mixed case
    'Flight LH12 3456 7890 1234 5678 90',
    'DE89-3704-0044-0532-0130-01', // mod-97 fails
    'DE89-3704 0044-0532 0130-00', // mixed separators
    'DE89--3704-0044-0532-0130-00', // doubled dash
  ],
});
