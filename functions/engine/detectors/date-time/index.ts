import { listOccurs, type DigitRuns, type KeywordList } from '../../text-index';
import type { Candidate, Detector, DetectorExamples } from '../types';
import { findDatedYears } from './bare-year';
import { EUROPEAN_MONTHS, findEuropeanDates } from './european-date';
import { digitRunStarts } from '../../text/reference-starts';
import type { DateFinder, DateStarts } from './finder';
import { findIsoDates, findYearFirstDates } from './iso-date';
import { findKoreanDates } from './korean-date';
import { findMonthNameDates, MONTH_ABBREVIATIONS } from './month-name-date';
import { findNumericDates } from './numeric-date';
import { findWeekdays, WEEKDAY_NAMES } from './weekday';

/**
 * Dates and date-times (DATE_TIME): a date of birth, an appointment, an admission date — quasi-identifiers that
 * re-identify people when combined (HIPAA Safe Harbor, 45 CFR 164.514(b)(2)(i)(C), lists "all elements of dates
 * (except year) directly related to an individual"). One finder per way of writing a date, each in its own file
 * with its score from ./scores.ts; context words (born, date of birth, dob, 생년월일, …) raise the score. The engine
 * has no clock, so "future" dates are not rejected.
 */
const FINDERS: readonly DateFinder[] = [findIsoDates, findYearFirstDates, findNumericDates, findMonthNameDates, findEuropeanDates, findWeekdays, findDatedYears, findKoreanDates];

/**
 * Every date in `text`. `starts`: where the digit-led forms are tried (./finder.ts; from the text index's digit runs,
 * `dateStarts`), by default every digit-run start (their plain reference, `digitRunStarts`). `occurs`: the text
 * index's keyword answers, by default a search of each list's words (`listOccurs`).
 */
export function findDates(
  text: string,
  starts: DateStarts = everyDigitRunStart(text),
  occurs: (list: KeywordList) => boolean = (list) => listOccurs(list, text, () => text.toLowerCase()),
): Candidate[] {
  const out: Candidate[] = [];
  for (const find of FINDERS) for (const c of find(text, starts, occurs)) out.push(c);
  return out;
}

function everyDigitRunStart(text: string): DateStarts {
  const starts = digitRunStarts(text);
  return { short: starts, years: starts };
}

/** The starts of the runs of one or two digits and of four digits, from the text's digit runs. */
export function dateStarts(runs: DigitRuns): DateStarts {
  const short: number[] = [];
  const years: number[] = [];
  for (let k = 0; k < runs.runStarts.length; k++) {
    const digits = runs.runLengths[k]!;
    if (digits <= 2) short.push(runs.runStarts[k]!);
    else if (digits === 4) years.push(runs.runStarts[k]!);
  }
  return { short, years };
}

export const dateTime: Detector = {
  id: 'date-time',
  entity: 'DATE_TIME',
  // Every form holds a digit or a weekday name.
  requires: { anyOf: [{ minDigitRun: 1 }, { keywords: WEEKDAY_NAMES }] },
  finderKeywords: [MONTH_ABBREVIATIONS, EUROPEAN_MONTHS],
  patterns: [],
  find: (text, f) => findDates(text, dateStarts(f.digitRuns), (list) => f.containsAny(list)),
  context: [
    'born', 'birth', 'dob', 'date', 'admitted', 'discharged', 'appointment', '생년월일', '생일',
    // German, French, Spanish, Portuguese, Italian and Dutch: born, birth, date of birth, appointment.
    'geboren', 'geburt', 'termin', 'né le', 'née le', 'naissance', 'rendez-vous', 'nacido', 'nacida', 'nacimiento', 'cita',
    'nascido', 'nascida', 'nascimento', 'consulta', 'nato il', 'nata il', 'nascita', 'appuntamento', 'geboortedatum', 'afspraak',
  ],
};

