import { codeAt, isAsciiLetter, isAsciiLower, isAsciiUpper } from '../../text/ascii';
import type { PersonLexicon } from './lexicon';
import { SURNAME_PARTICLE } from './shapes';

/**
 * Where ./name-runs.ts reads a run: the capitals where a run may be reported. Two implementations of one question,
 * which find the same names (test/engine/detectors/person.test.ts runs the finder with both on random texts):
 *
 * - `everyCapital`, the reference: every capital that starts a word;
 * - `capitalsOpeningRuns`, the fast path: every capital but those whose word, read on char codes, certainly opens no
 *   reported run. The run pattern is a Unicode regex, and most capitals of prose open none (`The`, `Please`, `SQL`):
 *   the profile that calls for it is in ./README.md.
 */
export type RunStarts = (lexicon: PersonLexicon, text: string, capitals: readonly number[]) => readonly number[];

export const everyCapital: RunStarts = (_lexicon, _text, capitals) => capitals;

/** Sticky after a word and its space: a name particle and a space, which a run may go on with (`Dyan van Gijn`). */
const PARTICLE = new RegExp(`${SURNAME_PARTICLE} `, 'y');

/** The longest word the run pattern reads (`WORD` of ./shapes.ts: a capital and up to 24 letters). */
const MAX_WORD = 25;

/**
 * Leaves out a capital when it opens no run — its next character is ASCII but no lower-case letter (`SQL`, `I `) — or
 * when its run is one word that is no known first name (a run without a first name needs two words or more): the word
 * is ASCII letters (at most 25), and what follows can continue no run (anything but a letter, a character outside
 * ASCII, a joiner `'` or `-`, or a space before a capital, a character outside ASCII or a name particle). Any other
 * capital is kept, and the pattern decides.
 */
export const capitalsOpeningRuns: RunStarts = (lexicon, text, capitals) => {
  const { capitalisedFirstNames, firstNames } = lexicon;
  return capitals.filter((at) => {
    const second = codeAt(text, at + 1);
    if (second < 0x80 && !isAsciiLower(second)) return false;
    if (!isAsciiUpper(text.charCodeAt(at)) || second >= 0x80) return true;
    let end = at + 2;
    let innerCapital = false;
    for (let c = codeAt(text, end); isAsciiLetter(c); c = codeAt(text, ++end)) innerCapital ||= isAsciiUpper(c);
    const after = codeAt(text, end);
    if (end - at > MAX_WORD || after >= 0x80 || after === 0x27 || after === 0x2d) return true;
    if (after === 0x20) {
      const next = codeAt(text, end + 1);
      if (next >= 0x80 || isAsciiUpper(next)) return true;
      PARTICLE.lastIndex = end + 1;
      if (isAsciiLower(next) && PARTICLE.test(text)) return true;
    }
    const word = text.slice(at, end);
    // A word without a capital after its first letter is a first name exactly when it is one capitalised.
    return innerCapital ? firstNames.has(word.toLowerCase()) : capitalisedFirstNames.has(word);
  });
};
