import type { Tables } from './data/tables';
import type { PolicyFinding } from './policies/types';

/**
 * Public figures discussed as a topic ("Write an essay on Charles Dickens's early life") are not the personal
 * data of whoever writes the prompt, and masking them takes away what the model is asked about. A PERSON finding
 * is dropped when it names a well-known person in full — a name of the `public-figures` table (WordNet's named
 * people, less commonplace names such as `John Smith`; bin/pack-data.ts `publicFigures`) — or repeats the last word
 * of such a name found in the same text (`Einstein` after `Albert Einstein`).
 *
 * Only in a text that holds nothing else identifying: when any finding besides PERSON, LOCATION and AGE is
 * reported in it (an e-mail address, a phone number, an ID number, a street address, an operator's custom rule or
 * deny-list phrase), every name stays masked — a patient or customer who shares a famous name is still a patient
 * or customer. A policy keeps them all masked with `publicFigures: 'mask'` (./policies/pii-schema.ts).
 */
type PublicFigures = ReadonlySet<string>;

/** The table's names as a set, built once per catalog. */
const publicFiguresOf = (tables: Tables): PublicFigures => tables.derived(buildPublicFigures);

function buildPublicFigures(tables: Tables): PublicFigures {
  return new Set(tables.read('public-figures').names);
}

/** Entities whose findings leave a text without anything identifying beside the names. */
const NOT_IDENTIFYING: ReadonlySet<string> = new Set(['PERSON', 'LOCATION', 'AGE']);

const isPerson = (f: PolicyFinding) => f.ruleType === 'ENTITY' && f.ruleName === 'PERSON';

/**
 * AI assistants that prompts address by name. Addressed — a greeting or a sentence's start before the name, and `,`,
 * `!` or `:` after it (`Hey Claude, draft …`, `Gemini, summarise …`) — the name is the assistant's, not a person's,
 * whatever else the text holds. A person of the same name is still reported (`my colleague Claude`, `Alexa Chung`).
 */
const ASSISTANTS: ReadonlySet<string> = new Set(['Alexa', 'Bard', 'ChatGPT', 'Claude', 'Copilot', 'Cortana', 'Gemini', 'Grok', 'Siri']);
const ADDRESSED_BEFORE = /(?:^|\n|[.!?]\s+|(?:^|\s)(?:[Hh]i|[Hh]ey|[Hh]ello|[Dd]ear|OK|[Oo]kay|[Tt]hanks,?)\s+)$/u;
const ADDRESSED_AFTER = /^[,!:]/u;

const addressedAssistant = (text: string, f: PolicyFinding): boolean =>
  ASSISTANTS.has(text.slice(f.start, f.end)) && ADDRESSED_BEFORE.test(text.slice(Math.max(0, f.start - 12), f.start)) && ADDRESSED_AFTER.test(text.slice(f.end, f.end + 1));

/** `findings` of `text` without the PERSON findings that name public figures or an addressed AI assistant (see above). */
export function withoutPublicFigures(text: string, all: PolicyFinding[], tables: Tables): PolicyFinding[] {
  if (!all.some(isPerson)) return all;
  const findings = all.filter((f) => !isPerson(f) || !addressedAssistant(text, f));
  if (findings.some((f) => f.ruleType !== 'ENTITY' || !NOT_IDENTIFYING.has(f.ruleName))) return findings;
  const figures = publicFiguresOf(tables);
  const valueOf = (f: PolicyFinding) => text.slice(f.start, f.end).replace(/\s+/g, ' ');
  const named = findings.filter((f) => isPerson(f) && figures.has(valueOf(f)));
  if (named.length === 0) return findings;
  const lastWords = new Set(named.map((f) => valueOf(f).split(' ').at(-1)!));
  return findings.filter((f) => {
    if (!isPerson(f)) return true;
    const value = valueOf(f);
    return !figures.has(value) && !lastWords.has(value);
  });
}
