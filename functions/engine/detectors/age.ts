import type { Candidate, Detector, DetectorExamples } from './types';
import { type TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';

/**
 * A person's age (AGE), only where the sentence says it is one: "34 years old", "a 34-year-old", "aged 34",
 * "at the age of 34", "turned 34", "I'm 34". The span is the number alone, as Presidio's synthetic set labels
 * it. Ages over 89 are an identifier on their own under HIPAA Safe Harbor (45 CFR 164.514(b)(2)(i)(C)).
 * A bare number is never reported: the phrase around it is the evidence, so there is no context boost.
 */

const NUM = '(?:1[01][0-9]|[1-9]?[0-9])';
const AFTER_NUMBER = new RegExp(`(?<![0-9.,])${NUM}(?=[ -](?:years?|yrs?)[ -]old\\b|[ -]year-old\\b|[ -](?:yo|y/o|y\\.o\\.)(?![\\p{L}]))`, 'iuy');
/** The words before a number that say it is an age (lower case; matched case-insensitively, then a space). */
const LEADS = ['aged', 'age', 'age of', 'turned', 'turn', 'turning', "i'm", 'i am', "he's", "she's", 'he is', 'she is', 'was', 'when he was', 'when she was'];
const LEAD = `\\b(?:${LEADS.join('|')}) `;
/**
 * NUM after LEAD. The lead is checked by a lookbehind placed after the number's first digit (one per
 * alternative of NUM, in NUM's order), not before it: a leading lookbehind with an alternation is evaluated at
 * every position of the text (~6 µs per 1,000 characters), this one only at digits. Same matches.
 */
const BEFORE_NUMBER = new RegExp(
  `(?:1(?<=${LEAD}1)[01][0-9]|[1-9](?<=${LEAD}[1-9])[0-9]|[0-9](?<=${LEAD}[0-9]))(?![0-9]|[.,:/][0-9]| ?(?:%|percent|times|minutes|hours|days|weeks|months|am|pm|[ap]\\.m\\.|o'clock)\\b|-[0-9])`,
  'iy',
);

/** Only "aged" and "age of" are strong; other leads need the number to end the clause ("turned 34."). */
const STRONG_LEAD = /(?:aged?|age of) $/i;

/**
 * The LEADS that end in each pair of ASCII characters (lower case, 7 bits each, the first highest), as a bit set over
 * LEADS' indices: looked up first, so most numbers of prose (`room 204`, `SSN is 536`) are ruled out by one read.
 */
const LEADS_BY_ENDING = new Uint16Array(1 << 14);
LEADS.forEach((lead, k) => {
  LEADS_BY_ENDING[(lead.charCodeAt(lead.length - 2) << 7) | lead.charCodeAt(lead.length - 1)]! |= 1 << k;
});

/**
 * The characters before `end` are one of LEADS, each with bit 0x20 set (ASCII letters to lower case, as
 * BEFORE_NUMBER's `i` flag matches them; `'` and the space keep their codes; a few other characters fold onto them
 * too, which only lets a text through to the pattern). LEADS are ASCII: a character outside ASCII, which keeps its
 * high bits, ends none.
 */
function leadEndsAt(text: string, end: number): boolean {
  const a = text.charCodeAt(end - 2) | 0x20;
  const b = text.charCodeAt(end - 1) | 0x20;
  if ((a | b) >= 0x80) return false;
  const leads = LEADS_BY_ENDING[(a << 7) | b]!;
  if (leads === 0) return false;
  for (let k = 0; k < LEADS.length; k++) {
    if (((leads >>> k) & 1) === 0) continue;
    const lead = LEADS[k]!;
    const from = end - lead.length;
    if (from < 0) continue;
    let i = lead.length - 3;
    while (i >= 0 && (text.charCodeAt(from + i) | 0x20) === lead.charCodeAt(i)) i--;
    if (i < 0) return true;
  }
  return false;
}

/**
 * Where BEFORE_NUMBER can match: a digit-run start (the lead ends in a space) after a space after one of the
 * leads (LEADS). Most numbers of prose follow another word (`room 204`, `in 2024`, `code 137`, `SSN is
 * 536`): a few comparisons here instead of the pattern's lookbehind.
 */
function isAfterLead(text: string, at: number): boolean {
  return at >= 3 && text.charCodeAt(at - 1) === 0x20 && leadEndsAt(text, at - 1);
}

/**
 * Where AFTER_NUMBER can match: the digit run at `at`, of `length` digits followed by the character `after` (the
 * text's digit runs), is of NUM's at most three digits (four are let through: the lookahead follows at once)
 * and is followed by a space or hyphen and a `y` (years, yrs, year-old, yo, y/o, y.o.). Only the `y` is read from
 * the text.
 */
function runBeforeYears(text: string, at: number, length: number, after: number): boolean {
  const end = at + length;
  if (length > 4 || end + 1 >= text.length) return false;
  return (after === 0x20 || after === 0x2d) && (text.charCodeAt(end + 1) | 0x20) === 0x79;
}

/** The digit-run starts where AFTER_NUMBER can match (`runBeforeYears`). */
function startsBeforeYears(text: string, f: TextIndex): number[] {
  const { runStarts, runLengths, runAfter } = f.digitRuns;
  const out: number[] = [];
  for (let k = 0; k < runStarts.length; k++) {
    if (runBeforeYears(text, runStarts[k]!, runLengths[k]!, runAfter[k]!)) out.push(runStarts[k]!);
  }
  return out;
}

/** The `starts` at which `holds` holds. */
function startsWhere(text: string, starts: readonly number[], holds: (text: string, at: number) => boolean): number[] {
  const out: number[] = [];
  for (let k = 0; k < starts.length; k++) if (holds(text, starts[k]!)) out.push(starts[k]!);
  return out;
}

/**
 * Some digit run starts where one of the patterns can match (`runBeforeYears`, `isAfterLead`): every age holds
 * one, so this is the prefilter, read at the few digit runs of a prompt (a number after a lead or before a `y`
 * is rare in prose) instead of a search of the whole text for the phrases' words.
 */
function hasAgeStart(text: string, f: TextIndex): boolean {
  const { runStarts, runLengths, runAfter } = f.digitRuns;
  for (let k = 0; k < runStarts.length; k++) {
    const at = runStarts[k]!;
    if (runBeforeYears(text, at, runLengths[k]!, runAfter[k]!) || isAfterLead(text, at)) return true;
  }
  return false;
}

// Both patterns start at the first digit of a digit run (AFTER_NUMBER's lookbehind rules out a digit before it,
// BEFORE_NUMBER's requires a space): they are tried at run starts only. Into an array, not a generator: nearly
// every prompt has a digit and nearly none an age, where a generator's set-up cost more than the search.
function findAges(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  const starts = f.digitRunStarts(1);
  for (const m of matchesAt(AFTER_NUMBER, text, startsBeforeYears(text, f))) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.7, pattern: 'number-years-old' });
  }
  for (const m of matchesAt(BEFORE_NUMBER, text, startsWhere(text, starts, isAfterLead))) {
    const lead = text.slice(Math.max(0, m.index - 12), m.index);
    const end = m.index + m[0].length;
    // "was 5 minutes late", "I'm 3 of 4": a weak lead needs the number to end the clause.
    if (!STRONG_LEAD.test(lead) && !/^(?:[.,;!?)\n]|$| years?\b)/i.test(text.slice(end, end + 7))) continue;
    out.push({ start: m.index, end, score: 0.6, pattern: 'age-phrase-number' });
  }
  return out;
}

export const age: Detector = {
  id: 'age',
  entity: 'AGE',
  requires: { minDigitRun: 1 },
  prefilter: (index) => hasAgeStart(index.text, index),
  patterns: [],
  find: findAges,
  context: [],
};

/** age's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const ageExamples = (): DetectorExamples => ({
  positive: [
    { text: 'This 33 year old female presented with', values: ['33'] },
    { text: 'Patient is a 35-year-old male', values: ['35'] },
    { text: 'My father retired at the age of 66', values: ['66'] },
    { text: "It's on the weekend. I'll turn 52.", values: ['52'] },
    { text: 'Written when he was 65.', values: ['65'] },
    { text: "I'm Naomi, and i'm 31 y/o.", values: ['31'] },
  ],
  negative: [
    'We shipped 33 units last year',
    'He was 5 minutes late',
    'turn 3 pages back',
    'The build took 2 years and 3 months',
    'She is 40% done',
  ],
});
