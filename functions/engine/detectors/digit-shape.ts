import type { TextFeatures } from './features';
import { isAsciiDigit } from './word-hash';

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
  /** The digits the first run may begin with, as a bit set (bit d for the digit d). */
  readonly firstDigits: number;
  /** The last run is not joined to a next one by one of the separators (a pattern's `(?![ -][0-9])`). */
  readonly endsGroup: boolean;
}

/**
 * The ASCII separators of this range that join the digits of one digit group (`TextFeatures.maxDigitGroup`): only
 * these may join a shape's runs, so that its runs lie in one group of `digits` digits, where they are looked for.
 */
const GROUP_SEPARATORS = ' ()+-./:';

/**
 * The shape of runs of exactly `lengths` digits joined by one of `separators` each (a single length: one run of
 * exactly that many digits), the first beginning with one of `firstDigits`; with `endsGroup`, no separator and
 * digit follow the last.
 */
export function digitRunShape(
  lengths: readonly number[],
  separators: string,
  firstDigits = '0123456789',
  endsGroup = false,
): DigitRunShape {
  let set = 0;
  for (const ch of separators) {
    if (!GROUP_SEPARATORS.includes(ch)) throw new Error(`digitRunShape: ${JSON.stringify(ch)} does not join a digit group`);
    set |= 1 << (ch.charCodeAt(0) - 0x20);
  }
  const firstLength = lengths[0]!;
  if (!(firstLength > 0 && firstLength < MAX_INDEXED_LENGTH)) {
    throw new Error(`digitRunShape: a first run of ${firstLength} digits`);
  }
  let first = 0;
  for (const ch of firstDigits) {
    if (!isAsciiDigit(ch.charCodeAt(0))) throw new Error(`digitRunShape: ${JSON.stringify(ch)} is not a digit`);
    first |= 1 << (ch.charCodeAt(0) - 0x30);
  }
  return { lengths, digits: lengths.reduce((a, b) => a + b, 0), separators: set, firstDigits: first, endsGroup };
}

/** `c` is in the bit set `set` of `DigitRunShape.separators`. */
const isSeparator = (set: number, c: number): boolean => c >= 0x20 && c <= 0x3f && ((set >>> (c - 0x20)) & 1) !== 0;

/**
 * A detector's prefilter: some digit run has one of `shapes` (`hasDigitRunsShaped`), the necessary condition of a
 * detector whose every pattern match is digit runs of one of those shapes. What one of the shapes needs is asked
 * first, once for all of them: a group of the fewest digits of a shape, a run of one of their first lengths
 * (`TextFeatures.digitRunLengths`). Some twenty detectors ask on every prompt with digits, and a bare run of 9 to 13
 * digits (their other shape) is rare in prose: most of these questions end there, with no call per shape.
 */
export function hasSomeDigitRunShape(...shapes: readonly DigitRunShape[]): (text: string, f: TextFeatures) => boolean {
  let fewestDigits = Infinity;
  let firstLengths = 0;
  for (const shape of shapes) {
    fewestDigits = Math.min(fewestDigits, shape.digits);
    firstLengths |= 1 << shape.lengths[0]!;
  }
  return (text, f) => {
    if (f.maxDigitGroup < fewestDigits || (f.digitRunLengths & firstLengths) === 0) return false;
    for (let k = 0; k < shapes.length; k++) if (hasDigitRunsShaped(text, f, shapes[k]!)) return true;
    return false;
  };
}

/**
 * Some digit run, in a digit group of at least `shape.digits` digits, is the first of runs of exactly the shape's
 * lengths, each joined to the next by one of its separators, and begins with one of its first digits.
 *
 * The exact prefilter of a grouped pattern such as `(?<![0-9])[0-9]{3}([ -])[0-9]{3}\1[0-9]{4}(?![0-9])`: each of
 * its matches is such runs (no digit before the first or after the last, one separator between), and those
 * separators join digit groups (`TextFeatures.maxDigitGroup`). A text without a run of the shape's first length
 * (`TextFeatures.digitRunLengths`) is ruled out at once; otherwise it reads the text's run table (`runTable`),
 * shared by every shape asked about the text: only the runs of the shape's first length, then a comparison of
 * lengths per run, where most prose has a phone number or a date whose runs or separators differ (`(512) 690-7244`).
 * `startsWhere`, if given, must also hold at the first run's first digit (what a pattern needs around the digits:
 * letters before, a sign after).
 */
