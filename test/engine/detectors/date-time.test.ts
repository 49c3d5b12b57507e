import fc from 'fast-check';
import { dateStarts, dateTime, dateTimeExamples, findDates } from '../../../functions/engine/detectors/date-time';
import { findMonthNameDates, MONTH_NAME_FORMS } from '../../../functions/engine/detectors/date-time/month-name-date';
import { digitRunStarts } from '../../../functions/engine/text/reference-starts';
import { createKeywordMatcher, listOccurs, TextIndex, type KeywordList } from '../../../functions/engine/text-index';
import { keywordListsAskedBy } from '../../../functions/engine/detectors/run';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(dateTime);

describe('the digit runs the finders read', () => {
  // The detector hands the finders the starts of the text index's digit runs of one, two and four digits, and the
  // index's keyword answers (from the analyzer's keyword pass); by default they try every digit-run start, computed
  // with the plain reference (`digitRunStarts`), and search for each word. Both must find the same dates.
  const examples = dateTimeExamples();
  const pieces = [...examples.positive.map((p) => p.text), ...examples.negative, 'in 1990', '12/05/2020', '2024-06-05', '1985년 12월 30일', '2023. 5. 17.', '7', '12', '123', '2024', '20245', '/', '-', '.', ' ', 'x', '１２', '3rd of March, 2021', 'Monday', 'day', 'Jan', 'MAY', 'Ma'];
  it('finds the same dates from the index and from the reference', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 10 }), (parts) => {
        const text = parts.join('');
        const index = new TextIndex(text, { keywords: createKeywordMatcher(keywordListsAskedBy(dateTime)) });
        expect(findDates(text, dateStarts(index.digitRuns), (list) => index.containsAny(list))).toEqual(findDates(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the places the month-name forms are tried', () => {
  // Each form is tried only at the month names and the days shortly before them; it must find what a scan of the
  // whole text with the same pattern finds.
  const pieces = [
    '5 March 2021', '31st of December, 1999', '3rd of March, 2021', 'March 5, 2021', 'Mar. 5th 2021', '21-May', '5-MAY-2021', 'May-21',
    '5 ', '12', '31st ', '3rd of ', 'of ', 'March', 'Mar', 'MAY', 'Sept', ' ', ', ', '-', '2021', '21', 'x', 'é', '\n', 'Marching ',
  ];
  const scan = (text: string) =>
    MONTH_NAME_FORMS.flatMap((p) => [...text.matchAll(new RegExp(p.source, p.flags.replace('y', 'g')))].map((m) => [m.index, m.index + m[0].length]));
  it('finds what a scan of the whole text finds', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        const occurs = (list: KeywordList) => listOccurs(list, text, () => text.toLowerCase());
        expect(findMonthNameDates(text, { short: digitRunStarts(text), years: [] }, occurs).map((c) => [c.start, c.end])).toEqual(scan(text));
      }),
      { numRuns: 3000 },
    );
  });
});
