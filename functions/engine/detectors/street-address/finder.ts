import { capitalStarts, digitRunStarts } from '../../text/reference-starts';
import { matchesAt } from '../../text/matches-at';
import type { Candidate } from '../types';

/**
 * Where words start in a text, ascending: its capitals not after a letter, and its digit runs (an ASCII digit not
 * after an ASCII digit). The detector passes the text index's lists; `wordStartsOf` is their plain reference.
 */
export interface WordStarts {
  readonly capitals: readonly number[];
  readonly digits: readonly number[];
}

export const wordStartsOf = (text: string): WordStarts => ({ capitals: capitalStarts(text), digits: digitRunStarts(text) });

/** One shape of street address: the core span of every match (before the unit, locality and postcode that follow). */
export type StreetFinder = (text: string, starts: WordStarts) => Candidate[];

const candidates = (matches: Iterable<RegExpMatchArray>, name: string, score: number): Candidate[] =>
  [...matches].map((m) => ({ start: m.index!, end: m.index! + m[0].length, score, pattern: name }));

/** A finder reporting every match of the global `pattern` as `name` with `score`. */
export const finderOf =
  (pattern: RegExp, name: string, score: number): StreetFinder =>
  (text) => {
    pattern.lastIndex = 0;
    return candidates(text.matchAll(pattern), name, score);
  };

/**
 * A finder reporting the matches of the sticky `pattern` tried at the positions `startsOf` picks (every match starts
 * at one of them), as `name` with `score`.
 */
export const finderAt =
  (pattern: RegExp, startsOf: (text: string, starts: WordStarts) => readonly number[], name: string, score: number): StreetFinder =>
  (text, starts) =>
    candidates(matchesAt(pattern, text, startsOf(text, starts)), name, score);

/** `finder` run only on texts holding one of `words` (a word every match holds). */
export const when =
  (words: readonly string[], finder: StreetFinder): StreetFinder =>
  (text, starts) =>
    words.some((w) => text.includes(w)) ? finder(text, starts) : [];

/** `finder` run only on texts where `gate` (a part every match holds) occurs. */
export const whenFound =
  (gate: RegExp, finder: StreetFinder): StreetFinder =>
  (text, starts) =>
    gate.test(text) ? finder(text, starts) : [];
