import type { Candidate } from '../types';

/** One shape of street address: the core span of every match (before the unit, locality and postcode that follow). */
export type StreetFinder = (text: string) => Candidate[];

/** A finder reporting every match of the global `pattern` as `name` with `score`. */
export const finderOf =
  (pattern: RegExp, name: string, score: number): StreetFinder =>
  (text) => {
    pattern.lastIndex = 0;
    return [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, score, pattern: name }));
  };

/** `finder` run only on texts holding one of `words` (a word every match holds). */
export const when =
  (words: readonly string[], finder: StreetFinder): StreetFinder =>
  (text) =>
    words.some((w) => text.includes(w)) ? finder(text) : [];

/** `finder` run only on texts where `gate` (a part every match holds) occurs. */
export const whenFound =
  (gate: RegExp, finder: StreetFinder): StreetFinder =>
  (text) =>
    gate.test(text) ? finder(text) : [];
