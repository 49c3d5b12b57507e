import fc from 'fast-check';
import { findGazetteerNames } from '../../../functions/engine/detectors/location/gazetteer-names';
import { findPlacesAfterTriggers } from '../../../functions/engine/detectors/location/places-after-trigger';
import { location } from '../../../functions/engine/detectors/location';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(location);

describe('the ASCII spellings of the capital scans', () => {
  // An all-ASCII text is read with `[A-Z]` spellings of the Unicode patterns; one character outside ASCII at its
  // end (a lower-case letter after a space, which starts no place) switches the finders to the Unicode ones.
  const pieces = ['lives in ', 'moved here from ', 'Paris', 'South Africa', 'St. Louis', 'U.S.A.', 'The ', 'June', ' ', '. ', ', ', 'to ', 'IN ', 'McAllen', 'AWS', "O'Neil", 'x', 'Zuoz', 'Soto del Barco', 'from the city of ', '\n'];
  it.each([
    ['gazetteer names', findGazetteerNames],
    ['places after a trigger', findPlacesAfterTriggers],
  ] as const)('%s: the same places with either spelling', (_name, find) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 14 }), (parts) => {
        const text = parts.join('');
        expect(find(text)).toEqual(find(`${text} é`));
      }),
      { numRuns: 3000 },
    );
  });
});
