import { locationWords, worldCities } from '../data/tables';
import { TextFeatures, merged } from './features';
import { asciiHash, codeAt, hashStep, hashesOf, isAsciiLetter, isHangulSyllable, letterAt, lowerAsciiHash } from './word-hash';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * Places (LOCATION): countries and territories by name, cities of 100,000+ inhabitants (GeoNames, see
 * ./data/world-cities.ts) and any capitalised name after a residence or movement phrase (`findPlacesInContext`).
 *
 * Countries and territories, by name. The list is not bundled: it is read once from the runtime's
 * ICU data (`Intl.DisplayNames` for every ISO 3166-1 alpha-2 code, English names, as published by Unicode
 * CLDR) plus a few common aliases. Matching is case-sensitive — `Turkey`, `TURKEY`, but not `turkey` — so
 * ordinary words stay out ("china cabinet"). Names that are more often a person's name (Chad, Jordan) or a US
 * state (Georgia) are left out. Score 0.5: a country alone is a weak quasi-identifier; a policy enables
 * LOCATION when it wants places masked.
 */

/** Not places, or more often something else. */
const EXCLUDED = new Set(['Chad', 'Jordan', 'Georgia', 'European Union', 'Eurozone', 'United Nations', 'Sark', 'Niue']);

const ALIASES = [
  'USA', 'U.S.A.', 'UK', 'U.K.', 'Czech Republic', 'Turkey', 'Ivory Coast', 'Burma', 'Holland', 'England',
  'Scotland', 'Wales', 'Northern Ireland', 'Korea', 'Republic of Korea', 'Hong Kong', 'Macau', 'Macao',
  'Palestine', 'Vatican', 'Swaziland', 'East Timor', 'Congo', 'Cape Verde', 'Cabo Verde', 'Greenland',
  '대한민국', '한국', '미국', '일본', '중국',
];

export function countryNames(): string[] {
  const names = new Set<string>(ALIASES);
  let display: Intl.DisplayNames | undefined;
  try {
    display = new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    display = undefined; // a runtime without ICU region names: aliases only
  }
  for (let a = 65; a <= 90 && display; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      let name: string | undefined;
      try {
        name = display.of(code);
      } catch {
        name = undefined;
      }
      if (!name || name === code || name.startsWith('Pseudo')) continue;
      // "Myanmar (Burma)", "Hong Kong SAR China", "Congo - Kinshasa" → the plain name.
      const plain = name.replace(/ \(.*\)$/, '').replace(/ SAR China$/, '').replace(/ - .*$/, '');
      for (const n of [plain, plain.replace(/ & /g, ' and '), plain.replace(/^St\. /, 'Saint ')]) {
        if (!EXCLUDED.has(n)) names.add(n);
      }
    }
  }
  for (const n of [...names]) if (/^[A-Z]/.test(n) && n.length > 4) names.add(n.toUpperCase());
  return [...names];
}

/** Cities of 100,000+ inhabitants (GeoNames); matched case-sensitively like the countries. */
const CITIES: ReadonlySet<string> = new Set(worldCities().filter((n) => !EXCLUDED.has(n)));

/**
 * Names grouped by their first word, longest first, so `South Africa` wins over `South Sudan`'s prefix and a
 * text is scanned once for capitalised words instead of trying every name at every position.
 */
const BY_FIRST_WORD: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const name of [...new Set([...countryNames(), ...CITIES])].sort((x, y) => y.length - x.length)) {
    const first = name.split(' ')[0]!;
    const list = map.get(first);
    if (list) list.push(name);
    else map.set(first, [name]);
  }
  return map;
})();
/** Hash pre-test of a first word (./word-hash.ts): a miss proves `BY_FIRST_WORD` has no entry for it. */
const FIRST_WORD_HASHES = hashesOf(BY_FIRST_WORD.keys(), asciiHash);
/** Every name of the gazetteer (countries and cities), as BY_FIRST_WORD holds them. */
const ALL_NAMES = [...BY_FIRST_WORD.values()].flat();
/** Hash pre-test of the names of one word: a miss proves a first word is not itself a name. */
const ONE_WORD_NAME_HASHES = hashesOf(ALL_NAMES.filter((n) => !n.includes(' ')), asciiHash);
/**
 * Hash pre-test of the names of several words up to the first character of their second word (`The H` of `The
 * Hague`): a miss proves no such name starts there. Names whose second word opens outside ASCII are left out (their
 * prefix has no asciiHash); a text with such a character there never takes the shortcut (`mayStartName`).
 */
