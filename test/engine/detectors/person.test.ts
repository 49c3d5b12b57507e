import { testCatalog } from '../../helpers/catalog';
import fc from 'fast-check';
import { person } from '../../../functions/engine/detectors/person';
import { findLetterheadNames } from '../../../functions/engine/detectors/person/letterheads';
import { buildPersonLexicon, personLexiconOf, type ReadTable } from '../../../functions/engine/detectors/person/lexicon';
import { findLowerCaseNamesAfterTriggers } from '../../../functions/engine/detectors/person/lower-case-after-triggers';
import { findNameLists } from '../../../functions/engine/detectors/person/name-lists';
import { findNameRuns } from '../../../functions/engine/detectors/person/name-runs';
import { findNamesAfterTriggers } from '../../../functions/engine/detectors/person/names-after-triggers';
import { capitalsOpeningRuns, everyCapital } from '../../../functions/engine/detectors/person/run-starts';
import { findTitledNames } from '../../../functions/engine/detectors/person/titled-names';
import { INTRODUCTIONS, TRIGGER_PHRASES } from '../../../functions/engine/detectors/person/triggers';
import type { TableName, TableTypes } from '../../../functions/engine/data/tables';
import { TextIndex } from '../../../functions/engine/text-index';
import { describeDetector } from '../../helpers/detector-conformance';

describeDetector(person);

/** Names, near misses and the characters around them, in several scripts. */
const PIECES = [
  'Mr. ', 'Ms ', 'Dr ', 'Prof. ', 'Isaac', 'Heath', 'Margaret', ' S. ', ' J ', ' A. ', 'Stouffer', 'Kaczmarek', 'Szöllösy',
  'Krisztián', ' van ', ' de ', ' da ', 'Berg', 'Joost', ' ', ' ', ', ', ' and ', '\n', '\n\n', ': ', '!', '?', '.', 'directed by ',
  'Directed by ', 'my name is ', 'follow up with ', 'Dear ', 'ms. ', 'The ', 'Will', 'May', 'Street', 'Hospital', 'Avenida ',
  '541 ', 'IRA', 'a ', 'the ', 'Roth', 'Jacob', ' lives', 'Vasquez', 'Becker', 'Kónya', 'Phone: 555 0100', "O'Brien", "'s",
  'Smith', 'Schulz', 'Ivanov', 'São', 'Ω', '𝐀', '한국', 'é', '\u0301', '5', "I'm ", 'called ', 'Name: ', 'İ', 'Kelvin\u212A',
];
/** The lexicon of the test catalog, as the detector builds it. */
const lexicon = personLexiconOf(testCatalog.tables);
const texts = fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }).map((parts) => parts.join(''));

describe('the capitals the finders read', () => {
  // The detector hands the finders the text index's capitals; by default they compute them with the plain
  // reference (text/reference-starts.ts). Both must find the same names, in any script.
  it.each([
    ['titled names', findTitledNames],
    ['name runs', findNameRuns],
    ['names after triggers', findNamesAfterTriggers],
    ['name lists', findNameLists],
  ] as const)('%s: the same names from the index and from the reference', (_name, find) => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(find(lexicon, text, new TextIndex(text).wordStarts.capitals)).toEqual(find(lexicon, text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('where name runs are read (run-starts.ts)', () => {
  it('the fast path finds what the reference (every capital) finds', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const capitals = new TextIndex(text).wordStarts.capitals;
        expect(findNameRuns(lexicon, text, capitals, capitalsOpeningRuns)).toEqual(findNameRuns(lexicon, text, capitals, everyCapital));
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves out capitals that open no reported run', () => {
    // `Heath` alone is no first name (the run from `Isaac` covers it); `Roth` is a first name of the lexicon.
    const text = 'The report is done. Please send SQL to Isaac Heath and Roth now.';
    const capitals = new TextIndex(text).wordStarts.capitals;
    const kept = capitalsOpeningRuns(lexicon, text, capitals).map((at) => text.slice(at, at + 5));
    expect(kept).toEqual(['Isaac', 'Roth ']);
  });
});

describe('trigger phrases', () => {
  it('no phrase is the last words of another of the other kind, so the kind does not depend on which is read', () => {
    for (const longer of TRIGGER_PHRASES) {
      for (const shorter of TRIGGER_PHRASES) {
        if (longer !== shorter && longer.endsWith(` ${shorter}`)) expect(INTRODUCTIONS.includes(longer)).toBe(INTRODUCTIONS.includes(shorter));
      }
    }
  });

  it.each([
    ['Directed by\nJindřich Holinka', ['Jindřich Holinka', 'after-trigger']],
    ['WHAT IS YOUR FULL NAME? Ana Lima', ['Ana Lima', 'introduced-name']],
    ['we  met\n with Isaac Heath', ['Isaac Heath', 'after-trigger']],
  ])('%j', (text, [value, pattern]) => {
    expect(findNamesAfterTriggers(lexicon, text).map((c) => [text.slice(c.start, c.end), c.pattern])).toEqual([[value, pattern]]);
  });

  it('one space or line break, no more, stands between a phrase and its name', () => {
    expect(findNamesAfterTriggers(lexicon, 'we met with  Isaac Heath')).toEqual([]);
  });

  it('lower-case text: the name after an introduction of one space', () => {
    const text = "i'm naomi and this is olga";
    expect(findLowerCaseNamesAfterTriggers(lexicon, text).map((c) => text.slice(c.start, c.end))).toEqual(['naomi', 'olga']);
  });
});

describe('letterheads', () => {
  it('a name line at a paragraph start, after list markers, above contact details', () => {
    const text = 'Thanks.\n\n- Satu Elomo\nHead of Sales\nPhone: 555 0100';
    expect(findLetterheadNames(lexicon, text).map((c) => text.slice(c.start, c.end))).toEqual(['Satu Elomo']);
    expect(findLetterheadNames(lexicon, 'Thanks.\nSatu Elomo\nPhone: 555 0100')).toEqual([]);
  });
});

describe('buildPersonLexicon', () => {
  const TABLES: Partial<{ [N in TableName]: TableTypes[N] }> = {
    'first-names-en': { female: ['Grace', 'Olga'], male: ['Isaac'] },
    'us-census-first-names': ['NAOMI'],
    'us-census-surnames': ['heath', 'ryan'],
    'english-words': ['contact', 'describe'],
    'person-words': {
      ambiguous: ['grace'],
      runOpeners: ['the'],
      notSurname: ['street'],
      surnameSuffixes: ['ov', 'ski'],
      notNameWord: ['and'],
      notSpeaker: ['note'],
    },
  };
  const readTable: ReadTable = (name) => {
    const table = TABLES[name];
    if (table === undefined) throw new Error(`no table ${name}`);
    return table as TableTypes[typeof name];
  };

  it('builds lower-case sets from the tables it is given, ambiguous first names left out', () => {
    const lexicon = buildPersonLexicon(readTable);
    expect([...lexicon.firstNames].sort()).toEqual(['isaac', 'naomi', 'olga']);
    expect(lexicon.ambiguous.has('grace')).toBe(true);
    expect(lexicon.surnames.has('heath')).toBe(true);
    expect(lexicon.surnameSuffix.test('Ivanov')).toBe(true);
    expect(lexicon.surnameSuffix.test('Ivano')).toBe(false);
    expect(lexicon.commonWords.has('describe')).toBe(true);
  });

  it('is pure: the same tables give the same lexicon', () => {
    expect(buildPersonLexicon(readTable)).toEqual(buildPersonLexicon(readTable));
  });
});
