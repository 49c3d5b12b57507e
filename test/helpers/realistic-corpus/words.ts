/**
 * Word lists of the realistic corpus (./index.ts): people's names by origin, places by country, street-name
 * stems, organisations, products and topics. Written for this corpus (common names and real place names, in no
 * particular source's order); not Faker's lists and not taken from any evaluation set.
 */

/** A naming tradition: given names, family names, the country its people are placed in, and how they are written. */
export interface Origin {
  readonly key: string;
  readonly given: readonly string[];
  readonly family: readonly string[];
  /** Key into CITIES / address and phone styles. */
  readonly country: CountryKey;
  /** `family-first`: the family name is written first (Korean in Hangul, Chinese and Japanese sometimes). */
  readonly order?: 'family-first';
}

export type CountryKey = 'US' | 'GB' | 'DE' | 'FR' | 'ES' | 'PT' | 'BR' | 'IT' | 'NL' | 'PL' | 'KR' | 'JP' | 'IN' | 'CA' | 'AU' | 'MX' | 'SE' | 'IE';

export const ORIGINS: readonly Origin[] = [
  {
    key: 'anglo',
    given: ['James', 'Emily', 'Michael', 'Sarah', 'David', 'Jessica', 'Robert', 'Ashley', 'Daniel', 'Laura', 'Thomas', 'Rachel', 'Kevin', 'Megan', 'Brian', 'Hannah', 'Patrick', 'Claire', 'Gregory', 'Natalie', 'Owen', 'Abigail', 'Colin', 'Bethany'],
    family: ['Thompson', 'Walker', 'Bennett', 'Foster', 'Hughes', 'Parker', 'Mitchell', 'Sullivan', 'Graham', 'Fletcher', 'Harrison', 'Whitaker', 'Dawson', 'Griffin', 'Holloway', 'Pearson', 'Caldwell', 'Ramsey', 'Prescott', 'Langley'],
    country: 'US',
  },
  {
    key: 'british',
    given: ['Oliver', 'Charlotte', 'Harry', 'Imogen', 'George', 'Phoebe', 'Alfie', 'Eleanor', 'Rhys', 'Isla', 'Callum', 'Niamh'],
    family: ['Ashworth', 'Pemberton', 'Barnes', 'Clarke', 'Davies', 'Evans', 'Holt', 'Marsh', 'Whitmore', 'Birch', 'Kendall', 'Royle'],
    country: 'GB',
  },
  {
    key: 'hispanic',
    given: ['Alejandro', 'Lucía', 'Carlos', 'Valentina', 'Javier', 'Camila', 'Diego', 'Sofía', 'Mateo', 'Isabel', 'Andrés', 'Paula'],
    family: ['García', 'Fernández', 'Morales', 'Castillo', 'Ramírez', 'Herrera', 'Navarro', 'Vargas', 'Ortega', 'Delgado', 'Iglesias', 'Serrano'],
    country: 'ES',
  },
  {
    key: 'mexican',
    given: ['Guadalupe', 'Jorge', 'Ximena', 'Emiliano', 'Fernanda', 'Santiago', 'Renata', 'Joaquín'],
    family: ['Hernández', 'López', 'Martínez', 'Gutiérrez', 'Rojas', 'Mendoza', 'Cervantes', 'Salazar'],
    country: 'MX',
  },
  {
    key: 'french',
    given: ['Antoine', 'Camille', 'Julien', 'Élodie', 'Mathieu', 'Chloé', 'Guillaume', 'Manon', 'Thibault', 'Léa', 'Bastien', 'Margaux'],
    family: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Rousseau', 'Chevalier', 'Lambert', 'Mercier', 'Bonnet', 'Garnier', 'Faure'],
    country: 'FR',
  },
  {
    key: 'german',
    given: ['Lukas', 'Anna', 'Maximilian', 'Lena', 'Jonas', 'Katharina', 'Felix', 'Johanna', 'Tobias', 'Miriam', 'Florian', 'Sabine'],
    family: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter', 'Wagner', 'Neumann', 'Krüger'],
    country: 'DE',
  },
  {
    key: 'italian',
    given: ['Marco', 'Giulia', 'Lorenzo', 'Francesca', 'Matteo', 'Chiara', 'Alessandro', 'Elena', 'Davide', 'Serena'],
    family: ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Conti', 'Esposito', 'Barbieri'],
    country: 'IT',
  },
  {
    key: 'lusophone',
    given: ['João', 'Ana', 'Pedro', 'Beatriz', 'Rafael', 'Mariana', 'Thiago', 'Larissa', 'Gonçalo', 'Inês'],
    family: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Carvalho', 'Almeida', 'Ferreira', 'Rodrigues'],
    country: 'PT',
  },
  {
    key: 'brazilian',
    given: ['Luiz', 'Fernanda', 'Gustavo', 'Juliana', 'Rodrigo', 'Aline', 'Vinícius', 'Letícia'],
    family: ['Barbosa', 'Ribeiro', 'Cavalcanti', 'Moura', 'Teixeira', 'Azevedo', 'Nogueira', 'Pinto'],
    country: 'BR',
  },
  {
    key: 'dutch',
    given: ['Daan', 'Sanne', 'Bram', 'Femke', 'Joost', 'Lotte'],
    family: ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'van den Berg', 'Mulder'],
    country: 'NL',
  },
  {
    key: 'slavic',
    given: ['Katarzyna', 'Piotr', 'Agnieszka', 'Tomasz', 'Dmitri', 'Olga', 'Nikola', 'Milena', 'Paweł', 'Zofia'],
    family: ['Nowak', 'Kowalczyk', 'Wiśniewski', 'Zieliński', 'Ivanov', 'Petrova', 'Horvat', 'Novák', 'Lewandowska', 'Dąbrowski'],
    country: 'PL',
  },
  {
    key: 'indian',
    given: ['Priya', 'Arjun', 'Ananya', 'Rohan', 'Deepika', 'Vikram', 'Sneha', 'Karthik', 'Aditi', 'Rahul', 'Meera', 'Siddharth'],
    family: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Menon', 'Chatterjee', 'Kulkarni', 'Banerjee', 'Joshi', 'Pillai'],
    country: 'IN',
  },
  {
    key: 'chinese',
    given: ['Wei', 'Li Na', 'Jun', 'Mei', 'Hao', 'Xiaoling', 'Yusheng', 'Jing', 'Zhiwei', 'Fang'],
    family: ['Wang', 'Zhang', 'Liu', 'Chen', 'Huang', 'Zhao', 'Lin', 'Xu', 'Zhou', 'Sun'],
    country: 'CA',
  },
  {
    key: 'japanese',
    given: ['Haruto', 'Yui', 'Kenji', 'Aiko', 'Takeshi', 'Sakura', 'Ren', 'Naoko', 'Daisuke', 'Emi'],
    family: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Ishikawa', 'Fujita'],
    country: 'JP',
  },
  {
    key: 'korean-latin',
    given: ['Minjun', 'Seoyeon', 'Jiho', 'Hana', 'Dongwoo', 'Yuna', 'Sungmin', 'Jiwon'],
    family: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Yoon', 'Han'],
    country: 'KR',
  },
  {
    key: 'arabic',
    given: ['Omar', 'Layla', 'Youssef', 'Fatima', 'Karim', 'Nour', 'Hassan', 'Amira', 'Tariq', 'Salma'],
    family: ['Haddad', 'Khalil', 'Mansour', 'Nasser', 'Saleh', 'Farouk', 'Aziz', 'Rahman', 'Qureshi', 'Hamdan'],
    country: 'GB',
  },
  {
    key: 'west-african',
    given: ['Chinedu', 'Ngozi', 'Kwame', 'Amara', 'Oluwaseun', 'Adaeze', 'Kofi', 'Yetunde', 'Emeka', 'Abena'],
    family: ['Okafor', 'Adeyemi', 'Mensah', 'Okonkwo', 'Boateng', 'Eze', 'Owusu', 'Balogun', 'Nwosu', 'Asante'],
    country: 'US',
  },
  {
    key: 'east-african',
    given: ['Wanjiru', 'Tendai', 'Baraka', 'Zawadi', 'Otieno', 'Nyokabi'],
    family: ['Mwangi', 'Kamau', 'Odhiambo', 'Chebet', 'Moyo', 'Njoroge'],
    country: 'GB',
  },
  {
    key: 'nordic',
    given: ['Erik', 'Ingrid', 'Lars', 'Sigrid', 'Mikael', 'Astrid', 'Henrik', 'Maja'],
    family: ['Johansson', 'Lindqvist', 'Andersen', 'Nieminen', 'Haugen', 'Bergström', 'Eriksson', 'Dahl'],
    country: 'SE',
  },
  {
    key: 'vietnamese',
    given: ['Linh', 'Minh', 'Thao', 'Quang', 'Huong', 'Tuan'],
    family: ['Nguyen', 'Tran', 'Pham', 'Le', 'Hoang', 'Vu'],
    country: 'AU',
  },
  {
    key: 'turkish',
    given: ['Emre', 'Elif', 'Mehmet', 'Zeynep', 'Burak', 'Ayşe'],
    family: ['Yılmaz', 'Demir', 'Kaya', 'Şahin', 'Çelik', 'Aydın'],
    country: 'DE',
  },
  {
    key: 'irish',
    given: ['Siobhan', 'Cian', 'Aoife', 'Declan', 'Orla', 'Eoin'],
    family: ["O'Brien", 'Murphy', 'Byrne', 'Kavanagh', "O'Sullivan", 'Doyle'],
    country: 'IE',
  },
];

