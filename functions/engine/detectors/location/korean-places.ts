import type { Candidate } from '../types';
import { KOREAN_PLACES } from './scores';

/**
 * Korean places written as administrative divisions from the largest down, with no street number (that is a street
 * address, ../street-address/korean.ts): `서울특별시 강남구 역삼동`, `부산 해운대구`, `경기도 성남시 분당구 정자동`. Two
 * divisions or more, one of them a city, a province or a district, so that common nouns with the same endings (`다시
 * 운동`, `친구`, `도구`) are not read as one: a neighbourhood needs two syllables before `동` or `읍` (or a number before
 * `가`: `종로1가`; not `면` and `리`, which end foods and pronouns: `짜장면`, `우리`), a city two before `시`, a
 * district two before `구`/`군` unless it is one of the five one-syllable districts, and a province is named (`도`
 * alone is the particle "also").
 */
const CITY = '(?:서울|부산|대구|인천|광주|대전|울산|세종|제주)(?:특별시|광역시|특별자치시|특별자치도|시)?|[가-힣]{2,5}(?:특별시|광역시|특별자치시|시)';
const PROVINCE = '(?:경기|강원|충청북|충청남|전라북|전라남|경상북|경상남|제주|충북|충남|전북|전남|경북|경남)(?:도|특별자치도)';
const DISTRICT = '(?:[가-힣]{2,4}|중|동|서|남|북)(?:구|군)';
const NEIGHBOURHOOD = '[가-힣]{2,5}(?:동|읍|[0-9]가)';
/**
 * Each division ends its word, or a particle or copula is glued after it (`역삼동에`, `정자동이에요`): `부산` is no
 * division in `부산진구`.
 */
const WORD_END = '(?=[ \\n.,!?:;)]|$|(?:에서|에|의|은|는|이|가|을|를|으로|로|과|와|도|까지|부터|이에요|예요|입니다|이고|이며)(?![가-힣]))';
const LARGER = `(?:${PROVINCE}|${CITY}|${DISTRICT})${WORD_END}`;

/** A larger division, then one to three more divisions, each after one space; not inside a longer Hangul word. */
const SEQUENCE = new RegExp(`(?<![가-힣])${LARGER}(?: (?:${LARGER}|${NEIGHBOURHOOD}${WORD_END})){1,3}`, 'gu');
/** A street address goes on with a number (`테헤란로 123`) or a road: left to the street-address rules. */
const ROAD_AFTER = /^ ?(?:[가-힣]{1,10}(?:로|길) ?)?[0-9]/u;

export function findKoreanPlaces(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(SEQUENCE)) {
    const end = m.index + m[0].length;
    if (ROAD_AFTER.test(text.slice(end, end + 16))) continue;
    out.push({ start: m.index, end, score: KOREAN_PLACES, pattern: 'korean-places' });
  }
  return out;
}
