/**
 * The per-text index: facts about one text that gates and finders ask for, each computed on the first question
 * that needs it and remembered for the text. Built once per text by the analysis pipeline (../analyze.ts) and
 * shared by every detector; nothing outside can change it. Each fact is computed in a file of its own:
 *
 * - ./digit-runs.ts: digit runs, the groups they form and the letters around them; ./digit-shapes.ts: runs of given
 *   lengths and separators;
 * - ./characters.ts: which kinds of characters occur (outside ASCII, Hangul, capitals);
 * - ./case.ts: the lower-cased text and where it stands for a case-insensitive search;
 * - ./letter-digit-runs.ts: the longest runs of ASCII letters and digits, and the lengths of the words they form;
 * - ./word-starts.ts: the capitals that start a word;
 * - ./keywords.ts: which keyword lists occur, from one pass of the analyzer's keyword matcher.
 *
 * Every fact is exact: a gate written with it stands for the regex or search it replaces (`[0-9]{11}` occurs ⟺
 * `maxDigitRun >= 11`).
 */
import { TableUnavailableError, type Tables } from '../data/tables';
import { lowerCase, lowerFoldsLikeRegex, lowersToAscii } from './case';
import { hasAsciiUpper, hasHangul, hasNonAscii, hasNonAsciiOutsideHangul, hasUpper } from './characters';
import { findDigitRuns, MAX_LETTERS_AROUND_RUN, runStartsInGroupsOf, type DigitRuns } from './digit-runs';
import { hasDigitRunChain, hasDigitRunShape, type DigitRunChain, type DigitRunShape } from './digit-shapes';
import { listOccurs, type KeywordHits, type KeywordList, type KeywordMatcher } from './keywords';
import { findLetterDigitRuns, type LetterDigitRuns } from './letter-digit-runs';
import { findWordsFromStarts, type WordLengths } from './words';
import { findCapitalStarts, type CapitalStarts } from './word-starts';

export type { DigitRuns } from './digit-runs';
export { GROUP_SEPARATORS, MAX_LETTERS_AROUND_RUN } from './digit-runs';
export { digitRunChain, digitRunShape, hasDigitRunChain, hasDigitRunShape, type DigitRunChain, type DigitRunShape } from './digit-shapes';
export { MAX_WORD_LENGTH, UPPER_CASE_WORD, WORD_WITH_DIGIT, WORD_WITH_LETTER, type WordLengths } from './words';
export { createKeywordMatcher, keywordList, listOccurs, type KeywordHits, type KeywordList, type KeywordMatcher } from './keywords';
export { compileRequirements, keywordListsOf, meets, type AlnumWord, type Gate, type LettersAndDigits, type TextRequirements } from './requirements';

/** Where words start: capitals not after a letter, and the first digit of every digit run (both in text order). */
export interface WordStarts {
  readonly capitals: readonly number[];
  readonly digits: readonly number[];
}

export interface TextIndexOptions {
  /** The analyzer's keyword matcher: keyword lists it holds are answered from one pass over the text. */
  readonly keywords?: KeywordMatcher;
  /**
   * Facts the caller found on its own reading of the text (the normalised view's fast path): every character is
   * ASCII (`ascii`), every character is ASCII or a Hangul syllable (`asciiOrHangul`).
   */
  readonly known?: { readonly ascii: boolean; readonly asciiOrHangul: boolean };
  /** The tables of the catalog the text is analysed with, for the detectors that read them (`TextIndex.tables`). */
  readonly tables?: Tables;
}

export class TextIndex {
  /** The matcher whose lists `keywordFound` answers by id. */
  readonly keywordMatcher: KeywordMatcher | undefined;

  private readonly catalogTables: Tables | undefined;