/** Korean names in Hangul with a romanisation for e-mail addresses: family name first, no space. */
export const KOREAN_FAMILY: readonly (readonly [string, string])[] = [
  ['김', 'kim'], ['이', 'lee'], ['박', 'park'], ['최', 'choi'], ['정', 'jung'], ['강', 'kang'], ['조', 'cho'],
  ['윤', 'yoon'], ['장', 'jang'], ['임', 'lim'], ['한', 'han'], ['오', 'oh'], ['서', 'seo'], ['신', 'shin'],
  ['권', 'kwon'], ['황', 'hwang'], ['안', 'ahn'], ['송', 'song'], ['홍', 'hong'], ['문', 'moon'],
];
export const KOREAN_GIVEN: readonly (readonly [string, string])[] = [
  ['민준', 'minjun'], ['서연', 'seoyeon'], ['지호', 'jiho'], ['하은', 'haeun'], ['도윤', 'doyun'], ['지우', 'jiwoo'],
  ['예준', 'yejun'], ['수아', 'sua'], ['시우', 'siwoo'], ['지민', 'jimin'], ['현우', 'hyunwoo'], ['은서', 'eunseo'],
  ['준서', 'junseo'], ['다은', 'daeun'], ['건우', 'geonwoo'], ['유진', 'yujin'], ['성민', 'sungmin'], ['혜진', 'hyejin'],
  ['재현', 'jaehyun'], ['소영', 'soyoung'], ['태희', 'taehee'], ['경수', 'kyungsoo'], ['미경', 'mikyung'], ['영호', 'youngho'],
];

