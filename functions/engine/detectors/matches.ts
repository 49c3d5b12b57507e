/**
 * Running a detector's regexes: over the whole text, or only at the places the text's index says a match can start
 * (digit-run starts, word starts), sticky there. Trying a pattern only at its possible starts finds exactly what
 * the global scan finds when every match starts at one of them (the caller's claim, checked by the conformance
 * suite for `DetectorPattern.digitRunStart`).
 */
import type { TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';

/** A global (`g`) regex and its sticky (`y`) twin: scanned over the whole text, or tried at given starts. */
export interface AnchoredRegex {
  readonly scan: RegExp;
  readonly at: RegExp;
}

/** The sticky (`y`) twin of `re`: the same pattern, matching only at `lastIndex`. */
export function stickyTwin(re: RegExp): RegExp {
  return re.sticky ? re : new RegExp(re.source, re.flags.replace('g', '') + 'y');
}

/** `re` (global) with its sticky twin. */
export function anchoredRegex(re: RegExp): AnchoredRegex {
  if (!re.global) throw new Error(`anchoredRegex: /${re.source}/ is not global`);
  return { scan: re, at: stickyTwin(re) };
}

/**
 * Every match of the global `re` in `text`, as `text.matchAll(re)` yields them, collected with `exec` on `re`
 * itself (`matchAll` clones the regex on every call). Eager, so no caller sees `lastIndex` move under it.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    if (m[0].length === 0) re.lastIndex = advance(text, re.lastIndex, re.unicode || re.flags.includes('v'));
  }
  re.lastIndex = 0;
  return out;
}

/** AdvanceStringIndex (ECMA-262): one code unit, or one code point for a `u`/`v` regex. */
function advance(text: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= text.length) return i + 1;
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return i + 1;
  const d = text.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? i + 2 : i + 1;
}

/**
 * Sticky tries at given starts beat one global scan unless the starts are denser than one per this many
 * characters (a text of short digit runs, `1 1 1 …`), where the per-call cost of `exec` dominates.
 */
export const STICKY_TRY_COST = 8;

/**
 * `allMatches(re.scan, text)` for a pattern whose every match starts at one of `starts` (text order): tried there
 * (`matchesAt`, ../text/matches-at.ts), unless the starts are so dense (`STICKY_TRY_COST`) that one global scan is cheaper.
 */
export function allMatchesAtOrScan(re: AnchoredRegex, text: string, starts: readonly number[]): RegExpExecArray[] {
  if (starts.length === 0) return [];
  return starts.length * STICKY_TRY_COST <= text.length ? matchesAt(re.at, text, starts) : allMatches(re.scan, text);
}

/**
 * `allMatches(re.scan, text)` for a pattern whose every match starts a digit run in a group of `minGroupDigits` or
 * more digits (see `DetectorPattern.digitRunStart`).
 */
export function allDigitRunMatches(re: AnchoredRegex, text: string, index: TextIndex, minGroupDigits: number): RegExpExecArray[] {
  return allMatchesAtOrScan(re, text, index.digitRunStarts(minGroupDigits));
}

/**
 * `allMatches(re.scan, text)` for a case-insensitive (`iu`) pattern whose every match starts with one of its label
 * words (the pattern's lookbehind, if any, looks before them): tried only where `words` — a global regex of those
 * words in lower case, without lookaround — matches the lower-cased text. Falls back to the whole-text scan when the
 * lower-cased text does not stand for what the pattern matches (`TextIndex.lowerFoldsLikeRegex`).
 */
export function allMatchesAtWords(re: AnchoredRegex, text: string, index: TextIndex, words: RegExp): RegExpExecArray[] {
  if (!index.lowerFoldsLikeRegex) return allMatches(re.scan, text);
  const lower = index.lower;
  const starts: number[] = [];
  // Resuming one after each word's start finds every start of every word, also one inside another word.
  words.lastIndex = 0;
  for (let m = words.exec(lower); m !== null; m = words.exec(lower)) {
    starts.push(m.index);
    words.lastIndex = m.index + 1;
  }
  words.lastIndex = 0;
  return starts.length === 0 ? [] : matchesAt(re.at, text, starts);
}

/**
 * Where a value led by two letters can start, read from the text's digit runs: for each run `keep(k)` accepts, two
 * characters before its first digit when two ASCII letters stand right there (`DE123…`), or three when one of
 * `separators` stands between them and the digits (`DE 123…`, the letters themselves checked by the pattern).
 */
export function twoLettersBeforeRuns(text: string, index: TextIndex, keep: (k: number) => boolean, separators: string): number[] {
  const { runStarts, runLettersBefore } = index.digitRuns;
  const out: number[] = [];
  for (let k = 0; k < runStarts.length; k++) {
    if (!keep(k)) continue;
    const at = runStarts[k]!;
    if (runLettersBefore[k]! >= 2) out.push(at - 2);
    else if (at >= 3 && separators.includes(text.charAt(at - 1))) out.push(at - 3);
  }
  return out;
}
