import type { Candidate } from '../types';
import { SPAN_STOP_WORDS } from '../../ner/windows';
import { FIRST_NAME_ALONE, FIRST_NAME_ALONE_IN_CLAUSE } from './scores';

/** An article right before a word (`a Roth`, `the Kennedy era`). */
const ARTICLE_BEFORE = /(?:^|[^\p{L}\p{M}])(?:[Aa]|[Aa]n|[Tt]he) $/u;
/** An acronym right after a word (`Roth IRA`, `Grant PDF`). */
const ACRONYM_AFTER = /^ \p{Lu}{2,}(?![\p{L}\p{M}])/u;
/** A lower-case word (and a comma) right before a word: mid-sentence, where an ordinary word is not capitalised. */
const MID_SENTENCE = /(?:^|[\s(])\p{Ll}{1,20},? $/u;
/** A lower-case word, a clause break, a possessive or `!`/`?` right after a word (`Jacob lives`, `Nicole, can`). */
const CLAUSE_AFTER = /^(?:,? \p{Ll}|, |['’]s\b|[!?])/u;

/** A day's number or a German preposition of time right before a word: `3. Mai`, `seit Mai`, `Anfang Juni`. */
const DAY_OR_TIME_BEFORE = /(?:^|[^\p{L}\p{N}])(?:[0-3]?[0-9]\.?|seit|im|ab|bis|vom|zum|Anfang|Mitte|Ende) $/u;
/** The German month names that are also first names. */
const MONTHS = new Set(['April', 'Mai', 'Juni', 'Juli', 'August']);

/**
 * A known first name on its own at `[start, end)`, unless it is a closed-class word or a month (above). A name used as
 * a modifier names a thing, not a person: after an article or before an acronym (`a Roth IRA`, `the Morgan PDF`)
 * nothing is reported, so no context word can lift it. Otherwise it is weak evidence (reported below the threshold, for a context word to lift), unless its sentence marks
 * it as a name: a speaker label at a line start (`Nicole: …`), capitalised mid-sentence (`Why is Katrine so …`), or
 * the subject or addressee of its clause (`Jacob lives on …`, `Nicole, can I …`).
 */
export function loneFirstName(text: string, start: number, end: number): Candidate | undefined {
  const before = text.slice(Math.max(0, start - 24), start);
  const after = text.slice(end, end + 12);
  const word = text.slice(start, end);
  // A closed-class word of a language the engine reads (`La cita es…`), or a month after its day or a preposition of
  // time (`am 3. Mai`, `seit Mai`), is no name.
  if (SPAN_STOP_WORDS.has(word.toLowerCase()) || (MONTHS.has(word) && DAY_OR_TIME_BEFORE.test(before))) return undefined;
  if (ARTICLE_BEFORE.test(before.slice(-5)) || ACRONYM_AFTER.test(after)) return undefined;
  const speaker = (start === 0 || text[start - 1] === '\n') && text[end] === ':';
  const marked = speaker || MID_SENTENCE.test(before) || CLAUSE_AFTER.test(after.slice(0, 3));
  return { start, end, score: marked ? FIRST_NAME_ALONE_IN_CLAUSE : FIRST_NAME_ALONE, pattern: 'first-name-alone' };
}
