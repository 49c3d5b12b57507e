import type { Candidate, Detector } from '../detectors/types';
import { keywordList, type TextRequirements } from '../text-index';
import type { UserPattern } from '../user-pattern';
import type { DenyList } from './deny-list';

/**
 * Operators' custom rules and deny lists as detectors of the analysis pipeline (../analyze.ts): they pass through
 * the same steps as the built-in catalog (context, threshold, allow list, overlaps).
 */

/** Detector id of every custom rule, shown in explanations (`detector: custom-rule`, `pattern: <rule name>`). */
export const CUSTOM_RULE_DETECTOR_ID = 'custom-rule';
/** Detector id of a deny list (`pattern: denyList.values[<i>]`). */
export const DENY_LIST_DETECTOR_ID = 'deny-list';

export interface CustomRuleSpec {
  readonly name: string;
  /** The entity the rule reports (its label). */
  readonly entity: string;
  readonly pattern: UserPattern;
  /** A literal every match starts with (lower-cased when case-insensitive and ASCII): texts without it are skipped. */
  readonly literal: string | undefined;
  readonly caseInsensitive: boolean;
  /** The score of every match, before context. */
  readonly confidence: number;
  /** Lower-case context words. */
  readonly context: readonly string[];
}

export function customRuleDetector(rule: CustomRuleSpec): Detector {
  const { literal, caseInsensitive, pattern, confidence, name } = rule;
  return {
    id: CUSTOM_RULE_DETECTOR_ID,
    entity: rule.entity,
    requires: literalRequirement(literal, caseInsensitive),
    patterns: [],
    find: (text: string): Candidate[] => {
      const out: Candidate[] = [];
      for (const [start, end] of pattern.spans(text)) out.push({ start, end, score: confidence, pattern: name });
      return out;
    },
    context: rule.context,
  };
}

/**
 * Every match starts with the literal. A case-insensitive literal is lower case and ASCII, and lower-casing folds
 * fewer characters than RE2 does (ſ matches s), so it rules out only texts that are all ASCII: the text holds a
 * character outside ASCII, or its lower case holds the literal.
 */
function literalRequirement(literal: string | undefined, caseInsensitive: boolean): TextRequirements | undefined {
  if (literal === undefined) return undefined;
  if (!caseInsensitive) return { keywords: keywordList([literal]) };
  return { anyOf: [{ nonAscii: true }, { keywords: keywordList([literal], { caseInsensitive: true }) }] };
}

export function denyListDetector(list: DenyList): Detector {
  return {
    id: DENY_LIST_DETECTOR_ID,
    entity: 'DENY_LIST',
    patterns: [],
    find: (text: string): Candidate[] => {
      const out: Candidate[] = [];
      for (const m of list.matches(text)) out.push({ start: m.start, end: m.end, score: 1, pattern: `denyList.values[${m.index ?? ''}]` });
      return out;
    },
    context: [],
  };
}
