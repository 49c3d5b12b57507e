import { compileUserPattern } from '../engine/user-pattern';
import type { CriteriaEvaluator, CriterionVerdict } from './types';

export interface CriterionRule {
  /** The criterion text, as callers send it in `check_criteria`. */
  readonly criterion: string;
  /** Case-insensitive phrases whose presence violates the criterion. */
  readonly phrases: readonly string[];
  /** RE2 patterns (case-insensitive) whose match violates the criterion. */
  readonly patterns: readonly string[];
}

/**
 * A deterministic local evaluator: each criterion is defined in the Guardian by the phrases and patterns that
 * violate it. Cheap, for tests, local use and simple checks. A criterion the Guardian does not define cannot be
 * evaluated — rejected at validation (see `undefinedCriteria`), never silently passed.
 */
export function createRulesEvaluator(rules: readonly CriterionRule[]): CriteriaEvaluator & {
  undefinedCriteria(criteria: readonly string[]): string[];
} {
  const byCriterion = new Map(
    rules.map((r) => [
      normalize(r.criterion),
      {
        phrases: r.phrases.map((p) => p.toLowerCase()),
        patterns: r.patterns.map((p, i) => ({ index: i, re: compileUserPattern(p, { caseInsensitive: true }) })),
      },
    ]),
  );
  return {
    undefinedCriteria: (criteria) => criteria.filter((c) => !byCriterion.has(normalize(c))),
    async evaluate({ content, criteria }) {
      const lower = content.toLowerCase();
      return criteria.map((criterion): CriterionVerdict => {
        const rule = byCriterion.get(normalize(criterion))!;
        const phrase = rule.phrases.findIndex((p) => lower.includes(p));
        if (phrase >= 0) {
          return { criterion, passed: false, reason: `phrase ${phrase + 1} of the criterion's rule matched`, confidence: 1 };
        }
        const pattern = rule.patterns.find((p) => p.re.test(content));
        if (pattern) {
          return { criterion, passed: false, reason: `pattern ${pattern.index + 1} of the criterion's rule matched`, confidence: 1 };
        }
        return { criterion, passed: true, reason: 'no rule of the criterion matched', confidence: 1 };
      });
    },
  };
}

/** Criteria match case- and whitespace-insensitively. */
function normalize(criterion: string): string {
  return criterion.trim().replace(/\s+/g, ' ').toLowerCase();
}
