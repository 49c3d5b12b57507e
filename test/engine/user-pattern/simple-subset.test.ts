/**
 * User patterns in the simple subset run as V8 RegExps (functions/engine/user-pattern/simple-subset.ts): they must
 * find exactly what the reference engine (re2js) finds, on any text, with either case setting.
 */
import { testCatalog } from '../../helpers/catalog';
import fc from 'fast-check';
import { compilePiiPolicy } from '../../../functions/engine/policies/pii';
import { compileRe2js, compileUserPattern } from '../../../functions/engine/user-pattern';
import { simplePatternSource } from '../../../functions/engine/user-pattern/simple-subset';

describe('simplePatternSource', () => {
  it.each([
    'EMP-[0-9]{6}',
    '[A-Z]{2}-[0-9]{4,6}',
    'TKT\\d{8}',
    'ab?c',
    '[^a-z]x',
    '\\w\\s\\.\\-',
    '.{3}',
    '[-a]b[a-]',
    '사번[0-9]{5}',
    'k\\t[\\d\\w]',
  ])('translates %j', (pattern) => {
    expect(simplePatternSource(pattern)).toBeDefined();
  });

  it.each([
    ['a|b', 'alternation'],
    ['(ab)', 'a group'],
    ['a+', 'an unbounded quantifier'],
    ['a*', 'an unbounded quantifier'],
    ['a{2,}', 'an open bound'],
    ['a??', 'a lazy quantifier'],
    ['^a', 'an anchor'],
    ['a$', 'an anchor'],
    ['\\ba', 'a word boundary'],
    ['\\pL', 'a Unicode class'],
    ['[[:alpha:]]', 'a POSIX class'],
    ['[\\D]', 'a negated escape in a class'],
    ['(?i)a', 'inline flags'],
    ['a{65}', 'a bound over the limit'],
    ['[a-z]{0,30}[a-z]{0,30}x', 'too much backtracking'],
    ['\\x41', 'a hex escape'],
    ['a{0}', 'a zero repeat'],
  ])('leaves %j to re2js (%s)', (pattern) => {
    expect(simplePatternSource(pattern)).toBeUndefined();
  });

  // Patterns drawn from the subset's grammar, texts from pieces that probe its edges: case folding (K, ſ, the
  // Kelvin sign, dotted İ), `.` against \n and \r, \s against other spaces, astral characters and Hangul.
  const atom = fc.constantFrom(
    'a', 'k', 's', 'K', 'é', '-', '\\.', '\\-', '.', '\\d', '\\D', '\\w', '\\W', '\\s', '\\S', '\\t', '\\n',
    '[a-c]', '[^a-c]', '[0-9-]', '[\\d.]', '[ks]', '[^\\s]', '[é-ë]', '한', '[가-힣]', '[\\w-]',
  );
  const quantifier = fc.constantFrom('', '', '', '?', '{2}', '{1,3}', '{0,2}');
  const pattern = fc.array(fc.tuple(atom, quantifier).map(([a, q]) => a + q), { minLength: 1, maxLength: 5 }).map((p) => p.join(''));
  const piece = fc.constantFrom(
    'a', 'A', 'k', 'K', '\u212a', 's', 'S', '\u017f', 'é', 'É', 'İ', 'ı', '-', '.', '1', '7', ' ', '\t', '\n', '\r', '\v', '\f', '\u00a0',
    '\u2028', '_', '한', '국', '😀', 'abc', 'KS-1', 'x',
  );
  const text = fc.array(piece, { maxLength: 30 }).map((p) => p.join(''));

  it.each([false, true])('finds, tests and whole-matches exactly as re2js does (case-insensitive: %j)', (caseInsensitive) => {
    fc.assert(
      fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 4 }), (p, texts) => {
        const source = simplePatternSource(p);
        // Policies reject patterns that match the empty string (compilePiiPolicy), so those are not drawn here.
        const reference = compileRe2js(p, caseInsensitive);
        fc.pre(source !== undefined && !reference.test(''));
        const fast = compileUserPattern(p, { caseInsensitive });
        for (const t of texts) {
          expect(fast.spans(t)).toEqual(reference.spans(t));
          expect(fast.test(t)).toBe(reference.test(t));
          expect(fast.matchesWhole(t)).toBe(reference.matchesWhole(t));
        }
      }),
      { numRuns: 1_500 },
    );
  });

  it('a policy with a simple rule masks what re2js finds, at literal occurrences and in whole-text scans', () => {
    for (const [p, caseInsensitive] of [
      ['EMP-[0-9]{2,6}', false],
      ['emp-\\d{2}', true],
      ['[A-Z]{2}-\\d{3}', false],
    ] as const) {
      const policy = compilePiiPolicy({
        name: 'p',
        type: 'PII',
        entities: {},
        customRules: [{ name: 'r', pattern: p, caseInsensitive, action: 'MASK', confidence: 0.9, context: [] }],
        minConfidence: 0.5,
        allowList: [],
      }, testCatalog);
      const reference = compileRe2js(p, caseInsensitive);
      fc.assert(
        fc.property(fc.array(fc.constantFrom('EMP-', 'emp-', 'AB-', 'ab-', '123', '12', '7', ' ', 'é', '한', '😀', '\u212a', 'x'), { maxLength: 20 }), (pieces) => {
          const t = pieces.join('');
          expect(policy.inspect(t).map((f) => [f.start, f.end])).toEqual(reference.spans(t));
        }),
        { numRuns: 300 },
      );
    }
  });
});
