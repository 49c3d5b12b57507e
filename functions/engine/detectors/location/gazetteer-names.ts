import { isAscii } from '../../text/chars';
import type { Candidate } from '../types';
import { CITIES, NAMES_BY_FIRST_WORD } from './gazetteer';
import { GAZETTEER_NAME, GAZETTEER_NAME_OF_SEVERAL_WORDS } from './scores';

/**
 * A word that may start a name: capitalised (dots and apostrophes inside for `U.S.A.`, `Côte d’`), or two to
 * four Hangul syllables (`한국`, `대한민국`), not after a letter. The lookbehind follows the first character, so
 * the search first looks for a capital or a syllable instead of testing the lookbehind at every position.
 */
const WORD = /\p{Lu}(?<![\p{L}\p{M}]\p{Lu})[\p{L}\p{M}.’']{0,30}|[\uAC00-\uD7A3](?<![\p{L}\p{M}][\uAC00-\uD7A3])[\uAC00-\uD7A3]{1,3}/gu;
/** WORD without its Hangul branch: the same names on a text that holds no Hangul name of the gazetteer. */
const CAPITALISED_WORD = /\p{Lu}(?<![\p{L}\p{M}]\p{Lu})[\p{L}\p{M}.’']{0,30}/gu;
/** CAPITALISED_WORD on an all-ASCII text. */
const ASCII_CAPITALISED_WORD = /[A-Z](?<![A-Za-z][A-Z])[A-Za-z.']{0,30}/g;
/** The gazetteer's names in Hangul (`한국`, `대한민국`). */
const HANGUL_NAMES = [...NAMES_BY_FIRST_WORD.keys()].filter((w) => /^[\uAC00-\uD7A3]+$/.test(w));

/** The spelling of WORD that finds the same words in `text` at the least cost. */
function wordPattern(text: string): RegExp {
  if (isAscii(text)) return ASCII_CAPITALISED_WORD;
  return HANGUL_NAMES.some((n) => text.includes(n)) ? WORD : CAPITALISED_WORD;
}

/** A one-word qualifier in brackets belongs to a country's name: `Cyprus (Greek)`, `Korea (South)`. */
const QUALIFIER = / \(\p{Lu}\p{Ll}{2,20}\)/uy;
/** The characters a word may end with after its letters, tried away one at a time (`Friday.` → `Friday`). */
const END_MARK = /[.’']$/;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** Countries and cities of the gazetteer, at the words that start them. */
export function findGazetteerNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(wordPattern(text))) {
    let word = m[0];
    let names = NAMES_BY_FIRST_WORD.get(word);
    while (names === undefined && word.length > 1 && END_MARK.test(word)) {
      word = word.slice(0, -1);
      names = NAMES_BY_FIRST_WORD.get(word);
    }
    const at = m.index;
    const name = names?.find((n) => text.startsWith(n, at) && !LETTER_OR_MARK.test(text.charAt(at + n.length)));
    if (name === undefined) continue;
    QUALIFIER.lastIndex = at + name.length;
    const qualifier = QUALIFIER.exec(text)?.[0] ?? '';
    const score = name.includes(' ') ? GAZETTEER_NAME_OF_SEVERAL_WORDS : GAZETTEER_NAME;
    out.push({ start: at, end: at + name.length + qualifier.length, score, pattern: CITIES.has(name) ? 'city-name' : 'country-name' });
  }
  return out;
}
