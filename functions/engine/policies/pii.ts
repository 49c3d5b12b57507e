import { DETECTORS_BY_ENTITY } from '../detectors';
import { TextFeatures } from '../detectors/features';
import { boostedScore, CONTEXT_BOOST, contextWordFor, findContextWord, MAX_CONTEXT_LOOKBEHIND, runPrefiltered } from '../detectors/run';
import type { Detector } from '../detectors/types';
import { AnalysisDeadlineError, InvalidPolicyError } from '../errors';
import { normalise, type NormalisedText } from '../normalise';
import type { Operator } from '../operators';
import type { CustomRuleConfig, PiiAction, PiiPolicyConfig } from './pii-schema';
import { compileDenyList, type DenyList } from './deny-list';
import { compileUserPattern, UserPatternSyntaxError, type UserPattern } from '../user-pattern';
import type { CompiledPolicy, FindingExplanation, PolicyFinding, RuleType } from './types';


interface EntityRule {
  readonly detectors: readonly Detector[];
  readonly minConfidence: number;
  readonly item: ItemTemplate;
}

interface CustomRule {
  readonly pattern: UserPattern;
  /** A literal every match starts with (lower-cased when case-insensitive): texts without it are skipped. */
  readonly literal: string | undefined;
  readonly caseInsensitive: boolean;
  readonly confidence: number;
  readonly context: readonly string[];
  readonly item: ItemTemplate;
}

/** A slot's keyword mark: the detector has no keyword set, or one the marks alone do not answer. */
const NO_KEYWORDS = -1;
const NO_MARK = -2;

/** Every entity type the built-in catalog can detect. */
export function supportedEntities(): string[] {
  return [...DETECTORS_BY_ENTITY.keys()].sort();
}

/**
 * Compiles a validated PII policy. Throws InvalidPolicyError (with the path inside the policy) for an unknown
 * entity or a custom pattern RE2 cannot compile. `path` is the policy's own path in the Guardian document.
 */
