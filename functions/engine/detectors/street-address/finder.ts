import { capitalStarts, digitRunStarts } from '../../text/reference-starts';
import { matchesAt, mergeAscending } from '../../text/matches-at';
import { hasHangul, hasNonAsciiOutsideHangul } from '../../text-index/characters';
import { listOccurs, type KeywordList } from '../../text-index/keywords';
import { allMatches } from '../matches';
import type { Candidate } from '../types';
import { numberLeads } from './number-leads';

/**
 * Where words start in a text, ascending: its capitals not after a letter, and its digit runs (an ASCII digit not
 * after an ASCII digit). The detector passes the text index's lists; `wordStartsOf` is their plain reference.
 */
export interface WordStarts {
  readonly capitals: readonly number[];
  readonly digits: readonly number[];
}

export const wordStartsOf = (text: string): WordStarts => ({ capitals: capitalStarts(text), digits: digitRunStarts(text) });

/**
 * The scripts beside ASCII a text holds, which the Korean and Japanese finders need. The detector passes the text
 * index's answers; `scriptsOf` is their plain reference.
 */
export interface Scripts {
  /** A Hangul syllable (U+AC00–U+D7A3) occurs. */
  readonly hangul: boolean;
  /** A character outside ASCII and the Hangul syllables occurs (kanji, kana). */
  readonly nonAsciiOutsideHangul: boolean;
}

export const scriptsOf = (text: string): Scripts => ({ hangul: hasHangul(text), nonAsciiOutsideHangul: hasNonAsciiOutsideHangul(text) });

/**
 * Whether some word of a keyword list occurs in a text. The detector passes the text index's answers (`containsAny`,
 * read from the analyzer's one keyword pass for the lists of STREET_KEYWORDS); `occursIn` is their plain reference.
 */
export type Occurs = (list: KeywordList) => boolean;

export const occursIn =
  (text: string): Occurs =>
  (list) =>
    listOccurs(list, text, () => text.toLowerCase());

/**
 * What the finders of one text share, read once for all of them: its word starts, the digit runs that can lead an
 * English, French or number-street-number address (`numberLeads`), its scripts, and which keyword lists occur in it.
 */
export interface StreetStarts extends WordStarts {
  readonly numberLeads: readonly number[];
  readonly scripts: Scripts;
  readonly occurs: Occurs;
}

export const streetStartsOf = (text: string, starts: WordStarts, scripts: Scripts = scriptsOf(text), occurs: Occurs = occursIn(text)): StreetStarts => ({
  capitals: starts.capitals,
  digits: starts.digits,
  numberLeads: numberLeads(text, starts.digits),
  scripts,
  occurs,
});

/** One shape of street address: the core span of every match (before the unit, locality and postcode that follow). */
export type StreetFinder = (text: string, starts: StreetStarts) => Candidate[];

const candidates = (matches: readonly RegExpMatchArray[], name: string, score: number): Candidate[] =>
  matches.map((m) => ({ start: m.index!, end: m.index! + m[0].length, score, pattern: name }));

/** A finder reporting every match of the global `pattern` as `name` with `score`. */
export const finderOf =
  (pattern: RegExp, name: string, score: number): StreetFinder =>
  (text) =>
    candidates(allMatches(pattern, text), name, score);

/** A finder trying one sticky pattern at chosen positions; `pattern` is kept for the tests that scan with it. */
export type AnchoredFinder = StreetFinder & { readonly pattern: RegExp };

/**
 * A finder reporting the matches of the sticky `pattern` tried at the positions `startsOf` picks (every match starts
 * at one of them, so it finds what a scan of the whole text finds), as `name` with `score`.
 */
export const finderAt = (
  pattern: RegExp,
  startsOf: (text: string, starts: StreetStarts) => readonly number[],
  name: string,
  score: number,
): AnchoredFinder =>
  Object.assign(
    (text: string, starts: StreetStarts) => {
      const at = startsOf(text, starts);
      return at.length === 0 ? [] : candidates(matchesAt(pattern, text, at), name, score);
    },
    { pattern },
  );

/** `finder` run only on texts holding one of `words` (a word every match holds; a list of STREET_KEYWORDS). */
export const when =
  (words: KeywordList, finder: StreetFinder): StreetFinder =>
  (text, starts) =>
    starts.occurs(words) ? finder(text, starts) : [];

/** `finder` run only on texts holding `script` (every match holds one of its characters). */
export const whenScript =
  (script: keyof Scripts, finder: StreetFinder): StreetFinder =>
  (text, starts) =>
    starts.scripts[script] ? finder(text, starts) : [];

/** `finder` run only on texts where `gate` (a part every match holds) occurs. */
export const whenFound =
  (gate: RegExp, finder: StreetFinder): StreetFinder =>
  (text, starts) =>
    gate.test(text) ? finder(text, starts) : [];

/**
 * Where the stretch of one line that ends at `at` and holds at most `spaces` spaces may start: the smallest such
 * start (a space at that place aside).
 */
export function stretchStart(text: string, at: number, spaces: number): number {
  let space = at;
  for (let n = 0; n <= spaces && space > 0; n++) space = text.lastIndexOf(' ', space - 1);
  return Math.min(at, Math.max(space + 1, text.lastIndexOf('\n', at - 1) + 1));
}

/** The entries of `positions` (ascending) inside one of `windows` (`[from, to]`, both ascending), in order. */
function within(positions: readonly number[], windows: readonly (readonly [number, number])[]): number[] {
  const out: number[] = [];
  let i = 0;
  for (const [from, to] of windows) {
    while (i < positions.length && positions[i]! < from) i++;
    while (i < positions.length && positions[i]! <= to) out.push(positions[i++]!);
  }
  return out;
}

/**
 * The word starts (capitals, digit runs) from which a match that holds no line break and at most `spaces` spaces
 * before one of `anchors` (ascending) can reach it: on the anchor's line, at most `spaces` spaces before it, or at
 * it.
 */
export function startsBefore(text: string, anchors: readonly number[], starts: WordStarts, spaces: number): number[] {
  if (anchors.length === 0) return [];
  const windows = anchors.map((at) => [stretchStart(text, at, spaces), at] as const);
  return mergeAscending(within(starts.capitals, windows), within(starts.digits, windows));
}
