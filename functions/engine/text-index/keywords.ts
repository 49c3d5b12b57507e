/**
 * Keyword hits: which of an analyzer's keyword lists occur in a text, all found in one pass per case.
 *
 * A `KeywordList` is data a detector declares (`TextRequirements.keywords`) or a finder asks about
 * (`TextIndex.containsAny`). The analyzer collects the lists of its rules and builds ONE `KeywordMatcher` for them
 * (`createKeywordMatcher`); each text's index asks it once, on the first keyword question, and answers every list
 * from that pass. A list the matcher does not hold is answered by the reference definition (`listOccurs`), so the
 * answer never depends on which matcher, if any, the index was given.
 */

/**
 * Words any one of which stands for the list. `caseInsensitive`: the words are lower case and are looked for in
 * the lower-cased text (`text.toLowerCase()`), else in the text as it is.
 */
export interface KeywordList {
  readonly words: readonly string[];
  readonly caseInsensitive: boolean;
}

/** A keyword list (frozen); the words of a case-insensitive one are lower-cased here. */
export function keywordList(words: readonly string[], options: { readonly caseInsensitive?: boolean } = {}): KeywordList {
  const caseInsensitive = options.caseInsensitive === true;
  return Object.freeze({
    words: Object.freeze(caseInsensitive ? words.map((w) => w.toLowerCase()) : [...words]),
    caseInsensitive,
  });
}

/**
 * The definition every answer about keywords must equal: some word of `list` occurs in `text`, or for a
 * case-insensitive list in `lower`, the lower-cased text.
 */
export function listOccurs(list: KeywordList, text: string, lower: () => string): boolean {
  const haystack = list.caseInsensitive ? lower() : text;
  return list.words.some((w) => haystack.includes(w));
}

/** Finds, in one pass per case, which of a fixed set of keyword lists occur in a text. */
export interface KeywordMatcher {
  /** The lists, by id. */
  readonly lists: readonly KeywordList[];
  /** The id of `list` (the same object) in this matcher, or undefined. */
  idOf(list: KeywordList): number | undefined;
  /**
   * The keyword lists found in `text`, whose lower case `lower` gives; `lowersToAscii`: some character outside ASCII
   * in it lower-cases to ASCII letters (U+0130, U+212A: ./case.ts).
   */
  find(text: string, lower: () => string, lowersToAscii: boolean): KeywordHits;
}

/** Which of a matcher's lists occur in one text. */
export interface KeywordHits {
  /** `listOccurs` holds for the list of id `id`. */
  occurs(id: number): boolean;
}

/**
 * A matcher for `lists` (duplicates, by identity, are held once). Case-sensitive words are looked for in the text,
 * case-insensitive ones in its lower case. Words of ASCII characters are found by one Aho–Corasick automaton per
 * case (`createAutomaton`), both run in one pass over the text (`scanBoth`); the few words with a character outside
 * ASCII (`비밀번호`, `código`) by a native search each, when their list is asked about and its other words were not
 * found.
 *
 * The case-insensitive automaton reads ASCII capitals as their small letters, so it runs over the text itself: the
 * ASCII letters of the lower-cased text are the text's, lower-cased, at the same places between the characters
 * outside ASCII (each of which sends the automaton back to its root), unless a character outside ASCII lower-cases
 * to ASCII letters (`lowersToAscii`), when each automaton runs on its own, that one over the lower-cased text.
 */
export function createKeywordMatcher(lists: Iterable<KeywordList>): KeywordMatcher {
  const unique = [...new Set(lists)];
  const ids = new Map(unique.map((list, id) => [list, id] as const));
  const exact = createAutomaton(asciiWords(unique, false), false);
  const folded = createAutomaton(asciiWords(unique, true), true);
  const outsideAscii = unique.map((list) => list.words.filter((w) => !ASCII.test(w)));
  return {
    lists: unique,
    idOf: (list) => ids.get(list),
    find(text, lower, lowersToAscii) {
      const hits = new Hits(unique, outsideAscii, text, lower);
      if (lowersToAscii) {
        scan(exact, text, hits.state);
        scan(folded, lower(), hits.state);
      } else {
        scanBoth(exact, folded, text, hits.state);
      }
      return hits;
    },
  };
}

