import fc from 'fast-check';
import { auAbn } from '../../../functions/engine/detectors/au-abn';
import { auAcn } from '../../../functions/engine/detectors/au-acn';
import { auMedicare } from '../../../functions/engine/detectors/au-medicare';
import { auTfn } from '../../../functions/engine/detectors/au-tfn';
import { caSin } from '../../../functions/engine/detectors/ca-sin';
import { deLanr } from '../../../functions/engine/detectors/de-lanr';
import { deTaxId } from '../../../functions/engine/detectors/de-tax-id';
import { deVatId } from '../../../functions/engine/detectors/de-vat-id';
import { esNif } from '../../../functions/engine/detectors/es-nif';
import { allMatches } from '../../../functions/engine/detectors/matches';
import { fiPersonalIdentityCode } from '../../../functions/engine/detectors/fi-personal-identity-code';
import { inAadhaar } from '../../../functions/engine/detectors/in-aadhaar';
import { ipAddress } from '../../../functions/engine/detectors/ip-address';
import { itVatCode } from '../../../functions/engine/detectors/it-vat-code';
import { krBrn } from '../../../functions/engine/detectors/kr-brn';
import { krDriverLicense } from '../../../functions/engine/detectors/kr-driver-license';
import { plPesel } from '../../../functions/engine/detectors/pl-pesel';
import { seOrganisationsnummer } from '../../../functions/engine/detectors/se-organisationsnummer';
import { sePersonnummer } from '../../../functions/engine/detectors/se-personnummer';
import { thTnin } from '../../../functions/engine/detectors/th-tnin';
import { trNationalId } from '../../../functions/engine/detectors/tr-national-id';
import type { Detector } from '../../../functions/engine/detectors/types';
import { ukNhs } from '../../../functions/engine/detectors/uk-nhs';
import { ukNino } from '../../../functions/engine/detectors/uk-nino';
import { ukPostcode } from '../../../functions/engine/detectors/uk-postcode';
import { ukVehicleRegistration } from '../../../functions/engine/detectors/uk-vehicle-registration';
import { usBankRouting } from '../../../functions/engine/detectors/us-bank-routing';
import { usItin } from '../../../functions/engine/detectors/us-itin';
import { usNpi } from '../../../functions/engine/detectors/us-npi';
import { usSsn } from '../../../functions/engine/detectors/us-ssn';
import { zaIdNumber } from '../../../functions/engine/detectors/za-id-number';
import {
  compileRequirements,
  digitRunChain,
  digitRunShape,
  meets,
  TextIndex,
  type DigitRunShape,
} from '../../../functions/engine/text-index';
import { examplesOf, gatesPass } from '../../helpers/detector-conformance';

const shaped = (text: string, lengths: number[], separators: string): boolean =>
  new TextIndex(text).hasDigitRunShape(digitRunShape(lengths, separators));

