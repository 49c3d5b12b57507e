import * as z from 'zod';
import { piiPolicySchema } from '../engine/policies/pii';

/** Lower-case, trimmed labels: they are matched against the trimmed, lower-cased `processType` of a call. */
const processTypeName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'lower-case letters, digits, _ . or -, starting with a letter or digit');

const policyName = z.string().min(1).max(64);

export const processTypeSchema = z.strictObject({
  /** Names of the Guardian's policies applied to this process type, in order. */
  policies: z.array(policyName).min(1).max(20),
});

export const modelConfigSchema = z.strictObject({
  provider: z.string().min(1).max(64),
  modelId: z.string().min(1).max(256),
  parameters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

/** Batch options: delimited (CSV/TSV) columns to leave alone, or to treat wholly as one entity. */
export const batchSettingsSchema = z.strictObject({
  delimited: z
    .strictObject({
      /** Header names whose cells are copied unchanged and not inspected. */
      skipColumns: z.array(z.string().min(1).max(256)).max(500).default([]),
      /** Header name → entity type: every non-empty cell of the column is masked as that entity. */
      entityColumns: z.record(z.string().min(1).max(256), z.string().regex(/^[A-Z][A-Z0-9_]{1,63}$/)).default({}),
    })
    .prefault({}),
});

export const policySchema = z.discriminatedUnion('type', [piiPolicySchema]);

/** Per-Guardian tracing (README "Tracing"): on/off, deterministic sampling by trace id, masked content opt-in. */
export const tracingSettingsSchema = z.strictObject({
  enabled: z.boolean().default(true),
  /** Share of traces recorded, 0..1; the same trace id is always in or always out. */
  sampleRate: z.number().min(0).max(1).default(1),
  /** Record the masked content (`processed_content` of MASK parts) — never the raw content. */
  includeMaskedContent: z.boolean().default(false),
});

export const guardianSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and -, up to 63 characters'),
    description: z.string().max(500).optional(),
    /** `v1.4` (default): PASS, MASK, BLOCK. `v1.3`: a TOPIC policy may also answer CHECK. */
    verdicts: z.enum(['v1.4', 'v1.3']).default('v1.4'),
    processTypes: z.record(processTypeName, processTypeSchema),
    /** Defaults merged under the `additionalData` a call sends (the call's values win). */
    additionalData: z.record(z.string(), z.unknown()).default({}),
    /** The resolved model configuration recorded in traces (and used by judge evaluators). */
    model: modelConfigSchema.optional(),
    policies: z.array(policySchema).max(50).default([]),
    tracing: tracingSettingsSchema.prefault({}),
    batch: batchSettingsSchema.prefault({}),
  })
  .superRefine((g, ctx) => {
    if (Object.keys(g.processTypes).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['processTypes'], message: 'declare at least one process type' });
    }
    const seen = new Map<string, number>();
    g.policies.forEach((p, i) => {
      const first = seen.get(p.name);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['policies', i, 'name'],
          message: `duplicate policy name "${p.name}" (also policies[${first}]); give each policy a unique name`,
        });
      } else seen.set(p.name, i);
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
  });

/** A Guardian document as written by an operator (defaults not yet applied). */
export type GuardianInput = z.input<typeof guardianSchema>;
/** A validated Guardian document with defaults applied. */
export type GuardianDocument = z.output<typeof guardianSchema>;
