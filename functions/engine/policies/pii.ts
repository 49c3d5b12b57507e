import RE2 from 're2';
import * as z from '../../zod';
import { DETECTORS_BY_ENTITY } from '../detectors';
import { TextFeatures } from '../detectors/features';
import { applyContext, runDetector } from '../detectors/run';
import type { Detector } from '../detectors/types';
import { InvalidPolicyError } from '../errors';
import type { CompiledPolicy, PolicyFinding } from './types';

const actionSchema = z.enum(['MASK', 'BLOCK']);
const maskWordSchema = z.string().check(z.minLength(1), z.maxLength(64));
const confidenceSchema = z.number().check(z.gte(0), z.lte(1));

export const piiEntitySettingsSchema = z.strictObject({
  action: actionSchema,
  /** Replacement token; default `[<ENTITY>]`. */
  maskWord: z.optional(maskWordSchema),
  /** Overrides the policy's `minConfidence` for this entity. */
  minConfidence: z.optional(confidenceSchema),
});

export const customRuleSchema = z.strictObject({
  name: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'a letter, then up to 63 letters, digits, _ . or -')),
  /** RE2 syntax: no backreferences, no lookaround; matched in linear time. */
  pattern: z.string().check(z.minLength(1), z.maxLength(2000)),
  caseInsensitive: z._default(z.boolean(), false),
  action: actionSchema,
  maskWord: z.optional(maskWordSchema),
  confidence: z._default(confidenceSchema, 0.9),
  /** Lower-case words near a match that raise its confidence, as for built-in detectors. */
  context: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(50)), []),
});

export const piiPolicySchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.literal('PII'),
  /** Built-in entity types to look for, each with its action. */
  entities: z._default(z.record(z.string(), piiEntitySettingsSchema), {}),
  customRules: z._default(z.array(customRuleSchema).check(z.maxLength(100)), []),
  /** Findings below this confidence are ignored. */
  minConfidence: z._default(confidenceSchema, 0.5),
  /** Exact values never reported (e.g. the support desk's own e-mail address). */
  allowList: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.maxLength(10_000)), []),
});

export type PiiPolicyConfig = z.output<typeof piiPolicySchema>;

interface EntityRule {
  readonly entity: string;
  readonly detectors: readonly Detector[];
  readonly action: 'MASK' | 'BLOCK';
  readonly maskWord: string;
  readonly minConfidence: number;
}

interface CustomRule {
  readonly name: string;
  readonly regex: RE2;
  /** A literal every match starts with (lower-cased when case-insensitive): texts without it are skipped. */
  readonly literal: string | undefined;
  readonly caseInsensitive: boolean;
  readonly action: 'MASK' | 'BLOCK';
  readonly maskWord: string;
  readonly confidence: number;
  readonly context: readonly string[];
}

/** Every entity type the built-in catalog can detect. */
export function supportedEntities(): string[] {
  return [...DETECTORS_BY_ENTITY.keys()].sort();
}

/**
 * Compiles a validated PII policy. Throws InvalidPolicyError (with the path inside the policy) for an unknown
 * entity or a custom pattern RE2 cannot compile. `path` is the policy's own path in the Guardian document.
 */
