/**
 * Value makers of the realistic corpus (./index.ts): people, and identifiers that pass the checks a validating
 * engine applies (Luhn, ISO 7064 mod-97 with the national BBAN checks, RRN and NHS check digits, the ABA
 * routing checksum, GitHub's CRC32 token checksum, numbering-plan layouts), written in the forms people use.
 * Hard negatives: numbers and names that look like an identifier and are not one (order numbers, versions,
 * prices, ISBNs, year ranges, product codes, commit hashes, public figures as a topic).
 * test/helpers/realistic-corpus.test.ts checks every maker against independent validators.
 */
import { crc32 } from 'node:zlib';
import { int, luhnDigit, pick } from '../../bench/prompts';
import {
  COMPANY_DOMAINS, CITIES, KOREAN_ADDRESS_AREAS, KOREAN_FAMILY, KOREAN_GIVEN, KOREAN_ROADS, MAIL_DOMAINS, ORIGINS,
  PUBLIC_FIGURES, STREET_STEMS, US_STATES, type CountryKey,
} from './words';

export type Random = () => number;

export const digits = (r: Random, n: number): string => Array.from({ length: n }, () => String(int(r, 0, 9))).join('');
const pad = (n: number, w: number): string => String(n).padStart(w, '0');
const chance = (r: Random, p: number): boolean => r() < p;
/** A digit 2–9 then `n - 1` digits: a subscriber or exchange part that does not start with 0 or 1. */
const lead2 = (r: Random, n: number): string => String(int(r, 2, 9)) + digits(r, n - 1);

// ---------------------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------------------

export interface Person {
  readonly given: string;
  readonly family: string;
  /** As written in prose: `Given Family`, or family first without a space for Korean names in Hangul. */
  readonly full: string;
  readonly country: CountryKey;
  /** Latin-letter forms for e-mail addresses and handles. */
  readonly latinGiven: string;
  readonly latinFamily: string;
  readonly hangul: boolean;
}

/** Latin letters only, lower case (`Élodie` → `elodie`, `Müller` → `muller`, `O'Brien` → `obrien`). */
export function ascii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

export function person(r: Random, origin = pick(r, ORIGINS)): Person {
  const given = pick(r, origin.given);
  const family = pick(r, origin.family);
  return { given, family, full: `${given} ${family}`, country: origin.country, latinGiven: ascii(given), latinFamily: ascii(family), hangul: false };
}

export function koreanPerson(r: Random): Person {
  const [family, latinFamily] = pick(r, KOREAN_FAMILY);
  const [given, latinGiven] = pick(r, KOREAN_GIVEN);
  return { given, family, full: `${family}${given}`, country: 'KR', latinGiven, latinFamily, hangul: true };
}

// ---------------------------------------------------------------------------------------------------------
// Contact details
// ---------------------------------------------------------------------------------------------------------

export function email(r: Random, p: Person, work = chance(r, 0.4)): string {
  const g = p.latinGiven;
  const f = p.latinFamily;
  const local = pick(r, [
    `${g}.${f}`, `${g[0]}${f}`, `${g}${f}${int(r, 1, 99)}`, `${g}_${f}`, `${f}.${g}`, `${g}${int(r, 70, 99)}`, `${g}.${f[0]}`, `${g}-${f}`,
  ]);
  const domain = work ? pick(r, COMPANY_DOMAINS) : pick(r, MAIL_DOMAINS[p.country]);
  return `${local}@${domain}`;
}

/** Team and role mailboxes: still addresses a message can be sent to. */
export function roleEmail(r: Random): string {
  return `${pick(r, ['billing', 'support', 'hr', 'payroll', 'accounts', 'bookings', 'claims', 'it-helpdesk', 'recruiting'])}@${pick(r, COMPANY_DOMAINS)}`;
}

const US_AREA = ['212', '213', '305', '312', '404', '415', '469', '503', '617', '646', '702', '713', '720', '818', '919', '206', '310', '512', '615', '832'];
const CA_AREA = ['416', '604', '514', '403', '613', '647'];

/** NANP exchange: 2–9 then two digits, never an N11 code nor 555. */
function nanpExchange(r: Random): string {
  for (;;) {
    const x = lead2(r, 3);
    if (x.slice(1) !== '11' && x !== '555') return x;
  }
}

function nanp(r: Random, area: string): string {
  const x = nanpExchange(r);
  const l = digits(r, 4);
  return pick(r, [`(${area}) ${x}-${l}`, `${area}-${x}-${l}`, `${area}.${x}.${l}`, `+1 ${area} ${x} ${l}`, `+1 (${area}) ${x}-${l}`, `1-${area}-${x}-${l}`, `+1-${area}-${x}-${l}`]);
}

