import type { Operator } from '../operators';
import type { Verdict } from '../verdict';

/**
 * Kinds of rule that can fire, reported as `rule_type` in detected items:
 * - `ENTITY`: a built-in detector of the PII catalog (`rule_name` is the entity type, e.g. `EMAIL_ADDRESS`);
 * - `REGEX`: an operator-defined regular-expression rule (`rule_name` is the rule's name);
 * - `DENY_LIST`: a phrase of a policy's deny list (`rule_name` is `DENY_LIST`);
 * - `TOPIC`: a denied topic of a TOPIC policy (`rule_name` is the topic's name);
 * - `WORD`: a custom word list of a WORD policy (`rule_name` is the list's name);
 * - `PROFANITY`: the built-in profanity lists of a WORD policy (`rule_name` is `profanity`).
 */
export const RULE_TYPES = ['ENTITY', 'REGEX', 'DENY_LIST', 'TOPIC', 'WORD', 'PROFANITY'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** Policy types (`policy_type` in results). */
export const POLICY_TYPES = ['PII', 'TOPIC', 'WORD'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** One span a policy decided to act on. Holds offsets, never the matched value itself. */
export interface PolicyFinding {
  readonly start: number;
  readonly end: number;
  /** PASS for a detect-only rule (`DETECT`): reported, never masked or blocked. */
  readonly action: Verdict;
  readonly ruleType: RuleType;
  readonly ruleName: string;
  /** Confidence in [0, 1]. */
  readonly confidence: number;
  /** Token that replaces the span when the content is masked. */
  readonly maskWord: string;
  /** Human-readable; names the rule and the action, never the value. */
  readonly alertMessage: string;
  /** How a MASK finding is rewritten; absent = `replace` (the mask word). */
  readonly operator?: Operator;
  /** Default prefix of pseudonyms and placeholders (SCREAMING_SNAKE); derived from the mask word when absent. */
  readonly label?: string;
  /** Why the finding fired; only when the caller asked for explanations. */
  readonly explanation?: FindingExplanation;
}

/**
 * Why a finding fired (`?explain=true`): names of detectors, patterns and context words from the
 * configuration and catalog, and scores — never the detected value or the text around it. Keys are in the
 * API's snake_case: the object is shown to callers as it is (`explanation` of a detected item).
 */
export interface FindingExplanation {
  /** Detector id (`credit-card`), `custom-rule`, or `deny-list`. */
  readonly detector: string;
  /** Pattern or finder name (`visa-16`), the custom rule's name, or `denyList.values[<i>]`. */
  readonly pattern: string;
  /** The context word that raised the score, if one did. */
  readonly context_word?: string;
  /** `valid` when a checksum/structure validator accepted the value, `not_applicable` when there is none. */
  readonly validation: 'valid' | 'not_applicable';
  /** Rounded to two decimals, like `confidence`. */
  readonly base_score: number;
  readonly final_score: number;
  /**
   * Present (true) when the value's original characters differ from the canonical view the rule read (fullwidth
   * forms, invisible characters, dash or space variants, look-alike letters): found after normalisation.
   */
  readonly normalised?: true;
}

/**
 * When a call's analysis must end (the engine has no clock: the caller passes this in). Checked after each step
 * whose cost the operator controls (custom rules, deny lists); past it the policy throws AnalysisDeadlineError.
 */
export interface AnalysisDeadline {
  readonly budgetMs: number;
  passed(): boolean;
}

/** Per-call inspection options. */
export interface InspectOptions {
  /** Attach a FindingExplanation to every finding (off by default: no cost when off). */
  readonly explain?: boolean;
  readonly deadline?: AnalysisDeadline;
}

/** How a policy writes a masked value of one entity type: its mask word, operator and label. */
export type EntityMasking = Pick<PolicyFinding, 'maskWord' | 'operator' | 'label'>;

export interface CompiledPolicy {
  readonly name: string;
  readonly type: PolicyType;
  /** Operator types the policy's rules may apply (e.g. `pseudonym` needs the project's key); none = `replace`. */
  readonly operatorTypes?: ReadonlySet<Operator['type']>;
  /**
   * PII policies: how the policy masks `entity` when its `entities` list it, whatever the action (a batch file's
   * entity columns mask their cells the same way, so a name reads the same in its column and in free text).
   */
  entityMasking?(entity: string): EntityMasking | undefined;
  /** Findings in text order; MASK findings do not overlap (a TOPIC finding may share its sentence with another). */
  inspect(text: string, options?: InspectOptions): PolicyFinding[];
}