export function compilePiiPolicy(
  config: Omit<PiiPolicyConfig, 'allowPatterns' | 'nameModel'> & { allowPatterns?: readonly string[]; nameModel?: boolean },
  path = 'policy',
): CompiledPolicy {
  const templates = new Map<string, ItemTemplate>();
  const entityRules: EntityRule[] = Object.entries(config.entities).map(([entity, settings]) => {
    const all = DETECTORS_BY_ENTITY.get(entity);
    // `nameModel: false` leaves out the detectors that run the learned model (their rules stay).
    const detectors = config.nameModel === false ? all?.filter((d) => d.model === undefined) : all;
    if (!detectors) {
      throw new InvalidPolicyError(
        `${path}.entities.${entity}`,
        `unknown entity type; supported: ${supportedEntities().join(', ')}`,
      );
    }
    const template = item('ENTITY', entity, entity, settings, `[${entity}]`, `${entity} detected`);
    templates.set(entity, template);
    return { detectors, minConfidence: settings.minConfidence ?? config.minConfidence, item: template };
  });
  const customRules = config.customRules.map((rule, i) =>
    compileCustomRule(rule, `${path}.customRules[${i}]`),
  );
  const allow = new Set(config.allowList);
  const allowPattern = compileAllowPatterns(config.allowPatterns ?? [], `${path}.allowPatterns`);
  const allowed = (value: string) => allow.has(value) || (allowPattern !== undefined && allowPattern.matchesWhole(value));
  const hasAllow = allow.size > 0 || allowPattern !== undefined;
  const denyList: DenyList | undefined = config.denyList && compileDenyList(config.denyList.values);
  const denyItem =
    config.denyList && item('DENY_LIST', 'DENY_LIST', 'DENY_LIST', config.denyList, '[DENY_LIST]', 'Deny-list phrase matched');

  // Every detector of the entity rules in order, with its rule, and its keyword set's id when the keyword pass's
  // marks alone answer the set (`TextFeatures.keywordMarks`; NO_MARK otherwise, NO_KEYWORDS without a set): the
  // loop over them reads a typed array for the detectors the keywords rule out (most, on a prompt), not their
  // detector and set objects.
  const slotDetectors = entityRules.flatMap((rule) => rule.detectors);
  const slotRules = entityRules.flatMap((rule) => rule.detectors.map(() => rule));
  const slotMarks = Int32Array.from(slotDetectors, ({ keywords: k }) =>
    k === undefined ? NO_KEYWORDS : k.direct.length > 0 ? NO_MARK : k.id,
  );
  // Some detector asks the keyword pass (`includesAnyOf` or its marks), which then runs for every text anyway.
  const usesKeywordPass = slotMarks.some((m) => m !== NO_KEYWORDS);
  const items = [...entityRules, ...customRules].map((r) => r.item);
  if (denyItem) items.push(denyItem);
  const operatorTypes = new Set<Operator['type']>(items.map((i) => i.operator?.type ?? 'replace'));

  return {
    name: config.name,
    type: 'PII',
    operatorTypes,
    entityMasking: (entity) => templates.get(entity),
    inspect(original, options) {
      const explain = options?.explain === true;
      const deadline = options?.deadline;
      // Every rule reads the canonical view (fullwidth forms, invisible characters, dash and space variants,
      // look-alike letters; see normalise/); findings are moved back to the original text at the end.
      const view = normalise(original);
      const text = view.text;
      const found: PolicyFinding[] = [];
      // Computed once per text and shared by every detector's prefilter (and the context lookups).
      const features = new TextFeatures(text, view.changed ? undefined : view);
      // Run first: reading every character, the pass also finds the digit runs and capitals that the prefilters and
      // finders ask about (`TextFeatures.digitRuns`, `wordStarts`), which then need no search of their own.
      if (usesKeywordPass) void features.keywordMarks;
      // Findings of the learned model's detectors (`Detector.model`), merged after the rules' (`mergeModelFindings`).
      let modelFound: PolicyFinding[] | undefined;
      for (let s = 0; s < slotDetectors.length; s++) {
        // The filters are run here, not through runDetector: most detectors stop at them.
        const mark = slotMarks[s]!;
        if (mark !== NO_KEYWORDS) {
          const marks = mark === NO_MARK ? undefined : features.keywordMarks;
          if (marks !== undefined ? marks[mark] === 0 : !features.includesAnyOf(slotDetectors[s]!.keywords!)) continue;
        }
        const detector = slotDetectors[s]!;
        const prefilter = detector.prefilter;
        if (prefilter !== undefined && !prefilter(text, features)) continue;
        const rule = slotRules[s]!;
        const candidates = runPrefiltered(detector, text, features);
        for (let k = 0; k < candidates.length; k++) {
          const c = candidates[k]!;
          // Context words are looked for (in the lower-cased text) only when the detector has some.
          const contextWord = c.score < 1 && detector.context.length > 0 ? contextWordFor(detector, text, c, features) : undefined;
          const confidence = contextWord === undefined ? c.score : boostedScore(c.score);
          if (confidence < rule.minConfidence) continue;
          if (hasAllow && allowed(text.slice(c.start, c.end))) continue;
          const why = explain
            ? explanation(detector.id, c.pattern, contextWord, detector.validate ? 'valid' : 'not_applicable', c.score, confidence)
            : undefined;
          (detector.model === undefined ? found : (modelFound ??= [])).push(finding(rule.item, c.start, c.end, confidence, why));
        }
      }
      if (modelFound !== undefined) mergeModelFindings(found, modelFound);
      const pushCustom = (rule: CustomRule, start: number, end: number) => {
        if (hasAllow && allowed(text.slice(start, end))) return;
        let confidence = rule.confidence;
        let contextWord: string | undefined;
        if (rule.context.length > 0 && confidence < 1) {
          const from = Math.max(0, start - MAX_CONTEXT_LOOKBEHIND);
          const raw = features.lowerCasesInPlace ? text.slice(from, start) : undefined;
          contextWord = findContextWord(raw?.toLowerCase() ?? features.lower.slice(from, start), raw, rule.context);
          if (contextWord !== undefined) confidence = Math.min(1, confidence + CONTEXT_BOOST);
        }
        if (confidence < config.minConfidence) return;
        found.push(
          finding(
            rule.item,
            start,
            end,
            confidence,
            explain ? explanation('custom-rule', rule.item.ruleName, contextWord, 'not_applicable', rule.confidence, confidence) : undefined,
          ),
        );
      };
      for (const rule of customRules) {
        // Every match starts with the literal: a text without it is skipped.
        const literal = rule.literal;
        if (literal !== undefined) {
          if (!rule.caseInsensitive ? !text.includes(literal) : !features.hasNonAscii && !features.lower.includes(literal)) continue;
        }
        for (const [start, end] of rule.pattern.spans(text)) pushCustom(rule, start, end);
        // An operator's pattern may cost more per character than the built-in detectors: the call stops at its
        // deadline instead of running past the function's timeout.
        if (deadline?.passed()) throw new AnalysisDeadlineError(deadline.budgetMs);
      }
      if (denyList && denyItem) {
        // Always reported: neither the allow lists nor minConfidence apply to an operator's own deny list.
        for (const m of denyList.matches(text)) {
          found.push(
            finding(
              denyItem,
              m.start,
              m.end,
              1,
              explain ? explanation('deny-list', `denyList.values[${m.index ?? ''}]`, undefined, 'not_applicable', 1, 1) : undefined,
            ),
          );
        }
      }
      return resolveOverlaps(view.changed ? found.map((f) => inOriginal(f, view)) : found);
    },
  };
}

