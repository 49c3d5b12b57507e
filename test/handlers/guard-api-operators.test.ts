/**
 * Masking operators (mask, pseudonym, placeholder) and PII policy features (DETECT, allow patterns, deny list,
 * `?explain=true`) end to end through HTTP on the local stack.
 */
import type { GuardianInput } from '../../functions/guardians/schema';
import type { LocalStack } from '../../functions/local/stack';
import { sendJson } from '../helpers/jobs';
import { callGuard, captureLogs, createGuardianWithKey, startTestStack } from '../helpers/stack';

const GUARDIAN: GuardianInput = {
  name: 'operators',
  processTypes: { input: { policies: ['pii'] } },
  policies: [
    {
      name: 'pii',
      type: 'PII',
      entities: {
        CREDIT_CARD: { action: 'MASK', operator: { type: 'mask', keepLast: 4, keepSeparators: true } },
        EMAIL_ADDRESS: { action: 'MASK', operator: { type: 'pseudonym' } },
        PERSON: { action: 'MASK', operator: { type: 'placeholder' } },
        IP_ADDRESS: { action: 'DETECT' },
      },
      customRules: [
        {
          name: 'employee-id',
          pattern: 'EMP-[0-9]{6}',
          action: 'MASK',
          confidence: 0.6,
          context: ['staff'],
          operator: { type: 'placeholder', prefix: 'EMPLOYEE' },
        },
      ],
      // Full match: the service desk's addresses pass, an address that merely contains one does not.
      allowPatterns: ['[a-z.]+@help\\.example\\.org'],
      denyList: { values: ['Project Falcon', 'ACME-42', '홍길동'], action: 'MASK' },
    },
  ],
};

let stack: LocalStack;
let key: string;
let otherProjectKey: string;
beforeAll(async () => {
  stack = await startTestStack();
  key = await createGuardianWithKey(stack.store, GUARDIAN);
  otherProjectKey = await createGuardianWithKey(stack.store, GUARDIAN, 'other-project');
});
afterAll(() => stack.close());

const user = (content: string) => ({ role: 'user', content });
const ask = (content: string, k = key) => callGuard(stack.url, k, { processType: 'input', messages: [user(content)] });
const processed = (body: { input_results: { processed_content?: string }[] }) => body.input_results.map((r) => r.processed_content);

describe('mask operator', () => {
  it('keeps the last 4 digits of a card and its separators', async () => {
    const res = await ask('card number 4111 1111 1111 1111 please');
    expect(res.status).toBe(200);
    expect(res.body.action).toBe('MASK');
    expect(processed(res.body)).toEqual(['card number **** **** **** 1111 please']);
    // The item's mask_word stays the configured word: job records and results never hold value fragments.
    expect(res.body.input_results[0].results[0].detected_items).toEqual([
      expect.objectContaining({ rule_type: 'ENTITY', rule_name: 'CREDIT_CARD', action: 'MASK', mask_word: '[CREDIT_CARD]' }),
    ]);
  });
});

describe('pseudonym operator', () => {
  const TOKEN = /^mail \[EMAIL_ADDRESS_[0-9a-f]{12}\] now$/;

  it('gives the same token for the same value across calls of one project, and a different one in another project', async () => {
    const first = processed((await ask('mail jane.doe@corp.test now')).body)[0]!;
    const second = processed((await ask('mail jane.doe@corp.test now')).body)[0]!;
    const recased = processed((await ask('mail Jane.Doe@CORP.test now')).body)[0]!;
    const other = processed((await ask('mail jane.doe@corp.test now', otherProjectKey)).body)[0]!;
    const differentValue = processed((await ask('mail john.roe@corp.test now')).body)[0]!;
    expect(first).toMatch(TOKEN);
    expect(second).toBe(first);
    expect(recased).toBe(first); // normalized: case-folded before hashing
    expect(other).toMatch(TOKEN);
    expect(other).not.toBe(first);
    expect(differentValue).toMatch(TOKEN);
    expect(differentValue).not.toBe(first);
  });
});

describe('a project without a pseudonym secret', () => {
  it('answers 500 INTERNAL_ERROR rather than masking without a key (README: rotate-pseudonym-secret)', async () => {
    // Created the way projects were before pseudonyms existed: no secret.
    await stack.store.createProject({ projectId: 'legacy-project', name: 'legacy', createdAt: '2025-01-01T00:00:00.000Z' });
    const legacyKey = await createGuardianWithKey(stack.store, GUARDIAN, 'legacy-project');
    const res = await ask('mail jane.doe@corp.test now', legacyKey);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(res.body)).not.toContain('jane');
  });
});

