/**
 * What a text must hold for a detector to find anything in it, declared as data (`Detector.requires`) and checked
 * by the pipeline against the text's index before the detector runs.
 *
 * Every requirement is an exact necessary condition of every match (`[0-9]{9}` needs `minDigitRun: 9`), never a
 * heuristic: the conformance suite checks that a detector finds the same with its requirements as without them.
 */
import type { DigitRunShape } from './digit-shapes';
import type { TextIndex } from './index';
import type { KeywordList, KeywordMatcher } from './keywords';

/** All the members given must hold. */
export interface TextRequirements {
  /** Some word of the list occurs (`KeywordList`). */
  readonly keywords?: KeywordList;
  /** Some character of the string occurs (each one UTF-16 unit). */
  readonly anyChar?: string;
  /** `[0-9]{n}` occurs. */
  readonly minDigitRun?: number;
  /** Some digit group (./digit-runs.ts) holds n digits. */
  readonly minDigitGroup?: number;
  /** `[A-Za-z][0-9]{n}` occurs. */
  readonly minDigitRunAfterLetter?: number;
  /** `[0-9]{n}[A-Za-z]` occurs. */
  readonly minDigitRunBeforeLetter?: number;
  /** Some digit runs have one of the shapes (./digit-shapes.ts). */
  readonly digitShapes?: readonly DigitRunShape[];
  /** `[A-Za-z0-9]{n}` occurs. */
  readonly minAlnumRun?: number;
  /** `[A-Z0-9]{n}` occurs. */
  readonly minUpperDigitRun?: number;
  /** `[A-Z]` occurs. */
  readonly asciiUpper?: true;
  /** `\p{Lu}` occurs. */
  readonly upper?: true;
  /** A Hangul syllable occurs. */
  readonly hangul?: true;
  /** A character outside ASCII occurs. */
  readonly nonAscii?: true;
  /** At least one of these holds. */
  readonly anyOf?: readonly TextRequirements[];
}

/**
 * Requirements compiled for one keyword matcher: every member present (one object shape for every detector, so the
 * pipeline's reads stay monomorphic), the keyword list resolved to its id in the matcher when it holds it.
 */
export interface Gate {
  readonly keywords: KeywordList | undefined;
  /** The matcher the gate was compiled for when it holds `keywords`, and the list's id there (else -1). */
  readonly matcher: KeywordMatcher | undefined;
  readonly keywordId: number;
  readonly anyChar: string;
  readonly minDigitRun: number;
  readonly minDigitGroup: number;
  readonly minDigitRunAfterLetter: number;
  readonly minDigitRunBeforeLetter: number;
  readonly digitShapes: readonly DigitRunShape[];
  readonly minAlnumRun: number;
  readonly minUpperDigitRun: number;
  readonly asciiUpper: boolean;
  readonly upper: boolean;
  readonly hangul: boolean;
  readonly nonAscii: boolean;
  readonly anyOf: readonly Gate[];
}

/** `requires` as a gate for indexes built with `matcher` (none: keyword questions go to `TextIndex.containsAny`). */
export function compileRequirements(requires: TextRequirements | undefined, matcher?: KeywordMatcher): Gate {
  const r = requires ?? {};
  const keywordId = r.keywords === undefined ? undefined : matcher?.idOf(r.keywords);
  return {
    keywords: r.keywords,
    matcher: keywordId === undefined ? undefined : matcher,
    keywordId: keywordId ?? -1,
    anyChar: r.anyChar ?? '',
    minDigitRun: r.minDigitRun ?? 0,
    minDigitGroup: r.minDigitGroup ?? 0,
    minDigitRunAfterLetter: r.minDigitRunAfterLetter ?? 0,
    minDigitRunBeforeLetter: r.minDigitRunBeforeLetter ?? 0,
    digitShapes: r.digitShapes ?? [],
    minAlnumRun: r.minAlnumRun ?? 0,
    minUpperDigitRun: r.minUpperDigitRun ?? 0,
    asciiUpper: r.asciiUpper === true,
    upper: r.upper === true,
    hangul: r.hangul === true,
    nonAscii: r.nonAscii === true,
    anyOf: (r.anyOf ?? []).map((alternative) => compileRequirements(alternative, matcher)),
  };
}

/** The keyword lists `requires` names, its alternatives' included. */
export function keywordListsOf(requires: TextRequirements | undefined): KeywordList[] {
  if (requires === undefined) return [];
  return [...(requires.keywords ? [requires.keywords] : []), ...(requires.anyOf ?? []).flatMap(keywordListsOf)];
}

/**
 * The text `index` stands for meets the gate. The facts most gates ask for come first (keywords: one pass per text
 * answers every list; digit runs; characters), those few gates ask for last (letter and digit runs). Most gates
 * (the credential rules') hold keywords only and are answered by the first test.
 */
export function meets(gate: Gate, index: TextIndex): boolean {
  if (gate.keywords !== undefined && !hasKeyword(gate, gate.keywords, index)) return false;
  if (gate.minDigitRun > 0 && index.maxDigitRun < gate.minDigitRun) return false;
  if (gate.minDigitGroup > 0 && index.maxDigitGroup < gate.minDigitGroup) return false;
  if (gate.minDigitRunAfterLetter > 0 && index.maxDigitRunAfterLetter < gate.minDigitRunAfterLetter) return false;
  if (gate.minDigitRunBeforeLetter > 0 && index.maxDigitRunBeforeLetter < gate.minDigitRunBeforeLetter) return false;
  if (gate.digitShapes.length > 0 && !hasSomeShape(index, gate.digitShapes)) return false;
  if (gate.anyChar.length > 0 && !hasAnyChar(index, gate.anyChar)) return false;
  if (gate.asciiUpper && !index.hasAsciiUpper) return false;
  if (gate.upper && !index.hasUpper) return false;
  if (gate.hangul && !index.hasHangul) return false;
  if (gate.nonAscii && !index.hasNonAscii) return false;
  if (gate.minUpperDigitRun > 0 && !index.hasUpperDigitRun(gate.minUpperDigitRun)) return false;
  if (gate.minAlnumRun > 0 && !index.hasAlnumRun(gate.minAlnumRun)) return false;
  return gate.anyOf.length === 0 || meetsOne(gate.anyOf, index);
}

/** A look-up of the index's keyword pass when it is the matcher's the gate knows the list's id in. */
function hasKeyword(gate: Gate, keywords: KeywordList, index: TextIndex): boolean {
  return gate.matcher !== undefined && gate.matcher === index.keywordMatcher ? index.keywordFound(gate.keywordId) : index.containsAny(keywords);
}

function meetsOne(gates: readonly Gate[], index: TextIndex): boolean {
  for (let k = 0; k < gates.length; k++) if (meets(gates[k]!, index)) return true;
  return false;
}

function hasSomeShape(index: TextIndex, shapes: readonly DigitRunShape[]): boolean {
  for (let k = 0; k < shapes.length; k++) if (index.hasDigitRunShape(shapes[k]!)) return true;
  return false;
}

function hasAnyChar(index: TextIndex, chars: string): boolean {
  for (let i = 0; i < chars.length; i++) if (index.hasChar(chars.charAt(i))) return true;
  return false;
}
