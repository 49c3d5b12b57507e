import fc from 'fast-check';
import { createKeywordMatcher, TextIndex } from '../../../functions/engine/text-index';
import { keywordListsAskedBy } from '../../../functions/engine/detectors/run';
import { findAddresses, streetAddress, streetAddressExamples } from '../../../functions/engine/detectors/street-address';
import { findContinentalStreets, findFrenchStreets, findNameTypeNumber, findOpenerCommaNumber, findStreetBeforePostcode } from '../../../functions/engine/detectors/street-address/continental';
import { findEnglishStreets, findNumberStreetNumber } from '../../../functions/engine/detectors/street-address/english';
import { streetStartsOf, wordStartsOf } from '../../../functions/engine/detectors/street-address/finder';
import { findKoreanRoad, findKoreanWithDistrict } from '../../../functions/engine/detectors/street-address/korean';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(streetAddress);

describe('the word starts the finders read', () => {
  // The detector hands the finders the text index's word starts; by default they compute them with the plain
  // reference (`wordStartsOf`), and the index's scripts (`scriptsOf`). Both must find the same addresses.
  const examples = streetAddressExamples();
  const pieces = [...examples.positive.map((p) => p.text), ...examples.negative, '12 ', '1737 ', 'Cheriton ', 'Dr', 'Street', ', Apt. 7', '\n', ' Suite 5', 'GRASSE, PA 39551', 'Berlin', 'Pohlstrasse 9', 'Rua ', 'ul. ', 'Søndergade 52', 'É', 'é', '한국', '서울특별시 강남구 테헤란로 123', '東京都千代田区千代田1-1', 'x', ' '];
  it('finds the same addresses from the index and from the reference', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        const index = new TextIndex(text);
        expect(findAddresses(text, index.wordStarts, { hangul: index.hasHangul, nonAsciiOutsideHangul: index.hasNonAsciiOutsideHangul })).toEqual(findAddresses(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the keyword lists the finders ask about', () => {
  // A finder gated on a keyword list (boxes, units, corners, the lower-case opening words) runs only on texts
  // holding one of its words, a word every match holds. Answered by the analyzer's keyword pass or by the plain
  // reference, or with every list taken as present (no gate at all), the addresses are the same.
  const examples = streetAddressExamples();
  const pieces = [
    ...examples.positive.map((p) => p.text),
    ...examples.negative,
    '12 ', '7', ' ', '\n', ', ', 'x', 'Box ', 'P.O. Box 149', 'PSC 5217, Box 4854', 'USS ', 'USNS Mercy', 'USS Mahler\nFPO AA 70489',
    'Apt. ', 'Apt. 7', 'Apartment 12', 'Suite 5', 'Ste. 9', 'corner of ', 'the corner of ', 'Main Street', ' and ', 'ul. ', 'al. ', 'Słowicza 10', 'Jerozolimskie 5',
  ];
  const keywords = createKeywordMatcher(keywordListsAskedBy(streetAddress));
  it('finds the same addresses from the keyword pass, the reference, and with no gate', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const index = new TextIndex(text, { keywords });
        const reference = findAddresses(text);
        const scripts = { hangul: index.hasHangul, nonAsciiOutsideHangul: index.hasNonAsciiOutsideHangul };
        expect(findAddresses(text, index.wordStarts, scripts, (list) => index.containsAny(list))).toEqual(reference);
        expect(findAddresses(text, index.wordStarts, scripts, () => true)).toEqual(reference);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the positions the anchored finders try', () => {
  // Each anchored finder tries its sticky pattern only where a match can start (after a number that leads an
  // address, before a house number after a street word, at an opening word). It must find what a scan of the whole
  // text with the same pattern finds.
  const finders = { findContinentalStreets, findNameTypeNumber, findFrenchStreets, findEnglishStreets, findNumberStreetNumber, findOpenerCommaNumber, findStreetBeforePostcode, findKoreanWithDistrict, findKoreanRoad };
  const scan = (pattern: RegExp, text: string) =>
    [...text.matchAll(new RegExp(pattern.source, pattern.flags.replace('y', 'g')))].map((m) => [m.index, m.index + m[0].length]);
  const examples = streetAddressExamples();
  const pieces = [
    ...examples.positive.map((p) => p.text),
    ...examples.negative,
    '12 ', '3654 ', '56 ', '7', ' ', '  ', '\n', ', ', '. ', 'x', 'é', 'Ø',
    'Pohlstrasse ', 'Brixtonlaan ', 'Drottninggatan ', 'Hauptstraße ', 'Søndergade ', 'Koepenicker Str. ', 'Wesselényi u. ', 'Stensås terrasse ',
    'Rua ', 'ul. ', 'al. ', 'total. ', 'Via ', 'C/ ', 'Avenue ', 'Avenida ', 'rue ', 'Rue ', 'bis ', 'ter, ',
    'Cyro ', 'Franco ', 'Mayor ', 'de la ', 'Paix', 'Cheriton ', 'Dr', 'Street', 'Of ', 'The ',
    'Calle ', 'Mayor, ', 's/n', '14052 ', '2019 ', 'In ', 'Apt. 4, ', '4 OG, ', 'Bakov', 'Holubinková ', 'To ',
    '서울특별시 강남구 역삼동 테헤란로 ', '강남구 테헤란로 지하 ', '서울특별시 ', '경기도 ', '강남구 ', '분당구 ', '역삼동 ', '테헤란로', '판교역로 ', '235번길 ', '지하 ', '로', '길', '동', '10', '737-32', '개', '주소: ', '가',
  ];
  it.each(Object.entries(finders))('%s finds what a scan of the whole text finds', (_name, find) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        const found = find(text, streetStartsOf(text, wordStartsOf(text))).map((c) => [c.start, c.end]);
        expect(found).toEqual(scan(find.pattern, text));
      }),
      { numRuns: 3000 },
    );
  });
});
