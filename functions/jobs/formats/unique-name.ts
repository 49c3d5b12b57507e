/**
 * The names of one JSON object's keys or one header row, as masked names are settled: a masked key or header
 * cell keeps the text of the Guardian's operator where it can (`[EMAIL_ADDRESS]`, `[EMAIL_ADDRESS_2]`, a
 * pseudonym) and gets a suffix only on a clash: two addresses masked with `replace`, two spellings of one address
 * (same placeholder number), a redacted key next to an empty one, or a masked key equal to a key left as it is.
 */
export class UniqueNames {
  private readonly taken = new Set<string>();
  /** Per clashing name, the suffix to try next: every lower one is taken (names are never given back). */
  private readonly nextSuffix = new Map<string, number>();

  /** A name left as it is: reserved, never renamed (duplicates in the source stay duplicates). */
  keep(name: string): void {
    this.taken.add(name);
  }

  /**
   * `name` when no name has it yet, else `name#2`, `name#3`, … the first one free; reserved. Linear in the
   * names of the object however many of them clash.
   */
  claim(name: string): string {
    let unique = name;
    if (this.taken.has(name)) {
      let n = this.nextSuffix.get(name) ?? 2;
      while (this.taken.has(`${name}#${n}`)) n++;
      this.nextSuffix.set(name, n + 1);
      unique = `${name}#${n}`;
    }
    this.taken.add(unique);
    return unique;
  }
}
