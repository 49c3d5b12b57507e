import { allFakers, type Faker } from '@faker-js/faker';
import { testCatalog } from '../../helpers/catalog';
import { compilePiiPolicy } from '../../../functions/engine/policies/pii';
const policy = compilePiiPolicy({ name: 'x', type: 'PII', entities: Object.fromEntries(testCatalog.entities.map((e) => [e, { action: 'MASK' as const }])), customRules: [], minConfidence: 0.5, allowList: [], nameModel: process.env.NM !== '0' }, testCatalog);
const FRAMES = ['Please forward this to {N}.', '{N} called about the invoice yesterday.', 'Dear {N},\nthank you for your order.', 'The report was written by {N} and reviewed by the team.', 'Can you schedule a call with {N} next week?', 'Patient: {N}\nAge: 54'];
const LOCALES = ['en_US', 'en_GB', 'de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'nb_NO', 'da', 'fi', 'pt_BR', 'cs_CZ', 'hu', 'tr', 'ro', 'el', 'ru', 'uk', 'vi', 'id_ID', 'en_IN', 'en_NG', 'zu_ZA', 'ko', 'ja', 'zh_CN', 'ar', 'he', 'fa'];
let n = 0, ok = 0; const miss = new Map<string, number>(); const ex: string[] = [];
for (const l of LOCALES) {
  const f = allFakers[l as keyof typeof allFakers] as Faker; f.seed(11);
  for (const fr of FRAMES) for (let k = 0; k < 3; k++) {
    const N = ['ko', 'ja', 'zh_CN'].includes(l) ? f.person.fullName() : `${f.person.firstName()} ${f.person.lastName()}`;
    const text = fr.replace('{N}', N); const at = text.indexOf(N);
    const cov = new Uint8Array(text.length); for (const x of policy.inspect(text)) cov.fill(1, x.start, x.end);
    let whole = true; for (let i = at; i < at + N.length; i++) if (!cov[i] && /[\p{L}]/u.test(text[i]!)) whole = false;
    n++; if (whole) ok++; else { miss.set(l, (miss.get(l) ?? 0) + 1); ex.push(`${l} ${JSON.stringify(text)}`); }
  }
}
console.log(`names masked whole ${(100 * ok / n).toFixed(1)} % of ${n}`);
console.log([...miss].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(' · '));
if (process.argv[2]) console.log(ex.join('\n'));
