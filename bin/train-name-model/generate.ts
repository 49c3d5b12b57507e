/**
 * Generated training text for the name model: sentences of many shapes (support chat, HR, medical, travel,
 * e-mails, letters, lists, lower-case chat, Korean) with PLANTED people, places and street addresses, whose gold
 * spans come from the generator itself.
 *
 * Names and places come from the engine's own tables — first names (Moby Word II via @stdlib, public domain; US
 * Census), surnames (1990 US Census), cities of 100,000+ (GeoNames, CC BY 4.0), country names (Unicode CLDR via
 * ICU) — and from the short lists written below (names of other languages, towns, street names, Korean syllables:
 * common facts, written here). Never Faker's lists, never presidio-synth-v2 (the evaluation set).
 *
 * Deterministic: the same seed gives the same corpus.
 */
import { countryNames } from '../../functions/engine/detectors/location/gazetteer';
import type { Tables } from '../../functions/engine/data/tables';
import { seededRandom } from '../../test/bench/prompts';

export interface Sample {
  readonly text: string;
  readonly spans: readonly (readonly [number, number, 'PER' | 'LOC' | 'ADR'])[];
  readonly source: string;
}

/** The seeded PRNG of the benches' prompt makers (mulberry32). */
export const rng = seededRandom;

// Names of other languages and regions (common given names and surnames; written here).
const OTHER_FIRST = (
  'Wojciech Łukasz Agnieszka Małgorzata Katarzyna Grzegorz Zofia Inês João Gonçalo Mariana Beatriz Tiago Rui Joana ' +
  'Søren Bjørn Åsa Ingrid Sigrid Lars Henrik Mette Jürgen Günter Jörg Lena Lukas Felix Anneliese Matthias Sébastien ' +
  'Amélie Chloé Hélène François Élodie Thibault Giulia Alessandro Lorenzo Chiara Matteo Giovanni Francesca Álvaro ' +
  'Lucía Sofía Javier Alejandro Pilar Nguyễn Thảo Minh Huong Quang Anh Wei Jing Xiaoming Li Hui Yuki Haruto Sakura ' +
  'Hiroshi Aiko Kenji Takumi Priya Rahul Ananya Arjun Deepika Vikram Sanjay Lakshmi Chidi Ngozi Oluwaseun Adaeze ' +
  'Chinonso Kwame Ama Kofi Abena Fatima Omar Youssef Layla Khalid Aisha Mehmet Ayşe Emre Zeynep Dmitri Olga Natalia ' +
  'Sergei Yulia Andrei Siobhan Niamh Ciarán Aoife Seamus Oisín Eilidh Mhairi Rhys Gareth Dafydd Min-jun Seo-yeon ' +
  'Ji-woo Ji-eun Ha-eun Do-yun Seo-jun Ye-jin Jae-hyun Soo-ah Eun-ji'
).split(' ');
const OTHER_SURNAMES = (
  'Szczęsny Kowalski Nowak Wiśniewska Lewandowski Zieliński Kamińska Figueiredo Gonçalves Magalhães Rodrigues ' +
  'Pereira Carvalho Sousa Ferreira Nørgaard Sørensen Lindqvist Johansson Bergström Müller Schäfer Köhler Weiß ' +
  'Großmann Dubois Lefèvre Girard Moreau Fontaine Rossi Bianchi Esposito Ricci Marino Greco Fernández Muñoz Núñez ' +
  'Jiménez Domínguez Ibáñez Nguyen Tran Pham Hoang Vu Wang Zhang Liu Chen Huang Zhao Tanaka Suzuki Takahashi ' +
  'Watanabe Yamamoto Nakamura Sharma Patel Gupta Iyer Reddy Krishnan Okonkwo Adeyemi Okafor Eze Mensah Boateng ' +
  'Haddad Khalil Mansour Yılmaz Demir Öztürk Ivanov Petrova Smirnov Volkov Ó Súilleabháin O\'Brien O\'Connor ' +
  'McAllister MacLeod Fitzgerald D\'Angelo Dell\'Acqua Hopper-Lee Smith-Jones Park Kim Lee Choi Jung Kang Cho Yoon Jang Lim'
).split(' ');
const TOWNS = (
  'Leeds|Galway|Cork|Bath|Durham|Exeter|Inverness|Limerick|Truro|Wells|Ely|Kilkenny|Harrogate|Stirling|Aberystwyth|' +
  'Bruges|Ghent|Delft|Utrecht|Aarhus|Bergen|Tromsø|Uppsala|Tartu|Kraków|Gdańsk|Poznań|Braga|Coimbra|Faro|Évora|' +
  'Salzburg|Innsbruck|Lucerne|Lausanne|Heidelberg|Freiburg|Tübingen|Göttingen|Annecy|Avignon|Nantes|Rennes|Dijon|' +
  'Siena|Lucca|Perugia|Bergamo|Granada|Salamanca|Toledo|Cádiz|Boulder|Asheville|Savannah|Burlington|Santa Fe|Ithaca|' +
  'Flagstaff|Bozeman|Key West|Taos|Napa|Sedona|Whistler|Banff|Halifax|Kelowna|Rotorua|Dunedin|Ballarat|Hobart|Darwin|' +
  'Jeonju|Gyeongju|Sokcho|Chuncheon|Kyoto|Nara|Hakone|Kanazawa|Hoi An|Da Lat|Chiang Mai|Luang Prabang|Ubud|Galle'
).split('|');
const US_STATES = (
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|' +
  'Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|' +
  'Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|' +
  'Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|' +
  'West Virginia|Wisconsin|Wyoming'
).split('|');
const STATE_CODES = 'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');
const REGIONS = 'Bavaria|Tuscany|Catalonia|Brittany|Andalusia|Yorkshire|Cornwall|Ontario|Quebec|British Columbia|Queensland|Tasmania|Gyeonggi-do|Jeju|Hokkaido|Provence|Normandy|Scottish Highlands|Kerala|Patagonia'.split('|');
const STREET_WORDS = 'Oak Maple Cedar Elm Pine Birch Willow Church Mill Station High Park Victoria Albert King Queen Market Bridge Castle Green Lake River Hill Chestnut Highland Meadow Orchard Sycamore Washington Lincoln Jefferson Madison Franklin Forest Spring Sunset Harbor Ridge Valley Walnut Poplar Laurel Aspen Hawthorn'.split(' ');
const US_SUFFIX = 'Street St. Avenue Ave Road Rd Boulevard Blvd Lane Ln Drive Dr. Court Ct Way Place Pl Terrace Circle Parkway'.split(' ');
const UK_SUFFIX = 'Road Street Lane Close Crescent Avenue Gardens Grove Way Terrace Drive Mews Row Square'.split(' ');
const UNIT = ['Apt', 'Apt.', 'Suite', 'Unit', 'Flat', '#'];
const STREET_STEMS = ['Søndre', 'Nørre', 'Kirke', 'Skole', 'Berg', 'Strand', 'Linden', 'Prinsen', 'Heeren', 'Mühlen', 'Kauppa', 'Puisto', 'Rákóczi', 'Polna', 'Storgata', 'Havne', 'Torv', 'Dorf'];
const FR_STREETS = ['rue de la République', 'rue Victor Hugo', 'avenue des Champs', 'boulevard Saint-Michel', 'rue du Moulin', 'place de la Mairie', 'rue des Lilas', 'chemin des Vignes', 'allée des Tilleuls', 'rue Pasteur'];
const FR_CITIES = ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes', 'Lille', 'Bordeaux', 'Rennes', 'Dijon', 'Grenoble', 'Montpellier', 'Strasbourg'];
const DE_STREETS = ['Hauptstraße', 'Bahnhofstraße', 'Lindenweg', 'Goethestraße', 'Schillerplatz', 'Berliner Allee', 'Gartenstraße', 'Am Markt', 'Kirchgasse', 'Mozartstraße', 'Friedrichstraße', 'Rosenweg'];
const DE_CITIES = ['Berlin', 'München', 'Hamburg', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Leipzig', 'Dresden', 'Bremen', 'Hannover', 'Nürnberg', 'Freiburg'];
const PT_STREETS = ['Rua Augusta', 'Avenida da Liberdade', 'Rua das Flores', 'Travessa do Carmo', 'Rua de Santa Catarina', 'Avenida dos Aliados', 'Largo do Chiado', 'Rua Garrett', 'Rua do Almada', 'Praça do Comércio'];
const PT_CITIES = ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Faro', 'Aveiro', 'Setúbal', 'Funchal', 'Évora', 'Guimarães'];
const KR_CITIES = ['서울특별시', '서울', '부산광역시', '부산', '인천광역시', '대구광역시', '대전광역시', '광주광역시', '경기도 성남시', '경기도 수원시', '제주특별자치도 제주시', '울산광역시'];
const KR_DISTRICTS = ['강남구', '서초구', '마포구', '종로구', '송파구', '해운대구', '분당구', '영통구', '중구', '동구', '수성구', '유성구', '연수구'];
const KR_ROADS = ['테헤란로', '세종대로', '올림픽로', '반포대로', '해운대로', '월드컵로', '판교역로', '중앙대로', '도산대로', '논현로', '강남대로'];
const KR_DONG = ['역삼동', '삼성동', '서교동', '우동', '정자동', '신촌동', '청담동', '망원동', '연희동', '광안동'];
const KR_PLACES = ['서울', '부산', '인천', '대구', '대전', '광주', '울산', '제주', '수원', '성남', '전주', '경주', '강릉', '춘천', '포항', '창원'];
const KR_GIVEN = '민 서 준 지 현 수 영 우 은 예 하 윤 도 연 진 희 아 주 원 호 성 혁 재 동 훈 경 미 나 유 빈 채 다 소 태 승 석 정 혜 선 규'.split(' ');
const KR_SURNAMES = '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전 홍 고 문 양 손 배 백 허 남'.split(' ');
const ROMAN_KR_GIVEN = ['Min-jun', 'Seo-yeon', 'Ji-woo', 'Ji-eun', 'Ha-eun', 'Do-yun', 'Seo-jun', 'Ye-jin', 'Jae-hyun', 'Soo-ah', 'Eun-ji', 'Hyun-woo', 'Ji-hoon', 'Yu-na', 'Minseo', 'Jiho'];
const ROMAN_KR_SURNAMES = ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Shin', 'Seo', 'Kwon', 'Hwang', 'Ahn', 'Song'];

/** Capitalised things that are not people or places: products, organisations, headings, software, events. */
const NOT_NAMES = (
  'Microsoft Teams|Google Drive|Slack|Jira|Confluence|Salesforce|Zoom|iPhone 15 Pro|Galaxy S24|MacBook Air|Windows 11|' +
  'Python|JavaScript|TypeScript|React Native|Kubernetes|Docker|PostgreSQL|Excel|PowerPoint|Outlook|Premium Plan|' +
  'Gold Membership|Customer Success|Human Resources|Accounts Payable|Quarterly Report|Annual Review|Release Notes|' +
  'Getting Started|Black Friday|Cyber Monday|Christmas|Thanksgiving|Easter|Ramadan|Chuseok|New Year|Monday|Friday|' +
  'Visa|Mastercard|PayPal|Amazon Prime|Netflix|Spotify|Uber|Airbnb|Tesla Model 3|Toyota Corolla|Harry Potter|' +
  'The Great Gatsby|Star Wars|Premier League|World Cup|Olympics|Covid-19|Medicare|Medicaid|Form W-2|Terms of Service|' +
  'Privacy Policy|Help Center|Customer Service|Sales Team|Engineering|Marketing|Finance|Legal|Operations|Board|' +
  'Ibuprofen|Amoxicillin|Metformin|Lipitor|Tylenol|Advil|Pfizer|Moderna|Excel Sheet|Power BI|Tableau|GitHub|GitLab'
).split('|');
const ORGS = 'Acme Corp|Globex|Initech|Northwind Traders|Contoso|Fabrikam|Umbrella Health|Stark Logistics|Wayne Financial|Blue Harbor Bank|Summit Dental|Riverside Clinic|Evergreen Insurance|Pinecrest Academy|Sunrise Pharmacy'.split('|');

export function generate(count: number, seed: number, tables: Tables): Sample[] {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const chance = (p: number) => r() < p;
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
  const firstNamesEn = tables.read('first-names-en');
  const firsts = [...new Set([...firstNamesEn.female, ...firstNamesEn.male, ...tables.read('us-census-first-names')].map(cap))].filter((n) => n.length > 1);
  const commonFirsts = tables.read('us-census-first-names').map(cap);
  const ambiguousFirsts = ['Grace', 'Hope', 'April', 'Jordan', 'Faith', 'Joy', 'June', 'May', 'Rose', 'Lily', 'Dawn', 'Summer', 'Autumn', 'Ruby', 'Will', 'Bill', 'Mark', 'Grant', 'Dean', 'Chase', 'Hunter', 'Rich', 'Sky', 'River', 'Angel', 'Christian', 'Frank', 'Jade', 'Pearl', 'Violet', 'Hazel', 'Olive', 'Penny', 'Sandy', 'Victoria', 'Georgia', 'Austin', 'Paris', 'Florence', 'Sydney', 'Chelsea', 'Dallas', 'Savannah', 'Israel', 'Carolina', 'Virginia'];
  const surnamesAll = tables.read('us-census-surnames');
  const cities = tables.read('world-cities').filter((c) => /^\p{Lu}/u.test(c));
  const countries = countryNames().filter((c) => /^\p{Lu}\p{Ll}/u.test(c));

  const surname = (): string => {
    if (chance(0.18)) return pick(OTHER_SURNAMES);
    // Census order is by frequency: favour the frequent ones, keep the long tail.
    const k = chance(0.5) ? Math.floor(r() * 3000) : Math.floor(r() * surnamesAll.length);
    return cap(surnamesAll[Math.min(k, surnamesAll.length - 1)]!);
  };
  const first = (): string => {
    const x = r();
    if (x < 0.12) return pick(OTHER_FIRST);
    if (x < 0.2) return pick(ambiguousFirsts);
    if (x < 0.55) return pick(commonFirsts);
    return pick(firsts);
  };
  const koreanName = () => pick(KR_SURNAMES) + pick(KR_GIVEN) + (chance(0.85) ? pick(KR_GIVEN) : '');
  const fullName = (): string => {
    const x = r();
    if (x < 0.06) return `${pick(ROMAN_KR_SURNAMES)} ${pick(ROMAN_KR_GIVEN)}`;
    if (x < 0.1) return `${pick(ROMAN_KR_GIVEN)} ${pick(ROMAN_KR_SURNAMES)}`;
    if (x < 0.18) return `${first()} ${String.fromCharCode(65 + Math.floor(r() * 26))}. ${surname()}`;
    if (x < 0.22) return `${first()} ${surname()}-${surname()}`;
    if (x < 0.25) return `${first()} ${first()} ${surname()}`;
    return `${first()} ${surname()}`;
  };
  const city = (): string => {
    const x = r();
    if (x < 0.55) return pick(cities);
    if (x < 0.75) return pick(TOWNS);
    if (x < 0.9) return pick(US_STATES);
    return pick(REGIONS);
  };
  const country = () => pick(countries);
  const place = () => (chance(0.7) ? city() : country());
  const num = (lo: number, hi: number) => String(lo + Math.floor(r() * (hi - lo + 1)));
  const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(r() * 10))).join('');
  const letter = () => String.fromCharCode(65 + Math.floor(r() * 26));
  const address = (): string => {
    const x = r();
    if (x < 0.4) {
      let a = `${num(1, 9999)} ${pick(STREET_WORDS)}${chance(0.3) ? ` ${pick(STREET_WORDS)}` : ''} ${pick(US_SUFFIX)}`;
      if (chance(0.3)) a += `${chance(0.5) ? ',' : ''} ${pick(UNIT)} ${num(1, 999)}`;
      const sep = chance(0.25) ? '\n' : ', ';
      if (chance(0.6)) a += `${sep}${pick(cities)}, ${pick(STATE_CODES)} ${digits(5)}`;
      else if (chance(0.3)) a += `${sep}${pick(cities)}${sep}${country()}`;
      return a;
    }
    if (x < 0.55) {
      let a = `${chance(0.3) ? `Flat ${num(1, 40)}, ` : ''}${num(1, 250)} ${pick(STREET_WORDS)} ${pick(UK_SUFFIX)}`;
      a += `, ${pick(TOWNS.concat(['London', 'Manchester', 'Bristol', 'Glasgow', 'Cardiff']))} ${letter()}${letter()}${num(1, 20)} ${num(1, 9)}${letter()}${letter()}`;
      return a;
    }
    if (x < 0.67) return `${num(1, 120)}${chance(0.2) ? ' bis' : ''} ${pick(FR_STREETS)}, ${digits(5)} ${pick(FR_CITIES)}`;
    if (x < 0.79) return `${pick(DE_STREETS)} ${num(1, 180)}${chance(0.2) ? 'a' : ''}, ${digits(5)} ${pick(DE_CITIES)}`;
    if (x < 0.89) return `${pick(PT_STREETS)}, ${num(1, 300)}${chance(0.3) ? `, ${num(1, 9)}º ${chance(0.5) ? 'Esq.' : 'Dto.'}` : ''}, ${digits(4)}-${digits(3)} ${pick(PT_CITIES)}`;
    if (x < 0.93) {
      // Street name, then number (Nordic, Dutch, Spanish, Italian, Central European forms).
      const street = `${pick(STREET_STEMS)}${pick(['gade', 'vej', 'gatan', 'veien', 'straat', 'gracht', 'weg', 'gasse', 'katu', 'tie', 'utca', 'ulica'])}`;
      const roman = pick(['Calle Mayor', 'Via Roma', 'Carrer de Balmes', 'Via Garibaldi', 'Avenida de América', 'Corso Italia']);
      const line = chance(0.6) ? `${street} ${num(1, 200)}` : `${roman}, ${num(1, 200)}`;
      const sep = chance(0.3) ? '\n' : ', ';
      return `${line}${chance(0.3) ? `${sep}${pick(['Apt.', 'Apt', 'Unit', 'Floor'])} ${num(1, 900)}` : ''}${sep}${digits(4 + Math.floor(r() * 2))} ${pick(cities)}${chance(0.3) ? `${sep}${country()}` : ''}`;
    }
    return chance(0.5)
      ? `${pick(KR_CITIES)} ${pick(KR_DISTRICTS)} ${pick(KR_ROADS)} ${num(1, 500)}${chance(0.4) ? `, ${num(1, 20)}층` : ''}`
      : `${pick(KR_CITIES)} ${pick(KR_DISTRICTS)} ${pick(KR_DONG)} ${num(1, 1500)}-${num(1, 30)}`;
  };

  // Slots: {P} full name, {F} first name, {S} surname, {TS} title + surname, {KN} Korean name, {C} city or town,
  // {K} country, {PL} place, {A} address, {O} organisation, {N} not-a-name capitalised thing, {AW} an ambiguous
  // first name used as a word is written in the template itself.
  const slot = (name: string): { value: string; cls?: 'PER' | 'LOC' | 'ADR'; prefix?: string } => {
    switch (name) {
      case 'P':
        return { value: fullName(), cls: 'PER' };
      case 'F':
        return { value: first(), cls: 'PER' };
      case 'S':
        return { value: surname(), cls: 'PER' };
      case 'TS': {
        const t = pick(['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Dr', 'Mr', 'Prof.', 'Miss']);
        return { prefix: `${t} `, value: chance(0.6) ? surname() : fullName(), cls: 'PER' };
      }
      case 'AFS':
        return { value: `${pick(ambiguousFirsts)} ${surname()}`, cls: 'PER' };
      case 'AF':
        return { value: pick(ambiguousFirsts), cls: 'PER' };
      case 'KN':
        return { value: koreanName(), cls: 'PER' };
      case 'C':
        return { value: city(), cls: 'LOC' };
      case 'K':
        return { value: country(), cls: 'LOC' };
      case 'PL':
        return { value: place(), cls: 'LOC' };
      case 'KP':
        return { value: pick(KR_PLACES), cls: 'LOC' };
      case 'A':
        return { value: address(), cls: 'ADR' };
      case 'O':
        return { value: pick(ORGS) };
      case 'N':
        return { value: pick(NOT_NAMES) };
      case 'NUM':
        return { value: digits(5 + Math.floor(r() * 5)) };
      case 'VER':
        return { value: `${num(1, 20)}.${num(0, 30)}${chance(0.5) ? `.${num(0, 99)}` : ''}` };
      default:
        throw new Error(`unknown slot ${name}`);
    }
  };

  const fill = (template: string): { text: string; spans: [number, number, 'PER' | 'LOC' | 'ADR'][] } => {
    let text = '';
    const spans: [number, number, 'PER' | 'LOC' | 'ADR'][] = [];
    for (const part of template.split(/(\{[A-Z]+\}|\[\[[^\]]+\]\])/)) {
      const literal = /^\[\[(.+)\|(PER|LOC|ADR)\]\]$/.exec(part);
      if (literal) {
        spans.push([text.length, text.length + literal[1]!.length, literal[2] as 'PER' | 'LOC' | 'ADR']);
        text += literal[1]!;
        continue;
      }
      const m = /^\{([A-Z]+)\}$/.exec(part);
      if (!m) {
        text += part;
        continue;
      }
      const s = slot(m[1]!);
      text += s.prefix ?? '';
      if (s.cls) spans.push([text.length, text.length + s.value.length, s.cls]);
      text += s.value;
    }
    return { text, spans };
  };

  const out: Sample[] = [];
  for (let k = 0; k < count; k++) {
    const x = r();
    let template: string;
    let source: string;
    if (x < 0.11) {
      template = pick(KOREAN);
      source = 'gen-ko';
    } else if (x < 0.19) {
      template = pick(NEGATIVE);
      source = 'gen-neg';
    } else if (x < 0.29) {
      template = pick(MULTILINE);
      source = 'gen-lines';
    } else {
      template = pick(ENGLISH);
      source = 'gen-en';
    }
    let { text, spans } = fill(template);
    // Some chat is all lower case; some prompts lose their final punctuation.
    if (source !== 'gen-ko' && chance(0.12)) {
      const lower = text.toLowerCase();
      if (lower.length === text.length) text = lower;
    }
    if (chance(0.15) && /[.!?]$/.test(text)) text = text.slice(0, -1);
    out.push({ text, spans, source });
  }
  return out;
}

