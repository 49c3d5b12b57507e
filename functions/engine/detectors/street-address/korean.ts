import { STRUCTURED, WITH_CONTEXT } from './scores';
import { finderAt, stretchStart, whenFound, whenScript, type StreetFinder } from './finder';

/**
 * Korean addresses. The road-name system (도로명주소, in use since 2014): province or city, district, then the road
 * (…로, …길, …번길) and the building number — `서울특별시 강남구 테헤란로 123`, `부산시 해운대구 센텀중앙로 79`,
 * `성남시 분당구 판교역로 235번길 10`, `경기도 수원시 영통구 광교로 145, 301동 1202호` (an apartment's building and unit
 * after it); and the older lot-number system (지번주소): district, neighbourhood (…동, …읍, …면, …리) and the lot number —
 * `강남구 역삼동 737-32`. With a city or district before it the address is plain
 * (0.6); a road and a number alone (`테헤란로 123`) could be part of a sentence and counts only with a context
 * word such as 주소 (0.3).
 */

/** A province or metropolitan city, or a city: `서울특별시`, `경기도`, `수원시`. */
const REGION = '(?:[가-힣]{1,8}(?:특별자치시|특별자치도|특별시|광역시|시)|[가-힣]{1,4}도)';
/** A district: `강남구`, `양평군`, `분당구`. */
const DISTRICT = '[가-힣]{1,8}(?:구|군)';
/** A road: `테헤란로`, `세종대로`, `압구정로12길`, `판교역로 235번길`. */
const ROAD = '[가-힣][가-힣0-9]{0,10}(?:로|길)(?: ?[0-9]{1,4}(?:번길|길))?';
/** A neighbourhood of the lot-number system: `역삼동`, `우동`, `오포읍`, `신원리`. */
const NEIGHBOURHOOD = '[가-힣]{1,8}(?:동|읍|면|리)';
/** A building or lot number: `123`, `737-32`, `지하 10`. */
const NUMBER = '(?:지하 ?)?[0-9]{1,5}(?:-[0-9]{1,5})?(?![0-9])';

/** An apartment's building and unit after the number: `, 301동 1202호`, ` 1202호`, ` 아파트 181동`. */
const UNIT = '(?:,? (?:아파트 ?)?[0-9]{1,4}동(?: [0-9]{1,5}호)?|,? [0-9]{1,5}호)(?![0-9])';

const WITH_DISTRICT = new RegExp(
  `(?<![가-힣])(?:(?:${REGION} ){1,2}(?:${DISTRICT} )?|${DISTRICT} )(?:${NEIGHBOURHOOD} )?(?:${ROAD} ${NUMBER}|${NEIGHBOURHOOD} ${NUMBER}|${ROAD}${NUMBER})(?:${UNIT})?`,
  'y',
);
/**
 * Counter words that make a number after `…로` a count, not a building number: `세 번째로 3개`, `정도로 10번`.
 */
const COUNTER = '(?:개|번|명|살|시|분|초|일|월|년|원|층|회|차|등|위|대|권|장|마리|배|점|퍼센트|%)';
const ROAD_ONLY = new RegExp(`(?<![가-힣])${ROAD} ${NUMBER}(?!${COUNTER})`, 'y');

/**
 * The word before a number that every shape holds (a road, neighbourhood or lot word: `테헤란로 123`, `역삼동 737-32`,
 * `테헤란로 지하 10`, `판교역로 235번길`), and the spaces an address may hold before the first such word: after a
 * province, a city, a district and a neighbourhood (`경기도 수원시 영통구 매탄동 …`).
 */
const WORD_BEFORE_NUMBER = /[로길동읍면리] ?(?:지하 ?)?[0-9]/g;
const SPACES_BEFORE_WORD = 4;
/** A Hangul syllable not after one: where an address starts. */
const HANGUL_WORD = /(?<![가-힣])[가-힣]/g;

/** The Hangul words on the line of a word before a number and at most SPACES_BEFORE_WORD spaces before it, ascending. */
function koreanStarts(text: string): number[] {
  const out: number[] = [];
  let from = 0;
  WORD_BEFORE_NUMBER.lastIndex = 0;
  for (let w = WORD_BEFORE_NUMBER.exec(text); w !== null; w = WORD_BEFORE_NUMBER.exec(text)) {
    HANGUL_WORD.lastIndex = Math.max(from, stretchStart(text, w.index, SPACES_BEFORE_WORD));
    for (let m = HANGUL_WORD.exec(text); m !== null && m.index <= w.index; m = HANGUL_WORD.exec(text)) out.push(m.index);
    from = w.index + 1;
  }
  return out;
}

export const findKoreanWithDistrict = finderAt(WITH_DISTRICT, koreanStarts, 'korean-address', STRUCTURED);
export const findKoreanRoad = finderAt(ROAD_ONLY, koreanStarts, 'korean-road', WITH_CONTEXT);

/** Every shape ends in a road, neighbourhood or lot word (Hangul) and its number. */
export const findKoreanAddresses: StreetFinder = whenScript(
  'hangul',
  whenFound(/[로길동읍면리] ?[0-9]/, (text, starts) => [...findKoreanWithDistrict(text, starts), ...findKoreanRoad(text, starts)]),
);
