/**
 * Trigger phrases: after one of them a run of words names a person (`directed by`, `starring`, `follow up with`,
 * `my name is`, `dear`). They describe what people do or how they are addressed, so the run counts without a
 * lexicon hit when it is capitalised (./names-after-triggers.ts), and from a known first name on when the text has
 * no capitals (./lower-case-after-triggers.ts). Lower case, words separated by one space.
 */
const BY = [
  'directed', 'written', 'produced', 'composed', 'sung', 'performed', 'played', 'painted', 'founded', 'signed', 'authored',
  'edited', 'reviewed', 'approved', 'submitted', 'reported', 'sent', 'created', 'narrated', 'illustrated', 'translated',
  'photographed', 'interviewed', 'represented', 'coached', 'managed', 'owned',
].map((verb) => `${verb} by`);
const OF = ['son', 'daughter', 'wife', 'husband', 'widow', 'brother', 'sister', 'father', 'mother', 'friend', 'partner', 'cousin'].map((relative) => `${relative} of`);
const WITH = ['follow up', 'meet', 'met', 'speak', 'spoke', 'talk', 'talked', 'chat', 'chatted', 'check', 'checked', 'work', 'worked', 'go', 'went', 'ask', 'asked'].map((verb) => `${verb} with`);
const TO = ['speak', 'talk', 'spoke', 'talked', 'reach out', 'write', 'wrote', 'send it', 'forward it', 'give it', 'reply', 'replied'].map((verb) => `${verb} to`);
const ROLES = [
  'commenter', 'player', 'singer', 'songwriter', 'actor', 'actress', 'author', 'director', 'ceo', 'founder', 'manager',
  'patient', 'customer', 'client', 'tenant', 'employee', 'applicant', 'candidate', 'student',
];
const MY = ['friend', 'partner', 'wife', 'husband', 'son', 'daughter', 'mother', 'father', 'brother', 'sister', 'boss', 'colleague', 'neighbour', 'neighbor', 'manager'].map((relative) => `my ${relative}`);
const BEING = ['i am', "i'm", 'this is', "it's", 'it is', 'he is', 'she is', "he's", "she's"];

/** The phrases that introduce a name: the run after them needs no other evidence. */
const INTRODUCTIONS = [
  'mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'signed', 'signed,', 'named', 'called', 'calls me', 'call me', 'known as',
  'name is', 'name was', 'name:',
  // The answer right after the question in a chat transcript.
  "what's your name?", "what's your full name?", 'what is your name?', 'what is your full name?',
];

export const TRIGGER_PHRASES: readonly string[] = [
  ...BY, 'starring', 'featuring', 'assistant to', 'married to', 'engaged to', ...OF, ...WITH, ...TO,
  'said', 'says', 'told', 'asked', 'according to', ...ROLES, ...MY, ...BEING, ...INTRODUCTIONS,
  'names are', "it's under", 'is under',
  'dear', 'hi', 'hello', 'hey', 'thanks', 'thank you', 'attn', 'attn:', 'cc', 'cc:', 'regards,', 'sincerely,', 'cheers,',
];

const PHRASES: ReadonlySet<string> = new Set(TRIGGER_PHRASES);
const STRONG: ReadonlySet<string> = new Set(INTRODUCTIONS);
/** The last words of the phrases: the word before a run is one of them, or no phrase ends there. */
const LAST_WORDS: ReadonlySet<string> = new Set(TRIGGER_PHRASES.map((p) => p.slice(p.lastIndexOf(' ') + 1)));
/** The longest phrase, in words. */
const MAX_WORDS = Math.max(...TRIGGER_PHRASES.map((p) => p.split(' ').length));
/** How far back from a run its phrase is read (longer than the longest phrase with a few extra spaces). */
const WINDOW = 40;

/** The phrase's words are separated by spaces and line breaks, and one of them stands before the run. */
const SEPARATORS = /[ \n]+/;

const escape = (phrase: string): string => phrase.replace(/[.?]/g, '\\$&');

/**
 * Sticky at a run's start: a phrase's last word, in any case, and one space or line break stand right before it. Any
 * spelling whose lower case is the word matches (`K`, the Kelvin sign, matches `k`); the phrase is then read exactly.
 */
const LAST_WORD_BEFORE = new RegExp(`(?<=(?:^|[ \\n])(?:${[...LAST_WORDS].map(escape).join('|')})[ \\n])`, 'iuy');

/** A trigger phrase that introduces a name (`my name is`, `mr.`, `called`), as `triggerBefore` returns it. */
export const isIntroduction = (phrase: string): boolean => STRONG.has(phrase);

/**
 * The trigger phrase that ends one space or line break before `at`, in any case, its words separated by spaces and
 * line breaks (`Directed by\nJindřich`): the shortest one when several end there. Words are read within 40
 * characters before `at`.
 */
export function triggerBefore(text: string, at: number): string | undefined {
  const separator = text[at - 1];
  if (separator !== ' ' && separator !== '\n') return undefined;
  LAST_WORD_BEFORE.lastIndex = at;
  if (!LAST_WORD_BEFORE.test(text)) return undefined;
  const words = text.slice(Math.max(0, at - WINDOW), at - 1).toLowerCase().split(SEPARATORS);
  let phrase = '';
  for (let n = 1; n <= MAX_WORDS && n <= words.length; n++) {
    phrase = n === 1 ? words[words.length - 1]! : `${words[words.length - n]} ${phrase}`;
    if (PHRASES.has(phrase)) return phrase;
  }
  return undefined;
}

/**
 * A trigger phrase in lower-case text, not after a letter, then spaces and line breaks: the longest phrase where
 * several start at one place. Global; the name starts where a match ends.
 */
export const LOWER_CASE_TRIGGER = new RegExp(
  `(?<![A-Za-z])(?:${[...TRIGGER_PHRASES].sort((a, b) => b.length - a.length).map(escape).join('|')})[ \\n]+`,
  'g',
);
