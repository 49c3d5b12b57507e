import { age } from './age';
import { auAbn } from './au-abn';
import { auAcn } from './au-acn';
import { auMedicare } from './au-medicare';
import { auTfn } from './au-tfn';
import { awsAccessKey } from './aws-access-key';
import { caSin } from './ca-sin';
import { cardCvv } from './card-cvv';
import { cardExpiry } from './card-expiry';
import { creditCard, creditCardLabelled } from './credit-card';
import { cryptoWallet } from './crypto-wallet';
import { dateTime } from './date-time';
import { deHealthInsurance } from './de-health-insurance';
import { deLanr } from './de-lanr';
import { deSocialSecurity } from './de-social-security';
import { deTaxId } from './de-tax-id';
import { deVatId } from './de-vat-id';
import { emailAddress } from './email-address';
import { esNie } from './es-nie';
import { esNif } from './es-nif';
import { fiPersonalIdentityCode } from './fi-personal-identity-code';
import { ibanCode } from './iban-code';
import { inAadhaar } from './in-aadhaar';
import { inGstin } from './in-gstin';
import { inPan } from './in-pan';
import { ipAddress } from './ip-address';
import { itFiscalCode } from './it-fiscal-code';
import { itVatCode } from './it-vat-code';
import { krBankAccount } from './kr-bank-account';
import { krBrn } from './kr-brn';
import { krDriverLicense } from './kr-driver-license';
import { krFrn } from './kr-frn';
import { krPassport } from './kr-passport';
import { krRrn } from './kr-rrn';
import { location } from './location';
import { locationModel, personModel, streetAddressModel } from './name-model';
import { macAddress } from './mac-address';
import { password } from './password';
import { person } from './person';
import { phoneNumber } from './phone-number';
import { plPesel } from './pl-pesel';
import { postalCode } from './postal-code';
import { seOrganisationsnummer } from './se-organisationsnummer';
import { sePersonnummer } from './se-personnummer';
import { SECRET_DETECTORS } from './secrets';
import { streetAddress } from './street-address';
import { swiftBic } from './swift-bic';
import { thTnin } from './th-tnin';
import { trNationalId } from './tr-national-id';
import type { Detector } from './types';
import { ukNhs } from './uk-nhs';
import { ukNino } from './uk-nino';
import { ukPostcode } from './uk-postcode';
import { ukVehicleRegistration } from './uk-vehicle-registration';
import { url } from './url';
import { usBankAccount } from './us-bank-account';
import { usBankRouting } from './us-bank-routing';
import { usDriverLicense } from './us-driver-license';
import { usItin } from './us-itin';
import { usMbi } from './us-mbi';
import { usNpi } from './us-npi';
import { usPassport } from './us-passport';
import { usSsn } from './us-ssn';
import { vin } from './vin';
import { zaIdNumber } from './za-id-number';

/**
 * The built-in detector registry. Keep the list alphabetical by file name; adding a detector is one file, one
 * line here and one test file calling the conformance suite.
 */
const BUILT_IN: readonly Detector[] = [
  age,
  auAbn,
  auAcn,
  auMedicare,
  auTfn,
  awsAccessKey,
  caSin,
  cardCvv,
  cardExpiry,
  creditCard,
  creditCardLabelled,
  cryptoWallet,
  dateTime,
  deHealthInsurance,
  deLanr,
  deSocialSecurity,
  deTaxId,
  deVatId,
  emailAddress,
  esNie,
  esNif,
  fiPersonalIdentityCode,
  ibanCode,
  inAadhaar,
  inGstin,
  inPan,
  ipAddress,
  itFiscalCode,
  itVatCode,
  krBankAccount,
  krBrn,
  krDriverLicense,
  krFrn,
  krPassport,
  krRrn,
  location,
  locationModel,
  macAddress,
  password,
  person,
  personModel,
  phoneNumber,
  plPesel,
  postalCode,
  seOrganisationsnummer,
  sePersonnummer,
  swiftBic,
  thTnin,
  trNationalId,
  ukNhs,
  ukNino,
  ukPostcode,
  ukVehicleRegistration,
  usBankAccount,
  usBankRouting,
  usDriverLicense,
  usItin,
  usMbi,
  usNpi,
  usPassport,
  vin,
  zaIdNumber,
  ...SECRET_DETECTORS, // credential detectors, alphabetical in ./secrets/index.ts
  streetAddress,
  streetAddressModel,
  url,
  usSsn,
];

/** The built-in detectors by id, in registry order. Throws on a duplicate id. */
export function createRegistry(detectors: readonly Detector[]): ReadonlyMap<string, Detector> {
  const byId = new Map<string, Detector>();
  for (const d of detectors) {
    if (byId.has(d.id)) throw new Error(`duplicate detector id: ${d.id}`);
    byId.set(d.id, d);
  }
  return byId;
}

export const DETECTORS: ReadonlyMap<string, Detector> = createRegistry(BUILT_IN);

export type { Candidate, Detector, DetectorExamples, DetectorPattern } from './types';