const NAME_OPENING_HASHES = hashesOf(
  ALL_NAMES.filter((n) => n.includes(' ')).map((n) => n.slice(0, n.indexOf(' ') + 2)),
  asciiHash,
);

/**
 * Whether a name of the gazetteer may start at the ASCII word `text[at, end)` (no final marks; `h` its asciiHash),
 * a first word of some name, which an ASCII character follows: the word itself is a name, or a space and the first
 * character of a longer name's second word follow. Ordinary words that open names (`The`, of `The Hague`, before
 * `The build`) are ruled out here on char codes, without the gazetteer lookup. Exact: a name of several words
 * starts with its first word, one space and its second word (BY_FIRST_WORD splits names on the space).
 */
function mayStartName(text: string, end: number, h: number): boolean {
  if (ONE_WORD_NAME_HASHES.mayHave(h)) return true;
  if (codeAt(text, end) !== 0x20) return false;
  const next = codeAt(text, end + 1);
  // The asciiHash of `text[at, end + 2)`: `h` extended by the space and the next character.
  return next >= 0x80 || NAME_OPENING_HASHES.mayHave(hashStep(hashStep(h, 0x20), next));
}
/**
 * The first words in Hangul that WORD can match whole (two to four syllables: `한국`, `대한민국`): the only
 * Hangul words worth a lookup, found with `indexOf` (see `hangulStarts`).
 */
const HANGUL_FIRST_WORDS = [...BY_FIRST_WORD.keys()].filter((w) => /^[\uAC00-\uD7A3]{2,4}$/.test(w));
/**
 * HANGUL_FIRST_WORDS grouped by their last syllable (`국` ends `대한민국`, `한국`, `미국` and `중국`): every
 * occurrence of a word ends in an occurrence of its last syllable, so one search per syllable finds them all.
 */
const HANGUL_BY_LAST: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const w of HANGUL_FIRST_WORDS) {
    const last = w.charAt(w.length - 1);
    const list = map.get(last);
    if (list) list.push(w);
    else map.set(last, [w]);
  }
  return map;
})();

/**
 * The Hangul word starts (a syllable not after a syllable) where WORD's Hangul branch — up to four syllables,
 * greedy — reads one of HANGUL_FIRST_WORDS, in text order. At any other Hangul word start the gazetteer lookup
 * fails (and the word ends before the next start), so it is not tried: the same names as trying every start,
 * found by a native search per last syllable (`HANGUL_BY_LAST`; two for the aliases) instead of a scan of
 * every Korean text, each hit compared with the words that end in it.
 */
function hangulStarts(text: string): readonly number[] {
  let out: number[] | undefined;
  for (const [last, words] of HANGUL_BY_LAST) {
    for (let e = text.indexOf(last); e >= 0; e = text.indexOf(last, e + 1)) {
      for (const w of words) {
        const i = e + 1 - w.length;
        if (i < 0 || !text.startsWith(w, i)) continue;
        if (i > 0 && isHangulSyllable(text.charCodeAt(i - 1))) continue;
        // WORD reads min(run, 4) syllables: the word is `w` when the run stops right after it (or `w` has four).
        if (w.length < 4 && isHangulSyllable(text.charCodeAt(i + w.length))) continue;
        (out ??= []).push(i);
      }
    }
  }
  // One word per start, so no start is found twice; the syllables are searched one after another.
  return out === undefined ? [] : out.sort((a, b) => a - b);
}

/**
 * A word that may start a name: capitalised Latin (dots for `U.S.A.`) or Hangul. Sticky: tried only at the
 * capitals `TextFeatures.wordStarts` lists and at `hangulStarts`, where the lookbehind is re-checked — the
 * same words as a global scan, without a Unicode lookbehind evaluated at every position.
 */
