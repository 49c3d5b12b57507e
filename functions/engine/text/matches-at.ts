/**
 * The matches of a pattern tried only at given positions: what a global scan finds when every match starts at one
 * of them. Prose finders use it with the word starts of the text index (capitals, digit runs), so their patterns
 * — each keeping its own lookbehind, re-checked at every start — run where a match can begin instead of at every
 * character.
 */

/**
 * The non-empty matches of the sticky `sticky` at `starts` (ascending), each search resuming after the previous match as a
 * global scan does (a start inside the previous match is skipped).
 */
export function matchesAt(sticky: RegExp, text: string, starts: readonly number[]): RegExpExecArray[] {
  if (!sticky.sticky) throw new Error(`matchesAt needs a sticky pattern: /${sticky.source}/${sticky.flags}`);
  const out: RegExpExecArray[] = [];
  let next = 0;
  for (const at of starts) {
    if (at < next) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    if (m === null || m[0].length === 0) continue;
    out.push(m);
    next = at + m[0].length;
  }
  return out;
}

/** Merges two ascending lists of positions into one, without duplicates. */
export function mergeAscending(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (out.length === 0 || out[out.length - 1] !== next) out.push(next);
  }
  return out;
}