export function compilePiiPolicy(config: PiiPolicyConfig, path = 'policy'): CompiledPolicy {
  const entityRules: EntityRule[] = Object.entries(config.entities).map(([entity, settings]) => {
    const detectors = DETECTORS_BY_ENTITY.get(entity);
    if (!detectors) {
      throw new InvalidPolicyError(
        `${path}.entities.${entity}`,
        `unknown entity type; supported: ${supportedEntities().join(', ')}`,
      );
    }
    return {
      entity,
      detectors,
      action: settings.action,
      maskWord: settings.maskWord ?? `[${entity}]`,
      minConfidence: settings.minConfidence ?? config.minConfidence,
    };
  });
  const customRules = config.customRules.map((rule, i) =>
    compileCustomRule(rule, `${path}.customRules[${i}]`),
  );
  const allow = new Set(config.allowList);

  return {
    name: config.name,
    type: 'PII',
    inspect(text) {
      const found: PolicyFinding[] = [];
      // Computed once per text and shared by every detector's prefilter (and the context lookups).
      const features = new TextFeatures(text);
      const lowerText = () => features.lower;
      for (const rule of entityRules) {
        for (const detector of rule.detectors) {
          for (const c of runDetector(detector, text, features)) {
            const confidence = applyContext(detector, text, c, c.score < 1 ? lowerText() : '');
            if (confidence < rule.minConfidence) continue;
            if (allow.size > 0 && allow.has(text.slice(c.start, c.end))) continue;
            found.push({
              start: c.start,
              end: c.end,
              action: rule.action,
              ruleType: 'ENTITY',
              ruleName: rule.entity,
              confidence,
              maskWord: rule.maskWord,
              alertMessage: alert(rule.entity, rule.action),
            });
          }
        }
      }
      // RE2 converts a string to UTF-8 on every exec call. An ASCII text is converted once, here, and matched
      // as a Buffer: its byte offsets are its UTF-16 indices, so spans need no mapping.
      let ascii: Buffer | undefined;
      for (const rule of customRules) {
        // A plain substring test skips the rule (and RE2) for most texts.
        const literalAt =
          rule.literal === undefined ? 0 : (rule.caseInsensitive ? lowerText() : text).indexOf(rule.literal);
        if (literalAt === -1) continue;
        const re = rule.regex;
        if (!features.hasNonAscii) {
          ascii ??= Buffer.from(text, 'latin1');
          // Every match starts with the literal: the search starts at its first occurrence (same index in the
          // lower-cased text, as lower-casing keeps ASCII lengths).
          re.lastIndex = literalAt;
          for (let m = re.exec(ascii); m !== null; m = re.exec(ascii)) {
            const start = m.index;
            const end = start + m[0].length;
            if (allow.size > 0 && allow.has(text.slice(start, end))) continue;
            const confidence = customConfidence(rule, start, lowerText);
            if (confidence < config.minConfidence) continue;
            found.push(customFinding(rule, start, end, confidence));
          }
          continue;
        }
        re.lastIndex = 0;
        for (let m = re.exec(text); m !== null; m = re.exec(text)) {
          const start = m.index;
          const end = start + m[0].length;
          if (allow.size > 0 && allow.has(m[0])) continue;
          const confidence = customConfidence(rule, start, lowerText);
          if (confidence < config.minConfidence) continue;
          found.push(customFinding(rule, start, end, confidence));
        }
      }
      return resolveOverlaps(found);
    },
  };
}

/** A custom rule's confidence at `start`: its own, raised by a context word in the 48 characters before. */
function customConfidence(rule: CustomRule, start: number, lowerText: () => string): number {
  let confidence = rule.confidence;
  if (rule.context.length > 0 && confidence < 1) {
    const window = lowerText().slice(Math.max(0, start - 48), start);
    if (rule.context.some((w) => window.includes(w))) confidence = Math.min(1, confidence + 0.35);
  }
  return confidence;
}

function customFinding(rule: CustomRule, start: number, end: number, confidence: number): PolicyFinding {
  return {
    start,
    end,
    action: rule.action,
    ruleType: 'REGEX',
    ruleName: rule.name,
    confidence,
    maskWord: rule.maskWord,
    alertMessage: `Custom rule ${rule.name} matched (${rule.action === 'BLOCK' ? 'blocked' : 'masked'})`,
  };
}

function alert(entity: string, action: 'MASK' | 'BLOCK'): string {
  return `${entity} detected (${action === 'BLOCK' ? 'blocked' : 'masked'})`;
}

function compileCustomRule(rule: z.output<typeof customRuleSchema>, path: string): CustomRule {
  let regex: RE2;
  try {
    regex = new RE2(rule.pattern, rule.caseInsensitive ? 'gi' : 'g');
  } catch (cause) {
    // Duck-typed: the native module's SyntaxError may come from another realm (e.g. under jest).
    const message = (cause as { message?: unknown } | null)?.message;
    const detail = typeof message === 'string' ? message : 'invalid pattern';
    throw new InvalidPolicyError(
      `${path}.pattern`,
      `cannot be compiled with RE2 semantics (${detail}); backreferences and lookaround are not supported`,
      { cause },
    );
  }
  if (regex.test('')) {
    throw new InvalidPolicyError(`${path}.pattern`, 'matches the empty string; make at least one character required');
  }
  regex.lastIndex = 0;
  const literal = leadingLiteral(rule.pattern);
  return {
    name: rule.name,
    regex,
    literal: literal && rule.caseInsensitive ? literal.toLowerCase() : literal,
    caseInsensitive: rule.caseInsensitive,
    action: rule.action,
    maskWord: rule.maskWord ?? `[${rule.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}]`,
    confidence: rule.confidence,
    context: rule.context.map((w) => w.toLowerCase()),
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
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  return a.end - a.start > b.end - b.start;
}