const WORD = /(?<![\p{L}\p{M}])(?:\p{Lu}[\p{L}\p{M}.’']{0,30}|[\uAC00-\uD7A3]{2,4})/uy;

const QUALIFIER = / \(\p{Lu}\p{Ll}{2,20}\)/uy;

/** QUALIFIER's match at `at`, run only where its ` (` stands. */
function qualifierAt(text: string, at: number): RegExpExecArray | null {
  if (codeAt(text, at) !== 0x20 || codeAt(text, at + 1) !== 0x28) return null;
  QUALIFIER.lastIndex = at;
  return QUALIFIER.exec(text);
}

/**
 * Whether a lookup below may find a first word for the ASCII word that ends at `end` with its final marks (`.`,
 * `'`) from `marksAt` on, `hMarks` being the asciiHash of the word up to `marksAt`: the lookups try the word and
 * the word less each of its final marks, one at a time (`Friday.` → `Friday`), that is every prefix ending in
 * [marksAt, end], whose hashes are `hMarks` extended one character at a time. A miss in FIRST_WORD_HASHES for
 * all of them rules every lookup out.
 */
function mayLookUpFirstWord(text: string, marksAt: number, end: number, hMarks: number): boolean {
  let h = hMarks;
  for (let k = marksAt; ; k++) {
    if (FIRST_WORD_HASHES.mayHave(h)) return true;
    if (k === end) return false;
    h = hashStep(h, text.charCodeAt(k));
  }
}

/** The characters WORD takes after a name's letters (`U.S.A.`, `Côte d’`): `.`, `’` and `'`. */
const isWordEndMark = (c: number): boolean => c === 0x2e || c === 0x2019 || c === 0x27;

/**
 * The names of the gazetteer that start at a WORD match, each search resuming after the previous match (as a
 * global scan does). Tried at the capitals `TextFeatures.wordStarts` lists and at `hangulStarts`. An
 * ASCII word after an ASCII character (most of them) is measured on char codes, hashing it on the way: a word
 * of ASCII letters, dots and apostrophes followed by another ASCII character, none of whose lookups has the hash
 * of a first word of a name, is skipped without building its string (./word-hash.ts), and so is a first word
 * without final marks at which no name can start (`mayStartName`: `The build`). The regex measures the
 * rest (a word that goes on with `’` or a letter outside ASCII).
 */
function findCountries(text: string, f: TextFeatures, out: Candidate[]): void {
  const starts = f.hasHangul ? merged(f.wordStarts.capitals, hangulStarts(text)) : f.wordStarts.capitals;
  const n = text.length;
  let next = 0;
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k]!;
    if (at < next) continue;
    let end = -1;
    const c0 = text.charCodeAt(at);
    if (c0 <= 0x5a && (at === 0 || text.charCodeAt(at - 1) < 0x80)) {
      // An ASCII capital after an ASCII character (or none): what WORD takes of ASCII (letters, `.`, `'`), hashed
      // on the way. When an ASCII character follows within its 31, WORD's match is those characters. `marksAt`:
      // where the word's final marks start (after its last letter), `hMarks` the hash up to there.
      // Letters and marks in separate loops: a letter (`| 0x20` in `a`–`z`) moves `marksAt` past it.
      let h = c0;
      let e = at + 1;
      let c = e < n ? text.charCodeAt(e) : 0;
      let marksAt: number;
      let hMarks: number;
      for (;;) {
        while (((c | 0x20) - 0x61) >>> 0 < 26) {
          h = hashStep(h, c);
          c = ++e < n ? text.charCodeAt(e) : 0;
        }
        marksAt = e;
        hMarks = h;
        if (c !== 0x2e && c !== 0x27) break;
        do {
          h = hashStep(h, c);
          c = ++e < n ? text.charCodeAt(e) : 0;
        } while (c === 0x2e || c === 0x27);
        if (((c | 0x20) - 0x61) >>> 0 >= 26) break;
      }
      if (e - at <= 31 && c < 0x80) {
        end = e;
        if (!mayLookUpFirstWord(text, marksAt, end, hMarks) || (marksAt === end && !mayStartName(text, end, h))) {
          next = end;
          continue;
        }
      }
    }
    if (end < 0) {
      WORD.lastIndex = at;
      const m = WORD.exec(text);
      if (m === null) continue;
      end = at + m[0].length;
    }
    next = end;
    let word = text.slice(at, end);
    let names = BY_FIRST_WORD.get(word);
    while (names === undefined && word.length > 1 && isWordEndMark(word.charCodeAt(word.length - 1))) {
      word = word.slice(0, -1);
      names = BY_FIRST_WORD.get(word);
    }
    if (names === undefined) continue;
    for (const name of names) {
      if (!text.startsWith(name, at)) continue;
      if (letterAt(text, at + name.length)) continue;
      // A name of several words is less often something else than one word (`Tristan da Cunha`, which a
      // person finder would also read as first name + particle + surname, vs `Jersey`): 0.55.
      const score = name.includes(' ') ? 0.55 : 0.5;
      // A one-word qualifier in brackets belongs to the name: `Cyprus (Greek)`, `Korea (South)`, `Congo (Kinshasa)`.
      // It opens with ` (`: the regex runs only there.
      const q = qualifierAt(text, at + name.length);
      const stop = at + name.length + (q ? q[0].length : 0);
      out.push({ start: at, end: stop, score, pattern: CITIES.has(name) ? 'city-name' : 'country-name' });
      break;
    }
  }
}

