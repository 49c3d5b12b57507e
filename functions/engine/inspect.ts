import type { MaskingContext } from './masking-context';
import type { AnalysisDeadline, CompiledPolicy, PolicyFinding, PolicyType } from './policies/types';
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

export interface InspectTextOptions {
  /**
   * The call's masking state: ONE per inline call (all parts) or batch job (the whole file), so placeholders
   * stay consistent and pseudonyms use the project's key. Default: a fresh context for this text alone, with
   * no pseudonym key.
   */
  readonly masking?: MaskingContext;
  /** Attach an explanation to every finding. */
  readonly explain?: boolean;
  /** When the call's analysis must end (AnalysisDeadlineError past it). */
  readonly deadline?: AnalysisDeadline;
}

/**
 * Inspects one text with every policy of a process type, aggregates the verdict (item → policy → part) and,
 * unless the part is blocked, rewrites the MASK spans.
 */
export function inspectText(
  text: string,
  policies: readonly CompiledPolicy[],
  options: InspectTextOptions = {},
): TextInspection {
  const results: PolicyResult[] = [];
  const inspectOptions =
    options.explain || options.deadline ? { explain: options.explain === true, ...(options.deadline ? { deadline: options.deadline } : {}) } : undefined;
  for (const policy of policies) {
    const findings = policy.inspect(text, inspectOptions);
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
  // A plain loop: `flatMap` costs ~3 µs a call in V8, more than a short batch cell's whole inspection.
  const spans: PolicyFinding[] = [];
  for (const r of results) for (const f of r.findings) if (f.action === 'MASK') spans.push(f);
  if (spans.length === 0) return { action, results };
  return { action, results, processedContent: rewrite(text, spans, options.masking) };
}
