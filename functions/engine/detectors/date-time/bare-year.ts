import type { Candidate } from '../types';
import { matchesAt } from '../../text/matches-at';
import { DATED_YEAR } from './scores';
import { span, yearStarts, type DateFinder } from './finder';

/**
 * A bare year is reported only where its sentence dates an event with it. A year alone is not personal data
 * (HIPAA Safe Harbor keeps years, 45 CFR 164.514(b)(2)(i)(C)), and prompts name years all the time ("revenue in
 * 2024"), so two shapes only:
 *
 * - a year 1900–2099 right after a temporal preposition (`in 1988`, `since 2001`, `during 1972`), when the
 *   sentence dates an event with it (`yearIsDated`: "founded in 1977", "born in 1985", "During 1971, …", "Act of
 *   1964");
 * - a year as the attribute of something dated, between an article and a nationality adjective (`a 2017 Polish
 *   action-comedy`, `the 1996 American election`). English demonyms end in -an/-ian, -ish, -ese, -ch, -ic or -i
 *   (American, Polish, Japanese, French, Icelandic, Israeli).
 */
const YEAR = /(?<![0-9])(?:19|20)[0-9]{2}(?![0-9A-Za-z])/y;
/** The temporal preposition right before a year (read in the few characters before it). */
const PREPOSITION_BEFORE = /\b([Ii]n|[Ss]ince|[Dd]uring|[Uu]ntil|[Oo]f|[Bb]y) $/;
/** A decimal after the year (`in 2019.5`, `by 2020,75`) makes it a quantity. */
const DECIMAL_AFTER = /^[.,][0-9]/;
const ARTICLE_BEFORE = /(?:^|[^A-Za-z])(?:[Aa]n?|[Tt]he) $/;
const DEMONYM_AFTER = /^ [A-Z][a-z]{2,20}(?:an|ish|ese|ch|ic|i)(?![A-Za-z])/;
/** Enough characters before a year for the longest preposition or article and the character before it. */
const BEFORE_WINDOW = 10;
/** Enough characters after a year for the longest demonym and the character after it. */
const AFTER_WINDOW = 32;

/** Words that date a clause wherever they stand in it, inside longer words too (`birthday`, `updated`). */
const DATE_WORD = /born|birth|dob|date|admitted|discharged|appointment|married|died|graduated|anniversary/;

/** Common irregular verbs in the past tense or participle. */
const IRREGULAR_PAST = new Set(
  ('born became began begun built came died drew drove fell fled flew forgot found fought gave gone grew held hid ' +
    'kept knew laid led left lost made met paid put quit ran rang rose sang saw sent set shot shut sold spent ' +
    'spoke stood stole struck sung swore taught thought threw took told understood went won wore wrote written').split(' '),
);

/** A regular verb in the past tense: five letters or more ending in -ed, not -eed (`need`, `speed`). */
const isRegularPast = (word: string) => word.length >= 5 && word.endsWith('ed') && !word.endsWith('eed');

/** Instruments named with their year, also in lower-case text ("the civil rights act of 1964"). */
const NAMED_WITH_YEAR = /\b(?:act|law|statute|treaty|convention|accord|amendment|class) $/i;

/** A sentence break: `.`, `!`, `?` or `;` (and a closing quote) then white space and a capital or digit, or a line break. */
const SENTENCE_BREAK = /(?:[.!?;]["”’)]?\s+(?=[A-Z0-9"“])|\n)/g;

/** How far back the clause before the preposition is read. */
const CLAUSE_LOOKBEHIND = 120;

/**
 * The year after `preposition` dates an event: the preposition opens its sentence, capitalised ("During 1971, …");
 * or it is `of` after a capitalised word or a law/treaty/class word ("Civil Rights Act of 1964", "Class of 2019");
 * or, earlier in the same sentence, a verb in the past tense or one of the date words.
 */
function yearIsDated(text: string, prepositionStart: number, preposition: string): boolean {
  const windowStart = Math.max(0, prepositionStart - CLAUSE_LOOKBEHIND);
  // The preposition stays in the window, so a break before a sentence-opening `In` sees its capital.
  const window = text.slice(windowStart, prepositionStart + preposition.length);
  const clauseStart = Math.max(0, ...[...window.matchAll(SENTENCE_BREAK)].map((m) => m.index + m[0].length));
  const clause = window.slice(clauseStart, window.length - preposition.length);
  const capitalised = preposition[0] !== preposition[0]!.toLowerCase();
  if (capitalised && preposition !== 'Of' && preposition !== 'By' && clause.trim() === '') return true;
  if (preposition === 'of' && (/\b[A-Z][a-z]+ $/.test(clause) || NAMED_WITH_YEAR.test(clause))) return true;
  const lower = clause.toLowerCase();
  if (DATE_WORD.test(lower)) return true;
  return (lower.match(/[a-z]+/g) ?? []).some((word) => IRREGULAR_PAST.has(word) || isRegularPast(word));
}

export const findDatedYears: DateFinder = (text, digitRuns) => {
  const out: Candidate[] = [];
  for (const m of matchesAt(YEAR, text, yearStarts(text, digitRuns))) {
    const before = text.slice(Math.max(0, m.index - BEFORE_WINDOW), m.index);
    const after = text.slice(m.index + 4, m.index + 4 + AFTER_WINDOW);
    const preposition = PREPOSITION_BEFORE.exec(before)?.[1];
    if (preposition !== undefined) {
      const prepositionStart = m.index - preposition.length - 1;
      if (!DECIMAL_AFTER.test(after) && yearIsDated(text, prepositionStart, preposition)) {
        out.push(span(m.index, m.index + 4, DATED_YEAR, 'year-after-preposition'));
      }
    } else if (ARTICLE_BEFORE.test(before) && DEMONYM_AFTER.test(after)) {
      out.push(span(m.index, m.index + 4, DATED_YEAR, 'year-before-demonym'));
    }
  }
  return out;
};
