/** Guardian documents: strict validation with paths, and compilation errors (RE2, unknown entities). */
import fc from 'fast-check';
import { compileRe2js } from '../../functions/engine/user-pattern';
import { compileGuardian } from '../helpers/catalog';
import { GuardianValidationError } from '../../functions/guardians/errors';
import { describeGuardian } from '../../functions/guardians/parse';

const base = {
  name: 'g',
  processTypes: { input: { policies: ['p'] } },
  policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: 'abc', action: 'MASK' }] }],
};

function issuesOf(doc: unknown) {
  try {
    compileGuardian(doc, 1);
  } catch (err) {
    if (err instanceof GuardianValidationError) return err.issues;
    throw err;
  }
  throw new Error('expected a validation error');
}

describe('compileGuardian', () => {
  it('compiles a valid document with defaults applied', () => {
    const g = compileGuardian(base, 3);
    expect(g.name).toBe('g');
    expect(g.version).toBe(3);
    expect(g.verdicts).toBe('v1.4');
    expect([...g.processTypes.keys()]).toEqual(['input']);
    expect(g.additionalData).toEqual({});
  });

  it.each([
    ['an unknown top-level key', { ...base, extra: 1 }, 'extra', 'unknown key; remove it or fix its spelling'],
    [
      'an unknown policy key',
      { ...base, policies: [{ ...base.policies[0], entity: {} }] },
      'policies[0].entity',
      'unknown key; remove it or fix its spelling',
    ],
    [
      'a process type that is not lower-case',
      { ...base, processTypes: { Input: { policies: ['p'] } } },
      'processTypes.Input',
      'lower-case letters, digits, _ . or -, starting with a letter or digit',
    ],
    ['no process types', { ...base, processTypes: {} }, 'processTypes', 'declare at least one process type'],
    [
      'a reference to an unknown policy',
      { ...base, processTypes: { input: { policies: ['p', 'q'] } } },
      'processTypes.input.policies[1]',
      'unknown policy "q"; define it under policies or remove it',
    ],
    [
      'duplicate policy names',
      { ...base, policies: [base.policies[0], base.policies[0]] },
      'policies[1].name',
      'duplicate policy name "p" (also policies[0]); give each policy a unique name',
    ],
    [
      'duplicate custom rule names',
      { ...base, policies: [{ ...base.policies[0], customRules: [base.policies[0]!.customRules[0], base.policies[0]!.customRules[0]] }] },
      'policies[0].customRules[1].name',
      'duplicate custom rule name "r"; give each rule a unique name',
    ],
    [
      'a backreference (RE2 cannot compile it)',
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: '(a)\\1', action: 'MASK' }] }] },
      'policies[0].customRules[0].pattern',
      'cannot be compiled with RE2 semantics (invalid escape sequence: `\\1`); backreferences and lookaround are not supported',
    ],
    [
      'a lookahead',
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: 'a(?=b)', action: 'MASK' }] }] },
      'policies[0].customRules[0].pattern',
      'cannot be compiled with RE2 semantics (invalid or unsupported Perl syntax: `(?=`); backreferences and lookaround are not supported',
    ],
    [
      'a pattern matching the empty string',
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: 'a*', action: 'MASK' }] }] },
      'policies[0].customRules[0].pattern',
      'matches the empty string; make at least one character required',
    ],
    [
      'an unknown action',
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: 'a', action: 'CHECK' }] }] },
      'policies[0].customRules[0].action',
      'Invalid option: expected one of "MASK"|"BLOCK"|"DETECT"',
    ],
  ])('rejects %s', (_name, doc, path, message) => {
    expect(issuesOf(doc)).toContainEqual({ path, message });
  });

  it('rejects an unknown entity type, listing the supported ones', () => {
    const issues = issuesOf({ ...base, policies: [{ name: 'p', type: 'PII', entities: { PASSPORT_X: { action: 'MASK' } } }] });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('policies[0].entities.PASSPORT_X');
    expect(issues[0]!.message).toMatch(/^unknown entity type; supported: /);
  });

  it('runs catastrophic-backtracking patterns in linear time (RE2 semantics)', () => {
    const g = compileGuardian(
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: '(a+)+$', action: 'MASK' }] }] },
      1,
    );
    const text = `${'a'.repeat(50_000)}!`;
    const started = process.hrtime.bigint();
    expect(g.processTypes.get('input')![0]!.inspect(text)).toEqual([]);
    // A backtracking engine needs ~2^50000 steps here; RE2 finishes in milliseconds. Generous bound: not a benchmark.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(2_000);
  });
});

