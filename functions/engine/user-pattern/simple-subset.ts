/**
 * A user pattern as an equivalent JavaScript RegExp, when the pattern is simple enough for V8 and RE2 to agree
 * by construction and for backtracking to stay bounded: the fast path of ./index.ts, whose reference is re2js.
 *
 * Why: typical operator rules (`EMP-[0-9]{6}`, `[A-Z]{2}-[0-9]{4,6}`, `TKT\d{8}`) are a plain sequence of
 * characters and character classes, and V8's own regex engine runs those several times faster than an RE2
 * interpreter written in JavaScript (`npm run bench`, "custom rules"). Everything else runs on re2js.
 *
 * The subset: a sequence of atoms (a literal character, `.`, `\d \D \w \W \s \S`, an escaped punctuation
 * mark, `\t \n \r \f \v`, or a `[…]` class of those and ranges), each with an optional greedy `?`, `{n}` or
 * `{n,m}`. No groups, alternation, anchors, `\b`, flags, `*`/`+` or lazy quantifiers. Within it the two engines
 * find the same matches: both take the leftmost start and, there, the greedy Perl-order preference. Each atom
 * is emitted with RE2's meaning spelled out, not JavaScript's: `.` is any code point but `\n`, `\s` is
 * `[\t\n\f\r ]`, `\w` and `\d` are ASCII. The `u` flag makes JavaScript match code points, as RE2 does; with
 * `i`, both fold case by Unicode simple case folding (so `k` also matches U+212A KELVIN SIGN in both).
 *
 * Bounded cost: V8 backtracks, RE2 does not. With no unbounded quantifier a try at one start position explores
 * at most (product of the quantifiers' choice counts) × (longest match) steps; patterns where that exceeds
 * MAX_STEPS_PER_START stay on re2js, so an adversarial text costs at most a small constant per character.
 */

/** Upper bound on the backtracking steps of one try, as estimated above (a few µs at worst). */
const MAX_STEPS_PER_START = 256;
/** Largest `{n,m}` bound accepted. */
const MAX_REPEAT = 64;

type Range = readonly [number, number];

const DIGIT: Range[] = [[0x30, 0x39]];
const WORD: Range[] = [[0x30, 0x39], [0x41, 0x5a], [0x5f, 0x5f], [0x61, 0x7a]];
const SPACE: Range[] = [[0x09, 0x0a], [0x0c, 0x0d], [0x20, 0x20]];
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { t: 0x09, n: 0x0a, r: 0x0d, f: 0x0c, v: 0x0b };

/** A code point as a RegExp escape (valid in and out of a class under the `u` flag). */
const esc = (cp: number) => `\\u{${cp.toString(16)}}`;

function classSource(ranges: readonly Range[], negated: boolean): string {
  return `[${negated ? '^' : ''}${ranges.map(([a, b]) => (a === b ? esc(a) : `${esc(a)}-${esc(b)}`)).join('')}]`;
}

/** A `\x` escape's ranges: `[class, negated]`, or undefined when outside the subset. */
function classEscape(c: string): [Range[], boolean] | undefined {
  switch (c) {
    case 'd':
    case 'D':
      return [DIGIT, c === 'D'];
    case 'w':
    case 'W':
      return [WORD, c === 'W'];
    case 's':
    case 'S':
      return [SPACE, c === 'S'];
  }
  return undefined;
}