/** The hits of one text: what the automata marked, and the words outside ASCII searched for on demand. */
class Hits implements KeywordHits {
  /**
   * Per list: FOUND, ABSENT, or NOT_SCANNED (its words of ASCII characters are not in the text; the others are
   * searched for on the first question).
   */
  readonly state: Uint8Array;

  constructor(
    private readonly lists: readonly KeywordList[],
    private readonly outsideAscii: readonly (readonly string[])[],
    private readonly text: string,
    private readonly lower: () => string,
  ) {
    this.state = new Uint8Array(lists.length);
  }

  occurs(id: number): boolean {
    if (this.state[id] === NOT_SCANNED) {
      const haystack = this.lists[id]!.caseInsensitive ? this.lower() : this.text;
      this.state[id] = this.outsideAscii[id]!.some((w) => haystack.includes(w)) ? FOUND : ABSENT;
    }
    return this.state[id] === FOUND;
  }
}

const NOT_SCANNED = 0;
const FOUND = 1;
const ABSENT = 2;

const ASCII = /^[\u0000-\u007f]*$/;

/**
 * The words of ASCII characters of the lists whose `caseInsensitive` is `caseInsensitive`, each with its list's id.
 * A case-insensitive word holding an ASCII capital (a list written without `keywordList`) never occurs in a
 * lower-cased text and is left out.
 */
function asciiWords(lists: readonly KeywordList[], caseInsensitive: boolean): { word: string; id: number }[] {
  const searched = (w: string): boolean => ASCII.test(w) && !(caseInsensitive && ASCII_CAPITAL.test(w));
  return lists.flatMap((list, id) => (list.caseInsensitive === caseInsensitive ? list.words.filter(searched).map((word) => ({ word, id })) : []));
}

const ASCII_CAPITAL = /[A-Z]/;

/**
 * An Aho–Corasick automaton (A. V. Aho and M. J. Corasick, "Efficient string matching: an aid to bibliographic
 * search", CACM 18(6), 1975) over words of ASCII characters, as a full transition table: one table read per
 * character of the text. Every state knows the lists whose words end there (its own and those of its failure
 * chain), so a scan marks each list FOUND by any of its words, overlapping or not. A character in no word
 * (outside ASCII, among others) leads back to the root from every state. With `foldCase` (words without ASCII
 * capitals), an ASCII capital is read as its small letter.
 *
 * The table has one row per state and one column per character class. A state is held as the index of its row's
 * first entry (its number times the row width), so a step is one addition and one read; the states that end a
 * word are numbered after all others, so a step tells them by one comparison (`firstOutputRow`).
 */
interface Automaton {
  readonly delta: Uint16Array | Int32Array;
  /** The column of each ASCII character (0: in no word). */
  readonly classOf: Uint8Array;
  readonly width: number;
  /** The first row of a state that ends a word. */
  readonly firstOutputRow: number;
  /** The lists whose words end in each state, by row. */
  readonly outputs: ReadonlyMap<number, readonly number[]>;
  /** Lists with an empty word: found in every text. */
  readonly always: readonly number[];
}

