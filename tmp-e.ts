import './functions/adapters/install-table-files';
import { fullCatalogPolicy } from './test/bench/catalog';
import { rewrite } from './functions/engine/rewrite';
import { normalise } from './functions/engine/normalise';
import { evasionCases, hardNegatives, lettersAndDigits } from './test/helpers/evasion-corpus';
const p = fullCatalogPolicy();
const cases = evasionCases(1, 2000);
let caught = 0; const missBy = new Map<string, number>(); const tot = new Map<string, number>();
const misses: string[] = [];
for (const c of cases) {
  const out = rewrite(c.text, p.inspect(c.text));
  const ok = !lettersAndDigits(normalise(out).text).includes(c.core);
  const key = `${c.kind} ${c.obfuscation}`;
  tot.set(key, (tot.get(key) ?? 0) + 1);
  if (ok) caught++; else { missBy.set(key, (missBy.get(key) ?? 0) + 1); if (misses.length < 30) misses.push(JSON.stringify(c.text) + ' → ' + JSON.stringify(out)); }
}
console.log('caught', caught / cases.length);
console.log([...missBy].map(([k, v]) => `${k}: ${v}/${tot.get(k)}`).join('\n'));
console.log(misses.join('\n'));
const neg = hardNegatives(2, 2000); let altered = 0; const am: string[] = [];
for (const n of neg) { const out = rewrite(n.text, p.inspect(n.text)); if (out !== n.text) { altered++; if (am.length < 20) am.push(n.kind + ': ' + JSON.stringify(n.text) + ' → ' + JSON.stringify(out)); } }
console.log('altered', altered / neg.length); console.log(am.join('\n'));
