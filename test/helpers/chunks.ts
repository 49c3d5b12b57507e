/**
 * Splits `s` at the given cut points (each taken modulo `s.length + 1`, duplicates ignored): the pieces concatenate
 * to `s`. UTF-16 indices, so a cut may fall between the halves of a surrogate pair, as a caller's chunks may.
 */
export function chunksOf(s: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (s.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const p of points) {
    out.push(s.slice(last, p));
    last = p;
  }
  out.push(s.slice(last));
  return out;
}