  private digits: DigitRuns | undefined;
  private startsByGroup: Map<number, readonly number[]> | undefined;
  private lowerText: string | undefined;
  private nonAscii: boolean | undefined;
  private outsideHangul: boolean | undefined;
  private hangul: boolean | undefined;
  private asciiUpper: boolean | undefined;
  private anyUpper: boolean | undefined;
  private toAscii: boolean | undefined;
  private foldsLikeRegex: boolean | undefined;
  private letterDigitRuns: LetterDigitRuns | undefined;
  private wordsFromStarts: readonly WordLengths[] | undefined;
  private capitalStarts: CapitalStarts | undefined;
  private starts: WordStarts | undefined;
  private keywordHits: KeywordHits | undefined;
  private sharedResults: Map<object, unknown> | undefined;

  constructor(
    readonly text: string,
    options: TextIndexOptions = {},
  ) {
    this.keywordMatcher = options.keywords;
    this.catalogTables = options.tables;
    if (options.known !== undefined) {
      this.nonAscii = !options.known.ascii;
      if (options.known.asciiOrHangul) this.outsideHangul = false;
    }
  }

  /** The data tables of the catalog the text is analysed with. Throws when the index was built without them. */
  get tables(): Tables {
    if (this.catalogTables === undefined) throw new TableUnavailableError(undefined, 'this text was indexed without a catalog\'s tables');
    return this.catalogTables;
  }

  // Digit runs (./digit-runs.ts).

  /** Every digit run of the text, with its group. */
  get digitRuns(): DigitRuns {
    return (this.digits ??= findDigitRuns(this.text));
  }

  get maxDigitRun(): number {
    return this.digitRuns.maxRun;
  }

  get maxDigitGroup(): number {
    return this.digitRuns.maxGroup;
  }

  /** The longest digit run right after `letters` ASCII letters (`[A-Za-z]{letters}[0-9]{n}` ⟺ n at most this). */
  maxDigitRunAfterLetters(letters: number): number {
    return this.digitRuns.maxRunAfterLetters[letters]!;
  }

  /** The longest digit run right before `letters` ASCII letters (`[0-9]{n}[A-Za-z]{letters}` ⟺ n at most this). */
  maxDigitRunBeforeLetters(letters: number): number {
    return this.digitRuns.maxRunBeforeLetters[letters]!;
  }

  /** Bit n set: some digit run holds exactly n digits (n < 32). */
  get digitRunLengths(): number {
    return this.digitRuns.lengthSet;
  }

  get hasDigit(): boolean {
    return this.maxDigitRun > 0;
  }

  /**
   * The first digit of every run in a group of `minGroupDigits` digits or more, in text order. With `lettersBefore`
   * (k, at most MAX_LETTERS_AROUND_RUN), only the runs right after k ASCII letters or more, and the index of the
   * first of the k letters instead (where `[A-Za-z]{k}[0-9]` starts).
   */
  digitRunStarts(minGroupDigits: number, lettersBefore = 0): readonly number[] {
    const cache = (this.startsByGroup ??= new Map());
    const key = minGroupDigits * (MAX_LETTERS_AROUND_RUN + 1) + lettersBefore;
    let starts = cache.get(key);
    if (starts === undefined) cache.set(key, (starts = runStartsInGroupsOf(this.digitRuns, minGroupDigits, lettersBefore)));
    return starts;
  }

  /** Some digit runs have `shape` (./digit-shapes.ts). */
  hasDigitRunShape(shape: DigitRunShape): boolean {
    return hasDigitRunShape(this.text, this.digitRuns, shape);
  }

  /** Some digit runs form `chain` (./digit-shapes.ts). */
  hasDigitRunChain(chain: DigitRunChain): boolean {
    return hasDigitRunChain(this.digitRuns, chain);
  }

  // Characters (./characters.ts).

  /** The character `ch` (one UTF-16 unit) occurs. */
  hasChar(ch: string): boolean {
    return this.text.includes(ch);
  }

  get hasNonAscii(): boolean {
    return (this.nonAscii ??= hasNonAscii(this.text));
  }

  get hasHangul(): boolean {
    return (this.hangul ??= this.hasNonAscii && hasHangul(this.text));
  }

  get hasNonAsciiOutsideHangul(): boolean {
    return (this.outsideHangul ??= this.hasNonAscii && hasNonAsciiOutsideHangul(this.text));
  }

