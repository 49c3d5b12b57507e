import type { Tables } from '../data/tables';
import { countryNames } from '../detectors/location/gazetteer';

/**
 * The word lists the name model reads as features (./features.ts): the engine's own tables — first names
 * (Moby Word II via @stdlib, US Census), surnames (1990 US Census), cities of 100,000+ (GeoNames), country names
 * (Unicode CLDR through the runtime's ICU, ../detectors/location.ts), common English words (SCOWL) — plus a few
 * closed word classes and Korean place names written here. Membership is a feature, never a decision: the model weighs it against the word's context.
 *
 * Built from a catalog's tables (pure: the same tables give the same lexicon), at the first use of the model.
 */
export interface Lexicon {
  /** Lower-cased first names that are not also common words. */
  readonly firstNames: ReadonlySet<string>;
  /** Lower-cased first names that are also common words (`grace`, `hope`, `april`, `will`). */
  readonly ambiguousNames: ReadonlySet<string>;
  /** Lower-cased surnames. */
  readonly surnames: ReadonlySet<string>;
  /** Place names of one word, as written (`Leeds`, `France`). */
  readonly places: ReadonlySet<string>;
  /** Place names of several words, as written, by their first word (`New` → `New York`, `New Delhi`, …), longest first. */
  readonly multiWordPlaces: ReadonlyMap<string, readonly (readonly string[])[]>;
  /**
   * Places too large to identify anyone, and capitalised words that follow place phrases without naming a place
   * (the LOCATION rule's `notPlace` list: languages, months, `Home`): never reported as a place on their own.
   */
  readonly notPlaces: ReadonlySet<string>;
  /**
   * Lower-cased common English words (SCOWL's two most frequent levels) that none of the name lists or places
   * above holds: `revenue`, `summarize`, not `grace` or `smith`. Capitalised, at a sentence start or in a heading,
   * they open no window and are no name on their own (./windows.ts, ./model.ts).
   */
  readonly commonWords: ReadonlySet<string>;
}

/** Continents and world regions (they locate no one). */
const REGIONS = ['Europe', 'Asia', 'Africa', 'America', 'Americas', 'North America', 'South America', 'Latin America', 'Central America', 'Antarctica', 'Oceania', 'Australasia', 'Middle East', 'Scandinavia', 'Caribbean', 'Balkans', 'Southeast Asia', 'East Asia', 'EMEA', 'APAC', 'LATAM', 'EU', 'Earth', 'World'];

/** Titles and honorifics before a name (lower-case, without the dot). */
export const TITLES: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'mx', 'miss', 'dr', 'prof', 'sir', 'madam', 'mme', 'mlle', 'dame', 'lord', 'lady', 'rev', 'fr', 'sr', 'sra', 'herr', 'frau']);

/** The most frequent Korean family names, one syllable each (Statistics Korea census rankings: public facts). */
export const HANGUL_SURNAMES: ReadonlySet<string> = new Set(
  '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 유 전 홍 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편 용'.split(' '),
);

/** Korean family names of two syllables (`남궁`, `황보`): a name of three or four syllables may start with one. */
export const HANGUL_DOUBLE_SURNAMES: ReadonlySet<string> = new Set(['남궁', '황보', '제갈', '선우', '독고', '사공', '서문', '동방', '을지']);

/**
 * Syllables common in Korean given names (general knowledge of Korean naming: the syllables of Sino-Korean name
 * characters and of native names such as `하늘`, `별`, `봄`). A name the model reports in Hangul must be a family name
 * followed by given-name syllables of this list (./korean-names.ts `koreanFullName`).
 */
