import type { Detector, DetectorExamples } from './types';

/**
 * UK vehicle registration marks, current format (since September 2001): `AB51 ABC` — a two-letter memory tag
 * (first letter a DVLA region, never I, Q or Z; second never I or Q), a two-digit age identifier (March
 * plates 02–29 → 50-series September plates 51–79, i.e. 02–29 and 51–79 issued so far up to 2029), and three
 * random letters without I or Q (DVLA, "Vehicle registration numbers and number plates", INF104). A space or
 * hyphen may separate the halves; case-insensitive. Older prefix/suffix formats are too loose to report
 * without context and are left out. Score 0.6 (`reg`, `number plate`, `registration` context lifts it).
 */
export function validateUkVrm(value: string): boolean {
  // One case throughout: "MK73 and" is a word after a code, not a plate.
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  const v = value.toUpperCase().replace(/[ -]/, '');
  const m = /^([A-HJ-PR-Y][A-HJ-PR-Z])([0-9]{2})([A-HJ-PR-Z]{3})$/.exec(v);
  if (!m) return false;
  const age = Number(m[2]);
  return (age >= 2 && age <= 29) || (age >= 51 && age <= 79);
}

export const ukVehicleRegistration: Detector = {
  id: 'uk-vehicle-registration',
  entity: 'UK_VEHICLE_REGISTRATION',
  // `[A-Za-z]{2}[0-9]{2}`: the memory tag, then a run of two digits (the age identifier), in a whole word of letters
  // and digits: the whole mark (seven characters) or its first half (four).
  requires: { lettersThenDigits: { letters: 2, digits: 2 }, alnumWord: { lengths: [4, 7], digit: true, letter: true } },
  patterns: [
    {
      name: 'vrm-current',
      regex: /(?<![0-9A-Za-z])[A-Za-z]{2}[0-9]{2}[ -]?[A-Za-z]{3}(?![0-9A-Za-z])/g,
      score: 0.6,
      // The memory tag's two letters, right before the age identifier's run of two digits.
      digitRunStart: 2,
      lettersBefore: 2,
    },
  ],
  validate: validateUkVrm,
  context: ['reg', 'registration', 'number plate', 'licence plate', 'license plate', 'vehicle', 'car'],
};

/** ukVehicleRegistration's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ukVehicleRegistrationExamples = (): DetectorExamples => ({
  positive: [
    { text: 'My car reg is AB51 ABC and it expires', values: ['AB51 ABC'] },
    { text: 'Vehicles AB51 ABC and BD62XYZ were seen', values: ['AB51 ABC', 'BD62XYZ'] },
    { text: 'LN14-HGT', values: ['LN14-HGT'] },
  ],
  negative: ['IB51 ABC', 'AQ51 ABC', 'AB00 ABC', 'AB35 ABC', 'AB49 ABC', 'AB80 ABC', 'AB51 AIB', 'XXXAB51ABCYYY', 'Patient 1EG4-TE5-MK73 and more'],
});
