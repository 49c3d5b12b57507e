import type { Candidate } from '../types';
import { RTL_NAME } from './scores';
import { triggerBefore } from './triggers';

/**
 * Names written in the Arabic script (Arabic, Persian, Urdu) or in Hebrew, which have no capitals to find them by.
 * A name is read where the text marks it as one:
 *
 * - after a title of its own language: Arabic `السيد محمد أحمد`, `الدكتورة ليلى`, Persian `آقای رضایی`, `خانم احمدی`,
 *   Hebrew `מר כהן`, `ד"ר לוי`;
 * - after an introduction: `اسمي محمد`, `اسم من سارا`, `שמי דנה`;
 * - in a sentence of another language, after a phrase that introduces a person there (./triggers.ts: `Dear محمد أحمد,`,
 *   `I spoke to דנה כהן`).
 *
 * A name is one or two words of the script after a title or an introduction, one to three after a trigger phrase.
 */

const ARABIC_WORD = '[\\u0621-\\u064A\\u066E-\\u06D3\\u06FA-\\u06FF][\\u0621-\\u065F\\u066E-\\u06D3\\u06FA-\\u06FF]*';
const HEBREW_WORD = '[\\u05D0-\\u05EA][\\u05D0-\\u05EA\\u05F3\\u05F4\'"]*';

/** Titles and introductions, each before one or two words of its script. */
const ARABIC_LEAD = '(?:السيد|السيدة|الأستاذ|الأستاذة|الدكتور|الدكتورة|المهندس|المهندسة|الشيخ|آقای|خانم|دکتر|مهندس|اسمي|اسم من|نام من)';
const HEBREW_LEAD = '(?:מר|גברת|גב\'|ד"ר|דוקטור|פרופ\'|שמי|קוראים לי)';
const TITLED = new RegExp(
  `(?:${ARABIC_LEAD} (${ARABIC_WORD}(?: ${ARABIC_WORD})?)|${HEBREW_LEAD} (${HEBREW_WORD}(?: ${HEBREW_WORD})?))(?![\\u0600-\\u06FF\\u05D0-\\u05EA])`,
  'gu',
);
const RTL_LETTER = /[\u0600-\u06FF\u05D0-\u05EA]/u;

/** Words of either script after a trigger phrase of another language, one to three. */
const RUN_IN_OTHER_TEXT = new RegExp(
  `(${ARABIC_WORD}(?: ${ARABIC_WORD}){0,2}|${HEBREW_WORD}(?: ${HEBREW_WORD}){0,2})(?![\\u0600-\\u06FF\\u05D0-\\u05EA])`,
  'gu',
);

/** Every name in the Arabic or Hebrew script that a title, an introduction or a trigger phrase marks in `text`. */
export function findRtlNames(text: string): Candidate[] {
  const out: Candidate[] = [];
  // Most texts that reach the finder hold no letter of these scripts (an em dash, emoji): one test leaves them.
  if (!RTL_LETTER.test(text)) return out;
  // Where a match starts is checked in code, not with a leading lookbehind, which the regex engine would evaluate at
  // every position of the text: a title starts a word; a run after a trigger follows the space or line break the
  // phrase ends in, which `triggerBefore` checks.
  for (const m of text.matchAll(TITLED)) {
    if (m.index > 0 && RTL_LETTER.test(text[m.index - 1]!)) continue;
    const name = m[1] ?? m[2]!;
    const start = m.index + m[0].length - name.length;
    out.push({ start, end: start + name.length, score: RTL_NAME, pattern: 'rtl-titled' });
  }
  for (const m of text.matchAll(RUN_IN_OTHER_TEXT)) {
    if (triggerBefore(text, m.index) === undefined) continue;
    out.push({ start: m.index, end: m.index + m[1]!.length, score: RTL_NAME, pattern: 'rtl-after-trigger' });
  }
  return out;
}
