/**
 * What a text must hold for a detector to find anything in it, declared as data (`Detector.requires`) and checked
 * by the pipeline against the text's index before the detector runs.
 *
 * Every requirement is an exact necessary condition of every match (`[0-9]{9}` needs `minDigitRun: 9`), never a
 * heuristic: the conformance suite checks that a detector finds the same with its requirements as without them.
 */
import { MAX_LETTERS_AROUND_RUN } from './digit-runs';
import type { DigitRunChain, DigitRunShape } from './digit-shapes';
import type { TextIndex } from './index';
import type { KeywordList, KeywordMatcher } from './keywords';
import { MAX_WORD_LENGTH, UPPER_CASE_WORD, WORD_WITH_DIGIT, WORD_WITH_LETTER } from './words';

/** A number of ASCII letters next to a digit run of a number of digits (`TextRequirements.lettersThenDigits`). */
export interface LettersAndDigits {
  /** At most MAX_LETTERS_AROUND_RUN (./digit-runs.ts). */
  readonly letters: number;
  readonly digits: number;
}

/**
 * A whole word of ASCII letters and digits (`(?<![0-9A-Za-z])[0-9A-Za-z]{n}(?![0-9A-Za-z])`, ./words.ts) of one of
 * `lengths` (each below MAX_WORD_LENGTH) or of `minLength` or more characters, holding a digit (`digit`), holding a
 * capital and no lower-case letter (`upperCase`), holding a letter as well as a digit (`letter`, with `digit`). A word
 * of any kind asks for a pass over the whole text (./letter-digit-runs.ts); the others are read from their starts.
 */
export type AlnumWord = ({ readonly lengths: readonly number[]; readonly minLength?: never } | { readonly minLength: number; readonly lengths?: never }) & {
  readonly digit?: true;
  readonly upperCase?: true;
  readonly letter?: true;
};

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
  /** `[A-Za-z]{letters}[0-9]{digits}` occurs. */
  readonly lettersThenDigits?: LettersAndDigits;
  /** `[0-9]{digits}[A-Za-z]{letters}` occurs. */
  readonly digitsThenLetters?: LettersAndDigits;
  /** Some digit runs have one of the shapes (./digit-shapes.ts). */
  readonly digitShapes?: readonly DigitRunShape[];
  /** Some digit runs form the chain (./digit-shapes.ts). */
  readonly digitRunChain?: DigitRunChain;
  /** `[A-Za-z0-9]{n}` occurs. */
  readonly minAlnumRun?: number;
  /** `[A-Z0-9]{n}` occurs. */
  readonly minUpperDigitRun?: number;
  /** Such a whole word occurs. */
  readonly alnumWord?: AlnumWord;
  /** `[A-Z]` occurs. */
  readonly asciiUpper?: true;
  /** `\p{Lu}` occurs. */
  readonly upper?: true;
  /** A Hangul syllable occurs. */
  readonly hangul?: true;
  /** A character outside ASCII occurs. */
  readonly nonAscii?: true;
  /** A character outside ASCII that is not a Hangul syllable occurs. */
  readonly nonAsciiOutsideHangul?: true;
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
  /** `lettersThenDigits` (0 digits: none asked). */
  readonly lettersBeforeRun: number;
  readonly runAfterLetters: number;
  /** `digitsThenLetters` (0 digits: none asked). */
  readonly lettersAfterRun: number;
  readonly runBeforeLetters: number;
  readonly digitShapes: readonly DigitRunShape[];
  /** The fewest digits of one of `digitShapes` (0: none asked): a group that many digits long is needed. */
  readonly shapeDigits: number;
  readonly digitRunChain: DigitRunChain | undefined;
  readonly minAlnumRun: number;
  readonly minUpperDigitRun: number;
  /** `alnumWord` asked: its lengths as a bit set (or 0), its least length (or 0), its kind (./words.ts). */
  readonly word: boolean;
  readonly wordLengths: number;
  readonly wordMinLength: number;
  readonly wordKind: number;
  readonly asciiUpper: boolean;
  readonly upper: boolean;
  readonly hangul: boolean;
  readonly nonAscii: boolean;
  readonly nonAsciiOutsideHangul: boolean;
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
    lettersBeforeRun: lettersOf(r.lettersThenDigits),
    runAfterLetters: r.lettersThenDigits?.digits ?? 0,
    lettersAfterRun: lettersOf(r.digitsThenLetters),
    runBeforeLetters: r.digitsThenLetters?.digits ?? 0,
    digitShapes: r.digitShapes ?? [],
    shapeDigits: r.digitShapes === undefined || r.digitShapes.length === 0 ? 0 : Math.min(...r.digitShapes.map((shape) => shape.digits)),
    digitRunChain: r.digitRunChain,
    minAlnumRun: r.minAlnumRun ?? 0,
    minUpperDigitRun: r.minUpperDigitRun ?? 0,
    word: r.alnumWord !== undefined,
    wordLengths: r.alnumWord?.lengths === undefined ? 0 : lengthBits(r.alnumWord.lengths),
    wordMinLength: r.alnumWord?.minLength ?? 0,
    wordKind: wordKindOf(r.alnumWord),
    asciiUpper: r.asciiUpper === true,
    upper: r.upper === true,
    hangul: r.hangul === true,
    nonAscii: r.nonAscii === true,
    nonAsciiOutsideHangul: r.nonAsciiOutsideHangul === true,
    anyOf: (r.anyOf ?? []).map((alternative) => compileRequirements(alternative, matcher)),
  };
}