describe('custom rule literal prefilter', () => {
  it.each([
    ['EMP-[0-9]{6}', 'EMP-'],
    ['ORD-[0-9]{8}', 'ORD-'],
    ['abc+', 'ab'],
    ['ab?c', undefined],
    ['falcon-[0-9]+', 'falcon-'],
    ['(?i)falcon', undefined],
    ['a|b', undefined],
    ['gh[pousr]_[A-Za-z0-9]{36}', 'gh'],
    ['[0-9]{3}-[0-9]{2}', undefined],
    ['\\\\d+', undefined],
  ])('%j → %j', async (pattern, literal) => {
    const { leadingLiteral } = await import('../../functions/engine/policies/pii');
    expect(leadingLiteral(pattern)).toBe(literal);
  });

  it('a case-insensitive rule still matches any casing of its literal', () => {
    const g = compileGuardian(
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: 'falcon-[0-9]+', caseInsensitive: true, action: 'MASK' }] }] },
      1,
    );
    const text = 'project FALCON-7 and Falcon-8';
    expect(g.processTypes.get('input')![0]!.inspect(text).map((f) => text.slice(f.start, f.end))).toEqual(['FALCON-7', 'Falcon-8']);
  });
  // The policy skips texts without the literal: the spans must be exactly those of one plain scan of the whole
  // text by the reference engine (re2js).
  describe.each([
    ['EMP-[0-9]{2,6}', false],
    ['EMP-[0-9]+(?: é)?', false],
    ['emp-[0-9]{2}', true],
    ['EMPEMP', false],
    ['ab(?:c|é)*', false],
    ['(?m)EMP-[0-9]$', false],
    ['EMP-\\b[0-9]', false],
  ])('%j (case-insensitive: %j) finds what a whole-text scan finds', (pattern, caseInsensitive) => {
    const g = compileGuardian(
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern, caseInsensitive, action: 'MASK' }] }] },
      1,
    );
    const policy = g.processTypes.get('input')![0]!;
    const reference = compileRe2js(pattern, caseInsensitive);
    const expected = (text: string) => reference.spans(text);
    const piece = fc.constantFrom('EMP-', 'emp-', 'Emp-', 'EMPEMP', 'EMP-EMP-1', '12', '7', ' é', 'é', '한국', '😀', '\n', ' ', 'abc', 'abé', 'İ', 'ſ', 'x');
    it('on random texts', () => {
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
          const text = pieces.join('');
          expect(policy.inspect(text).map((f) => [f.start, f.end])).toEqual(expected(text));
        }),
        { numRuns: 400 },
      );
    });
  });
});

describe('describeGuardian (the jobs API: parsed, never compiled)', () => {
  it('names the Guardian, keeps the version and lists only the process types with policies', () => {
    const summary = describeGuardian(
      {
        ...base,
        processTypes: { input: { policies: ['p'] }, check: { policyRequired: false, evaluator: { type: 'rules', rules: [{ criterion: 'c', phrases: ['x'] }] } } },
      },
      7,
    );
    expect(summary.name).toBe('g');
    expect(summary.version).toBe(7);
    expect([...summary.processTypes.keys()]).toEqual(['input']);
  });

  it('rejects a document that does not validate, with the path', () => {
    expect(() => describeGuardian({ ...base, policies: [{ name: 'p', type: 'PII', colour: 'red' }] }, 1)).toThrow(GuardianValidationError);
  });
});

describe('policy-not-required process types', () => {
  const criteriaDoc = (processType: object, extra: object = {}) => ({
    name: 'g',
    processTypes: { check: processType },
    ...extra,
  });

  it('compiles a rules evaluator process type', () => {
    const g = compileGuardian(
      criteriaDoc({ policyRequired: false, evaluator: { type: 'rules', rules: [{ criterion: 'c', phrases: ['x'] }] } }),
      1,
    );
    expect(g.criteriaProcessTypes.get('check')?.onFail).toBe('BLOCK');
    expect(g.processTypes.size).toBe(0);
  });

  it.each([
    [
      'CHECK under v1.4',
      criteriaDoc({ policyRequired: false, onFail: 'CHECK', evaluator: { type: 'rules', rules: [{ criterion: 'c' }] } }),
      'processTypes.check.onFail',
      'CHECK is only available with verdicts: v1.3; use BLOCK or set verdicts: v1.3',
    ],
    [
      'a judge without a model configuration',
      criteriaDoc({ policyRequired: false, evaluator: { type: 'bedrock' } }),
      'processTypes.check.evaluator',
      "the bedrock evaluator uses the Guardian's model configuration; add model: { provider, modelId }",
    ],
    [
      'a rules pattern RE2 cannot compile',
      criteriaDoc({ policyRequired: false, evaluator: { type: 'rules', rules: [{ criterion: 'c', patterns: ['(?<=x)y'] }] } }),
      'processTypes.check.evaluator.rules[0].patterns[0]',
      'cannot be compiled with RE2 semantics (unsupported lookbehind: `(?<=`); backreferences and lookaround are not supported',
    ],
    [
      'an unknown key in a policy process type',
      { ...base, processTypes: { input: { policies: ['p'], polices: [] } } },
      'processTypes.input.polices',
      'unknown key; remove it or fix its spelling',
    ],
  ])('rejects %s', (_name, doc, path, message) => {
    expect(issuesOf(doc)).toContainEqual({ path, message });
  });
});

