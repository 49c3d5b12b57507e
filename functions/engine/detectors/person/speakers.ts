import { matchesAt } from '../../text/matches-at';
import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { SPEAKER } from './scores';

/** A single capitalised word and a colon opening a line (`Nicole: …`), the word in group 1. */
const LABEL = /(\p{Lu}\p{Ll}[\p{L}\p{M}]{1,20}): \S/uy;
/** Labels read at most per text. */
const MAX_LABELS = 200;

/** Where lines start: the text start and every character after a line break. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * Dialogue: when two lines or more open with a speaker label (`Ubul: What a wife.`, `Vinka: Remember me`), each
 * label is a name. Field labels (`Note:`, `Phone:`) and sentence openers are no speakers.
 */
export function findSpeakers(lexicon: PersonLexicon, text: string): Candidate[] {
  if (!text.includes('\n') || !text.includes(': ')) return [];
  const { notSpeaker, runOpeners } = lexicon;
  const labels: Candidate[] = [];
  for (const m of matchesAt(LABEL, text, lineStarts(text))) {
    const word = m[1]!.toLowerCase();
    if (!notSpeaker.has(word) && !runOpeners.has(word)) labels.push({ start: m.index, end: m.index + m[1]!.length, score: SPEAKER, pattern: 'speaker' });
    if (labels.length > MAX_LABELS) break;
  }
  return labels.length >= 2 ? labels : [];
}
