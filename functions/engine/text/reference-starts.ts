/**
 * Where words start, computed plainly: the reference of the text index's word starts (`TextIndex.wordStarts`,
 * ../text-index/word-starts.ts and digit-runs.ts). The prose finders take the index's lists and default to these;
 * their tests compare the two.
 */

/** An upper-case letter (`\p{Lu}`, any script, astral included) not preceded by a letter (`\p{L}`). */
const CAPITAL_START = /\p{Lu}(?<!\p{L}\p{Lu})/gu;
/** An ASCII digit not preceded by an ASCII digit: the start of a digit run. */
const DIGIT_RUN_START = /[0-9](?<![0-9][0-9])/g;

/** Every capital that starts a word, ascending. */
export const capitalStarts = (text: string): number[] => [...text.matchAll(CAPITAL_START)].map((m) => m.index);

/** Every start of a digit run, ascending. */
export const digitRunStarts = (text: string): number[] => [...text.matchAll(DIGIT_RUN_START)].map((m) => m.index);