/**
 * Phrases after which a capitalised name is a place: "lives in", "based in", "moved here from", "arrived at",
 * "travelling to", "the office in". Each names a movement or a residence, so the next name is a locality even
 * when no gazetteer knows it (most villages and suburbs). Generic `in`/`at`/`to` alone are not triggers:
 * "in January", "at Google" and "to Alice" are not places.
 */
const TRIGGERS = [
  '(?:live|lives|living|lived|based|born|located|situated|staying|stayed|residing|reside|resides|raised|settled|headquartered|stationed|resident|vacation|holiday|holidays) in',
  "(?:i am|I am|i'm|I'm|we are|we're|currently|now|here) in",
  '(?:moved|move|moving|relocated|relocating|travel|travelling|traveling|travelled|traveled|flew|fly|flying|drove|driving|going|went|returned|returning|return|came|come|comes|coming|heading|headed|emigrated|immigrated|originally|arrived|arriving|arrive|escaped|fled|commute|commuting|trip|flight|flights|ticket|tickets|visit|visiting|visited|welcome)(?: here| back| over| down| up| all the way| straight)? (?:from|to|in|at)',
  '(?:street|streets|office|offices|branch|campus|headquarters|hotel|airport|station|city|town|village|suburb|district|province|county|region|area|neighbourhood|neighborhood|outskirts|suburbs|centre|center) (?:in|of)',
  'originally from',
  'native of',
];
/**
 * A trigger phrase ending right before a capitalised word. Tested only where the word before it is `in`,
 * `from`, `to`, `at` or `of` (a set lookup), on a short window, instead of scanning every text for the whole
 * alternation. Case-insensitive: a trigger may start a sentence.
 */
const TRIGGER_END = new RegExp(`(?<![A-Za-z])(?:${TRIGGERS.join('|')}) (?:the (?:city|town|village|suburb|county|state|region) of )?$`, 'i');
const TRIGGER_LAST = new Set(['in', 'from', 'to', 'at', 'of']);
const TRIGGER_LAST_HASHES = hashesOf(TRIGGER_LAST, lowerAsciiHash);
/**
 * The last letters of TRIGGER_LAST (`n`, `m`, `o`, `t`, `f`), lower case, marked in a table of the ASCII codes:
 * one char code rules out most capitals (those after `. `), without a set lookup.
 */
const TRIGGER_LAST_ENDS = (() => {
  const marks = new Uint8Array(0x80);
  for (const w of TRIGGER_LAST) marks[w.charCodeAt(w.length - 1)] = 1;
  return marks;
})();
/**
 * The letters after the last apostrophe of every word in TRIGGER_END (`lives`, `here`, `m` of `i'm`, `city`), by
 * hash: the ASCII letters right before the space before a trigger's last word are one of them (the lookbehind
 * and the single spaces between a trigger's words fix where they start), so a miss rules the regex out.
 */
