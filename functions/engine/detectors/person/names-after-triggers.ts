import { capitalStarts } from '../../text/reference-starts';
import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { namesPerson } from './place-veto';
import { INTRODUCED_NAME, NAME_AFTER_TRIGGER } from './scores';
import { CAPITALISED_RUN, hasNonAscii } from './shapes';
import { triggerBefore } from './triggers';

const RUN = new RegExp(CAPITALISED_RUN, 'uy');

/**
 * A capitalised run right after a trigger phrase (./triggers.ts): `directed by Jindřich Holinka`, `Dear Sarah`,
 * `ms. Marcela`. After an introduction (`my name is`, `called`, a lower-case title) the run is a name as it stands;
 * after any other phrase it needs some evidence of its own: a known first name or surname among its words, or two
 * words or more with a letter outside ASCII (few product names look like `Jindřich Holinka`). A run opening with a
 * sentence opener, or a lone common word (`Will`), is none. Each capital is tried on its own: runs may overlap.
 */
export function findNamesAfterTriggers(lexicon: PersonLexicon, text: string, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  const { ambiguous, firstNames, runOpeners, surnames } = lexicon;
  const known = (word: string): boolean => firstNames.has(word.toLowerCase()) || surnames.has(word.toLowerCase());
  const out: Candidate[] = [];
  for (const at of capitals) {
    const trigger = triggerBefore(text, at);
    if (trigger === undefined) continue;
    RUN.lastIndex = at;
    const run = RUN.exec(text)?.[0];
    if (run === undefined) continue;
    const words = run.split(' ');
    const first = words[0]!.toLowerCase();
    if (runOpeners.has(first) || (ambiguous.has(first) && words.length === 1)) continue;
    const introduced = trigger === 'introduction';
    if (!introduced && !words.some(known) && !(words.length > 1 && hasNonAscii(run))) continue;
    if (!namesPerson(lexicon, run, text, at)) continue;
    out.push(
      introduced
        ? { start: at, end: at + run.length, score: INTRODUCED_NAME, pattern: 'introduced-name' }
        : { start: at, end: at + run.length, score: NAME_AFTER_TRIGGER, pattern: 'after-trigger' },
    );
  }
  return out;
}