export const HANGUL_GIVEN_NAME_SYLLABLES: ReadonlySet<string> = new Set(
  ('가 강 건 경 계 고 관 광 교 구 국 군 규 균 근 금 기 길 나 남 다 단 담 대 덕 도 동 두 라 란 람 래 량 려 련 렬 령 로 록 ' +
    '룡 루 류 륜 률 리 린 림 마 만 명 모 무 문 미 민 바 박 반 배 백 범 병 보 복 봉 부 빈 빛 산 상 새 샘 서 석 선 설 섭 성 ' +
    '세 소 솔 송 수 숙 순 슬 승 시 식 신 실 심 아 안 애 양 언 여 연 열 영 예 오 옥 온 완 요 용 우 욱 운 웅 원 월 위 유 ' +
    '윤 율 은 을 음 의 이 익 인 일 임 자 장 재 전 정 제 조 종 주 준 중 지 진 찬 창 채 천 철 청 초 춘 충 치 태 택 평 표 ' +
    '필 하 학 한 해 행 향 허 헌 혁 현 형 혜 호 홍 화 환 황 회 효 후 훈 휘 희 힘 별 봄 결 늘 꽃 솜 찬 들'
  ).split(' '),
);

/** Honorifics and titles that follow a Korean name inside one word (`김민수님`, `박지훈팀장님`). */
const HANGUL_TITLES = [
  '님', '씨', '군', '양', '선생님', '선생', '고객님', '고객', '환자분', '환자', '보호자', '학생', '손님', '회원님', '회원',
  '팀장님', '팀장', '과장님', '과장', '부장님', '부장', '대리님', '대리', '차장님', '차장', '실장님', '실장', '사장님', '사장',
  '대표님', '이사님', '원장님', '원장', '교수님', '교수', '간호사님', '간호사', '기사님', '매니저님', '매니저', '주임님', '주임',
  '책임님', '선임님', '수석님', '작가님', '의사', '변호사님', '변호사', '세무사님', '담당자님', '담당자', '님께서', '선배', '선배님', '후배',
];

/**
 * Case particles, copulas and endings that follow a noun inside one word (`서울에서`, `김민수입니다`, `지은아`).
 * Korean grammar: public facts.
 */
const HANGUL_PARTICLES = [
  '이', '가', '은', '는', '을', '를', '의', '와', '과', '도', '께', '랑', '로', '에', '만', '아', '야',
  '에서', '에게', '한테', '께서', '이랑', '하고', '까지', '부터', '처럼', '보다', '으로', '에는', '에도', '이나', '이요', '이야',
  '이고', '이며', '이다', '라고', '라는', '이란', '께는', '께도', '에서는', '에서도', '에게서', '에게는', '한테서', '께서는',
  '으로는', '로는', '이라고', '이라는', '입니다', '이에요', '예요', '이었다', '였다', '이었고', '이세요', '이십니다', '이신', '인데',
  '이랑은', '님께', '께서도', '이잖아', '이지', '이죠',
];

/**
 * What may follow a Korean name or place inside one word: a title (`님`, `팀장님`), a particle (`이`, `에서`,
 * `입니다`), or a title then a particle (`님께서`, `고객님의`). The model reads `김민수님이` as the name `김민수` and
 * the suffix `님이` (./features.ts `nerTokens`).
 */
export const HANGUL_SUFFIXES: ReadonlySet<string> = new Set([
  ...HANGUL_TITLES,
  ...HANGUL_PARTICLES,
  ...HANGUL_TITLES.flatMap((t) => HANGUL_PARTICLES.map((p) => t + p)),
]);

/** The longest of HANGUL_SUFFIXES, in UTF-16 units (one per syllable). */
export const HANGUL_SUFFIX_MAX = Math.max(...[...HANGUL_SUFFIXES].map((x) => x.length));

/**
 * Korean provinces, cities and districts, written in Hangul (administrative divisions of South Korea: public
 * facts), with and without their `시`/`도`/`구`/`군` suffix.
 */
