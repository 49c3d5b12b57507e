import { applyOperator, DEFAULT_OPERATOR, type Operator } from './operators';

export interface MaskSpan {
  readonly start: number;
  readonly end: number;
  readonly maskWord: string;
  readonly operator?: Operator;
}

/**
 * Rewrites `text` with every span replaced by its operator's output. Overlapping spans (from different
 * policies) are merged into their union, replaced once by the earliest span's operator. Text outside the
 * spans is copied unchanged.
 */
export function rewrite(text: string, spans: readonly MaskSpan[]): string {
  if (spans.length === 0) return text;
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i]!;
    let end = first.end;
    i++;
    while (i < sorted.length && sorted[i]!.start < end) {
      end = Math.max(end, sorted[i]!.end);
      i++;
    }
    out += text.slice(cursor, first.start);
    out += applyOperator(first.operator ?? DEFAULT_OPERATOR, {
      value: text.slice(first.start, end),
      maskWord: first.maskWord,
    });
    cursor = end;
  }
  return out + text.slice(cursor);
}
