import { asciiHash, hashesOf, lowerAsciiHash, type HashFilter } from '../detectors/word-hash';
import { TITLES, type Lexicon } from './lexicon';

/**
 * The lexicon lookups the features make for every token (./features.ts `lexFlags`, `multiWordPlaces`), made cheap:
 *
 * - pre-tests: a word's hash from its character codes, looked up in a bit filter of the lexicon's hashes
 *   (../detectors/word-hash.ts), and for places the first character too. About one word in eight of the realistic
 *   corpus is in a name list, fewer in a place list; a miss proves the word is in none of them, without lower-casing
 *   it or probing the sets. A word with a character outside ASCII always goes on to the lookups;
 * - one lookup for the name lists: which of them (first names, ambiguous first names, surnames, titles) hold a
 *   lower-cased word, from one map instead of a set each.
 *
 * The answers are the lexicon's own, so the features never change (test/engine/ner/features.test.ts computes them
 * both ways).
 */
export class LexiconFilter {
  /** The lower-cased name lists: first names, ambiguous first names, surnames, titles. */
  private readonly names: HashFilter;
  /** Per lower-cased word of the name lists, the lists that hold it (NAME_LISTS bits). */
  private readonly nameLists = new Map<string, number>();
  /** The place names as written: one-word places and the first words of multi-word ones. */
  private readonly places: HashFilter;
  /** The ASCII characters a place name (one word, or the first of several) starts with. */
  private readonly placeStarts = new Uint8Array(128);

  constructor(lex: Lexicon) {
    this.names = hashesOf([...lex.firstNames, ...lex.ambiguousNames, ...lex.surnames, ...TITLES], lowerAsciiHash);
    const lists: readonly [ReadonlySet<string>, number][] = [
      [lex.firstNames, NAME_LISTS.first],
      [lex.ambiguousNames, NAME_LISTS.ambiguous],
      [lex.surnames, NAME_LISTS.surname],
      [TITLES, NAME_LISTS.title],
    ];
    for (const [words, bit] of lists) for (const w of words) this.nameLists.set(w, (this.nameLists.get(w) ?? 0) | bit);
    const places = [...lex.places, ...lex.multiWordPlaces.keys()];
    this.places = hashesOf(places, asciiHash);
    for (const p of places) {
      const c = p.charCodeAt(0);
      if (c < 128) this.placeStarts[c] = 1;
    }
  }

  /** False when the lower-cased word is certainly in no name list. */
  mayBeName(word: string): boolean {
    const h = lowerAsciiHash(word, 0, word.length);
    return h < 0 || this.names.mayHave(h);
  }

  /** The name lists (NAME_LISTS bits) that hold a lower-cased word. */
  nameListsOf(lower: string): number {
    return this.nameLists.get(lower) ?? 0;
  }

  /** False when the word, as written, certainly starts no place name. */
  mayBePlace(word: string): boolean {
    const c = word.charCodeAt(0);
    if (c < 128 && this.placeStarts[c] === 0) return false;
    const h = asciiHash(word, 0, word.length);
    return h < 0 || this.places.mayHave(h);
  }
}

/** The name lists of the lexicon, as bits. */
export const NAME_LISTS = { first: 1, ambiguous: 2, surname: 4, title: 8 } as const;