/** Cities by country, as written in English prose (and the local form where it differs and prose in that language uses it). */
export const CITIES: Readonly<Record<CountryKey, readonly string[]>> = {
  US: ['Chicago', 'Denver', 'Austin', 'Seattle', 'Boston', 'Atlanta', 'Phoenix', 'Portland', 'San Diego', 'Nashville', 'Minneapolis', 'Pittsburgh', 'Sacramento', 'Raleigh'],
  GB: ['Manchester', 'Leeds', 'Bristol', 'Edinburgh', 'Glasgow', 'Liverpool', 'Birmingham', 'Cardiff', 'Sheffield', 'Nottingham'],
  DE: ['Munich', 'Hamburg', 'Cologne', 'Frankfurt', 'Stuttgart', 'Leipzig', 'Dresden', 'Hannover', 'Nürnberg', 'Bremen'],
  FR: ['Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Nantes', 'Lille', 'Strasbourg', 'Montpellier', 'Rennes', 'Grenoble'],
  ES: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza', 'Granada'],
  PT: ['Lisbon', 'Porto', 'Braga', 'Coimbra', 'Faro'],
  BR: ['São Paulo', 'Rio de Janeiro', 'Curitiba', 'Belo Horizonte', 'Recife', 'Porto Alegre'],
  IT: ['Milan', 'Turin', 'Bologna', 'Naples', 'Florence', 'Verona'],
  NL: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'Groningen'],
  PL: ['Warsaw', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań'],
  KR: ['Seoul', 'Busan', 'Incheon', 'Daegu', 'Daejeon', 'Gwangju', 'Suwon'],
  JP: ['Osaka', 'Yokohama', 'Nagoya', 'Fukuoka', 'Sapporo', 'Kyoto'],
  IN: ['Bengaluru', 'Pune', 'Hyderabad', 'Chennai', 'Mumbai', 'Kolkata'],
  CA: ['Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa'],
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide'],
  MX: ['Guadalajara', 'Monterrey', 'Puebla', 'Mexico City'],
  SE: ['Stockholm', 'Gothenburg', 'Malmö', 'Uppsala'],
  IE: ['Dublin', 'Cork', 'Galway', 'Limerick'],
};

