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

/** `findings` of `text` without the PERSON findings that name public figures (see above). */
export function withoutPublicFigures(text: string, findings: PolicyFinding[], tables: Tables): PolicyFinding[] {
  if (!findings.some(isPerson)) return findings;
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

