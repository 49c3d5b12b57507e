import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { LOWER_CASE_NAME_AFTER_TRIGGER } from './scores';
import { LOWER_CASE_TRIGGER } from './triggers';

/** Up to four lower-case words (an initial after the first) ending at a word end. */
const LOWER_RUN = /\p{Ll}{2,20}(?: \p{Ll}\.?)?(?: \p{Ll}{2,24}){0,2}(?![\p{L}\p{M}])/uy;
/** An introduction right before a run, its words separated by single spaces. */
const INTRODUCTION_BEFORE = /(?:my|your) name(?: is|'s) $/;
/** A one-letter initial (`benjamin a seiler`). */
const INITIAL = /^\p{Ll}\.?$/u;

/**
 * In text typed without capitals, the words after a trigger phrase (./triggers.ts): `follow up with patricia
 * desrosiers`, `my name is borna jerković`. The run must open with a known first name, unless an introduction
 * (`my name is`) stands before it, and it ends before a word the lexicon lists as no name word (`and`, `to`, `please`);
 * a one-letter middle initial before another word stays in it (`benjamin a seiler`).
 */
export function findLowerCaseNamesAfterTriggers(lexicon: PersonLexicon, text: string): Candidate[] {
  const { ambiguous, firstNames, notNameWord } = lexicon;
  const out: Candidate[] = [];
  LOWER_CASE_TRIGGER.lastIndex = 0;
  for (const trigger of text.matchAll(LOWER_CASE_TRIGGER)) {
    const at = trigger.index + trigger[0].length;
    LOWER_RUN.lastIndex = at;
    const run = LOWER_RUN.exec(text)?.[0];
    if (run === undefined) continue;
    const words = run.split(' ');
    const first = words[0]!;
    if (notNameWord.has(first) || ambiguous.has(first)) continue;
    if (!firstNames.has(first) && !INTRODUCTION_BEFORE.test(text.slice(Math.max(0, at - 16), at).replace(/\s+/g, ' '))) continue;
    let n = 1;
    while (n < words.length && (!notNameWord.has(words[n]!) || (n === 1 && words.length > 2 && INITIAL.test(words[n]!)))) n++;
    const name = words.slice(0, n).join(' ');
    out.push({ start: at, end: at + name.length, score: LOWER_CASE_NAME_AFTER_TRIGGER, pattern: 'after-trigger-lower' });
  }
  return out;
}
