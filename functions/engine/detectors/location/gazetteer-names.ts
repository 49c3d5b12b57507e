import { capitalStarts } from '../../text/reference-starts';
import { mergeAscending } from '../../text/matches-at';
import type { Candidate } from '../types';
import type { Gazetteer } from './gazetteer';
import { GAZETTEER_NAME, GAZETTEER_NAME_OF_SEVERAL_WORDS } from './scores';

/**
 * A word that may start a name: capitalised (dots and apostrophes inside for `U.S.A.`, `Côte d’`), or two to four
 * Hangul syllables (`한국`, `대한민국`), not after a letter. Tried at the text's capitals and at the Hangul names'
 * occurrences (`nameStarts`), where every such word starts.
 */
const WORD = /(?<![\p{L}\p{M}])(?:\p{Lu}[\p{L}\p{M}.’']{0,30}|[\uAC00-\uD7A3]{2,4})/uy;

/**
 * WORD where the text around it is ASCII, tried first (a search without Unicode properties costs a fraction of one):
 * an ASCII capital and ASCII letters, after an ASCII character other than a letter (or at the text's start), ending
 * before an ASCII character that no word holds. Where it does not match, WORD decides (it reads on through `.`,
 * `'`, and letters and marks outside ASCII).
 */
const ASCII_WORD = /(?<![A-Za-z\u0080-\uffff])[A-Z][A-Za-z]{0,30}(?![A-Za-z.'\u0080-\uffff])/y;

/** The end of the word (WORD) that starts at `at`, or -1 when none does. */
function wordEndAt(text: string, at: number): number {
  ASCII_WORD.lastIndex = at;
  if (ASCII_WORD.test(text)) return ASCII_WORD.lastIndex;
  WORD.lastIndex = at;
  return WORD.test(text) ? WORD.lastIndex : -1;
}

/** Every occurrence of a Hangul name of the gazetteer (found with `indexOf`: Hangul has no capitals), ascending. */
function hangulNameStarts(text: string, hangulNames: readonly string[]): number[] {
  const out: number[] = [];
  for (const name of hangulNames) for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) out.push(i);
  return out.sort((a, b) => a - b);
}

/** A one-word qualifier in brackets belongs to a country's name: `Cyprus (Greek)`, `Korea (South)`. */
const QUALIFIER = / \(\p{Lu}\p{Ll}{2,20}\)/uy;
/** The characters a word may end with after its letters, tried away one at a time (`Friday.` → `Friday`). */
const END_MARKS = ".’'";
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/**
 * Countries and cities of the gazetteer, at the words that start them. `capitals`: every upper-case letter of the
 * text not after a letter, ascending (the text index's word starts; `capitalStarts` computes them plainly).
 */
export function findGazetteerNames(text: string, gazetteer: Gazetteer, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  const { namesByFirstWord, cities, hangulNames } = gazetteer;
  const out: Candidate[] = [];
  const hangul = hangulNameStarts(text, hangulNames);
  let wordEnd = 0;
  for (const at of hangul.length === 0 ? capitals : mergeAscending(capitals, hangul)) {
    // A start inside the previous word (`U.S.A.`) starts no word of its own.
    if (at < wordEnd) continue;
    const end = wordEndAt(text, at);
    if (end < 0) continue;
    wordEnd = end;
    let word = text.slice(at, wordEnd);
    let names = namesByFirstWord.get(word);
    while (names === undefined && word.length > 1 && END_MARKS.includes(word[word.length - 1]!)) {
      word = word.slice(0, -1);
      names = namesByFirstWord.get(word);
    }
    const name = names?.find((n) => text.startsWith(n, at) && !LETTER_OR_MARK.test(text.charAt(at + n.length)));
    if (name === undefined) continue;
    QUALIFIER.lastIndex = at + name.length;
    const qualifier = QUALIFIER.exec(text)?.[0] ?? '';
    const score = name.includes(' ') ? GAZETTEER_NAME_OF_SEVERAL_WORDS : GAZETTEER_NAME;
    out.push({ start: at, end: at + name.length + qualifier.length, score, pattern: cities.has(name) ? 'city-name' : 'country-name' });
  }
  return out;
}
