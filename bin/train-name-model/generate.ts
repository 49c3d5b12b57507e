/**
 * Generated training text for the name model: short documents of many genres (support tickets and chat, HR, medical
 * notes, e-mails and letters, meeting notes, forms, JSON, tables, logs, travel, legal; English, German, French,
 * Spanish, Portuguese and Korean) with PLANTED people, places and street addresses, whose gold spans come from the
 * generator itself.
 *
 * Names and places come from the engine's own tables — first names (Moby Word II via @stdlib, public domain; US
 * Census), surnames (1990 US Census), cities of 100,000+ (GeoNames, CC BY 4.0), country names (Unicode CLDR via
 * ICU) — and from the lists written in ./lists.ts (names of other traditions, towns, street names, address parts
 * of several countries, Korean syllables and places). Templates are in ./templates.ts. Never Faker's lists, never
 * an evaluation set (presidio-synth-v2, the realistic corpus of test/helpers).
 *
 * Deterministic: the same seed gives the same corpus.
 */
import { countryNames } from '../../functions/engine/detectors/location/gazetteer';
import type { Tables } from '../../functions/engine/data/tables';
import { seededRandom } from '../../test/bench/prompts';
import * as L from './lists';
import * as T from './templates';

export type SpanClass = 'PER' | 'LOC' | 'ADR';

export interface Sample {
  readonly text: string;
  readonly spans: readonly (readonly [number, number, SpanClass])[];
  readonly source: string;
}

/** The seeded PRNG of the benches' prompt makers (mulberry32). */
export const rng = seededRandom;

/** Korean particles whose form depends on whether the syllable before ends in a consonant (batchim): [after consonant, after vowel]. */
const PARTICLE_FORMS: Readonly<Record<string, readonly [string, string]>> = {
  이: ['이', '가'],
  은: ['은', '는'],
  을: ['을', '를'],
  와: ['과', '와'],
  아: ['아', '야'],
  랑: ['이랑', '랑'],
  로: ['으로', '로'],
  예요: ['이에요', '예요'],
};

/** The final consonant of a Hangul syllable: 0 for none, 8 for ㄹ (Unicode's syllable arithmetic). */
function batchim(ch: string): number {
  const c = ch.charCodeAt(0);
  return c >= 0xac00 && c <= 0xd7a3 ? (c - 0xac00) % 28 : 0;
}

function particle(marker: string, before: string): string {
  const forms = PARTICLE_FORMS[marker];
  if (forms === undefined) throw new Error(`unknown particle marker ~${marker}`);
  const b = batchim(before);
  // `로` after ㄹ takes the vowel form (`서울로`).
  if (marker === '로' && b === 8) return forms[1];
  return b === 0 ? forms[1] : forms[0];
}

interface Slot {
  readonly value: string;
  readonly cls?: SpanClass;
  /** Text before the span (a title outside the name). */
  readonly prefix?: string;
}

const GENRES: readonly (readonly [string, number])[] = [
  ['en-clauses', 30],
  ['en-genre', 14],
  ['en-email', 8],
  ['structured', 12],
  ['negative', 9],
  ['topic', 5],
  ['ko', 16],
  ['ko-neg', 4],
  ['de', 3],
  ['fr', 2],
  ['es', 2],
  ['pt', 2],
  ['tech', 8],
  ['ko-noun', 4],
  ['ko-topic', 2],
  ['eu-neg', 2],
];