const ENGLISH = [
  // support and chat
  'Hi, this is {P} and I need help with my order.',
  'My name is {P}, I live in {C}.',
  'my name is {F} {S} and i moved to {C} last year',
  "I'm {F}. My sister {F} lives in {C} with her husband {F}.",
  'Can you update the account for {P}? She moved from {C} to {C}.',
  'The package for {P} was sent to {A} but never arrived.',
  'Please ship it to {A}.',
  'Could you change my billing address to {A}?',
  'New address: {A}',
  'Hello, I am writing on behalf of my father, {P}, who lives alone in {C}.',
  'Our agent {F} said the refund would arrive by Friday.',
  'I spoke with {F} from your {N} team yesterday and she told me to email {F}.',
  '{F} here, just checking whether the {N} invoice went out.',
  'Thanks {F}! Talk soon.',
  'ok so {F} said {F} is coming too',
  'Ask {P} about the {N} migration before Monday.',
  'The ticket was opened by {P} and assigned to {P}.',
  'Tell {F} I said hi.',
  'Is {P} still working at {O}?',
  '{P} from {O} called about the delivery to {C}.',
  'I was born in {C}, {K} and grew up in {C}.',
  'We are relocating from {C} to {K} in the spring.',
  'She passed away in {C} in 2019.',
  'He has been living in {C} since the divorce.',
  'They flew into {C} and drove to {C}.',
  'Is there a branch near {C}?',
  'Do you deliver to {K}?',
  'I will be travelling to {K} next week with {P}.',
  'Flights from {C} to {C} are delayed.',
  'Book a table for {F} at 7pm.',
  '[[Jordan|PER]] moved from [[Jordan|LOC]] to [[Georgia|LOC]] with {F}.',
  '{F} and {F} are visiting {C} in April.',
  '{AFS} joined the call; we hope it went well.',
  '{AFS} asked for a grace period on the {N} payment.',
  '{AFS} will send the April report.',
  'Will {AFS} review it, or will {F}?',
  '{AFS} and {AFS} signed the lease in {C}.',
  '{AFS} marked the ticket as resolved.',
  "I'm {AF}. My sister {AF} is a nurse in {C}.",
  '{AF} said she would call back, I hope she does.',
  'Say hi to {AF} for me!',
  'My daughter {AF} starts school in September.',
  'We met {AFS} at the conference in {C}.',
  // HR
  'Employee {P} (ID {NUM}) transferred from the {C} office to {C}.',
  'Please add {P} to payroll starting next month.',
  '{TS} has been promoted to team lead.',
  'Performance review for {P}, reporting to {P}.',
  'Reference check: {P} worked with us in {C} for three years.',
  'Candidate {P} is based in {C} and can start in June.',
  'Emergency contact: {P}, spouse, {C}.',
  'I am {P}, the hiring manager for the {N} role.',
  // medical
  'Patient {P}, 54, was admitted with chest pain.',
  '{TS} prescribed {N} for the patient.',
  'Referred by {TS} to the clinic in {C}.',
  'The patient, {P}, lives with her daughter {F} in {C}.',
  'Appointment for {P} with {TS} on Tuesday.',
  'Discharge summary for {P}: follow up with {TS} in two weeks.',
  // travel
  'Passenger {P} is booked on the flight from {C} to {C}.',
  'Hotel reservation under {P} in {C}, {K}.',
  'We stayed at a small place near {C} and then took the train to {C}.',
  "What's the best way to get from {C} to {C}?",
  'Planning a road trip through {PL} and {PL}.',
  // letters and formal
  'Dear {TS}, thank you for your letter.',
  'Dear {F}, I hope this finds you well.',
  'To whom it may concern: {P} has been a tenant at {A} since 2018.',
  'Sincerely, {P}',
  'Best regards, {F}',
  'Cheers, {F} {S}',
  'Sent on behalf of {TS}.',
  // mixed
  'According to {P}, the shipment left {C} on Monday.',
  'Meeting notes: {P}, {P} and {P} attended; {F} took notes.',
  'cc {F}, {F}',
  'Attendees: {P}, {P}, {P}',
  'The landlord, {P}, lives at {A}.',
  'Send the contract to {P} at {A}.',
  'Our office moved to {A}.',
  'Visit us at {A}.',
  '{P} ({C}) won the raffle.',
  'I met {F} in {C} when I was studying in {K}.',
  'Hi {F}, can you ask {F} whether the {N} update is live?',
  'lol {F} just told me {F} is moving to {C}',
  'call me when you land in {C}',
  'hey {F} are you in {C} this weekend?',
  'My daughter {F} goes to school in {C}.',
  'Our son {F} was born in {C}.',
  'My manager {P} approved the leave.',
  'Contact person: {P}',
  'Name: {P}',
  'Full name: {P}\nCity: {C}',
  'Customer {P} from {C} requested a callback.',
  '{P} wrote: the {N} release is ready.',
  'Signed, {P}, {C}, {K}.',
  'We are a small team in {C}, {K}.',
  '[[Wojciech Szczęsny|PER]] and [[Inês Figueiredo|PER]] both live in {C}.',
  '{P} and {P} both live in {C}.',
  'Ms. {S} flew to {C} on Saturday.',
  'Please ask {TS} to call me back.',
  'I live at {A} with my partner {F}.',
  'She grew up near {C} but now works in {C}.',
  'Our warehouse in {C} ships to {K} and {K}.',
  'The conference moved from {C} to {C} this year.',
  'He spent ten years in {K} before settling in {C}.',
  'Weather in {C} today: rain.',
  '{C} is lovely in the autumn.',
  'My grandparents emigrated from {K} to {K}.',
  'The nearest hospital is in {C}, about an hour away.',
  'Is it safe to travel to {K} right now?',
  'Send my mail to my mother in {C}, {K}.',
  'I am based in {C} ({K}).',
  'They retired to {C} after selling the house in {C}.',
  '{P} is from {C} and studied in {C}.',
  'Ticket from {C} to {C} for {P}, please.',
];

