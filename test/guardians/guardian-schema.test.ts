/** Guardian documents: strict validation with paths, and compilation errors (RE2, unknown entities). */
import { compileGuardian } from '../../functions/guardians/compile';
import { GuardianValidationError } from '../../functions/guardians/errors';

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
      'cannot be compiled with RE2 semantics (invalid escape sequence: \\1); backreferences and lookaround are not supported',
    ],
    [
      'a lookahead',
      { ...base, policies: [{ name: 'p', type: 'PII', customRules: [{ name: 'r', pattern: 'a(?=b)', action: 'MASK' }] }] },
      'policies[0].customRules[0].pattern',
      'cannot be compiled with RE2 semantics (invalid perl operator: (?=); backreferences and lookaround are not supported',
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
      'cannot be compiled with RE2 semantics; backreferences and lookaround are not supported',
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
