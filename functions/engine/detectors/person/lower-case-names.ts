import { tokenize } from '../../text/tokens';
import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { LOWER_CASE_NAME } from './scores';

/**
 * A known first name (ASCII letters), an optional initial and a lower-case word; not before a letter, a digit, a
 * handle or path character, nor an apostrophe other than a possessive's.
 */
const LOWER_NAME = /([a-z]{3,20})( [a-z]\.?)? (\p{Ll}[\p{Ll}\p{M}]{1,24})(?![\p{L}\p{M}0-9@/_-]|['’](?!s\b))/uy;
/** A character that glues a word to what stands before it (`2ann`, `.ann`, `@ann`, `/ann`). */
const GLUED_BEFORE = /[0-9'’.@/_-]/;

/**
 * In text typed without capitals, where capitalisation carries no evidence, a known first name followed by a
 * surname-shaped word: after a middle initial, a census surname or a word with a typical surname ending (`olga
 * krylova's`, `naomi ryan`, `bertram m. jørgensen`). The surname is no common or place word. Read word by word
 * (../../text/tokens.ts): the pattern runs only at the words that are first names.
 */
export function findLowerCaseNames(lexicon: PersonLexicon, text: string): Candidate[] {
  const { ambiguous, firstNames, notNameWord, notSurname, runOpeners, surnames, surnameSuffix } = lexicon;
  const out: Candidate[] = [];
  for (const token of tokenize(text)) {
    if (token.kind !== 'word' || !firstNames.has(text.slice(token.start, token.end))) continue;
    if (GLUED_BEFORE.test(text.charAt(token.start - 1))) continue;
    LOWER_NAME.lastIndex = token.start;
    const m = LOWER_NAME.exec(text);
    if (m === null) continue;
    const [, , initial, last] = m as unknown as [string, string, string | undefined, string];
    if (notNameWord.has(last) || ambiguous.has(last) || notSurname.has(last) || runOpeners.has(last)) continue;
    if (initial === undefined && !surnames.has(last) && !surnameSuffix.test(last)) continue;
    out.push({ start: token.start, end: token.start + m[0].length, score: LOWER_CASE_NAME, pattern: 'lower-case-name' });
  }
  return out;
}