describe('placeholder operator', () => {
  it('numbers distinct values consistently across all messages of one call, and restarts in the next call', async () => {
    const body = {
      processType: 'input',
      messages: [
        user('EMP-000111 reported to EMP-000222'),
        { role: 'assistant', content: 'EMP-000333 is not inspected' },
        user('ask EMP-000222, then EMP-000111 and EMP-000444'),
      ],
    };
    const res = await callGuard(stack.url, key, body);
    expect(res.status).toBe(200);
    expect(res.body.input_results.map((r: { index: number }) => r.index)).toEqual([0, 2]);
    expect(processed(res.body)).toEqual([
      '[EMPLOYEE_1] reported to [EMPLOYEE_2]',
      'ask [EMPLOYEE_2], then [EMPLOYEE_1] and [EMPLOYEE_3]',
    ]);
    const next = await ask('EMP-000444 first');
    expect(processed(next.body)).toEqual(['[EMPLOYEE_1] first']);
  });

  it('uses the entity type as the default prefix', async () => {
    const res = await ask('I met Margaret Thompson and Robert Miller; Margaret Thompson paid.');
    expect(processed(res.body)).toEqual(['I met [PERSON_1] and [PERSON_2]; [PERSON_1] paid.']);
  });
});

describe('DETECT (detect-only)', () => {
  it('records the item with action PASS and leaves the content alone', async () => {
    const res = await ask('the host 192.168.10.24 is down');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      action: 'PASS',
      input_results: [
        {
          index: 0,
          type: 'text',
          action: 'PASS',
          results: [
            {
              policy_name: 'pii',
              policy_type: 'PII',
              action: 'PASS',
              detected_items: [
                {
                  rule_type: 'ENTITY',
                  rule_name: 'IP_ADDRESS',
                  action: 'PASS',
                  confidence: expect.any(Number),
                  mask_word: '[IP_ADDRESS]',
                  alert_message: 'IP_ADDRESS detected (detect only)',
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('does not lower the verdict of other items', async () => {
    const res = await ask('host 192.168.10.24, card number 4111 1111 1111 1111');
    expect(res.body.action).toBe('MASK');
    expect(processed(res.body)).toEqual(['host 192.168.10.24, card number **** **** **** 1111']);
    expect(res.body.input_results[0].results[0].detected_items.map((i: { action: string }) => i.action)).toEqual(['PASS', 'MASK']);
  });
});

describe('allow patterns (RE2, full match)', () => {
  it.each([
    ['an allowed address passes unreported', 'write to help.desk@help.example.org', { action: 'PASS', input_results: [] }],
  ])('%s', async (_name, text, expected) => {
    expect((await ask(text)).body).toEqual(expected);
  });

  it('a value only containing an allowed address is still masked', async () => {
    const res = await ask('write to xhelp.desk@help.example.org.evil.test');
    expect(res.body.action).toBe('MASK');
    expect(processed(res.body)[0]).toMatch(/^write to \[EMAIL_ADDRESS_[0-9a-f]{12}\]$/);
  });

  it('rejects a pattern RE2 cannot compile, naming its path', async () => {
    const { compileGuardian } = await import('../helpers/catalog');
    const bad = { ...GUARDIAN, policies: [{ ...GUARDIAN.policies![0]!, allowPatterns: ['ok', '(?=x)y'] }] };
    expect(() => compileGuardian(bad, 1)).toThrow(/policies\[0\]\.allowPatterns\[1\]/);
  });
});

describe('deny list', () => {
  it.each([
    ['case-insensitive phrase', 'status of project falcon?', 'status of [DENY_LIST]?'],
    ['any whitespace inside a phrase', 'PROJECT\n  FALCON starts', '[DENY_LIST] starts'],
    ['punctuation around the phrase', '(ACME-42).', '([DENY_LIST]).'],
    ['Hangul followed by a particle', '홍길동은 출근했다', '[DENY_LIST]은 출근했다'],
  ])('%s', async (_name, text, masked) => {
    const res = await ask(text);
    expect(res.body.action).toBe('MASK');
    expect(processed(res.body)).toEqual([masked]);
    expect(res.body.input_results[0].results[0].detected_items).toEqual([
      expect.objectContaining({ rule_type: 'DENY_LIST', rule_name: 'DENY_LIST', action: 'MASK', confidence: 1, mask_word: '[DENY_LIST]' }),
    ]);
  });

  it.each([
    ['inside a longer word', 'projectfalcons fly'],
    ['a longer code', 'ACME-420 is different'],
    ['letters glued on', 'xACME-42'],
  ])('no match %s', async (_name, text) => {
    expect((await ask(text)).body).toEqual({ action: 'PASS', input_results: [] });
  });
});

describe('explanations (?explain=true)', () => {
  const explainUrl = (query: string) => `${stack.url}/v1/guard/api${query}`;
  const body = { processType: 'input', messages: [user('card number 4111 1111 1111 1111, EMP-000111 and ACME-42, staff EMP-000222')] };

  it('adds an explanation to every item, without any detected value', async () => {
    const res = await sendJson(explainUrl('?explain=true'), 'POST', key, body);
    expect(res.status).toBe(200);
    const items = res.body.input_results[0].results[0].detected_items;
    expect(items.map((i: { explanation: unknown }) => i.explanation)).toEqual([
      { detector: 'credit-card', pattern: 'pan', context_word: 'card number', validation: 'valid', base_score: 0.8, final_score: 1 },
      { detector: 'custom-rule', pattern: 'employee-id', validation: 'not_applicable', base_score: 0.6, final_score: 0.6 },
      { detector: 'deny-list', pattern: 'denyList.values[1]', validation: 'not_applicable', base_score: 1, final_score: 1 },
      { detector: 'custom-rule', pattern: 'employee-id', context_word: 'staff', validation: 'not_applicable', base_score: 0.6, final_score: 0.95 },
    ]);
    const text = JSON.stringify(items.map((i: { explanation: unknown }) => i.explanation));
    for (const value of ['4111', 'EMP-000', 'ACME']) expect(text).not.toContain(value);
  });

  it('say `normalised` for a value written with fullwidth digits, invisible characters and a typographic hyphen; operators rewrite the original span', async () => {
    const text = 'card number ４１１１\u200b １１１１ １１１１ １１１１, staff EMP\u2010000222';
    const res = await sendJson(explainUrl('?explain=true'), 'POST', key, { processType: 'input', messages: [user(text)] });
    expect(res.status).toBe(200);
    const part = res.body.input_results[0];
    // The card's mask operator (keepLast 4, keepSeparators) and the rule's placeholder apply to the original
    // characters, the zero-width space included.
    expect(part.processed_content).toBe('card number ***** **** **** １１１１, staff [EMPLOYEE_1]');
    expect(part.results[0].detected_items.map((i: { explanation: unknown }) => i.explanation)).toEqual([
      { detector: 'credit-card', pattern: 'pan', context_word: 'card number', validation: 'valid', base_score: 0.8, final_score: 1, normalised: true },
      { detector: 'custom-rule', pattern: 'employee-id', context_word: 'staff', validation: 'not_applicable', base_score: 0.6, final_score: 0.95, normalised: true },
    ]);
  });

  it.each([['no parameter', ''], ['explain=false', '?explain=false']])('is absent with %s', async (_name, query) => {
    const res = await sendJson(explainUrl(query), 'POST', key, body);
    expect(res.status).toBe(200);
    for (const item of res.body.input_results[0].results[0].detected_items) expect(item).not.toHaveProperty('explanation');
  });

  it('rejects any other value', async () => {
    const res = await sendJson(explainUrl('?explain=yes'), 'POST', key, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.objectContaining({ code: 'INVALID_REQUEST', details: expect.objectContaining({ field: 'explain' }) }));
  });
});

describe('side channels', () => {
  it('logs and traces hold neither the pseudonym secret nor detected values, also with explanations', async () => {
    const logged = await startTestStack({ logLevel: 'INFO' });
    try {
      const k = await createGuardianWithKey(logged.store, GUARDIAN, 'logged-project');
      const secret = (await logged.store.getProject('logged-project'))!.pseudonymSecret!;
      const logs = captureLogs();
      try {
        const res = await sendJson(`${logged.url}/v1/guard/api?explain=true`, 'POST', k, {
          processType: 'input',
          messages: [user('mail jane.doe@corp.test, card number 4111 1111 1111 1111, Project Falcon, EMP-000111')],
        });
        expect(res.status).toBe(200);
        expect(res.body.action).toBe('MASK');
      } finally {
        logs.restore();
      }
      expect(logs.records().some((r) => r.message === 'guard.request')).toBe(true);
      for (const value of [secret, 'jane.doe', '4111 1111', 'Falcon', 'EMP-000111']) expect(logs.text()).not.toContain(value);
    } finally {
      await logged.close();
    }
  });
});