export function hasDigitRunsShaped(
  text: string,
  f: TextFeatures,
  shape: DigitRunShape,
  startsWhere?: (text: string, at: number) => boolean,
): boolean {
  const first = shape.lengths[0]!;
  if (f.maxDigitGroup < shape.digits || ((f.digitRunLengths >>> first) & 1) === 0) return false;
  const t = runTable(f);
  // Only the runs of the first length are tried: a prompt has a few of each length.
  const candidates = t.byLength[first];
  if (candidates === undefined) return false;
  const last = t.starts.length - shape.lengths.length;
  for (let c = 0; c < candidates.length; c++) {
    const k = candidates[c]!;
    if (k > last) break;
    const at = t.starts[k]!;
    if (!startsWithOneOf(text, at, shape.firstDigits) || !runsShapedFrom(t, k, shape)) continue;
    if (startsWhere === undefined || startsWhere(text, at)) return true;
  }
  return false;
}

/** The digit at `at` is in the bit set `digits` (`DigitRunShape.firstDigits`). */
const startsWithOneOf = (text: string, at: number, digits: number): boolean =>
  ((digits >>> (text.charCodeAt(at) - 0x30)) & 1) !== 0;

/**
 * Some `count` digit runs of one to `maxLength` digits each are joined by single `separator`s (a dotted quad:
 * 4, 3, `.`). Read from the text's run table (`runTable`), as `hasDigitRunsShaped` reads it, once: `chain` counts
 * the runs of at most `maxLength` digits that end at run `k`, each joined to the next, so `count` of them exist
 * exactly when it reaches `count` at some run.
 */
export function hasShortRunsJoined(f: TextFeatures, count: number, maxLength: number, separator: string): boolean {
  if (f.maxDigitGroup < count) return false;
  const t = runTable(f);
  const sep = separator.charCodeAt(0);
  let chain = 0;
  for (let k = 0; k < t.starts.length; k++) {
    if (t.lengths[k]! > maxLength) chain = 0;
    else if (++chain >= count) return true;
    else if (!joinedBy(t, k, sep)) chain = 0;
  }
  return false;
}

/**
 * Some digit run of at least `minLength` digits is followed by what `follows` reads at its end (the index after
 * its last digit): `/[0-9]{2}[A-Z]{5}/` read at the text's digit runs (from its run table) instead of a regex
 * scan of the whole text.
 */
export function hasDigitRunBefore(
  text: string,
  f: TextFeatures,
  minLength: number,
  follows: (text: string, end: number) => boolean,
): boolean {
  if (f.maxDigitRun < minLength) return false;
  const t = runTable(f);
  for (let k = 0; k < t.starts.length; k++) {
    if (t.lengths[k]! >= minLength && follows(text, t.starts[k]! + t.lengths[k]!)) return true;
  }
  return false;
}

/** Run `k + 1` starts right after the one character that follows run `k`. */
const followedByRun = (t: RunTable, k: number): boolean => t.starts[k + 1] === t.starts[k]! + t.lengths[k]! + 1;

/** Run `k` is followed by `separator` and, right after it, run `k + 1`. */
const joinedBy = (t: RunTable, k: number, separator: number): boolean => t.after[k] === separator && followedByRun(t, k);

/** Runs `k`, `k + 1`, … have exactly the shape's lengths, each joined to the next by one of its separators. */
function runsShapedFrom(t: RunTable, k: number, shape: DigitRunShape): boolean {
  const { lengths, separators } = shape;
  for (let r = 1; r < lengths.length; r++) {
    const previous = k + r - 1;
    // One separator: the next run starts right after the character that follows this one.
    if (!followedByRun(t, previous)) return false;
    if (!isSeparator(separators, t.after[previous]!) || t.lengths[previous + 1] !== lengths[r]) return false;
  }
  const last = k + lengths.length - 1;
  return !shape.endsGroup || !isSeparator(separators, t.after[last]!) || !followedByRun(t, last);
}

/**
 * Every digit run of a text (`TextFeatures.digitRuns`): its start, its length and the character after it (-1 at the
 * end of the text), indexed by length once per text, on the first shape question, then shared by every shape asked
 * (a dozen detectors ask about the same few runs).
 */
interface RunTable {
  readonly starts: readonly number[];
  readonly lengths: readonly number[];
  readonly after: readonly number[];
  /** For each length below MAX_INDEXED_LENGTH, the indices of the runs that long (ascending), if any. */
  readonly byLength: (number[] | undefined)[];
}

/** Runs shorter than this are listed by length (`RunTable.byLength`); a shape's first run is (`digitRunShape`). */
const MAX_INDEXED_LENGTH = 32;

/** The text whose run table `lastTable` is: texts are inspected one at a time. */
let lastOwner: TextFeatures | undefined;
let lastTable: RunTable | undefined;

function runTable(f: TextFeatures): RunTable {
  if (lastOwner === f && lastTable !== undefined) return lastTable;
  const { runStarts: starts, runLengths: lengths, runAfter: after } = f.digitRuns;
  const byLength: (number[] | undefined)[] = [];
  for (let k = 0; k < lengths.length; k++) {
    const length = lengths[k]!;
    if (length < MAX_INDEXED_LENGTH) (byLength[length] ??= []).push(k);
  }
  lastOwner = f;
  return (lastTable = { starts, lengths, after, byLength });
}
