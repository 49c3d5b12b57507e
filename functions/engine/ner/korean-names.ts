import type { NerToken } from './features';
import { HANGUL_DOUBLE_SURNAMES, HANGUL_GIVEN_NAME_SYLLABLES, HANGUL_SURNAMES } from './lexicon';

/**
 * Whether a name written in Hangul has the shape of a Korean full name: a family name (`김`, `남궁`) and one or two
 * given-name syllables (HANGUL_GIVEN_NAME_SYLLABLES), three or four syllables in all, a space after the family name
 * allowed (`김 민수`). Common nouns of two or three syllables stand where names stand in Korean sentences (`금액이`,
 * `진통제를`) and the model reads many of them as names; a two-syllable name (`민수`, `김구`) is left to the PERSON
 * rules, which read it beside a title or a name word (`민수 씨`, `이름: 민수`).
 */
export function koreanFullName(name: string): boolean {
  const s = name.replace(' ', '');
  if (!HANGUL_NAME.test(s)) return false;
  const family = s.length === 4 && HANGUL_DOUBLE_SURNAMES.has(s.slice(0, 2)) ? 2 : HANGUL_SURNAMES.has(s.charAt(0)) ? 1 : 0;
  if (family === 0 || s.length - family !== 2) return false;
  return HANGUL_GIVEN_NAME_SYLLABLES.has(s.charAt(family)) && HANGUL_GIVEN_NAME_SYLLABLES.has(s.charAt(family + 1));
}
const HANGUL_NAME = /^\p{Script=Hangul}{3,4}$/u;

/** One-syllable particles that are also frequent last syllables of given names (`수아`, `다은`). */
const NAME_FINAL_PARTICLES: ReadonlySet<string> = new Set(['아', '은']);

/**
 * Where a name read in Hangul (`name`, ending at `end`) ends, or −1 when it is no Korean full name. A name whose
 * last syllable is also a particle is tokenized as a stem and that particle (`신수아` → `신수` + `아`, ./features.ts
 * `nerTokens`): a stem with one of NAME_FINAL_PARTICLES glued after it (`next`) that together make a full name ends
 * after that particle.
 */
export function koreanNameEnd(name: string, end: number, next: NerToken | undefined): number {
  if (koreanFullName(name)) return end;
  if (next === undefined || next.start !== end || !NAME_FINAL_PARTICLES.has(next.word)) return -1;
  return koreanFullName(name + next.word) ? next.end : -1;
}
