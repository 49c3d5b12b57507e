import { capitalStarts } from '../../text/reference-starts';
import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { loneFirstName } from './lone-first-name';
import { namesPerson } from './place-veto';
import { capitalsOpeningRuns, type RunStarts } from './run-starts';
import { runWithoutFirstName } from './runs-without-first-name';
import { FIRST_NAME_AND_SURNAME, FIRST_NAME_PARTICLE_SURNAME } from './scores';
import { INITIAL, SURNAME_PARTICLE, WORD } from './shapes';

/**
 * A capitalised run: its first word, then an optional initial and up to two more capitalised words, each after up to
 * two name particles (`Margaret S. Stouffer`, `Dyan van Gijn`). Not after a letter, mark or digit; ending at a word
 * end. Its words are separated by single spaces, so the first word ends at the run's first space.
 */
const NAME_RUN = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])${WORD}(?: ${INITIAL})?(?:(?: ${SURNAME_PARTICLE}){0,2} ${WORD}){0,2}(?![\\p{L}\\p{M}])`,
  'uy',
);

/** A particle in a run: a lower-case letter after a space. */
const PARTICLE_IN_RUN = / \p{Ll}/u;

/**
 * Capitalised runs, read from each capital that starts a word:
 * - a known first name and more words (`Isaac Heath`, `Margaret S. Stouffer`); with a particle (`Dyan van Gijn`) the
 *   run may also be a place named after a person (`Tristan da Cunha`), so it scores lower and a place wins the span;
 * - a known first name alone (./lone-first-name.ts);
 * - a run whose first word is no known first name, named by its last word or a middle initial
 *   (./runs-without-first-name.ts).
 * A run opened by a known first name, or reported, is read as a whole: the next run starts after it. Any other run
 * lets its next capitalised word open a run of its own (`Reports's Impi Nummelin`), after its first word (a capital
 * inside `O'Brien` opens none). `runStarts` (./run-starts.ts) leaves out capitals where no run is reported.
 */
export function findNameRuns(lexicon: PersonLexicon, text: string, capitals: readonly number[] = capitalStarts(text), runStarts: RunStarts = capitalsOpeningRuns): Candidate[] {
  const { firstNames } = lexicon;
  const out: Candidate[] = [];
  let next = 0;
  for (const at of runStarts(lexicon, text, capitals)) {
    if (at < next) continue;
    NAME_RUN.lastIndex = at;
    if (!NAME_RUN.test(text)) continue;
    const end = NAME_RUN.lastIndex;
    const run = text.slice(at, end);
    const space = run.indexOf(' ');
    const first = space < 0 ? run : run.slice(0, space);
    if (!firstNames.has(first.toLowerCase())) {
      const found = space < 0 ? undefined : runWithoutFirstName(lexicon, text, at, run, first);
      if (found !== undefined) out.push(found);
      next = found === undefined ? at + first.length : end;
      continue;
    }
    next = end;
    if (!namesPerson(lexicon, run, text, at)) continue;
    if (space < 0) {
      const alone = loneFirstName(text, at, end);
      if (alone !== undefined) out.push(alone);
    } else if (PARTICLE_IN_RUN.test(run)) {
      out.push({ start: at, end, score: FIRST_NAME_PARTICLE_SURNAME, pattern: 'name-particle-surname' });
    } else {
      out.push({ start: at, end, score: FIRST_NAME_AND_SURNAME, pattern: 'first-name-surname' });
    }
  }
  return out;
}