/** The name, place and address makers of the generator, drawing from `r`. */
function makers(r: () => number, tables: Tables) {
  const pick = <X>(xs: readonly X[]): X => xs[Math.floor(r() * xs.length)]!;
  const chance = (p: number) => r() < p;
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
  const firstNamesEn = tables.read('first-names-en');
  const firsts = [...new Set([...firstNamesEn.female, ...firstNamesEn.male, ...tables.read('us-census-first-names')].map(cap))].filter((n) => n.length > 1);
  const commonFirsts = tables.read('us-census-first-names').map(cap);
  const surnamesAll = tables.read('us-census-surnames');
  const cities = tables.read('world-cities').filter((c) => /^\p{Lu}/u.test(c));
  const countries = countryNames().filter((c) => /^\p{Lu}\p{Ll}/u.test(c));
  const num = (lo: number, hi: number) => String(lo + Math.floor(r() * (hi - lo + 1)));
  const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(r() * 10))).join('');
  const letter = () => String.fromCharCode(65 + Math.floor(r() * 26));

  /** A made-up word of one or two syllables and an ending, capitalised. */
  const pseudo = (endings: readonly string[]): string => {
    let w = pick(L.PSEUDO_ONSETS) + pick(L.PSEUDO_VOWELS);
    if (chance(0.5)) w += pick(L.PSEUDO_CODAS) + pick(L.PSEUDO_VOWELS);
    if (chance(0.4)) w += pick(L.PSEUDO_CODAS);
    return cap(w + pick(endings));
  };
  const censusSurname = (): string => {
    // Census order is by frequency: favour the frequent ones, keep the long tail.
    const k = chance(0.5) ? Math.floor(r() * 3000) : Math.floor(r() * surnamesAll.length);
    return cap(surnamesAll[Math.min(k, surnamesAll.length - 1)]!);
  };
  const surname = (): string => {
    const x = r();
    if (x < 0.25) return pick(L.OTHER_SURNAMES);
    if (x < 0.4) return pseudo(L.PSEUDO_SURNAME_ENDINGS);
    if (x < 0.44) return `${pick(L.SURNAME_PARTICLES)} ${censusSurname()}`;
    if (x < 0.32) return `${censusSurname()}-${censusSurname()}`;
    return censusSurname();
  };
  const first = (): string => {
    const x = r();
    if (x < 0.22) return pick(L.OTHER_FIRST);
    if (x < 0.3) return pick(L.AMBIGUOUS_FIRST);
    if (x < 0.32) return pick(L.ROMAN_KR_GIVEN);
    if (x < 0.42) return pseudo(L.PSEUDO_FIRST_ENDINGS);
    if (x < 0.65) return pick(commonFirsts);
    return pick(firsts);
  };
  const fullName = (): string => {
    const x = r();
    if (x < 0.05) return `${pick(L.ROMAN_KR_SURNAMES)} ${pick(L.ROMAN_KR_GIVEN)}`;
    if (x < 0.08) return `${pick(L.ROMAN_KR_GIVEN)} ${pick(L.ROMAN_KR_SURNAMES)}`;
    if (x < 0.16) return `${first()} ${letter()}. ${surname()}`;
    if (x < 0.19) return `${first()} ${first()} ${surname()}`;
    if (x < 0.21) return `${first()} ${surname()} ${pick(['Jr.', 'Sr.', 'III', 'II'])}`;
    if (x < 0.23) return `${letter()}. ${surname()}`;
    if (x < 0.25) return `${first()}-${first()} ${surname()}`;
    return `${first()} ${surname()}`;
  };
  const koreanGiven = () => pick(L.KR_GIVEN_FIRST) + pick(L.KR_GIVEN_SECOND);
  const koreanName = (): string => {
    const x = r();
    if (x < 0.04) return pick(L.KR_DOUBLE_SURNAMES) + koreanGiven();
    if (x < 0.12) return pick(L.KR_SURNAMES) + pick(L.KR_GIVEN_SECOND);
    return pick(L.KR_SURNAMES) + koreanGiven();
  };
  const syntheticTown = (): string => {
    const x = r();
    if (x < 0.3) return `${pick(L.TOWN_PREFIXES)} ${chance(0.5) ? censusSurname() : pick(commonFirsts)}`;
    if (x < 0.6) return `${pick(L.TOWN_STEMS)}${pick(L.TOWN_SUFFIXES)}`;
    if (x < 0.8) return pseudo(L.PSEUDO_PLACE_ENDINGS);
    return `${censusSurname()}${pick(['ville', 'ton', 'burg', 'field', 'port'])}`;
  };
  const town = (): string => (chance(0.6) ? pick(L.TOWNS) : syntheticTown());
  const city = (): string => {
    const x = r();
    if (x < 0.45) return pick(cities);
    if (x < 0.65) return town();
    if (x < 0.8) return pick(L.US_STATES);
    if (x < 0.88) return pick([...L.UK_CITIES, ...L.DE_CITIES, ...L.FR_CITIES, ...L.ES_CITIES, ...L.PT_CITIES, ...L.IT_CITIES]);
    return pick(L.REGIONS);
  };
  const country = () => pick(countries);
  const place = () => (chance(0.7) ? city() : country());
  const streetName = (): string => {
    const x = r();
    if (x < 0.2) return censusSurname();
    if (x < 0.3) return pick(commonFirsts);
    if (x < 0.4) return `${pick(L.STREET_WORDS)} ${pick(L.STREET_WORDS)}`;
    if (x < 0.45) return `${pick(['North', 'South', 'East', 'West', 'N', 'S', 'E', 'W', 'N.', 'S.'])} ${pick(L.STREET_WORDS)}`;
    if (x < 0.5) return `${num(1, 99)}${pick(['st', 'nd', 'rd', 'th'])}`;
    return pick(L.STREET_WORDS);
  };
  const usCity = () => (chance(0.6) ? pick(cities) : syntheticTown());

  /** A street address of one of several countries' forms; `oneLine` keeps it on one line. */
  const address = (oneLine = false): string => {
    const sep = () => (!oneLine && chance(0.2) ? '\n' : ', ');
    const x = r();
    if (x < 0.34) {
      let a = `${num(1, 9999)} ${streetName()} ${pick(L.US_SUFFIX)}`;
      if (chance(0.3)) a += `${chance(0.5) ? ',' : ''} ${pick(L.UNIT)} ${chance(0.8) ? num(1, 999) : letter()}`;
      const s = sep();
      const y = r();
      if (y < 0.55) a += `${s}${usCity()}, ${pick(L.STATE_CODES)} ${digits(5)}${chance(0.1) ? `-${digits(4)}` : ''}`;
      else if (y < 0.65) a += `${s}${usCity()}, ${pick(L.US_STATES)}`;
      else if (y < 0.75) a += `${s}${usCity()}${s}${country()}`;
      else if (y < 0.82) a += `${s}${usCity()}`;
      return a;
    }
    if (x < 0.48) {
      let a = `${chance(0.25) ? `Flat ${num(1, 40)}, ` : ''}${num(1, 250)} ${streetName()} ${pick(L.UK_SUFFIX)}`;
      const s = sep();
      a += `${s}${pick([...L.TOWNS, ...L.UK_CITIES])}${chance(0.5) ? ' ' : s}${letter()}${letter()}${num(1, 20)} ${num(1, 9)}${letter()}${letter()}`;
      if (chance(0.15)) a += `${s}${pick(['UK', 'United Kingdom', 'England', 'Scotland', 'Wales'])}`;
      return a;
    }
    if (x < 0.56) return `${num(1, 120)}${chance(0.2) ? ' bis' : ''} ${pick(L.FR_STREETS)}${sep()}${digits(5)} ${pick(L.FR_CITIES)}${chance(0.15) ? `${sep()}France` : ''}`;
    if (x < 0.64) return `${pick(L.DE_STREETS)} ${num(1, 180)}${chance(0.2) ? 'a' : ''}${sep()}${digits(5)} ${pick(L.DE_CITIES)}${chance(0.15) ? `${sep()}${pick(['Deutschland', 'Germany', 'Österreich', 'Schweiz'])}` : ''}`;
    if (x < 0.71) return `${pick(L.PT_STREETS)}, ${num(1, 300)}${chance(0.3) ? `, ${num(1, 9)}º ${chance(0.5) ? 'Esq.' : 'Dto.'}` : ''}${sep()}${digits(4)}-${digits(3)} ${pick(L.PT_CITIES)}`;
    if (x < 0.75) return `${pick(L.ES_STREETS)} ${num(1, 200)}${chance(0.3) ? `, ${num(1, 9)}º ${pick(['A', 'B', 'izq.', 'dcha.'])}` : ''}${sep()}${digits(5)} ${pick(L.ES_CITIES)}`;
    if (x < 0.78) return `${pick(L.IT_STREETS)} ${num(1, 200)}${sep()}${digits(5)} ${pick(L.IT_CITIES)}`;
    if (x < 0.81) return `${pick(L.NL_STREETS)} ${num(1, 400)}${sep()}${digits(4)} ${letter()}${letter()} ${pick(L.NL_CITIES)}`;
    if (x < 0.84) {
      const street = `${pick(L.STREET_STEMS)}${pick(L.STREET_ENDINGS)} ${num(1, 200)}`;
      return `${street}${chance(0.3) ? `${sep()}${pick(['Apt.', 'Apt', 'Unit', 'Floor'])} ${num(1, 900)}` : ''}${sep()}${digits(4 + Math.floor(r() * 2))} ${pick(cities)}${chance(0.3) ? `${sep()}${country()}` : ''}`;
    }
    if (x < 0.87) return `${num(1, 9999)} ${streetName()} ${pick(['Street', 'St', 'Avenue', 'Road', 'Drive'])}${sep()}${pick(cities)}, ${pick(L.CA_PROVINCES)} ${letter()}${num(0, 9)}${letter()} ${num(0, 9)}${letter()}${num(0, 9)}`;
    if (x < 0.89) return `${num(1, 300)} ${streetName()} ${pick(['Street', 'St', 'Road', 'Parade', 'Avenue'])}${sep()}${pick(cities)} ${pick(L.AU_STATES)} ${digits(4)}`;
    if (x < 0.92) {
      return chance(0.5)
        ? `${num(1, 9)}-${num(1, 30)}-${num(1, 20)} ${pick(L.JP_WARDS).replace(/-ku$/, '')}${sep()}${pick(L.JP_WARDS)}${sep()}${pick(L.JP_PREFECTURES)} ${digits(3)}-${digits(4)}`
        : `〒${digits(3)}-${digits(4)} ${pick(L.JP_KANJI_ADDRESSES)}${num(1, 9)}-${num(1, 30)}-${num(1, 20)}`;
    }
    return koreanAddress();
  };
  const koreanAddress = (): string => {
    const x = r();
    const base = chance(0.7) ? `${pick(L.KR_CITIES)} ${pick(L.KR_DISTRICTS)} ` : '';
    if (x < 0.5) return `${base}${pick(L.KR_ROADS)} ${num(1, 500)}${chance(0.4) ? `, ${num(1, 20)}층` : ''}${chance(0.2) ? ` ${num(101, 120)}동 ${num(101, 2505)}호` : ''}`;
    if (x < 0.8) return `${base}${pick(L.KR_DONG)} ${num(1, 1500)}-${num(1, 30)}`;
    return `${base}${pick(L.KR_ROADS)} ${num(1, 300)} ${pick(['한빛', '푸른', '래미안', '자이', '현대', '삼성', '롯데', '센트럴'])}${pick(L.KR_BUILDINGS)} ${num(101, 1505)}호`;
  };
  const date = () => (chance(0.5) ? `${num(1950, 2024)}-${num(10, 12)}-${num(10, 28)}` : `${num(1, 28)} ${pick(['Jan', 'March', 'May', 'July', 'Sept', 'Nov'])} ${num(1950, 2024)}`);
  const orderNo = () => pick([`#${digits(6)}`, `ORD-${num(2019, 2025)}-${digits(4)}`, `A${digits(7)}`, `${letter()}${letter()}-${digits(5)}`, `#${letter()}${digits(5)}`]);
  const email = () => `${pick(commonFirsts).toLowerCase()}${pick(['.', '_', ''])}${censusSurname().toLowerCase()}@${pick(['example.com', 'mail.com', 'corp.io', 'gmail.com'])}`;
  const phone = () => pick([`+1 ${digits(3)}-${digits(3)}-${digits(4)}`, `(${digits(3)}) ${digits(3)}-${digits(4)}`, `+44 ${digits(4)} ${digits(6)}`, `010-${digits(4)}-${digits(4)}`, `+49 ${digits(3)} ${digits(7)}`]);

  const product = (): string => {
    const x = r();
    if (x < 0.6) return pick(L.NOT_NAMES);
    const name = pseudo(L.PSEUDO_PRODUCT_ENDINGS);
    return x < 0.8 ? name : `${name} ${pick(['Pro', 'Plus', 'Max', '2', '3', 'X', 'Lite', 'Cloud', 'Studio', 'One'])}`;
  };
  return { pick, chance, num, digits, letter, cap, product, commonFirsts, censusSurname, surname, first, fullName, koreanGiven, koreanName, syntheticTown, town, city, country, place, address, koreanAddress, date, orderNo, email, phone };
}

