import type { Candidate } from '../types';
import { matchesAt } from '../../text/matches-at';
import { isValidDate } from '../../checksums';
import { keywordList } from '../../text-index';
import { FULL_DATE, MONTH_AND_DAY } from './scores';
import { span, type DateFinder } from './finder';

/**
 * The month names of German, French, Spanish, Portuguese, Italian, Dutch, Swedish and Polish, by language, in month
 * order, as each language writes them in running text: German capitalised, the others in lower case.
 */
const MONTH_NAMES = {
  de: ['Januar|Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre|setiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  sv: ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  // Polish writes a date's month in the genitive: `28 kwietnia 1963`.
  pl: ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
} as const;

/**
 * The months' abbreviations, by language, in month order, as CLDR's medium date formats write them (`12 juil. 1970`,
 * `3 mar 1991`, `25 lug 2003`, `22 mrt 1988`, `5 apr. 2019`, `1 sie 2004`, `13 de jun. de 1947`, `4. Okt. 1993`). A
 * date with an abbreviated month is read only with its year.
 */
const MONTH_ABBREVIATIONS_OF = {
  de: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep|Sept', 'Okt', 'Nov', 'Dez'],
  fr: ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept|sep', 'oct', 'nov', 'dic'],
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep|sept', 'okt', 'nov', 'dec'],
  sv: ['jan', 'feb', 'mars', 'apr', 'maj', 'juni', 'juli', 'aug', 'sep|sept', 'okt', 'nov', 'dec'],
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'],
} as const;

/**
 * The weekdays of these languages, which a full date may open (`Montag, 4. Oktober 1993`, `dimanche 25 septembre
 * 1960`, `domingo, 23 de enero de 1955`, `terça-feira, 15 de fevereiro de 1944`).
 */
const WEEKDAYS = [
  'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonnabend', 'Sonntag',
  'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche',
  'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo',
  'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira',
  'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica',
  'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag',
  'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag',
  'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela',
];
/** A weekday and its comma right before a date, with a capital when it opens a sentence. */
const WEEKDAY_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${WEEKDAYS.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]).filter((w, i, all) => all.indexOf(w) === i).join('|')}),? $`,
  'u',
);

/** Month name or abbreviation (each spelling) → month number. */
const MONTH_OF = new Map<string, number>(
  [...Object.values(MONTH_NAMES), ...Object.values(MONTH_ABBREVIATIONS_OF)].flatMap((names) =>
    names.flatMap((alternatives, i) => alternatives.split('|').map((name) => [name, i + 1] as const)),
  ),
);

const alternation = (...langs: (keyof typeof MONTH_NAMES)[]): string => [...new Set(langs.flatMap((l) => MONTH_NAMES[l]))].join('|');
const abbreviations = (...langs: (keyof typeof MONTH_ABBREVIATIONS_OF)[]): string =>
  [...new Set(langs.flatMap((l) => MONTH_ABBREVIATIONS_OF[l]))].sort((a, b) => b.length - a.length).join('|');
const YEAR = '(?:19|20)[0-9]{2}';
const END = '(?![\\p{L}\\p{N}])';

/**
 * Day first, as these languages write a date; the year is optional. German puts a dot after the day (`3. Mai 2024`,
 * `14. März`); French writes the first of the month `1er` (`1er mai 2024`, `3 mars`); Spanish and Portuguese join
 * the parts with `de` (`3 de mayo de 2024`, `14 de março de 1980`, `del 2024`); Italian and Dutch join them with a
 * space (`3 maggio 2024`, `3 mei 2024`).
 */
const FORMS: readonly { re: RegExp; lang: string }[] = [
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9])\\. ?(${alternation('de')})(?: (${YEAR}))?${END}`, 'uy'), lang: 'german' },
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9])(?:er)? (${alternation('fr', 'it', 'nl', 'sv', 'pl')})(?: (${YEAR}))?${END}`, 'uy'), lang: 'european' },
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9]) de (${alternation('es', 'pt')})(?: del? (${YEAR}))?${END}`, 'uy'), lang: 'iberian' },
  // Abbreviated months, with the year: `4. Okt. 1993`, `12 juil. 1970`, `3 mar 1991`, `13 de jun. de 1947`.
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9])\\. ?(${abbreviations('de')})\\.? (${YEAR})${END}`, 'uy'), lang: 'german-abbreviated' },
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9]) (${abbreviations('fr', 'es', 'it', 'nl', 'sv', 'pl')})\\.? (${YEAR})${END}`, 'uy'), lang: 'european-abbreviated' },
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9]) de (${abbreviations('pt', 'es')})\\.? de (${YEAR})${END}`, 'uy'), lang: 'iberian-abbreviated' },
];

/** Every month name's and abbreviation's first three letters: one occurs wherever a form matches. */
export const EUROPEAN_MONTHS = keywordList([...new Set([...MONTH_OF.keys()].map((name) => name.slice(0, 3)))]);

/**
 * Dates with a month name in German, French, Spanish, Portuguese, Italian, Dutch, Swedish or Polish (or its
 * abbreviation, with the year), with the weekday that opens a full date. With its year a full date (FULL_DATE); a day and a month alone, a date of birth only with a context word (MONTH_AND_DAY, as a Korean `12월
 * 30일`). The day must exist in its month (29 February in any leap year when no year is given).
 */
export const findEuropeanDates: DateFinder = (text, starts, occurs) => {
  const out: Candidate[] = [];
  if (!occurs(EUROPEAN_MONTHS)) return out;
  for (const { re, lang } of FORMS) {
    for (const m of matchesAt(re, text, starts.short)) {
      const day = Number(m[1]);
      const month = MONTH_OF.get(m[2]!)!;
      if (!isValidDate(m[3] === undefined ? 2000 : Number(m[3]), month, day)) continue;
      // A full date takes in the weekday that opens it.
      const weekday = m[3] === undefined ? null : WEEKDAY_BEFORE.exec(text.slice(Math.max(0, m.index - 16), m.index));
      const start = weekday ? m.index - weekday[0].length : m.index;
      out.push(span(start, m.index + m[0].length, m[3] === undefined ? MONTH_AND_DAY : FULL_DATE, `${lang}-month-name-date`));
    }
  }
  return out;
};
