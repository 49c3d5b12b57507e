import { boostedScore, contextWordFor, detectCandidates, dropLabelledReferences, keywordListsAskedBy, passesGates, prepareDetector } from './detectors/run';
import type { Tables } from './data/tables';
import type { Detector } from './detectors/types';
import { AnalysisDeadlineError } from './errors';
import { normalise, type NormalisedText } from './normalise';
import type { FindingExplanation, InspectOptions, PolicyFinding } from './policies/types';
import { withoutPublicFigures } from './public-figures';
import { createKeywordMatcher, TextIndex } from './text-index';
import { maxVerdict } from './verdict';

/**
 * The one analysis pipeline. Every PII finding — built-in detectors, operators' custom rules and deny-list
 * phrases alike — goes through these steps, in this order:
 *
 * 1. normalise: detectors read a canonical view of the text (./normalise: fullwidth forms, invisible characters,
 *    dash and space variants, look-alike letters), with an exact map back to the original;
 * 2. gates: what a detector declares it needs (`requires`: keywords, digit runs, characters, words, …), asked of
 *    the text's index (./text-index: facts computed once per text), skips it cheaply;
 * 3. detect: its patterns and finder propose candidates;
 * 4. validate: checksums and structure checks drop candidates (./detectors/run.ts);
 * 5. labelled references: a bare digit run after `order #`, `ticket`, … is dropped, for built-in detectors only
 *    (an operator's rule says itself what it looks for);
 * 6. context: a context word near a candidate raises its score (the same rule for every detector);
 * 7. threshold: candidates below the rule's minimum confidence are dropped;
 * 8. allow list: values the policy allows are dropped (not deny-list phrases: an operator's own list always reports);
 * 9. the model: a learned model's findings (`Detector.model`) fill in around the rules' (`mergeModelFindings`);
 * 10. public figures: unless the policy masks them, PERSON findings that name a well-known person in full, in a text
 *     holding nothing else identifying, or an AI assistant the text addresses (`Hey Claude,`), are dropped
 *     (./public-figures.ts);
 * 11. original offsets: spans move from the view back to the original text, covering every original character
 *     of the value (an invisible character inside it included);
 * 12. overlaps: strategy "strongest wins" (`resolveOverlaps`).
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

export interface AnalyzerOptions {
  /** The tables of the catalog the rules' detectors come from (../catalog.ts). */
  readonly tables: Tables;
  /** Answers step 8: a value the policy never reports. */
  readonly allowed?: (value: string) => boolean;
  /** Step 10 applies (the policy's `publicFigures: 'keep'`, its default). */
  readonly keepPublicFigures?: boolean;
}

/** An analyzer running `rules` in their order. */
export function createAnalyzer(rules: readonly AnalysisRule[], { tables, allowed, keepPublicFigures = false }: AnalyzerOptions): Analyzer {
  // One keyword matcher for every list the rules' detectors ask about: each text's index answers all of them from
  // one pass.
  const keywords = createKeywordMatcher(rules.flatMap((rule) => keywordListsAskedBy(rule.detector)));
  const prepared = rules.map((rule) => prepareDetector(rule.detector, keywords));

  return {
    analyze(original, options) {
      const explain = options?.explain === true;
      const deadline = options?.deadline;
      const view = normalise(original);
      const text = view.text;
      const index = new TextIndex(text, { keywords, known: view.changed ? undefined : view, tables });
      const found: PolicyFinding[] = [];
      let modelFound: PolicyFinding[] | undefined;
      for (let r = 0; r < rules.length; r++) {
        const rule = rules[r]!;
        const detector = prepared[r]!;
        // Step 2.
        if (!passesGates(detector, index)) continue;
        // Steps 3–5.
        const detected = detectCandidates(detector, index);
        const candidates = rule.operatorDefined ? detected : dropLabelledReferences(text, detected);
        for (let k = 0; k < candidates.length; k++) {
          const c = candidates[k]!;
          // Step 6: context words are looked for only when the detector has some.
          const contextWord = c.score < 1 && detector.context.length > 0 ? contextWordFor(detector, text, c, index) : undefined;
          const confidence = contextWord === undefined ? c.score : boostedScore(c.score);
          // Steps 7 and 8.
          if (confidence < rule.minConfidence) continue;
          if (rule.allowListApplies && allowed !== undefined && allowed(text.slice(c.start, c.end))) continue;
          const why = explain ? explanation(rule.detector, c.pattern, contextWord, c.score, confidence) : undefined;
          (rule.detector.model === undefined ? found : (modelFound ??= [])).push(finding(rule.item, c.start, c.end, confidence, why));
        }
        // An operator's pattern may cost more per character than the built-in detectors: the call stops at its
        // deadline instead of running past the function's timeout.
        if (rule.operatorDefined && deadline?.passed()) throw new AnalysisDeadlineError(deadline.budgetMs);
      }
      // Steps 9 to 12.
      const merged = modelFound === undefined ? found : mergeModelFindings(found, modelFound);
      const reported = keepPublicFigures ? withoutPublicFigures(text, merged, tables) : merged;
      return resolveOverlaps(view.changed ? reported.map((f) => inOriginal(f, view)) : reported);
    },
  };
}

