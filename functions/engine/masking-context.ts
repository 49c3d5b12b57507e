/**
 * Per-call masking state, created once per inline call (all messages and parts) or per batch job (the whole
 * file) and threaded through inspectText → rewrite → operators. It holds what makes operators consistent
 * beyond one span: placeholder numbering and the project's pseudonym key (passed in by the caller; the engine
 * never reads configuration or secrets itself). Values seen live only in this object's memory for the call.
 */
export interface MaskingContext {
  /** The project's pseudonym secret; the `pseudonym` operator fails without it. Never logged. */
  readonly pseudonymKey: string | undefined;
  /** The number of `value` among the distinct values of `prefix` seen so far in this call, from 1. */
  placeholderNumber(prefix: string, value: string): number;
}

export interface MaskingContextOptions {
  readonly pseudonymKey?: string | undefined;
}

export function createMaskingContext(options: MaskingContextOptions = {}): MaskingContext {
  let numbers: Map<string, Map<string, number>> | undefined; // allocated on the first placeholder only
  return {
    pseudonymKey: options.pseudonymKey,
    placeholderNumber(prefix, value) {
      numbers ??= new Map();
      let byValue = numbers.get(prefix);
      if (!byValue) numbers.set(prefix, (byValue = new Map()));
      const key = normalizeForLinking(value);
      let n = byValue.get(key);
      if (n === undefined) byValue.set(key, (n = byValue.size + 1));
      return n;
    },
  };
}

const DIGITS_AND_SEPARATORS = /^\+?[\d\s\-./()]+$/u;

/**
 * The form under which two occurrences count as the same value (for placeholders and pseudonyms):
 * Unicode NFKC (full-width and composed forms alike), trimmed, inner whitespace collapsed to one space,
 * lower-cased (e-mail addresses and names differ only in case in practice); a value made only of digits and
 * separators (cards, phones, ids) is reduced to its digits, keeping a leading `+`, so `4111 1111 1111 1111`
 * and `4111-1111-1111-1111` link.
 */
export function normalizeForLinking(value: string): string {
  const v = value.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
  if (DIGITS_AND_SEPARATORS.test(v) && /\d/.test(v)) return (v.startsWith('+') ? '+' : '') + v.replace(/\D+/g, '');
  return v;
}
