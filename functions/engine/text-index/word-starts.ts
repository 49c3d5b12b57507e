/**
 * Where words start, for the prose finders (person) and the detectors that read a capital's word (SWIFT/BIC): they
 * run their sticky patterns only at these places, each re-checking its own (narrower) lookbehind there, so they
 * find exactly what a scan of the whole text finds.
 *
 * A word-start capital is an upper-case letter (`\p{Lu}`, any script, astral included) not preceded by a letter
 * (`\p{L}`): every place where a pattern of the shape `(?<![\p{L}…])\p{Lu}…` can start.
 */

/** The word-start capitals, and the ASCII capitals right after a letter outside ASCII (`은DEUTDEFF`). */
export interface CapitalStarts {
  readonly capitals: number[];
  readonly asciiCapitalsAfterOtherLetter: number[];
}

/** On an all-ASCII text: an ASCII capital not after an ASCII letter. */
const ASCII_CAPITAL = /[A-Z](?<![A-Za-z][A-Z])/g;

/**
 * Blocks of UTF-16 units outside ASCII that hold no upper-case letter: the small letters of Latin-1 (and `÷`),
 * general punctuation (curly quotes, dashes), currency signs, CJK symbols and punctuation, kana, CJK ideographs,
 * Hangul syllables (test/engine/text-index/text-index.test.ts checks each against `\p{Lu}`).
 */
export const CASELESS_BLOCKS: readonly (readonly [number, number])[] = [
  [0x00df, 0x00ff],
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x3000, 0x30ff],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7a3],
];

const hex = (c: number): string => `\\u${c.toString(16).padStart(4, '0')}`;

/**
 * Where an upper-case letter may stand in any text: an ASCII capital, or a UTF-16 unit outside ASCII and outside
 * CASELESS_BLOCKS. A search without the `u` flag, which V8 runs several times faster than a Unicode property
 * search (a Korean or Chinese text is passed over natively); each place it stops at is then judged exactly.
 */
const MAY_BE_CAPITAL = new RegExp(`[A-Z]|[^\\u0000-\\u007f${CASELESS_BLOCKS.map(([from, to]) => `${hex(from)}-${hex(to)}`).join('')}]`, 'g');

const UPPER = /^\p{Lu}$/u;
const LETTER = /^\p{L}$/u;

/** The word-start capitals of `text` (text order). `ascii`: every character of `text` is ASCII. */
export function findCapitalStarts(text: string, ascii: boolean): CapitalStarts {
  const capitals: number[] = [];
  const asciiCapitalsAfterOtherLetter: number[] = [];
  if (ascii) {
    ASCII_CAPITAL.lastIndex = 0;
    while (ASCII_CAPITAL.test(text)) capitals.push(ASCII_CAPITAL.lastIndex - 1);
    ASCII_CAPITAL.lastIndex = 0;
    return { capitals, asciiCapitalsAfterOtherLetter };
  }
  MAY_BE_CAPITAL.lastIndex = 0;
  while (MAY_BE_CAPITAL.test(text)) {
    const at = MAY_BE_CAPITAL.lastIndex - 1;
    const c = text.charCodeAt(at);
    if (c < 0x80) {
      // An ASCII capital: a word start unless a letter stands before it.
      if (isAsciiLetter(text.charCodeAt(at - 1))) continue;
      if (letterBefore(text, at)) asciiCapitalsAfterOtherLetter.push(at);
      else capitals.push(at);
      continue;
    }
    const point = text.codePointAt(at)!;
    if (point > 0xffff) MAY_BE_CAPITAL.lastIndex = at + 2; // the low half of the pair is not a character of its own
    if (UPPER.test(String.fromCodePoint(point)) && !letterBefore(text, at)) capitals.push(at);
  }
  MAY_BE_CAPITAL.lastIndex = 0;
  return { capitals, asciiCapitalsAfterOtherLetter };
}

const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/** The code point that ends right before `at` is a letter (`\p{L}`). */
function letterBefore(text: string, at: number): boolean {
  if (at === 0) return false;
  const c = text.charCodeAt(at - 1);
  if (c < 0x80) return isAsciiLetter(c);
  if (c >= 0xac00 && c <= 0xd7a3) return true; // a Hangul syllable
  // A low surrogate after a high one: the two are one code point.
  const pair = c >= 0xdc00 && c <= 0xdfff && at >= 2 && text.charCodeAt(at - 2) >= 0xd800 && text.charCodeAt(at - 2) <= 0xdbff;
  return LETTER.test(pair ? text.slice(at - 2, at) : text.charAt(at - 1));
}
