import type { TextFeatures } from './features';

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/**
 * The digit runs of a grouped number (`943 476 5919`: runs of exactly 3, 3 and 4 digits) and the characters that
 * may join them, one between each two. Made once per pattern (at module load): a prefilter allocates nothing.
 */
export interface DigitRunShape {
  readonly lengths: readonly number[];
  /** The sum of `lengths`: the digits of the group. */
  readonly digits: number;
  /** The separators as a bit set: bit c - 0x20 for each character code c (all in U+0020–U+003F). */
  readonly separators: number;
}

/**
 * The ASCII separators of this range that join the digits of one digit group (`TextFeatures.maxDigitGroup`): only
 * these may join a shape's runs, so that its runs lie in one group of `digits` digits, where they are looked for.
 */
const GROUP_SEPARATORS = ' ()+-./:';

export function digitRunShape(lengths: readonly number[], separators: string): DigitRunShape {
  let set = 0;
  for (const ch of separators) {
    if (!GROUP_SEPARATORS.includes(ch)) throw new Error(`digitRunShape: ${JSON.stringify(ch)} does not join a digit group`);
    set |= 1 << (ch.charCodeAt(0) - 0x20);
  }
  return { lengths, digits: lengths.reduce((a, b) => a + b, 0), separators: set };
}

/** `c` is in the bit set `set` of `DigitRunShape.separators`. */
const isSeparator = (set: number, c: number): boolean => c >= 0x20 && c <= 0x3f && ((set >>> (c - 0x20)) & 1) !== 0;

/**
 * Some digit run, in a digit group of at least `shape.digits` digits, is the first of runs of exactly the shape's
 * lengths, each joined to the next by one of its separators.
 *
 * The exact prefilter of a grouped pattern such as `(?<![0-9])[0-9]{3}([ -])[0-9]{3}\1[0-9]{4}(?![0-9])`: each of
 * its matches is such runs (no digit before the first or after the last, one separator between), and those
 * separators join digit groups (`TextFeatures.maxDigitGroup`). It reads only the starts of the text's large digit
 * groups, where most prose has a phone number or a date whose runs or separators differ (`(512) 690-7244`).
 */
export function hasDigitRunsShaped(text: string, f: TextFeatures, shape: DigitRunShape): boolean {
  const starts = f.digitRunStarts(shape.digits);
  for (let k = 0; k < starts.length; k++) if (runsShapedAt(text, starts[k]!, shape)) return true;
  return false;
}

/** The runs from `at` (the first digit of a run) have exactly the shape's lengths, one separator between. */
function runsShapedAt(text: string, at: number, shape: DigitRunShape): boolean {
  const { lengths, separators } = shape;
  const n = text.length;
  let i = at;
  for (let r = 0; r < lengths.length; r++) {
    if (r > 0) {
      // Indices are checked to be in range before they are read: an out-of-range `charCodeAt` makes V8 drop the
      // optimised loop.
      if (i >= n || !isSeparator(separators, text.charCodeAt(i))) return false;
      i++;
    }
    const end = i + lengths[r]!;
    if (end > n) return false;
    for (; i < end; i++) if (!isDigit(text.charCodeAt(i))) return false;
    if (i < n && isDigit(text.charCodeAt(i))) return false;
  }
  return true;
}
