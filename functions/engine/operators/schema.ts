import * as z from '../../zod';

/** Prefix of pseudonyms and placeholders: SCREAMING_SNAKE, so tokens stay `[A-Z0-9_]` words. */
const prefixSchema = z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,31}$/, 'upper-case letters, digits or _, starting with a letter (at most 32)'));

/** Exactly one character (one code point, astral allowed), e.g. `*`, `#`, `•`, `😀`. */
const maskCharSchema = z.string().check(z.regex(/^.$/su, 'must be exactly one character'));

/**
 * How a MASK finding is rewritten, configurable per entity, custom rule and deny list. Absent means `replace`
 * (the mask word). Strict: unknown keys are rejected.
 */
export const operatorSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('replace') }),
  z.strictObject({ type: z.literal('redact') }),
  z.strictObject({
    type: z.literal('mask'),
    maskChar: z._default(maskCharSchema, '*'),
    /** Characters left in clear at the end; 0 masks everything. A value not longer than this is masked whole. */
    keepLast: z._default(z.number().check(z.int(), z.gte(0), z.lte(32)), 0),
    /** Keep whitespace and `- . / ( )` unmasked (and out of the `keepLast` count). */
    keepSeparators: z._default(z.boolean(), false),
  }),
  z.strictObject({
    type: z.literal('pseudonym'),
    prefix: z.optional(prefixSchema),
    /** Hex characters of the HMAC-SHA256 digest kept (8–64; 12 = 48 bits). */
    length: z._default(z.number().check(z.int(), z.gte(8), z.lte(64)), 12),
  }),
  z.strictObject({ type: z.literal('placeholder'), prefix: z.optional(prefixSchema) }),
]);

export type OperatorConfig = z.output<typeof operatorSchema>;
