import {
  abaRoutingValid,
  auAbnValid,
  auAcnValid,
  auMedicareValid,
  auTfnValid,
  bech32AddressValid,
  krBrnValid,
  ukNhsValid,
  verhoeffValid,
  vinCheckDigitValid,
} from '../../functions/engine/checksums';

// Published example values (issuer documentation or Presidio's recognizer tests) and one-digit corruptions.
describe.each([
  ['verhoeff (Aadhaar)', verhoeffValid, ['312345678909', '2363'], ['312345678908', '2364']],
  ['ABA routing', abaRoutingValid, ['121000358', '011000015'], ['121000359', '12100035']],
  ['AU ABN', auAbnValid, ['51824753556'], ['52824753556', '5182475355']],
  ['AU ACN', auAcnValid, ['005499981', '000000019'], ['005499982']],
  ['AU TFN', auTfnValid, ['876543210'], ['876543211']],
  ['AU Medicare', auMedicareValid, ['2123456701'], ['2123456711', '1123456701']],
  ['KR BRN', krBrnValid, ['1048656659', '1048213138'], ['1048656658']],
  ['UK NHS', ukNhsValid, ['4010232137', '9434765919'], ['4010232138']],
  ['VIN', vinCheckDigitValid, ['1HGCM82633A004352', '1M8GDM9AXKP042788'], ['1HGCM82633A004353', '1HGCM82633A00435']],
  [
    'bech32 / bech32m',
    bech32AddressValid,
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', 'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'xx1qar0srrr7'],
  ],
] as const)('%s', (_name, check, valid, invalid) => {
  it.each(valid.map((v) => [v]))('accepts %s', (v) => expect(check(v)).toBe(true));
  it.each(invalid.map((v) => [v]))('rejects %s', (v) => expect(check(v)).toBe(false));
  it('rejects non-digits and empty input without throwing', () => {
    expect(check('')).toBe(false);
    expect(check('abc')).toBe(false);
  });
});
