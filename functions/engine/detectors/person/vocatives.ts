import { matchesAt } from '../../text/matches-at';
import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { VOCATIVE } from './scores';

/** A capitalised word after a lower-case word and `, `, right before `!` or `?`. */
const ADDRESSED = /(?<=\p{Ll}, )\p{Lu}\p{Ll}[\p{L}\p{M}]{1,20}(?=[!?])/uy;

/** Where a word follows `, `. */
function afterCommas(text: string): number[] {
  const starts: number[] = [];
  for (let i = text.indexOf(', '); i >= 0; i = text.indexOf(', ', i + 1)) starts.push(i + 2);
  return starts;
}

/** A name addressed at the end of a clause: `Don't go to town, Roy!`, `Remember me, Halldór?`. */
export function findVocatives(lexicon: PersonLexicon, text: string): Candidate[] {
  if (!text.includes('!') && !text.includes('?')) return [];
  const { ambiguous, runOpeners } = lexicon;
  const out: Candidate[] = [];
  for (const m of matchesAt(ADDRESSED, text, afterCommas(text))) {
    const word = m[0].toLowerCase();
    if (!runOpeners.has(word) && !ambiguous.has(word)) out.push({ start: m.index, end: m.index + m[0].length, score: VOCATIVE, pattern: 'vocative' });
  }
  return out;
}
