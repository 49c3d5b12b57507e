/**
 * `npm run eval`'s name-model section: what the learned model adds to the rules, on text written for this project
 * (no evaluation set is read here).
 *
 * 1. The differential corpus (the realistic corpus of test/helpers, seed 2101, 1,500 texts, as
 *    test/engine/differential.test.ts reads it): the PERSON, LOCATION and STREET_ADDRESS findings of the full
 *    catalog with the model and not without it (`nameModel` true and false), split into planted values (the finding
 *    and a planted value hold one another) and other text ("non-names").
 * 2. Lone uncommon first names: 20 first names the engine's name lists do not hold, each alone in 16 everyday frames
 *    (`Ask Natasja for the receipts.`), against 10 product names in the same frames; the share whose name a PERSON or
 *    LOCATION finding covers.
 */
import type { CompiledPolicy } from '../../functions/engine/policies/types';
import { realisticCorpus } from '../helpers/realistic-corpus';
import { catalogPolicy } from './eval-frames';

const NAME_TYPES = new Set(['PERSON', 'LOCATION', 'STREET_ADDRESS']);

const UNCOMMON_FIRST_NAMES = [
  'Natasja', 'Gunnhild', 'Ingvild', 'Thandeka', 'Radka', 'Oddrun', 'Zbigniew', 'Sigrún', 'Aoife', 'Chidera', 'Nkechi',
  'Eero', 'Wiremu', 'Anahera', 'Kalani', 'Bolat', 'Aigerim', 'Dilnoza', 'Yerlan', 'Tamar',
];
const PRODUCTS = ['Grafana', 'Terraform', 'Zendesk', 'Postgres', 'Kubernetes', 'Figma', 'Jenkins', 'Salesforce', 'Tableau', 'Airflow'];
/** `{N}`: the word tried; `{M}`: another word of the same list. */
const FRAMES = [
  'Ask {N} for the receipts.', 'Tell {N} the invoice is late.', '{N}, can you check this?', '{N} wrote the report.',
  'Why is {N} so slow today?', 'Please thank {N} for the slides.', 'I met {N} yesterday.', 'Can you email {N} about the refund?',
  '{N} will join the call on Monday.', 'Forward this to {N}.', 'Remind {N} about the deadline.', 'Compare {N} and {M}.',
  'Is {N} available this afternoon?', 'We need {N} to approve this.', 'Summarise what {N} said in the thread.',
  'Ping {N} when the build is green.',
];

function differential(withModel: CompiledPolicy, rulesAlone: CompiledPolicy): string {
  const counts = new Map<string, { planted: number; other: number }>();
  for (const p of realisticCorpus(2101, 1500)) {
    const key = (f: { ruleName: string; start: number; end: number }) => `${f.ruleName}@${f.start}-${f.end}`;
    const before = new Set(rulesAlone.inspect(p.text).map(key));
    for (const f of withModel.inspect(p.text)) {
      if (!NAME_TYPES.has(f.ruleName) || before.has(key(f))) continue;
      const value = p.text.slice(f.start, f.end);
      const c = counts.get(f.ruleName) ?? { planted: 0, other: 0 };
      if (p.planted.some((v) => v.value.includes(value) || value.includes(v.value))) c.planted++;
      else c.other++;
      counts.set(f.ruleName, c);
    }
  }
  return [...NAME_TYPES].map((t) => `${t} ${counts.get(t)?.other ?? 0} non-names / ${counts.get(t)?.planted ?? 0} planted`).join(', ');
}

function loneNames(policy: CompiledPolicy, words: readonly string[]): string {
  let found = 0;
  let tried = 0;
  for (const frame of FRAMES) {
    words.forEach((word, i) => {
      const text = frame.replace('{N}', word).replace('{M}', words[(i + 3) % words.length]!);
      tried++;
      if (policy.inspect(text).some((f) => (f.ruleName === 'PERSON' || f.ruleName === 'LOCATION') && text.slice(f.start, f.end).includes(word))) found++;
    });
  }
  return `${found}/${tried} (${((100 * found) / tried).toFixed(1)} %)`;
}

export function runNameModelEval(): void {
  const withModel = catalogPolicy('eval-name-model-true', true);
  console.log('\n== name model (text written for this project) ==');
  console.log(`Differential corpus (seed 2101, 1,500 texts), findings with the model and not without: ${differential(withModel, catalogPolicy('eval-name-model-false', false))}`);
  console.log(`Lone uncommon first names found: ${loneNames(withModel, UNCOMMON_FIRST_NAMES)}; product names in the same frames masked: ${loneNames(withModel, PRODUCTS)}`);
}
