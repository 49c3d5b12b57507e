import fc from 'fast-check';
import { dateTime, dateTimeExamples, findDates } from '../../../functions/engine/detectors/date-time';
import { TextIndex } from '../../../functions/engine/text-index';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(dateTime);

describe('the digit runs the finders read', () => {
  // The detector hands the finders the text index's digit-run starts; by default they compute them with the plain
  // reference (`digitRunStarts`). Both must find the same dates.
  const examples = dateTimeExamples();
  const pieces = [...examples.positive.map((p) => p.text), ...examples.negative, 'in 1990', '12/05/2020', '2024-06-05', '1985년 12월 30일', '2023. 5. 17.', '7', '12', '-', '.', ' ', 'x', '１２', '3rd of March, 2021'];
  it('finds the same dates from the index and from the reference', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        expect(findDates(text, new TextIndex(text).wordStarts.digits)).toEqual(findDates(text));
      }),
      { numRuns: 2000 },
    );
  });
});
