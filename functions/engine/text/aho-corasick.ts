/**
 * The longest list entry starting at every position of a text, for all positions in one pass: an Aho–Corasick
 * automaton (Aho and Corasick, "Efficient string matching", CACM 18(6), 1975) built over the entries REVERSED
 * and run over the text from right to left. At symbol k the automaton's state is the longest reversed entry
 * prefix that ends at k, so its outputs are exactly the entries starting at k, and the longest of them is one
 * precomputed table read. The cost is linear in the text (each step follows failure links at most as often as
 * it went down the trie) and does not depend on how many entries share a prefix — unlike a trie walked from
 * every start, which re-reads a shared prefix once per start.
 *
 * Symbols are numbers: UTF-16 code units (0–0xFFFF) and the two boundary marks below, which the callers insert
 * into both the entries and the text so that word-boundary rules become plain symbol equality (an entry that
 * must start at a word start begins with START_MARK, which the text carries only at word starts).
 */

/** A word start that an entry must sit on. */
export const START_MARK = 0x10000;
/** A word end that an entry must sit on. */
export const END_MARK = 0x10001;
const ALPHABET = 0x10002;

export interface LongestStarts {
  /** Entry id of the longest entry starting at each symbol, or -1. */
  readonly at: Int32Array;
  /**
   * Where `withMark[k]` was 1: the longest entry starting at a START_MARK assumed just before symbol k
   * (not in the text), or -1. Elsewhere -1.
   */
  readonly atMarked: Int32Array | undefined;
}

export interface StartAutomaton {
  /** Symbol length of each entry, by id. */
  readonly lengths: Int32Array;
  longestStarts(symbols: Int32Array, n: number, withMark?: Uint8Array): LongestStarts;
}

/**
 * Builds the automaton. Entry ids are the indices in `entries`; entries must be distinct and non-empty (the
 * callers merge duplicates before).
 */
export function createStartAutomaton(entries: readonly Int32Array[]): StartAutomaton {
  // Trie of the reversed entries. Node 0 is the root; the root's children are a direct table. Most other nodes
  // have one child (a long list's trie is mostly chains): a node's first child sits in `firstSym`/`firstTo`, the
  // others in an open-addressing hash table (node, symbol) → child that grows as they are added.
  let capacity = 1;
  for (const e of entries) capacity += e.length;
  const rootNext = new Int32Array(ALPHABET).fill(-1);
  const firstSym = new Int32Array(capacity).fill(-1);
  const firstTo = new Int32Array(capacity).fill(-1);
  let mask = 1023;
  let edgeFrom = new Int32Array(mask + 1).fill(-1);
  let edgeSym = new Int32Array(mask + 1);
  let edgeTo = new Int32Array(mask + 1);
  let edges = 0;
  const parent = new Int32Array(capacity).fill(-1);
  const symOf = new Int32Array(capacity).fill(-1);
  const term = new Int32Array(capacity).fill(-1);
  let count = 1;

  const hashed = (from: number, sym: number): number => {
    let h = slot(from, sym) & mask;
    for (;;) {
      const f = edgeFrom[h]!;
      if (f === -1) return -1;
      if (f === from && edgeSym[h] === sym) return edgeTo[h]!;
      h = (h + 1) & mask;
    }
  };
  const child = (from: number, sym: number): number => {
    if (from === 0) return rootNext[sym]!;
    if (firstSym[from] === sym) return firstTo[from]!;
    return edges === 0 ? -1 : hashed(from, sym);
  };
  const insertEdge = (from: number, sym: number, to: number): void => {
    let h = slot(from, sym) & mask;
    while (edgeFrom[h] !== -1) h = (h + 1) & mask;
    edgeFrom[h] = from;
    edgeSym[h] = sym;
    edgeTo[h] = to;
  };
  const addEdge = (from: number, sym: number, to: number): void => {
    if (from === 0) {
      rootNext[sym] = to;
      return;
    }
    if (firstSym[from] === -1) {
      firstSym[from] = sym;
      firstTo[from] = to;
      return;
    }
    if (++edges * 2 > mask) {
      const [oldFrom, oldSym, oldTo] = [edgeFrom, edgeSym, edgeTo];
      mask = mask * 2 + 1;
      edgeFrom = new Int32Array(mask + 1).fill(-1);
      edgeSym = new Int32Array(mask + 1);
      edgeTo = new Int32Array(mask + 1);
      for (let h = 0; h < oldFrom.length; h++) if (oldFrom[h] !== -1) insertEdge(oldFrom[h]!, oldSym[h]!, oldTo[h]!);
    }
    insertEdge(from, sym, to);
  };

  const lengths = new Int32Array(entries.length);
  entries.forEach((entry, id) => {
    let node = 0;
    for (let i = entry.length - 1; i >= 0; i--) {
      const sym = entry[i]!;
      let next = child(node, sym);
      if (next === -1) {
        next = count++;
        parent[next] = node;
        symOf[next] = sym;
        addEdge(node, sym, next);
      }
      node = next;
    }
    if (term[node] === -1) term[node] = id;
    lengths[id] = entry.length;
  });

  // Failure links in breadth-first order (a node's parent, and its failure target, are shallower). Nodes are
  // numbered in insertion order, not by depth, so the order is computed from the parent links.
  const fail = new Int32Array(count);
  /** The longest entry among a node's outputs (itself, then its failure chain), or -1. */
  const outId = new Int32Array(count).fill(-1);
  /** The state reached from a node on START_MARK (goto, else the failure chain's). */
  const onMark = new Int32Array(count);
  const order = breadthFirst(parent, count);
  onMark[0] = Math.max(rootNext[START_MARK]!, 0);
  for (let i = 1; i < count; i++) {
    const v = order[i]!;
    const u = parent[v]!;
    const sym = symOf[v]!;
    let f = 0;
    if (u !== 0) {
      f = fail[u]!;
      while (f !== 0 && child(f, sym) === -1) f = fail[f]!;
      const g = child(f, sym);
      f = g === -1 ? 0 : g;
    }
    fail[v] = f;
    outId[v] = term[v] !== -1 ? term[v]! : outId[f]!;
    const m = child(v, START_MARK);
    onMark[v] = m !== -1 ? m : onMark[f]!;
  }

  const finalFrom = edgeFrom;
  const finalSym = edgeSym;
  const finalTo = edgeTo;
  const finalMask = mask;
  const hasHashed = edges > 0;
  const onlySym = firstSym.slice(0, count);
  const onlyTo = firstTo.slice(0, count);
  return {
    lengths,
    longestStarts(symbols, n, withMark) {
      const at = new Int32Array(n);
      const atMarked = withMark ? new Int32Array(n).fill(-1) : undefined;
      let st = 0;
      for (let k = n - 1; k >= 0; k--) {
        const sym = symbols[k]!;
        for (;;) {
          let next = -1;
          if (st === 0) next = rootNext[sym]!;
          else if (onlySym[st] === sym) next = onlyTo[st]!;
          else if (hasHashed) {
            let h = slot(st, sym) & finalMask;
            for (;;) {
              const f = finalFrom[h]!;
              if (f === -1) break;
              if (f === st && finalSym[h] === sym) {
                next = finalTo[h]!;
                break;
              }
              h = (h + 1) & finalMask;
            }
          }
          if (next !== -1) {
            st = next;
            break;
          }
          if (st === 0) break;
          st = fail[st]!;
        }
        at[k] = outId[st]!;
        if (atMarked && withMark![k] === 1) atMarked[k] = outId[onMark[st]!]!;
      }
      return { at, atMarked };
    },
  };
}

