import * as z from '../zod';
import { piiPolicySchema } from '../engine/policies/pii-schema';
import { topicPolicySchema } from '../engine/policies/topic-schema';
import { wordPolicySchema } from '../engine/policies/word-schema';
import { checkUniqueNames } from '../engine/policies/unique-names';

/** Lower-case, trimmed labels: they are matched against the trimmed, lower-cased `processType` of a call. */
const processTypeName = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'lower-case letters, digits, _ . or -, starting with a letter or digit'));

const policyName = z.string().check(z.minLength(1), z.maxLength(64));

export const policyProcessTypeSchema = z.strictObject({
  /** Names of the Guardian's policies applied to this process type, in order. */
  policies: z.array(policyName).check(z.minLength(1), z.maxLength(20)),
});

const timeoutMs = z._default(z.number().check(z.int(), z.gte(100), z.lte(60_000)), 10_000);

/** How a policy-not-required process type is evaluated (criteria come from additionalData.check_criteria). */
export const evaluatorSchema = z.discriminatedUnion('type', [
  z.strictObject({
    /** Local and deterministic: each criterion is defined by the phrases/patterns that violate it. */
    type: z.literal('rules'),
    rules: z
      .array(
        z.strictObject({
          criterion: z.string().check(z.minLength(1), z.maxLength(500)),
          phrases: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(200)), []),
          /** RE2 syntax, matched case-insensitively. */
          patterns: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(1000))).check(z.maxLength(50)), []),
        }),
      )
      .check(z.minLength(1), z.maxLength(100)),
  }),
  z.strictObject({
    /** An LLM judge on Amazon Bedrock (Converse API) with the Guardian's model configuration. */
    type: z.literal('bedrock'),
    timeoutMs,
  }),
  z.strictObject({
    /** An LLM judge on any chat-completions endpoint (self-hosted models). */
    type: z.literal('openai-compatible'),
    baseUrl: z.url({ protocol: /^https?$/ }),
    /** Name of the environment variable holding the endpoint's API key (never the key itself). */
    apiKeyEnv: z.optional(z.string().check(z.regex(/^[A-Z_][A-Z0-9_]{0,127}$/))),
    timeoutMs,
  }),
]);

export const criteriaProcessTypeSchema = z.strictObject({
  /** Marks the process type as policy-not-required: no guard policy runs; additionalData drives it. */
  policyRequired: z.literal(false),
  evaluator: evaluatorSchema,
  /** The verdict of a failed criterion: BLOCK, or CHECK (review) under the v1.3 verdict set. */
  onFail: z._default(z.enum(['BLOCK', 'CHECK']), 'BLOCK'),
});

export const processTypeSchema = z.union([policyProcessTypeSchema, criteriaProcessTypeSchema]);

export const modelConfigSchema = z.strictObject({
  provider: z.string().check(z.minLength(1), z.maxLength(64)),
  modelId: z.string().check(z.minLength(1), z.maxLength(256)),
  parameters: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
});

/** Batch options: delimited (CSV/TSV) columns to leave alone, or to treat wholly as one entity. */
export const batchSettingsSchema = z.strictObject({
  delimited: z.prefault(
    z.strictObject({
      /** Header names whose cells are copied unchanged and not inspected. */
      skipColumns: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(256))).check(z.maxLength(500)), []),
      /** Header name → entity type: every non-empty cell of the column is masked as that entity. */
      entityColumns: z._default(
        z.record(z.string().check(z.minLength(1), z.maxLength(256)), z.string().check(z.regex(/^[A-Z][A-Z0-9_]{1,63}$/))),
        {},
      ),
    }),
    {},
  ),
});

export const policySchema = z.discriminatedUnion('type', [piiPolicySchema, topicPolicySchema, wordPolicySchema]);

/** Per-Guardian tracing (functions/tracing/README.md): on/off, deterministic sampling by trace id, masked content opt-in. */
export const tracingSettingsSchema = z.strictObject({
  enabled: z._default(z.boolean(), true),
  /** Share of traces recorded, 0..1; the same trace id is always in or always out. */
  sampleRate: z._default(z.number().check(z.gte(0), z.lte(1)), 1),
  /** Record the masked content (`processed_content` of MASK parts) — never the raw content. */
  includeMaskedContent: z._default(z.boolean(), false),
});

