import * as z from '../../zod';
import { operatorSchema } from '../operators/schema';

/**
 * The PII policy document (validation only). Apart from ./pii.ts, which compiles it, so that code that only
 * validates Guardians (the job intake API) does not load the detectors.
 */

/** `DETECT`: detect-only — the item is reported (item action PASS) but nothing is masked or blocked. */
const actionSchema = z.enum(['MASK', 'BLOCK', 'DETECT']);
export type PiiAction = z.output<typeof actionSchema>;
const maskWordSchema = z.string().check(z.minLength(1), z.maxLength(64));
const confidenceSchema = z.number().check(z.gte(0), z.lte(1));

export const piiEntitySettingsSchema = z.strictObject({
  action: actionSchema,
  /** Replacement token; default `[<ENTITY>]`. */
  maskWord: z.optional(maskWordSchema),
  /** Overrides the policy's `minConfidence` for this entity. */
  minConfidence: z.optional(confidenceSchema),
  /** How a MASK finding is rewritten (default `replace`: the mask word). */
  operator: z.optional(operatorSchema),
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
  operator: z.optional(operatorSchema),
});

/** Phrases always reported, matched case-insensitively at word boundaries (see ./deny-list.ts). */
export const denyListSchema = z.strictObject({
  values: z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.minLength(1), z.maxLength(10_000)),
  action: actionSchema,
  /** Default `[DENY_LIST]`. */
  maskWord: z.optional(maskWordSchema),
  operator: z.optional(operatorSchema),
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
  /**
   * RE2 patterns a detected value is never reported for when one matches the WHOLE value (full-match
   * semantics, case-sensitive unless the pattern starts with `(?i)`), e.g. `[a-z.]+@example\.com`.
   */
  allowPatterns: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(1000))).check(z.maxLength(100)), []),
  denyList: z.optional(denyListSchema),
  /**
   * Whether PERSON, LOCATION and STREET_ADDRESS also use the learned name model (functions/engine/ner/) beside their
   * rules. On by default: the rules alone leave about two in five names of ordinary prompts in clear. `false` keeps
   * the rules alone, for about half the time per prompt (ner/README.md "Default", "Cost").
   */
  nameModel: z._default(z.boolean(), true),
  /**
   * `keep` (the default): a well-known person named in full as the topic of a text holding nothing else identifying
   * (`Who influenced Charles Darwin?`), or an AI assistant the text addresses (`Hey Claude,`), is not reported as
   * PERSON; `mask` reports every name (../public-figures.ts).
   */
  publicFigures: z._default(z.enum(['keep', 'mask']), 'keep'),
});

export type PiiPolicyConfig = z.output<typeof piiPolicySchema>;

export type CustomRuleConfig = z.output<typeof customRuleSchema>;