const NEGATIVE = [
  'Please update the {N} ticket before Monday.',
  'The {N} integration with {N} is broken again.',
  'Order #{NUM} shipped on Friday.',
  'Upgrade to version {VER} of {N}.',
  'Release {VER} fixes the login bug.',
  'What is the capital of {K}?',
  'How do I export a report from {N} to {N}?',
  'We hope you enjoy the new {N} features.',
  'The grace period ends in May.',
  'Will you send the April report?',
  'I will mark it as done.',
  'Let me know if you have any questions.',
  'Thanks for reaching out! We will get back to you within 24 hours.',
  'Getting Started\n\nRun the installer and read the guide.',
  'Our {N} plan includes unlimited storage.',
  'Summer sale: 20% off all {N} subscriptions.',
  'The {N} dashboard shows 1,250 active users.',
  'Can you summarise the {N} chapter?',
  'Error {NUM}: connection refused by {N}.',
  'Invoice {NUM} is overdue.',
  'The meeting is on Tuesday at 3 PM.',
  'Happy New Year from the {N} team!',
  'How many calories are in an apple?',
  'Write a Python function that reverses a string.',
  'Explain the difference between TCP and UDP.',
  'The Grand Canyon is one of the largest canyons on Earth.',
  'Translate this into French, please.',
  'What does HTTP 404 mean?',
  'Please review the pull request.',
  'Is {N} covered by {N}?',
];

