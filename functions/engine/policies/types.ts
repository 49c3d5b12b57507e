import type { RuleAction } from '../verdict';

/**
 * Kinds of rule that can fire, reported as `rule_type` in detected items:
 * - `ENTITY`: a built-in detector of the PII catalog (`rule_name` is the entity type, e.g. `EMAIL_ADDRESS`);
 * - `REGEX`: an operator-defined regular-expression rule (`rule_name` is the rule's name);
 * - `TOPIC`: a denied topic of a TOPIC policy (`rule_name` is the topic's name);
 * - `WORD`: a custom word list of a WORD policy (`rule_name` is the list's name);
 * - `PROFANITY`: the built-in profanity lists of a WORD policy (`rule_name` is `profanity`).
 */
export const RULE_TYPES = ['ENTITY', 'REGEX', 'TOPIC', 'WORD', 'PROFANITY'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** Policy types (`policy_type` in results). */
export const POLICY_TYPES = ['PII', 'TOPIC', 'WORD'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** One span a policy decided to act on. Holds offsets, never the matched value itself. */
export interface PolicyFinding {
  readonly start: number;
  readonly end: number;
  readonly action: RuleAction;
  readonly ruleType: RuleType;
  readonly ruleName: string;
  /** Confidence in [0, 1]. */
  readonly confidence: number;
  /** Token that replaces the span when the content is masked. */
  readonly maskWord: string;
  /** Human-readable; names the rule and the action, never the value. */
  readonly alertMessage: string;
}

export interface CompiledPolicy {
  readonly name: string;
  readonly type: PolicyType;
  /** Findings in text order; MASK findings do not overlap (a TOPIC finding may share its sentence with another). */
  inspect(text: string): PolicyFinding[];
}
