import { matchesAt } from '../../text/matches-at';
import { capitalStarts } from '../../text/reference-starts';
import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { NAME_LIST_ITEM } from './scores';
import { WORD } from './shapes';

/** A list item: one or two capitalised words (`Vasquez`, `Joakim Westgård`). */
const ITEM = `${WORD}(?: ${WORD})?`;
/** Three to eight items: `A, B and C`, `A, B, C, and D`. */
const LIST = new RegExp(`(?<![\\p{L}\\p{M}])${ITEM}(?:, ${ITEM}){1,6},? and ${ITEM}(?![\\p{L}\\p{M}])`, 'uy');
const ITEMS = new RegExp(ITEM, 'gu');

/** Sticky: an upper-case letter. */
const CAPITAL = /\p{Lu}/uy;

/** The longest list item in UTF-16 units: two words of at most 51 letters (two units each outside the BMP) and a space. */
const MAX_ITEM = 2 * 2 * 51 + 1;

/**
 * The capitals where a list may start: its first item (one or two words) ends at a `, ` followed by a capital, so a
 * start has at most one space between it and that comma.
 */
function firstItemStarts(text: string, capitals: readonly number[]): number[] {
  const starts: number[] = [];
  let k = 0;
  for (let comma = text.indexOf(', '); comma >= 0 && k < capitals.length; comma = text.indexOf(', ', comma + 1)) {
    CAPITAL.lastIndex = comma + 2;
    if (!CAPITAL.test(text)) continue;
    // Back from the comma to the second space before it (the previous comma's space at the latest).
    const oneSpace = text.lastIndexOf(' ', comma - 1);
    const from = Math.max(oneSpace < 0 ? 0 : text.lastIndexOf(' ', oneSpace - 1) + 1, comma - MAX_ITEM);
    while (k < capitals.length && capitals[k]! < from) k++;
    for (; k < capitals.length && capitals[k]! < comma; k++) starts.push(capitals[k]!);
  }
  return starts;
}

/**
 * A list of three or more capitalised items, at least two and at least half of which hold a known first name or
 * surname (`founders: Vasquez, Becker and Kónya`): every item is a name, except one that opens with a sentence
 * opener. Lists of products or places rarely consist of surnames (`Python, Java and Go`).
 */
export function findNameLists(lexicon: PersonLexicon, text: string, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  if (!text.includes(' and ')) return [];
  const { firstNames, runOpeners, surnames } = lexicon;
  const known = (word: string): boolean => surnames.has(word.toLowerCase()) || firstNames.has(word.toLowerCase());
  const out: Candidate[] = [];
  for (const list of matchesAt(LIST, text, firstItemStarts(text, capitals))) {
    const items = [...list[0].matchAll(ITEMS)];
    const knownItems = items.filter((item) => item[0].split(' ').some(known)).length;
    if (items.length < 3 || knownItems < 2 || knownItems * 2 < items.length) continue;
    for (const item of items) {
      if (runOpeners.has(item[0].split(' ')[0]!.toLowerCase())) continue;
      const start = list.index + item.index;
      out.push({ start, end: start + item[0].length, score: NAME_LIST_ITEM, pattern: 'name-list' });
    }
  }
  return out;
}
