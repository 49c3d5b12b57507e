import type { Gazetteer } from './gazetteer';
import { capitalStarts } from '../../text/reference-starts';
import type { Candidate } from '../types';
import { PLACE_AFTER_TRIGGER } from './scores';
import { PLACE_BEFORE, TRIGGERS } from './triggers';

/**
 * Every trigger phrase ends in a preposition (`in`, `from`, `to`, `at`, `of`; `à`, `nach`, `aus`, `en`, `em`, …; any
 * case) and one space before the place: tried (sticky, it looks only behind) at each capital before the whole phrase
 * is.
 */
const PREPOSITION_BEFORE = /(?<=(?<![A-Za-z])(?:in|from|to|at|of|à|au|en|nach|aus|a|em|no|na|para|naar) )/iy;

/** A trigger phrase ending right before a place (case-insensitive: a trigger may open a sentence). */
const TRIGGER_BEFORE = new RegExp(`(?<=(?<![A-Za-z])(?:${TRIGGERS.join('|')}) (?:the (?:city|town|village|suburb|county|state|region) of )?)`, 'iy');

/** `Is Kendal` read as one name: the place is the next word, tried at its own capital. */
const IS_OR_WAS = /^(?:Is|Was) /;
/** A phrase of PLACE_BEFORE right after a place (case-insensitive). */
const PLACE_BEFORE_PHRASE = new RegExp(`(?= (?:${PLACE_BEFORE.join('|')})(?![A-Za-z]))`, 'iy');
/** The last words of the PLACE_BEFORE phrases: a text holding none is read for places after triggers only. */
const PLACE_BEFORE_LAST_WORD = /(?:town|city|village|hamlet|suburb|municipality|borough|commune|port|resort|visit|visiting|seeing|trip|detour)(?![A-Za-z])/i;

/** Whether the sticky `before` (a lookbehind) holds at `at`. */
const holdsAt = (before: RegExp, text: string, at: number): boolean => {
  before.lastIndex = at;
  return before.test(text);
};

const PLACE_WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]{1,24}";
const PARTICLE = '(?:de|del|do|da|di|du|des|la|le|van|von|der|den|am|an|im|upon|on|en|y|e|i|sur|sous)';
/** A place of one to three capitalised words, with particles: `Soto del Barco`, `Mill Village`. */
const PLACE = new RegExp(`${PLACE_WORD}(?: (?:${PARTICLE} )?${PLACE_WORD}){0,2}(?![\\p{L}\\p{M}\\p{N}])`, 'uy');

/** First words that still open a place name when the gazetteer's `notPlace` lists them. */
const PLACE_OPENERS = /^(?:Saint|Lake|Mount|North|South|East|West|New|Old|Upper|Lower|Greater|Central)$/;
/** Acronyms (`API`, `OK`) and inner capitals (`CloudMap`) name products and firms; `McAllen`, `LaSalle` are places. */
const PRODUCT_WORD = (w: string): boolean => /^\p{Lu}{2,3}$/u.test(w) || (/\p{Ll}\p{Lu}/u.test(w) && !/^(?:Mc|Mac|De|La|Le|Du|Van|O')/.test(w));
const POSSESSIVE = /^['’]s\b/;

/**
 * A capitalised name right after a residence or movement phrase, or before a phrase that only a place takes (`is a
 * small town`, `worth visiting`). `capitals`: the text's capitals not after a letter,
 * ascending (the text index's word starts; `capitalStarts` computes them plainly).
 */
export function findPlacesAfterTriggers(text: string, gazetteer: Gazetteer, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  const notPlace = gazetteer.notPlace;
  const out: Candidate[] = [];
  const placePhrases = PLACE_BEFORE_LAST_WORD.test(text);
  for (const at of capitals) {
    const afterTrigger = holdsAt(PREPOSITION_BEFORE, text, at) && holdsAt(TRIGGER_BEFORE, text, at);
    if (!afterTrigger && !placePhrases) continue;
    PLACE.lastIndex = at;
    const place = PLACE.exec(text)?.[0];
    if (place === undefined) continue;
    // Without a phrase before it, a name followed by one of PLACE_BEFORE (`Hexham is a market town`, `Is Hexham worth
    // visiting?`).
    if (!afterTrigger && (IS_OR_WAS.test(place) || !holdsAt(PLACE_BEFORE_PHRASE, text, at + place.length))) continue;
    const words = place.split(' ');
    // "Mill Village", "New Zealand" are places, but a first word like "The" or "June" means no place was named;
    // a trailing word like "Summer" ends the place early.
    if (notPlace.has(words[0]!) && (words.length === 1 || !PLACE_OPENERS.test(words[0]!))) continue;
    while (words.length > 1 && notPlace.has(words[words.length - 1]!)) words.pop();
    if (words.some(PRODUCT_WORD)) continue;
    if (POSSESSIVE.test(text.slice(at + place.length, at + place.length + 3))) continue;
    out.push({ start: at, end: at + words.join(' ').length, score: PLACE_AFTER_TRIGGER, pattern: 'place-after-trigger' });
  }
  return out;
}
