import fc from 'fast-check';
import { findGazetteerNames } from '../../../functions/engine/detectors/location/gazetteer-names';
import { findPlacesAfterTriggers } from '../../../functions/engine/detectors/location/places-after-trigger';
import { TextIndex } from '../../../functions/engine/text-index';
import { location } from '../../../functions/engine/detectors/location';
import { gazetteerOf } from '../../../functions/engine/detectors/location/gazetteer';
import { testCatalog } from '../../helpers/catalog';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(location);

describe('the capitals the finders read', () => {
  const gazetteer = gazetteerOf(testCatalog.tables);
  // The detector hands the finders the text index's capitals; by default they compute them with the plain
  // reference (text/reference-starts.ts). Both must find the same places, in any script.
  const pieces = ['lives in ', 'moved here from ', 'Paris', 'South Africa', 'St. Louis', 'U.S.A.', 'The ', 'June', ' ', '. ', ', ', 'to ', 'IN ', 'McAllen', 'AWS', "O'Neil", 'x', 'Zuoz', 'Soto del Barco', 'from the city of ', '\n', 'Ölands', 'Åre', 'é', '한국', '대한민국', '미국에', 'Москва', 'Ω', '𝐀', '서울 ', 'İstanbul'];
  it.each([
    ['gazetteer names', findGazetteerNames],
    ['places after a trigger', findPlacesAfterTriggers],
  ] as const)('%s: the same places from the index and from the reference', (_name, find) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        expect(find(text, gazetteer, new TextIndex(text).wordStarts.capitals)).toEqual(find(text, gazetteer));
      }),
      { numRuns: 3000 },
    );
  });
});
