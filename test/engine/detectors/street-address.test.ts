import fc from 'fast-check';
import { TextIndex } from '../../../functions/engine/text-index';
import { findAddresses, streetAddress, streetAddressExamples } from '../../../functions/engine/detectors/street-address';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(streetAddress);

describe('the word starts the finders read', () => {
  // The detector hands the finders the text index's word starts; by default they compute them with the plain
  // reference (`wordStartsOf`). Both must find the same addresses.
  const examples = streetAddressExamples();
  const pieces = [...examples.positive.map((p) => p.text), ...examples.negative, '12 ', '1737 ', 'Cheriton ', 'Dr', 'Street', ', Apt. 7', '\n', ' Suite 5', 'GRASSE, PA 39551', 'Berlin', 'Pohlstrasse 9', 'Rua ', 'ul. ', 'Søndergade 52', 'É', 'é', '한국', '서울특별시 강남구 테헤란로 123', '東京都千代田区千代田1-1', 'x', ' '];
  it('finds the same addresses from the index and from the reference', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        expect(findAddresses(text, new TextIndex(text).wordStarts)).toEqual(findAddresses(text));
      }),
      { numRuns: 2000 },
    );
  });
});
