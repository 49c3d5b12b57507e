import type { Candidate, Detector, DetectorExamples } from './types';
import { keywordList, type TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';

/**
 * A person's age (AGE), only where the sentence says it is one: "34 years old", "a 34-year-old", "aged 34",
 * "at the age of 34", "turned 34", "I'm 34", "Age: 34", Korean "34세", "34살", and the phrases of other languages
 * (`tiene 34 años`, `34 Jahre alt`, `34歳`). The span is the number alone, as Presidio's synthetic set labels
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

/**
 * Korean: the number before the counter 세 (formal) or 살 (`45세`, `만 45세`, `3살`); not 세기 (a century: `21세기`)
 * nor 세대 (a generation: `30세대`).
 */
const KOREAN_AGE = new RegExp(`(?<![0-9.,])${NUM}(?=[세살](?![기대]))`, 'y');
const SE = 0xc138;
const SAL = 0xc0b4;

/**
 * Only "aged", "age of" and "turned" are strong; other leads need the number to end the clause ("I'm 34."). "turned"
 * is not followed by degrees (`turned 90 degrees`), which BEFORE_NUMBER leaves to this check.
 */
const STRONG_LEAD = /(?:aged?|age of|turned) $/i;
const DEGREES_AFTER = /^ ?(?:°|degrees?\b|deg\b)/i;

/**
 * Tried at the digit runs of at most three digits (a digit run starts where no digit stands before it).
 *
 * An age after a form's label (`Age: 54`, `Alter: 54`, `Edad: 54`, `年齢：54`, `나이: 54`) or in the phrases other
 * languages say it with: Spanish `tiene 45 años`, German `45 Jahre alt`, French `il a 45 ans`, Italian `ha 45 anni`,
 * Portuguese `tem 45 anos`, Dutch `45 jaar oud`, Swedish `är 45 år`, Polish `ma 45 lat`, Japanese `45歳`, Chinese
 * `45岁`. A year count is no age (`hace 45 años`, `il y a 45 ans`): the verb of having or being an age is required.
 */
const LABELS = ['age', 'alter', 'edad', 'âge', 'età', 'idade', 'leeftijd', 'ålder', 'wiek', '年齢', '年龄', '나이'];
/** Spanish `tener` before an age (`tiene 45 años`; not `hace 45 años`). */
const SPANISH_HAVE = ['tiene', 'tengo', 'tienes', 'tenía', 'tenemos'];
const LABELLED_OR_PHRASED = new RegExp(
  [
    `(?<=(?:^|[^\\p{L}])(?:${LABELS.join('|')})[ \\t]*[:：][ \\t]*)${NUM}(?=[ \\t]*(?:$|[\\n.,;)]|years?\\b|y\\b|yrs?\\b|[ \\t]*\\())`,
    `(?<=(?:^|[^\\p{L}])(?:${SPANISH_HAVE.join('|')}) )${NUM}(?= años\\b)`,
    `${NUM}(?= [Jj]ahre alt\\b)`,
    `(?<=(?:^|[^\\p{L}])(?:j'ai|j’ai|il a|elle a|tu as|vous avez|avait) )${NUM}(?= ans\\b)`,
    `(?<=(?:^|[^\\p{L}])(?:ho|ha|hai|aveva|avevo) )${NUM}(?= anni\\b)`,
    `(?<=(?:^|[^\\p{L}])(?:tenho|tem|tinha|tens) )${NUM}(?= anos\\b)`,
    `${NUM}(?= jaar oud\\b)`,
    `(?<=(?:^|[^\\p{L}])(?:är|var) )${NUM}(?= år\\b)`,
    `(?<=(?:^|[^\\p{L}])(?:mam|ma|miał|miała) )${NUM}(?= lat\\b)`,
    `${NUM}(?=[ ]?(?:歳|才|岁|歲))`,
  ]
    .map((p) => `(?:${p})`)
    .join('|'),
  'iuy',
);

const DIGITS = [...'0123456789'];
const isAscii = (word: string): boolean => /^[\x00-\x7f]*$/.test(word);

/**
 * What every age holds, in any case: one of the LEADS, a space and a digit (BEFORE_NUMBER), a digit, a space or
 * hyphen and a `y` (AFTER_NUMBER: years, yrs, year-old, yo, y/o, y.o.), a digit and 세 or 살 (KOREAN_AGE), or a label's
 * colon or a phrase's words after the number (LABELLED_OR_PHRASED). Both patterns match ASCII letters only
 * where these words do (no character outside ASCII case-folds onto `y` or onto a letter of the leads).
 */
const AGE_WORDS = keywordList(
  [
    ...LEADS.flatMap((lead) => DIGITS.map((d) => `${lead} ${d}`)),
    ...DIGITS.flatMap((d) => [`${d} y`, `${d}-y`, `${d}세`, `${d}살`]),
    // LABELLED_OR_PHRASED. Words outside ASCII are searched for one by one (../text-index/keywords.ts), so they are
    // few and short: the labels and counters themselves; words of ASCII letters go with a digit and an ending (`3 ans `
    // is no part of `3 answers`).
    ...LABELS.flatMap((label) => (isAscii(label) ? [`${label}:`, `${label} :`] : [label])),
    ...SPANISH_HAVE.flatMap((verb) => (isAscii(verb) ? DIGITS.map((d) => `${verb} ${d}`) : [verb])),
    '歳', '才', '岁', '歲', ' år',
    ...DIGITS.flatMap((d) => [`${d} jahre alt`, `${d} jaar oud`]),
    ...DIGITS.flatMap((d) => ['ans', 'anni', 'anos', 'lat'].flatMap((w) => [' ', '.', ',', ';', ')'].map((end) => `${d} ${w}${end}`))),
  ],
  { caseInsensitive: true },
);

/**
 * Where each pattern can start, read from the text's digit runs. Both start at the first digit of a run
 * (AFTER_NUMBER's lookbehind rules out a digit before it, BEFORE_NUMBER's lead ends in a space): AFTER_NUMBER at a
 * run of at most three digits (NUM) followed by a space or hyphen (its lookahead), BEFORE_NUMBER at a run right
 * after a space.
 */
function ageStarts(text: string, f: TextIndex): { afterNumber: number[]; beforeNumber: number[]; korean: number[]; short: number[] } {
  const { runStarts, runLengths, runAfter } = f.digitRuns;
  const afterNumber: number[] = [];
  const beforeNumber: number[] = [];
  const korean: number[] = [];
  const short: number[] = [];
  for (let k = 0; k < runStarts.length; k++) {
    const at = runStarts[k]!;
    if (runLengths[k]! <= 3 && (runAfter[k] === 0x20 || runAfter[k] === 0x2d)) afterNumber.push(at);
    if (at > 0 && text.charCodeAt(at - 1) === 0x20) beforeNumber.push(at);
    if (runLengths[k]! <= 3 && (runAfter[k] === SE || runAfter[k] === SAL)) korean.push(at);
    if (runLengths[k]! <= 3) short.push(at);
  }
  return { afterNumber, beforeNumber, korean, short };
}

// Into an array, not a generator: most texts that pass the gate hold no age.
function findAges(text: string, f: TextIndex): Candidate[] {
  const out: Candidate[] = [];
  const starts = ageStarts(text, f);
  for (const m of matchesAt(AFTER_NUMBER, text, starts.afterNumber)) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.7, pattern: 'number-years-old' });
  }
  for (const m of matchesAt(BEFORE_NUMBER, text, starts.beforeNumber)) {
    const lead = text.slice(Math.max(0, m.index - 12), m.index);
    const end = m.index + m[0].length;
    // "was 5 minutes late", "I'm 3 of 4": a weak lead needs the number to end the clause.
    if (!STRONG_LEAD.test(lead) && !/^(?:[.,;!?)\n]|$| years?\b)/i.test(text.slice(end, end + 7))) continue;
    if (DEGREES_AFTER.test(text.slice(end, end + 9))) continue;
    out.push({ start: m.index, end, score: 0.6, pattern: 'age-phrase-number' });
  }
  for (const m of matchesAt(KOREAN_AGE, text, starts.korean)) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.7, pattern: 'korean-age' });
  }
  for (const m of matchesAt(LABELLED_OR_PHRASED, text, starts.short)) {
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.7, pattern: 'age-label-or-phrase' });
  }
  return out;
}

export const age: Detector = {
  id: 'age',
  entity: 'AGE',
  requires: { keywords: AGE_WORDS },
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
    { text: '환자 최은영(45세), 딸은 만 7살입니다.', values: ['45', '7'] },
    { text: 'Patient: Jane Doe\nAge: 54\nShe turned 55 last week.', values: ['54', '55'] },
    { text: 'Mi madre tiene 67 años; er ist 45 Jahre alt; il a 23 ans; 45歳の男性; 他今年3岁', values: ['67', '45', '23', '45', '3'] },
  ],
  negative: [
    'We shipped 33 units last year',
    'He was 5 minutes late',
    'turn 3 pages back',
    'The build took 2 years and 3 months',
    'She is 40% done',
    '21세기의 30세대 고객',
    'Hace 45 años; il y a 23 ans; the car turned 90 degrees',
    'Page: 54 of 120',
  ],
});
