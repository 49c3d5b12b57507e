import { TextFeatures } from './detectors/features';
import { boostedScore, contextWordFor, dropLabelledReferences, passesFilters, runPrefiltered } from './detectors/run';
import type { Detector } from './detectors/types';
import { AnalysisDeadlineError } from './errors';
import { normalise, type NormalisedText } from './normalise';
import type { FindingExplanation, InspectOptions, PolicyFinding } from './policies/types';

/**
 * The one analysis pipeline. Every PII finding — built-in detectors, operators' custom rules and deny-list
 * phrases alike — goes through these steps, in this order:
 *
 * 1. normalise: detectors read a canonical view of the text (./normalise: fullwidth forms, invisible characters,
 *    dash and space variants, look-alike letters), with an exact map back to the original;
 * 2. gates: a detector's declared keywords and prefilter, asked of the text's shared features, skip it cheaply;
 * 3. detect: its patterns and finder propose candidates;
 * 4. validate: checksums and structure checks drop candidates (./detectors/run.ts);
 * 5. labelled references: a bare digit run after `order #`, `ticket`, … is dropped, for built-in detectors only
 *    (an operator's rule says itself what it looks for);
 * 6. context: a context word near a candidate raises its score (the same rule for every detector);
 * 7. threshold: candidates below the rule's minimum confidence are dropped;
 * 8. allow list: values the policy allows are dropped (not deny-list phrases: an operator's own list always reports);
 * 9. original offsets: spans move from the view back to the original text, covering every original character
 *    of the value (an invisible character inside it included);
 * 10. overlaps, strategy "strongest wins" (`resolveOverlaps`).
 *
 * Overlaps are resolved last, after the threshold and the allow list, so a span that will not be reported never
 * hides one that will.
 *
 * The policies compile their configuration into `AnalysisRule`s (policies/pii.ts); the conformance suite, the
 * evaluation and the benchmarks run the same `Analyzer`.
 */

/** What every finding of one rule shares (the policy's item for it), built once at compile time. */
export type FindingTemplate = Omit<PolicyFinding, 'start' | 'end' | 'confidence' | 'explanation'>;

/** One detector and what its findings become. */
export interface AnalysisRule {
  readonly detector: Detector;
  /** Step 7: candidates whose score (after context) is below this are dropped. */
  readonly minConfidence: number;
  /** Step 8 applies: false for deny-list phrases. */
  readonly allowListApplies: boolean;
  /**
   * Written by an operator (custom rules, deny lists): its cost per character is the operator's, so the call's
   * deadline is checked after it; and step 5 (labelled references) does not apply to it.
   */
  readonly operatorDefined: boolean;
  readonly item: FindingTemplate;
}

export interface Analyzer {
  /** Non-overlapping findings in text order, with offsets in `text`. */
  analyze(text: string, options?: InspectOptions): PolicyFinding[];
}

/** A rule's keyword mark: the detector has no keyword set, or one the keyword pass's marks alone do not answer. */
const NO_KEYWORDS = -1;
const NO_MARK = -2;

/**
 * An analyzer running `rules` in their order. `allowed` answers step 8 (a value the policy never reports).
 */