/** dateTime's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const dateTimeExamples = (): DetectorExamples => ({
  positive: [
    { text: 'She was born on 9/20/1968. Her maiden name', values: ['9/20/1968'] },
    { text: 'Date: 1985-11-18 22:50:23\nName: X', values: ['1985-11-18 22:50:23'] },
    { text: "We'll meet Thursday at noon, or on March 5, 2021.", values: ['Thursday', 'March 5, 2021'] },
    { text: 'The orchestra was founded in 1977. Since then it grew.', values: ['1977'] },
    { text: 'DOB 14.02.1990, admitted 3 Jan 2024', values: ['14.02.1990', '3 Jan 2024'] },
    { text: 'Zoolander is a 2017 Polish action-comedy; the 1996 Scottish one too', values: ['2017', '1996'] },
    { text: 'She was born in 1985. During 1971, it grew. The Civil Rights Act of 1964 applies.', values: ['1985', '1971', '1964'] },
    // The past tense in capitals, and with a Kelvin sign (U+212A), which lower-cases to `k`.
    { text: 'The band FORMED in 1990; Wor\u212Aed there in 2001.', values: ['1990', '2001'] },
    // A date word alone dates the year, in any case and inside a longer word (no verb in the past tense here).
    { text: 'Your appointment is in 2026. Her BIRTHDAY party is in 1990.', values: ['2026', '1990'] },
    { text: 'logged 2024-06-05T09:15:30.500-07:00, due 5-MAY-2021 or 21.5.21', values: ['2024-06-05T09:15:30.500-07:00', '5-MAY-2021', '21.5.21'] },
    { text: '생년월일: 1985년 12월 30일, 입사일 2019년3월4일', values: ['1985년 12월 30일', '2019년3월4일'] },
    { text: '2024년 3월에 입원했고 생일은 12월 30일입니다', values: ['2024년 3월', '12월 30일'] },
    { text: '작성일: 2023. 5. 17. 홍길동', values: ['2023. 5. 17.'] },
    { text: 'I was born on March 5. DOB: 12th of June; date of birth 5 Mar. 1990', values: ['March 5', '12th of June', '5 Mar. 1990'] },
    { text: 'Herr Weber, geboren am 14. März 1980, Termin am 3. Mai 2024.', values: ['14. März 1980', '3. Mai 2024'] },
    { text: 'Rendez-vous le 1er mai 2024 ; né le 3 août 1975.', values: ['1er mai 2024', '3 août 1975'] },
    { text: 'La cita es el 3 de mayo de 2024. Nascido em 14 de março de 1980.', values: ['3 de mayo de 2024', '14 de março de 1980'] },
    { text: "L'appuntamento è il 3 maggio 2024, de afspraak op 12 mei 2025.", values: ['3 maggio 2024', '12 mei 2025'] },
    { text: 'Né le dimanche 25 septembre 1960, admis le 12 juil. 1970.', values: ['dimanche 25 septembre 1960', '12 juil. 1970'] },
    { text: 'Geboren am Montag, 4. Oktober 1993; Termin am 4. Okt. 1993', values: ['Montag, 4. Oktober 1993', '4. Okt. 1993'] },
    { text: 'Data urodzenia: 28 kwietnia 1963, wizyta 1 sie 2004; född söndag 8 juli 1979', values: ['28 kwietnia 1963', '1 sie 2004', 'söndag 8 juli 1979'] },
    { text: 'Nascido em 13 de jun. de 1947; cita el 3 mar 1991', values: ['13 de jun. de 1947', '3 mar 1991'] },
    { text: '生年月日: 1973年11月3日、予約は1961年12月3日日曜日', values: ['1973年11月3日', '1961年12月3日日曜日'] },
    { text: 'DOB: 1994/09/07, seen 2024.03.14, born 06.05.78', values: ['1994/09/07', '2024.03.14', '06.05.78'] },
    { text: '생년월일: 2024년 3월 14일 목요일', values: ['2024년 3월 14일 목요일'] },
  ],
  negative: [
    'We shipped 1977 units in total',
    'version 2.13.2024-rc',
    'Invalid 2023-02-30 and 13/13/2020',
    'a someday maybe',
    'in 19777 cases',
    'a 2017 Toyota and the 2020 Olympics',
    'version 1.2.3 and ratio 5/21',
    'Update to version 16.5.69 tonight', // a version whose parts read as a day, a month and a year
    'firmware 28.11.24 is out',
    'awscli (2.9.19) works',
    'I need a SQL query that returns the top ten customers by revenue in 2024.',
    'Our churn since 1999 is flat; how does it look for 2020 and in 2021?',
    '1985년에 설립된 회사, 13월 5일, 2월 30일',
    '점수는 12월 평균 3.5점, 버전 2023.5.17',
    'Der 30. Februar existiert nicht, der 31. Juni 2024 auch nicht.',
    'Es kamen 12 Mayos, 3 Mai-Bäume und 4 Marzipan',
    'Seit Mai 2024 arbeite ich dort, im Juni auch.',
    'Update to version 2024.03.14 and 2023.5.17 tonight',
    'Domingo, 3 boxes arrived; mardi 12 heures',
  ],
});
