/**
 * Where capitalised words start: every upper-case letter (`\p{Lu}`, any script, astral included) not preceded by a
 * letter (`\p{L}`), ascending. This is the plain reference of the fact; the text index computes the same list in
 * its own pass (`wordStarts.capitals`), and the prose finders' tests compare the two.
 */
const CAPITAL_START = /\p{Lu}(?<!\p{L}\p{Lu})/gu;

export function capitalStarts(text: string): number[] {
  return [...text.matchAll(CAPITAL_START)].map((m) => m.index);
}
