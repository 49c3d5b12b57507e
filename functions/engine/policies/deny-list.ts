/**
 * Deny lists: operator-given phrases that are always reported. All phrases are compiled into ONE regular
 * expression (an alternation of escaped literals, longest first), so a text is scanned once whatever the
 * list's size — V8 runs a 1,000-literal alternation at hundreds of MB/s (LOCAL-STACK.md). The phrases are
 * escaped, so user input never becomes regex syntax and the expression cannot backtrack super-linearly.
 *
 * Matching is case-insensitive with Unicode case folding (`iu` flags), and whitespace inside a phrase matches
 * any run of whitespace. Word boundaries: a phrase edge that is a letter, digit or `_` must not touch another
 * letter, digit or `_` (JavaScript's `\b` is ASCII-only, so the boundary is written with Unicode classes).
 * Edges in Hangul, Han, Hiragana, Katakana or Thai have no boundary check: those scripts attach particles
 * without a space (`홍길동은`) or use no spaces at all, so a boundary would miss most real mentions.
 */
export interface DenyListMatch {
  readonly start: number;
  readonly end: number;
  /** Index of the phrase in the configured list (for explanations), when it can be told. */
  readonly index: number | undefined;
}

export interface DenyList {
  matches(text: string): Iterable<DenyListMatch>;
}

/** A letter, digit or `_` outside the scripts written without spaces between words. */
const BOUNDED_WORD_CHAR = /^(?![\p{sc=Hang}\p{sc=Hani}\p{sc=Hira}\p{sc=Kana}\p{sc=Thai}])[\p{L}\p{N}_]$/u;
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}_])';

/** Escapes the characters that are syntax in a `u`-mode regular expression (identity escapes of others are errors there). */
function escapeLiteral(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}


/** The lookup key of a phrase or a match: lower-cased, whitespace runs as one space. */
const keyOf = (s: string) => s.toLowerCase().replace(/\s+/gu, ' ');

export function compileDenyList(values: readonly string[]): DenyList | undefined {
  // Lower-cased key → first index and the phrase as written (the pattern keeps the original case: `iu` folds
  // case itself, and lower-casing first could change a phrase — `İ` lower-cases to two code points).
  const byKey = new Map<string, { index: number; phrase: string }>();
  values.forEach((v, index) => {
    const phrase = v.trim();
    const key = keyOf(phrase);
    if (phrase !== '' && !byKey.has(key)) byKey.set(key, { index, phrase });
  });
  if (byKey.size === 0) return undefined;
  // Longest first: of two phrases starting at the same place ("acme", "acme corp") the longer one wins.
  const phrases = [...byKey.values()].map((p) => p.phrase).sort((a, b) => b.length - a.length);
  const alternatives = phrases.map((p) => {
    const chars = Array.from(p);
    const body = p.split(/\s+/u).map(escapeLiteral).join('\\s+');
    return (
      (BOUNDED_WORD_CHAR.test(chars[0]!) ? NOT_WORD_BEFORE : '') + body + (BOUNDED_WORD_CHAR.test(chars[chars.length - 1]!) ? NOT_WORD_AFTER : '')
    );
  });
  const regex = new RegExp(`(?:${alternatives.join('|')})`, 'giu');
  return {
    *matches(text) {
      regex.lastIndex = 0;
      for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
        yield { start: m.index, end: m.index + m[0].length, index: byKey.get(keyOf(m[0]))?.index };
      }
    },
  };
}