/**
 * Reversible masking: MASK responses carry a `restore_token` (the call's placeholder → original pairs, sealed
 * with the project's restore key) that `POST /v1/guard/restore` accepts until it expires.
 */
export const restoreSettingsSchema = z.strictObject({
  enabled: z._default(z.boolean(), false),
  /** Lifetime of a restore token (and of a stream's carry), 1 minute to 24 hours. */
  ttlSeconds: z._default(z.number().check(z.int(), z.gte(60), z.lte(86_400)), 3_600),
});

export const guardianSchema = z
  .strictObject({
    name: z
      .string()
      .check(z.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and -, up to 63 characters')),
    description: z.optional(z.string().check(z.maxLength(500))),
    /** `v1.4` (default): PASS, MASK, BLOCK. `v1.3`: a TOPIC policy may also answer CHECK. */
    verdicts: z._default(z.enum(['v1.4', 'v1.3']), 'v1.4'),
    /**
     * `enforce` (default): callers get the verdict. `monitor`: the verdict is computed and traced (tag `monitor`)
     * but every call answers PASS with the content untouched and `monitored: true` — a safe roll-out.
     */
    mode: z._default(z.enum(['enforce', 'monitor']), 'enforce'),
    restore: z.prefault(restoreSettingsSchema, {}),
    processTypes: z.record(processTypeName, processTypeSchema),
    /** Defaults merged under the `additionalData` a call sends (the call's values win). */
    additionalData: z._default(z.record(z.string(), z.unknown()), {}),
    /** The resolved model configuration recorded in traces (and used by judge evaluators). */
    model: z.optional(modelConfigSchema),
    policies: z._default(z.array(policySchema).check(z.maxLength(50)), []),
    tracing: z.prefault(tracingSettingsSchema, {}),
    batch: z.prefault(batchSettingsSchema, {}),
  })
  .check(
    z.superRefine((g, ctx) => {
      if (Object.keys(g.processTypes).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['processTypes'], message: 'declare at least one process type' });
      }
      const seen = checkUniqueNames(g.policies, 'policies', 'policy', (issue) => ctx.addIssue(issue));
      g.policies.forEach((p, i) => {
        if (p.type === 'TOPIC' && g.verdicts !== 'v1.3') {
          p.topics.forEach((t, j) => {
            if (t.action !== 'CHECK') return;
            ctx.addIssue({
              code: 'custom',
              path: ['policies', i, 'topics', j, 'action'],
              message: 'CHECK is only available with verdicts: v1.3; use BLOCK or set verdicts: v1.3',
            });
          });
        }
        const ruleNames = new Set<string>();
        if (p.type === 'PII') {
          p.customRules.forEach((r, j) => {
            if (ruleNames.has(r.name)) {
              ctx.addIssue({
                code: 'custom',
                path: ['policies', i, 'customRules', j, 'name'],
                message: `duplicate custom rule name "${r.name}"; give each rule a unique name`,
              });
            }
            ruleNames.add(r.name);
          });
        }
      });
      for (const [pt, decl] of Object.entries(g.processTypes)) {
        if ('policyRequired' in decl) {
          if (decl.onFail === 'CHECK' && g.verdicts !== 'v1.3') {
            ctx.addIssue({
              code: 'custom',
              path: ['processTypes', pt, 'onFail'],
              message: 'CHECK is only available with verdicts: v1.3; use BLOCK or set verdicts: v1.3',
            });
          }
          if (decl.evaluator.type !== 'rules' && !g.model) {
            ctx.addIssue({
              code: 'custom',
              path: ['processTypes', pt, 'evaluator'],
              message: `the ${decl.evaluator.type} evaluator uses the Guardian's model configuration; add model: { provider, modelId }`,
            });
          }
          continue;
        }
        decl.policies.forEach((name, i) => {
          if (!seen.has(name)) {
            ctx.addIssue({
              code: 'custom',
              path: ['processTypes', pt, 'policies', i],
              message: `unknown policy "${name}"; define it under policies or remove it`,
            });
          }
        });
      }
    }),
  );

/** A Guardian document as written by an operator (defaults not yet applied). */
export type GuardianInput = z.input<typeof guardianSchema>;
/** A validated Guardian document with defaults applied. */
export type GuardianDocument = z.output<typeof guardianSchema>;