describe('TOPIC and WORD policies', () => {
  const topic = (extra: object = {}) => ({ name: 'loans', definition: 'Loan offers', keywords: ['payday loan'], ...extra });
  const doc = (policy: object, extra: object = {}) => ({
    name: 'g',
    processTypes: { input: { policies: ['p'] } },
    policies: [{ name: 'p', ...policy }],
    ...extra,
  });

  it('compiles a TOPIC and a WORD policy, reporting their policy types', () => {
    const g = compileGuardian(
      {
        name: 'g',
        verdicts: 'v1.3',
        processTypes: { input: { policies: ['t', 'w'] } },
        policies: [
          { name: 't', type: 'TOPIC', topics: [topic({ action: 'CHECK' })] },
          { name: 'w', type: 'WORD', profanity: {}, lists: [{ name: 'l', action: 'MASK', words: ['acme'] }] },
        ],
      },
      1,
    );
    expect(g.processTypes.get('input')!.map((p) => [p.name, p.type])).toEqual([['t', 'TOPIC'], ['w', 'WORD']]);
  });

  it.each([
    [
      'a CHECK topic under v1.4',
      doc({ type: 'TOPIC', topics: [topic(), topic({ name: 'b', action: 'CHECK' })] }),
      'policies[0].topics[1].action',
      'CHECK is only available with verdicts: v1.3; use BLOCK or set verdicts: v1.3',
    ],
    [
      'more than 30 topics',
      doc({ type: 'TOPIC', topics: Array.from({ length: 31 }, (_, i) => topic({ name: `t${i}` })) }),
      'policies[0].topics',
      'Too big: expected array to have <=30 items',
    ],
    [
      'duplicate topic names',
      doc({ type: 'TOPIC', topics: [topic(), topic()] }),
      'policies[0].topics[1].name',
      'duplicate topic name "loans" (also topics[0]); give each topic a unique name',
    ],
    [
      'a topic with neither keywords nor examples',
      doc({ type: 'TOPIC', topics: [{ name: 'x', definition: 'd' }] }),
      'policies[0].topics[0].examples',
      'give the topic keywords or examples; it cannot be detected from its definition alone',
    ],
    [
      'a keyword without a letter or digit at its ends',
      doc({ type: 'TOPIC', topics: [topic({ keywords: ['ok', '$$'] })] }),
      'policies[0].topics[0].keywords[1]',
      'must start and end with a letter or digit (after case, width and accent folding)',
    ],
    [
      'an example of stop words only',
      doc({ type: 'TOPIC', topics: [topic({ examples: ['what is it?'] })] }),
      'policies[0].topics[0].examples[0]',
      'has no words to compare with (only stop words, digits or punctuation); write a typical sentence of the topic',
    ],
    [
      'more than 10,000 words in one list',
      doc({ type: 'WORD', lists: [{ name: 'l', action: 'MASK', words: Array.from({ length: 10_001 }, (_, i) => `w${i}`) }] }),
      'policies[0].lists[0].words',
      'Too big: expected array to have <=10000 items',
    ],
    [
      'more than 10,000 words across lists',
      doc({
        type: 'WORD',
        lists: [
          { name: 'a', action: 'MASK', words: Array.from({ length: 6_000 }, (_, i) => `a${i}`) },
          { name: 'b', action: 'BLOCK', words: Array.from({ length: 4_001 }, (_, i) => `b${i}`) },
        ],
      }),
      'policies[0].lists',
      '10001 words in all lists; a WORD policy holds at most 10000 (split it into several policies)',
    ],
    [
      'a word list entry that cannot have word boundaries',
      doc({ type: 'WORD', lists: [{ name: 'l', action: 'MASK', words: ['fine', '***'] }] }),
      'policies[0].lists[0].words[1]',
      'must start and end with a letter or digit (after case, width and accent folding); word boundaries are defined on them',
    ],
    [
      'a list named like the built-in one',
      doc({ type: 'WORD', lists: [{ name: 'profanity', action: 'MASK', words: ['x'] }] }),
      'policies[0].lists[0].name',
      '"profanity" names the built-in list; choose another name',
    ],
    ['a WORD policy with nothing to match', doc({ type: 'WORD' }), 'policies[0].lists', 'add a word list or turn on profanity: {}'],
    [
      'CHECK on a word list',
      doc({ type: 'WORD', lists: [{ name: 'l', action: 'CHECK', words: ['x'] }] }, { verdicts: 'v1.3' }),
      'policies[0].lists[0].action',
      'Invalid option: expected one of "MASK"|"BLOCK"',
    ],
    [
      'an unknown profanity language',
      doc({ type: 'WORD', profanity: { languages: ['fr'] } }),
      'policies[0].profanity.languages[0]',
      'Invalid option: expected one of "en"|"ko"',
    ],
    ['an unknown key in a topic', doc({ type: 'TOPIC', topics: [topic({ keyword: [] })] }), 'policies[0].topics[0].keyword', 'unknown key; remove it or fix its spelling'],
  ])('rejects %s', (_name, d, path, message) => {
    expect(issuesOf(d)).toContainEqual({ path, message });
  });
});
