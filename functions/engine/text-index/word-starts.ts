/**
 * Where words start, for the prose finders (person, location, street address) and the detectors that read a
 * capital's word (SWIFT/BIC): they run their sticky patterns only at these places, each re-checking its own
 * (narrower) lookbehind there, so they find exactly what a scan of the whole text finds.
 */

/**
 * An upper-case letter (`\p{Lu}`, any script, astral included) not preceded by a letter (`\p{L}`): every place
 * where a pattern of the shape `(?<![\p{L}…])\p{Lu}…` can start. On an all-ASCII text the same places are ASCII
 * capitals not after an ASCII letter, found by a search that needs no Unicode tables.
 */
const CAPITAL = /\p{Lu}(?<!\p{L}\p{Lu})/gu;
const ASCII_CAPITAL = /[A-Z](?<![A-Za-z][A-Z])/g;

/** The capitals that start a word (see CAPITAL), in text order. `ascii`: every character of `text` is ASCII. */
export function findCapitalWordStarts(text: string, ascii: boolean): number[] {
  return indicesOf(ascii ? ASCII_CAPITAL : CAPITAL, text);
}

/**
 * ASCII capitals right after a letter outside ASCII (`은DEUTDEFF`), in text order: with the capitals that start a
 * word, every ASCII capital not after an ASCII letter.
 */
const ASCII_CAPITAL_AFTER_OTHER_LETTER = /[A-Z](?<=\p{L}[A-Z])(?<![A-Za-z][A-Z])/gu;

export function findAsciiCapitalsAfterOtherLetter(text: string): number[] {
  return indicesOf(ASCII_CAPITAL_AFTER_OTHER_LETTER, text);
}

/** The index of every match of the global `re`, each one character (one code point). */
function indicesOf(re: RegExp, text: string): number[] {
  const out: number[] = [];
  re.lastIndex = 0;
  while (re.test(text)) {
    const end = re.lastIndex;
    // A match ending in the low half of a surrogate pair is that pair (a lone low half is no letter).
    const last = text.charCodeAt(end - 1);
    out.push(last >= 0xdc00 && last <= 0xdfff ? end - 2 : end - 1);
  }
  re.lastIndex = 0;
  return out;
}
