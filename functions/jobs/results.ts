import type { TextInspection } from '../engine/inspect';
import type { PolicyFinding } from '../engine/policies/types';
import { aggregate, maxVerdict, type Verdict } from '../engine/verdict';

/** A detected item of a job record: identical items (same rule, action and mask word) merged, with a count. */
export interface AggregatedItem {
  readonly rule_type: string;
  readonly rule_name: string;
  readonly action: Verdict;
  /** The highest confidence among the merged occurrences. */
  readonly confidence: number;
  readonly mask_word: string;
  readonly alert_message: string;
  readonly count: number;
}

export interface AggregatedPolicyResult {
  readonly policy_name: string;
  readonly policy_type: string;
  readonly action: Verdict;
  readonly detected_items: readonly AggregatedItem[];
}

/**
 * Accumulates the inspections of every part of a file (lines, cells, string values) into per-policy results
 * whose size depends on the number of distinct rules, never on the file's size (DynamoDB items ≤ 400 KB).
 */
export class ResultAggregator {
  private verdict: Verdict = 'PASS';
  private readonly policies = new Map<
    string,
    { type: string; action: Verdict; items: Map<string, { f: PolicyFinding; confidence: number; count: number }> }
  >();

  add(inspection: TextInspection): void {
    this.verdict = maxVerdict(this.verdict, inspection.action);
    for (const r of inspection.results) {
      let p = this.policies.get(r.policyName);
      if (!p) {
        p = { type: r.policyType, action: 'PASS', items: new Map() };
        this.policies.set(r.policyName, p);
      }
      p.action = maxVerdict(p.action, r.action);
      for (const f of r.findings) {
        const key = `${f.ruleType}\u0000${f.ruleName}\u0000${f.action}\u0000${f.maskWord}`;
        const item = p.items.get(key);
        if (item) {
          item.count++;
          if (f.confidence > item.confidence) item.confidence = f.confidence;
        } else p.items.set(key, { f, confidence: f.confidence, count: 1 });
      }
    }
  }

  /** The file's verdict: the highest verdict of any part. */
  get action(): Verdict {
    return this.verdict;
  }

  results(): AggregatedPolicyResult[] {
    return [...this.policies].map(([name, p]) => ({
      policy_name: name,
      policy_type: p.type,
      action: aggregate([p.action]),
      detected_items: [...p.items.values()].map(({ f, confidence, count }) => ({
        rule_type: f.ruleType,
        rule_name: f.ruleName,
        action: f.action,
        confidence: Math.round(confidence * 100) / 100,
        mask_word: f.maskWord,
        alert_message: f.alertMessage,
        count,
      })),
    }));
  }
}