export function createAnalyzer(rules: readonly AnalysisRule[], allowed?: (value: string) => boolean): Analyzer {
  // Each rule's keyword set's id when the keyword pass's marks alone answer it (`TextFeatures.keywordMarks`): the
  // gate of most detectors on a prompt is then one read of a typed array.
  const marks = Int32Array.from(rules, ({ detector: { keywords: k } }) =>
    k === undefined ? NO_KEYWORDS : k.direct.length > 0 ? NO_MARK : k.id,
  );
  // Some detector asks the keyword pass, which then runs first: reading every character, it also finds the digit
  // runs and capitals that prefilters and finders ask about.
  const usesKeywordPass = marks.some((m) => m !== NO_KEYWORDS);

  return {
    analyze(original, options) {
      const explain = options?.explain === true;
      const deadline = options?.deadline;
      const view = normalise(original);
      const text = view.text;
      const features = new TextFeatures(text, view.changed ? undefined : view);
      if (usesKeywordPass) void features.keywordMarks;
      const found: PolicyFinding[] = [];
      for (let r = 0; r < rules.length; r++) {
        const rule = rules[r]!;
        const detector = rule.detector;
        // Step 2: the keyword gate (from the pass's marks when they answer it) and the prefilter.
        const mark = marks[r]!;
        const keywordMarks = mark >= 0 ? features.keywordMarks : undefined;
        if (keywordMarks !== undefined) {
          if (keywordMarks[mark] === 0) continue;
          if (detector.prefilter !== undefined && !detector.prefilter(text, features)) continue;
        } else if (!passesFilters(detector, text, features)) continue;
        // Steps 3–5.
        const detected = runPrefiltered(detector, text, features);
        const candidates = rule.operatorDefined ? detected : dropLabelledReferences(text, detected);
        for (let k = 0; k < candidates.length; k++) {
          const c = candidates[k]!;
          // Step 6: context words are looked for only when the detector has some.
          const contextWord = c.score < 1 && detector.context.length > 0 ? contextWordFor(detector, text, c, features) : undefined;
          const confidence = contextWord === undefined ? c.score : boostedScore(c.score);
          // Steps 7 and 8.
          if (confidence < rule.minConfidence) continue;
          if (rule.allowListApplies && allowed !== undefined && allowed(text.slice(c.start, c.end))) continue;
          const why = explain ? explanation(detector, c.pattern, contextWord, c.score, confidence) : undefined;
          found.push(finding(rule.item, c.start, c.end, confidence, why));
        }
        // An operator's pattern may cost more per character than the built-in detectors: the call stops at its
        // deadline instead of running past the function's timeout.
        if (rule.operatorDefined && deadline?.passed()) throw new AnalysisDeadlineError(deadline.budgetMs);
      }
      // Steps 9 and 10.
      return resolveOverlaps(view.changed ? found.map((f) => inOriginal(f, view)) : found);
    },
  };
}

/**
 * Step 9: a finding of the view moved to the original text's span. Its explanation (when asked for) says
 * `normalised` when the original characters differ from the ones the detector read.
 */
function inOriginal(f: PolicyFinding, view: NormalisedText): PolicyFinding {
  const { start, end } = view.toOriginal(f.start, f.end);
  const why = f.explanation;
  const normalised = why !== undefined && view.original.slice(start, end) !== view.text.slice(f.start, f.end);
  return finding(f, start, end, f.confidence, normalised ? { ...why, normalised: true } : why);
}

/**
 * A finding from its rule's template. Written out field by field (not spread): one object shape for every
 * finding keeps V8's property reads on their fast paths in the rewrite and response code.
 */
function finding(t: FindingTemplate, start: number, end: number, confidence: number, why: FindingExplanation | undefined): PolicyFinding {
  return {
    start,
    end,
    action: t.action,
    ruleType: t.ruleType,
    ruleName: t.ruleName,
    confidence,
    maskWord: t.maskWord,
    alertMessage: t.alertMessage,
    operator: t.operator,
    label: t.label,
    explanation: why,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function explanation(detector: Detector, pattern: string, contextWord: string | undefined, baseScore: number, finalScore: number): FindingExplanation {
  return {
    detector: detector.id,
    pattern,
    ...(contextWord !== undefined ? { context_word: contextWord } : {}),
    validation: detector.validate ? 'valid' : 'not_applicable',
    base_score: round2(baseScore),
    final_score: round2(finalScore),
  };
}

/**
 * Step 10, overlap strategy "strongest wins": of two overlapping spans the one that acts wins over a detect-only
 * one, then the higher confidence, then the longer, then the earlier. One sweep in text order (O(n log n)); the
 * result is non-overlapping and in text order, ready for rewriting.
 */
export function resolveOverlaps(findings: PolicyFinding[]): PolicyFinding[] {
  if (findings.length < 2) return findings;
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PolicyFinding[] = [];
  for (const f of sorted) {
    const last = kept[kept.length - 1];
    if (last === undefined || f.start >= last.end) kept.push(f);
    else if (stronger(f, last)) kept[kept.length - 1] = f;
  }
  return kept;
}

function stronger(a: PolicyFinding, b: PolicyFinding): boolean {
  // A detect-only finding never hides a finding that acts (that would leave the overlapped value unmasked).
  if ((a.action === 'PASS') !== (b.action === 'PASS')) return b.action === 'PASS';
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  return a.end - a.start > b.end - b.start;
}
