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
  /**
   * Notes that the token `[<prefix>_<suffix>]` stands for `value` (placeholder and pseudonym operators call it).
   * Kept only when the context records originals (reversible masking); the first value of a token wins.
   */
  remember(prefix: string, suffix: string, value: string): void;
  /** Every token → original noted in this call, seeded ones first; empty unless the context records. */
  originals(): readonly MaskedOriginal[];
}

/** One reversible token: `[<prefix>_<suffix>]` replaced `value` (`suffix` is a number or a pseudonym digest). */
export interface MaskedOriginal {
  readonly prefix: string;
  readonly suffix: string;
  readonly value: string;
}

/** The pairs as a context keeps them: one per token `[<prefix>_<suffix>]`, its first value, in first-seen order. */
export function distinctOriginals(pairs: readonly MaskedOriginal[]): MaskedOriginal[] {
  const byToken = new Map<string, MaskedOriginal>();
  for (const p of pairs) {
    const token = `${p.prefix}_${p.suffix}`;
    if (!byToken.has(token)) byToken.set(token, p);
  }
  return [...byToken.values()];
}

export interface MaskingContextOptions {
  readonly pseudonymKey?: string | undefined;
  /** Keep token → original pairs (reversible masking). @default false */
  readonly recordOriginals?: boolean;
  /**
   * Pairs of an earlier call (a conversation's previous turn): placeholder numbers continue from them, so the
   * same value keeps its number and a new value gets the next free one.
   */
  readonly seed?: readonly MaskedOriginal[];
}

const NUMBER = /^[1-9][0-9]{0,8}$/;

export function createMaskingContext(options: MaskingContextOptions = {}): MaskingContext {
  const seed = options.seed ?? [];
  const recording = options.recordOriginals === true;
  const kept = new Map<string, MaskedOriginal>();
  const remember = (prefix: string, suffix: string, value: string) => {
    if (!recording) return;
    const token = `${prefix}_${suffix}`;
    if (!kept.has(token)) kept.set(token, { prefix, suffix, value });
  };
  for (const s of seed) remember(s.prefix, s.suffix, s.value);
  // Numbering is built on the first placeholder number, seeded then: a text where nothing is numbered (a stream
  // chunk that completes no segment, a Guardian without placeholders) never normalises the seed's values.
  let numbers: Map<string, { byValue: Map<string, number>; last: number }> | undefined;
  const numbering = (prefix: string) => {
    numbers ??= seededNumbers(seed);
    let entry = numbers.get(prefix);
    if (!entry) numbers.set(prefix, (entry = { byValue: new Map(), last: 0 }));
    return entry;
  };
  return {
    pseudonymKey: options.pseudonymKey,
    placeholderNumber(prefix, value) {
      const entry = numbering(prefix);
      const key = normalizeForLinking(value);
      let n = entry.byValue.get(key);
      if (n === undefined) entry.byValue.set(key, (n = ++entry.last));
      return n;
    },
    remember,
    originals: () => [...kept.values()],
  };
}

/** Per prefix: the seed's numbered values (first number of a value wins) and the highest number used. */
function seededNumbers(seed: readonly MaskedOriginal[]): Map<string, { byValue: Map<string, number>; last: number }> {
  const numbers = new Map<string, { byValue: Map<string, number>; last: number }>();
  for (const s of seed) {
    if (!NUMBER.test(s.suffix)) continue; // a pseudonym: deterministic, nothing to continue
    let entry = numbers.get(s.prefix);
    if (!entry) numbers.set(s.prefix, (entry = { byValue: new Map(), last: 0 }));
    const n = Number(s.suffix);
    const key = normalizeForLinking(s.value);
    if (!entry.byValue.has(key)) entry.byValue.set(key, n);
    if (n > entry.last) entry.last = n;
  }
  return numbers;
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
