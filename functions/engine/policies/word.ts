import { InvalidPolicyError } from '../errors';
import { createFolder } from '../text/fold';
import { createPhraseMatcher, normalizeEntry } from '../text/phrase-matcher';
import { PROFANITY } from './data/profanity';
import { MAX_WORDS_PER_POLICY, PROFANITY_RULE_NAME, type WordPolicyConfig } from './word-schema';
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
  const fold = createFolder();

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
