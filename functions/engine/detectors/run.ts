import { compileRequirements, createKeywordMatcher, keywordListsOf, meets, TextIndex, type Gate, type KeywordList, type KeywordMatcher } from '../text-index';
import type { Tables } from '../data/tables';
import { isAsciiLower, isAsciiUpper } from '../text/ascii';
import { matchesAt } from '../text/matches-at';
import { STICKY_TRY_COST, stickyTwin } from './matches';
import { followsReferenceLabel } from './reference-label';
import type { Candidate, Detector, DetectorPattern } from './types';

/** How far before a match context words are looked for, in UTF-16 code units. */
const MAX_CONTEXT_LOOKBEHIND = 48;
/** Confidence added when a context word is near the match (Presidio uses the same 0.35 default). */
const CONTEXT_BOOST = 0.35;
/** Floor for a match that has context support, so a weak pattern with context still clears thresholds. */
const CONTEXT_MIN_SCORE = 0.4;

/**
 * A detector made ready to run for one keyword matcher (an analyzer's): its requirements compiled into a gate, the
 * sticky twin of each digit-run-anchored pattern made. Every prepared detector has the same members in the same
 * order, so the pipeline's reads of them stay monomorphic across the ~135 detectors of the full catalog.
 */
export interface PreparedDetector {
  readonly detector: Detector;
  readonly gate: Gate;
  readonly patterns: readonly PreparedPattern[];
  readonly find: Detector['find'];
  readonly validate: Detector['validate'];
  readonly findValidates: boolean;
  readonly context: readonly string[];
}

interface PreparedPattern {
  readonly pattern: DetectorPattern;
  /** The pattern's sticky twin when it declares `digitRunStart`. */
  readonly sticky: RegExp | undefined;
  /** The pattern's own requirements (`DetectorPattern.requires`), compiled; undefined when it has none. */
  readonly gate: Gate | undefined;
}

/**
 * The keyword lists a detector's requirements (its patterns' included) name and its finder asks about
 * (`finderKeywords`): what the analyzer's keyword matcher is built for.
 */
export function keywordListsAskedBy(detector: Detector): KeywordList[] {
  return [
    ...keywordListsOf(detector.requires),
    ...detector.patterns.flatMap((pattern) => keywordListsOf(pattern.requires)),
    ...(detector.finderKeywords ?? []),
  ];
}

export function prepareDetector(detector: Detector, keywords?: KeywordMatcher): PreparedDetector {
  return {
    detector,
    gate: compileRequirements(detector.requires, keywords),
    patterns: detector.patterns.map((pattern) => ({
      pattern,
      sticky: pattern.digitRunStart === undefined ? undefined : stickyTwin(pattern.regex),
      gate: pattern.requires === undefined ? undefined : compileRequirements(pattern.requires, keywords),
    })),
    find: detector.find,
    validate: detector.validate,
    findValidates: detector.findValidates === true,
    context: detector.context,
  };
}

/**
 * The detector steps of the analysis pipeline (../analyze.ts) for one built-in detector on its own: its gates,
 * patterns and finder, validation, and the labelled-reference check. `tables`: the catalog's, for a detector that
 * reads them. Returns candidates in text order with overlaps inside the detector removed (first, then longest,
 * wins), before context and threshold.
 */
export function runDetector(detector: Detector, text: string, tables?: Tables): Candidate[] {
  const index = new TextIndex(text, { keywords: createKeywordMatcher(keywordListsAskedBy(detector)), tables });
  const prepared = prepareDetector(detector, index.keywordMatcher);
  if (!passesGates(prepared, index)) return [];
  return dropLabelledReferences(text, detectCandidates(prepared, index));
}

/** Step 2 of the pipeline: the detector's requirements hold for the text. */
export function passesGates(detector: PreparedDetector, index: TextIndex): boolean {
  return meets(detector.gate, index);
}

/**
 * Steps 3 and 4 of the pipeline for a detector whose gates passed: patterns (each whose own requirements hold) and
 * finder, then validation; overlaps inside the detector removed.
 */
export function detectCandidates(detector: PreparedDetector, index: TextIndex): Candidate[] {
  const text = index.text;
  const out: Candidate[] = [];
  const valid = detector.validate && new LastValidation(detector.validate);
  for (const { pattern, sticky, gate } of detector.patterns) {
    if (gate !== undefined && !meets(gate, index)) continue;
    if (sticky !== undefined) {
      const starts = index.digitRunStarts(pattern.digitRunStart!, pattern.lettersBefore ?? 0);
      if (starts.length === 0) continue;
      // Many starts (a text of short digit runs): one global scan costs less than a sticky try at each.
      if (starts.length * STICKY_TRY_COST <= text.length) {
        for (const m of matchesAt(sticky, text, starts)) addMatch(out, valid, pattern, m);
        continue;
      }
    }
    const re = pattern.regex;
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      addMatch(out, valid, pattern, m);
    }
  }
  if (detector.find) {
    // A finder that validates its candidates itself (`findValidates`) has them pass unchecked: they would pass.
    const check = detector.findValidates ? undefined : valid;
    for (const c of detector.find(text, index)) {
      if (check && !check.check(text.slice(c.start, c.end))) continue;
      out.push(c);
    }
  }
  return dedupeOwnOverlaps(out);
}

function addMatch(out: Candidate[], valid: LastValidation | undefined, pattern: DetectorPattern, m: RegExpExecArray): void {
  const value = m[0];
  if (valid && !valid.check(value)) return;
  out.push({ start: m.index, end: m.index + value.length, score: pattern.score, pattern: pattern.name });
}