/**
 * Step 11: a finding of the view moved to the original text's span. Its explanation (when asked for) says
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
 * Step 9: the rules' findings (`found`) with the model's added. The rules stay where they are precise: a
 * model finding that overlaps a rule's finding is dropped — except a PERSON finding that holds every rule finding it
 * overlaps, all of them PERSON too, which replaces them (the model reads `Bill Chen` and `O'Brien` whole where a rule
 * stops at a word it does not know or at the apostrophe).
 *
 * The model's findings never overlap one another (one tag sequence per text, ./ner/), so each is compared with the
 * rules' findings only: those that start before its end and at most the longest rule finding's length before its
 * start, found by binary search in the rules' findings by start (a text with thousands of names stays linear).
 */
function mergeModelFindings(found: readonly PolicyFinding[], model: readonly PolicyFinding[]): PolicyFinding[] {
  const byStart = [...found].sort((a, b) => a.start - b.start);
  let longest = 0;
  for (const f of found) longest = Math.max(longest, f.end - f.start);
  const replaced = new Set<PolicyFinding>();
  const added: PolicyFinding[] = [];
  for (const m of model) {
    const overlapping: PolicyFinding[] = [];
    for (let i = firstStartingFrom(byStart, m.start - longest); i < byStart.length && byStart[i]!.start < m.end; i++) {
      const f = byStart[i]!;
      if (f.end > m.start && !replaced.has(f)) overlapping.push(f);
    }
    const replaces = overlapping.every((f) => m.ruleName === 'PERSON' && f.ruleType === 'ENTITY' && f.ruleName === 'PERSON' && f.start >= m.start && f.end <= m.end);
    if (overlapping.length > 0 && !replaces) continue;
    for (const f of overlapping) replaced.add(f);
    added.push(m);
  }
  return [...(replaced.size === 0 ? found : found.filter((f) => !replaced.has(f))), ...added];
}

/** The index of the first finding of `byStart` (sorted by start) that starts at `start` or later. */
function firstStartingFrom(byStart: readonly PolicyFinding[], start: number): number {
  let lo = 0;
  let hi = byStart.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byStart[mid]!.start < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Step 12, overlap strategy "strongest wins": of two overlapping spans the one that acts wins over a detect-only
 * one; then a span that holds the other whole, unless the other acts more strongly (a BLOCK inside a MASK) or is
 * certain where the container is not (a token inside a URL); then the higher confidence, then the longer, then the
 * earlier. A span inside another does not cost the other its words: a city found inside a street address leaves no
 * street and postcode in clear. One sweep in text order (O(n log n)); the result is non-overlapping and in text
 * order, ready for rewriting.
 */
function resolveOverlaps(findings: PolicyFinding[]): PolicyFinding[] {
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
  // The container wins, unless the held span acts more strongly or is certain (a token inside a URL keeps its name).
  if (holds(a, b) !== holds(b, a)) return holds(a, b) ? !heldWins(b, a) : heldWins(a, b);
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  return a.end - a.start > b.end - b.start;
}

/** Whether `a` covers all of `b`. */
const holds = (a: PolicyFinding, b: PolicyFinding): boolean => a.start <= b.start && b.end <= a.end;

/** Whether `held`, inside `container`, wins over it: it acts more strongly, or it is certain and the container is not. */
const heldWins = (held: PolicyFinding, container: PolicyFinding): boolean =>
  maxVerdict(container.action, held.action) !== container.action || (held.confidence === 1 && container.confidence < 1);

