import * as z from '../../zod';

/** The WORD policy document (validation only; ./word.ts compiles it). See ./pii-schema.ts for why apart. */

/** Languages of the built-in profanity lists (./data/profanity.ts). */
export const PROFANITY_LANGUAGES = ['en', 'ko'] as const;
export type ProfanityLanguage = (typeof PROFANITY_LANGUAGES)[number];

const actionSchema = z.enum(['MASK', 'BLOCK']);
const maskWordSchema = z.string().check(z.minLength(1), z.maxLength(64));

export const MAX_WORDS_PER_POLICY = 10_000;
export const PROFANITY_RULE_NAME = 'profanity';

export const wordListSchema = z.strictObject({
  name: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'a letter, then up to 63 letters, digits, _ . or -')),
  action: actionSchema,
  /** Replacement token; default `[<NAME>]` (upper-cased). */
  maskWord: z.optional(maskWordSchema),
  words: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.minLength(1), z.maxLength(MAX_WORDS_PER_POLICY)),
});

export const profanitySettingsSchema = z.strictObject({
  enabled: z._default(z.boolean(), true),
  action: z._default(actionSchema, 'MASK'),
  maskWord: z._default(maskWordSchema, '[PROFANITY]'),
  languages: z._default(z.array(z.enum(PROFANITY_LANGUAGES)).check(z.minLength(1)), [...PROFANITY_LANGUAGES]),
});

export const wordPolicySchema = z
  .strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(64)),
    type: z.literal('WORD'),
    /** The built-in profanity lists; absent (or `enabled: false`) = off. */
    profanity: z.optional(profanitySettingsSchema),
    lists: z._default(z.array(wordListSchema).check(z.maxLength(100)), []),
  })
  .check(
    z.superRefine((p, ctx) => {
      const total = p.lists.reduce((n, l) => n + l.words.length, 0);
      if (total > MAX_WORDS_PER_POLICY) {
        ctx.addIssue({
          code: 'custom',
          path: ['lists'],
          message: `${total} words in all lists; a WORD policy holds at most ${MAX_WORDS_PER_POLICY} (split it into several policies)`,
        });
      }
      if (p.lists.length === 0 && p.profanity?.enabled !== true) {
        ctx.addIssue({ code: 'custom', path: ['lists'], message: 'add a word list or turn on profanity: {}' });
      }
      const seen = new Set<string>([PROFANITY_RULE_NAME]);
      p.lists.forEach((l, i) => {
        if (seen.has(l.name)) {
          ctx.addIssue({
            code: 'custom',
            path: ['lists', i, 'name'],
            message:
              l.name === PROFANITY_RULE_NAME
                ? `"${PROFANITY_RULE_NAME}" names the built-in list; choose another name`
                : `duplicate list name "${l.name}"; give each list a unique name`,
          });
        }
        seen.add(l.name);
      });
    }),
  );

export type WordPolicyConfig = z.output<typeof wordPolicySchema>;
