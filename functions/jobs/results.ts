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

interface ItemEntry {
  readonly f: PolicyFinding;
  confidence: number;
  count: number;
}

interface PolicyEntry {
  readonly type: string;
  action: Verdict;
  /** Items in first-seen order. */
  readonly items: ItemEntry[];
  /**
   * The same items by mask word, then told apart by rule and action: no key string is built per finding (there
   * may be millions in a file), and a policy's rules rarely share a mask word.
   */
  readonly byMaskWord: Map<string, ItemEntry[]>;
}

/** The finding's item (created with count 0 the first time): identical rule, action and mask word. */
function itemOf(p: PolicyEntry, f: PolicyFinding): ItemEntry {
  let same = p.byMaskWord.get(f.maskWord);
  if (same) {
    for (const e of same) {
      if (e.f.ruleName === f.ruleName && e.f.ruleType === f.ruleType && e.f.action === f.action) return e;
    }
  } else p.byMaskWord.set(f.maskWord, (same = []));
  const e: ItemEntry = { f, confidence: f.confidence, count: 0 };
  same.push(e);
  p.items.push(e);
  return e;
}

/**
 * Accumulates the inspections of every part of a file (lines, cells, string values) into per-policy results
 * whose size depends on the number of distinct rules, never on the file's size (DynamoDB items ≤ 400 KB).
 */
export class ResultAggregator {
  private verdict: Verdict = 'PASS';
  private readonly policies = new Map<string, PolicyEntry>();

  add(inspection: TextInspection): void {
    this.verdict = maxVerdict(this.verdict, inspection.action);
    for (const r of inspection.results) {
      let p = this.policies.get(r.policyName);
      if (!p) {
        p = { type: r.policyType, action: 'PASS', items: [], byMaskWord: new Map() };
        this.policies.set(r.policyName, p);
      }
      p.action = maxVerdict(p.action, r.action);
      for (const f of r.findings) {
        const item = itemOf(p, f);
        item.count++;
        if (f.confidence > item.confidence) item.confidence = f.confidence;
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
      detected_items: p.items.map(({ f, confidence, count }) => ({
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
