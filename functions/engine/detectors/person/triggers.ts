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
const WITH = [
  'follow up', 'meet', 'met', 'speak', 'spoke', 'talk', 'talked', 'chat', 'chatted', 'check', 'checked', 'work', 'worked', 'go', 'went', 'ask', 'asked',
  // A call or an appointment is had with a person (`schedule a call with`, `an appointment with`).
  'a call', 'a phone call', 'a video call', 'an appointment', 'an interview',
].map((verb) => `${verb} with`);
const TO = [
  'speak', 'talk', 'spoke', 'talked', 'reach out', 'write', 'wrote', 'send it', 'forward it', 'give it', 'reply', 'replied',
  'send this', 'forward this', 'give this', 'pass this', 'pass it', 'hand this', 'hand it', 'send them', 'forward them', 'introduce me',
].map((verb) => `${verb} to`);
const ROLES = [
  'commenter', 'player', 'singer', 'songwriter', 'actor', 'actress', 'author', 'director', 'ceo', 'founder', 'manager',
  'patient', 'customer', 'client', 'tenant', 'employee', 'applicant', 'candidate', 'student',
];
/** A form's or record's label naming a person: `Patient: …`, `Passenger: …` (a role with its colon). */
const LABELS = [...ROLES.slice(ROLES.indexOf('patient')), 'guest', 'passenger', 'traveller', 'traveler', 'attendee', 'member', 'resident', 'recipient', 'contact person', 'next of kin', 'guardian']
  .map((role) => `${role}:`);
const MY = ['friend', 'partner', 'wife', 'husband', 'son', 'daughter', 'mother', 'father', 'brother', 'sister', 'boss', 'colleague', 'neighbour', 'neighbor', 'manager'].map((relative) => `my ${relative}`);
const BEING = ['i am', "i'm", 'this is', "it's", 'it is', 'he is', 'she is', "he's", "she's"];

/** The phrases that introduce a name: the run after them needs no other evidence. */
export const INTRODUCTIONS: readonly string[] = [
  'mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'signed', 'signed,', 'named', 'called', 'calls me', 'call me', 'known as',
  'named him', 'named her', 'call him', 'call her', 'called him', 'called her',
  // Titles written in lower case mid-sentence in other languages (`à monsieur Dupont`, `el sr. Pérez`).
  'monsieur', 'madame', 'sr.', 'sra.', 'srta.', 'señor', 'señora', 'signor', 'signora', 'dott.', 'meneer', 'mevrouw',
  'name is', 'name was', 'name:',
  // The answer right after the question in a chat transcript.
  "what's your name?", "what's your full name?", 'what is your name?', 'what is your full name?',
];

export const TRIGGER_PHRASES: readonly string[] = [
  ...BY, 'starring', 'featuring', 'assistant to', 'married to', 'engaged to', ...OF, ...WITH, ...TO,
  'said', 'says', 'told', 'asked', 'according to', ...ROLES, ...LABELS, ...MY, ...BEING, ...INTRODUCTIONS,
  'names are', "it's under", 'is under',
  'dear', 'hi', 'hello', 'hey', 'thanks', 'thank you', 'attn', 'attn:', 'cc', 'cc:', 'regards,', 'sincerely,', 'cheers,',
];

const escape = (phrase: string): string => phrase.replace(/[.?]/g, '\\$&');

/**
 * Sticky at a run's start (a lookbehind only): one of `phrases`, in any case, its words separated by spaces and line
 * breaks, not after another word, then one space or line break.
 */
const phraseBefore = (phrases: readonly string[]): RegExp =>
  new RegExp(`(?<=(?:^|[ \\n])(?:${phrases.map((p) => escape(p).replace(/ /g, '[ \\n]+')).join('|')})[ \\n])`, 'iuy');

/** The phrases' last words (`by`, `with`, `said`): a cheaper first test, most capitals follow none of them. */
const LAST_WORD_BEFORE = phraseBefore([...new Set(TRIGGER_PHRASES.map((p) => p.slice(p.lastIndexOf(' ') + 1)))]);
const ANY_BEFORE = phraseBefore(TRIGGER_PHRASES);
const INTRODUCTION_BEFORE = phraseBefore(INTRODUCTIONS);

const SPACE = 0x20;
const LINE_FEED = 0x0a;

/** What stands before a run: an introduction (the run is a name as it stands), or another trigger phrase. */
export type Trigger = 'introduction' | 'trigger';

/**
 * The trigger phrase that ends one space or line break before `at` (`Directed by\nJindřich`, `my name is Borna`), if
 * any. No phrase is the last words of another that differs in kind (test/engine/detectors/person.test.ts), so the
 * kind does not depend on which of them is read.
 */
export function triggerBefore(text: string, at: number): Trigger | undefined {
  const separator = text.charCodeAt(at - 1);
  if (separator !== SPACE && separator !== LINE_FEED) return undefined;
  LAST_WORD_BEFORE.lastIndex = at;
  if (!LAST_WORD_BEFORE.test(text)) return undefined;
  ANY_BEFORE.lastIndex = at;
  if (!ANY_BEFORE.test(text)) return undefined;
  INTRODUCTION_BEFORE.lastIndex = at;
  return INTRODUCTION_BEFORE.test(text) ? 'introduction' : 'trigger';
}

/**
 * A trigger phrase in lower-case text, not after a letter, then spaces and line breaks: the longest phrase where
 * several start at one place. Global; the name starts where a match ends.
 */
export const LOWER_CASE_TRIGGER = new RegExp(
  `(?<![A-Za-z])(?:${[...TRIGGER_PHRASES].sort((a, b) => b.length - a.length).map(escape).join('|')})[ \\n]+`,
  'g',
);