function lettersOf(around: LettersAndDigits | undefined): number {
  if (around === undefined) return 0;
  if (!(around.letters >= 0 && around.letters <= MAX_LETTERS_AROUND_RUN)) {
    throw new Error(`requirements: ${around.letters} letters next to a digit run (at most ${MAX_LETTERS_AROUND_RUN} are counted)`);
  }
  return around.letters;
}

function wordKindOf(word: AlnumWord | undefined): number {
  if (word === undefined) return 0;
  if (word.letter && !word.digit) throw new Error('requirements: a word holding a letter is asked for with `digit` (./words.ts)');
  return (word.digit ? WORD_WITH_DIGIT : 0) | (word.upperCase ? UPPER_CASE_WORD : 0) | (word.letter ? WORD_WITH_LETTER : 0);
}

/** Word lengths as a bit set (bit n: length n). */
function lengthBits(lengths: readonly number[]): number {
  let bits = 0;
  for (const n of lengths) {
    if (!(Number.isInteger(n) && n > 0 && n < MAX_WORD_LENGTH)) throw new Error(`requirements: a word of ${n} characters (lengths below ${MAX_WORD_LENGTH} are recorded)`);
    bits |= 1 << n;
  }
  return bits;
}

/** The keyword lists `requires` names, its alternatives' included. */
export function keywordListsOf(requires: TextRequirements | undefined): KeywordList[] {
  if (requires === undefined) return [];
  return [...(requires.keywords ? [requires.keywords] : []), ...(requires.anyOf ?? []).flatMap(keywordListsOf)];
}

/**
 * The text `index` stands for meets the gate. The facts most gates ask for come first (keywords: one pass per text
 * answers every list; digit runs; characters), the letter and digit runs (one pass over the text, which not every
 * text needs) last. Most gates (the credential rules') hold keywords only and are answered by the first test.
 */
export function meets(gate: Gate, index: TextIndex): boolean {
  if (gate.keywords !== undefined && !hasKeyword(gate, gate.keywords, index)) return false;
  if (gate.minDigitRun > 0 && index.maxDigitRun < gate.minDigitRun) return false;
  if (gate.minDigitGroup > 0 && index.maxDigitGroup < gate.minDigitGroup) return false;
  if (gate.runAfterLetters > 0 && index.maxDigitRunAfterLetters(gate.lettersBeforeRun) < gate.runAfterLetters) return false;
  if (gate.runBeforeLetters > 0 && index.maxDigitRunBeforeLetters(gate.lettersAfterRun) < gate.runBeforeLetters) return false;
  if (gate.shapeDigits > 0 && (index.maxDigitGroup < gate.shapeDigits || !hasSomeShape(index, gate.digitShapes))) return false;
  if (gate.digitRunChain !== undefined && !index.hasDigitRunChain(gate.digitRunChain)) return false;
  if (gate.anyChar.length > 0 && !hasAnyChar(index, gate.anyChar)) return false;
  if (gate.asciiUpper && !index.hasAsciiUpper) return false;
  if (gate.upper && !index.hasUpper) return false;
  if (gate.hangul && !index.hasHangul) return false;
  if (gate.nonAscii && !index.hasNonAscii) return false;
  if (gate.nonAsciiOutsideHangul && !index.hasNonAsciiOutsideHangul) return false;
  if (gate.minUpperDigitRun > 0 && !index.hasUpperDigitRun(gate.minUpperDigitRun)) return false;
  if (gate.minAlnumRun > 0 && !index.hasAlnumRun(gate.minAlnumRun)) return false;
  if (gate.word && !hasWord(gate, index)) return false;
  return gate.anyOf.length === 0 || meetsOne(gate.anyOf, index);
}

/** A look-up of the index's keyword pass when it is the matcher's the gate knows the list's id in. */
function hasKeyword(gate: Gate, keywords: KeywordList, index: TextIndex): boolean {
  return gate.matcher !== undefined && gate.matcher === index.keywordMatcher ? index.keywordFound(gate.keywordId) : index.containsAny(keywords);
}

function hasWord(gate: Gate, index: TextIndex): boolean {
  const words = index.words(gate.wordKind);
  return gate.wordMinLength > 0 ? words.longest >= gate.wordMinLength : (words.lengths & gate.wordLengths) !== 0;
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
