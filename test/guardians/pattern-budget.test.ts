/**
 * Operators' patterns have a time budget: `guardian apply` refuses a pattern whose worst case on adversarial probes
 * is over PATTERN_COST_LIMIT_MS_PER_MIB (naming it and its cost), and an inline call that runs past its analysis
 * deadline is a 503 ANALYSIS_UNAVAILABLE, never a PASS.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANALYSIS_BUDGET_MS } from '../../functions/guard/guard';
import { PATTERN_COST_LIMIT_MS_PER_MIB } from '../../functions/guardians/pattern-cost';
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { cli, type CliRun } from '../helpers/cli';
import { callGuard, createGuardianWithKey, manualClock, startTestStack } from '../helpers/stack';

const guardianYaml = (patterns: string[]) =>
  [
    'name: g',
    'processTypes:',
    '  input: { policies: [ids] }',
    'policies:',
    '  - name: ids',
    '    type: PII',
    '    customRules:',
    ...patterns.map((p, i) => `      - { name: r${i}, pattern: ${JSON.stringify(p)}, action: MASK }`),
    '',
  ].join('\n');

describe('guardian apply measures every pattern', () => {
  const clock = manualClock(Date.parse('2026-03-01T09:00:00.000Z'));
  let dataDir: string;
  let stack: LocalStack;
  let run: (...argv: string[]) => Promise<CliRun>;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cg-budget-'));
    stack = await startTestStack({ dataDir, clock });
    run = cli(dataDir, clock, dataDir);
    expect((await run('project', 'create', 'acme')).code).toBe(0);
  });
  afterAll(async () => {
    await stack.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a pattern that would cost seconds per MiB is refused, named with its cost; nothing is stored', async () => {
    // Up to 1,000 live states of re2js's NFA at every character: tens of seconds per MiB.
    await writeFile(join(dataDir, 'slow.yaml'), guardianYaml(['EMP-[0-9]{6}', '(?i)(?:[a-z]{1,100}\\s?){1,10}X']));
    const r = await run('guardian', 'apply', '-f', 'slow.yaml', '--project', 'acme');
    expect(r.code).toBe(1);
    const match = /^error: slow\.yaml: policies\[0\]\.customRules\[1\]\.pattern \(line 9\): costs about (\d+) ms per MiB of text in its worst case, over the limit of (\d+) ms/.exec(r.stderr);
    expect(match).not.toBeNull();
    // The limit scales with a reference rule measured at the same moment, never below the fixed one.
    expect(Number(match![2])).toBeGreaterThanOrEqual(PATTERN_COST_LIMIT_MS_PER_MIB);
    expect(Number(match![1])).toBeGreaterThan(Number(match![2]));
    // The cheap rule beside it is not named.
    expect(r.stderr).not.toContain('customRules[0]');
    expect(await stack.store.getGuardian('acme', 'g')).toBeUndefined();
  });

  test('typical operator patterns, simple or not, are accepted', async () => {
    await writeFile(
      join(dataDir, 'ok.yaml'),
      guardianYaml(['EMP-[0-9]{6}', '(?i)project\\s+(?:falcon|eagle)-\\d+', '\\b[A-Z]{3}\\d{4}\\b', '(?:ORD|INV)-\\d{4}-\\d{4}', 'acct[:#]\\s*\\d{6,10}']),
    );
    const r = await run('guardian', 'apply', '-f', 'ok.yaml', '--project', 'acme');
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('Created Guardian g: version 1.');
  });
});

describe('an inline call past its analysis deadline', () => {
  // Each reading of this clock is 3 s after the previous: the deadline passes after the call's second reading.
  let now = Date.parse('2026-03-01T09:00:00.000Z');
  const ticking = { now: () => (now += 3_000) };
  let stack: LocalStack;
  let key: string;
  const guardian: GuardianInput = {
    name: 'slow',
    processTypes: { input: { policies: ['ids'] } },
    policies: [
      {
        name: 'ids',
        type: 'PII',
        customRules: [
          { name: 'a', pattern: '(?i)project\\s+falcon-\\d+', action: 'MASK' },
          { name: 'b', pattern: '(?i)ticket\\s+\\d+', action: 'MASK' },
          { name: 'c', pattern: '(?i)case\\s+\\d+', action: 'MASK' },
        ],
      },
    ],
  };
  beforeAll(async () => {
    stack = await startTestStack({ clock: ticking });
    key = await createGuardianWithKey(stack.store, guardian);
  });
  afterAll(() => stack.close());

  test('answers 503 ANALYSIS_UNAVAILABLE with the budget, not a verdict', async () => {
    const r = await callGuard(stack.url, key, { processType: 'input', messages: [{ role: 'user', content: 'project falcon-7 and ticket 42' }] });
    expect(r.status).toBe(503);
    expect(r.body).toEqual({
      error: {
        code: 'ANALYSIS_UNAVAILABLE',
        message: `The analysis ran past its time budget of ${ANALYSIS_BUDGET_MS} ms: send less text per call, or ask the operator to simplify the Guardian's patterns`,
        details: { budget_ms: ANALYSIS_BUDGET_MS },
      },
    });
    expect(r.text).not.toContain('falcon');
  });
});