/** Node ids in breadth-first order, from their parent links (parents are created before their children). */
function breadthFirst(parent: Int32Array, count: number): Int32Array {
  const depth = new Int32Array(count);
  let maxDepth = 0;
  for (let v = 1; v < count; v++) {
    const d = depth[parent[v]!]! + 1;
    depth[v] = d;
    if (d > maxDepth) maxDepth = d;
  }
  // Counting sort by depth.
  const starts = new Int32Array(maxDepth + 2);
  for (let v = 0; v < count; v++) starts[depth[v]! + 1]!++;
  for (let d = 1; d < starts.length; d++) starts[d]! += starts[d - 1]!;
  const order = new Int32Array(count);
  for (let v = 0; v < count; v++) order[starts[depth[v]!]!++] = v;
  return order;
}

/** Hash of an edge (node, symbol). */
function slot(from: number, sym: number): number {
  let h = Math.imul(from, 0x9e3779b1) ^ sym;
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  return h ^ (h >>> 13);
}

/**
 * A text as symbols, with each symbol's span in the text: `start[k]`–`end[k]` (a mark has an empty span).
 * Callers fill it with `push`.
 */
export class SymbolStream {
  readonly symbols: Int32Array;
  readonly start: Int32Array;
  readonly end: Int32Array;
  n = 0;
  constructor(capacity: number) {
    this.symbols = new Int32Array(capacity);
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
  }
  push(sym: number, start: number, end: number): void {
    const k = this.n++;
    this.symbols[k] = sym;
    this.start[k] = start;
    this.end[k] = end;
  }
}

/**
 * Leftmost-longest, non-overlapping matches: from left to right, at the first symbol where an entry starts, the
 * longest one; the next search starts after it. With `atMarked`, the symbol right after a match also counts as
 * preceded by a START_MARK (the end of a match is a word boundary, as it will be once the match is masked).
 * `onMatch(id, first, end)` gets the entry and its symbols `first`..`end` (exclusive).
 */
export function leftmostLongest(
  found: LongestStarts,
  lengths: Int32Array,
  n: number,
  onMatch: (id: number, first: number, end: number) => void,
): void {
  const { at, atMarked } = found;
  let afterMatch = -1;
  for (let k = 0; k < n; ) {
    let id = at[k]!;
    let end: number;
    if (id !== -1) end = k + lengths[id]!;
    else if (k === afterMatch && atMarked !== undefined && (id = atMarked[k]!) !== -1) end = k + lengths[id]! - 1; // the mark is not in the text
    else {
      k++;
      continue;
    }
    onMatch(id, k, end);
    k = end;
    afterMatch = end;
  }
}