/**
 * Teacher sentences with their people and places swapped for generated ones (a copy of each sentence that has
 * any): the natural contexts of the teacher text meet names and places of many traditions.
 */
export function swapEntities(samples: readonly Sample[], seed: number, tables: Tables): Sample[] {
  const m = makers(rng(seed), tables);
  const out: Sample[] = [];
  for (const s of samples) {
    if (s.spans.length === 0) continue;
    let text = '';
    let at = 0;
    const spans: [number, number, SpanClass][] = [];
    for (const [start, end, cls] of [...s.spans].sort((a, b) => a[0] - b[0])) {
      if (start < at) continue;
      text += s.text.slice(at, start);
      const old = s.text.slice(start, end);
      const value = cls === 'PER' ? (/\s/.test(old) ? m.fullName() : m.chance(0.5) ? m.first() : m.surname()) : cls === 'LOC' ? m.place() : m.address(true);
      spans.push([text.length, text.length + value.length, cls]);
      text += value;
      at = end;
    }
    text += s.text.slice(at);
    out.push({ text, spans, source: `${s.source}-swapped` });
  }
  return out;
}

export function generate(count: number, seed: number, tables: Tables): Sample[] {
  const r = rng(seed);
  const { pick, chance, product, num, digits, letter, commonFirsts, censusSurname, surname, first, fullName, koreanGiven, koreanName, town, city, country, place, address, koreanAddress, date, orderNo, email, phone } = makers(r, tables);
  const slot = (name: string): Slot => {
    switch (name) {
      case 'P':
        return { value: fullName(), cls: 'PER' };
      case 'PU':
        return { value: fullName().toUpperCase(), cls: 'PER' };
      case 'F':
        return { value: first(), cls: 'PER' };
      case 'S':
        return { value: surname(), cls: 'PER' };
      case 'TS': {
        const t = pick(['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Dr', 'Mr', 'Mrs', 'Ms', 'Prof.', 'Miss', 'Mx.', 'Sir', 'Professor', 'Nurse', 'Officer', 'Judge', 'Father', 'Coach']);
        return { prefix: `${t} `, value: chance(0.6) ? surname() : fullName(), cls: 'PER' };
      }
      case 'AFS':
        return { value: `${pick(L.AMBIGUOUS_FIRST)} ${surname()}`, cls: 'PER' };
      case 'AF':
        return { value: pick(L.AMBIGUOUS_FIRST), cls: 'PER' };
      case 'KN':
        return { value: koreanName(), cls: 'PER' };
      case 'KG':
        return { value: koreanGiven(), cls: 'PER' };
      case 'RKN':
        return { value: chance(0.5) ? `${pick(L.ROMAN_KR_SURNAMES)} ${pick(L.ROMAN_KR_GIVEN)}` : `${pick(L.ROMAN_KR_GIVEN)} ${pick(L.ROMAN_KR_SURNAMES)}`, cls: 'PER' };
      case 'C':
        return { value: city(), cls: 'LOC' };
      case 'CU':
        return { value: city().toUpperCase(), cls: 'LOC' };
      case 'T':
        return { value: town(), cls: 'LOC' };
      case 'ST':
        return { value: pick(L.US_STATES), cls: 'LOC' };
      case 'K':
        return { value: country(), cls: 'LOC' };
      case 'PL':
        return { value: place(), cls: 'LOC' };
      case 'KP':
        return { value: pick(L.KR_PLACES), cls: 'LOC' };
      case 'A':
        return { value: address(), cls: 'ADR' };
      case 'A1':
        return { value: address(true), cls: 'ADR' };
      case 'AKR':
        return { value: koreanAddress(), cls: 'ADR' };
      case 'FAM': {
        // Often by the surname alone (`Einstein's theory`, `in the style of Hemingway`).
        const name = pick(L.PUBLIC_FIGURES);
        const words = name.split(' ');
        return { value: words.length > 1 && !/^(the|of|da|van|de)$/i.test(words.at(-2)!) && chance(0.4) ? words.at(-1)! : name };
      }
      case 'O':
        return { value: pick(L.ORGS) };
      case 'N':
        return { value: product() };
      case 'X':
        return { value: chance(0.5) ? product() : pick(chance(0.5) ? L.ORGS : L.TEAMS) };
      case 'TEAM':
        return { value: pick(L.TEAMS) };
      case 'TW':
        return { value: pick(L.TECH_WORDS) };
      case 'TL':
        return { value: pick(L.TECH_TOOLS) };
      case 'KNOUN':
        return { value: pick(L.KO_NOUNS) };
      case 'KORG':
        return { value: pick(L.KO_ORG_STEMS) + pick(L.KO_ORG_ENDINGS) };
      case 'KFAM':
        return { value: pick(L.KO_PUBLIC_FIGURES) };
      case 'KDAY':
        return { value: pick(['토요일', '일요일', '내일', '모레', '다음 주', '이번 주', '주말', '월말', '연말', '오전', '오후']) };
      case 'KLABEL':
        return { value: pick(T.KO_LABELS) };
      case 'TEAMKO':
        return { value: pick(T.KO_TEAMS) };
      case 'ROLE':
        return { value: pick(L.ROLES) };
      case 'REL':
        return { value: pick(T.RELATIONS) };
      case 'NUM':
        return { value: digits(4 + Math.floor(r() * 6)) };
      case 'VER':
        return { value: `${chance(0.3) ? 'v' : ''}${num(1, 20)}.${num(0, 30)}${chance(0.5) ? `.${num(0, 99)}` : ''}` };
      case 'ORD':
        return { value: orderNo() };
      case 'TICKET':
        return { value: pick([`#${digits(5)}`, `INC${digits(7)}`, `${pick(['OPS', 'SUP', 'BUG', 'HR'])}-${digits(4)}`]) };
      case 'SKU':
        return { value: `${letter()}${letter()}-${digits(4)}-${letter()}` };
      case 'HASH':
        return { value: Array.from({ length: 7 }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join('') };
      case 'REF':
        return { value: `${letter()}${letter()}${digits(1)}${letter()}${digits(2)}` };
      case 'DATE':
        return { value: date() };
      case 'TIME':
        return { value: `${num(10, 23)}:${num(10, 59)}` };
      case 'DAY':
        return { value: pick(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'tomorrow', 'next week']) };
      case 'MONTH':
        return { value: pick(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']) };
      case 'HOLIDAY':
        return { value: pick(['New Year', 'Christmas', 'Thanksgiving', 'Easter', 'Diwali', 'Eid', 'Chuseok', 'Hanukkah']) };
      case 'LANG':
        return { value: pick(['French', 'German', 'Spanish', 'Korean', 'Japanese', 'Italian', 'Portuguese']) };
      case 'MONEY':
        return { value: pick([`$${num(5, 999)}`, `€${num(5, 999)},${digits(2)}`, `£${num(5, 999)}`, `${num(10, 900)} USD`, `₩${num(10, 900)},000`]) };
      case 'EMAIL':
        return { value: email() };
      case 'PHONE':
        return { value: phone() };
      default:
        throw new Error(`unknown slot ${name}`);
    }
  };

  /** A template filled in: its text and the gold spans of its slots and literal spans. */
  const fill = (template: string): { text: string; spans: [number, number, SpanClass][] } => {
    let text = '';
    const spans: [number, number, SpanClass][] = [];
    for (const part of template.split(/(\{[A-Z0-9]+\}|\[\[[^\]]+\]\])/)) {
      const literal = /^\[\[(.+)\|(PER|LOC|ADR)\]\]$/.exec(part);
      if (literal) {
        spans.push([text.length, text.length + literal[1]!.length, literal[2] as SpanClass]);
        text += literal[1]!;
        continue;
      }
      const m = /^\{([A-Z0-9]+)\}$/.exec(part);
      if (!m) {
        // A particle marker takes the form that fits the syllable before it (in this part or the text so far).
        text += part.replace(/~(예요|이|은|을|와|아|랑|로)/g, (_, marker: string, at: number) => particle(marker, at > 0 ? part.charAt(at - 1) : text.slice(-1)));
        continue;
      }
      const s = slot(m[1]!);
      text += s.prefix ?? '';
      if (s.cls) spans.push([text.length, text.length + s.value.length, s.cls]);
      text += s.value;
    }
    return { text, spans };
  };

  const sentenceEnd = () => pick(['.', '.', '.', '!', '?', '', '.', ' :)', '...']);
  const capFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  /** One English sentence template built from parts. */
  const clause = (): string => {
    const x = r();
    let t: string;
    if (x < 0.3) t = `${pick(T.PERSON_SUBJECTS)} ${pick(T.SUBJECT_VERBS)}${pick(T.PLACE_TAILS)}`;
    else if (x < 0.55) t = `${pick(T.OBJECT_FRAMES).replace('{PER}', pick(T.PERSON_OBJECTS))}${pick(T.OBJECT_TAILS)}`;
    else if (x < 0.7) t = pick(T.PLACE_CLAUSES);
    else if (x < 0.78) t = pick(T.ADDRESS_CLAUSES);
    else if (x < 0.9) t = pick(T.PERSON_PLACE);
    else t = pick(T.INTROS);
    const opener = chance(0.25) ? pick(['Hi, ', 'Quick update: ', 'FYI ', 'Hello, ', 'As discussed, ', 'Yesterday ', 'On Monday ', 'Per our call, ', 'Note: ', 'Also, ', 'btw ', 'So ', 'Unfortunately, ', 'Good news: ', 'Just so you know, ', 'Reminder: ', 'Update: ', 'PS ', 'Ok, ', 'Honestly ']) : '';
    const body = opener === '' ? capFirst(t) : opener + t;
    return body + sentenceEnd();
  };
  /** A Korean person as written: the name bare, with a title glued or spaced, or after a role. */
  const koreanPerson = (): string => {
    const name = chance(0.85) ? '{KN}' : '{KG}';
    const x = r();
    if (x < 0.25) return name;
    if (x < 0.55) return `${name} ${pick(T.KO_TITLES_SPACED)}`;
    if (x < 0.8) return `${name}${pick(T.KO_TITLES_GLUED)}`;
    return `${pick(T.KO_ROLES_BEFORE)} ${name}${chance(0.3) ? pick(['님', '씨', ' 님']) : ''}`;
  };
  const koreanClause = (): string => {
    const x = r();
    if (x < 0.3) return (chance(0.2) ? pick(T.KO_OPENERS) : '') + pick(T.KO_STRUCTURES).replace(/\{R\}/g, () => koreanPerson());
    const role = x < 0.65 ? 'subject' : x < 0.75 ? 'object' : x < 0.87 ? 'dative' : x < 0.94 ? 'with' : 'possessive';
    const mark = {
      subject: () => pick(['~이', '~은', '께서', '~이', '~은']),
      object: () => '~을',
      dative: () => pick(['에게', '께', '한테']),
      with: () => pick(['~와', '~랑', '하고']),
      possessive: () => '의',
    }[role]();
    const opener = chance(0.35) ? pick(T.KO_OPENERS) : '';
    return `${opener}${koreanPerson()}${mark} ${pick(T.KO_PREDICATES[role]!)}`;
  };
  const negative = (): string => capFirst(pick(T.NEGATIVE_CLAUSES)) + (chance(0.5) ? '' : sentenceEnd());
  const join = (parts: string[]): string => {
    let out = parts[0]!;
    for (const p of parts.slice(1)) out += pick([' ', ' ', ' ', '\n', '\n\n']) + p;
    return out;
  };

  const document = (genre: string): string => {
    const n = 1 + Math.floor(r() * r() * 4);
    const mix = (make: () => string) => join(Array.from({ length: n }, () => (chance(0.15) ? negative() : make())));
    switch (genre) {
      case 'en-clauses':
        return mix(clause);
      case 'en-genre':
        return mix(() => (chance(0.6) ? pick(T.GENRE_SENTENCES) : clause()));
      case 'en-email': {
        const body = Array.from({ length: n }, () => (chance(0.3) ? negative() : clause()));
        return `${pick(T.GREETINGS)}\n\n${body.join(' ')}\n\n${pick(T.CLOSINGS)}`;
      }
      case 'structured':
        return chance(0.8) ? pick(T.STRUCTURED) : join([clause(), pick(T.STRUCTURED)]);
      case 'negative':
        return join(Array.from({ length: n }, negative));
      case 'topic':
        return join(Array.from({ length: n }, () => pick(T.PUBLIC_FIGURE_TOPICS)));
      case 'ko':
        return join(Array.from({ length: n }, () => (chance(0.12) ? pick(T.KOREAN_NEGATIVE) : chance(0.06) ? pick(T.KOREAN_NOUN_NEGATIVE) : chance(0.5) ? koreanClause() : pick(T.KOREAN))));
      case 'ko-noun':
        // Mostly common nouns where names stand, some sentences with names among them.
        return join(Array.from({ length: 1 + n }, () => (chance(0.7) ? pick(T.KOREAN_NOUN_NEGATIVE) : chance(0.5) ? koreanClause() : pick(T.KOREAN))));
      case 'ko-topic':
        return join(Array.from({ length: n }, () => (chance(0.8) ? pick(T.KO_FIGURE_TOPICS) : pick(T.KOREAN_NOUN_NEGATIVE))));
      case 'tech':
        // Technical prose, with a sentence that names a person or place now and then.
        return join(Array.from({ length: 1 + n }, () => (chance(0.75) ? pick(T.TECH_LINES) : clause())));
      case 'eu-neg':
        return join(Array.from({ length: n }, () => (chance(0.6) ? pick(T.EUROPEAN_NEGATIVE) : pick(pick([T.GERMAN, T.FRENCH, T.SPANISH, T.PORTUGUESE])))));
      case 'ko-neg':
        return join(Array.from({ length: n }, () => pick(T.KOREAN_NEGATIVE)));
      case 'de':
        return join(Array.from({ length: n }, () => pick(T.GERMAN)));
      case 'fr':
        return join(Array.from({ length: n }, () => pick(T.FRENCH)));
      case 'es':
        return join(Array.from({ length: n }, () => pick(T.SPANISH)));
      case 'pt':
        return join(Array.from({ length: n }, () => pick(T.PORTUGUESE)));
      default:
        throw new Error(`unknown genre ${genre}`);
    }
  };

  const totalWeight = GENRES.reduce((sum, [, w]) => sum + w, 0);
  const pickGenre = (): string => {
    let x = r() * totalWeight;
    for (const [g, w] of GENRES) if ((x -= w) < 0) return g;
    return GENRES[0]![0];
  };

  const out: Sample[] = [];
  for (let k = 0; k < count; k++) {
    const genre = pickGenre();
    let { text, spans } = fill(document(genre));
    // Some chat is all lower case; some prompts lose their final punctuation.
    if (!genre.startsWith('ko') && chance(0.1)) {
      const lower = text.toLowerCase();
      if (lower.length === text.length) text = lower;
    }
    if (chance(0.1) && /[.!?]$/.test(text)) text = text.slice(0, -1);
    out.push({ text, spans, source: `gen-${genre}` });
  }
  return out;
}
