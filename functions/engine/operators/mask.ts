import type { MaskOperator, OperatorFn } from './types';

// Grapheme clusters, so that an astral character (😀, 𠀋), a letter with combining marks (é as e + U+0301) or a
// Hangul syllable written as conjoining jamo each count — and are masked — as ONE character (UAX #29).
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Kept as they are with `keepSeparators`: the punctuation that structures cards, phones and ids. */
const SEPARATOR = /^[\s\-./()]$/u;

/**
 * Character mask: every character but the last `keepLast` becomes `maskChar` (`4111 1111 1111 1111` →
 * `***************1111`, or `**** **** **** 1111` with `keepSeparators`). A value no longer than `keepLast`
 * is masked entirely, so a short value is never returned in clear.
 */
export const mask: OperatorFn<MaskOperator> = (op, { value }) => {
  const chars = Array.from(graphemes.segment(value), (s) => s.segment);
  const countable = op.keepSeparators ? chars.filter((c) => !SEPARATOR.test(c)).length : chars.length;
  const keep = countable > op.keepLast ? op.keepLast : 0;
  let toMask = countable - keep;
  let out = '';
  for (const c of chars) {
    if (op.keepSeparators && SEPARATOR.test(c)) out += c;
    else if (toMask > 0) {
      out += op.maskChar;
      toMask--;
    } else out += c;
  }
  return out;
};
