import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';

/**
 * One way a name is written: every such span in the text, in text order, read with the catalog's `lexicon`. `capitals`: the capitals that start a word
 * (an upper-case letter not after a letter), ascending — the text index's `wordStarts.capitals`, or their plain
 * reference `capitalStarts` of ../../text/reference-starts.ts. Every capitalised name starts at one of them, so the
 * finders try their sticky patterns there (`matchesAt` of ../../text/matches-at.ts) instead of at every character.
 */
export type PersonFinder = (lexicon: PersonLexicon, text: string, capitals: readonly number[]) => Candidate[];
