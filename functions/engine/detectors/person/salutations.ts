import type { Candidate } from '../types';
import type { PersonLexicon } from './lexicon';
import { capitalStarts } from '../../text/reference-starts';
import { SALUTATION as SCORE } from './scores';
import { WORD } from './shapes';

/**
 * Greetings that open a letter or a message, in English, German, French, Spanish, Portuguese, Italian and Dutch.
 * Titles after them (`Dear Mr. …`, `Sehr geehrte Frau …`) are read by ./titled-names.ts.
 */
const GREETINGS = [
  'Dear', 'Hi', 'Hello', 'Hey', 'Liebe', 'Lieber', 'Hallo', 'Moin', 'Bonjour', 'Bonsoir', 'Salut', 'Cher', 'Chère',
  'Hola', 'Querido', 'Querida', 'Estimado', 'Estimada', 'Olá', 'Oi', 'Prezado', 'Prezada', 'Ciao', 'Caro', 'Cara',
  'Gentile', 'Buongiorno', 'Beste', 'Geachte', 'Hoi',
];

/**
 * A greeting (sticky, tried at each capital not after a letter), then one or two capitalised words, then `,`, `:`, `!`
 * or the line's end: the person the message is addressed to (`Bonjour Julien,`, `Hola Javier:`, `Hi Thandeka!`). The
 * name is group 1.
 */
const SALUTATION = new RegExp(`(?:${GREETINGS.join('|')}) (${WORD}(?: ${WORD})?)(?=[ \\t]*(?:[,:!]|\\n|$))`, 'uy');

/**
 * Words that greet a group or a role, not a person (`Hi team,`, `Hallo zusammen`, `Hola equipo`), or close a letter
 * (`Liebe Grüße,`), in any case. English common words (`Hello World!`, `Dear Customer,`) and the lexicon's run
 * openers (`Sir`, `Madame`) are left out too.
 */
const GROUPS = new Set([
  'team', 'all', 'everyone', 'everybody', 'folks', 'guys', 'there', 'world', 'zusammen', 'leute', 'kolleginnen', 'kollegen',
  'kollege', 'kollegin', 'équipe', 'tous', 'toutes', 'collègues', 'equipo', 'todos', 'todas', 'amigos', 'amigas',
  'compañeros', 'pessoal', 'equipe', 'colegas', 'tutti', 'colleghi', 'ragazzi', 'iedereen', 'allemaal', 'collega', "collega's",
  // Closings that open with the same words (`Liebe Grüße,`, `Beste groeten,`).
  'grüße', 'grüsse', 'gruß', 'wünsche', 'groeten', 'wensen',
]);

/**
 * The person a letter or message greets (SALUTATION), whether or not the lexicon knows the name. `capitals`: the
 * text's capitals not after a letter, ascending (the text index's word starts; `capitalStarts` computes them plainly).
 */
export function findSalutations(lexicon: PersonLexicon, text: string, capitals: readonly number[] = capitalStarts(text)): Candidate[] {
  const { ambiguous, commonWords, runOpeners } = lexicon;
  const out: Candidate[] = [];
  for (const at of capitals) {
    SALUTATION.lastIndex = at;
    const m = SALUTATION.exec(text);
    if (m === null) continue;
    const name = m[1]!;
    const first = name.slice(0, name.includes(' ') ? name.indexOf(' ') : name.length).toLowerCase();
    if (GROUPS.has(first) || runOpeners.has(first) || ambiguous.has(first) || commonWords.has(first)) continue;
    const start = at + m[0].length - name.length;
    out.push({ start, end: start + name.length, score: SCORE, pattern: 'salutation' });
  }
  return out;
}
