import type { TextFeatures } from './features';

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/**
 * Some digit run, in a digit group of at least the sum of `lengths` digits, is the first of runs of exactly
 * `lengths[0]`, `lengths[1]`, … digits, each joined to the next by one character of `separators` (char codes).
 *
 * The exact prefilter of a grouped pattern such as `(?<![0-9])[0-9]{3}([ -])[0-9]{3}\1[0-9]{4}(?![0-9])`: each of
 * its matches is such runs (no digit before the first or after the last, one separator between), and those
 * separators join digit groups (`TextFeatures.maxDigitGroup`). It reads only the starts of the text's large digit
 * groups, where most prose has a phone number or a date whose runs or separators differ (`(512) 690-7244`).
 */
export function hasDigitRunsShaped(
  text: string,
  f: TextFeatures,
  lengths: readonly number[],
  separators: readonly number[],
): boolean {
  let total = 0;
  for (const n of lengths) total += n;
  const starts = f.digitRunStarts(total);
  for (let k = 0; k < starts.length; k++) if (runsShapedAt(text, starts[k]!, lengths, separators)) return true;
  return false;
}

/** The runs from `at` (the first digit of a run) have exactly `lengths` digits, one of `separators` between. */
function runsShapedAt(text: string, at: number, lengths: readonly number[], separators: readonly number[]): boolean {
  const n = text.length;
  let i = at;
  for (let r = 0; r < lengths.length; r++) {
    if (r > 0) {
      // Indices are checked to be in range before they are read: an out-of-range `charCodeAt` makes V8 drop the
      // optimised loop.
      if (i >= n || !separators.includes(text.charCodeAt(i))) return false;
      i++;
    }
    const end = i + lengths[r]!;
    if (end > n) return false;
    for (; i < end; i++) if (!isDigit(text.charCodeAt(i))) return false;
    if (i < n && isDigit(text.charCodeAt(i))) return false;
  }
  return true;
}
