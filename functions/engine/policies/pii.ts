import { createAnalyzer, type AnalysisRule, type FindingTemplate } from '../analyze';
import type { Catalog } from '../catalog';
import { InvalidPolicyError } from '../errors';
import type { Operator } from '../operators';
import { compileUserPattern, UserPatternSyntaxError, type UserPattern } from '../user-pattern';
import { compileDenyList } from './deny-list';
import { customRuleDetector, denyListDetector } from './operator-detectors';
import type { CustomRuleConfig, PiiAction, PiiPolicyConfig } from './pii-schema';
import type { CompiledPolicy, RuleType } from './types';

/**
 * Compiles a validated PII policy into rules of the analysis pipeline (../analyze.ts) over `catalog`'s detectors:
 * each entity's detectors with its threshold, action and operator; each custom rule and the deny list as a
 * detector. Throws InvalidPolicyError (with the path inside the policy) for an unknown entity or a custom pattern
 * RE2 cannot compile. `path` is the policy's own path in the Guardian document.
 */
export function compilePiiPolicy(
  config: Omit<PiiPolicyConfig, 'allowPatterns' | 'nameModel' | 'publicFigures'> & {
    allowPatterns?: readonly string[];
    nameModel?: boolean;
    publicFigures?: PiiPolicyConfig['publicFigures'];
  },
  catalog: Catalog,
  path = 'policy',
): CompiledPolicy {
  const templates = new Map<string, FindingTemplate>();
  const rules: AnalysisRule[] = [];
  for (const [entity, settings] of Object.entries(config.entities)) {
    const all = catalog.detectorsByEntity.get(entity);
    // The learned model's detectors (`Detector.model`) run unless the policy turns the model off (on by default).
    const detectors = config.nameModel === false ? all?.filter((d) => d.model === undefined) : all;
    if (!detectors) {
      throw new InvalidPolicyError(`${path}.entities.${entity}`, `unknown entity type; supported: ${catalog.entities.join(', ')}`);
    }
    const template = item('ENTITY', entity, entity, settings, `[${entity}]`, `${entity} detected`);
    templates.set(entity, template);
    const minConfidence = settings.minConfidence ?? config.minConfidence;
    for (const detector of detectors) rules.push({ detector, minConfidence, allowListApplies: true, operatorDefined: false, item: template });
  }
  config.customRules.forEach((rule, i) => rules.push(compileCustomRule(rule, config.minConfidence, `${path}.customRules[${i}]`)));
  const denyList = config.denyList && compileDenyList(config.denyList.values);
  if (config.denyList && denyList) {
    // Always reported: neither the allow lists nor the threshold apply to an operator's own deny list.
    const template = item('DENY_LIST', 'DENY_LIST', 'DENY_LIST', config.denyList, '[DENY_LIST]', 'Deny-list phrase matched');
    rules.push({ detector: denyListDetector(denyList), minConfidence: 0, allowListApplies: false, operatorDefined: true, item: template });
  }

  const allow = new Set(config.allowList);
  const allowPattern = compileAllowPatterns(config.allowPatterns ?? [], `${path}.allowPatterns`);
  const allowed =
    allow.size > 0 || allowPattern !== undefined
      ? (value: string) => allow.has(value) || (allowPattern !== undefined && allowPattern.matchesWhole(value))
      : undefined;
  const analyzer = createAnalyzer(rules, { tables: catalog.tables, allowed, keepPublicFigures: config.publicFigures !== 'mask' });
  const operatorTypes = new Set<Operator['type']>(rules.map((r) => r.item.operator?.type ?? 'replace'));

  return {
    name: config.name,
    type: 'PII',
    operatorTypes,
    entityMasking: (entity) => templates.get(entity),
    inspect: (text, options) => analyzer.analyze(text, options),
  };
}

/** A detect-only rule's items carry the verdict PASS: reported, never acted on. */
function item(
  ruleType: RuleType,
  ruleName: string,
  label: string,
  rule: { action: PiiAction; maskWord?: string | undefined; operator?: Operator | undefined },
  defaultMaskWord: string,
  alert: string,
): FindingTemplate {
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

function compileCustomRule(rule: CustomRuleConfig, minConfidence: number, path: string): AnalysisRule {
  const pattern = compileAt(rule.pattern, rule.caseInsensitive, `${path}.pattern`);
  if (pattern.test('')) {
    throw new InvalidPolicyError(`${path}.pattern`, 'matches the empty string; make at least one character required');
  }
  const leading = leadingLiteral(rule.pattern);
  // Lower-casing folds fewer characters than RE2's case folding (ſ matches s, K matches the Kelvin sign), so a
  // case-insensitive rule keeps its literal only when the literal is ASCII; it is then used on ASCII texts only.
  const literal = leading !== undefined && rule.caseInsensitive ? (/^[\x00-\x7f]+$/.test(leading) ? leading.toLowerCase() : undefined) : leading;
  const label = rule.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
  const detector = customRuleDetector({
    name: rule.name,
    entity: label,
    pattern,
    literal,
    caseInsensitive: rule.caseInsensitive,
    confidence: rule.confidence,
    context: rule.context.map((w) => w.toLowerCase()),
  });
  const template = item('REGEX', rule.name, label, rule, `[${label}]`, `Custom rule ${rule.name} matched`);
  return { detector, minConfidence, allowListApplies: true, operatorDefined: true, item: template };
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
