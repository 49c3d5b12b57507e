import * as z from '../../zod';
import { checkUniqueNames } from './unique-names';

/** The TOPIC policy document (validation only; ./topic.ts compiles it). See ./pii-schema.ts for why apart. */

const confidenceSchema = z.number().check(z.gte(0), z.lte(1));

export const MAX_TOPICS = 30;

export const topicSchema = z
  .strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(100)),
    definition: z.string().check(z.minLength(1), z.maxLength(1000)),
    keywords: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(100)), []),
    examples: z._default(z.array(z.string().check(z.minLength(1), z.maxLength(500))).check(z.maxLength(20)), []),
    /** BLOCK, or CHECK (flag for review) under `verdicts: v1.3`. */
    action: z._default(z.enum(['BLOCK', 'CHECK']), 'BLOCK'),
    /** Overrides the policy's threshold for this topic. */
    threshold: z.optional(confidenceSchema),
  })
  .check(
    z.superRefine((t, ctx) => {
      if (t.keywords.length === 0 && t.examples.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['examples'],
          message: 'give the topic keywords or examples; it cannot be detected from its definition alone',
        });
      }
    }),
  );

export const topicPolicySchema = z
  .strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(64)),
    type: z.literal('TOPIC'),
    /** A topic is detected when its score reaches this (per topic: `threshold`). */
    threshold: z._default(confidenceSchema, 0.5),
    topics: z.array(topicSchema).check(z.minLength(1), z.maxLength(MAX_TOPICS)),
  })
  .check(
    z.superRefine((p, ctx) => {
      checkUniqueNames(p.topics, 'topics', 'topic', (issue) => ctx.addIssue(issue));
    }),
  );

export type TopicPolicyConfig = z.output<typeof topicPolicySchema>;