/** Fewest digits of a bare run that `dropLabelledReferences` judges. */
const MIN_REFERENCE_DIGITS = 6;

/**
 * Candidates that are a bare run of digits right after a reference label (`order #12345678`, `ticket 4815162342`:
 * see ./reference-label.ts) are dropped: the label says what the number is, and a checksum-only reading of it (a
 * national ID, a card) is right by chance. Values with separators or letters keep their reading.
 */
export function dropLabelledReferences(text: string, candidates: Candidate[]): Candidate[] {
  let kept: Candidate[] | undefined;
  for (let k = 0; k < candidates.length; k++) {
    const c = candidates[k]!;
    const labelled = c.end - c.start >= MIN_REFERENCE_DIGITS && isDigitRun(text, c.start, c.end) && followsReferenceLabel(text, c.start);
    if (labelled) kept ??= candidates.slice(0, k);
    else kept?.push(c);
  }
  return kept ?? candidates;
}

function isDigitRun(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

/**
 * A detector's `validate` (pure: the same value, the same answer) with its last answer kept for one run over a
 * text: a value repeated through a text — a column of a table, every pattern of a detector matching the same
 * digits, an adversarial run of one token — is validated once in a row. One string comparison otherwise.
 */
class LastValidation {
  private value: string | undefined;
  private ok = false;
  constructor(private readonly validate: (value: string) => boolean) {}
  check(value: string): boolean {
    if (value !== this.value) {
      this.value = value;
      this.ok = this.validate(value);
    }
    return this.ok;
  }
}

function dedupeOwnOverlaps(candidates: Candidate[]): Candidate[] {
  if (candidates.length < 2) return candidates;
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || b.score - a.score);
  const kept: Candidate[] = [];
  let lastEnd = -1;
  for (const c of candidates) {
    if (c.start >= lastEnd) {
      kept.push(c);
      lastEnd = c.end;
    }
  }
  return kept;
}

/** A score raised by a context word: +CONTEXT_BOOST, at least CONTEXT_MIN_SCORE, at most 1. */
export function boostedScore(score: number): number {
  return Math.min(1, Math.max(CONTEXT_MIN_SCORE, score + CONTEXT_BOOST));
}

/**
 * The context word found shortly before the candidate (or right after it, for labels written as `value (SSN)`) in
 * the lower-cased text, in the detector's word order; undefined when there is none or the score is already 1. A
 * short word must stand as a word (`standsAsWord`).
 */
export function contextWordFor(detector: Pick<Detector, 'context'>, text: string, c: Candidate, index: TextIndex): string | undefined {
  if (detector.context.length === 0 || c.score >= 1) return undefined;
  const from = Math.max(0, c.start - MAX_CONTEXT_LOOKBEHIND);
  const to = Math.min(text.length, c.end + 16);
  // Both windows in one string, joined by a character no context word holds: a word occurs in it exactly when it
  // occurs in one of them, and each word is searched for once.
  const lower = index.lower;
  const around = `${lower.slice(from, c.start)}\u0000${lower.slice(c.end, to)}`;
  // The same characters before lower-casing, for the camel-case humps of `standsAsWord`, where their indices are
  // the lower-cased window's: ASCII and Hangul lower-case one unit to one unit.
  const raw = index.hasNonAsciiOutsideHangul ? undefined : `${text.slice(from, c.start)}\u0000${text.slice(c.end, to)}`;
  return findContextWord(around, raw, detector.context);
}

/**
 * The first of `words` (lower case) that occurs in `around` (a lower-cased window), a short one only as a word
 * (`standsAsWord`); `raw` is the window before lower-casing when its indices are `around`'s, else undefined.
 */
function findContextWord(around: string, raw: string | undefined, words: readonly string[]): string | undefined {
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    let at = around.indexOf(word);
    if (at === -1) continue;
    if (word.length > MAX_SHORT_WORD) return word;
    for (; at !== -1; at = around.indexOf(word, at + 1)) if (standsAsWord(around, raw, at, at + word.length)) return word;
  }
  return undefined;
}

/**
 * Context words this long or shorter are matched as words (`standsAsWord`); longer ones anywhere, so inflections
 * and compounds still count (`passports`, `bankaccount`). As substrings the short ones sat inside common words:
 * `sin` in `using`, `tin` in `meeting`, `age` in `message`, `pat` in `path`, `vat` and `iva` in `private`.
 */
const MAX_SHORT_WORD = 4;

/**
 * `around.slice(start, end)` (lower case) is a word: no ASCII letter glued to a letter at either edge (a plural `s`
 * may follow), unless the original characters (`raw`, when its indices are `around`'s) make a camel-case hump
 * there (`customerSsn`, `ssnValue`). Edges that are not ASCII letters (digits, Hangul, punctuation) need nothing.
 */
function standsAsWord(around: string, raw: string | undefined, start: number, end: number): boolean {
  if (start > 0 && isAsciiLower(around.charCodeAt(start)) && isAsciiLower(around.charCodeAt(start - 1))) {
    const hump = raw !== undefined && isAsciiUpper(raw.charCodeAt(start)) && !isAsciiUpper(raw.charCodeAt(start - 1));
    if (!hump) return false;
  }
  if (end < around.length && isAsciiLower(around.charCodeAt(end - 1)) && isAsciiLower(around.charCodeAt(end))) {
    const plural = around.charCodeAt(end) === 0x73 && !isAsciiLower(around.charCodeAt(end + 1));
    const hump = raw !== undefined && isAsciiUpper(raw.charCodeAt(end)) && !isAsciiUpper(raw.charCodeAt(end - 1));
    if (!plural && !hump) return false;
  }
  return true;
}
