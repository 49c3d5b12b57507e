import type { Candidate } from '../types';
import { matchesAt } from '../../text/matches-at';
import { isValidDate } from '../../checksums';
import { keywordList } from '../../text-index';
import { FULL_DATE, MONTH_AND_DAY } from './scores';
import { span, type DateFinder } from './finder';

/**
 * The month names of German, French, Spanish, Portuguese, Italian and Dutch, by language, in month order, as each
 * language writes them in running text: German capitalised, the others in lower case.
 */
const MONTH_NAMES = {
  de: ['Januar|Jänner', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre|setiembre', 'octubre', 'noviembre', 'diciembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
} as const;

/** Month name (each spelling) → month number. */
const MONTH_OF = new Map<string, number>(
  Object.values(MONTH_NAMES).flatMap((names) => names.flatMap((alternatives, i) => alternatives.split('|').map((name) => [name, i + 1] as const))),
);

const alternation = (...langs: (keyof typeof MONTH_NAMES)[]): string => [...new Set(langs.flatMap((l) => MONTH_NAMES[l]))].join('|');
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
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9])(?:er)? (${alternation('fr', 'it', 'nl')})(?: (${YEAR}))?${END}`, 'uy'), lang: 'european' },
  { re: new RegExp(`(?<![0-9A-Za-z.])([0-3]?[0-9]) de (${alternation('es', 'pt')})(?: del? (${YEAR}))?${END}`, 'uy'), lang: 'iberian' },
];

/** Every month name's first three letters: one occurs wherever a form matches. */
export const EUROPEAN_MONTHS = keywordList([...new Set([...MONTH_OF.keys()].map((name) => name.slice(0, 3)))]);

/**
 * Dates with a month name in German, French, Spanish, Portuguese, Italian or Dutch. With its year a full date
 * (FULL_DATE); a day and a month alone, a date of birth only with a context word (MONTH_AND_DAY, as a Korean `12월
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
      out.push(span(m.index, m.index + m[0].length, m[3] === undefined ? MONTH_AND_DAY : FULL_DATE, `${lang}-month-name-date`));
    }
  }
  return out;
};
