import type { Tables } from '../data/tables';
import { countryNames } from '../detectors/location/gazetteer';

/**
 * The word lists the name model reads as features (./features.ts): the engine's own tables — first names
 * (Moby Word II via @stdlib, US Census), surnames (1990 US Census), cities of 100,000+ (GeoNames), country names
 * (Unicode CLDR through the runtime's ICU, ../detectors/location.ts) — plus a few closed word classes written
 * here. Membership is a feature, never a decision: the model weighs it against the word's context.
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
}

/** Continents and world regions (they locate no one). */
const REGIONS = ['Europe', 'Asia', 'Africa', 'America', 'Americas', 'North America', 'South America', 'Latin America', 'Central America', 'Antarctica', 'Oceania', 'Australasia', 'Middle East', 'Scandinavia', 'Caribbean', 'Balkans', 'Southeast Asia', 'East Asia', 'EMEA', 'APAC', 'LATAM', 'EU', 'Earth', 'World'];

/** Titles and honorifics before a name (lower-case, without the dot). */
export const TITLES: ReadonlySet<string> = new Set(['mr', 'mrs', 'ms', 'mx', 'miss', 'dr', 'prof', 'sir', 'madam', 'mme', 'mlle', 'dame', 'lord', 'lady', 'rev', 'fr', 'sr', 'sra', 'herr', 'frau']);

/** The most frequent Korean family names, one syllable each (Statistics Korea census rankings: public facts). */
export const HANGUL_SURNAMES: ReadonlySet<string> = new Set(
  '김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 유 전 홍 고 문 양 손 배 백 허 남 심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마 길 연 위 표 명 기 반 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편 용'.split(' '),
);

/**
 * Suffixes that follow a Korean name inside one word (honorifics, titles and case particles, longest first): the
 * model reads `김민수님이` as the name `김민수` and the suffix `님이` (see ./features.ts `splitHangul`).
 */
export const HANGUL_SUFFIXES: readonly string[] = [
  '선생님께서', '선생님은', '선생님이', '선생님의', '선생님', '고객님께서', '고객님의', '고객님은', '고객님이', '고객님',
  '님께서', '씨께서', '님에게', '씨에게', '님과', '님은', '님이', '님의', '님을', '님께', '님도', '님',
  '씨가', '씨는', '씨의', '씨를', '씨와', '씨도', '씨', '에게서', '에게', '께서', '한테', '이가', '이는',
  '은', '는', '이', '가', '을', '를', '의', '와', '과', '도', '께', '랑',
].sort((a, b) => b.length - a.length);

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
  for (const name of new Set([...countryNames(), ...tables.read('world-cities')])) {
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
  return { firstNames, ambiguousNames: ambiguous, surnames, places, multiWordPlaces: multi, notPlaces };
}
