import type { Candidate } from '../types';
import { isGazetteerName, type Gazetteer } from './gazetteer';
import { PLACE_AFTER_TRIGGER } from './scores';
import { TRIGGERS } from './triggers';

/**
 * Text typed without any capital ("we moved here from tunisia", "we returned to kiel"): a country or city of the
 * gazetteer right after a trigger phrase. Without the trigger a lower-case word is too often an ordinary one
 * (`turkey`, `nice`, `reading`).
 */
const LOWER_TRIGGERED = new RegExp(`(?<![a-z])(?:${TRIGGERS.join('|')}) ((?:[a-z][a-z'’-]{1,24})(?: [a-z][a-z'’-]{1,24}){0,3})`, 'g');

const titleCase = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

export function findLowerCasePlaces(text: string, gazetteer: Gazetteer): Candidate[] {
  const out: Candidate[] = [];
  for (const m of text.matchAll(LOWER_TRIGGERED)) {
    const words = m[1]!.split(' ');
    const start = m.index + m[0].length - m[1]!.length;
    // The longest gazetteer name the words start with, title-cased (`south africa` → `South Africa`).
    for (let n = words.length; n >= 1; n--) {
      if (isGazetteerName(gazetteer, words.slice(0, n).map(titleCase).join(' '))) {
        out.push({ start, end: start + words.slice(0, n).join(' ').length, score: PLACE_AFTER_TRIGGER, pattern: 'place-after-trigger-lower' });
        break;
      }
    }
  }
  return out;
}
