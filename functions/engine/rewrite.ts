import { createMaskingContext, type MaskingContext } from './masking-context';
import { applyOperator, DEFAULT_OPERATOR, type Operator } from './operators';

export interface MaskSpan {
  readonly start: number;
  readonly end: number;
  readonly maskWord: string;
  readonly operator?: Operator;
  /** Default prefix of pseudonyms and placeholders; derived from the mask word when absent. */
  readonly label?: string;
}

/**
 * Rewrites `text` with every span replaced by its operator's output. Overlapping spans (from different
 * policies) are merged into their union, replaced once by the earliest span's operator. Text outside the
 * spans is copied unchanged. Spans are rewritten in text order, so placeholders are numbered in reading order;
 * `context` carries the numbering (and the pseudonym key) across the texts of one call.
 */
export function rewrite(text: string, spans: readonly MaskSpan[], context?: MaskingContext): string {
  if (spans.length === 0) return text;
  const ctx = context ?? createMaskingContext();
  // Spans usually arrive in order (one policy's findings are in text order): then no copy and no sort.
  const sorted = inOrder(spans) ? spans : [...spans].sort(byStartThenLongest);
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
      label: first.label ?? labelOf(first.maskWord),
      context: ctx,
    });
    cursor = end;
  }
  return out + text.slice(cursor);
}

const byStartThenLongest = (a: MaskSpan, b: MaskSpan) => a.start - b.start || b.end - a.end;

/** Already in the order the rewrite walks them: by start, the longer first at the same start. */
function inOrder(spans: readonly MaskSpan[]): boolean {
  for (let i = 1; i < spans.length; i++) if (byStartThenLongest(spans[i - 1]!, spans[i]!) > 0) return false;
  return true;
}

/** `[EMAIL_ADDRESS]` → `EMAIL_ADDRESS` (a fallback: policies set `label` on their findings). */
export function labelOf(maskWord: string): string {
  return maskWord.replace(/^\[|\]$/g, '');
}
