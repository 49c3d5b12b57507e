import type { PersonLexicon } from './lexicon';
import { capitalStarts } from '../../text/reference-starts';
import { matchesAt } from '../../text/matches-at';
import type { Candidate } from '../types';
import { namesPerson } from './place-veto';
import { TITLED_NAME } from './scores';
import { INITIAL, WORD } from './shapes';

/**
 * Titles before a name, as written with a capital (`Mr`, `Dr.`), as regex sources; lower-case ones are trigger phrases
 * (./triggers.ts). English, then German, French, Spanish, Italian and Dutch (`Herr`, `Madame`, `Sra.`, `Sig.ra`,
 * `Dott.ssa`, `Mevr.`).
 */
const TITLES = [
  'Mr', 'Mrs', 'Ms', 'Mx', 'Miss', 'Dr', 'Prof', 'Sir', 'Madam', 'Mme', 'Mlle',
  'Herr', 'Frau', 'Madame', 'Monsieur', 'Mademoiselle', 'Sr', 'Sra', 'Srta', 'Señor', 'Señora', 'Sig(?:\\.ra|\\.na)?',
  'Signor', 'Signora', 'Dott(?:\\.ssa)?', 'Dhr', 'Mevr',
];

/** Sticky: a title, its optional dot and a space — tried before the name, whose pattern costs more. */
const TITLE = new RegExp(`(?:${TITLES.join('|')})\\.? `, 'y');

/** A title, its optional dot, one space, then a capitalised run of up to three words (the name is group 1). */
const TITLED = new RegExp(`(?:${TITLES.join('|')})\\.? (${WORD}(?: ${INITIAL})?(?: ${WORD}){0,2})(?![\\p{L}\\p{M}])`, 'uy');

/** `Mr. Yaco Angulo`, `Ms. Rennie`, `Dr Lefèvre`: the capitalised words after a title, lexicon or not. */
export function findTitledNames(lexicon: PersonLexicon, text: string, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  const out: Candidate[] = [];
  const titleStarts = capitals.filter((at) => {
    TITLE.lastIndex = at;
    return TITLE.test(text);
  });
  for (const m of matchesAt(TITLED, text, titleStarts)) {
    const name = m[1]!;
    const start = m.index + m[0].length - name.length;
    if (namesPerson(lexicon, name, text, start)) out.push({ start, end: start + name.length, score: TITLED_NAME, pattern: 'title-name' });
  }
  return out;
}