const MULTILINE = [
  'Dear {F},\n\nThanks for the update on the {N} project.\n\nBest,\n{P}',
  'Hi {F},\n\nPlease find attached the invoice.\n\nRegards,\n{P}\n{O}\n{C}, {K}',
  '{P}\n{A}\n\nDear {TS},\n\nI am writing to dispute a charge.',
  'From: {P}\nTo: {P}\nSubject: {N} follow-up\n\nHi {F}, see below.',
  '{P}\nSenior Engineer\n{O}',
  'Shipping to:\n{P}\n{A}',
  'Name: {P}\nAddress: {A}\nCity: {C}',
  'Attendees:\n- {P}\n- {P}\n- {P}',
  '{F}: are you coming?\n{F}: yes, leaving {C} now',
  'Patient: {P}\nDOB: 1985-12-30\nPhysician: {TS}',
  'Travellers\n1. {P}\n2. {P}\nDestination: {C}, {K}',
  'Thanks,\n{F}\n\nSent from my iPhone',
  'Release notes\n\n- Fixed {N} sync\n- Updated {N} to {VER}',
];

const KOREAN = [
  '이름: {KN}',
  '고객 {KN}님의 주문이 지연되었습니다.',
  '{KN}님, 안녕하세요.',
  '{KN} 씨가 {KP}에서 전화했습니다.',
  '담당자 {KN}에게 연락 부탁드립니다.',
  '저는 {KN}입니다. {KP}에 살고 있어요.',
  '{KN} 고객님께서 주소 변경을 요청하셨습니다: {A}',
  '배송지: {A}',
  '주소는 {A}입니다.',
  '{KN}님이 {KP}로 이사했습니다.',
  '환자 {KN}, 45세, {KP} 거주.',
  '보호자: {KN} (딸)',
  '성명: {KN}\n주소: {A}',
  'Hello, my name is {KN} and I live in {KP}.',
  '{KN} 선생님께서 진료하셨습니다.',
  '안녕하세요 {KN}입니다',
  '{KN}이 {C}에 출장 갔어요.',
  'My colleague {P} lives in Seoul; her manager is {KN}.',
  '주문번호 {NUM} 배송 조회 부탁드립니다.',
  '내일 {KP}에서 만나요.',
  // Words that open with a family-name syllable but name nobody.
  '한국어 테스트 중입니다.',
  '이번 주문은 취소해 주세요.',
  '정말 감사합니다!',
  '고객센터 운영시간은 9시부터입니다.',
  '오늘 회의는 취소되었습니다.',
  '한국어로 답변해 주세요.',
  '김치찌개 레시피 알려줘',
  '이상한 오류가 발생했습니다.',
  '박스가 파손되었어요 ㅠㅠ',
  '최근 주문 내역 보여줘',
  '정보 수정 부탁드립니다.',
  '조금만 기다려 주세요.',
  '안내 문자를 받지 못했습니다.',
  '장바구니에 담은 상품이 사라졌어요.',
  '신용카드 결제가 안 돼요.',
  '한국어 테스트 {KN}님 안녕하세요.',
]
