/**
 * PERSON's cost on the realistic corpus, finder by finder (`BENCH_ONLY=person npm run bench`): CPU time of each
 * finder over the normalised texts of 6,000 prompts (the view the detectors read), best of 25 rounds after a warm-up,
 * and the name-run finder with each of its run-starts implementations (functions/engine/detectors/person/run-starts.ts),
 * with the whole detector and the full catalog beside them for scale. CPU time (`process.cpuUsage`), so other work on a
 * shared machine counts less than in wall time; the rows are measured in turn, round after round.
 */
import { testCatalog } from '../helpers/catalog';
import { findPeople } from '../../functions/engine/detectors/person';
import { findLetterheadNames } from '../../functions/engine/detectors/person/letterheads';
import { personLexiconOf, type PersonLexicon } from '../../functions/engine/detectors/person/lexicon';
import { findLowerCaseNamesAfterTriggers } from '../../functions/engine/detectors/person/lower-case-after-triggers';
import { findLowerCaseNames } from '../../functions/engine/detectors/person/lower-case-names';
import { findNameLists } from '../../functions/engine/detectors/person/name-lists';
import { findNameRuns } from '../../functions/engine/detectors/person/name-runs';
import { findNamesAfterTriggers } from '../../functions/engine/detectors/person/names-after-triggers';
import { capitalsOpeningRuns, everyCapital } from '../../functions/engine/detectors/person/run-starts';
import { findSameNames } from '../../functions/engine/detectors/person/same-name';
import { findSpeakers } from '../../functions/engine/detectors/person/speakers';
import { findTitledNames } from '../../functions/engine/detectors/person/titled-names';
import { findVocatives } from '../../functions/engine/detectors/person/vocatives';
import { inspectText } from '../../functions/engine/inspect';
import { normalise } from '../../functions/engine/normalise';
import { TextIndex } from '../../functions/engine/text-index';
import { realisticCorpus } from '../helpers/realistic-corpus';
import { fullCatalogPolicy } from './catalog';

const PROMPTS = 6_000;
const ROUNDS = 25;
const SEED = 7;

const cpuMs = (fn: () => void): number => {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

export function personRows(): string[][] {
  const prompts = realisticCorpus(SEED, PROMPTS).map((p) => p.text);
  const texts = prompts.map((t) => normalise(t).text);
  const indexes = texts.map((t) => new TextIndex(t, { tables: testCatalog.tables }));
  const lexicon = personLexiconOf(testCatalog.tables);
  // The facts every row reads, computed before any row is timed (the pipeline computes them once per text).
  for (const index of indexes) {
    void index.wordStarts.capitals;
    void index.hasUpper;
  }
  const found = indexes.map((index) => findPeople(index.text, index).filter((c) => c.pattern !== 'same-name'));
  const lowerCase = indexes.filter((index) => index.wordStarts.capitals.length === 0 && !index.hasUpper);
  const each = (find: (lexicon: PersonLexicon, text: string, capitals: readonly number[]) => unknown) => () => {
    for (const index of indexes) find(lexicon, index.text, index.wordStarts.capitals);
  };
  const policy = fullCatalogPolicy();
  const cases: [string, () => void][] = [
    ['titled names', each(findTitledNames)],
    ['name runs (fast run starts)', each((lexicon, text, capitals) => findNameRuns(lexicon, text, capitals, capitalsOpeningRuns))],
    ['name runs (every capital: the reference)', each((lexicon, text, capitals) => findNameRuns(lexicon, text, capitals, everyCapital))],
    ['names after triggers', each(findNamesAfterTriggers)],
    ['name lists', each(findNameLists)],
    ['letterheads', each(findLetterheadNames)],
    ['speakers', each(findSpeakers)],
    ['vocatives', each(findVocatives)],
    ['same name (coreference)', () => indexes.forEach((index, i) => findSameNames(lexicon, index.text, found[i]!))],
    [`lower-case finders (${lowerCase.length} texts without capitals)`, () => {
      for (const index of lowerCase) {
        findLowerCaseNamesAfterTriggers(lexicon, index.text);
        findLowerCaseNames(lexicon, index.text);
      }
    }],
    ['PERSON (the detector)', () => {
      for (const index of indexes) findPeople(index.text, index);
    }],
    ['full catalog, whole pipeline (for scale)', () => {
      for (const prompt of prompts) inspectText(prompt, [policy]);
    }],
  ];
  for (const [, run] of cases) run(); // warm-up
  const best = cases.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round++) cases.forEach(([, run], i) => (best[i] = Math.min(best[i]!, cpuMs(run))));
  const chars = texts.reduce((n, t) => n + t.length, 0);
  return [
    ['finder', `CPU ms, ${PROMPTS} prompts (${(chars / 1e6).toFixed(2)} M chars), best of ${ROUNDS}`],
    ...cases.map(([name], i) => [name, best[i]!.toFixed(1)]),
  ];
}
