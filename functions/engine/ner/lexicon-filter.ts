import { TITLES, type Lexicon } from './lexicon';

/**
 * The lexicon lookups the features make for every token (./features.ts `lexFlags`, `multiWordPlaces`), made cheap:
 *
 * - a pre-test for places: the first character of every place name (one word, or the first of several), so a word
 *   starting otherwise is no place without probing the sets;
 * - one lookup for the name lists: which of them (first names, ambiguous first names, surnames, titles) hold a
 *   lower-cased word, from one map instead of a set each.
 *
 * The answers are the lexicon's own, so the features never change (test/engine/ner/features.test.ts computes them
 * both ways).
 */
export class LexiconFilter {
  /** Per lower-cased word of the name lists, the lists that hold it (NAME_LISTS bits). */
  private readonly nameLists = new Map<string, number>();
  /** The ASCII characters a place name (one word, or the first of several) starts with. */
  private readonly placeStarts = new Uint8Array(128);

  constructor(lex: Lexicon) {
    const lists: readonly [ReadonlySet<string>, number][] = [
      [lex.firstNames, NAME_LISTS.first],
      [lex.ambiguousNames, NAME_LISTS.ambiguous],
      [lex.surnames, NAME_LISTS.surname],
      [TITLES, NAME_LISTS.title],
    ];
    for (const [words, bit] of lists) for (const w of words) this.nameLists.set(w, (this.nameLists.get(w) ?? 0) | bit);
    for (const p of [...lex.places, ...lex.multiWordPlaces.keys()]) {
      const c = p.charCodeAt(0);
      if (c < 128) this.placeStarts[c] = 1;
    }
  }

  /** The name lists (NAME_LISTS bits) that hold a lower-cased word. */
  nameListsOf(lower: string): number {
    return this.nameLists.get(lower) ?? 0;
  }

  /** False when the word, as written, certainly starts no place name. */
  mayBePlace(word: string): boolean {
    const c = word.charCodeAt(0);
    return c >= 128 || this.placeStarts[c] === 1;
  }
}

/** The name lists of the lexicon, as bits. */
export const NAME_LISTS = { first: 1, ambiguous: 2, surname: 4, title: 8 } as const;
