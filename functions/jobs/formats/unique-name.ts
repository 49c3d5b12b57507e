/**
 * `name` when no key in `taken` has it, else `name#2`, `name#3`, … the first one free. A masked key or header cell
 * keeps the text of the Guardian's operator where it can (`[EMAIL_ADDRESS]`, `[EMAIL_ADDRESS_2]`, a pseudonym) and
 * gets a suffix only on a clash: two addresses masked with `replace`, two spellings of one address (same placeholder
 * number), a redacted key next to an empty one, or a masked key equal to a key left as it is.
 */
export function uniqueKeyName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const candidate = `${name}#${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