const TRIGGER_WORD_HASHES = hashesOf(
  [...TRIGGERS, 'the city town village suburb county state region of'].flatMap((t) => (t.match(/[A-Za-z']+/g) ?? []).map((w) => w.slice(w.lastIndexOf("'") + 1).toLowerCase())),
  lowerAsciiHash,
);

/**
 * Whether TRIGGER_END may match the window `text[windowStart, space + 1 + n)` that ends with a trigger's last word
 * after the space at `space`: the ASCII letters right before that space (within the window) must be a word of
 * the triggers (see TRIGGER_WORD_HASHES). Exact: a necessary condition of the regex, tested on char codes.
 */
function mayEndTrigger(text: string, space: number, windowStart: number): boolean {
  let k = space;
  while (k > windowStart && isAsciiLetter(text.charCodeAt(k - 1))) k--;
  return k < space && TRIGGER_WORD_HASHES.mayHave(lowerAsciiHash(text, k, space));
}

const PLACE_WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]{1,24}";
const PARTICLE = '(?:de|del|do|da|di|du|des|la|le|van|von|der|den|am|an|im|upon|on|en|y|e|i|sur|sous)';
/** Capitalised words that follow a trigger without naming a place (./data/location-words.ts). */
const NOT_PLACE: ReadonlySet<string> = new Set(locationWords().notPlace);
const PLACE_AFTER_TRIGGER = new RegExp(`${PLACE_WORD}(?: (?:${PARTICLE} )?${PLACE_WORD}){0,2}(?![\\p{L}\\p{M}\\p{N}])`, 'uy');

function findPlacesInContext(text: string, f: TextFeatures, out: Candidate[]): void {
  // Every capital right after a space (a capital after a letter is not a word start).
  for (const at of f.wordStarts.capitals) {
    if (codeAt(text, at - 1) !== 32) continue;
    const end = codeAt(text, at - 2) | 0x20;
    if (end >= 0x80 || TRIGGER_LAST_ENDS[end] === 0) continue;
    const c = { index: at };
    // The word before (a trigger's last word has at most 4 letters): a bounded walk back, not `lastIndexOf`,
    // which would scan to the text's start on every capital of a text without spaces before it.
    let from = c.index - 2;
    while (from >= 0 && c.index - 1 - from <= 5 && text.charCodeAt(from) !== 32) from--;
    from++;
    if (c.index - 1 - from > 4) continue;
    const h = lowerAsciiHash(text, from, c.index - 1);
    if (h >= 0 && !TRIGGER_LAST_HASHES.mayHave(h)) continue;
    // The word before a trigger's last word, on char codes, before the string test of that last word: most
    // `in`, `to`, `from` before a capital (`churn in Europe`) follow no trigger. Both are necessary conditions.
    const windowStart = Math.max(0, c.index - 64);
    if (!mayEndTrigger(text, from - 1, windowStart)) continue;
    if (!TRIGGER_LAST.has(text.slice(from, c.index - 1).toLowerCase()) || !TRIGGER_END.test(text.slice(windowStart, c.index))) continue;
    PLACE_AFTER_TRIGGER.lastIndex = c.index;
    const m = PLACE_AFTER_TRIGGER.exec(text);
    if (!m) continue;
    let place = m[0];
    const words = place.split(' ');
    // "Mill Village", "New Zealand" are places, but a first word like "The" or "June" means no place was named;
    // a trailing word like "Summer" ends the place early.
    if (NOT_PLACE.has(words[0]!) && words.length === 1) continue;
    if (NOT_PLACE.has(words[0]!) && !/^(?:Saint|Lake|Mount|North|South|East|West|New|Old|Upper|Lower|Greater|Central)$/.test(words[0]!)) continue;
    while (words.length > 1 && NOT_PLACE.has(words[words.length - 1]!)) words.pop();
    // Acronyms (`API`, `OK`), inner capitals (`CloudMap`) and possessives (`Google's`) name products and firms.
    if (words.some((w) => /^\p{Lu}{2,3}$/u.test(w) || (/\p{Ll}\p{Lu}/u.test(w) && !/^(?:Mc|Mac|De|La|Le|Du|Van|O')/.test(w)))) continue;
    if (/^['’]s\b/.test(text.slice(m.index + place.length, m.index + place.length + 3))) continue;
    place = words.join(' ');
    const start = m.index;
    out.push({ start, end: start + place.length, score: 0.55, pattern: 'place-after-trigger' });
  }
}

/**
 * Text typed without any capital ("we moved here from tunisia", "we returned to kiel"): a country or city of the
 * gazetteer right after a trigger phrase. Without the trigger a lower-case word is too often an ordinary one
 * (`turkey`, `nice`, `reading`).
 */
const LOWER_TRIGGERED = new RegExp(`(?<![a-z])(?:${TRIGGERS.join('|')}) ((?:[a-z][a-z'’-]{1,24})(?: [a-z][a-z'’-]{1,24}){0,3})`, 'g');

function* findLowerCasePlaces(text: string): Generator<Candidate> {
  for (const m of text.matchAll(LOWER_TRIGGERED)) {
    const words = m[1]!.split(' ');
    const start = m.index + m[0].length - m[1]!.length;
    // The longest gazetteer name the words start with, title-cased (`south africa` → `South Africa`).
    for (let n = words.length; n >= 1; n--) {
      const name = words.slice(0, n).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
      if (BY_FIRST_WORD.get(name.split(' ')[0]!)?.includes(name)) {
        yield { start, end: start + words.slice(0, n).join(' ').length, score: 0.55, pattern: 'place-after-trigger-lower' };
        break;
      }
    }
  }
}

function findLocations(text: string, f: TextFeatures = new TextFeatures(text)): Iterable<Candidate> {
  // Lower-case places follow a trigger phrase, which ends in a space.
  if (f.wordStarts.capitals.length === 0 && !f.hasUpper) return f.hasChar(' ') ? findLowerCasePlaces(text) : [];
  const out: Candidate[] = [];
  findCountries(text, f, out);
  findPlacesInContext(text, f, out);
  return out;
}

export const location: Detector = {
  id: 'location',
  entity: 'LOCATION',
  // Lower-case places after a trigger (`findLowerCasePlaces`) need a run of ASCII letters.
  prefilter: (text, f) => f.hasAsciiUpper || f.alnumRun >= 2 || (f.hasNonAscii && /[\p{Lu}\uAC00-\uD7A3]/u.test(text)),
  patterns: [],
  find: findLocations,
  context: ['live in', 'lives in', 'from', 'moved to', 'born in', 'address', 'country', 'located in', '거주', '주소'],
};

/** location's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const locationExamples = (): DetectorExamples => ({
  positive: [
    { text: 'She moved here from Czech Republic last year', values: ['Czech Republic'] },
    { text: 'I am cambodian but I live in United Kingdom.', values: ['United Kingdom'] },
    { text: 'OULU\n\n Finland 80896', values: ['Finland'] },
    { text: 'South Africa was super fun', values: ['South Africa'] },
    { text: 'Cyprus (Greek) and Tristan da Cunha', values: ['Cyprus (Greek)', 'Tristan da Cunha'] },
    // Names whose first word holds dots: the word is read through them (`St.`, `U.S.A.`).
    { text: 'Prices in St. Louis rose, and sales in the U.S.A. grew', values: ['St. Louis', 'U.S.A.'] },
    { text: 'we moved here from tunisia, then we returned to south africa by helicopter', values: ['tunisia', 'south africa'] },
    { text: 'The meeting moved from Rotterdam to Budapest', values: ['Rotterdam', 'Budapest'] },
    { text: 'She is based in KURZENKIRCHEN. We arrived at Khandallah this morning', values: ['KURZENKIRCHEN', 'Khandallah'] },
    { text: 'we returned to Mill Village by helicopter', values: ['Mill Village'] },
    { text: "I'm Ann, originally from Soto del Barco, and I live in Zuoz", values: ['Soto del Barco', 'Zuoz'] },
  ],
  negative: ['we moved to AWS Lambda and went to CloudMap', 'I moved to Python last year', 'She lives in June Street', 'we went to The Office party', 'a china cabinet and a turkey sandwich', 'Chad and Jordan met in Georgia', 'Frances went home', 'Indiana', 'we had turkey in nice weather', 'i moved to python last year'],
});
