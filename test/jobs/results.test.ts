/** The job's results: per-policy items merged by rule, action and mask word, counted, in first-seen order. */
import fc from 'fast-check';
import type { PolicyResult, TextInspection } from '../../functions/engine/inspect';
import type { PolicyFinding, RuleType } from '../../functions/engine/policies/types';
import { aggregate, VERDICTS, type Verdict } from '../../functions/engine/verdict';
import { ResultAggregator, type AggregatedPolicyResult } from '../../functions/jobs/results';

function finding(ruleName: string, action: Verdict, maskWord: string, confidence: number, ruleType: RuleType = 'ENTITY'): PolicyFinding {
  return { start: 0, end: 1, action, ruleType, ruleName, confidence, maskWord, alertMessage: `${ruleName} ${action}` };
}

function inspection(...results: [string, PolicyFinding[]][]): TextInspection {
  const rs: PolicyResult[] = results.map(([policyName, findings]) => ({
    policyName,
    policyType: 'PII',
    action: aggregate(findings.map((f) => f.action)),
    findings,
  }));
  return { action: aggregate(rs.map((r) => r.action)), results: rs };
}

describe('ResultAggregator', () => {
  it('merges identical items, keeps the highest confidence, and tells apart what differs', () => {
    const a = new ResultAggregator();
    a.add(inspection(['pii', [finding('EMAIL_ADDRESS', 'MASK', '[EMAIL_ADDRESS]', 0.5), finding('US_SSN', 'BLOCK', '[US_SSN]', 0.8)]]));
    a.add(inspection());
    a.add(
      inspection(
        ['pii', [finding('EMAIL_ADDRESS', 'MASK', '[EMAIL_ADDRESS]', 0.934), finding('EMAIL_ADDRESS', 'PASS', '[EMAIL_ADDRESS]', 0.6)]],
        ['words', [finding('swearing', 'MASK', '[EMAIL_ADDRESS]', 1, 'WORD')]],
      ),
    );
    // Same mask word, other rule / rule type: separate items.
    a.add(inspection(['pii', [finding('EMP', 'MASK', '[EMAIL_ADDRESS]', 0.9, 'REGEX'), finding('EMAIL_ADDRESS', 'MASK', '[MAIL]', 0.7)]]));
    expect(a.action).toBe('BLOCK');
    expect(a.results()).toEqual<AggregatedPolicyResult[]>([
      {
        policy_name: 'pii',
        policy_type: 'PII',
        action: 'BLOCK',
        detected_items: [
          { rule_type: 'ENTITY', rule_name: 'EMAIL_ADDRESS', action: 'MASK', confidence: 0.93, mask_word: '[EMAIL_ADDRESS]', alert_message: 'EMAIL_ADDRESS MASK', count: 2 },
          { rule_type: 'ENTITY', rule_name: 'US_SSN', action: 'BLOCK', confidence: 0.8, mask_word: '[US_SSN]', alert_message: 'US_SSN BLOCK', count: 1 },
          { rule_type: 'ENTITY', rule_name: 'EMAIL_ADDRESS', action: 'PASS', confidence: 0.6, mask_word: '[EMAIL_ADDRESS]', alert_message: 'EMAIL_ADDRESS PASS', count: 1 },
          { rule_type: 'REGEX', rule_name: 'EMP', action: 'MASK', confidence: 0.9, mask_word: '[EMAIL_ADDRESS]', alert_message: 'EMP MASK', count: 1 },
          { rule_type: 'ENTITY', rule_name: 'EMAIL_ADDRESS', action: 'MASK', confidence: 0.7, mask_word: '[MAIL]', alert_message: 'EMAIL_ADDRESS MASK', count: 1 },
        ],
      },
      {
        policy_name: 'words',
        policy_type: 'PII',
        action: 'MASK',
        detected_items: [
          { rule_type: 'WORD', rule_name: 'swearing', action: 'MASK', confidence: 1, mask_word: '[EMAIL_ADDRESS]', alert_message: 'swearing MASK', count: 1 },
        ],
      },
    ]);
  });

  it('is PASS with no results for a file with no findings', () => {
    const a = new ResultAggregator();
    a.add(inspection());
    expect([a.action, a.results()]).toEqual(['PASS', []]);
  });

  it('(fast-check) gives what merging by the key `rule type, rule name, action, mask word` gives', () => {
    const pick = <T,>(xs: readonly T[]) => fc.constantFrom(...xs);
    const f = fc
      .record({
        name: pick(['A', 'B', 'C']),
        type: pick(['ENTITY', 'REGEX', 'WORD'] as const),
        action: pick(VERDICTS),
        mask: pick(['[A]', '[B]', 'x']),
        confidence: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map((r) => finding(r.name, r.action, r.mask, r.confidence, r.type));
    const part = fc.array(fc.tuple(pick(['p1', 'p2']), fc.array(f, { minLength: 1, maxLength: 4 })), { maxLength: 2 });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const a = new ResultAggregator();
        const expected = new Map<string, { action: Verdict; items: Map<string, { f: PolicyFinding; confidence: number; count: number }> }>();
        let verdict: Verdict = 'PASS';
        for (const p of parts) {
          const i = inspection(...p);
          a.add(i);
          verdict = aggregate([verdict, i.action]);
          for (const r of i.results) {
            const e = expected.get(r.policyName) ?? { action: 'PASS' as Verdict, items: new Map() };
            expected.set(r.policyName, e);
            e.action = aggregate([e.action, r.action]);
            for (const x of r.findings) {
              const key = JSON.stringify([x.ruleType, x.ruleName, x.action, x.maskWord]);
              const item = e.items.get(key);
              if (item) {
                item.count++;
                item.confidence = Math.max(item.confidence, x.confidence);
              } else e.items.set(key, { f: x, confidence: x.confidence, count: 1 });
            }
          }
        }
        expect(a.action).toBe(verdict);
        expect(a.results()).toEqual(
          [...expected].map(([name, e]) => ({
            policy_name: name,
            policy_type: 'PII',
            action: e.action,
            detected_items: [...e.items.values()].map(({ f: x, confidence, count }) => ({
              rule_type: x.ruleType,
              rule_name: x.ruleName,
              action: x.action,
              confidence: Math.round(confidence * 100) / 100,
              mask_word: x.maskWord,
              alert_message: x.alertMessage,
              count,
            })),
          })),
        );
      }),
      { numRuns: 300 },
    );
  });
});
