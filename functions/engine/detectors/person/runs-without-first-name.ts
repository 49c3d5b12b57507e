import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { namesPerson } from './place-veto';
import { RUN_ENDING_IN_SURNAME, RUN_ENDING_IN_SURNAME_SUFFIX, RUN_WITH_MIDDLE_INITIAL } from './scores';
import { hasNonAscii, SURNAME_PARTICLE, WORD } from './shapes';

/**
 * What follows the first word of a run with a middle initial: an initial (a bare `A` or `I` only with its dot, else
 * it is a word), then one more capitalised word after up to two particles.
 */
const MIDDLE_INITIAL = new RegExp(`^ (?:[B-HJ-Z]\\.?|[AI]\\.)(?:(?: ${SURNAME_PARTICLE}){0,2} ${WORD})$`, 'u');
/** An initial with its dot right after the first word. */
const DOTTED_INITIAL = /^ \p{Lu}\./u;

/**
 * A capitalised run of two words or more at `start` whose first word `first` is no known first name, when its shape still names a person, tried in this order:
 * - its last word (of three letters or more) is a census surname, and its first word opens no sentence and is no
 *   common word (`Caitlyn Schulz`);
 * - its last word has a typical surname ending (`Krisztián Szöllösy`, `Bonifacy Kaczmarek`);
 * - a middle initial stands between two words (`Szabina J Gelencsér`, `Jildau S. Bouts`), and the initial has its
 *   dot, the run has a letter outside ASCII or its last word is a census surname (`Plan B Options` has none).
 * The place veto (./place-veto.ts) applies to all. A first word that is a common English word and no name
 * (`Describe`, `Contact`) is left out of the span reported.
 */
export function runWithoutFirstName(lexicon: PersonLexicon, text: string, start: number, run: string, first: string): Candidate | undefined {
  const { ambiguous, commonWords, runOpeners, surnames, surnameSuffix } = lexicon;
  const firstLower = first.toLowerCase();
  const rest = run.slice(first.length);
  const ordinaryFirst = runOpeners.has(firstLower) || ambiguous.has(firstLower);
  // A common word no name list holds is a sentence's first word before the name (`Describe Charles Dickens`,
  // `Contact Kowalski`): the run is read as before, and the name reported without it.
  const from = !ordinaryFirst && commonWords.has(firstLower) ? start + first.length + 1 : start;
  const last = rest.slice(rest.lastIndexOf(' ') + 1);
  const lastIsSurname = (): boolean => surnames.has(last.toLowerCase());
  let score: number;
  let pattern: string;
  if (last.length > 2 && !ordinaryFirst && lastIsSurname()) {
    score = RUN_ENDING_IN_SURNAME;
    pattern = 'run-surname';
  } else if (surnameSuffix.test(last) && !ambiguous.has(firstLower)) {
    score = RUN_ENDING_IN_SURNAME_SUFFIX;
    pattern = 'surname-suffix';
  } else if (MIDDLE_INITIAL.test(rest) && !ordinaryFirst && (DOTTED_INITIAL.test(rest) || hasNonAscii(run) || lastIsSurname())) {
    score = RUN_WITH_MIDDLE_INITIAL;
    pattern = 'middle-initial';
  } else {
    return undefined;
  }
  return namesPerson(lexicon, run, text, start) ? { start: from, end: start + run.length, score, pattern } : undefined;
}
