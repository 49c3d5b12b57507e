import type { TextIndex } from '../../text-index';
import type { Candidate, Detector, DetectorExamples } from '../types';
import { gazetteerOf } from './gazetteer';
import { findGazetteerNames } from './gazetteer-names';
import { findKoreanPlaces } from './korean-places';
import { findLowerCasePlaces } from './lower-case-places';
import { findPlacesAfterTriggers } from './places-after-trigger';

/**
 * Places (LOCATION): countries and territories, cities of 100,000+ inhabitants (./gazetteer.ts), and any
 * capitalised name after a residence or movement phrase (./places-after-trigger.ts), and Korean divisions written
 * from the largest down (./korean-places.ts). A text without any capital is read for gazetteer names after those
 * phrases (./lower-case-places.ts).
 */
function findLocations(text: string, f: TextIndex): Candidate[] {
  const gazetteer = gazetteerOf(f.tables);
  const korean = f.hasHangul ? findKoreanPlaces(text) : [];
  if (!f.hasUpper) return [...findLowerCasePlaces(text, gazetteer), ...korean];
  const capitals = f.wordStarts.capitals;
  return [...findGazetteerNames(text, gazetteer, capitals), ...findPlacesAfterTriggers(text, gazetteer, capitals), ...korean];
}

export const location: Detector = {
  id: 'location',
  entity: 'LOCATION',
  // A capital, a Hangul syllable, or (for lower-case places after a trigger) a run of two ASCII letters.
  requires: { anyOf: [{ upper: true }, { hangul: true }, { minAlnumRun: 2 }] },
  patterns: [],
  find: findLocations,
  context: ['live in', 'lives in', 'from', 'moved to', 'born in', 'address', 'country', 'located in', '거주', '주소'],
};

/** location's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const locationExamples = (): DetectorExamples => ({
  positive: [
    { text: 'She moved here from Czech Republic last year', values: ['Czech Republic'] },
    { text: 'I am cambodian but I live in United Kingdom.', values: ['United Kingdom'] },
    { text: 'OULU\n\n Finland 80896', values: ['Finland'] },
    { text: 'South Africa was super fun', values: ['South Africa'] },
    { text: 'Cyprus (Greek) and Tristan da Cunha', values: ['Cyprus (Greek)', 'Tristan da Cunha'] },
    // Names whose first word holds dots: the word is read through them (`St.`, `U.S.A.`).
    { text: 'Prices in St. Louis rose, and sales in the U.S.A. grew', values: ['St. Louis', 'U.S.A.'] },
    { text: 'we moved here from tunisia, then we returned to south africa by helicopter', values: ['tunisia', 'south africa'] },
    { text: 'The meeting moved from Rotterdam to Budapest', values: ['Rotterdam', 'Budapest'] },
    { text: 'She is based in KURZENKIRCHEN. We arrived at Khandallah this morning', values: ['KURZENKIRCHEN', 'Khandallah'] },
    { text: 'we returned to Mill Village by helicopter', values: ['Mill Village'] },
    { text: "I'm Ann, originally from Soto del Barco, and I live in Zuoz", values: ['Soto del Barco', 'Zuoz'] },
    { text: 'Je suis née à Quimper et je vis à Lorient.', values: ['Quimper', 'Lorient'] },
    { text: '서울특별시 강남구 역삼동에 살아요. 본가는 경기도 성남시 분당구 정자동이에요.', values: ['서울특별시 강남구 역삼동', '경기도 성남시 분당구 정자동'] },
    { text: '부산 해운대구에 살고 종로1가 근처에서 일해요. 서울 중구 신당동', values: ['부산 해운대구', '서울 중구 신당동'] },
    { text: 'Ich wohne in Detmold und bin in Wolfsburg aufgewachsen.', values: ['Detmold', 'Wolfsburg'] },
    { text: 'Vivo en Getafe; moro em Campinas; abito a Bergamo; ik woon in Zwolle.', values: ['Getafe', 'Campinas', 'Bergamo', 'Zwolle'] },
    { text: 'He passed away in Ballina in March; she grew up in Hexham.', values: ['Ballina', 'Hexham'] },
    { text: 'We relocated the team to Tamworth and the hotels in Kendal are full.', values: ['Tamworth', 'Kendal'] },
    { text: 'Hexham is a small market town. Is Kendal worth visiting?', values: ['Hexham', 'Kendal'] },
    { text: 'I am writing from Tromsø, where it is snowing.', values: ['Tromsø'] },
  ],
  negative: ['we moved to AWS Lambda and went to CloudMap', 'I moved to Python last year', 'She lives in June Street', 'we went to The Office party', 'a china cabinet and a turkey sandwich', 'Chad and Jordan met in Georgia', 'Frances went home', 'Indiana', 'we had turkey in nice weather', 'i moved to python last year',
    'Ich lebe in Armut, komme aus Versehen zu spät und zog nach Hause.',
    'I am writing to Alice about the Writing to Amazon Data Firehose guide.',
    'Alice is a small business owner. Is Python worth learning? Acme is a big city bank.',
    'The weather in June was awful; he passed away in March.',
    '다시 운동을 시작했어요. 친구 도구 정도, 서울 짜장면, 우리 가족도 왔어요', '서울특별시 강남구 테헤란로 123'],
});