const KOREAN_PLACES = (
  '서울 부산 대구 인천 광주 대전 울산 세종 수원 성남 고양 용인 부천 안산 안양 남양주 화성 평택 의정부 시흥 파주 김포 광명 ' +
  '군포 하남 오산 이천 양주 구리 안성 포천 의왕 여주 동두천 과천 청주 충주 제천 천안 공주 보령 아산 서산 논산 계룡 당진 ' +
  '전주 군산 익산 정읍 남원 김제 목포 여수 순천 나주 광양 포항 경주 김천 안동 구미 영주 영천 상주 문경 경산 창원 진주 통영 ' +
  '사천 김해 밀양 거제 양산 제주 서귀포 춘천 원주 강릉 동해 태백 속초 삼척 홍천 평창 정선 양양 거창 해남 담양 보성 완도 ' +
  '강남 서초 송파 강동 마포 용산 종로 중구 성동 광진 동대문 중랑 성북 강북 도봉 노원 은평 서대문 양천 강서 구로 금천 영등포 ' +
  '동작 관악 해운대 수영 동래 연제 사상 사하 기장 분당 일산 판교 수성 달서 유성 연수 부평 계양 송도 청라 광교 동탄 ' +
  '서울특별시 부산광역시 대구광역시 인천광역시 광주광역시 대전광역시 울산광역시 세종특별자치시 제주특별자치도 ' +
  '경기도 강원도 충청북도 충청남도 전라북도 전라남도 경상북도 경상남도 제주도 경기 강원 충북 충남 전북 전남 경북 경남 ' +
  '수원시 성남시 고양시 용인시 부천시 안산시 안양시 청주시 천안시 전주시 포항시 창원시 김해시 제주시 춘천시 강릉시 ' +
  '강남구 서초구 송파구 마포구 종로구 용산구 해운대구 분당구 수성구 유성구 연수구 일산동구 영등포구 관악구 노원구 ' +
  '양평군 가평군 홍천군 평창군 울릉군 울릉도 독도 강화도 거제도 한국 대한민국 남한 북한 평양 일본 도쿄 오사카 중국 베이징 상하이 ' +
  '미국 뉴욕 영국 런던 프랑스 파리 독일 베를린 캐나다 호주 시드니 베트남 하노이 태국 방콕 싱가포르 홍콩 대만 타이베이'
).split(' ');

/**
 * Whether a lower-cased word is a common English word no name list holds (`commonWords`), or a compound of such
 * words (`go-live`, `follow-up`; not `jean-luc`, `ji-woo`).
 */
export function commonWord(lex: Lexicon, lower: string): boolean {
  if (lex.commonWords.has(lower)) return true;
  if (!lower.includes('-')) return false;
  for (const part of lower.split('-')) if (!lex.commonWords.has(part)) return false;
  return true;
}

export function buildLexicon(tables: Tables): Lexicon {
  const ambiguous = new Set(tables.read('person-words').ambiguous);
  const firstNames = new Set<string>();
  const firstNamesEn = tables.read('first-names-en');
  for (const n of [...firstNamesEn.female, ...firstNamesEn.male, ...tables.read('us-census-first-names')]) {
    const lower = n.toLowerCase();
    if (!ambiguous.has(lower)) firstNames.add(lower);
  }
  const surnames = new Set(tables.read('us-census-surnames').map((n) => n.toLowerCase()));
  const places = new Set<string>();
  const multi = new Map<string, string[][]>();
  for (const name of new Set([...countryNames(), ...tables.read('world-cities'), ...KOREAN_PLACES])) {
    const words = name.split(' ');
    if (words.length === 1) places.add(name);
    else {
      const list = multi.get(words[0]!) ?? [];
      list.push(words);
      multi.set(words[0]!, list);
    }
  }
  for (const list of multi.values()) list.sort((a, b) => b.length - a.length);
  const notPlaces = new Set([...REGIONS, ...tables.read('location-words').notPlace]);
  const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const commonWords = new Set(
    tables
      .read('english-words')
      .filter((w) => !firstNames.has(w) && !ambiguous.has(w) && !surnames.has(w) && !places.has(capitalised(w)) && !multi.has(capitalised(w))),
  );
  return { firstNames, ambiguousNames: ambiguous, surnames, places, multiWordPlaces: multi, notPlaces, commonWords };
}
