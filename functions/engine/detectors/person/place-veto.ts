import type { PersonLexicon } from './lexicon';

/**
 * The veto every capitalised finder applies: a run names a place or an organisation, not a person, when a word after
 * its first, or the word right after it (or after its possessive, capitalised: `St. Vincent's Hospital`), is a place
 * or organisation word (`Devon Street`, `Hall Orchestra`, `Grace Hospital`: the lexicon's `notSurname`), or when a
 * street word in another language opens it or stands before it, or a house number stands before it (`Avenida das
 * Flores`, `541 Avenida Pedro Ulisses`).
 */

/** Street words in other languages (Portuguese, Spanish, Italian, French, Polish), written before the street's name. */
const STREET_WORDS = ['Avenida', 'Av\\.', 'Rua', 'Travessa', 'Calle', 'C/', 'Via', 'Viale', 'Rue', 'ul\\.', 'Piazza', 'Praça', 'Paseo'].join('|');
/** Sticky at a run's start: a house number or a street word (at a word start), then a space, right before it. */
const STREET_BEFORE = new RegExp(`(?<=(?:[0-9]|(?<![A-Za-z0-9_])(?:${STREET_WORDS})) )`, 'y');
/** A street word opening the run. */
const STREET_FIRST = new RegExp(`^(?:${STREET_WORDS}) `);

const SPACE = 0x20;

/** An initial in a run (`A.` in `John A. Leiva`): not the article `a`, nor a place word. */
const INITIAL = /^\p{Lu}\.?$/u;

/** Sticky at a run's end: the word after it, a space then letters. */
const NEXT_WORD = / (\p{L}+)/uy;

/** Lower-case words after a run that keep it a name even when the lexicon lists them as place words ("John and Mary"). */
const NEXT_WORD_KEEPS: ReadonlySet<string> = new Set(['and', 'of', 'the', 'for', 'on', 'in', 'at', 'to', 'from', 'with', 'i', 'a', 'an', 'is', 'was', 'are']);

/** Whether `run` (words between single spaces, at `start` of `text`) may name a person: it names no place or organisation. */
export function namesPerson(lexicon: PersonLexicon, run: string, text: string, start: number): boolean {
  // Both street patterns hold a space: after the street word in the run, or right before the run.
  if (run.includes(' ') && STREET_FIRST.test(run)) return false;
  if (text.charCodeAt(start - 1) === SPACE) {
    STREET_BEFORE.lastIndex = start;
    if (STREET_BEFORE.test(text)) return false;
  }
  const { notSurname } = lexicon;
  for (let space = run.indexOf(' '); space >= 0; ) {
    const next = run.indexOf(' ', space + 1);
    const word = run.slice(space + 1, next < 0 ? run.length : next);
    if (notSurname.has((word.endsWith('.') ? word.slice(0, -1) : word).toLowerCase()) && !INITIAL.test(word)) return false;
    space = next;
  }
  const end = start + run.length;
  // A possessive before a capitalised place or organisation word names the place (`St. Vincent's Hospital`).
  POSSESSIVE_PLACE.lastIndex = end;
  const owned = POSSESSIVE_PLACE.exec(text)?.[1];
  if (owned !== undefined && notSurname.has(owned.toLowerCase())) return false;
  if (text[end] !== ' ') return true;
  NEXT_WORD.lastIndex = end;
  const next = NEXT_WORD.exec(text)?.[1];
  return next === undefined || !notSurname.has(next.toLowerCase()) || NEXT_WORD_KEEPS.has(next);
}

/** Sticky at a run's end: a possessive `'s` and a capitalised word (`'s Hospital`). */
const POSSESSIVE_PLACE = /['’]s (\p{Lu}\p{L}*)/uy;