/** The code point an escape stands for (`\.`, `\-`, `\t`, …), or undefined outside the subset. */
function literalEscape(c: string): number | undefined {
  if (c in CONTROL_ESCAPES) return CONTROL_ESCAPES[c];
  // RE2 lets any ASCII punctuation be escaped to stand for itself (letters and digits are classes or errors).
  return /^[!-/:-@[-`{-~]$/.test(c) ? c.charCodeAt(0) : undefined;
}

/**
 * The JavaScript source of `pattern` (flags `u`, plus `i` when case-insensitive, plus `y` or `g` by use), or
 * undefined when the pattern is outside the subset or could backtrack too much.
 */
export function simplePatternSource(pattern: string): string | undefined {
  const atoms: string[] = [];
  let maxLength = 0;
  let choices = 1;
  let i = 0;
  const cps = Array.from(pattern);
  while (i < cps.length) {
    const c = cps[i]!;
    const cp = c.codePointAt(0)!;
    let atom: string;
    if (cp >= 0xd800 && cp <= 0xdfff) return undefined; // a lone surrogate: leave to re2js
    if (c === '\\') {
      const e = cps[i + 1];
      if (e === undefined) return undefined;
      const cls = classEscape(e);
      const lit = cls ? undefined : literalEscape(e);
      if (cls) atom = classSource(cls[0], cls[1]);
      else if (lit !== undefined) atom = esc(lit);
      else return undefined;
      i += 2;
    } else if (c === '[') {
      const parsed = parseClass(cps, i + 1);
      if (!parsed) return undefined;
      atom = parsed.source;
      i = parsed.next;
    } else if (c === '.') {
      atom = '[^\\n]';
      i++;
    } else if ('()|^$*+?{}]'.includes(c)) {
      return undefined;
    } else {
      atom = esc(cp);
      i++;
    }
    // Quantifier
    let min = 1;
    let max = 1;
    const q = cps[i];
    if (q === '?') {
      min = 0;
      i++;
    } else if (q === '{') {
      const m = /^\{(\d{1,3})(?:,(\d{1,3}))?\}/.exec(cps.slice(i, i + 10).join(''));
      if (!m) return undefined;
      min = Number(m[1]);
      max = m[2] === undefined ? min : Number(m[2]);
      if (max < min || max > MAX_REPEAT || max === 0) return undefined;
      i += m[0].length;
    }
    // A lazy or possessive suffix, or a second quantifier: outside the subset.
    if (cps[i] === '?' || cps[i] === '+' || cps[i] === '*' || cps[i] === '{') return undefined;
    maxLength += max;
    choices *= max - min + 1;
    atoms.push(min === 1 && max === 1 ? atom : max === min ? `${atom}{${min}}` : `${atom}{${min},${max}}`);
  }
  if (atoms.length === 0 || choices * maxLength > MAX_STEPS_PER_START) return undefined;
  return atoms.join('');
}

/** A `[…]` class starting after its `[`: its source and the index after its `]`, or undefined. */
function parseClass(cps: readonly string[], from: number): { source: string; next: number } | undefined {
  let i = from;
  const negated = cps[i] === '^';
  if (negated) i++;
  const ranges: Range[] = [];
  let first = true;
  for (;;) {
    const c = cps[i];
    if (c === undefined) return undefined;
    if (c === ']' && !first) break;
    first = false;
    // `[[:alpha:]]`, nested classes and `]` first (a literal in RE2): outside the subset.
    if (c === '[' || c === ']') return undefined;
    let lo: number;
    if (c === '\\') {
      const e = cps[i + 1];
      if (e === undefined) return undefined;
      const cls = classEscape(e);
      if (cls) {
        if (cls[1]) return undefined; // `[\D]`: leave to re2js
        ranges.push(...cls[0]);
        i += 2;
        continue;
      }
      const lit = literalEscape(e);
      if (lit === undefined) return undefined;
      lo = lit;
      i += 2;
    } else {
      lo = c.codePointAt(0)!;
      if (lo >= 0xd800 && lo <= 0xdfff) return undefined;
      i++;
    }
    // A range `a-z` (a `-` before `]` is a literal).
    if (cps[i] === '-' && cps[i + 1] !== undefined && cps[i + 1] !== ']') {
      const h = cps[i + 1]!;
      let hi: number;
      if (h === '\\') {
        const lit = cps[i + 2] === undefined ? undefined : literalEscape(cps[i + 2]!);
        if (lit === undefined) return undefined;
        hi = lit;
        i += 3;
      } else {
        if (h === '[') return undefined;
        hi = h.codePointAt(0)!;
        if (hi >= 0xd800 && hi <= 0xdfff) return undefined;
        i += 2;
      }
      if (hi < lo) return undefined;
      ranges.push([lo, hi]);
    } else {
      ranges.push([lo, lo]);
    }
  }
  return { source: classSource(ranges, negated), next: i + 1 };
}