/** Country names as English prose writes them. */
export const COUNTRY_NAMES: Readonly<Record<CountryKey, string>> = {
  US: 'the United States', GB: 'the UK', DE: 'Germany', FR: 'France', ES: 'Spain', PT: 'Portugal', BR: 'Brazil', IT: 'Italy',
  NL: 'the Netherlands', PL: 'Poland', KR: 'South Korea', JP: 'Japan', IN: 'India', CA: 'Canada', AU: 'Australia',
  MX: 'Mexico', SE: 'Sweden', IE: 'Ireland',
};

/** Korean cities and districts in Hangul, for Korean addresses and prose. */
export const KOREAN_CITIES: readonly string[] = ['서울', '부산', '인천', '대구', '대전', '광주', '수원', '성남', '울산', '제주'];
export const KOREAN_ADDRESS_AREAS: readonly (readonly [string, readonly string[]])[] = [
  ['서울특별시', ['강남구', '마포구', '송파구', '서초구', '종로구', '영등포구', '성동구', '용산구']],
  ['부산광역시', ['해운대구', '수영구', '부산진구', '동래구']],
  ['경기도 성남시', ['분당구', '수정구']],
  ['인천광역시', ['연수구', '남동구', '부평구']],
  ['대전광역시', ['유성구', '서구']],
];
export const KOREAN_ROADS: readonly string[] = ['테헤란로', '월드컵북로', '올림픽로', '세종대로', '해운대로', '판교역로', '양화로', '도산대로', '한강대로', '중앙로', '논현로', '경수대로'];

/** Street-name stems per country (combined with the country's street words and number layout). */
export const STREET_STEMS: Readonly<Record<'EN' | 'DE' | 'FR' | 'ES' | 'PT' | 'IT' | 'NL', readonly string[]>> = {
  EN: ['Maple', 'Cedar', 'Willow Creek', 'Harbor View', 'Oakridge', 'Lincoln', 'Sunset', 'Riverside', 'Chestnut', 'Juniper', 'Highland', 'Meadowbrook', 'Kingsley', 'Ashford', 'Elmwood', 'Park', 'Mill', 'Church', 'Station', 'Victoria', 'Beacon', 'Foxglove', 'Larkspur', 'Copperfield'],
  DE: ['Linden', 'Goethe', 'Schiller', 'Bahnhof', 'Kastanien', 'Rosen', 'Birken', 'Friedrich', 'Garten', 'Mühlen', 'Berliner', 'Hafen'],
  FR: ['des Lilas', 'de la République', 'Victor Hugo', 'du Moulin', 'des Écoles', 'Jean Jaurès', 'de la Paix', 'Pasteur', 'du Général Leclerc', 'des Acacias'],
  ES: ['de Alcalá', 'Mayor', 'del Sol', 'de la Constitución', 'de los Olivos', 'Real', 'de San Vicente', 'del Mar'],
  PT: ['das Flores', 'Augusta', 'da Liberdade', 'do Carmo', 'Santa Catarina', 'dos Andradas', 'da Consolação', 'Sete de Setembro'],
  IT: ['Garibaldi', 'Roma', 'Dante', 'Mazzini', 'Verdi', 'della Repubblica', 'Cavour', 'dei Mille'],
  NL: ['Keizers', 'Heren', 'Prinsen', 'Linden', 'Molen', 'Kerk'],
};

export const US_STATES: readonly (readonly [string, string])[] = [
  ['IL', '606'], ['CO', '802'], ['TX', '787'], ['WA', '981'], ['MA', '021'], ['GA', '303'], ['AZ', '850'], ['OR', '972'],
  ['CA', '921'], ['TN', '372'], ['MN', '554'], ['PA', '152'], ['NC', '276'], ['NY', '100'],
];

/** Fictional organisations (names that read as real companies, invented here). */
export const COMPANIES: readonly string[] = [
  'Northwind Logistics', 'Brightpath Analytics', 'Kestrel Health', 'Meridian Bank', 'Bluefin Systems', 'Harbourline Insurance',
  'Copperleaf Foods', 'Stonebridge Legal', 'Aster & Vane', 'Lumen Robotics', 'Greyhill Capital', 'Tidewater Energy',
  'Orchard Lane Pharmacy', 'Pinecrest Realty', 'Helio Solar', 'Quarry Street Studios', 'Vantage Freight', 'Silverline Telecom',
];

