/**
 * Digit-run shapes: a grouped number such as `943 476 5919` is runs of exactly 3, 3 and 4 digits joined by one
 * separator each. A detector whose every match has one of a few shapes declares them
 * (`TextRequirements.digitShapes`), and the text's digit runs (./digit-runs.ts) answer whether some run sequence
 * has one: a phone number `(512) 690-7244` does not pass the gate of a nine- or ten-digit national ID. A chain
 * (`TextRequirements.digitRunChain`) is the same with a range of lengths for each run (a dotted quad).
 */
import { GROUP_SEPARATORS, MAX_INDEXED_LENGTH, type DigitRuns } from './digit-runs';

/** Runs of exactly `lengths` digits, each joined to the next by one of `separators`. */
export interface DigitRunShape {
  readonly lengths: readonly number[];
  /** The sum of `lengths`: the digits of the group. */
  readonly digits: number;
  /** Bit n set: some run of the shape holds n digits (n < MAX_INDEXED_LENGTH; `DigitRuns.lengthSet` must hold them). */
  readonly lengthSet: number;
  /** The characters that may join two runs (each one UTF-16 unit, each one of GROUP_SEPARATORS). */
  readonly separators: string;
  /** The digits the first run may begin with. */
  readonly firstDigits: string;
  /** `firstDigits` as a bit set: bit d for the digit d. */
  readonly firstDigitSet: number;
  /** The last run is not joined to a next one by one of the separators (a pattern's `(?![ -][0-9])`). */
  readonly endsGroup: boolean;
}

/**
 * The shape of runs of exactly `lengths` digits joined by one of `separators` each (a single length: one run of
 * exactly that many digits), the first beginning with one of `firstDigits`; with `endsGroup`, no separator and
 * digit follow the last. Only separators that join a digit group are accepted, so that a shape's runs lie in one
 * group of `digits` digits.
 */
export function digitRunShape(lengths: readonly number[], separators: string, firstDigits = '0123456789', endsGroup = false): DigitRunShape {
  for (const ch of separators) {
    if (!GROUP_SEPARATORS.includes(ch)) throw new Error(`digitRunShape: ${JSON.stringify(ch)} does not join a digit group`);
  }
  const first = lengths[0]!;
  if (!(first > 0 && first < MAX_INDEXED_LENGTH)) throw new Error(`digitRunShape: a first run of ${first} digits`);
  for (const ch of firstDigits) if (!(ch >= '0' && ch <= '9')) throw new Error(`digitRunShape: ${JSON.stringify(ch)} is not a digit`);
  return Object.freeze({
    lengths: Object.freeze([...lengths]),
    digits: lengths.reduce((a, b) => a + b, 0),
    lengthSet: lengths.reduce((set, n) => (n < MAX_INDEXED_LENGTH ? set | (1 << n) : set), 0),
    separators,
    firstDigits,
    firstDigitSet: [...firstDigits].reduce((set, ch) => set | (1 << (ch.charCodeAt(0) - 0x30)), 0),
    endsGroup,
  });
}

/**
 * Some digit run of `text` (its runs: `runs`) is the first of runs of exactly the shape's lengths, each joined to
 * the next by one of its separators, and begins with one of its first digits. Read from the runs of the first
 * length in a group of the shape's digits or more, when the text has runs of every length of the shape.
 *
 * The exact gate of a grouped pattern such as `(?<![0-9])[0-9]{3}([ -])[0-9]{3}\1[0-9]{4}(?![0-9])`: each of its
 * matches is such runs (no digit before the first or after the last, one separator between).
 */
export function hasDigitRunShape(text: string, runs: DigitRuns, shape: DigitRunShape): boolean {
  if (runs.maxGroup < shape.digits || (runs.lengthSet & shape.lengthSet) !== shape.lengthSet) return false;
  const candidates = runs.byLength[shape.lengths[0]!]!;
  for (let i = 0; i < candidates.length; i++) {
    const k = candidates[i]!;
    // The shape's runs lie in one group (its separators join groups).
    if (runs.runGroupDigits[k]! < shape.digits) continue;
    const firstDigit = text.charCodeAt(runs.runStarts[k]!) - 0x30;
    if ((shape.firstDigitSet & (1 << firstDigit)) !== 0 && shapedFrom(runs, k, shape)) return true;
  }
  return false;
}

/** Runs `k`, `k + 1`, … have exactly the shape's lengths, each joined to the next by one of its separators. */
function shapedFrom(runs: DigitRuns, k: number, shape: DigitRunShape): boolean {
  const { lengths, separators } = shape;
  const last = k + lengths.length - 1;
  if (last >= runs.runStarts.length) return false;
  for (let r = 1; r < lengths.length; r++) {
    if (!joinedBy(runs, k + r - 1, separators) || runs.runLengths[k + r] !== lengths[r]) return false;
  }
  return !shape.endsGroup || !joinedBy(runs, last, separators);
}

/** Run `k` is followed by one of `separators` and, right after it, run `k + 1`. */
function joinedBy(runs: DigitRuns, k: number, separators: string): boolean {
  const after = runs.runAfter[k]!;
  return (
    k + 1 < runs.runStarts.length &&
    runs.runStarts[k + 1] === runs.runStarts[k]! + runs.runLengths[k]! + 1 &&
    after >= 0 &&
    separators.includes(String.fromCharCode(after))
  );
}

/**
 * A chain of digit runs: `runs` consecutive runs of `minDigits` to `maxDigits` digits each, each joined to the next
 * by one of `separators` (a dotted quad: 4 runs of 1–3 digits joined by `.`). Each run is whole: what a pattern
 * such as `(?<![0-9])[0-9]{1,3}(?:\.[0-9]{1,3}){3}(?![0-9])` matches.
 */
export interface DigitRunChain {
  readonly runs: number;
  readonly minDigits: number;
  readonly maxDigits: number;
  /** The characters that may join two runs (each one UTF-16 unit). */
  readonly separators: string;
}

/** A chain of `runs` runs of `minDigits` to `maxDigits` digits joined by one of `separators` each. */
export function digitRunChain(runs: number, minDigits: number, maxDigits: number, separators: string): DigitRunChain {
  if (!(runs >= 1 && minDigits >= 1 && maxDigits >= minDigits)) throw new Error(`digitRunChain: ${runs} runs of ${minDigits}–${maxDigits} digits`);
  for (const ch of separators) if (ch >= '0' && ch <= '9') throw new Error(`digitRunChain: ${JSON.stringify(ch)} is a digit`);
  return Object.freeze({ runs, minDigits, maxDigits, separators });
}

/** Some runs of `runs` (./digit-runs.ts) form the chain. */
export function hasDigitRunChain(runs: DigitRuns, chain: DigitRunChain): boolean {
  let length = 0;
  for (let k = 0; k < runs.runStarts.length; k++) {
    const digits = runs.runLengths[k]!;
    if (digits < chain.minDigits || digits > chain.maxDigits) length = 0;
    else if (++length >= chain.runs) return true;
    else if (!joinedBy(runs, k, chain.separators)) length = 0;
  }
  return false;
}
