/**
 * `npm run eval`'s names section: full names of 31 locales inside everyday frames, and whether the full catalog masks
 * them whole. No evaluation set is read here: the names come from `@faker-js/faker` (MIT, its locale data included),
 * which no detector, list or training reads; Korean, Japanese and Chinese names are written family name first, as
 * those languages write them, the others given name first.
 *
 * Two sets of frames with seeds of their own: detectors may be adjusted against the first ("tuning"), the second
 * ("held-out") is the figure; its frames were written before any change was measured on them. A name counts as masked
 * when findings cover every letter of it. Figures are given apart for names in the Latin script, in Cyrillic and
 * Greek, in Hangul, in kanji and hanzi, and in the Arabic and Hebrew scripts, which no finder reads for names.
 */
import { allFakers, type Faker } from '@faker-js/faker';
import { catalogPolicy, maskedWhole } from './eval-frames';

const SCRIPTS: Record<string, readonly string[]> = {
  Latin: ['en_US', 'en_GB', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'nb_NO', 'da', 'fi', 'pt_BR', 'cs_CZ', 'hu', 'tr', 'ro', 'vi', 'id_ID', 'en_IN', 'en_NG', 'zu_ZA'],
  'Cyrillic and Greek': ['ru', 'uk', 'el'],
  Hangul: ['ko'],
  'kanji and hanzi': ['ja', 'zh_CN'],
  'Arabic and Hebrew scripts': ['ar', 'he', 'fa'],
};
const FAMILY_NAME_FIRST = new Set(['ko', 'ja', 'zh_CN']);
const FRAMES: Record<'tuning' | 'held-out', readonly string[]> = {
  tuning: [
    'Please forward this to {N}.', '{N} called about the invoice yesterday.', 'Dear {N},\nthank you for your order.',
    'The report was written by {N} and reviewed by the team.', 'Can you schedule a call with {N} next week?', 'Patient: {N}\nAge: 54',
  ],
  'held-out': [
    'I spoke to {N} this morning about the refund.', 'Customer name: {N}', 'The ticket is assigned to {N}.',
    '{N} has joined the team as a designer.', 'Best regards,\n{N}', 'Our tenant {N} has not paid since May.',
  ],
};
const NAMES_PER_FRAME = 3;

/** `nameModel`: the catalog with the learned name model (the default) or the rules alone. */
export function runNameEval(nameModel = true): void {
  const policy = catalogPolicy('eval-names', nameModel);
  console.log('\n== full names of 31 locales in everyday frames (test/bench/eval-names.ts; names from @faker-js/faker) ==');
  for (const [half, seed] of [['tuning', 11], ['held-out', 2027]] as const) {
    const parts: string[] = [];
    for (const [script, locales] of Object.entries(SCRIPTS)) {
      let n = 0;
      let masked = 0;
      for (const locale of locales) {
        const f = allFakers[locale as keyof typeof allFakers] as Faker;
        f.seed(seed);
        for (const frame of FRAMES[half]) {
          for (let k = 0; k < NAMES_PER_FRAME; k++) {
            const name = FAMILY_NAME_FIRST.has(locale) ? f.person.fullName() : `${f.person.firstName()} ${f.person.lastName()}`;
            n++;
            if (maskedWhole(policy, frame.replace('{N}', name), name, /\p{L}/u)) masked++;
          }
        }
      }
      parts.push(`${script} ${((100 * masked) / n).toFixed(1)} % of ${n}`);
    }
    console.log(`${half}: masked whole — ${parts.join(' · ')}`);
  }
}

if (require.main === module) runNameEval(process.env.EVAL_NAME_MODEL !== '0');
