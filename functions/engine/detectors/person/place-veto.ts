import { personLexicon } from './lexicon';

/**
 * The veto every capitalised finder applies: a run names a place or an organisation, not a person, when a word after
 * its first, or the word right after it, is a place or organisation word (`Devon Street`, `Hall Orchestra`,
 * `Grace Hospital`: the lexicon's `notSurname`), or when a street word in another language opens it or stands before
 * it, or a house number stands before it (`Avenida das Flores`, `541 Avenida Pedro Ulisses`).
 */

/** Street words in other languages (Portuguese, Spanish, Italian, French, Polish), written before the street's name. */
const STREET_WORDS = ['Avenida', 'Av\\.', 'Rua', 'Travessa', 'Calle', 'C/', 'Via', 'Viale', 'Rue', 'ul\\.', 'Piazza', 'Praça', 'Paseo'].join('|');
/** A house number, or a street word, then a space: the run after it is a street. */
const STREET_BEFORE = new RegExp(`(?:[0-9]|(?<![A-Za-z0-9_])(?:${STREET_WORDS})) $`);
/** Enough characters before a run for the longest street word, its space and the character before it. */
const STREET_WINDOW = 10;
/** A street word opening the run. */
const STREET_FIRST = new RegExp(`^(?:${STREET_WORDS}) `);

/** An initial in a run (`A.` in `John A. Leiva`): not the article `a`, nor a place word. */
const INITIAL = /^\p{Lu}\.?$/u;

/** The word after a run: a space, then letters (within 20 characters). */
const NEXT_WORD = /^ (\p{L}+)/u;
const NEXT_WORD_WINDOW = 20;

/** Lower-case words after a run that keep it a name even when the lexicon lists them as place words ("John and Mary"). */
const NEXT_WORD_KEEPS: ReadonlySet<string> = new Set(['and', 'of', 'the', 'for', 'on', 'in', 'at', 'to', 'from', 'with', 'i', 'a', 'an', 'is', 'was', 'are']);

/** Whether `run` (words between single spaces, at `start` of `text`) may name a person: it names no place or organisation. */
export function namesPerson(run: string, text: string, start: number): boolean {
  if (STREET_FIRST.test(run) || STREET_BEFORE.test(text.slice(Math.max(0, start - STREET_WINDOW), start))) return false;
  const { notSurname } = personLexicon();
  for (const word of run.split(' ').slice(1)) {
    if (INITIAL.test(word)) continue;
    if (notSurname.has(word.replace(/\.$/, '').toLowerCase())) return false;
  }
  const end = start + run.length;
  const next = NEXT_WORD.exec(text.slice(end, end + NEXT_WORD_WINDOW))?.[1];
  return next === undefined || !notSurname.has(next.toLowerCase()) || NEXT_WORD_KEEPS.has(next);
}