/**
 * A finding of the view moved to the original text's span. Its explanation (when asked for) says `normalised`
 * when the original characters differ from the ones the rule read.
 */
function inOriginal(f: PolicyFinding, view: NormalisedText): PolicyFinding {
  const { start, end } = view.toOriginal(f.start, f.end);
  const why = f.explanation;
  const normalised = why !== undefined && view.original.slice(start, end) !== view.text.slice(f.start, f.end);
  return {
    start,
    end,
    action: f.action,
    ruleType: f.ruleType,
    ruleName: f.ruleName,
    confidence: f.confidence,
    maskWord: f.maskWord,
    alertMessage: f.alertMessage,
    operator: f.operator,
    label: f.label,
    explanation: normalised ? { ...why, normalised: true } : why,
  };
}

/**
 * A finding from its rule's template. Written out field by field (not spread): one object shape for every
 * finding keeps V8 on its fast paths — spreading the template cost ~3× the policy's time on finding-dense text.
 */
function finding(t: ItemTemplate, start: number, end: number, confidence: number, why: FindingExplanation | undefined): PolicyFinding {
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

/** What every finding of one rule shares, built once at compile time. */
type ItemTemplate = Omit<PolicyFinding, 'start' | 'end' | 'confidence' | 'explanation'>;

/** A detect-only rule's items carry the verdict PASS: reported, never acted on. */
function item(
  ruleType: RuleType,
  ruleName: string,
  label: string,
  rule: { action: PiiAction; maskWord?: string | undefined; operator?: Operator | undefined },
  defaultMaskWord: string,
  alert: string,
): ItemTemplate {
  const a = rule.action;
  return {
    action: a === 'DETECT' ? 'PASS' : a,
    ruleType,
    ruleName,
    maskWord: rule.maskWord ?? defaultMaskWord,
    alertMessage: `${alert} (${a === 'BLOCK' ? 'blocked' : a === 'MASK' ? 'masked' : 'detect only'})`,
    operator: rule.operator,
    label,
  };
}

/**
 * Adds the model's findings to the rules' (`found`, in place). The rules stay where they are precise: a model
 * finding that overlaps a rule's finding is dropped — except a PERSON finding that holds every rule finding it
 * overlaps, all of them PERSON too, which replaces them (the model reads `Bill Chen` and `O'Brien` whole where a
 * rule stops at a word it does not know or at the apostrophe).
 */
function mergeModelFindings(found: PolicyFinding[], model: readonly PolicyFinding[]): void {
  for (const m of model) {
    let replaces = true;
    let overlaps = false;
    for (const f of found) {
      if (f.end <= m.start || f.start >= m.end) continue;
      overlaps = true;
      if (!(m.ruleName === 'PERSON' && f.ruleType === 'ENTITY' && f.ruleName === 'PERSON' && f.start >= m.start && f.end <= m.end)) replaces = false;
    }
    if (!overlaps) found.push(m);
    else if (replaces) {
      for (let k = found.length - 1; k >= 0; k--) if (found[k]!.end > m.start && found[k]!.start < m.end) found.splice(k, 1);
      found.push(m);
    }
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function explanation(
  detector: string,
  pattern: string,
  contextWord: string | undefined,
  validation: FindingExplanation['validation'],
  baseScore: number,
  finalScore: number,
): FindingExplanation {
  return {
    detector,
    pattern,
    ...(contextWord !== undefined ? { context_word: contextWord } : {}),
    validation,
    base_score: round2(baseScore),
    final_score: round2(finalScore),
  };
}

/**
 * All allow patterns as ONE pattern with full-match semantics, `(?:p1)|(?:p2)|…`, tested once per detected value.
 * Each pattern is first compiled alone so that an error names its own path.
 */
function compileAllowPatterns(patterns: readonly string[], path: string): UserPattern | undefined {
  if (patterns.length === 0) return undefined;
  patterns.forEach((p, i) => compileAt(p, false, `${path}[${i}]`));
  return compileAt(patterns.map((p) => `(?:${p})`).join('|'), false, path);
}

function compileAt(pattern: string, caseInsensitive: boolean, path: string): UserPattern {
  try {
    return compileUserPattern(pattern, { caseInsensitive });
  } catch (cause) {
    if (cause instanceof UserPatternSyntaxError) throw new InvalidPolicyError(path, cause.message, { cause });
    throw cause;
  }
}

function compileCustomRule(rule: CustomRuleConfig, path: string): CustomRule {
  const pattern = compileAt(rule.pattern, rule.caseInsensitive, `${path}.pattern`);
  if (pattern.test('')) {
    throw new InvalidPolicyError(`${path}.pattern`, 'matches the empty string; make at least one character required');
  }
  const leading = leadingLiteral(rule.pattern);
  // Lower-casing folds fewer characters than RE2's case folding (ſ matches s, K matches the Kelvin sign), so a
  // case-insensitive rule keeps its literal only when the literal is ASCII; it is then used on ASCII texts only.
  const literal = leading !== undefined && rule.caseInsensitive ? (/^[\x00-\x7f]+$/.test(leading) ? leading.toLowerCase() : undefined) : leading;
  const label = rule.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  return {
    pattern,
    literal,
    caseInsensitive: rule.caseInsensitive,
    confidence: rule.confidence,
    context: rule.context.map((w) => w.toLowerCase()),
    item: item('REGEX', rule.name, label, rule, `[${label}]`, `Custom rule ${rule.name} matched`),
  };
}

const META = new Set(['\\', '.', '[', ']', '(', ')', '{', '}', '*', '+', '?', '|', '^', '$']);

/**
 * The literal text every match of an RE2 pattern begins with, when it is simple to prove: the pattern has no
 * alternation anywhere and starts with plain characters (a character followed by a quantifier is dropped, as
 * it may repeat or be absent). Undefined when there is no such prefix of at least two characters.
 */
export function leadingLiteral(pattern: string): string | undefined {
  if (pattern.includes('|')) return undefined;
  let end = 0;
  while (end < pattern.length && !META.has(pattern[end]!)) end++;
  const next = pattern[end];
  if (next === '*' || next === '?' || next === '{' || next === '+') end--;
  return end >= 2 ? pattern.slice(0, end) : undefined;
}

/**
 * Overlap strategy "strongest wins": of two overlapping spans the higher confidence wins, then the longer,
 * then the earlier. One sweep in text order (O(n log n)); the result is non-overlapping and in text order,
 * ready for rewriting.
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