  get hasAsciiUpper(): boolean {
    return (this.asciiUpper ??= hasAsciiUpper(this.text));
  }

  /** Some upper-case letter (`\p{Lu}`, any script) occurs. */
  get hasUpper(): boolean {
    return (this.anyUpper ??= this.hasAsciiUpper || (this.hasNonAscii && hasUpper(this.text)));
  }

  // Case (./case.ts).

  /** `text.toLowerCase()`. */
  get lower(): string {
    return (this.lowerText ??= lowerCase(this.text));
  }

  /** U+0130 or U+212A occurs: the lower case of the text holds ASCII letters the text does not. */
  get lowersToAscii(): boolean {
    return (this.toAscii ??= this.hasNonAscii && lowersToAscii(this.text));
  }

  /** `lower` has the text's indices and holds every lower-case word a case-insensitive regex matches. */
  get lowerFoldsLikeRegex(): boolean {
    return (this.foldsLikeRegex ??= !this.hasNonAscii || lowerFoldsLikeRegex(this.text));
  }

  // Letter and digit runs (./letter-digit-runs.ts).

  private get letterDigits(): LetterDigitRuns {
    return (this.letterDigitRuns ??= findLetterDigitRuns(this.text));
  }

  /** The longest `[A-Za-z0-9]` run. */
  get alnumRun(): number {
    return this.letterDigits.longestAlnum;
  }

  /** `[A-Za-z0-9]{n}` occurs. */
  hasAlnumRun(n: number): boolean {
    return this.alnumRun >= n;
  }

  /** `[A-Z0-9]{n}` occurs. */
  hasUpperDigitRun(n: number): boolean {
    return this.letterDigits.longestUpperDigit >= n;
  }

  // Words (./words.ts).

  /**
   * The words (maximal `[A-Za-z0-9]` runs) of `kind`: WORD_WITH_DIGIT, UPPER_CASE_WORD and WORD_WITH_LETTER or-ed, one
   * of the first two among them, or 0 for any word (which asks for the pass of ./letter-digit-runs.ts).
   */
  words(kind: number): WordLengths {
    if (kind === 0) return this.letterDigits.words;
    return (this.wordsFromStarts ??= findWordsFromStarts(this.text, this.digitRuns, this.capitals))[kind]!;
  }

  // Word starts (./word-starts.ts).

  get wordStarts(): WordStarts {
    return (this.starts ??= { capitals: this.capitals.capitals, digits: this.digitRuns.runStarts });
  }

  private get capitals(): CapitalStarts {
    return (this.capitalStarts ??= findCapitalStarts(this.text, !this.hasNonAscii));
  }

  /**
   * ASCII capitals right after a letter outside ASCII (`은DEUTDEFF`): with `wordStarts.capitals`, every ASCII capital
   * not after an ASCII letter.
   */
  get asciiCapitalsAfterLetter(): readonly number[] {
    return this.capitals.asciiCapitalsAfterOtherLetter;
  }

  // Keywords (./keywords.ts).

  /** Some word of `list` occurs (in the lower-cased text for a case-insensitive list). */
  containsAny(list: KeywordList): boolean {
    const id = this.keywordMatcher?.idOf(list);
    return id !== undefined ? this.keywordFound(id) : listOccurs(list, this.text, () => this.lower);
  }

  /** The keyword list of id `id` in `keywordMatcher` occurs: read from the matcher's one pass over the text. */
  keywordFound(id: number): boolean {
    this.keywordHits ??= this.keywordMatcher!.find(this.text, () => this.lower, this.lowersToAscii);
    return this.keywordHits.occurs(id);
  }

  /**
   * `compute()` once per text and key: the first detector that asks computes it, the others read it (the name
   * model's spans serve three detectors). `key` is a constant of the caller's module; `compute` must be a pure
   * function of the text.
   */
  shared<T>(key: object, compute: () => T): T {
    const results = (this.sharedResults ??= new Map());
    if (!results.has(key)) results.set(key, compute());
    return results.get(key) as T;
  }
}
