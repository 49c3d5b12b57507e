import { matchesAt } from '../../text/matches-at';
import { capitalStarts } from '../../text/reference-starts';
import type { Candidate } from '../types';
import { personLexicon } from './lexicon';
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
export function findLetterheadNames(text: string, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  if (!text.includes('\n')) return [];
  // The lookbehind wants the text start or a blank line within the four characters before the name.
  const paragraphStarts = capitals.filter((at) => at <= MARKERS || text.slice(Math.max(0, at - MARKERS - 2), at).includes('\n\n'));
  const { runOpeners } = personLexicon();
  const out: Candidate[] = [];
  for (const m of matchesAt(LETTERHEAD, text, paragraphStarts)) {
    if (m[0].split(' ').some((w) => runOpeners.has(w.toLowerCase()))) continue;
    const end = m.index + m[0].length;
    const below = text.slice(end, end + CONTACT_WINDOW).split('\n').slice(1, 1 + CONTACT_LINES).join('\n');
    if (CONTACT_LINE.test(below) && namesPerson(m[0], text, m.index)) out.push({ start: m.index, end, score: LETTERHEAD_NAME, pattern: 'letterhead' });
  }
  return out;
}