/** Company e-mail domains (reserved `.example`-free: these read as ordinary corporate domains). */
export const COMPANY_DOMAINS: readonly string[] = [
  'northwind-logistics.com', 'brightpath.io', 'kestrelhealth.org', 'meridianbank.co.uk', 'bluefin-systems.com',
  'harbourline.ie', 'copperleaf.com', 'stonebridgelegal.com', 'lumenrobotics.ai', 'greyhill.capital', 'vantagefreight.com',
  'silverline-tel.net', 'haneul-tech.co.kr', 'daon-soft.kr', 'atelier-lumiere.fr', 'bergmann-gmbh.de', 'solnorte.es',
];

/** Free-mail domains by country of the person. */
export const MAIL_DOMAINS: Readonly<Record<CountryKey, readonly string[]>> = {
  US: ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'],
  GB: ['gmail.com', 'hotmail.co.uk', 'btinternet.com', 'outlook.com'],
  DE: ['gmx.de', 'web.de', 't-online.de', 'gmail.com'],
  FR: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com'],
  ES: ['gmail.com', 'hotmail.es', 'telefonica.net'],
  PT: ['sapo.pt', 'gmail.com'],
  BR: ['uol.com.br', 'gmail.com', 'bol.com.br'],
  IT: ['libero.it', 'gmail.com', 'virgilio.it'],
  NL: ['ziggo.nl', 'gmail.com', 'kpnmail.nl'],
  PL: ['wp.pl', 'onet.pl', 'gmail.com'],
  KR: ['naver.com', 'daum.net', 'kakao.com', 'gmail.com'],
  JP: ['yahoo.co.jp', 'docomo.ne.jp', 'gmail.com'],
  IN: ['gmail.com', 'rediffmail.com', 'yahoo.co.in'],
  CA: ['gmail.com', 'rogers.com', 'outlook.com'],
  AU: ['bigpond.com', 'gmail.com', 'optusnet.com.au'],
  MX: ['gmail.com', 'hotmail.com', 'prodigy.net.mx'],
  SE: ['telia.com', 'gmail.com', 'bredband.net'],
  IE: ['eircom.net', 'gmail.com'],
};

export const PRODUCTS: readonly string[] = [
  'the standing desk', 'the noise-cancelling headphones', 'the espresso machine', 'the 27-inch monitor', 'the robot vacuum',
  'the hiking backpack', 'the smart thermostat', 'the air purifier', 'the electric kettle', 'the mechanical keyboard',
  'the office chair', 'the running shoes', 'the baby monitor', 'the tablet case', 'the winter jacket', 'the blender',
];

export const TEAMS: readonly string[] = ['platform', 'data', 'payments', 'mobile', 'growth', 'support', 'security', 'finance', 'legal', 'people ops', 'infrastructure', 'design'];
export const WEEKDAYS: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
export const MONTHS: readonly string[] = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const JOB_TITLES: readonly string[] = [
  'senior data engineer', 'account executive', 'staff nurse', 'product designer', 'warehouse supervisor', 'financial analyst',
  'site reliability engineer', 'paralegal', 'customer success manager', 'clinical research coordinator', 'HR business partner',
  'backend developer', 'procurement lead', 'marketing coordinator',
];
export const CODE_NAMES: readonly string[] = ['Project Falcon', 'Project Bluebird', 'Operation Nightjar', 'Project Juniper', 'Project Halcyon', 'Project Marlin'];

/**
 * Public figures named as the topic of a prompt (history, science, arts, sport): a question about them is not
 * personal data of the user. Hard negatives.
 */
export const PUBLIC_FIGURES: readonly string[] = [
  'Abraham Lincoln', 'Marie Curie', 'Albert Einstein', 'Ada Lovelace', 'Nelson Mandela', 'Frida Kahlo', 'Leonardo da Vinci',
  'Serena Williams', 'Winston Churchill', 'Charles Darwin', 'Jane Austen', 'Isaac Newton', 'Martin Luther King Jr.',
  'Mahatma Gandhi', 'Florence Nightingale', 'Wolfgang Amadeus Mozart', 'Vincent van Gogh', 'Alan Turing', 'Rosalind Franklin',
  'Napoleon Bonaparte', 'Galileo Galilei', 'Simone de Beauvoir', 'Gabriel García Márquez', 'Nikola Tesla',
];
export const KOREAN_PUBLIC_FIGURES: readonly string[] = ['세종대왕', '이순신', '유관순', '안중근', '김구'];

/** What public-figure prompts ask about. */
export const FIGURE_TOPICS: readonly string[] = [
  'main achievements', 'early life', 'most famous quotes', 'influence on modern science', 'legacy',
  'role in the historical events of their time', 'key works', 'leadership style', 'biggest controversies',
];