describe('hasDigitRunShape', () => {
  it('finds runs of exactly the given lengths joined by one separator each', () => {
    expect(shaped('NHS 943 476 5919 on file', [3, 3, 4], ' -')).toBe(true);
    expect(shaped('NHS 943-476-5919', [3, 3, 4], ' -')).toBe(true);
    expect(shaped('at 9943 476 5919', [3, 3, 4], ' -')).toBe(false); // a longer first run
    expect(shaped('at 943 476 59190', [3, 3, 4], ' -')).toBe(false); // a longer last run
    expect(shaped('call (512) 690-7244', [3, 3, 4], ' -')).toBe(false); // two characters between runs
    expect(shaped('943.476.5919', [3, 3, 4], ' -')).toBe(false); // another separator
    expect(shaped('943 476 591', [3, 3, 4], ' -')).toBe(false); // the text ends first
    expect(shaped('x 12 34 56 then 943 476 5919', [3, 3, 4], ' ')).toBe(true); // a later group
  });

  it('reads the first digit and single runs', () => {
    const shapedFrom = (text: string, lengths: number[], separators: string, first: string): boolean =>
      new TextIndex(text).hasDigitRunShape(digitRunShape(lengths, separators, first));
    expect(shapedFrom('ITIN 912-70-1234', [3, 2, 4], '-', '9')).toBe(true);
    expect(shapedFrom('SSN 536-22-8726', [3, 2, 4], '-', '9')).toBe(false);
    expect(shapedFrom('bare 912701234 here', [9], '', '9')).toBe(true);
    expect(shapedFrom('card 4111111111111111', [9], '', '0123456789')).toBe(false); // longer than nine
    expect(shapedFrom('4111 111111111', [9], '', '0123456789')).toBe(true);
    expect(() => digitRunShape([9], '', 'x')).toThrow(/is not a digit/);
    const ending = (text: string): boolean =>
      new TextIndex(text).hasDigitRunShape(digitRunShape([4, 4, 4], ' -', '23456789', true));
    expect(ending('id 2345 6789 0123.')).toBe(true);
    expect(ending('card 4111 1111 1111 1111')).toBe(false); // a fourth run joined on (and the last three begin with 1)
    expect(ending('card 4111 1111 1111 1111 and 2345-6789-0123')).toBe(true);
  });

  it('finds short runs joined by single separators (dotted quads)', () => {
    const quad = (text: string): boolean => new TextIndex(text).hasDigitRunChain(digitRunChain(4, 1, 3, '.'));
    expect(quad('at 192.168.10.24 now')).toBe(true);
    expect(quad('v 1.2.3.4.5')).toBe(true);
    expect(quad('at 192.168.1000.24')).toBe(false); // a run of four
    expect(quad('at 192.168..10.24')).toBe(false); // two dots
    expect(quad('at 192.168.10')).toBe(false); // three runs
    expect(quad('at 192.168-10.24 and 1.2.3.4')).toBe(true); // a later quad
    expect(quad('1.2.3 4.5.6')).toBe(false); // three and three, not joined
    expect(quad('1.2.3.4567.8.9.10.11')).toBe(true); // a quad after a run of four
    expect(quad('1.2.3.4567.8.9.10')).toBe(false);
  });

  it('finds chains of runs of a range of lengths (2–6 digits joined by hyphens)', () => {
    const account = (text: string): boolean => new TextIndex(text).hasDigitRunChain(digitRunChain(3, 2, 6, '-'));
    expect(account('계좌 110-123-456789')).toBe(true);
    expect(account('주민 900101-1234567')).toBe(false); // two runs, the second of seven
    expect(account('1-234-5678-90')).toBe(true); // the chain after a run of one
    expect(account('12-3-45-67')).toBe(false); // a run of one in the middle
    expect(() => digitRunChain(3, 4, 2, '-')).toThrow(/runs of 4–2 digits/);
  });

  it('answers a chain as the regex of whole runs joined by single separators (random text)', () => {
    const unit = fc.constantFrom(...'0123456789'.split(''), '12', '1234', '.', '-', ' ', 'a', '..');
    const chain = fc.record({ runs: fc.integer({ min: 1, max: 4 }), min: fc.integer({ min: 1, max: 3 }), extra: fc.integer({ min: 0, max: 3 }), separators: fc.constantFrom('.', '-', '.-', ' ') });
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 30 }), chain, (parts, c) => {
        const text = parts.join('');
        const run = `[0-9]{${c.min},${c.min + c.extra}}`;
        const separator = `[${c.separators.replace('-', '\\-')}]`;
        const reference = new RegExp(`(?<![0-9])${run}(?:${separator}${run}){${c.runs - 1}}(?![0-9])`);
        const found = new TextIndex(text).hasDigitRunChain(digitRunChain(c.runs, c.min, c.min + c.extra, c.separators));
        expect(found).toBe(reference.test(text));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['SSN 536-22-8726', true],
    ['call 5362287260', true],
    ['room 536 22 8726', false], // spaces join neither shape
    ['536-22-87260', false], // a last run of five
    ['no digits at all', false],
  ] as const)('requirement digitShapes (3-2-4 with -, bare 10) on %j: %s', (text, expected) => {
    const shapes: DigitRunShape[] = [digitRunShape([3, 2, 4], '-'), digitRunShape([10], '')];
    expect(meets(compileRequirements({ digitShapes: shapes }), new TextIndex(text))).toBe(expected);
  });

  it('takes only separators that join a digit group', () => {
    expect(() => digitRunShape([3, 3], ',')).toThrow(/does not join a digit group/);
  });
});

/**
 * The requirements of detectors of digit-run shapes, chains and letters around digit runs claim to be necessary
 * conditions of every pattern match and finder candidate (before validation): wherever one matches, the
 * requirements hold. Checked on random text made of the shapes' pieces and the detector's example values, which
 * holds many matches.
 */
const DETECTORS: readonly Detector[] = [
  auAbn,
  auAcn,
  auMedicare,
  auTfn,
  caSin,
  deLanr,
  deTaxId,
  deVatId,
  esNif,
  fiPersonalIdentityCode,
  inAadhaar,
  ipAddress,
  itVatCode,
  krBrn,
  krDriverLicense,
  plPesel,
  seOrganisationsnummer,
  sePersonnummer,
  thTnin,
  trNationalId,
  ukNhs,
  ukNino,
  ukPostcode,
  ukVehicleRegistration,
  usBankRouting,
  usItin,
  usNpi,
  usSsn,
  zaIdNumber,
];

const PIECES = [
  ...'0123456789 -.:/()'.split(''),
  '  ',
  '943',
  '476',
  '5919',
  '12',
  '34',
  '9',
  '2234',
  '912',
  '70',
  '1234',
  '53004085616',
  '136695976',
  'AB',
  'AB12',
  '56',
  'C',
  'DE',
  'de ',
  'c',
  'x',
  '\n',
];

/** Some pattern of `detector` matches `text`, or its finder proposes a candidate there (before validation). */
const proposesSomething = (detector: Detector, text: string): boolean =>
  detector.patterns.some((p) => allMatches(p.regex, text).length > 0) ||
  (detector.find !== undefined && [...detector.find(text, new TextIndex(text))].length > 0);

describe.each(DETECTORS.map((d) => [d.id, d] as const))('%s requirements', (_id, detector) => {
  it('passes wherever a pattern matches (random digit-shaped text)', () => {
    // The detector's own example values among the pieces, so that many texts hold a match near other digits.
    const pieces = [...PIECES, ...examplesOf(detector).positive.flatMap((p) => p.values)];
    let matched = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        if (!proposesSomething(detector, text)) return;
        matched++;
        expect(gatesPass(detector, text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(matched).toBeGreaterThan(0);
  });
});
