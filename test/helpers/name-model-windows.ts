/**
 * How closely the name model read on its windows (functions/engine/ner/windows.ts, the engine's way) finds what it
 * finds read on every token: for test/engine/ner/windows.test.ts (realistic corpus) and `npm run eval` (the
 * evaluation set).
 */
import { nameModelOf } from '../../functions/engine/ner';
import type { ModelSpan } from '../../functions/engine/ner/model';
import { testCatalog } from './catalog';

export interface WindowAgreement {
  /** Spans (probability ≥ 0.5, the reported ones) the model finds on every token. */
  readonly everywhere: number;
  /** Of those, the spans found on the windows too, with the same class and offsets. */
  readonly kept: number;
  /** Spans found on the windows only. */
  readonly added: number;
  readonly texts: number;
  /** Texts whose spans are the same both ways. */
  readonly identical: number;
}

const reported = (spans: readonly ModelSpan[]) => spans.filter((s) => s.probability >= 0.5).map((s) => `${s.start}:${s.end}:${s.cls}`);

export function windowAgreement(texts: readonly string[]): WindowAgreement {
  const model = nameModelOf(testCatalog.tables);
  let everywhere = 0;
  let kept = 0;
  let added = 0;
  let identical = 0;
  for (const text of texts) {
    const all = reported(model.find(text, true));
    const windowed = new Set(reported(model.find(text)));
    const common = all.filter((s) => windowed.has(s)).length;
    everywhere += all.length;
    kept += common;
    added += windowed.size - common;
    if (common === all.length && windowed.size === common) identical++;
  }
  return { everywhere, kept, added, texts: texts.length, identical };
}
