import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { SAME_NAME, SPREADS_FROM } from './scores';

/** Letters on both sides of a space: a name of two words or more. */
const SPACED_LETTERS = /\p{L} \p{L}/u;
/** A capital and a lower-case letter opening a word. */
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
/** A letter or a mark: a word that goes on. */
const LETTER = /[\p{L}\p{M}]/u;

/**
 * Coreference: once a name is found, its words elsewhere in the text are the same person (`Bonifacy Kaczmarek …
 * Kaczmarek wrote it`). Only names that carry their own evidence spread — found with SPREADS_FROM or more, and of
 * two words or more or after a title or an introduction; not a first name with a particle, which may be a place.
 * Their words of three letters or more, capitalised, and no sentence opener, common word or place word, are looked up
 * as whole words.
 */
export function findSameNames(lexicon: PersonLexicon, text: string, found: readonly Candidate[]): Candidate[] {
  const { ambiguous, notSurname, runOpeners } = lexicon;
  const names = new Set<string>();
  const words = new Set<string>();
  for (const c of found) {
    if (c.score < SPREADS_FROM || c.pattern === 'name-particle-surname') continue;
    const name = text.slice(c.start, c.end);
    if (names.has(name) || !(c.pattern === 'title-name' || c.pattern === 'introduced-name' || (name.includes(' ') && SPACED_LETTERS.test(name)))) continue;
    names.add(name);
    // A found name's words are separated by single spaces.
    for (const word of name.split(' ')) {
      if (word.length < 3 || words.has(word) || !CAPITALISED.test(word)) continue;
      const lower = word.toLowerCase();
      if (!runOpeners.has(lower) && !ambiguous.has(lower) && !notSurname.has(lower)) words.add(word);
    }
  }
  const out: Candidate[] = [];
  for (const word of words) {
    for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + word.length)) {
      if (LETTER.test(text.charAt(i - 1)) || LETTER.test(text.charAt(i + word.length))) continue;
      out.push({ start: i, end: i + word.length, score: SAME_NAME, pattern: 'same-name' });
    }
  }
  return out;
}
