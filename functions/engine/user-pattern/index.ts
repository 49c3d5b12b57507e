/**
 * Operator-supplied regular expressions — custom rules, allow patterns, rule-based criteria — compiled with RE2
 * syntax and semantics: linear-time matching, no backreferences or lookaround, leftmost-first matches.
 *
 * The reference implementation is re2js (MIT), a pure-JavaScript port of RE2: the same engine on every machine
 * and Lambda architecture, nothing built at install time. Patterns in the simple subset of ./simple-subset.ts
 * run as an equivalent V8 RegExp instead (the same tests run both: test/engine/user-pattern/).
 */
import type { RE2JS as RE2JSClass } from 're2js';
import { simplePatternSource } from './simple-subset';

/**
 * re2js (~150 KB of code) is loaded on the first user pattern, not at module load: a function whose Guardians
 * have no custom rule, allow pattern or rule-based criterion never evaluates it (about 11 ms of a cold start).
 */
const re2js = (): typeof RE2JSClass => (require('re2js') as typeof import('re2js')).RE2JS;

export interface UserPatternOptions {
  readonly caseInsensitive?: boolean;
}

/** A compiled pattern. Spans are `[start, end)` UTF-16 indices of the text given. */
export interface UserPattern {
  readonly source: string;
  /** Whether the pattern matches somewhere in `text`. */
  test(text: string): boolean;
  /** Whether the pattern matches all of `text`. */
  matchesWhole(text: string): boolean;
  /** Every leftmost-first, non-overlapping match, in text order (for patterns that cannot match the empty string). */
  spans(text: string): Array<[number, number]>;
  /**
   * The same matches by the position-finding scan alone, without the cheap "any match?" test `spans` asks first:
   * what `spans` costs on a text that holds a match (the worst case a pattern's cost is measured on).
   */
  scanAll(text: string): Array<[number, number]>;
}

/** A pattern RE2 cannot compile. `detail` is the parser's message (it quotes the pattern, never inspected text). */
export class UserPatternSyntaxError extends Error {
  override name = 'UserPatternSyntaxError';
  constructor(
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`cannot be compiled with RE2 semantics (${detail}); backreferences and lookaround are not supported`, options);
  }
}

/** Compiles `source` with RE2 semantics; throws UserPatternSyntaxError when RE2 would refuse it. */
export function compileUserPattern(source: string, options: UserPatternOptions = {}): UserPattern {
  const caseInsensitive = options.caseInsensitive === true;
  // re2js validates every pattern, also one that then runs as a V8 RegExp: its accept/reject is the contract.
  const re2 = compileRe2js(source, caseInsensitive);
  const simple = simplePatternSource(source);
  return simple === undefined ? re2 : createV8Pattern(source, simple, caseInsensitive);
}

/** The reference implementation, whatever the pattern (exported for the tests that compare the two). */
export function compileRe2js(source: string, caseInsensitive = false): UserPattern {
  const RE2JS = re2js();
  let re: RE2JSClass;
  try {
    re = RE2JS.compile(source, caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (cause) {
    const message = (cause as { message?: unknown } | null)?.message;
    const lookbehind = /\(\?<[=!]/.exec(source);
    // re2js reports a lookbehind as a malformed named group; say what it is.
    const detail = lookbehind
      ? `unsupported lookbehind: \`${lookbehind[0]}\``
      : typeof message === 'string'
        ? message.replace(/^error parsing regexp: /, '')
        : 'invalid pattern';
    throw new UserPatternSyntaxError(detail, { cause });
  }
  return {
    source,
    test: (text) => re.test(text),
    matchesWhole: (text) => re.matches(text),
    // re2js answers "is there a match?" on its DFA, but finds match positions with a backtracker or an NFA that
    // cost far more per character: most texts match no given rule, and the cheap question rules them out.
    spans: (text) => (re.test(text) ? scan(re, text) : []),
    scanAll: (text) => scan(re, text),
  };
}

function scan(re: RE2JSClass, text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const m = re.matcher(text);
  while (m.find()) out.push([m.start(), m.end()]);
  return out;
}

function createV8Pattern(source: string, translated: string, caseInsensitive: boolean): UserPattern {
  const flags = caseInsensitive ? 'iu' : 'u';
  const anywhere = new RegExp(translated, flags);
  const whole = new RegExp(`^(?:${translated})$`, flags);
  const global = new RegExp(translated, `${flags}g`);
  const spans = (text: string): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    global.lastIndex = 0;
    // Callers refuse patterns that can match the empty string; stepping over an empty match keeps the loop finite.
    for (let m = global.exec(text); m !== null; m = global.exec(text)) {
      const end = m.index + m[0].length;
      out.push([m.index, end]);
      if (end === m.index) global.lastIndex = end + (text.codePointAt(end)! > 0xffff ? 2 : 1);
    }
    return out;
  };
  return { source, test: (text) => anywhere.test(text), matchesWhole: (text) => whole.test(text), spans, scanAll: spans };
}
