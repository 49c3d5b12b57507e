import { matchesAt } from '../../text/matches-at';
import { capitalStarts } from '../../text/reference-starts';
import type { Candidate } from '../types';
import { personLexicon } from './lexicon';
import { VOCATIVE } from './scores';

/** A capitalised word after a lower-case word and `, `, right before `!` or `?`. */
const ADDRESSED = /(?<=\p{Ll}, )\p{Lu}\p{Ll}[\p{L}\p{M}]{1,20}(?=[!?])/uy;

/** A name addressed at the end of a clause: `Don't go to town, Roy!`, `Remember me, Halldór?`. */
export function findVocatives(text: string, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  if (!text.includes('!') && !text.includes('?')) return [];
  const { ambiguous, runOpeners } = personLexicon();
  const afterCommas = capitals.filter((at) => text.startsWith(', ', at - 2));
  const out: Candidate[] = [];
  for (const m of matchesAt(ADDRESSED, text, afterCommas)) {
    const word = m[0].toLowerCase();
    if (!runOpeners.has(word) && !ambiguous.has(word)) out.push({ start: m.index, end: m.index + m[0].length, score: VOCATIVE, pattern: 'vocative' });
  }
  return out;
}