function createAutomaton(words: readonly { readonly word: string; readonly id: number }[], foldCase: boolean): Automaton {
  // The trie: children by character, the lists each node ends a word of.
  const children: Map<number, number>[] = [new Map()];
  const ends: Set<number>[] = [new Set()];
  for (const { word, id } of words) {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      let next = children[node]!.get(c);
      if (next === undefined) {
        next = children.length;
        children.push(new Map());
        ends.push(new Set());
        children[node]!.set(c, next);
      }
      node = next;
    }
    ends[node]!.add(id);
  }

  // Character classes: 0 for a character in no word, 1.. for the others.
  const classOf = new Uint8Array(0x80);
  let classes = 1;
  for (const node of children) for (const c of node.keys()) if (classOf[c] === 0) classOf[c] = classes++;
  if (foldCase) for (let c = 0x41; c <= 0x5a; c++) classOf[c] = classOf[c + 0x20]!;

  // Breadth first, so a node's failure target (a shorter suffix) is complete before the node: the transitions by
  // trie node, and each node's lists.
  const nodes = children.length;
  const next = new Int32Array(nodes * classes);
  const fail = new Int32Array(nodes);
  const lists: (readonly number[])[] = new Array<readonly number[]>(nodes);
  const queue = [0];
  for (let q = 0; q < queue.length; q++) {
    const node = queue[q]!;
    const failed = fail[node]!;
    lists[node] = node === 0 ? [...ends[0]!] : [...new Set([...ends[node]!, ...lists[failed]!])];
    for (let k = 1; k < classes; k++) next[node * classes + k] = node === 0 ? 0 : next[failed * classes + k]!;
    for (const [c, child] of children[node]!) {
      const k = classOf[c]!;
      fail[child] = node === 0 ? 0 : next[failed * classes + k]!;
      next[node * classes + k] = child;
      queue.push(child);
    }
  }

  // Rows: the root first (row 0), the nodes ending no word, then those ending one.
  const order = [0, ...queue.filter((node) => node !== 0 && lists[node]!.length === 0), ...queue.filter((node) => node !== 0 && lists[node]!.length > 0)];
  const rowOf = new Int32Array(nodes);
  order.forEach((node, k) => (rowOf[node] = k * classes));
  // Two bytes an entry while the rows fit (a full catalog's lists make a few hundred states): a smaller table stays
  // in the faster caches.
  const delta = nodes * classes <= 0x10000 ? new Uint16Array(nodes * classes) : new Int32Array(nodes * classes);
  for (let node = 0; node < nodes; node++) {
    for (let k = 0; k < classes; k++) delta[rowOf[node]! + k] = rowOf[next[node * classes + k]!]!;
  }
  const firstWithOutput = order.findIndex((node) => node !== 0 && lists[node]!.length > 0);
  const outputs = new Map(order.filter((node) => node !== 0 && lists[node]!.length > 0).map((node) => [rowOf[node]!, lists[node]!] as const));
  return {
    delta,
    classOf,
    width: classes,
    firstOutputRow: firstWithOutput === -1 ? nodes * classes : firstWithOutput * classes,
    outputs,
    always: lists[0]!,
  };
}

/** Marks FOUND, in `found`, the lists of the words of `a` that occur in `s`. */
function scan(a: Automaton, s: string, found: Uint8Array): void {
  for (const id of a.always) found[id] = FOUND;
  const { delta, classOf, firstOutputRow } = a;
  let row = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    row = c < 0x80 ? delta[row + classOf[c]!]! : 0;
    if (row >= firstOutputRow) mark(a, row, found);
  }
}

/** `scan(a, s, found)` and `scan(b, s, found)` in one pass over `s`. */
function scanBoth(a: Automaton, b: Automaton, s: string, found: Uint8Array): void {
  for (const id of a.always) found[id] = FOUND;
  for (const id of b.always) found[id] = FOUND;
  const deltaA = a.delta;
  const deltaB = b.delta;
  const classA = a.classOf;
  const classB = b.classOf;
  const outputA = a.firstOutputRow;
  const outputB = b.firstOutputRow;
  let rowA = 0;
  let rowB = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      rowA = deltaA[rowA + classA[c]!]!;
      rowB = deltaB[rowB + classB[c]!]!;
      if (rowA >= outputA) mark(a, rowA, found);
      if (rowB >= outputB) mark(b, rowB, found);
    } else {
      rowA = 0;
      rowB = 0;
    }
  }
}

function mark(a: Automaton, row: number, found: Uint8Array): void {
  const ids = a.outputs.get(row)!;
  for (let k = 0; k < ids.length; k++) found[ids[k]!] = FOUND;
}
