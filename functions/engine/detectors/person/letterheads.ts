import { matchesAt } from '../../text/matches-at';
import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { namesPerson } from './place-veto';
import { LETTERHEAD_NAME } from './scores';
import { INITIAL, WORD } from './shapes';

/**
 * A line of two or three capitalised words (an initial allowed) at the start of the text or of a paragraph, after at
 * most four list or quote markers.
 */
const LETTERHEAD = new RegExp(`(?<=^|\\n\\n|^[?*>\\-• ]{1,4}|\\n\\n[?*>\\-• ]{1,4})${WORD}(?: ${INITIAL})?(?: ${WORD}){1,2}(?=[ \\t]*\\n)`, 'uy');
/** At most this many list or quote markers before the name. */
const MARKERS = 4;

/** Where a letterhead line may start: the first five characters of the text, and the five after each blank line. */
function paragraphStarts(text: string): number[] {
  const starts: number[] = [];
  const addFrom = (from: number): void => {
    for (let at = Math.max(from, (starts[starts.length - 1] ?? -1) + 1); at <= from + MARKERS && at < text.length; at++) starts.push(at);
  };
  addFrom(0);
  for (let p = text.indexOf('\n\n'); p >= 0; p = text.indexOf('\n\n', p + 1)) addFrom(p + 2);
  return starts;
}

/** Contact details: a number of four digits or more, an e-mail address, or a contact label. */
const CONTACT_LINE = /[0-9]{4}|@|\b(?:Phone|Mobile|Tel|Fax|Address|E-mail|Email)\b/u;
/** How far below the name its contact details are looked for: the next lines, within 400 characters. */
const CONTACT_LINES = 7;
const CONTACT_WINDOW = 400;

/**
 * A letterhead or signature (`Satu Elomo` above an address): a name line followed within seven lines by contact
 * details. Headings in documents are marked up (`#`) or followed by prose, not by an address block. No word of the
 * line opens sentences (`Getting Started`).
 */
export function findLetterheadNames(lexicon: PersonLexicon, text: string): Candidate[] {
  if (!text.includes('\n')) return [];
  const { runOpeners } = lexicon;
  const out: Candidate[] = [];
  for (const m of matchesAt(LETTERHEAD, text, paragraphStarts(text))) {
    if (m[0].split(' ').some((w) => runOpeners.has(w.toLowerCase()))) continue;
    const end = m.index + m[0].length;
    const below = text.slice(end, end + CONTACT_WINDOW).split('\n').slice(1, 1 + CONTACT_LINES).join('\n');
    if (CONTACT_LINE.test(below) && namesPerson(lexicon, m[0], text, m.index)) out.push({ start: m.index, end, score: LETTERHEAD_NAME, pattern: 'letterhead' });
  }
  return out;
}
