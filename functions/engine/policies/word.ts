import * as z from '../../zod';
import { InvalidPolicyError } from '../errors';
import { fold } from '../text/fold';
import { createPhraseMatcher, normalizeEntry } from '../text/phrase-matcher';
import { PROFANITY, PROFANITY_LANGUAGES } from './data/profanity';
import type { CompiledPolicy, PolicyFinding, RuleType } from './types';

/**
 * WORD policy: word and phrase lists, each with its own action (MASK or BLOCK) and mask word, plus the built-in
 * profanity lists (English, Korean; data/profanity.ts). Like Amazon Bedrock Guardrails' word filters (custom
 * words and the managed profanity list), with masking.
 *
 * Matching (text/phrase-matcher.ts, text/fold.ts): case-insensitive, width-insensitive (NFKC: fullwidth
 * `ＦＵＣＫ`), accent-insensitive (combining marks removed: `café` = `cafe`), at word boundaries (`ass` does not
 * match `class`), a space in an entry matching any whitespace run; a Korean entry also matches as the start
 * of a longer word (particles attach: `씨발놈아`). Spans are reported in the original text's UTF-16 indices.
 *
 * Reported items: rule type `WORD` with the list's name, or `PROFANITY` with `profanity`; confidence 1.
 */

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

interface WordRule {
  readonly ruleType: RuleType;
  readonly ruleName: string;
  /** `undefined`: an exception — the words pass. */
  readonly action: 'MASK' | 'BLOCK' | undefined;
  readonly maskWord: string;
  readonly alertMessage: string;
  /** Position among the policy's lists: the first list wins a tie between equal actions. */
  readonly order: number;
}

const RANK = { undefined: 0, MASK: 1, BLOCK: 2 } as const;

/** A phrase in several lists keeps the strongest action (BLOCK over MASK); an exception yields to any list. */
function stronger(a: WordRule, b: WordRule): WordRule {
  const ra = RANK[String(a.action) as keyof typeof RANK];
  const rb = RANK[String(b.action) as keyof typeof RANK];
  if (ra !== rb) return ra > rb ? a : b;
  return a.order <= b.order ? a : b;
}

export function compileWordPolicy(config: WordPolicyConfig, path = 'policy'): CompiledPolicy {
  const entries: { phrase: string; value: WordRule }[] = [];
  config.lists.forEach((list, i) => {
    const action = list.action;
    const rule: WordRule = {
      ruleType: 'WORD',
      ruleName: list.name,
      action,
      maskWord: list.maskWord ?? `[${list.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}]`,
      alertMessage: `Word list ${list.name} matched (${action === 'BLOCK' ? 'blocked' : 'masked'})`,
      order: i,
    };
    list.words.forEach((word, j) => {
      const phrase = normalizeEntry(word);
      if (phrase === undefined) {
        throw new InvalidPolicyError(
          `${path}.lists[${i}].words[${j}]`,
          'must start and end with a letter or digit (after case, width and accent folding); word boundaries are defined on them',
        );
      }
      entries.push({ phrase, value: rule });
    });
  });
  const profanity = config.profanity;
  if (profanity?.enabled) {
    const rule: WordRule = {
      ruleType: 'PROFANITY',
      ruleName: PROFANITY_RULE_NAME,
      action: profanity.action,
      maskWord: profanity.maskWord,
      alertMessage: `Profanity detected (${profanity.action === 'BLOCK' ? 'blocked' : 'masked'})`,
      order: config.lists.length,
    };
    const exception: WordRule = { ...rule, action: undefined, order: config.lists.length + 1 };
    for (const lang of new Set(profanity.languages)) {
      for (const w of PROFANITY[lang].words) entries.push({ phrase: normalizeEntry(w)!, value: rule });
      for (const w of PROFANITY[lang].exceptions) entries.push({ phrase: normalizeEntry(w)!, value: exception });
    }
  }
  const matcher = createPhraseMatcher(entries, stronger);

  return {
    name: config.name,
    type: 'WORD',
    inspect(text) {
      const f = fold(text);
      const found: PolicyFinding[] = [];
      for (const m of matcher.find(f.folded)) {
        const rule = m.value;
        if (rule.action === undefined) continue;
        found.push({
          start: f.startOf(m.start),
          end: f.endOf(m.end - 1),
          action: rule.action,
          ruleType: rule.ruleType,
          ruleName: rule.ruleName,
          confidence: 1,
          maskWord: rule.maskWord,
          alertMessage: rule.alertMessage,
        });
      }
      return found;
    },
  };
}
