import { asciiHash, hashesOf, lowerAsciiHash, type HashFilter } from '../detectors/word-hash';
import { TITLES, type Lexicon } from './lexicon';

/**
 * Pre-tests of the lexicon lookups the features make for every token (./features.ts `lexFlags`,
 * `multiWordPlaces`): a word's hash from its character codes, looked up in a bit filter of the lexicon's hashes
 * (../detectors/word-hash.ts). About one word in eight of the realistic corpus is in a name list, fewer in a place
 * list; a miss proves the word is in none of them, without lower-casing it or probing the sets, and a hit goes on to
 * the exact lookups, so the features never change (test/engine/ner/features.test.ts runs both ways). A word with a
 * character outside ASCII always goes on to the exact lookups.
 */
export class LexiconFilter {
  /** The lower-cased name lists: first names, ambiguous first names, surnames, titles. */
  private readonly names: HashFilter;
  /** The place names as written: one-word places and the first words of multi-word ones. */
  private readonly places: HashFilter;

  constructor(lex: Lexicon) {
    this.names = hashesOf([...lex.firstNames, ...lex.ambiguousNames, ...lex.surnames, ...TITLES], lowerAsciiHash);
    this.places = hashesOf([...lex.places, ...lex.multiWordPlaces.keys()], asciiHash);
  }

  /** False when the lower-cased word is certainly in no name list. */
  mayBeName(word: string): boolean {
    const h = lowerAsciiHash(word, 0, word.length);
    return h < 0 || this.names.mayHave(h);
  }

  /** False when the word, as written, certainly starts no place name. */
  mayBePlace(word: string): boolean {
    const h = asciiHash(word, 0, word.length);
    return h < 0 || this.places.mayHave(h);
  }
}
