import type { CompiledPolicy, PolicyFinding, PolicyType } from './policies/types';
import { rewrite } from './rewrite';
import { aggregate, type Verdict } from './verdict';

export interface PolicyResult {
  readonly policyName: string;
  readonly policyType: PolicyType;
  readonly action: Verdict;
  readonly findings: readonly PolicyFinding[];
}

export interface TextInspection {
  readonly action: Verdict;
  /** Only policies that found something, in the Guardian's policy order. */
  readonly results: readonly PolicyResult[];
  /** The masked text, present when the part's verdict is MASK (or CHECK with masking). */
  readonly processedContent?: string;
}

/**
 * Inspects one text with every policy of a process type, aggregates the verdict (item → policy → part) and,
 * unless the part is blocked, rewrites the MASK spans.
 */
export function inspectText(text: string, policies: readonly CompiledPolicy[]): TextInspection {
  const results: PolicyResult[] = [];
  for (const policy of policies) {
    const findings = policy.inspect(text);
    if (findings.length === 0) continue;
    results.push({
      policyName: policy.name,
      policyType: policy.type,
      action: aggregate(findings.map((f) => f.action)),
      findings,
    });
  }
  const action = aggregate(results.map((r) => r.action));
  if (action === 'PASS' || action === 'BLOCK') return { action, results };
  const spans = results.flatMap((r) => r.findings.filter((f) => f.action === 'MASK'));
  if (spans.length === 0) return { action, results };
  return { action, results, processedContent: rewrite(text, spans) };
}