const dd = (r: Random): string => digits(r, 2);

/** A phone number of `country` in one of the layouts its people write (international or national). */
export function phone(r: Random, country: CountryKey): string {
  switch (country) {
    case 'US':
      return nanp(r, pick(r, US_AREA));
    case 'CA':
      return nanp(r, pick(r, CA_AREA));
    case 'GB': {
      // Mainland mobiles 071–073: some 07xxx blocks belong to Jersey, Guernsey and the Isle of Man (+44 too).
      const mobile = `7${pick(r, ['1', '2', '3'])}${digits(r, 2)}`;
      const sub = digits(r, 6);
      const london = `${pick(r, ['7', '8', '3'])}${digits(r, 3)}`;
      return pick(r, [`+44 ${mobile} ${sub}`, `0${mobile} ${sub}`, `+44 (0)20 ${london} ${digits(r, 4)}`, `020 ${london} ${digits(r, 4)}`, `0161 ${lead2(r, 3)} ${digits(r, 4)}`, `+44 113 ${pick(r, ['2', '3', '4'])}${digits(r, 2)} ${digits(r, 4)}`]);
    }
    case 'DE':
      return pick(r, [`+49 151 ${digits(r, 8)}`, `0151 ${digits(r, 8)}`, `+49 170 ${lead2(r, 7)}`, `0176 ${lead2(r, 8)}`, `+49 30 ${lead2(r, 8)}`, `030 ${lead2(r, 4)} ${digits(r, 4)}`, `+49 (0)89 ${lead2(r, 7)}`, `040 ${lead2(r, 8)}`]);
    case 'FR': {
      const m = pick(r, ['6', '6', '7']) === '6' ? `6 ${pick(r, ['0', '1', '2', '4', '5', '6', '7', '8'])}${int(r, 0, 9)} ${dd(r)} ${dd(r)} ${dd(r)}` : `7 ${int(r, 5, 8)}${int(r, 0, 9)} ${dd(r)} ${dd(r)} ${dd(r)}`;
      const fixed = `${pick(r, ['1', '4'])} ${int(r, 4, 8)}${int(r, 0, 9)} ${dd(r)} ${dd(r)} ${dd(r)}`;
      return pick(r, [`+33 ${m}`, `0${m}`, `+33 ${fixed}`, `0${fixed}`, `0${m.replace(/ /g, '.')}`]);
    }
    case 'ES':
      return pick(r, [`+34 6${dd(r)} ${digits(r, 3)} ${digits(r, 3)}`, `6${dd(r)} ${dd(r)} ${dd(r)} ${dd(r)}`, `+34 91 ${lead2(r, 3)} ${dd(r)} ${dd(r)}`, `93 ${lead2(r, 3)} ${dd(r)} ${dd(r)}`]);
    case 'PT':
      return pick(r, [`+351 9${pick(r, ['1', '2', '3', '6'])}${digits(r, 1)} ${digits(r, 3)} ${digits(r, 3)}`, `9${pick(r, ['1', '2', '3', '6'])}${digits(r, 1)} ${digits(r, 3)} ${digits(r, 3)}`, `+351 21 ${lead2(r, 3)} ${digits(r, 4)}`]);
    case 'BR': {
      const area = pick(r, ['11', '21', '31', '41', '51', '81']);
      const n = `9${int(r, 6, 9)}${digits(r, 3)}-${digits(r, 4)}`;
      return pick(r, [`+55 ${area} ${n}`, `(${area}) ${n}`, `+55 (${area}) ${n}`]);
    }
    case 'IT':
      return pick(r, [`+39 3${pick(r, ['20', '28', '33', '35', '38', '40', '47', '49'])} ${digits(r, 3)} ${digits(r, 4)}`, `3${pick(r, ['33', '38', '47'])} ${digits(r, 3)} ${digits(r, 4)}`, `+39 02 ${lead2(r, 4)} ${digits(r, 4)}`, `+39 06 ${lead2(r, 4)} ${digits(r, 4)}`]);
    case 'NL':
      return pick(r, [`+31 6 ${int(r, 1, 5)}${digits(r, 3)} ${digits(r, 4)}`, `06-${int(r, 1, 5)}${digits(r, 7)}`, `+31 20 ${lead2(r, 3)} ${digits(r, 4)}`, `020 ${lead2(r, 3)} ${digits(r, 4)}`]);
    case 'PL': {
      const pre = pick(r, ['501', '502', '601', '602', '691', '728', '790', '881', '512', '604']);
      return pick(r, [`+48 ${pre} ${digits(r, 3)} ${digits(r, 3)}`, `${pre} ${digits(r, 3)} ${digits(r, 3)}`, `+48 22 ${lead2(r, 3)} ${dd(r)} ${dd(r)}`]);
    }
    case 'KR': {
      const a = `${pick(r, ['2', '3', '4', '6', '7', '8', '9'])}${digits(r, 3)}`;
      const b = digits(r, 4);
      return pick(r, [`010-${a}-${b}`, `010-${a}-${b}`, `010 ${a} ${b}`, `010${a}${b}`, `+82 10-${a}-${b}`, `+82 10 ${a} ${b}`, `02-${lead2(r, pick(r, [3, 4]))}-${digits(r, 4)}`, `031-${lead2(r, 3)}-${digits(r, 4)}`, `051-${lead2(r, 3)}-${digits(r, 4)}`]);
    }
    case 'JP': {
      const m = `${pick(r, ['90', '80', '70'])}-${lead2(r, 4)}-${digits(r, 4)}`;
      return pick(r, [`+81 ${m}`, `0${m}`, `03-${lead2(r, 4)}-${digits(r, 4)}`, `+81 6-${lead2(r, 4)}-${digits(r, 4)}`]);
    }
    case 'IN': {
      const m = `${pick(r, ['98', '99', '97', '96', '94', '93', '91', '90', '88', '87', '85', '81', '80', '79', '78', '77', '70'])}${digits(r, 3)} ${digits(r, 5)}`;
      return pick(r, [`+91 ${m}`, `+91-${m.replace(' ', '')}`, `0${m.replace(' ', '')}`, `+91 80 ${lead2(r, 4)} ${digits(r, 4)}`]);
    }
    case 'AU': {
      const m = `4${pick(r, ['0', '1', '2', '3'])}${int(r, 0, 9)} ${digits(r, 3)} ${digits(r, 3)}`;
      return pick(r, [`+61 ${m}`, `0${m}`, `(02) 9${digits(r, 3)} ${digits(r, 4)}`, `+61 3 9${digits(r, 3)} ${digits(r, 4)}`]);
    }
    case 'MX':
      return pick(r, [`+52 55 ${lead2(r, 4)} ${digits(r, 4)}`, `+52 33 ${lead2(r, 4)} ${digits(r, 4)}`, `+52 81 ${lead2(r, 4)} ${digits(r, 4)}`]);
    case 'SE': {
      const m = `7${pick(r, ['0', '2', '3', '6'])}-${lead2(r, 3)} ${dd(r)} ${dd(r)}`;
      return pick(r, [`+46 ${m}`, `0${m}`, `08-${lead2(r, 3)} ${dd(r)} ${dd(r)}`]);
    }
    case 'IE': {
      const m = `8${pick(r, ['3', '5', '6', '7', '9'])} ${lead2(r, 3)} ${digits(r, 4)}`;
      return pick(r, [`+353 ${m}`, `0${m}`, `+353 1 ${lead2(r, 3)} ${digits(r, 4)}`]);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------------------

export const city = (r: Random, country: CountryKey): string => pick(r, CITIES[country]);

/** A street address as the country writes it; `withCity` adds the postcode and city line. */
export function streetAddress(r: Random, country: CountryKey, withCity = chance(r, 0.5)): string {
  const c = city(r, country);
  switch (country) {
    case 'US':
    case 'CA':
    case 'AU':
    case 'IN':
    case 'JP':
    case 'MX':
    case 'SE': {
      const street = `${int(r, 2, 9899)} ${pick(r, STREET_STEMS.EN)} ${pick(r, ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Boulevard', 'Court', 'Way', 'Place', 'St', 'Ave', 'Rd', 'Dr'])}`;
      const unit = chance(r, 0.3) ? `, ${pick(r, ['Apt', 'Suite', 'Unit', '#'])} ${int(r, 1, 40)}${pick(r, ['', 'A', 'B', 'C'])}` : '';
      if (!withCity) return street + unit;
      if (country === 'US') {
        const [st, zip3] = pick(r, US_STATES);
        return `${street}${unit}, ${c}, ${st} ${zip3}${digits(r, 2)}`;
      }
      return `${street}${unit}, ${c}`;
    }
    case 'GB':
    case 'IE': {
      const street = `${int(r, 1, 240)} ${pick(r, STREET_STEMS.EN)} ${pick(r, ['Road', 'Lane', 'Close', 'Crescent', 'Gardens', 'Street', 'Terrace', 'Mews'])}`;
      if (!withCity) return street;
      const pc = country === 'GB' ? ` ${pick(r, ['M', 'LS', 'BS', 'EH', 'G', 'L', 'B', 'CF', 'S', 'NG'])}${int(r, 1, 20)} ${int(r, 1, 9)}${pick(r, ['AB', 'DQ', 'HT', 'LN', 'PX', 'RW', 'UJ'])}` : '';
      return `${street}, ${c}${pc}`;
    }
    case 'DE': {
      const street = `${pick(r, STREET_STEMS.DE)}${pick(r, ['straße', 'str.', 'weg', 'allee', 'platz', 'ring'])} ${int(r, 1, 140)}${pick(r, ['', '', 'a', 'b'])}`;
      return withCity ? `${street}, ${pad(int(r, 1067, 99998), 5)} ${c}` : street;
    }
    case 'NL': {
      const street = `${pick(r, STREET_STEMS.NL)}${pick(r, ['gracht', 'straat', 'laan', 'weg'])} ${int(r, 1, 400)}`;
      return withCity ? `${street}, ${int(r, 1011, 9999)} ${pick(r, ['AB', 'CJ', 'KL', 'TX'])} ${c}` : street;
    }
    case 'FR': {
      const street = `${int(r, 1, 180)}${pick(r, ['', '', ' bis'])} ${pick(r, ['rue', 'avenue', 'boulevard', 'place', 'allée'])} ${pick(r, STREET_STEMS.FR)}`;
      return withCity ? `${street}, ${pad(int(r, 1000, 95999), 5)} ${c}` : street;
    }
    case 'ES':
    case 'PT':
    case 'BR':
    case 'IT': {
      if (country === 'IT') {
        const street = `${pick(r, ['Via', 'Viale', 'Piazza', 'Corso'])} ${pick(r, STREET_STEMS.IT)} ${int(r, 1, 160)}`;
        return withCity ? `${street}, ${pad(int(r, 10100, 98168), 5)} ${c}` : street;
      }
      if (country === 'ES') {
        const street = `${pick(r, ['Calle', 'Avenida', 'Paseo', 'Plaza'])} ${pick(r, STREET_STEMS.ES)} ${int(r, 1, 220)}${pick(r, ['', ', 3º B', ', 2º izq.', ', 1º'])}`;
        return withCity ? `${street}, ${pad(int(r, 1001, 50999), 5)} ${c}` : street;
      }
      const street = `${pick(r, ['Rua', 'Avenida', 'Travessa'])} ${pick(r, STREET_STEMS.PT)}, ${int(r, 1, 2400)}`;
      return withCity ? `${street}${country === 'BR' ? ` - ${pick(r, ['Centro', 'Jardim Paulista', 'Boa Viagem', 'Savassi'])}` : ''}, ${c}` : street;
    }
    case 'PL': {
      const street = `ul. ${pick(r, ['Słowicza', 'Długa', 'Kwiatowa', 'Lipowa', 'Mickiewicza', 'Polna'])} ${int(r, 1, 120)}${chance(r, 0.4) ? `/${int(r, 1, 60)}` : ''}`;
      return withCity ? `${street}, ${pad(int(r, 0, 99), 2)}-${pad(int(r, 0, 999), 3)} ${c}` : street;
    }
    case 'KR':
      return koreanAddress(r);
  }
}

export function koreanAddress(r: Random): string {
  const [area, districts] = pick(r, KOREAN_ADDRESS_AREAS);
  const detail = chance(r, 0.5) ? `, ${int(r, 1, 30)}층` : chance(r, 0.5) ? ` ${int(r, 101, 120)}동 ${int(r, 1, 25)}0${int(r, 1, 4)}호` : '';
  return `${area} ${pick(r, districts)} ${pick(r, KOREAN_ROADS)} ${int(r, 1, 450)}${detail}`;
}

// ---------------------------------------------------------------------------------------------------------
// Payment and banking
// ---------------------------------------------------------------------------------------------------------

/** A card number that passes Luhn (ISO/IEC 7812-1), in the brand's usual grouping. */
export function card(r: Random): string {
  const brand = pick(r, ['visa', 'visa', 'visa', 'mc', 'mc', 'mc2', 'amex', 'discover', 'jcb']);
  const prefix = { visa: '4', mc: String(int(r, 51, 55)), mc2: String(int(r, 2221, 2720)), amex: pick(r, ['34', '37']), discover: '6011', jcb: String(int(r, 3528, 3589)) }[brand]!;
  const length = brand === 'amex' ? 15 : 16;
  const body = prefix + digits(r, length - 1 - prefix.length);
  const number = body + String(luhnDigit(body));
  const sep = pick(r, [' ', ' ', '-', '']);
  if (length === 15) return [number.slice(0, 4), number.slice(4, 10), number.slice(10)].join(sep);
  return number.match(/.{4}/g)!.join(sep);
}

/** `n` mod 97 of a decimal string (ISO 7064), piecewise. */
function mod97(s: string): number {
  let rem = 0;
  for (const ch of s) rem = (rem * 10 + Number(ch)) % 97;
  return rem;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const upper = (r: Random, n: number): string => Array.from({ length: n }, () => pick(r, [...LETTERS])).join('');

/** Spanish CCC control digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6 over ten digits). */
function spanishControl(ten: string): number {
  const w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const d = 11 - ([...ten].reduce((s, c, i) => s + Number(c) * w[i]!, 0) % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
}

/** BBANs per country (ISO 13616 registry layouts) with their national check digits where the country has them. */
const BBAN: Readonly<Record<string, (r: Random) => string>> = {
  DE: (r) => digits(r, 18),
  AT: (r) => digits(r, 16),
  GB: (r) => pick(r, ['NWBK', 'BARC', 'LOYD', 'HBUK', 'MIDL']) + digits(r, 14),
  IE: (r) => pick(r, ['AIBK', 'BOFI']) + digits(r, 14),
  NL: (r) => pick(r, ['ABNA', 'INGB', 'RABO', 'TRIO']) + digits(r, 10),
  IT: (r) => upper(r, 1) + digits(r, 10) + digits(r, 12),
  CH: (r) => digits(r, 5) + digits(r, 12),
  // Belgium: the last two digits are the first ten mod 97 (97 when 0).
  BE: (r) => {
    const ten = digits(r, 10);
    const m = Number(BigInt(ten) % 97n);
    return ten + pad(m === 0 ? 97 : m, 2);
  },
  // Spain: bank(4) branch(4) control(2) account(10).
  ES: (r) => {
    const bank = digits(r, 4);
    const branch = digits(r, 4);
    const account = digits(r, 10);
    return `${bank}${branch}${spanishControl(`00${bank}${branch}`)}${spanishControl(account)}${account}`;
  },
  // France: bank(5) branch(5) account(11) RIB key(2) = 97 − (89·bank + 15·branch + 3·account) mod 97.
  FR: (r) => {
    const bank = digits(r, 5);
    const branch = digits(r, 5);
    const account = digits(r, 11);
    const key = 97n - ((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
    return `${bank}${branch}${account}${pad(Number(key), 2)}`;
  },
  // Portugal: NIB check digits, ISO 7064 mod 97-10 over the first 19 digits.
  PT: (r) => {
    const nineteen = digits(r, 19);
    return nineteen + pad(98 - mod97(`${nineteen}00`), 2);
  },
};

const letterValue = (c: string): string => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c);

/** An IBAN with ISO 7064 mod-97 check digits, compact or in groups of four. */
export function iban(r: Random, country = pick(r, Object.keys(BBAN))): string {
  const bban = BBAN[country]!(r);
  const check = pad(98 - mod97([...`${bban}${country}00`].map(letterValue).join('')), 2);
  const compact = `${country}${check}${bban}`;
  return chance(r, 0.6) ? compact.match(/.{1,4}/g)!.join(' ') : compact;
}

export const IBAN_COUNTRIES: readonly string[] = Object.keys(BBAN);

/** A US ABA routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10); Federal Reserve district prefix 01–12. */
export function routingNumber(r: Random): string {
  const eight = pad(int(r, 1, 12), 2) + digits(r, 6);
  const d = [...eight].map(Number);
  const s = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]!);
  return eight + String((10 - (s % 10)) % 10);
}

// ---------------------------------------------------------------------------------------------------------
// National identifiers
// ---------------------------------------------------------------------------------------------------------

/** US SSN: area 001–899 except 666, group 01–99, serial 0001–9999 (SSA, "SSN randomization"). */
export function ssn(r: Random): string {
  let area = int(r, 1, 898);
  if (area === 666) area = 667;
  const parts = [pad(area, 3), pad(int(r, 1, 99), 2), pad(int(r, 1, 9999), 4)];
  return chance(r, 0.9) ? parts.join('-') : parts.join(' ');
}

/** Korean RRN with the mod-11 check digit (weights 2–9, 2–5); century digit 1/2 for 1900s, 3/4 for 2000s births. */
export function rrn(r: Random): string {
  const year = int(r, 1950, 2006);
  const century = year < 2000 ? int(r, 1, 2) : int(r, 3, 4);
  const body = `${pad(year % 100, 2)}${pad(int(r, 1, 12), 2)}${pad(int(r, 1, 28), 2)}${century}${digits(r, 5)}`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((s, w, i) => s + w * Number(body[i]), 0);
  return `${body.slice(0, 6)}-${body.slice(6)}${(11 - (sum % 11)) % 10}`;
}

/** Korean business registration number: weights 1,3,7,1,3,7,1,3,5, plus ⌊5·d9/10⌋; printed 3-2-5. */
export function koreanBrn(r: Random): string {
  const nine = `${int(r, 1, 9)}${digits(r, 8)}`;
  const w = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = [...nine].reduce((s, c, i) => s + Number(c) * w[i]!, 0) + Math.floor((Number(nine[8]) * 5) / 10);
  const ten = nine + String((10 - (sum % 10)) % 10);
  return `${ten.slice(0, 3)}-${ten.slice(3, 5)}-${ten.slice(5)}`;
}

/** UK National Insurance number (HMRC NIM39110): no D F I Q U V; second letter not O; not BG GB NK KN NT TN ZZ. */
export function nino(r: Random): string {
  for (;;) {
    const a = pick(r, [...'ABCEGHJKLMNOPRSTWXYZ']);
    const b = pick(r, [...'ABCEGHJKLMNPRSTWXYZ']);
    if (['BG', 'GB', 'NK', 'KN', 'NT', 'TN', 'ZZ'].includes(a + b)) continue;
    const n = digits(r, 6);
    const s = pick(r, ['A', 'B', 'C', 'D']);
    return chance(r, 0.6) ? `${a}${b} ${n.slice(0, 2)} ${n.slice(2, 4)} ${n.slice(4)} ${s}` : `${a}${b}${n}${s}`;
  }
}

/** NHS number: modulus 11 over weights 10…2 (NHS Data Dictionary); a check value of 10 is never issued. */
export function nhsNumber(r: Random): string {
  for (;;) {
    const nine = `${int(r, 4, 7)}${digits(r, 8)}`;
    const sum = [...nine].reduce((s, c, i) => s + Number(c) * (10 - i), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    const ten = nine + String(check === 11 ? 0 : check);
    return chance(r, 0.7) ? `${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}` : ten;
  }
}

/** Spanish DNI/NIF: eight digits and the letter of their value mod 23. */
export function spanishNif(r: Random): string {
  const n = digits(r, 8);
  const letter = 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]!;
  return chance(r, 0.7) ? `${n}${letter}` : `${n}-${letter}`;
}

/** Canadian SIN: nine digits passing Luhn, first digit not 0 or 8. */
export function canadianSin(r: Random): string {
  const eight = `${pick(r, ['1', '2', '3', '4', '5', '6', '7', '9'])}${digits(r, 7)}`;
  const nine = eight + String(luhnDigit(eight));
  return chance(r, 0.7) ? `${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}` : `${nine.slice(0, 3)}-${nine.slice(3, 6)}-${nine.slice(6)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Network, dates, credentials
// ---------------------------------------------------------------------------------------------------------

export function ipv4(r: Random): string {
  return pick(r, [
    () => `10.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`,
    () => `192.168.${int(r, 0, 255)}.${int(r, 1, 254)}`,
    () => `172.${int(r, 16, 31)}.${int(r, 0, 255)}.${int(r, 1, 254)}`,
    () => `${pick(r, [23, 31, 45, 52, 64, 81, 91, 104, 118, 141, 151, 176, 185, 203, 212])}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`,
  ])();
}

const hex = (r: Random, n: number): string => Array.from({ length: n }, () => '0123456789abcdef'[int(r, 0, 15)]).join('');
/** A 16-bit group without leading zeros, as addresses are usually printed. */
const group16 = (r: Random): string => int(r, 1, 0xffff).toString(16);

export function ipv6(r: Random): string {
  const prefix = pick(r, ['2a02', '2600', '2001', '2a01', '2406', '2804']);
  return pick(r, [
    () => `${prefix}:${group16(r)}:${group16(r)}:${group16(r)}::${group16(r)}`,
    () => `${prefix}:${Array.from({ length: 7 }, () => group16(r)).join(':')}`,
    () => `fe80::${group16(r)}:${group16(r)}:${group16(r)}:${group16(r)}`,
  ])();
}

export function mac(r: Random): string {
  const octets = Array.from({ length: 6 }, () => hex(r, 2));
  const s = octets.join(pick(r, [':', ':', '-']));
  return chance(r, 0.5) ? s.toUpperCase() : s;
}

export function handle(r: Random, p: Person): string {
  return pick(r, [`${p.latinGiven}${p.latinFamily}`, `${p.latinGiven}-${p.latinFamily}`, `${p.latinGiven[0]}${p.latinFamily}${int(r, 1, 99)}`, `${p.latinFamily}${p.latinGiven[0]}`]);
}

/** URLs that point at a person or their documents, accounts and services. */
export function url(r: Random, p: Person): string {
  const h = handle(r, p);
  const id = Array.from({ length: int(r, 20, 33) }, () => pick(r, [...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789_-'])).join('');
  return pick(r, [
    `https://www.linkedin.com/in/${h}-${hex(r, 6)}`,
    `https://github.com/${h}`,
    `https://docs.google.com/document/d/${id}/edit`,
    `https://calendly.com/${h}/30min`,
    `https://portal.${pick(r, COMPANY_DOMAINS)}/account/${int(r, 10000, 999999)}/profile`,
    `http://${ipv4(r)}:${pick(r, [8080, 3000, 9000, 8443])}/admin`,
    `https://${pick(r, COMPANY_DOMAINS)}/reset-password?token=${hex(r, 24)}`,
    `https://www.instagram.com/${h}/`,
    `https://${h}.github.io/portfolio`,
  ]);
}

/** A date in a form used in `country` (`birth`: a date of birth, else a recent appointment or event). */
export function date(r: Random, country: CountryKey, birth: boolean): string {
  const y = birth ? int(r, 1942, 2006) : int(r, 2023, 2026);
  const m = int(r, 1, 12);
  const d = int(r, 1, 28);
  const monthName = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]!;
  const iso = `${y}-${pad(m, 2)}-${pad(d, 2)}`;
  const forms: Record<string, readonly string[]> = {
    US: [`${m}/${d}/${y}`, `${pad(m, 2)}/${pad(d, 2)}/${y}`, `${monthName} ${d}, ${y}`, iso],
    GB: [`${pad(d, 2)}/${pad(m, 2)}/${y}`, `${d} ${monthName} ${y}`, `${d} ${monthName.slice(0, 3)} ${y}`, iso],
    DE: [`${pad(d, 2)}.${pad(m, 2)}.${y}`, `${d}.${m}.${y}`, iso],
    KR: [iso, `${y}.${pad(m, 2)}.${pad(d, 2)}`, `${y}년 ${m}월 ${d}일`],
    JP: [iso, `${y}/${pad(m, 2)}/${pad(d, 2)}`],
    OTHER: [`${pad(d, 2)}/${pad(m, 2)}/${y}`, iso, `${d}/${m}/${y}`],
  };
  const key = country === 'US' || country === 'CA' ? 'US' : country === 'GB' || country === 'IE' || country === 'AU' || country === 'IN' ? 'GB' : country === 'DE' || country === 'PL' || country === 'SE' ? 'DE' : country === 'KR' ? 'KR' : country === 'JP' ? 'JP' : 'OTHER';
  const day = pick(r, forms[key]!);
  if (birth || !chance(r, 0.3)) return day;
  return `${day} ${pick(r, ['9:30', '10:15', '14:00', '16:45', '08:00'])}`;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export function awsAccessKey(r: Random): string {
  return `${pick(r, ['AKIA', 'AKIA', 'AKIA', 'ASIA'])}${Array.from({ length: 16 }, () => pick(r, [...BASE32])).join('')}`;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export function awsSecretKey(r: Random): string {
  return Array.from({ length: 40 }, () => pick(r, [...BASE64])).join('');
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function base62(n: number, width: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor(rest / 62)) out = BASE62[rest % 62] + out;
  return out.padStart(width, '0');
}

/** A classic GitHub PAT: `ghp_` + 30 random base62 + the base62 CRC32 of those 30 (GitHub's token format, 2021). */
export function githubToken(r: Random): string {
  const body = Array.from({ length: 30 }, () => pick(r, [...BASE62])).join('');
  return `ghp_${body}${base62(crc32(body), 6)}`;
}

const b64url = (s: string | Buffer): string => Buffer.from(s).toString('base64url');

/** A JWT (RFC 7519): base64url JSON header and claims, and 32 bytes of signature. */
export function jwt(r: Random, p: Person): string {
  const header = b64url(JSON.stringify({ alg: pick(r, ['HS256', 'RS256']), typ: 'JWT' }));
  const claims = b64url(JSON.stringify({ sub: String(int(r, 100000, 999999)), name: p.full, iat: int(r, 1_700_000_000, 1_760_000_000) }));
  const sig = b64url(Buffer.from(Array.from({ length: 32 }, () => int(r, 0, 255))));
  return `${header}.${claims}.${sig}`;
}

/** A password as people choose them, or a generated one. */
export function password(r: Random): string {
  return pick(r, [
    () => `${pick(r, ['Summer', 'Falcon', 'Copper', 'Maple', 'Orbit', 'Tiger', 'Harbor', 'Velvet'])}${int(r, 10, 2025)}${pick(r, ['!', '#', '$', '@', '%', '?'])}`,
    () => Array.from({ length: int(r, 14, 20) }, () => pick(r, [...`${BASE62}!#%&*-_`])).join(''),
    () => `${pick(r, ['correct', 'blue', 'river', 'stone'])}-${pick(r, ['horse', 'lamp', 'cloud', 'piano'])}-${pick(r, ['battery', 'seven', 'orange'])}-${int(r, 10, 99)}`,
  ])();
}

// ---------------------------------------------------------------------------------------------------------
// Hard negatives: values that must come out as written
// ---------------------------------------------------------------------------------------------------------

export type NegativeKind =
  | 'order number' | 'invoice number' | 'ticket id' | 'version' | 'price' | 'ISBN' | 'year range' | 'product code'
  | 'commit hash' | 'build number' | 'public figure';

/** ISBN-13 with its check digit (weights 1, 3), hyphenated 978-G-PPPP-TTTT-C. */
export function isbn13(r: Random): string {
  const g = String(int(r, 0, 1));
  const p = digits(r, 4);
  const t = digits(r, 4);
  const twelve = `978${g}${p}${t}`;
  const sum = [...twelve].reduce((s, c, i) => s + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return `978-${g}-${p}-${t}-${(10 - (sum % 10)) % 10}`;
}

export const NEGATIVES: Readonly<Record<NegativeKind, (r: Random) => string>> = {
  'order number': (r) => pick(r, [`#${digits(r, int(r, 6, 9))}`, `${int(r, 1, 9)}${digits(r, int(r, 6, 9))}`, `A-${digits(r, 7)}`, `${pick(r, ['112', '114', '302'])}-${digits(r, 7)}-${digits(r, 7)}`]),
  'invoice number': (r) => pick(r, [`INV-${int(r, 2021, 2026)}-${pad(int(r, 1, 99999), 5)}`, `${int(r, 2023, 2026)}/${pad(int(r, 1, 9999), 4)}`, `F${digits(r, 8)}`]),
  'ticket id': (r) => pick(r, [`${pick(r, ['SUP', 'PLAT', 'OPS', 'HR', 'FIN', 'DATA'])}-${int(r, 12, 99999)}`, `#${int(r, 1000, 999999)}`, `CS${digits(r, 7)}`]),
  version: (r) => pick(r, [`v${int(r, 0, 9)}.${int(r, 0, 30)}.${int(r, 0, 60)}`, `${int(r, 1, 24)}.${int(r, 0, 20)}.${int(r, 0, 9)}`, `${int(r, 1, 5)}.${int(r, 0, 9)}.${int(r, 0, 9)}-rc.${int(r, 1, 4)}`, `10.0.${int(r, 19041, 22631)}.${int(r, 1000, 4000)}`]),
  price: (r) => pick(r, [`$${int(r, 1, 9)},${digits(r, 3)}.${digits(r, 2)}`, `$${int(r, 5, 999)}.${pick(r, ['00', '99', '50'])}`, `€${int(r, 5, 999)},${pick(r, ['00', '90', '99'])}`, `£${int(r, 2, 499)}.${digits(r, 2)}`, `₩${int(r, 1, 999)},${digits(r, 3)}`, `${int(r, 1, 9)}.${digits(r, 3)},00 €`, `R$ ${int(r, 10, 999)},${digits(r, 2)}`]),
  ISBN: (r) => isbn13(r),
  'year range': (r) => {
    const from = int(r, 1965, 2022);
    return `${from}${pick(r, ['–', '-', '—', ' – '])}${from + int(r, 1, 6)}`;
  },
  'product code': (r) => pick(r, [`SKU ${int(r, 10, 99)}-${digits(r, 4)}-${pick(r, ['A', 'B', 'C', 'X'])}`, `${pick(r, ['XPS', 'WX', 'TR', 'MK'])}-${digits(r, 4)}`, `P/N ${digits(r, 4)}-${digits(r, 2)}`, `${pick(r, ['A', 'B', 'Z'])}${digits(r, 4)}${pick(r, ['LL/A', 'ZP/A', 'KH/A'])}`]),
  'commit hash': (r) => (chance(r, 0.6) ? hex(r, int(r, 7, 12)) : hex(r, 40)),
  'build number': (r) => pick(r, [`${int(r, 2023, 2026)}.${int(r, 1, 12)}.${int(r, 1, 28)}.${int(r, 1, 9)}`, `#${int(r, 1000, 99999)}`]),
  'public figure': (r) => pick(r, PUBLIC_FIGURES),
};
